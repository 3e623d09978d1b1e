// Prices as a lawyer reads them: operations in words, per the service's own table, in both dialects.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { readCreditsRemaining } from '../../../src/core/api/models';
import { OPERATION_NAMES, operationName, priceList } from '../../../src/core/api/pricing';
import { startService, type RunningService } from '../../service/service';

/** An API name: camelCase, a route, or a bare lower-case operation name. */
const ROUTE_WORDS = /[a-z][A-Z]|\/|^[a-z]/;

for (const dialect of ['interface', 'live'] as const) {
  describe(`price words (${dialect})`, () => {
    let service: RunningService;
    let client: StatuteClient;
    let balances: number[];
    before(async () => {
      service = await startService({ port: 0, dialect, keys: { k: 1000 } });
      balances = [];
      client = new StatuteClient({ baseUrl: service.url, apiKey: () => 'k', onBalance: (credits) => balances.push(credits) });
    });
    after(async () => service.close());

    it('names every operation of the service\'s price table in words, with its price and unit', async () => {
      const lines = priceList(await client.pricing());
      const byName = new Map(lines.map((l) => [l.name, l.price]));
      assert.equal(byName.get('Read full text'), dialect === 'live' ? '6 credits' : '2 credits');
      assert.equal(byName.get('Neighbouring sections'), dialect === 'live' ? '2 credits' : '1 credit');
      assert.equal(byName.get('Verify a citation'), dialect === 'live' ? '2 credits' : '1 credit');
      assert.equal(byName.get('Watch a code'), 'free');
      assert.equal(byName.get('Section details for many sections'), dialect === 'live' ? '2 credits per section found' : '5 credits per request of up to 50');
      for (const line of lines) assert.doesNotMatch(line.name, ROUTE_WORDS, `"${line.name}" speaks API`);
      // Paid operations first.
      const firstFree = lines.findIndex((l) => l.credits === 0);
      assert.ok(lines.slice(firstFree).every((l) => l.credits === 0));
    });

    it('reports the balance the service gives with a paid answer', async () => {
      await client.resolve('17 U.S.C. § 107');
      const spent = service.ledger('k').creditsConsumed;
      assert.ok(spent > 0);
      assert.equal(balances.at(-1), 1000 - spent);
    });
  });
}

describe('operation names', () => {
  it('has a name in words for every operation the client knows', () => {
    for (const [operation, name] of Object.entries(OPERATION_NAMES)) assert.match(name, /^[A-Z][a-z]/, operation);
  });
  it('spells out an operation it does not know, and reads a free-text one as given', () => {
    assert.equal(operationName('watchChanges'), 'Watch changes');
    assert.equal(operationName('Resolve citation'), 'Resolve citation');
  });
  it('reads the balance from the body (top level or meta) before the header, and ignores nonsense', () => {
    assert.equal(readCreditsRemaining({ creditsRemaining: 40 }, '12'), 40);
    assert.equal(readCreditsRemaining({ meta: { creditsRemaining: 7 } }, null), 7);
    assert.equal(readCreditsRemaining({}, '12'), 12);
    assert.equal(readCreditsRemaining({}, 'many'), undefined);
    assert.equal(readCreditsRemaining({ creditsRemaining: -1 }, null), undefined);
  });
});
