// The statutory addendum's builder on real statute text, fetched with the real client from both dialects of the local service.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StatuteClient } from '../../../src/core/api/client';
import { findCitations } from '../../../src/core/citations';
import { generatedRegions, insideRegion } from '../../../src/core/authorities/generatedBlocks';
import { collectAuthorities } from '../../../src/core/authorities/tableOfAuthorities';
import {
  AddendumOrder,
  AddendumSection,
  addendumItems,
  buildAddendum,
  dateInWords,
  editionInWords,
  findAddendumBlock,
  notReproduced,
  orderItems,
  paragraphsOf,
} from '../../../src/core/authorities/statutoryAddendum';
import { escapeParagraph } from '../../../src/core/lookup/insertion';
import { RunningService, startService } from '../../service/service';

const SAMPLE = fs.readFileSync(path.join(__dirname, '../../../samples/sample-brief.md'), 'utf8');
const FORMATS = ['markdown', 'latex', 'restructuredtext', 'plaintext'] as const;

describe('statutory addendum: what it reproduces', () => {
  it('every cited section once, every section of a cited range, in citation order or by code; session laws named as not reproduced', () => {
    const authorities = collectAuthorities(findCitations(SAMPLE));
    const items = addendumItems(authorities);
    const citations = items.map((i) => i.citation);
    for (const c of ['17 U.S.C. § 1202', '17 U.S.C. § 1203', '17 U.S.C. § 1204', '17 U.S.C. § 1508', 'Cal. Civ. Code § 3294', 'D.C. Code § 47-2002', '14 C.F.R. § 91.3']) assert.ok(citations.includes(c), `${c} missing`);
    assert.equal(new Set(citations).size, citations.length, 'a section is listed twice');
    // §§ 1501–1511 and § 1506: eleven sections, § 1506 once.
    assert.equal(citations.filter((c) => /^17 U\.S\.C\. § 15\d\d$/.test(c)).length, 12);
    const byCitation = orderItems(items, 'citation').map((i) => i.citation);
    assert.deepEqual(byCitation.slice(0, 3), ['17 U.S.C. § 106', '17 U.S.C. § 107', '17 U.S.C. § 115']);
    assert.deepEqual(byCitation.slice(3, 8), ['17 U.S.C. § 1201', '17 U.S.C. § 1202', '17 U.S.C. § 1203', '17 U.S.C. § 1204', '17 U.S.C. § 1205']);
    const byCode = orderItems(items, 'code').map((i) => i.citation);
    assert.deepEqual(byCode.slice(0, 3), ['1 U.S.C. § 1', '1 U.S.C. § 7', '17 U.S.C. § 106']);
    assert.ok(byCode.indexOf('14 C.F.R. § 91.3') < byCode.indexOf('Cal. Civ. Code § 3294') && byCode.indexOf('Cal. Civ. Code § 3294') < byCode.indexOf('D.C. Code § 22-3211'));
    assert.deepEqual(
      notReproduced(authorities).map((o) => o.citation),
      ['Pub. L. No. 116-260', '134 Stat. 1182', 'Pub. L. No. 117-228', '136 Stat. 2305'],
    );
  });

  it('says editions in words', () => {
    const usc = { query: { canonical: '17 U.S.C. § 107', corpusType: 'USC' as const, state: null }, group: 'United States Code' };
    assert.equal(editionInWords(usc, undefined, '2025-08-26'), 'U.S. Code, current through August 26, 2025');
    assert.equal(editionInWords(usc, { requested: '2014-06-01', existed: true, source: 'published', resolvedEdition: 'Online@113-31', editionsObserved: [] }, '2025-08-26'), 'U.S. Code, 2013 release');
    assert.equal(editionInWords(usc, { requested: '2014-06-01', existed: true, source: 'published', resolvedEditionYear: 2014, editionsObserved: [] }, undefined), 'U.S. Code, 2014 release');
    const dc = { query: { canonical: 'D.C. Code § 47-2002', corpusType: 'STATE' as const, state: 'dc' }, group: 'District of Columbia (D.C. Code)' };
    assert.match(editionInWords(dc, { requested: '2022-01-01', existed: true, source: 'reconstructed', editionsObserved: [] }, undefined), /reconstructed as in force on January 1, 2022/);
    assert.equal(dateInWords('2025-08-26'), 'August 26, 2025');
  });

  it('a paragraph of service text cannot start a heading, list, directive or block marker', () => {
    assert.equal(escapeParagraph('markdown', '# Injected'), '\\# Injected');
    assert.equal(escapeParagraph('markdown', '1. item'), '1\\. item');
    assert.equal(escapeParagraph('restructuredtext', '.. raw:: html'), '\\.. raw:: html');
    assert.equal(escapeParagraph('restructuredtext', '(a) In general'), '\\(a) In general');
    assert.equal(escapeParagraph('plaintext', '[/statutes:statutory-addendum]'), '    [/statutes:statutory-addendum]');
    assert.equal(escapeParagraph('latex', '% /statutes:statutory-addendum'), '\\% /statutes:statutory-addendum');
    assert.deepEqual(paragraphsOf('§ 107. Limitations on exclusive rights: Fair use\n\nNotwithstanding…\n  (1) the purpose\n    (A) in general', 'Limitations on exclusive rights: Fair use'), [
      { level: 0, text: 'Notwithstanding…' },
      { level: 1, text: '(1) the purpose' },
      { level: 2, text: '(A) in general' },
    ]);
  });
});

