import * as assert from 'node:assert/strict';
import { CreditsError } from '../../../src/core/api/errors';
import type { Coverage, Pricing, SectionRecord } from '../../../src/core/api/models';
import { ChargingRules, interfaceDialect, liveDialect } from '../../../src/core/api/dialect';
import { findCitations } from '../../../src/core/citations';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { LookupCache } from '../../../src/core/lookup/lookupCache';
import { metadataPlan } from '../../../src/core/lookup/lookup';
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

/** The interface service's rules under its price table: resolve 1 per citation, metadata 5 per batch call. */
const INTERFACE: ChargingRules = interfaceDialect.rules(PRICING);

/** The live service's rules under its published prices: resolve 2 per citation in batches of 50, metadata 2 per section found. */
const LIVE_PRICING: Pricing = {
  dialect: 'live',
  dollarPerCredit: 0.01,
  costs: [
    { endpoint: '/us/statutes/resolve', method: '', operation: 'resolve', credits: 2 },
    { endpoint: '/us/statutes/sections', method: '', operation: 'sections', credits: 2 },
    { endpoint: '/us/statutes/section/{act_id}', method: '', operation: 'section', credits: 2 },
  ],
};
const LIVE: ChargingRules = liveDialect.rules(LIVE_PRICING);

const COVERAGE: Coverage = {
  corpusTypes: [],
  jurisdictions: [{ code: 'federal', name: 'Federal', hasData: true, corpora: { USC: 60_000, CFR: 200_000 } }],
};

function setUp(sections: FakeSection[] = copyrightSections(), batchSize = 0) {
  const client = new FakeClient(sections);
  client.batchSize = batchSize;
  const clock = new FakeClock();
  const lookup = new CitationLookup(() => client.asClient(), new LookupCache(new MemoryStorage(), { now: clock.now }), clock.now);
  return { client, lookup };
}

/** Sections whose resolve answer lacks the heading, so metadata is owed for each. */
function headless(count: number): FakeSection[] {
  return sectionsOf(count, true);
}

function sectionsOf(count: number, withoutHeading = false): FakeSection[] {
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
    return { citation: record.citation as string, record, resolveRecord: withoutHeading ? { ...record, title: undefined, breadcrumb: [] } : undefined };
  });
}

