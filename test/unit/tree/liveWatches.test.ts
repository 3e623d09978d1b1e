// Creating watches through the client against the local service in both dialects, over real HTTP:
// the body carries the board token each dialect names sources by, and each refusal arrives typed.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { ConflictError, PlanError, WatchCapError } from '../../../src/core/api/errors';
import { RunningService, startService } from '../../service/service';

for (const dialect of ['live', 'interface'] as const) {
  describe(`watches through the client (${dialect})`, function () {
    this.timeout(60_000);
    let service: RunningService;
    const bodies: Record<string, unknown>[] = [];

    before(async () => {
      service = await startService({ port: 0, dialect, keys: 'pro-key:100:pro,biz-key:100:business' });
    });
    after(async () => {
      await service.close();
    });
    beforeEach(() => {
      service.reset();
      bodies.length = 0;
    });

    const client = (key: string): StatuteClient =>
      new StatuteClient({
        baseUrl: service.url,
        apiKey: async () => key,
        fetch: async (input, init) => {
          if (init?.method === 'POST' && typeof init.body === 'string') bodies.push(JSON.parse(init.body) as Record<string, unknown>);
          return fetch(input, init);
        },
      });

    it(`sends the corpus as the ${dialect === 'live' ? 'lowercase board token' : 'corpus type'} and lists the watch under its source`, async () => {
      const watch = await client('biz-key').createWatch({ corpusType: 'STATE', state: 'dc', channel: 'email', emailAddress: 'clerk@firm.example' });
      assert.equal(bodies[0]?.corpusType, dialect === 'live' ? 'state' : 'STATE');
      assert.equal(watch.corpusType.toUpperCase(), 'STATE');
      assert.equal(watch.state?.toLowerCase(), 'dc');
      const listed = await client('biz-key').watches({ corpusType: 'STATE', state: 'dc' });
      assert.deepEqual(listed.map((w) => w.id), [watch.id]);
    });

    it('refuses a duplicate with 409, and on live a webhook outside Business (403) and a fourth watch on Pro (429)', async () => {
      const pro = client('pro-key');
      await pro.createWatch({ corpusType: 'USC', channel: 'email', emailAddress: 'clerk@firm.example' });
      await assert.rejects(pro.createWatch({ corpusType: 'USC', channel: 'email', emailAddress: 'clerk@firm.example' }), ConflictError);
      const webhook = pro.createWatch({ corpusType: 'CFR', channel: 'webhook', webhookUrl: 'https://hooks.example.com/x', webhookSecret: 'a-sixteen-char-secret' });
      if (dialect === 'live') await assert.rejects(webhook, PlanError);
      else await webhook;
      await pro.createWatch({ corpusType: 'CFR', channel: 'email', emailAddress: 'clerk@firm.example' });
      await pro.createWatch({ corpusType: 'STATE', state: 'dc', channel: 'email', emailAddress: 'clerk@firm.example' });
      const fourth = pro.createWatch({ corpusType: 'CFR', channel: 'both', webhookUrl: 'https://hooks.example.com/y', webhookSecret: 'a-sixteen-char-secret', emailAddress: 'a@firm.example' });
      if (dialect === 'live') {
        const error = await fourth.then(() => undefined, (e: unknown) => e);
        assert.ok(error instanceof WatchCapError || error instanceof PlanError, String(error));
        const capped = await pro.createWatch({ corpusType: 'CFR', state: undefined, channel: 'email', emailAddress: 'other@firm.example' }).then(() => undefined, (e: unknown) => e);
        assert.ok(capped instanceof WatchCapError && capped.rateLimitLeft, String(capped));
      } else {
        await fourth;
      }
    });
  });
}
