import * as assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readWebhookHeaders, verifyWebhookSignature } from './webhookReceiver';
import { InvalidResponseError } from '../../../src/core/api/errors';
import { decodeDivisionKey, interfaceDialect, liveDialect, naturalCompare } from '../../../src/core/api/dialect';
import {
  normalisePinpoint,
  readCoverage,
  readPricing,
  readRelated,
  readResolveBatch,
  readBatchSections,
  readCreditsConsumed,
  readDivisionPage,
  readResolution,
  readSearchResults,
  readSectionAnswer,
  readSectionBody,
  readSectionRecord,
  readWatches,
} from '../../../src/core/api/models';
import { chargingRules, estimateCredits, priceOf } from '../../../src/core/api/pricing';
import { lawsFromCoverage } from '../../../src/core/api/client';

/** The interface document's own example record. */
const BARE = { _mock: true, actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', title: 'Fair use', actStatus: 'in_force', currentThrough: '2025-08-26' };

describe('payload readers', () => {
  it('accept the bare record wherever a wrapped one is described', () => {
    assert.equal(readSectionAnswer(BARE).section.actId, 'USC_T17_C1_S107');
    assert.equal(readResolution(BARE).resolved, true);
    assert.equal(readBatchSections(BARE).sections.length, 1);
    assert.equal(readSearchResults(BARE).results.length, 1);
    assert.equal(readSectionRecord(BARE).mock, true);
  });

  it('accept the wrapped shapes and ignore unknown fields', () => {
    const answer = readSectionAnswer({ section: { ...BARE, _mock: undefined, future: 1, breadcrumb: [{ type: 'title', num: '17', label: 'Title 17', name: 'Copyrights' }] }, creditsConsumed: 1, extra: {} });
    assert.equal(answer.section.mock, false);
    assert.equal(answer.section.breadcrumb[0].name, 'Copyrights');
    assert.equal(readResolution({ resolved: false, inputCitation: '99 U.S.C. § 1', section: null, subsection: null }).resolved, false);
    assert.deepEqual(readBatchSections({ sections: [BARE], notFound: ['X'], count: 1 }).notFound, ['X']);
  });

  it('reject records without an actId and lists that are not lists', () => {
    assert.throws(() => readSectionRecord({ citation: 'x' }), InvalidResponseError);
    assert.throws(() => readSectionAnswer('hello'), InvalidResponseError);
    assert.throws(() => readSearchResults({ results: 'nope' }), InvalidResponseError);
    assert.throws(() => readBatchSections({ sections: [BARE], notFound: [3, {}] }), InvalidResponseError);
    assert.throws(() => readDivisionPage({ divisions: [{ name: 'no identifier' }] }), InvalidResponseError);
  });

  it('read bodies, with and without as-of information', () => {
    const body = readSectionBody({ actId: 'A', html: '<p>x</p>', plain: 'x', available: true, asOf: { requested: '2014-01-01', existed: true, source: 'published', resolvedEdition: '113-31' } }, 'A');
    assert.equal(body.asOf?.resolvedEdition, '113-31');
    const dated = readSectionBody({ actId: 'A', plain: 'x', available: true, edition: { label: 'Online@113-31', date: '2013-07-26' }, asOf: { requested: '2014-01-01', existed: true, source: 'published', resolvedEdition: 'Online@113-31' } }, 'A');
    assert.equal(dated.asOf?.resolvedEdition, 'Online@113-31');
    assert.equal(dated.asOf?.resolvedEditionYear, 2013, "the interface dates its edition in the body's edition block");
    const missing = readSectionBody({ actId: 'A', available: false, note: 'No text before 2013-07-26' }, 'A');
    assert.equal(missing.available, false);
    assert.throws(() => readSectionBody({ actId: 'A', available: true }, 'A'), InvalidResponseError);
  });

  it('read the {data: …} envelopes of the free endpoints', () => {
    assert.equal(readWatches({ data: { watches: [{ id: 'w1', corpusType: 'USC', channel: 'email' }] } })[0].id, 'w1');
    assert.equal(readDivisionPage({ level: 'titles', divisions: [{ identifier: 'usc/t17', name: 'Title 17' }] }).divisions[0].isLeaf, false);
  });

  it('find creditsConsumed at the top level or under meta', () => {
    assert.equal(readCreditsConsumed({ creditsConsumed: 2 }), 2);
    assert.equal(readCreditsConsumed({ meta: { creditsConsumed: 0 } }), 0);
    assert.equal(readCreditsConsumed({ creditsConsumed: 'two' }), 0);
  });
});

describe('payload readers: the live service', () => {
  /** The publisher's example record for 42 U.S.C. § 1983, trimmed (live-api.md §3). */
  const LIVE = {
    actId: 'USC_T42_C21_S1983',
    citation: '42 U.S.C. § 1983 (2026)',
    citationShort: '42 U.S.C. § 1983',
    title: 'Civil action for deprivation of rights',
    corpusType: 'USC',
    state: 'federal',
    titleNumber: 42,
    chapter: '21',
    actStatus: 'in_force',
    goodLawStatus: 'good_law',
    renumberedTo: '',
    transferredTo: '',
    amendmentYears: [1996, 1979],
    lastAmendedYear: 1996,
    amendmentsCount: 2,
    publicLaws: ['Pub. L. 104-317', 'Pub. L. 96-170'],
    currentThrough: '2026-09-02',
    relevanceScore: 0.0,
    breadcrumb: [{ type: 'title', num: '42', label: 'Title 42', name: 'THE PUBLIC HEALTH AND WELFARE' }],
  };

  it('read the live record: good-law status, amendments, titleNumber as text, empty renumberedTo as none', () => {
    const r = readSectionRecord(LIVE);
    assert.equal(r.citation, '42 U.S.C. § 1983', 'the code year is not part of the citation a brief writes');
    assert.equal(r.citationYear, 2026);
    assert.equal(readSectionRecord({ actId: 'A', citation: 'Pub. L. 111-148 (2010) § 2' }).citation, 'Pub. L. 111-148 (2010) § 2');
    assert.equal(readSectionRecord({ actId: 'A', citation: 'D.C. Code § 47-2002' }).citationYear, undefined);
    assert.equal(r.titleNumber, '42');
    assert.equal(r.goodLawStatus, 'good_law');
    assert.deepEqual(r.amendmentYears, [1996, 1979]);
    assert.equal(r.lastAmendedYear, 1996);
    assert.deepEqual(r.publicLaws, ['Pub. L. 104-317', 'Pub. L. 96-170']);
    assert.equal(r.renumberedTo, undefined);
    assert.equal(r.mock, false);
    assert.equal(readSectionRecord({ ...LIVE, actStatus: 'not_yet_effective', renumberedTo: 'self:4651', lastAmendedYear: undefined }).renumberedTo, 'self:4651');
    assert.equal(readSectionRecord({ ...LIVE, lastAmendedYear: undefined }).lastAmendedYear, 1996);
    assert.equal(readSectionRecord({ ...LIVE, actStatus: 'a_status_not_yet_published' }).actStatus, 'a_status_not_yet_published');
    assert.equal(readSectionRecord({ ...LIVE, goodLawStatus: null }).goodLawStatus, 'unknown');
    assert.equal(readSectionRecord(BARE).goodLawStatus, undefined);
  });

  it('read search `count ?? total`, related `container` as a string or an object', () => {
    assert.equal(readSearchResults({ results: [LIVE], total: 1, matchQuality: 'exact' }).count, 1);
    assert.equal(readSearchResults({ results: [LIVE, LIVE], count: 2, total: 9 }).count, 2);
    assert.equal(readRelated({ previous: [], next: [], container: 'CIVIL RIGHTS' }).container?.name, 'CIVIL RIGHTS');
    assert.equal(readRelated({ previous: [], next: [], container: { label: 'Chapter 21', name: 'CIVIL RIGHTS' } }).container?.label, 'Chapter 21');
    assert.equal(readRelated({ previous: [], next: [], container: null }).container, undefined);
  });

  it('normalise the resolve pinpoint from either published form, keeping the raw one', () => {
    const dotted = readResolution({ resolved: true, inputCitation: '42 U.S.C. § 1983(b)(2)', section: LIVE, subsection: 'b.2' });
    assert.equal(dotted.subsection, '(b)(2)');
    assert.equal(dotted.subsectionRaw, 'b.2');
    assert.equal(readResolution({ resolved: true, section: LIVE, subsection: '(h)(11)' }).subsection, '(h)(11)');
    assert.equal(normalisePinpoint('a.1.B'), '(a)(1)(B)');
    assert.equal(normalisePinpoint('(g-1)(2)'), '(g-1)(2)');
    // Text from the service is untrusted: anything but a pinpoint is not passed on as one.
    assert.equal(readResolution({ resolved: true, section: LIVE, subsection: '<img src=x onerror=alert(1)>' }).subsection, null);
    assert.equal(normalisePinpoint('(a)'.repeat(40)), undefined);
  });

  it('read the batch resolution and refuse one without results or flags', () => {
    const batch = readResolveBatch({ results: [{ resolved: true, inputCitation: 'a', section: LIVE, subsection: null }, { resolved: false, inputCitation: 'b', section: null }], resolvedCount: 1, count: 2 });
    assert.deepEqual(batch.results.map((r) => r.resolved), [true, false]);
    assert.throws(() => readResolveBatch({ count: 0 }), InvalidResponseError);
    assert.throws(() => readResolveBatch({ results: [{ section: LIVE }] }), InvalidResponseError);
  });

  it('read the structured body and the live as-of block', () => {
    const body = readSectionBody(
      {
        actId: 'USC_T42_C21_S1983',
        html: null,
        plain: 'Every person who…',
        subsections: [{ label: '(a)', pincite: 'a', type: 'subsection', citation: '42 U.S.C. § 1983(a)', text: 'x', children: [{ label: '(1)', pincite: '(a)(1)', text: 'y', children: [] }] }],
        asOf: { requested: '2020-01-01', source: 'live', existed: true, isBounded: false, coverage: 'Changes observed since 2024.', engine: 'observed_change', resolvedEditionYear: 2024, editionsObserved: [2024, 2025] },
      },
      'USC_T42_C21_S1983',
    );
    assert.equal(body.html, '');
    assert.equal(body.subsections?.[0]?.pincite, '(a)');
    assert.equal(body.subsections?.[0]?.children[0]?.pincite, '(a)(1)');
    assert.equal(body.asOf?.source, 'live');
    assert.equal(body.asOf?.resolvedEdition, '2024');
    assert.equal(body.asOf?.coverage, 'Changes observed since 2024.');
    assert.equal(body.asOf?.isBounded, false);
    const markdownOnly = readSectionBody({ actId: 'A', markdown: '# x' }, 'A');
    assert.equal(markdownOnly.plain, '# x');
  });

  it('read batch metadata with notFoundDetail, never picking a suggestion', () => {
    const batch = readBatchSections({ sections: [LIVE], notFound: ['USC_T42_S1983'], notFoundDetail: [{ actId: 'USC_T42_S1983', reason: 'assembled_id', didYouMean: ['USC_T42_C21_S1983', 'a', 'b', 'c'] }], count: 1 });
    assert.equal(batch.notFoundDetail?.[0]?.reason, 'assembled_id');
    assert.equal(batch.notFoundDetail?.[0]?.didYouMean.length, 3);
    assert.deepEqual(batch.sections.map((s) => s.actId), ['USC_T42_C21_S1983']);
  });

  it('read the live pricing table (no method, no /api/v1) into prices per operation', () => {
    const pricing = {
      ...readPricing({
        dollarPerCredit: 0.01,
        minCredits: 500,
        costs: [
          { endpoint: '/us/statutes/search', operation: 'search_statutes', credits: 4, category: 'statutes' },
          { endpoint: '/us/session-laws/search', operation: 'search_session_laws', credits: 9 },
          { endpoint: '/us/statutes/section/{act_id}', operation: 'get_section', credits: 2 },
          { endpoint: '/us/statutes/section/{act_id}/body', operation: 'get_body', credits: 6 },
          { endpoint: '/us/statutes/resolve', operation: 'resolve', credits: 2 },
          { endpoint: '/us/statutes/resolve (POST)', operation: 'resolve_batch', credits: 2 },
          { endpoint: '/us/statutes/divisions', operation: 'divisions', credits: 1 },
        ],
      }),
      dialect: 'live' as const,
    };
    assert.equal(pricing.costs[0]!.method, '');
    assert.equal(priceOf(pricing, 'search'), 4);
    assert.equal(priceOf(pricing, 'sectionBody'), 6);
    assert.equal(priceOf(pricing, 'section'), 2);
    assert.equal(priceOf(pricing, 'divisions'), 1);
    // Not in this table: the live document's price, not the interface's.
    assert.equal(priceOf(pricing, 'related'), 2);
    assert.equal(priceOf({ costs: [] }, 'related'), 1);
    const rules = chargingRules(pricing);
    assert.equal(rules.sections.unit, 'found');
    assert.deepEqual(estimateCredits(pricing, { resolve: 100, sectionIds: 3, divisionPages: 2 }), { credits: 208, byOperation: { resolve: 200, sections: 6, divisions: 2 } });
    assert.equal(estimateCredits({ costs: [], dialect: 'interface' }, { resolve: 100, sectionIds: 60 }).credits, 110);
  });

  it('read the live watch and its webhookAuth', () => {
    const [watch] = readWatches({ data: { watches: [{ id: 'w', corpusType: 'usc', channel: 'email', lastStatus: 'ok', changeSignal: 'edition', webhookAuth: { scheme: 'bearer', hasSecret: true } }] }, meta: {} });
    assert.equal(watch!.webhookAuth?.scheme, 'bearer');
    assert.equal(watch!.lastStatus, 'ok');
  });
});

describe('standing of a section', () => {
});

describe('dialect helpers', () => {
  it('sort naturally: 9 < 10, 240.9 < 240.10, 1983 < 1983a', () => {
    assert.deepEqual(['10', '9', '1983a', '1983', '240.10', '240.9'].sort(naturalCompare), ['9', '10', '240.9', '240.10', '1983', '1983a']);
  });

  it('key live divisions by their path, and refuse to open what has no filter', () => {
    const page = liveDialect.qualifyDivisions(
      { level: 'chapters', divisions: [{ identifier: '21', rawIdentifier: '21', name: 'CIVIL RIGHTS', kind: 'chapter', isLeaf: false }] },
      { corpusType: 'USC', parent: '/t42' },
    );
    assert.equal(page.divisions[0]!.identifier, '/t42/ch21');
    assert.equal(page.divisions[0]!.rawIdentifier, '21');
    assert.deepEqual(liveDialect.divisionsQuery({ corpusType: 'USC', parent: '/t42/ch21' }), { corpusType: 'USC', state: undefined, cursor: undefined, titleNumber: '42', chapter: '21' });
    const codes = liveDialect.qualifyDivisions(
      { level: 'articles', divisions: [{ identifier: 'Article III~x', name: 'Judicial', kind: 'article', isLeaf: false }, { identifier: '9', name: 'x', kind: 'section', actId: 'A', isLeaf: true }] },
      { corpusType: 'STATE', state: 'tx', parent: '/code~tx_pe' },
    );
    assert.deepEqual(codes.divisions.map((d) => d.identifier), ['/code~tx_pe/article~Article%20III%7Ex', '/code~tx_pe/s9']);
    assert.deepEqual(decodeDivisionKey(codes.divisions[0]!.identifier), [['code', 'tx_pe'], ['article', 'Article III~x']]);
    assert.throws(() => liveDialect.divisionsQuery({ corpusType: 'USC', parent: '/t42/subchapter~I' }), TypeError);
    assert.throws(() => liveDialect.divisionsQuery({ corpusType: 'USC', parent: '/us/usc/t42' }), TypeError);
    assert.throws(() => liveDialect.divisionsQuery({ corpusType: 'USC', parent: 't42' }), TypeError);
  });

  it('send only the resolve set as a live scope: USC/CFR become state=federal', () => {
    assert.deepEqual(liveDialect.resolveQuery('17 U.S.C. § 107', { corpusType: 'USC' }), { cite: '17 U.S.C. § 107', state: 'federal', corpusType: undefined });
    assert.deepEqual(liveDialect.resolveQuery('Cal. Civ. Code § 3294', { corpusType: 'STATE', state: 'CA' }), { cite: 'Cal. Civ. Code § 3294', state: 'ca', corpusType: 'STATE' });
    assert.deepEqual(interfaceDialect.resolveQuery('17 U.S.C. § 107', { corpusType: 'USC' }), { cite: '17 U.S.C. § 107', state: undefined, corpusType: 'USC' });
  });
});

describe('webhook headers of both dialects', () => {
  const body = Buffer.from(JSON.stringify({ event: 'board.updated', deliveryId: 'd1', changes: [] }));
  const signature = `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`;

  it('read X-Vaquill-* and X-Statute-* alike and verify the signature over the raw bytes', () => {
    const live = readWebhookHeaders(new Headers({ 'X-Vaquill-Event': 'board.test', 'X-Vaquill-Signature': signature }));
    assert.deepEqual(live, { event: 'board.test', signature, naming: 'live' });
    const old = readWebhookHeaders({ 'x-statute-event': 'board.updated', 'x-statute-signature': signature });
    assert.equal(old.naming, 'interface');
    assert.equal(verifyWebhookSignature(body, 'secret', live.signature), true);
    assert.equal(verifyWebhookSignature(Buffer.concat([body, Buffer.from(' ')]), 'secret', signature), false);
    assert.equal(verifyWebhookSignature(body, 'other', signature), false);
    assert.equal(verifyWebhookSignature(body, 'secret', 'sha256=zz'), false);
    assert.deepEqual(readWebhookHeaders({}), {});
  });
});

describe('the laws catalog built from coverage', () => {
  it('names each code from its corpus and jurisdiction, never from the corpus description', () => {
    const coverage = readCoverage({
      data: {
        corpusTypes: [
          { token: 'USC', description: 'United States Code; annual edition', scope: 'federal', browsable: true },
          { token: 'STATE', description: 'State and territorial codes; pass a two-letter state code', scope: 'state', browsable: true },
        ],
        jurisdictions: [
          { code: 'federal', name: 'Federal', kind: 'federal', sectionCount: 10, hasData: true, corpora: { USC: 10 } },
          { code: 'dc', name: 'District of Columbia', kind: 'state', sectionCount: 5, hasData: true, corpora: { STATE: 5 } },
        ],
        totalSections: 15,
        measuredAt: '2026-10-01T00:00:00Z',
      },
    });
    const names = lawsFromCoverage(coverage).flatMap((j) => j.laws.map((l) => l.name));
    assert.deepEqual(names, ['United States Code', 'District of Columbia Code']);
  });
});