describe('verification: plan and run', () => {
  it('plans one resolve per distinct citation, skips session laws, and prices it by the service rules', async () => {
    const { client, lookup } = setUp();
    const plan = await planVerification(findCitations(BRIEF), lookup, INTERFACE, COVERAGE);
    assert.deepEqual(plan.distinct.map((q) => q.canonical).sort(), ['17 U.S.C. § 106', '17 U.S.C. § 107']);
    assert.deepEqual(plan.skipped.map((s) => s.query.canonical), ['Pub. L. No. 94-553', '90 Stat. 2541'], 'session laws are not sent');
    assert.equal(plan.resolveRequests, 2, 'no batch resolve on the interface service: one request each');
    assert.equal(plan.maxCredits, 2 * 1, 'resolve only: metadata is priced and asked for when it is owed');
    assert.equal(client.calls.length, 0, 'planning spends nothing');
  });

  it('never sends a chapter or an ambiguous citation whose codes the service lacks, and says why', async () => {
    const { client, lookup } = setUp();
    const text = 'See G.L. c. 93A and I.C. § 6-16-01; also 17 U.S.C. § 107.';
    const citations = findCitations(text);
    assert.ok(citations.some((c) => c.kind === 'division') && citations.some((c) => c.kind === 'ambiguous'), JSON.stringify(citations.map((c) => c.kind)));
    const plan = await planVerification(citations, lookup, INTERFACE, COVERAGE);
    assert.deepEqual(plan.distinct.map((q) => q.canonical), ['17 U.S.C. § 107']);
    const reasons = plan.skipped.map((s) => s.reason).join(' | ');
    // Neither is sent: the service covers no Massachusetts, Idaho or Indiana code (chapters and readings it covers are checked).
    assert.match(reasons, /no code for MA/);
    assert.match(reasons, /does not say which code this is \(Idaho Code § 6-16-01 or Ind. Code § 6-16-01\)/);
    assert.equal(client.calls.length, 0);
  });

  it('on the live rules: 2 credits per citation, found or not, in requests of up to 50', async () => {
    const { lookup } = setUp(sectionsOf(10));
    const cites = [...sectionsOf(100).map((s) => s.citation), '17 U.S.C. § 1599'];
    const plan = await planVerification(findCitations(cites.join('; ')), lookup, LIVE, COVERAGE);
    assert.equal(plan.uncached.length, 101);
    assert.equal(plan.resolveRequests, 3);
    assert.equal(plan.maxCredits, 202, 'the unresolved citation is charged too');
    assert.deepEqual(plan.estimate.byOperation, { resolve: 202 });
  });

  it('a second verification of the same brief sends nothing', async () => {
    const { client, lookup } = setUp();
    const citations = findCitations(BRIEF);
    const first = await runVerification(await planVerification(citations, lookup, INTERFACE, COVERAGE), lookup);
    assert.equal(first.failures.length, 0);
    assert.equal(first.answers.size, 2);
    const paid = client.calls.length;
    const again = await planVerification(citations, lookup, INTERFACE, COVERAGE);
    assert.equal(again.uncached.length, 0);
    assert.equal(again.maxCredits, 0);
    const second = await runVerification(again, lookup);
    assert.equal(second.answers.size, 2);
    assert.equal(client.calls.length, paid);
    await lookup.flush();
  });

  it('100 distinct citations (each cited twice) take 2 batch requests where the service batches, and are never paid twice', async () => {
    const sections = sectionsOf(100);
    const { client, lookup } = setUp(sections, 50);
    const text = [...sections, ...sections].map((s) => s.citation).join('; ');
    const outcome = await runVerification(await planVerification(findCitations(text), lookup, LIVE, COVERAGE), lookup);
    assert.equal(client.count('resolveBatch'), 2);
    assert.equal(client.count('resolve'), 0);
    const sent = client.calls.filter((c) => c.operation === 'resolveBatch').flatMap((c) => c.arg.split(';'));
    assert.equal(sent.length, 100);
    assert.equal(new Set(sent).size, 100, 'a citation went out twice');
    assert.equal(outcome.answers.size, 100);
    assert.ok([...outcome.answers.values()].every((a) => a.resolved));
    const again = await planVerification(findCitations(text), lookup, LIVE, COVERAGE);
    assert.equal(again.uncached.length, 0, 'every batch answer landed in the answer cache');
    await lookup.flush();
  });

  it('a citation a hover is already resolving is shared, not sent again in the batch', async () => {
    const sections = sectionsOf(3);
    const { client, lookup } = setUp(sections, 50);
    const hovering = lookup.lookup({ canonical: sections[0].citation, corpusType: 'USC', state: null });
    const plan = await planVerification(findCitations(sections.map((s) => s.citation).join('; ')), lookup, LIVE, COVERAGE);
    const outcome = await runVerification(plan, lookup);
    await hovering;
    assert.equal(client.count('resolve'), 1, 'the hover paid for its own');
    assert.deepEqual(client.calls.filter((c) => c.operation === 'resolveBatch').map((c) => c.arg.split(';').length), [2]);
    assert.equal(outcome.answers.size, 3);
  });

  it('owed metadata is fetched only when approved, at the price the rules give, through batch metadata', async () => {
    const sections = headless(60);
    const { client, lookup } = setUp(sections);
    const text = sections.map((s) => s.citation).join('; ');
    let asked: { sections: number; credits: number; route: string } | undefined;
    const outcome = await runVerification(await planVerification(findCitations(text), lookup, INTERFACE, COVERAGE), lookup, {
      approveMetadata: (n, plan) => {
        asked = { sections: n, credits: plan.estimate.credits, route: plan.route };
        return true;
      },
    });
    assert.deepEqual(asked, { sections: 60, credits: 10, route: 'sections' });
    assert.equal(client.count('resolve'), 60);
    assert.equal(client.count('sections'), 2);
    assert.ok([...outcome.answers.values()].every((info) => info.section?.title?.startsWith('Section ')));
    await lookup.flush();
  });

  it('owed metadata not approved: nothing is spent on it, and the run says what it would cost', async () => {
    const sections = headless(3);
    const { client, lookup } = setUp(sections, 50);
    const text = sections.map((s) => s.citation).join('; ');
    const declined = await runVerification(await planVerification(findCitations(text), lookup, LIVE, COVERAGE), lookup, { approveMetadata: () => false });
    assert.equal(client.count('sections') + client.count('section'), 0);
    assert.deepEqual(declined.metadataOwed, { sections: 3, plan: { route: 'sections', estimate: { credits: 6, byOperation: { sections: 6 } } } });
    const unasked = await runVerification(await planVerification(findCitations(text), lookup, LIVE, COVERAGE), lookup);
    assert.equal(unasked.metadataOwed?.sections, 3, 'without a way to ask, nothing is fetched');
    assert.equal(client.calls.length, 1);
  });

  it('metadata goes the cheaper way: per section on the interface service for a few, batch on the live one', () => {
    assert.equal(metadataPlan(1, INTERFACE).route, 'section');
    assert.equal(metadataPlan(4, INTERFACE).estimate.credits, 4);
    assert.equal(metadataPlan(5, INTERFACE).route, 'sections');
    assert.equal(metadataPlan(1, LIVE).route, 'sections');
    assert.equal(metadataPlan(51, LIVE).estimate.credits, 102, 'per section found, however many calls');
  });

  it('stops sending after the account runs out of credits', async () => {
    const sections = headless(10);
    const { client, lookup } = setUp(sections);
    client.failWith = new CreditsError();
    const plan = await planVerification(findCitations(sections.map((s) => s.citation).join('; ')), lookup, INTERFACE, COVERAGE);
    const outcome = await runVerification(plan, lookup, { concurrency: 1, approveMetadata: () => true });
    assert.ok(outcome.stoppedBy instanceof CreditsError);
    assert.equal(client.count('resolve'), 1);
    assert.equal(client.count('sections'), 0);
  });

  it('a batch refused for want of credits stops the run: the next batch is not sent', async () => {
    const sections = sectionsOf(120);
    const { client, lookup } = setUp(sections, 50);
    client.failWith = new CreditsError();
    const plan = await planVerification(findCitations(sections.map((s) => s.citation).join('; ')), lookup, LIVE, COVERAGE);
    const outcome = await runVerification(plan, lookup, { concurrency: 1 });
    assert.ok(outcome.stoppedBy instanceof CreditsError);
    assert.equal(client.count('resolveBatch'), 1);
    assert.equal(outcome.failures.length, 50);
  });

  it('a cancelled run sends nothing more, and what was paid for stays cached', async () => {
    const sections = headless(5);
    const { client, lookup } = setUp(sections);
    const abort = new AbortController();
    const citations = findCitations(sections.map((s) => s.citation).join('; '));
    const plan = await planVerification(citations, lookup, INTERFACE, COVERAGE);
    const outcome = await runVerification(plan, lookup, {
      concurrency: 1,
      signal: abort.signal,
      onProgress: (p) => {
        if (p.done === 2) abort.abort();
      },
    });
    assert.equal(outcome.cancelled, true);
    assert.equal(client.count('resolve'), 2);
    const next = await planVerification(citations, lookup, INTERFACE, COVERAGE);
    assert.equal(next.uncached.length, 3, 'the two paid resolves are not planned again');
    await lookup.flush();
  });

  it('cancelled while a batch is in flight: the batch finishes and is kept, the next one is never sent', async () => {
    const sections = sectionsOf(80);
    const { client, lookup } = setUp(sections, 50);
    const citations = findCitations(sections.map((s) => s.citation).join('; '));
    const plan = await planVerification(citations, lookup, LIVE, COVERAGE);
    client.hold();
    const abort = new AbortController();
    const running = runVerification(plan, lookup, { concurrency: 1, signal: abort.signal });
    while (client.count('resolveBatch') === 0) await new Promise((go) => setImmediate(go));
    abort.abort();
    client.release();
    const outcome = await running;
    assert.equal(outcome.cancelled, true);
    assert.equal(client.count('resolveBatch'), 1);
    assert.equal(outcome.answers.size, 50);
    const next = await planVerification(citations, lookup, LIVE, COVERAGE);
    assert.equal(next.uncached.length, 30, 'the 50 paid answers are kept');
    await lookup.flush();
  });

  it('a cancel while the client waits out the rate limit sends nothing more', async () => {
    const sections = sectionsOf(3);
    const { client, lookup } = setUp(sections);
    client.pacingDelayMs = 60_000;
    const abort = new AbortController();
    const plan = await planVerification(findCitations(sections.map((s) => s.citation).join('; ')), lookup, INTERFACE, COVERAGE);
    const running = runVerification(plan, lookup, { signal: abort.signal });
    setTimeout(() => abort.abort(), 20);
    const outcome = await running;
    assert.equal(outcome.cancelled, true);
    assert.equal(client.calls.length, 0);
  });
});
