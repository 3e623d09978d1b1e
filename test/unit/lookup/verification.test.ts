import * as assert from 'node:assert/strict';
import { CreditsError } from '../../../src/core/api/errors';
import type { Coverage, Pricing, SectionRecord } from '../../../src/core/api/models';
import { findCitations } from '../../../src/core/citations';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { LookupCache } from '../../../src/core/lookup/lookupCache';
import { planVerification, runVerification } from '../../../src/core/lookup/verify';
import { FakeClient, FakeClock, FakeSection, MemoryStorage, copyrightSections } from '../fakes/fakeClient';

const BRIEF = `Fair use is decided under 17 U.S.C. § 107. The owner's rights are in 17 U.S.C. § 106; see also
17 U.S.C. § 107(4) and Pub. L. No. 94-553, 90 Stat. 2541. Id. § 106 is not at issue here.`;

const PRICING: Pricing = {
  dollarPerCredit: 0.01,
  costs: [
    { endpoint: '/v1/resolve', method: 'GET', operation: 'resolve', credits: 1 },
    { endpoint: '/v1/sections', method: 'GET', operation: 'sections', credits: 5 },
  ],
};

const COVERAGE: Coverage = {
  corpusTypes: [],
  jurisdictions: [{ code: 'federal', name: 'Federal', hasData: true, corpora: { USC: 60_000, CFR: 200_000 } }],
};

function setUp(sections: FakeSection[] = copyrightSections()) {
  const client = new FakeClient(sections);
  const clock = new FakeClock();
  const lookup = new CitationLookup(() => client.asClient(), new LookupCache(new MemoryStorage(), { now: clock.now }), clock.now);
  return { client, lookup };
}

/** Sections whose resolve answer lacks the heading, so metadata is owed for each. */
function headless(count: number): FakeSection[] {
  return Array.from({ length: count }, (_, i) => {
    const record: SectionRecord = {
      actId: `USC_T42_S${1981 + i}`,
      citation: `42 U.S.C. § ${1981 + i}`,
      corpusType: 'USC',
      titleNumber: '42',
      title: `Section ${1981 + i}`,
      breadcrumb: [{ type: 'title', num: '42', label: 'Title 42', name: 'The Public Health and Welfare' }],
      actStatus: 'in_force',
      mock: false,
    };
    return { citation: record.citation as string, record, resolveRecord: { ...record, title: undefined, breadcrumb: [] } };
  });
}

describe('verification: plan and run', () => {
  it('plans one resolve per distinct citation, skips session laws, and prices the worst case', async () => {
    const { client, lookup } = setUp();
    const plan = await planVerification(findCitations(BRIEF), lookup, PRICING, COVERAGE);
    assert.deepEqual(plan.distinct.map((q) => q.canonical).sort(), ['17 U.S.C. § 106', '17 U.S.C. § 107']);
    assert.deepEqual(plan.skipped.map((s) => s.query.canonical), ['Pub. L. No. 94-553', '90 Stat. 2541'], 'session laws are not sent');
    assert.equal(plan.resolveCalls, 2);
    assert.equal(plan.maxBatchCalls, 1);
    assert.equal(plan.maxCredits, 2 * 1 + 1 * 5);
    assert.equal(client.calls.length, 0, 'planning spends nothing');
  });

  it('a second verification of the same brief sends nothing', async () => {
    const { client, lookup } = setUp();
    const citations = findCitations(BRIEF);
    const first = await runVerification(await planVerification(citations, lookup, PRICING, COVERAGE), lookup);
    assert.equal(first.failures.length, 0);
    assert.equal(first.answers.size, 2);
    const paid = client.calls.length;
    const again = await planVerification(citations, lookup, PRICING, COVERAGE);
    assert.equal(again.uncached.length, 0);
    assert.equal(again.maxCredits, 0);
    const second = await runVerification(again, lookup);
    assert.equal(second.answers.size, 2);
    assert.equal(client.calls.length, paid);
    await lookup.flush();
  });

  it('fetches owed metadata in batches of 50', async () => {
    const sections = headless(60);
    const { client, lookup } = setUp(sections);
    const text = sections.map((s) => s.citation).join('; ');
    const outcome = await runVerification(await planVerification(findCitations(text), lookup, PRICING, COVERAGE), lookup);
    assert.equal(client.count('resolve'), 60);
    assert.equal(client.count('sections'), 2);
    assert.ok([...outcome.answers.values()].every((info) => info.section?.title?.startsWith('Section ')));
    await lookup.flush();
  });

  it('stops sending after the account runs out of credits', async () => {
    const sections = headless(10);
    const { client, lookup } = setUp(sections);
    client.failWith = new CreditsError();
    const plan = await planVerification(findCitations(sections.map((s) => s.citation).join('; ')), lookup, PRICING, COVERAGE);
    const outcome = await runVerification(plan, lookup, { concurrency: 1 });
    assert.ok(outcome.stoppedBy instanceof CreditsError);
    assert.equal(client.count('resolve'), 1);
    assert.equal(client.count('sections'), 0);
  });

  it('a cancelled run sends nothing more, and what was paid for stays cached', async () => {
    const sections = headless(5);
    const { client, lookup } = setUp(sections);
    const abort = new AbortController();
    const citations = findCitations(sections.map((s) => s.citation).join('; '));
    const plan = await planVerification(citations, lookup, PRICING, COVERAGE);
    const outcome = await runVerification(plan, lookup, {
      concurrency: 1,
      signal: abort.signal,
      onProgress: (p) => {
        if (p.done === 2) abort.abort();
      },
    });
    assert.equal(outcome.cancelled, true);
    assert.equal(client.count('resolve'), 2);
    const next = await planVerification(citations, lookup, PRICING, COVERAGE);
    assert.equal(next.uncached.length, 3, 'the two paid resolves are not planned again');
    await lookup.flush();
  });
});
