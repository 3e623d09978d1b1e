import assert from 'node:assert/strict';
import type { RunningService } from '../../service/service';
import { API, call, useRealDataService } from './helpers';

describe('statute service: endpoints on the real data', function () {
  let service: RunningService;

  useRealDataService((started) => (service = started));

  describe('pricing', () => {
    it('answers without a key, with the interface document’s prices', async () => {
      const res = await call(service, '/api/v1/pricing', { key: null });
      assert.equal(res.status, 200);
      const credits = Object.fromEntries(res.json.costs.map((c: { operation: string; credits: number }) => [c.operation, c.credits]));
      assert.deepEqual(
        { search: credits.search, sectionBody: credits.sectionBody, section: credits.section, related: credits.related, resolve: credits.resolve, sections: credits.sections },
        { search: 2, sectionBody: 2, section: 1, related: 1, resolve: 1, sections: 5 },
      );
      assert.equal(credits.coverage, 0);
      assert.equal(typeof res.json.dollarPerCredit, 'number');
      assert.ok(res.headers.get('x-ratelimit-limit'));
    });
  });

  describe('search', () => {
    it('needs a key', async () => {
      const res = await call(service, `${API}/search`, { key: null, body: { query: 'fair use' } });
      assert.equal(res.status, 401);
      assert.equal(typeof res.json.detail, 'string');
    });

    it('ranks by relevance, with excerpts, counts and metering', async () => {
      const res = await call(service, `${API}/search`, { body: { query: 'fair use', limit: 5 } });
      assert.equal(res.status, 200);
      assert.equal(res.json.results[0].actId, 'USC_T17_C1_S107');
      assert.equal(res.json.results[0].citation, '17 U.S.C. § 107');
      assert.ok(res.json.results[0].relevanceScore > 0);
      assert.match(res.json.results[0].excerpt, /fair use/i);
      assert.ok(res.json.results.length <= 5);
      assert.ok(res.json.count >= res.json.results.length);
      assert.equal(res.json.hasMore, res.json.count > 5);
      assert.equal(res.json.offset, 0);
      assert.equal(res.json.creditsConsumed, 2);
      assert.equal(typeof res.json.processingTimeMs, 'number');
      const scores = res.json.results.map((r: { relevanceScore: number }) => r.relevanceScore);
      assert.deepEqual([...scores].sort((a, b) => b - a), scores);
    });

    it('answers on the path without /api/v1 too', async () => {
      const res = await call(service, '/us/statutes/search', { body: { query: 'patent term adjustment' } });
      assert.equal(res.status, 200);
      assert.ok(res.json.results.length > 0);
    });

    it('filters by corpusType, state and titleNumber', async () => {
      const cfr = await call(service, `${API}/search`, { body: { query: 'pilot certificate', corpusType: 'CFR', limit: 10 } });
      assert.ok(cfr.json.results.length > 0);
      assert.ok(cfr.json.results.every((r: { corpusType: string }) => r.corpusType === 'CFR'));
      const dc = await call(service, `${API}/search`, { body: { query: 'sales tax vendor', corpusType: 'STATE', state: 'DC' } });
      assert.ok(dc.json.results.length > 0);
      assert.ok(dc.json.results.every((r: { state: string; citation: string }) => r.state === 'dc' && r.citation.startsWith('D.C. Code § ')));
      const t35 = await call(service, `${API}/search`, { body: { query: 'invention', corpusType: 'USC', titleNumber: '35' } });
      assert.ok(t35.json.results.length > 0);
      assert.ok(t35.json.results.every((r: { titleNumber: string }) => r.titleNumber === '35'));
    });

    it('pages with offset and includes bodies on request', async () => {
      const first = await call(service, `${API}/search`, { body: { query: 'copyright', limit: 3 } });
      const second = await call(service, `${API}/search`, { body: { query: 'copyright', limit: 3, offset: 3 } });
      assert.equal(second.json.offset, 3);
      const ids = new Set(first.json.results.map((r: { actId: string }) => r.actId));
      assert.ok(second.json.results.every((r: { actId: string }) => !ids.has(r.actId)));
      const withBody = await call(service, `${API}/search`, { body: { query: 'fair use', limit: 1, includeBody: true } });
      assert.match(withBody.json.results[0].html, /<article/);
      assert.match(withBody.json.results[0].plain, /fair use/);
    });

    it('validates the body (422) and charges nothing for it', async () => {
      const before = service.ledger('test-key').creditsConsumed;
      const cases: unknown[] = [
        { query: 'x' },
        { query: 'fair use', limit: 51 },
        { query: 'fair use', limit: 0 },
        { query: 'fair use', offset: 71 },
        { query: 'fair use', colour: 'red' },
        { query: 'fair use', corpusType: 'LAW' },
        { query: 'fair use', state: 'California' },
        { limit: 5 },
        ['fair use'],
      ];
      for (const body of cases) {
        const res = await call(service, `${API}/search`, { body });
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.equal(typeof res.json.detail, 'string');
        assert.ok(Array.isArray(res.json.errors));
      }
      const unknown = await call(service, `${API}/search`, { body: { query: 'fair use', colour: 'red' } });
      assert.deepEqual(unknown.json.errors[0].loc, ['body', 'colour']);
      const broken = await call(service, `${API}/search`, { rawBody: '{"query": ', headers: { 'Content-Type': 'application/json' } });
      assert.equal(broken.status, 422);
      assert.equal(service.ledger('test-key').creditsConsumed, before);
    });
  });

  describe('section metadata', () => {
    it('answers the record with canonical citations and the hierarchy', async () => {
      const usc = await call(service, `${API}/section/USC_T17_C1_S107`);
      assert.equal(usc.status, 200);
      const s = usc.json.section;
      assert.equal(s.citation, '17 U.S.C. § 107');
      assert.equal(s.citationShort, '17 USC 107');
      assert.equal(s.title, 'Limitations on exclusive rights: Fair use');
      assert.equal(s.actStatus, 'in_force');
      assert.equal(s.corpusType, 'USC');
      assert.equal(s.titleNumber, '17');
      assert.equal(s.chapter, '1');
      assert.match(s.currentThrough, /^\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual(
        s.breadcrumb.map((b: { type: string }) => b.type),
        ['title', 'chapter', 'section'],
      );
      assert.equal(usc.json.creditsConsumed, 1);
      const cfr = await call(service, `${API}/section/CFR_T1_P1_S1_1`);
      assert.equal(cfr.json.section.citation, '1 C.F.R. § 1.1');
      assert.deepEqual(
        cfr.json.section.breadcrumb.map((b: { type: string }) => b.type),
        ['title', 'chapter', 'subchapter', 'part', 'section'],
      );
      const dc = await call(service, `${API}/section/STATE_DC_T47_C20_S47-2002`);
      assert.equal(dc.json.section.citation, 'D.C. Code § 47-2002');
      assert.equal(dc.json.section.state, 'dc');
      assert.equal(dc.json.section.corpusType, 'STATE');
    });

    it('reports repealed and renumbered sections', async () => {
      const repealed = await call(service, `${API}/section/USC_T17_C5_S509`);
      assert.equal(repealed.json.section.actStatus, 'repealed');
      const renumbered = await call(service, `${API}/section/USC_T17_C1_S116A`);
      assert.equal(renumbered.json.section.actStatus, 'renumbered');
      assert.equal(renumbered.json.section.renumberedTo, '17 U.S.C. § 116');
    });

    it('takes a citation in place of the act id and says how it was resolved', async () => {
      const res = await call(service, `${API}/section/${encodeURIComponent('17 U.S.C. § 107')}`);
      assert.equal(res.status, 200);
      assert.equal(res.json.section.actId, 'USC_T17_C1_S107');
      assert.deepEqual(res.json.resolvedFrom, { input: '17 U.S.C. § 107', actId: 'USC_T17_C1_S107', via: 'citation' });
    });

    it('answers 404 with a reason and suggestions, free of charge', async () => {
      const before = service.ledger('test-key').creditsConsumed;
      const wrongChapter = await call(service, `${API}/section/USC_T17_C2_S107`);
      assert.equal(wrongChapter.status, 404);
      assert.equal(wrongChapter.json.reason, 'not_in_corpus');
      assert.equal(wrongChapter.json.actId, 'USC_T17_C2_S107');
      assert.equal(wrongChapter.json.didYouMean[0], 'USC_T17_C1_S107');
      assert.ok(wrongChapter.json.didYouMean.length <= 3);
      const blank = await call(service, `${API}/section/%20`);
      assert.equal(blank.status, 404);
      assert.equal(blank.json.reason, 'missing_act_id');
      const cite = await call(service, `${API}/section/${encodeURIComponent('99 U.S.C. § 12345')}/body`);
      assert.equal(cite.status, 404);
      assert.equal(cite.json.reason, 'unresolved_citation');
      assert.equal(service.ledger('test-key').creditsConsumed, before);
    });
  });

  describe('full text', () => {
    it('answers html with an anchor per pinpoint, and indented plain text without notes', async () => {
      const res = await call(service, `${API}/section/CFR_T14_P60_S60_7/body`);
      assert.equal(res.status, 200);
      assert.equal(res.json.available, true);
      assert.match(res.json.html, /<section class="level paragraph" id="a-1" data-pinpoint="\(a\)\(1\)">/);
      assert.match(res.json.html, /id="b-2-ii" data-pinpoint="\(b\)\(2\)\(ii\)"/);
      assert.match(res.json.html, /<span class="enum">\(ii\)<\/span>/);
      assert.match(res.json.plain, /\n {4}\(ii\) Training specifications/);
      assert.equal(res.json.creditsConsumed, 2);
      const usc = await call(service, `${API}/section/USC_T17_C1_S107/body`);
      assert.match(usc.json.plain, /^§ 107\. Limitations on exclusive rights: Fair use\n/);
      assert.match(usc.json.html, /id="1" data-pinpoint="\(1\)"/);
      assert.match(usc.json.sourceCredit, /Pub\. L\. 94–553/);
      assert.doesNotMatch(usc.json.plain, /Amendments|Historical and Revision Notes/);
      assert.equal(usc.json.notesHtml, undefined);
      const withNotes = await call(service, `${API}/section/USC_T17_C1_S107/body?includeNotes=true`);
      assert.match(withNotes.json.notesHtml, /<aside class="notes">/);
      const dc = await call(service, `${API}/section/STATE_DC_T47_C20_S47-2002/body`);
      assert.match(dc.json.html, /id="a-3A" data-pinpoint="\(a\)\(3A\)"/);
      assert.doesNotMatch(dc.json.plain, /Editor's Notes|Emergency Legislation/);
    });

    it('says when a section has no text', async () => {
      const res = await call(service, `${API}/section/USC_T17_C5_S509/body`);
      assert.equal(res.status, 200);
      assert.equal(res.json.available, false);
      assert.match(res.json.note, /repealed/);
    });

    it('rejects a malformed asOf', async () => {
      for (const asOf of ['2020-13-01', 'yesterday', '2020-02-30']) {
        const res = await call(service, `${API}/section/USC_T17_C1_S107/body?asOf=${asOf}`);
        assert.equal(res.status, 422, asOf);
      }
    });
  });

  describe('neighbouring sections', () => {
    it('lists the sections around one, nearest last before and nearest first after', async () => {
      const res = await call(service, `${API}/section/USC_T17_C1_S107/related`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.json.previous.map((r: { citation: string }) => r.citation),
        ['17 U.S.C. § 105', '17 U.S.C. § 106', '17 U.S.C. § 106A'],
      );
      assert.deepEqual(
        res.json.next.map((r: { citation: string }) => r.citation),
        ['17 U.S.C. § 108', '17 U.S.C. § 109', '17 U.S.C. § 110'],
      );
      assert.equal(res.json.container.label, 'Chapter 1');
      assert.equal(res.json.section.actId, 'USC_T17_C1_S107');
      assert.equal(res.json.creditsConsumed, 1);
    });

    it('never crosses the containing chapter', async () => {
      const chapter = await call(service, `${API}/divisions?parent=${encodeURIComponent('/us/usc/t17/ch1')}&limit=500`);
      const leaves = chapter.json.divisions.filter((d: { isLeaf: boolean }) => d.isLeaf);
      const first = leaves[0].actId;
      const last = leaves[leaves.length - 1].actId;
      const atStart = await call(service, `${API}/section/${first}/related`);
      assert.deepEqual(atStart.json.previous, []);
      const atEnd = await call(service, `${API}/section/${last}/related?limit=10`);
      assert.deepEqual(atEnd.json.next, []);
      assert.ok(atEnd.json.previous.every((r: { chapter: string }) => r.chapter === '1'));
      const cfr = await call(service, `${API}/section/CFR_T14_P91_S91_1/related`);
      assert.ok([...cfr.json.previous, ...cfr.json.next].every((r: { part: string }) => r.part === '91'));
    });
  });

  describe('resolve', () => {
    it('resolves citations through the project’s citation parser, with the pinpoint', async () => {
      const cases: [string, string, string | null][] = [
        ['17 U.S.C. § 107', 'USC_T17_C1_S107', null],
        ['17 USC 107(a)', 'USC_T17_C1_S107', '(a)'],
        ['14 C.F.R. § 60.7(b)(2)(ii)', 'CFR_T14_P60_S60_7', '(b)(2)(ii)'],
        ['1 CFR 1.1', 'CFR_T1_P1_S1_1', null],
        ['D.C. Code § 47-2002(a)(3A)', 'STATE_DC_T47_C20_S47-2002', '(a)(3A)'],
        ['35 U.S.C. § 101', 'USC_T35_C10_S101', null],
      ];
      for (const [cite, actId, subsection] of cases) {
        const res = await call(service, `${API}/resolve?cite=${encodeURIComponent(cite)}`);
        assert.equal(res.status, 200, cite);
        assert.equal(res.json.resolved, true, cite);
        assert.equal(res.json.section.actId, actId, cite);
        assert.equal(res.json.subsection, subsection, cite);
        assert.equal(res.json.inputCitation, cite);
        assert.equal(res.json.matchedCorpus, res.json.section.corpusType);
        assert.equal(res.json.creditsConsumed, 1);
      }
    });

    it('applies the corpusType and state filters', async () => {
      const cite = encodeURIComponent('D.C. Code § 47-2002');
      assert.equal((await call(service, `${API}/resolve?cite=${cite}&state=DC&corpusType=state`)).json.resolved, true);
      assert.equal((await call(service, `${API}/resolve?cite=${cite}&corpusType=USC`)).json.resolved, false);
      assert.equal((await call(service, `${API}/resolve?cite=${cite}&state=ca`)).json.resolved, false);
    });

    it('answers 200 resolved:false for what it cannot resolve, and charges for it', async () => {
      const before = service.ledger('test-key').creditsConsumed;
      for (const cite of ['42 U.S.C. § 1983', 'not a citation at all']) {
        const res = await call(service, `${API}/resolve?cite=${encodeURIComponent(cite)}`);
        assert.equal(res.status, 200);
        assert.equal(res.json.resolved, false);
        assert.equal(res.json.section, null);
        assert.equal(res.json.subsection, null);
      }
      assert.equal(service.ledger('test-key').creditsConsumed, before + 2);
      const missing = await call(service, `${API}/resolve`);
      assert.equal(missing.status, 422);
      assert.equal(service.ledger('test-key').creditsConsumed, before + 2);
    });

    it('lets section paths take any citation form the parser reads', async () => {
      const res = await call(service, `${API}/section/${encodeURIComponent('14 CFR 60.7')}/related`);
      assert.equal(res.status, 200);
      assert.equal(res.json.section.actId, 'CFR_T14_P60_S60_7');
      assert.equal(res.json.resolvedFrom.via, 'citation');
    });

    it('puts the cited section first when a search query is a citation', async () => {
      const res = await call(service, `${API}/search`, { body: { query: '17 U.S.C. § 512' } });
      assert.equal(res.json.results[0].actId, 'USC_T17_C5_S512');
    });
  });

  describe('batch metadata', () => {
    it('answers in input order with the ids it does not know', async () => {
      const ids = ['STATE_DC_T47_C20_S47-2002', 'NOPE_1', 'USC_T17_C1_S107', 'CFR_T1_P1_S1_1'];
      const res = await call(service, `${API}/sections?actIds=${ids.map(encodeURIComponent).join(',')}`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.json.sections.map((s: { actId: string }) => s.actId),
        ['STATE_DC_T47_C20_S47-2002', 'USC_T17_C1_S107', 'CFR_T1_P1_S1_1'],
      );
      assert.deepEqual(res.json.notFound, ['NOPE_1']);
      assert.equal(res.json.count, 3);
      assert.equal(res.json.creditsConsumed, 5);
      const posted = await call(service, `${API}/sections`, { body: { actIds: ['USC_T17_C1_S107', 'USC_T35_C10_S101'] } });
      assert.equal(posted.status, 200);
      assert.deepEqual(
        posted.json.sections.map((s: { citation: string }) => s.citation),
        ['17 U.S.C. § 107', '35 U.S.C. § 101'],
      );
    });

    it('refuses more than 50 ids (422)', async () => {
      const ids = Array.from({ length: 51 }, (_, i) => `USC_T17_C1_S${101 + i}`);
      const get = await call(service, `${API}/sections?actIds=${ids.join(',')}`);
      assert.equal(get.status, 422);
      const post = await call(service, `${API}/sections`, { body: { actIds: ids } });
      assert.equal(post.status, 422);
      const extra = await call(service, `${API}/sections`, { body: { actIds: ['USC_T17_C1_S107'], more: 1 } });
      assert.equal(extra.status, 422);
      const none = await call(service, `${API}/sections`);
      assert.equal(none.status, 422);
    });
  });

  describe('coverage and laws', () => {
    it('describes the corpora and jurisdictions, free', async () => {
      const before = service.ledger('test-key').creditsConsumed;
      const res = await call(service, `${API}/coverage`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.json.data.corpusTypes.map((c: { token: string }) => c.token),
        ['USC', 'CFR', 'STATE'],
      );
      const federal = res.json.data.jurisdictions.find((j: { code: string }) => j.code === 'federal');
      const dc = res.json.data.jurisdictions.find((j: { code: string }) => j.code === 'dc');
      const ca = res.json.data.jurisdictions.find((j: { code: string }) => j.code === 'ca');
      assert.ok(federal.hasData && federal.corpora.USC > 300 && federal.corpora.CFR > 1000);
      assert.ok(dc.hasData && dc.corpora.STATE > 2000);
      assert.equal(ca.hasData, false);
      assert.equal(res.json.data.totalSections, federal.sectionCount + dc.sectionCount);
      assert.equal(res.json.meta.creditsConsumed, 0);
      const laws = await call(service, `${API}/laws`);
      assert.equal(laws.status, 200);
      const fed = laws.json.data.jurisdictions.find((j: { code: string }) => j.code === 'federal');
      assert.deepEqual(
        fed.laws.map((l: { corpusType: string }) => l.corpusType),
        ['USC', 'CFR'],
      );
      const dcLaws = laws.json.data.jurisdictions.find((j: { code: string }) => j.code === 'dc');
      assert.equal(dcLaws.laws[0].name, 'Code of the District of Columbia');
      assert.equal(service.ledger('test-key').creditsConsumed, before);
    });
  });

  describe('divisions', () => {
    it('drills down from the titles to a section', async () => {
      const titles = await call(service, `${API}/divisions?corpusType=USC`);
      assert.equal(titles.status, 200);
      assert.equal(titles.json.level, 'titles');
      const t17 = titles.json.divisions.find((d: { name: string }) => d.name === 'Copyrights');
      assert.equal(t17.identifier, '/us/usc/t17');
      const chapters = await call(service, `${API}/divisions?corpusType=USC&parent=${encodeURIComponent(t17.identifier)}`);
      assert.equal(chapters.json.level, 'chapters');
      assert.equal(chapters.json.parentLabel, 'Title 17—Copyrights');
      const ch1 = chapters.json.divisions[0];
      assert.equal(ch1.identifier, '/us/usc/t17/ch1');
      assert.equal(ch1.isLeaf, false);
      const sections = await call(service, `${API}/divisions?corpusType=USC&parent=${encodeURIComponent(ch1.identifier)}`);
      assert.equal(sections.json.level, 'sections');
      const leaf = sections.json.divisions.find((d: { actId?: string }) => d.actId === 'USC_T17_C1_S107');
      assert.equal(leaf.isLeaf, true);
      assert.equal(leaf.identifier, '/us/usc/t17/ch1/s107');
      const record = await call(service, `${API}/section/${leaf.actId}`);
      assert.equal(record.json.section.citation, '17 U.S.C. § 107');
      assert.equal(sections.json.creditsConsumed, 0);
    });

    it('walks parts, subchapters and D.C. chapters', async () => {
      const t35 = await call(service, `${API}/divisions?parent=${encodeURIComponent('/us/usc/t35')}`);
      assert.equal(t35.json.level, 'parts');
      const cfrPath = ['/us/cfr/t14', '/us/cfr/t14/chI', '/us/cfr/t14/chI/schD', '/us/cfr/t14/chI/schD/pt60'];
      for (const parent of cfrPath) {
        const res = await call(service, `${API}/divisions?corpusType=CFR&parent=${encodeURIComponent(parent)}`);
        assert.equal(res.status, 200, parent);
        assert.ok(res.json.divisions.length > 0, parent);
      }
      const pt60 = await call(service, `${API}/divisions?corpusType=CFR&parent=${encodeURIComponent('/us/cfr/t14/chI/schD/pt60')}`);
      assert.ok(pt60.json.divisions.some((d: { actId?: string }) => d.actId === 'CFR_T14_P60_S60_7'));
      const dcTitles = await call(service, `${API}/divisions?corpusType=STATE&state=DC`);
      assert.deepEqual(
        dcTitles.json.divisions.map((d: { identifier: string }) => d.identifier),
        ['/us/dc/code/t22', '/us/dc/code/t47'],
      );
      const ch20 = await call(service, `${API}/divisions?corpusType=STATE&state=dc&parent=${encodeURIComponent('/us/dc/code/t47/ch20')}`);
      assert.ok(ch20.json.divisions.some((d: { actId?: string }) => d.actId === 'STATE_DC_T47_C20_S47-2002'));
    });

    it('pages with limit and cursor', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let total = 0;
      for (let page = 0; page < 20; page++) {
        const res = await call(service, `${API}/divisions?parent=${encodeURIComponent('/us/usc/t17/ch1')}&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(res.status, 200);
        total = res.json.count;
        seen.push(...res.json.divisions.map((d: { identifier: string }) => d.identifier));
        cursor = res.json.nextCursor ?? undefined;
        if (!cursor) break;
      }
      assert.equal(seen.length, total);
      assert.equal(new Set(seen).size, total);
      assert.ok(total > 20);
    });

    it('rejects unknown parents, bad cursors and a missing corpusType', async () => {
      assert.equal((await call(service, `${API}/divisions?corpusType=USC&parent=%2Fus%2Fusc%2Ft99`)).status, 404);
      assert.equal((await call(service, `${API}/divisions?corpusType=USC&cursor=bogus`)).status, 422);
      assert.equal((await call(service, `${API}/divisions`)).status, 422);
      assert.equal((await call(service, `${API}/divisions?corpusType=LAW`)).status, 422);
    });
  });

  describe('routing', () => {
    it('answers 404 for unknown paths and 405 for wrong methods, as JSON', async () => {
      const missing = await call(service, '/api/v1/us/statutes/nothing');
      assert.equal(missing.status, 404);
      assert.equal(typeof missing.json.detail, 'string');
      const wrong = await call(service, `${API}/coverage`, { method: 'DELETE' });
      assert.equal(wrong.status, 405);
      assert.equal(wrong.headers.get('allow'), 'GET');
    });
  });
});