for (const dialect of ['interface', 'live'] as const) {
  describe(`statutory addendum on real statute text (${dialect})`, function () {
    this.timeout(120_000);
    let service: RunningService;
    let sections: AddendumSection[];
    /** The same sections grouped by code, as the command orders them before fetching. */
    let byCode: AddendumSection[];
    let dated: AddendumSection;

    before(async () => {
      service = await startService({ port: 0, dialect, keys: { addendum: 10_000 }, rate: '6000/60', log: () => undefined });
      const client = new StatuteClient({ baseUrl: service.url, apiKey: () => 'addendum' });
      const items = orderItems(addendumItems(collectAuthorities(findCitations('See 17 U.S.C. § 107, 1 U.S.C. § 1 and 17 U.S.C. §§ 1201–1203.'))), 'citation');
      sections = [];
      for (const item of items) {
        const { section } = await client.resolve(item.citation);
        assert.ok(section, `${item.citation} did not resolve`);
        const body = await client.sectionBody(section.actId);
        sections.push({ citation: item.citation, group: item.group, heading: section.title, edition: editionInWords(item, body.asOf, section.currentThrough), paragraphs: paragraphsOf(body.plain, section.title), sourceCredit: body.sourceCredit });
      }
      const codeOrder = orderItems(items, 'code').map((i) => i.citation);
      byCode = [...sections].sort((a, b) => codeOrder.indexOf(a.citation) - codeOrder.indexOf(b.citation));
      const [fairUse] = items;
      const { section } = await client.resolve(fairUse.citation);
      const old = await client.sectionBody(section!.actId, '2013-12-01');
      dated = { citation: fairUse.citation, group: fairUse.group, heading: section!.title, edition: editionInWords(fairUse, old.asOf, section!.currentThrough), paragraphs: paragraphsOf(old.plain, section!.title) };
    });
    after(async () => service.close());

    it('heads each text with its citation and edition in words, the text below it', () => {
      assert.deepEqual(sections.map((s) => s.citation), ['17 U.S.C. § 107', '1 U.S.C. § 1', '17 U.S.C. § 1201', '17 U.S.C. § 1202', '17 U.S.C. § 1203']);
      const fairUse = sections[0];
      assert.match(fairUse.edition, /^U\.S\. Code, current through [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      assert.ok(fairUse.paragraphs.some((p) => p.level === 0 && p.text.startsWith('Notwithstanding the provisions of sections 106 and 106A')), JSON.stringify(fairUse.paragraphs));
      assert.ok(sections[2].paragraphs.some((p) => p.level === 2 && p.text.startsWith('(A) No person shall circumvent')), '§ 1201(a)(1)(A) lost its depth');
      assert.ok(!fairUse.paragraphs[0].text.startsWith('§ 107'), 'the heading is repeated in the text');
      assert.equal(dated.edition, 'U.S. Code, 2013 release');
    });

    for (const format of FORMATS) {
      for (const order of ['citation', 'code'] as AddendumOrder[]) {
        it(`${format}, ${order} order: one block, found again for a rebuild, its text never read as the document's citations`, () => {
          const addendum = buildAddendum(order === 'code' ? byCode : sections, format, { order, notReproduced: [{ citation: 'Pub. L. No. 116-260', reason: 'a session law; the statute service holds codes only' }] });
          const document = `Brief citing 17 U.S.C. § 107.\n\n${addendum}\n`;
          const block = findAddendumBlock(document, format);
          assert.ok(block);
          assert.equal(document.slice(block.start, block.end), addendum, 'the block ends early or late');
          const regions = generatedRegions(document);
          const outside = findCitations(document).filter((c) => !insideRegion(regions, c.start, c.end));
          assert.deepEqual(outside.map((c) => c.canonical), ['17 U.S.C. § 107']);
          assert.ok(findCitations(document).length > 5, 'the texts hold citations the engine would otherwise read');
          const fairUseHeading = { markdown: /\n#{3,4} 17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\n/, latex: /\\(?:sub)?subsection\*\{17~U\.S\.C\.~\\S~107 --- Limitations on exclusive rights: Fair use\}/, restructuredtext: /\n\*\*17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\*\*\n/, plaintext: /\n17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\n\(U\.S\. Code, current through /, }[format];
          assert.match(addendum, fairUseHeading);
          assert.ok(addendum.includes('U.S. Code, current through'), 'no edition');
          assert.match(addendum, /Pub\.[~ ]L\.[~ ]No\.[~ ]116-260: a session law/);
          // 1 U.S.C. § 1 is cited after 17 U.S.C. § 107 and sorts before it.
          const [dictionaryAct, fairUse] = [addendum.indexOf('Words denoting number'), addendum.indexOf('Limitations on exclusive rights')];
          assert.ok(order === 'code' ? dictionaryAct < fairUse : fairUse < dictionaryAct, `not in ${order} order`);
          assert.equal(buildAddendum(sections, format, { order }), buildAddendum(sections, format, { order }), 'the same texts build the same addendum');
        });
      }
    }
  });
}
