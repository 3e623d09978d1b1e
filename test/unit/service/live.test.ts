import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { SHARED_DATA_DIR, type RunningService } from '../../service/service';
import { API, CallResult, HAS_SHARED_DATA, START_TIMEOUT_MS, TEST_KEY, call, startTestService, tempDir } from './helpers';

const PRO = 'pro-key';
const BUSINESS = 'business-key';
const KEYS = `${TEST_KEY}:100000,${PRO}:1000:pro,${BUSINESS}:1000:business`;
const enc = encodeURIComponent;

describe('statute service: the live dialect', function () {
  let live: RunningService;
  let iface: RunningService;

  before(async function () {
    if (!HAS_SHARED_DATA) this.skip();
    this.timeout(START_TIMEOUT_MS);
    live = await startTestService({ dialect: 'live', keys: KEYS });
    iface = await startTestService();
  });
  after(async () => {
    await live?.close();
    await iface?.close();
  });
  beforeEach(() => live?.reset());

  /** Credits the ledger booked for the latest request of a key. */
  const lastCharge = (key = TEST_KEY): number => live.ledger(key).requests.at(-1)!.credits;
  const consumed = (key = TEST_KEY): number => live.ledger(key).creditsConsumed;
  const charged = async (path: string, init: Parameters<typeof call>[2] = {}): Promise<CallResult & { credits: number }> => {
    const before = consumed(init.key ?? TEST_KEY);
    const res = await call(live, path, init);
    return { ...res, credits: consumed(init.key ?? TEST_KEY) - before };
  };

  describe('dialect detection by the pricing path', () => {
    it('serves the live pricing path without a key, and not the interface one', async () => {
      const res = await call(live, '/api/v1/api-credits/pricing', { key: null });
      assert.equal(res.status, 200);
      const price = (op: string): number => res.json.costs.find((c: { operation: string }) => c.operation === op).credits;
      assert.deepEqual(
        [price('resolve'), price('section'), price('sectionBody'), price('related'), price('search'), price('sections'), price('divisions'), price('count'), price('coverage')],
        [2, 2, 6, 2, 4, 2, 1, 1, 0],
      );
      assert.ok(res.json.costs.every((c: Record<string, unknown>) => !('method' in c) && !String(c.endpoint).startsWith('/api/v1')));
      assert.equal((await call(live, '/api/v1/pricing', { key: null })).status, 404);
      assert.equal((await call(live, '/api/v1/api-credits/pricing?region=XX', { key: null })).status, 422);
    });

    it('the interface dialect keeps /api/v1/pricing and has no live pricing path', async () => {
      assert.equal((await call(iface, '/api/v1/pricing', { key: null })).status, 200);
      assert.equal((await call(iface, '/api/v1/api-credits/pricing', { key: null })).status, 404);
    });
  });

  describe('resolve', () => {
    it('charges 2 whether or not the citation resolves, and echoes the pinpoint', async () => {
      const hit = await charged(`${API}/resolve?cite=${enc('17 U.S.C. § 107(a)(1)')}`);
      assert.equal(hit.status, 200);
      assert.equal(hit.json.resolved, true);
      assert.equal(hit.json.section.actId, 'USC_T17_C1_S107');
      assert.equal(hit.json.subsection, 'a.1', 'U.S. Code pinpoints are echoed in the dotted form');
      assert.equal(hit.json.creditsConsumed, 2);
      assert.equal(hit.credits, 2);
      const dc = await call(live, `${API}/resolve?cite=${enc('D.C. Code § 47-2002(a)(1)')}`);
      assert.equal(dc.json.subsection, '(a)(1)', 'state pinpoints are echoed in the parenthesised form');
      const miss = await charged(`${API}/resolve?cite=${enc('17 U.S.C. § 99999')}`);
      assert.equal(miss.status, 200);
      assert.equal(miss.json.resolved, false);
      assert.equal(miss.json.section, null);
      assert.equal(miss.credits, 2);
    });

    it('answers 400 for a corpusType outside the resolve set (USC, CFR) or a bad state, and refunds it', async () => {
      for (const query of ['corpusType=USC', 'corpusType=CFR', 'state=zz', 'state=vi']) {
        const res = await charged(`${API}/resolve?cite=${enc('17 U.S.C. § 107')}&${query}`);
        assert.equal(res.status, 400, query);
        assert.equal(typeof res.json.detail, 'string');
        assert.equal(res.credits, 0);
      }
      const short = await charged(`${API}/resolve?cite=x`);
      assert.equal(short.status, 422);
      assert.ok(Array.isArray(short.json.detail), 'a query validation error is shape B');
      assert.equal(short.credits, 0);
    });

    it('treats state as a constraint and says which section the citation names', async () => {
      const res = await call(live, `${API}/resolve?cite=${enc('D.C. Code § 47-2002')}&state=federal`);
      assert.equal(res.json.resolved, false);
      assert.deepEqual(res.json.citationOutsideFilters.excludedBy, ['state']);
      assert.equal(res.json.citationOutsideFilters.actId, 'STATE_DC_T47_C20_S47-2002');
      const scoped = await call(live, `${API}/resolve?cite=${enc('D.C. Code § 47-2002')}&corpusType=STATE&state=DC`);
      assert.equal(scoped.json.resolved, true);
    });

    it('POST /resolve resolves a batch in input order, merging duplicates before pricing', async () => {
      const citations = ['17 U.S.C. § 107', '35 U.S.C. § 101', '17 U.S.C. § 107', 'D.C. Code § 47-2002(a)', '17 U.S.C. § 99999'];
      const res = await charged(`${API}/resolve`, { body: { citations } });
      assert.equal(res.status, 200);
      assert.deepEqual(res.json.results.map((r: { inputCitation: string }) => r.inputCitation), ['17 U.S.C. § 107', '35 U.S.C. § 101', 'D.C. Code § 47-2002(a)', '17 U.S.C. § 99999']);
      assert.deepEqual(res.json.results.map((r: { resolved: boolean }) => r.resolved), [true, true, true, false]);
      assert.equal(res.json.resolvedCount, 3);
      assert.equal(res.json.count, 4);
      assert.equal(res.credits, 8);
      assert.equal(res.json.creditsConsumed, 8);
    });

    it('POST /resolve answers 422, uncharged, for unknown keys, more than 50 unique citations and a bad scope', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `17 U.S.C. § ${100 + i}`);
      const cases: unknown[] = [
        { citations: ['17 U.S.C. § 107'], extra: true },
        { citations: many },
        { citations: [] },
        { citations: ['17 U.S.C. § 107'], corpusType: 'USC' },
      ];
      for (const body of cases) {
        const res = await charged(`${API}/resolve`, { body });
        assert.equal(res.status, 422, JSON.stringify(body).slice(0, 80));
        assert.equal(res.credits, 0);
      }
      // 500 raw entries are fine when at most 50 are distinct.
      const repeated = await charged(`${API}/resolve`, { body: { citations: Array.from({ length: 500 }, (_, i) => many[i % 50]) } });
      assert.equal(repeated.status, 200);
      assert.equal(repeated.credits, 100);
    });
  });

  describe('sections', () => {
    it('POST /sections charges 2 per section found and 6 per body; misses are free', async () => {
      const res = await charged(`${API}/sections`, { body: { actIds: ['USC_T17_C1_S107', 'USC_T17_S107', 'USC_T17_C1_S107', '35 U.S.C. § 101'], includeBody: true } });
      assert.equal(res.status, 200);
      assert.deepEqual(res.json.sections.map((s: { actId: string }) => s.actId), ['USC_T17_C1_S107', 'USC_T35_C10_S101']);
      assert.match(res.json.sections[0].body, /fair use/);
      assert.deepEqual(res.json.notFound, ['USC_T17_S107']);
      assert.equal(res.json.notFoundDetail[0].reason, 'assembled_id');
      assert.ok(res.json.notFoundDetail[0].didYouMean.includes('USC_T17_C1_S107'));
      assert.deepEqual(res.json.resolved, [{ input: '35 U.S.C. § 101', actId: 'USC_T35_C10_S101', via: 'citation' }]);
      assert.equal(res.credits, 2 * 2 + 6 * 2);
      const misses = await charged(`${API}/sections`, { body: { actIds: ['USC_T99_C1_S1'] } });
      assert.equal(misses.credits, 0);
    });

    it('does not serve GET ?actIds= (405), and refuses more than 50 ids', async () => {
      const get = await call(live, `${API}/sections?actIds=USC_T17_C1_S107`);
      assert.equal(get.status, 405);
      assert.equal(get.headers.get('allow'), 'POST');
      const many = await charged(`${API}/sections`, { body: { actIds: Array.from({ length: 51 }, (_, i) => `X_${i}`) } });
      assert.equal(many.status, 422);
      assert.equal(many.credits, 0);
    });
  });

  describe('section routes', () => {
    it('GET /section has goodLawStatus, the live record fields and resolvedFrom null for an exact id', async () => {
      const res = await charged(`${API}/section/USC_T17_C1_S107`);
      assert.equal(res.status, 200);
      assert.equal(res.json.resolvedFrom, null);
      assert.equal(res.json.section.goodLawStatus, 'good_law');
      assert.equal(res.json.section.actStatus, 'in_force');
      assert.equal(res.json.section.citationShort, '17 U.S.C. § 107');
      assert.equal(res.json.section.titleNumber, '17');
      assert.deepEqual(res.json.section.parent, { corpusType: 'USC', titleNumber: '17', chapter: '1' });
      assert.ok(!('_mock' in res.json.section));
      assert.equal(res.credits, 2);
      const repealed = await call(live, `${API}/section/${enc('USC_T17_C1_S118')}`);
      if (repealed.status === 200 && repealed.json.section.actStatus === 'repealed') assert.equal(repealed.json.section.goodLawStatus, 'not_good_law');
    });

    it('a citation in the path adds a 2-credit resolve line, kept when it does not resolve', async () => {
      const hit = await charged(`${API}/section/${enc('17 U.S.C. § 107')}`);
      assert.equal(hit.status, 200);
      assert.equal(hit.json.resolvedFrom.via, 'citation');
      assert.equal(hit.credits, 4);
      const miss = await charged(`${API}/section/${enc('17 U.S.C. § 99999')}`);
      assert.equal(miss.status, 404);
      assert.equal(miss.json.reason, 'unresolved_citation');
      assert.equal(miss.credits, 2);
    });

    it('404s are shape C with reason and didYouMean, and cost nothing for an id', async () => {
      const res = await charged(`${API}/section/USC_T17_S107/body`);
      assert.equal(res.status, 404);
      assert.deepEqual(Object.keys(res.json).sort(), ['actId', 'detail', 'didYouMean', 'reason']);
      assert.equal(res.json.reason, 'assembled_id');
      assert.ok(res.json.didYouMean.length <= 3 && res.json.didYouMean.includes('USC_T17_C1_S107'));
      assert.equal(res.credits, 0);
      assert.equal((await call(live, `${API}/section/SSL_CA_2024_1`)).json.reason, 'state_session_law');
      assert.equal((await call(live, `${API}/section/USC_T99_C1_S99999`)).json.reason, 'not_in_corpus');
    });

    it('related takes limit 1–10 and answers container as a string', async () => {
      const res = await charged(`${API}/section/USC_T17_C1_S107/related?limit=1`);
      assert.equal(res.status, 200);
      assert.equal(typeof res.json.container, 'string');
      assert.equal(res.json.previous.length, 1);
      assert.equal(res.json.next.length, 1);
      assert.equal(res.json.previous[0].actId, 'USC_T17_C1_S106A');
      assert.equal(res.credits, 2);
      const tooMany = await charged(`${API}/section/USC_T17_C1_S107/related?limit=11`);
      assert.equal(tooMany.status, 422);
      assert.equal(tooMany.credits, 0);
    });
  });

  describe('body', () => {
    it('structured=true gives 17 U.S.C. § 107 its paragraphs (1)–(4) with pincites and citations', async () => {
      const res = await charged(`${API}/section/USC_T17_C1_S107/body?structured=true`);
      assert.equal(res.status, 200);
      const subs = res.json.subsections as { label: string; pincite: string; type: string; citation: string; text: string; children: unknown[] }[];
      assert.deepEqual(subs.map((s) => s.label), ['(1)', '(2)', '(3)', '(4)']);
      assert.deepEqual(subs.map((s) => s.pincite), ['(1)', '(2)', '(3)', '(4)']);
      assert.ok(subs.every((s) => s.type === 'paragraph' && s.children.length === 0));
      assert.equal(subs[1]!.citation, '17 U.S.C. § 107(2)');
      assert.match(subs[1]!.text, /nature of the copyrighted work/);
      assert.match(res.json.markdown, /^- \*\*\(4\)\*\* the effect of the use/m);
      assert.equal(res.credits, 6);
    });

    it('nests deeper structures: D.C. Code § 47-2002(a)(1)', async () => {
      const res = await call(live, `${API}/section/STATE_DC_T47_C20_S47-2002/body?structured=true&format=plain`);
      const a = res.json.subsections.find((s: { pincite: string }) => s.pincite === '(a)');
      assert.ok(a, 'has (a)');
      assert.equal(a.children[0].pincite, '(a)(1)');
      assert.equal(a.children[0].citation, 'D.C. Code § 47-2002(a)(1)');
      assert.ok(!('html' in res.json), 'format=plain carries no html');
    });

    it('answers each format with its fields', async () => {
      const both = await call(live, `${API}/section/USC_T17_C1_S107/body`);
      assert.ok(both.json.html.includes('<article') && both.json.plain.includes('fair use') && !('markdown' in both.json));
      const all = await call(live, `${API}/section/USC_T17_C1_S107/body?format=all`);
      assert.ok(all.json.html && all.json.plain && all.json.markdown);
      const content = await call(live, `${API}/section/USC_T17_C1_S107/body?format=content`);
      assert.match(content.json.content, /^Notwithstanding/);
      assert.ok('notes' in content.json && 'sourceCredit' in content.json);
      const dc = await call(live, `${API}/section/STATE_DC_T47_C20_S47-2002/body?format=operative`);
      assert.equal(dc.json.content, null);
      assert.ok(dc.json.plain && dc.json.note);
      assert.equal((await call(live, `${API}/section/USC_T17_C1_S107/body?format=pdf`)).status, 422);
    });

    it('refunds a body with no text (available: false), keeping a citation’s resolve line', async () => {
      const repealed = await charged(`${API}/section/USC_T17_C5_S509/body`);
      assert.equal(repealed.status, 200);
      assert.equal(repealed.json.available, false);
      assert.equal(typeof repealed.json.note, 'string');
      assert.equal(repealed.credits, 0);
      const byCitation = await charged(`${API}/section/${enc('17 U.S.C. § 509')}/body`);
      assert.equal(byCitation.json.actId, 'USC_T17_C5_S509');
      assert.equal(byCitation.credits, 2);
    });

    it('as of a date, the U.S. Code answers held editions only (stored_edition): published, or unavailable and refunded', async () => {
      const held = await charged(`${API}/section/USC_T17_C1_S107/body?asOf=2021-06-01`);
      assert.equal(held.status, 200);
      assert.deepEqual([held.json.asOf.engine, held.json.asOf.source, held.json.asOf.existed, held.json.asOf.isBounded], ['stored_edition', 'published', true, true]);
      assert.equal(held.json.asOf.resolvedEditionYear, 2021);
      assert.deepEqual(held.json.asOf.editionsObserved, [2021, 2025], 'the years this exact text was printed');
      assert.match(held.json.plain, /fair use/);
      assert.equal(held.credits, 6);
      const gap = await charged(`${API}/section/USC_T17_C1_S107/body?asOf=2015-06-01`);
      assert.deepEqual([gap.json.asOf.source, gap.json.asOf.isBounded, gap.json.available], ['unavailable', false, false]);
      assert.equal(typeof gap.json.asOf.outOfCoverageReason, 'string');
      assert.equal(gap.json.asOf.scheduledEditionYear, 2015);
      assert.equal(gap.credits, 0);
      assert.equal(gap.json.creditsConsumed, 0);
      for (const r of [held, gap]) {
        assert.ok(!('resolvedEdition' in r.json.asOf));
        assert.ok(!('html' in r.json) && !('html' in r.json.asOf));
        assert.equal(typeof r.json.asOf.coverage, 'string');
      }
      assert.equal((await charged(`${API}/section/USC_T17_C1_S107/body?asOf=2026-02-30`)).status, 422);
    });

    it('as of a date, observed codes (D.C.) answer live, reconstructed (with the change it rests on) or bounded before capture', async () => {
      const id = 'STATE_DC_T47_C20_S47-2002';
      const now = await charged(`${API}/section/${id}/body?asOf=2025-01-01`);
      assert.deepEqual([now.json.asOf.engine, now.json.asOf.source, now.json.asOf.isBounded, now.json.asOf.basisChangeId], ['observed_change', 'live', true, null]);
      assert.equal(now.credits, 6);
      const past = await call(live, `${API}/section/${id}/body?asOf=2022-06-01`);
      assert.deepEqual([past.json.asOf.source, past.json.asOf.isBounded, past.json.asOf.existed], ['reconstructed', false, true]);
      assert.equal(typeof past.json.asOf.basisChangeId, 'number');
      assert.notEqual(past.json.plain, now.json.plain);
      const early = await call(live, `${API}/section/${id}/body?asOf=2005-01-01`);
      assert.deepEqual([early.json.asOf.source, early.json.asOf.isBounded], ['reconstructed', true]);
      assert.equal(early.json.asOf.observedFrom, '2021-10-18');
    });
  });

  describe('divisions', () => {
    it('drills down by the filter the child kind names, 1 credit a level', async () => {
      const titles = await charged(`${API}/divisions?corpusType=USC`);
      assert.equal(titles.json.level, 'titles');
      const t17 = titles.json.divisions.find((d: { identifier: string }) => d.identifier === '17');
      assert.equal(t17.kind, 'title');
      assert.equal(titles.credits, 1);
      const chapters = await call(live, `${API}/divisions?corpusType=USC&titleNumber=17`);
      assert.equal(chapters.json.level, 'chapters');
      assert.equal(chapters.json.divisions[0].identifier, '1');
      const sections = await call(live, `${API}/divisions?corpusType=USC&titleNumber=17&chapter=1`);
      assert.equal(sections.json.level, 'sections');
      const s107 = sections.json.divisions.find((d: { actId?: string }) => d.actId === 'USC_T17_C1_S107');
      assert.deepEqual([s107.identifier, s107.isLeaf, s107.kind], ['107', true, 'section']);
      // Title 35 has parts above its chapters; D.C. codes come first.
      assert.equal((await call(live, `${API}/divisions?corpusType=USC&titleNumber=35`)).json.level, 'parts');
      assert.equal((await call(live, `${API}/divisions?corpusType=USC&titleNumber=35&part=II&chapter=10`)).json.level, 'sections');
      const codes = await call(live, `${API}/divisions?corpusType=STATE&state=DC`);
      assert.deepEqual([codes.json.level, codes.json.divisions[0].kind, codes.json.state], ['codes', 'code', 'dc']);
      const dcTitles = await call(live, `${API}/divisions?corpusType=STATE&state=dc&code=${codes.json.divisions[0].identifier}`);
      assert.equal(dcTitles.json.level, 'titles');
    });

    it('refunds an empty level and refuses filters that do not fit (422, free)', async () => {
      const empty = await charged(`${API}/divisions?corpusType=USC&titleNumber=99`);
      assert.equal(empty.status, 200);
      assert.equal(empty.json.divisions.length, 0);
      assert.equal(empty.credits, 0);
      for (const query of ['', 'corpusType=USC&chapter=1', 'corpusType=STATE', 'corpusType=USC&article=I', 'corpusType=LAWS', 'corpusType=STATE&state=federal']) {
        const res = await charged(`${API}/divisions?${query}`);
        assert.equal(res.status, 422, query);
        assert.equal(res.credits, 0);
      }
    });

    it('pages a long level with truncated and nextCursor', async () => {
      const first = await call(live, `${API}/divisions?corpusType=CFR&titleNumber=14&part=91`);
      assert.equal(first.json.truncated, true);
      assert.equal(typeof first.json.nextCursor, 'string');
      const second = await call(live, `${API}/divisions?corpusType=CFR&titleNumber=14&part=91&cursor=${enc(first.json.nextCursor)}`);
      assert.equal(second.json.truncated, false);
      assert.ok(!('nextCursor' in second.json));
      const ids = [...first.json.divisions, ...second.json.divisions].map((d: { actId: string }) => d.actId);
      assert.equal(new Set(ids).size, ids.length);
      assert.equal(ids.length, first.json.count + second.json.count);
      assert.ok(ids.length > 200);
    });
  });

  describe('search and count', () => {
    it('charges 4, plus 6 per row returned with its body', async () => {
      const plain = await charged(`${API}/search`, { body: { query: 'fair use', limit: 3 } });
      assert.equal(plain.status, 200);
      assert.equal(plain.credits, 4);
      assert.equal(plain.json.count, plain.json.results.length);
      assert.ok(plain.json.results.every((r: { relevanceScore: number }) => r.relevanceScore < 1));
      const bodies = await charged(`${API}/search`, { body: { query: 'fair use', limit: 2, includeBody: true } });
      assert.equal(bodies.credits, 4 + 6 * 2);
      assert.equal(typeof bodies.json.results[0].body, 'string');
      const exact = await call(live, `${API}/search`, { body: { query: '17 U.S.C. § 107' } });
      assert.equal(exact.json.results[0].relevanceScore, 1);
      assert.equal(exact.json.matchQuality, 'exact');
      const none = await charged(`${API}/search`, { body: { query: 'qwxzjv plorf' } });
      assert.equal(none.json.results.length, 0);
      assert.equal(none.credits, 4);
    });

    it('refuses unknown keys and out-of-range bounds with 422, uncharged', async () => {
      for (const body of [{ query: 'fair use', parent: 'x' }, { query: 'fair use', limit: 51 }, { query: 'fair use', offset: 71 }, { query: 'f' }, { query: 'fair use', chapter: '1' }, { query: 'fair use', excerptChars: 99 }]) {
        const res = await charged(`${API}/search`, { body });
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.equal(res.credits, 0);
        assert.equal(typeof res.json.detail, 'string');
        assert.ok(Array.isArray(res.json.errors));
      }
    });

    it('POST /count charges 1 and refunds an empty scope', async () => {
      const res = await charged(`${API}/count`, { body: { corpusType: 'USC', titleNumber: 17 } });
      assert.equal(res.status, 200);
      assert.equal(res.json.count, 153);
      assert.equal(res.credits, 1);
      assert.equal((await charged(`${API}/count`, { body: { corpusType: 'USC', titleNumber: 99 } })).credits, 0);
      assert.equal((await call(live, `${API}/count`, { body: { query: 'x' } })).status, 422);
    });
  });

  describe('account', () => {
    it('GET /credits/balance is free and reports plan and limits; X-API-Key and ?api_key work', async () => {
      const res = await charged('/api/v1/credits/balance', { key: BUSINESS });
      assert.equal(res.status, 200);
      assert.equal(res.json.plan, 'business');
      assert.equal(res.json.creditsRemaining, 1000);
      assert.deepEqual(res.json.rateLimit, { perMinute: 150, perHour: 2500, perDay: 10000 });
      assert.equal(res.credits, 0);
      const header = await call(live, '/api/v1/credits/balance', { key: null, headers: { 'X-API-Key': PRO } });
      assert.equal(header.json.plan, 'pro');
      assert.equal((await call(live, `/api/v1/credits/balance?api_key=${PRO}`, { key: null })).status, 200);
      assert.equal((await call(live, '/api/v1/credits/balance', { key: 'nope' })).status, 401);
      assert.ok(header.headers.get('x-ratelimit-limit-day'));
    });

    it('the ledger lists every request with the credits it was charged', async () => {
      await call(live, `${API}/resolve?cite=${enc('17 U.S.C. § 107')}`);
      await call(live, `${API}/resolve?cite=${enc('17 U.S.C. § 107')}&corpusType=USC`);
      await call(live, `${API}/section/USC_T17_C1_S107/body`);
      const ledger = await call(live, `/__admin/ledger?key=${TEST_KEY}`, { key: null });
      const requests = ledger.json.requests as { path: string; status: number; credits: number }[];
      assert.deepEqual(requests.map((r) => [r.status, r.credits]), [[200, 2], [400, 0], [200, 6]]);
      assert.equal(ledger.json.creditsConsumed, 8);
      assert.equal(lastCharge(), 6);
      await call(iface, `${API}/resolve?cite=${enc('17 U.S.C. § 107')}`);
      const ifaceLedger = await call(iface, `/__admin/ledger?key=${TEST_KEY}`, { key: null });
      assert.equal(ifaceLedger.json.requests.at(-1).credits, 1);
    });
  });

  describe('watches', () => {
    let receiver: http.Server;
    let received: { headers: http.IncomingHttpHeaders; body: string }[];
    let hookUrl: string;

    before(async () => {
      received = [];
      receiver = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString('utf8')));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    });
    after(() => new Promise<void>((r) => receiver.close(() => r())));

    const create = (key: string, body: Record<string, unknown>): Promise<CallResult> => call(live, '/api/v1/watches', { key, body });

    it('webhook and both need the Business plan (403); email works on Pro', async () => {
      assert.equal((await create(PRO, { corpusType: 'usc', channel: 'webhook', webhookUrl: hookUrl })).status, 403);
      assert.equal((await create(PRO, { corpusType: 'usc', webhookUrl: hookUrl })).status, 403, 'channel defaults to webhook');
      assert.equal((await create(PRO, { corpusType: 'usc', channel: 'both', webhookUrl: hookUrl, emailAddress: 'a@example.com' })).status, 403);
      const email = await create(PRO, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com' });
      assert.equal(email.status, 201);
      assert.equal(email.json.data.corpusType, 'usc');
      assert.equal(email.json.meta.creditsConsumed, 0);
      assert.deepEqual(email.json.data.webhookAuth, { scheme: 'none', headerName: null, hasSecret: false });
    });

    it('409 for a duplicate, 429 with Retry-After past the cap of 3, 400 and 404 for bad input', async () => {
      assert.equal((await create(PRO, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com' })).status, 201);
      assert.equal((await create(PRO, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com' })).status, 409);
      assert.equal((await create(PRO, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com', scope: { title: '17' } })).status, 201);
      assert.equal((await create(PRO, { corpusType: 'cfr', channel: 'email', emailAddress: 'a@example.com' })).status, 201);
      const capped = await create(PRO, { corpusType: 'state', state: 'dc', channel: 'email', emailAddress: 'a@example.com' });
      assert.equal(capped.status, 429);
      assert.ok(Number(capped.headers.get('retry-after')) > 0);
      assert.equal((await create(BUSINESS, { corpusType: 'usc', channel: 'email' })).status, 400);
      assert.equal((await create(BUSINESS, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com', scope: { chapter: '1' } })).status, 400);
      assert.equal((await create(BUSINESS, { corpusType: 'usc', channel: 'email', emailAddress: 'a@example.com', scope: { actId: 'USC_T17_S107' } })).status, 400);
      assert.equal((await create(BUSINESS, { corpusType: 'federal_register', channel: 'email', emailAddress: 'a@example.com' })).status, 404);
      assert.equal((await create(BUSINESS, { corpusType: 'usc', channel: 'fax', emailAddress: 'a@example.com' })).status, 422);
    });

    it('Business webhooks: board.test with X-Vaquill-* headers and a signature over the raw body; DELETE is 204', async () => {
      const made = await create(BUSINESS, { corpusType: 'usc', channel: 'webhook', webhookUrl: hookUrl, webhookSecret: 's3cret', webhookAuth: { scheme: 'bearer', secret: 'tok' } });
      assert.equal(made.status, 201);
      assert.equal(made.json.data.webhookAuth.scheme, 'bearer');
      assert.ok(!('webhookSecret' in made.json.data));
      const id = made.json.data.id as string;
      received.length = 0;
      const test = await call(live, `/api/v1/watches/${id}/test`, { key: BUSINESS, method: 'POST' });
      assert.equal(test.status, 200);
      assert.deepEqual(test.json.data.webhook, { success: true, statusCode: 204 });
      assert.equal(received.length, 1);
      const delivery = received[0]!;
      assert.equal(delivery.headers['x-vaquill-event'], 'board.test');
      assert.equal(delivery.headers['x-vaquill-signature'], `sha256=${createHmac('sha256', 's3cret').update(delivery.body).digest('hex')}`);
      assert.equal(delivery.headers.authorization, 'Bearer tok');
      assert.equal(JSON.parse(delivery.body).event, 'board.test');
      const again = await call(live, `/api/v1/watches/${id}/test`, { key: BUSINESS, method: 'POST' });
      assert.equal(again.status, 429);
      assert.ok(again.headers.get('retry-after'));
      const list = await call(live, '/api/v1/watches', { key: BUSINESS });
      assert.equal(list.json.data.watches.length, 1);
      const del = await call(live, `/api/v1/watches/${id}`, { key: BUSINESS, method: 'DELETE' });
      assert.equal(del.status, 204);
      assert.equal(del.text, '');
      assert.equal((await call(live, '/api/v1/watches', { key: BUSINESS })).json.data.watches.length, 0);
    });

    it('a newer edition fires board.updated to the watches whose scope it touches, with the live payload', async () => {
      // Title 1 with § 1's first paragraph reworded, edited with a real XML parser.
      const source = fs.readFileSync(path.join(SHARED_DATA_DIR, 'usc', 't01', 'usc01@119-36.xml'), 'utf8');
      const doc = new DOMParser().parseFromString(source, 'text/xml');
      const sections = doc.getElementsByTagName('section');
      let s1 = null;
      for (let i = 0; i < sections.length; i++) if (sections[i]!.getAttribute('identifier') === '/us/usc/t1/s1') s1 = sections[i]!;
      s1!.getElementsByTagName('p')[0]!.textContent = 'In determining the meaning of any Act of Congress (live dialect test amendment)—';
      const file = path.join(tempDir('live-publish'), 'usc01-newer.xml');
      fs.writeFileSync(file, new XMLSerializer().serializeToString(doc));

      const title1 = await create(BUSINESS, { corpusType: 'usc', channel: 'webhook', webhookUrl: `${hookUrl}/t1`, webhookSecret: 'pub', scope: { title: '1' } });
      const title17 = await create(BUSINESS, { corpusType: 'usc', channel: 'webhook', webhookUrl: `${hookUrl}/t17`, scope: { title: '17' } });
      assert.deepEqual([title1.status, title17.status], [201, 201]);
      received.length = 0;
      const published = await live.publish(file, '2026-10-01');
      assert.ok(published.changes.some((c) => c.actId === 'USC_T1_C1_S1' && c.changeKind === 'amended'));
      assert.equal(received.length, 1, 'only the watch scoped to Title 1 is notified');
      const delivery = received[0]!;
      assert.equal(delivery.headers['x-vaquill-event'], 'board.updated');
      assert.equal(delivery.headers['x-vaquill-signature'], `sha256=${createHmac('sha256', 'pub').update(delivery.body).digest('hex')}`);
      assert.equal(delivery.headers['x-statute-event'], undefined);
      const payload = JSON.parse(delivery.body);
      assert.equal(payload.event, 'board.updated');
      assert.equal(payload.corpusType, 'usc');
      assert.equal(payload.boardLabel, 'United States Code');
      assert.deepEqual(payload.scope, { title: '1' });
      assert.ok(payload.changes.length <= 10);
      assert.equal(payload.changesOverflowCount, Math.max(0, published.changes.length - 10));
      assert.equal(typeof payload.changes[0].id, 'number');
      assert.equal(payload.sectionsAmended, published.changes.filter((c) => c.changeKind === 'amended').length);
    });
  });
});
