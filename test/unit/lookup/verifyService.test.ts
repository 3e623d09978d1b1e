// Verification with the real client against both dialects of the local statute service over HTTP:
// the estimate the cost prompt shows (the service's own prices and charging rules) against what the
// service's ledger charged, and the number of resolve requests a 100-citation brief takes.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import { findCitations } from '../../../src/core/citations';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { planVerification, runVerification } from '../../../src/core/lookup/verify';
import { RunningService, startService } from '../../service/service';

/** 100 distinct sections of 17 U.S.C. (the local corpus holds some, not all: both are charged), each cited twice, with a session law. */
const CITES = Array.from({ length: 100 }, (_, i) => `17 U.S.C. § ${101 + i}`);
const BRIEF = [...CITES, ...CITES].map((c) => `See ${c}.`).join('\n') + '\nPub. L. No. 94-553.\n';

for (const dialect of ['live', 'interface'] as const) {
  describe(`verification against the ${dialect} service`, function () {
    this.timeout(60_000);
    let service: RunningService;
    let key = 0;

    before(async () => {
      // The Pro plan's 30/60 on live; one request per citation on the interface service would take minutes at that rate.
      service = await startService({ port: 0, dialect, keys: {}, rate: dialect === 'live' ? '30/60' : '6000/60', log: () => undefined });
    });
    after(async () => service.close());

    const fresh = (): { client: StatuteClient; lookup: CitationLookup; key: string } => {
      const k = `verify-${dialect}-${++key}`;
      service.setCredits(k, 10_000);
      const client = new StatuteClient({ baseUrl: service.url, apiKey: () => k });
      return { client, lookup: new CitationLookup(() => client), key: k };
    };

    it('the estimate is never below the ledger\'s charge and within 10 % of it', async () => {
      const { client, lookup, key: k } = fresh();
      const rules = await client.charging();
      assert.equal(rules.dialect, dialect);
      const plan = await planVerification(findCitations(BRIEF), lookup, rules, await client.coverage());
      assert.equal(plan.uncached.length, 100);
      const outcome = await runVerification(plan, lookup, { approveMetadata: () => true });
      assert.equal(outcome.failures.length, 0);
      const charged = service.ledger(k).creditsConsumed;
      assert.ok(charged > 0);
      assert.ok(plan.maxCredits >= charged, `estimate ${plan.maxCredits} < charged ${charged}`);
      assert.ok(plan.maxCredits <= 1.1 * charged, `estimate ${plan.maxCredits} > 1.1 × ${charged}`);
      const answers = [...outcome.answers.values()];
      assert.ok(answers.some((a) => a.resolved) && answers.some((a) => !a.resolved), 'the brief should mix found and not found citations');
    });

    it(dialect === 'live' ? 'a 100-citation brief: 2 resolve requests, under 10 s at 30/60, no 429' : 'a 100-citation brief: one resolve request per citation', async () => {
      const { client, lookup, key: k } = fresh();
      const plan = await planVerification(findCitations(BRIEF), lookup, await client.charging(), undefined);
      if (dialect === 'interface') {
        assert.equal(plan.resolveRequests, 100);
        return;
      }
      const started = performance.now();
      await runVerification(plan, lookup);
      const ms = performance.now() - started;
      const ledger = service.ledger(k);
      assert.equal(plan.resolveRequests, 2);
      assert.equal((ledger.calls.resolveBatch ?? 0) + (ledger.calls.resolve ?? 0), 2);
      assert.equal(ledger.rateLimited, 0);
      assert.ok(ms < 10_000, `${ms} ms`);
      // Nothing is paid twice: a second run sends nothing.
      const again = await planVerification(findCitations(BRIEF), lookup, await client.charging(), undefined);
      assert.equal(again.uncached.length, 0);
    });
  });
}
