// The dialect learned per service URL outlives the session: kept in the extension's global state
// (a Memento, here in memory) by the store the connection hands to every client it builds.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { StateLike, globalDialectStore } from '../../../src/services/dialectStore';
import { RunningService, startService } from '../../service/service';

/** VS Code's global state in memory: what one session wrote, the next reads. */
class MemoryState implements StateLike {
  readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.values.set(key, structuredClone(value));
  }
}

for (const dialect of ['interface', 'live'] as const) {
  describe(`dialect store on global state (${dialect})`, function () {
    this.timeout(60_000);
    let service: RunningService;
    let sent: string[];

    before(async () => {
      service = await startService({ port: 0, dialect, keys: { k: 1000 }, log: () => undefined });
    });
    after(async () => service.close());
    beforeEach(() => (sent = []));

    const client = (state: MemoryState): StatuteClient =>
      new StatuteClient({
        baseUrl: service.url,
        apiKey: () => 'k',
        dialectStore: globalDialectStore(state),
        fetch: async (input, init) => {
          sent.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
          return fetch(input, init);
        },
      });

    it('the first session learns the dialect from the service and keeps it; the next session asks nothing to know it', async () => {
      const state = new MemoryState();
      assert.equal((await client(state).dialect()).name, dialect);
      assert.deepEqual(state.get('statutes.dialects'), { [new URL(service.url).toString()]: dialect });
      const probes = sent.length;
      assert.ok(probes >= 1);
      // A new session: a new store over the same global state, a new client.
      const next = client(state);
      assert.equal((await next.dialect()).name, dialect);
      assert.equal(sent.length, probes, 'the next session probed the service again');
      assert.equal(next.knownDialect, dialect);
    });

    it('a dialect remembered wrongly is relearned from the service and the store corrected', async () => {
      const state = new MemoryState();
      const wrong = dialect === 'live' ? 'interface' : 'live';
      await state.update('statutes.dialects', { [new URL(service.url).toString()]: wrong });
      const c = client(state);
      await c.pricing();
      assert.equal(c.knownDialect, dialect);
      assert.deepEqual(state.get('statutes.dialects'), { [new URL(service.url).toString()]: dialect });
    });
  });
}
