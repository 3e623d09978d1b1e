// Verification of what is not one section, against the local statute service (real HTTP on loopback,
// real D.C. Code from ../shared/data) in both dialects: a chapter cited as a whole is looked for among the
// code's divisions, and each reading of an ambiguous `I.C.` is resolved with its own state.
import * as assert from 'node:assert/strict';
import { StatuteClient } from '../../../src/core/api/client';
import type { Coverage } from '../../../src/core/api/models';
import { findCitations } from '../../../src/core/citations';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { planVerification, runVerification } from '../../../src/core/lookup/verify';
import { startService, type RunningService } from '../../service/service';

const KEY = 'chapters-key';

/** What the local service holds, plus Idaho and Indiana: the readings of `I.C.` are then both sent. */
const COVERAGE: Coverage = {
  corpusTypes: [],
  jurisdictions: [
    { code: 'dc', name: 'District of Columbia', hasData: true, corpora: { STATE: 2553 } },
    { code: 'id', name: 'Idaho', hasData: true, corpora: { STATE: 1 } },
    { code: 'in', name: 'Indiana', hasData: true, corpora: { STATE: 1 } },
  ],
};

for (const dialect of ['interface', 'live'] as const) {
  describe(`verification of chapters and ambiguous citations (${dialect})`, function () {
    this.timeout(120_000);
    let service: RunningService;
    let client: StatuteClient;

    before(async () => {
      service = await startService({ port: 0, dialect, keys: { [KEY]: 10_000 }, rate: '6000/60', log: () => undefined });
    });
    after(async () => service?.close());
    beforeEach(() => {
      service.reset();
      client = new StatuteClient({ baseUrl: service.url, apiKey: () => KEY });
    });

    it('finds a D.C. Code chapter among the divisions, reports a missing one as not found, and asks again for neither', async () => {
      const lookup = new CitationLookup(() => client);
      const citations = findCitations('See D.C. Code ch. 22-4 (assault), but not D.C. Code ch. 22-99.');
      assert.deepEqual(citations.map((c) => [c.kind, c.division]), [['division', '22-4'], ['division', '22-99']]);
      const rules = await client.charging();
      const plan = await planVerification(citations, lookup, rules, COVERAGE);
      assert.equal(plan.divisions.length, 2);
      assert.equal(plan.uncached.length, 0, 'a chapter is never sent to resolve');
      const outcome = await runVerification(plan, lookup, { listDivisions: (request, call) => client.divisions(request, call) });
      assert.deepEqual(outcome.failures, []);
      const answers = citations.map((c) => outcome.answers.get(CitationLookup.key(c))?.resolved);
      assert.deepEqual(answers, [true, false]);
      const ledger = service.ledger(KEY);
      assert.ok((ledger.calls.divisions ?? 0) > 0);
      assert.equal(ledger.calls.resolve ?? 0, 0);
      assert.ok(ledger.creditsConsumed <= plan.maxCredits, `spent ${ledger.creditsConsumed} > announced ${plan.maxCredits}`);

      const again = await planVerification(citations, lookup, rules, COVERAGE);
      assert.equal(again.divisionPages, 0);
      assert.equal(again.maxCredits, 0);
      const second = await runVerification(again, lookup, { listDivisions: (request, call) => client.divisions(request, call) });
      assert.deepEqual(citations.map((c) => second.answers.get(CitationLookup.key(c))?.resolved), [true, false]);
      assert.equal(service.ledger(KEY).calls.divisions, ledger.calls.divisions, 'a chapter already checked was listed again');
    });

    it('finds a chapter cited level by level (`Chapter 4 of Title 22`) under its title', async () => {
      const lookup = new CitationLookup(() => client);
      const citations = findCitations('Chapter 4 of Title 22 of the D.C. Official Code applies; D.C. Code tit. 47, ch. 99 does not exist.');
      assert.deepEqual(citations.map((c) => [c.kind, c.canonical, c.division]), [
        ['division', 'D.C. Code tit. 22, ch. 4', '4'], ['division', 'D.C. Code tit. 47, ch. 99', '99'],
      ]);
      const rules = await client.charging();
      const plan = await planVerification(citations, lookup, rules, COVERAGE);
      assert.deepEqual(plan.divisions.map((d) => d.chapter), ['22/4', '47/99']);
      const outcome = await runVerification(plan, lookup, { listDivisions: (request, call) => client.divisions(request, call) });
      assert.deepEqual(outcome.failures, []);
      assert.deepEqual(citations.map((c) => outcome.answers.get(CitationLookup.key(c))?.resolved), [true, false]);
      assert.ok(service.ledger(KEY).creditsConsumed <= plan.maxCredits);
    });

    it('resolves each reading of I.C. with its own state and reports the citation by what they say', async () => {
      const lookup = new CitationLookup(() => client);
      const citations = findCitations('Under I.C. § 6-16-01 the claim fails.');
      assert.equal(citations[0].kind, 'ambiguous');
      const rules = await client.charging();
      const plan = await planVerification(citations, lookup, rules, COVERAGE);
      assert.deepEqual(plan.uncached.map((q) => [q.canonical, q.state]), [['Idaho Code § 6-16-01', 'id'], ['Ind. Code § 6-16-01', 'in']]);
      const outcome = await runVerification(plan, lookup);
      assert.deepEqual(outcome.failures, []);
      // The local service holds neither code: both readings come back not found, and so does the citation.
      for (const query of plan.uncached) assert.equal(outcome.answers.get(CitationLookup.key(query))?.resolved, false);
      assert.equal(outcome.answers.get(CitationLookup.key(citations[0]))?.resolved, false);
      const ledger = service.ledger(KEY);
      assert.equal((ledger.calls.resolve ?? 0) + (ledger.calls.resolveBatch ?? 0), dialect === 'live' ? 1 : 2);
      assert.ok(ledger.creditsConsumed <= plan.maxCredits);
    });

    it('an ambiguous citation whose readings the service lacks is not sent', async () => {
      const lookup = new CitationLookup(() => client);
      const onlyDc: Coverage = { corpusTypes: [], jurisdictions: [COVERAGE.jurisdictions[0]] };
      const plan = await planVerification(findCitations('Under I.C. § 6-16-01 the claim fails.'), lookup, await client.charging(), onlyDc);
      assert.deepEqual([plan.uncached.length, plan.skipped.length, plan.maxCredits], [0, 1, 0]);
      assert.match(plan.skipped[0].reason, /Idaho Code § 6-16-01 or Ind\. Code § 6-16-01/);
    });
  });
}
