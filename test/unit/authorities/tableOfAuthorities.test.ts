import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findCitations } from '../../../src/core/citations';
import { generatedRegions, insideRegion, outsideGeneratedBlocks } from '../../../src/core/authorities/generatedBlocks';
import { documentHeadings, markdownSlug } from '../../../src/core/authorities/headings';
import { TableEntry, TableFormat, buildTable, collectAuthorities, compareCitations, findTableBlock, latexLabels, referencesFor } from '../../../src/core/authorities/tableOfAuthorities';

const SAMPLE = fs.readFileSync(path.join(__dirname, '../../../samples/sample-brief.md'), 'utf8');

/** The command's pipeline without the service: the document's own citations, references, LaTeX labels, the table written in place. */
function insertTable(text: string, format: TableFormat, options = { passimAfter: 5 }, standing: (citation: string) => Partial<TableEntry> = () => ({})): string {
  const regions = generatedRegions(text);
  const citations = findCitations(text).filter((c) => !insideRegion(regions, c.start, c.end));
  const authorities = collectAuthorities(citations);
  const headings = documentHeadings(text, format, regions);
  const labels = format === 'latex' ? latexLabels(text, authorities.flatMap((a) => a.occurrences)) : undefined;
  const table = buildTable(
    authorities.map((a) => ({ ...a, references: referencesFor(a.occurrences, format, headings, labels?.labels), ...standing(a.citation) })),
    format,
    options,
  );
  const edits = [...(labels?.insertions ?? [])];
  const block = findTableBlock(text, format);
  let out = text;
  const replace = (start: number, end: number, insert: string): void => void (out = out.slice(0, start) + insert + out.slice(end));
  // Back to front, so earlier offsets hold.
  const all = [...edits.map((e) => ({ start: e.offset, end: e.offset, text: e.text })), block ? { start: block.start, end: block.end, text: table } : { start: text.length, end: text.length, text: `\n${table}\n` }];
  for (const e of all.sort((a, b) => b.start - a.start)) replace(e.start, e.end, e.text);
  return out;
}

/** The reference id the table defines for a heading's anchor (`[toa-2]: #i-the-copying-was-fair-use`). */
function anchorId(table: string, slug: string): string {
  const id = new RegExp(`^\\[(toa-\\d+)\\]: #${slug}$`, 'm').exec(table)?.[1];
  assert.ok(id, `no link definition for #${slug}:\n${table}`);
  return id;
}

const EVERY_AUTHORITY = [
  '1 U.S.C. § 1', '1 U.S.C. § 7', '17 U.S.C. § 106', '17 U.S.C. § 107', '17 U.S.C. § 115', '17 U.S.C. §§ 1201–1205', '17 U.S.C. § 411',
  '17 U.S.C. §§ 1501–1511', '17 U.S.C. § 1506', '17 U.S.C. § 1599', '35 U.S.C. § 101', '35 U.S.C. § 102', '35 U.S.C. § 103', '35 U.S.C. § 104',
  '35 U.S.C. § 112', 'D.C. Code § 47-2002', 'D.C. Code § 22-3211', 'Cal. Civ. Code § 3294', '1 C.F.R. § 1.1', '14 C.F.R. § 91.3',
  'Pub. L. No. 116-260', 'Pub. L. No. 117-228', '134 Stat. 1182', '136 Stat. 2305',
];

/** The sample brief as plain text and as reStructuredText: the same words, each format's headings. */
function asPlainText(md: string): string {
  return md.replace(/^#+ (.*)$/gm, (_m, h: string) => h.toUpperCase()).replace(/[*]/g, '');
}
function asRst(md: string): string {
  return md.replace(/^(#+) (.*)$/gm, (_m, hashes: string, h: string) => `${h}\n${(hashes.length === 1 ? '=' : '-').repeat(h.length)}`).replace(/<!--.*-->/g, '');
}

describe('table of authorities', () => {
  it('sorts titles and sections numerically', () => {
    assert.ok(compareCitations('2 U.S.C. § 1', '10 U.S.C. § 1') < 0);
    assert.ok(compareCitations('17 U.S.C. § 107', '17 U.S.C. § 1201') < 0);
  });

  it('lists every authority of the sample brief once, ranges as cited, grouped federal, states, session laws', () => {
    const authorities = collectAuthorities(findCitations(SAMPLE));
    assert.deepEqual(authorities.map((a) => a.citation).sort(compareCitations), [...EVERY_AUTHORITY].sort(compareCitations));
    const md = insertTable(SAMPLE, 'markdown');
    const table = md.slice(findTableBlock(md, 'markdown')!.start);
    for (const citation of EVERY_AUTHORITY) assert.ok(table.includes(`| ${citation.replace(/\./g, '.')} |`), `${citation} missing:\n${table}`);
    assert.ok(!/\| 17 U\.S\.C\. § 1201 \|/.test(table) && !/\| 17 U\.S\.C\. § 1205 \|/.test(table), 'a range was split into its endpoints');
    const groups = ['**United States Code**', '**Code of Federal Regulations**', '**California (Cal. Civ. Code)**', '**District of Columbia (D.C. Code)**', '**Session Laws**'].map((g) => table.indexOf(g));
    assert.ok(groups.every((i) => i >= 0), table);
    assert.deepEqual([...groups].sort((a, b) => a - b), groups, 'groups out of order');
    // Within a group by title and section, a range where its first section sorts.
    const order = ['| 17 U.S.C. § 115 ', '| 17 U.S.C. §§ 1201–1205 ', '| 17 U.S.C. §§ 1501–1511 ', '| 17 U.S.C. § 1506 ', '| 35 U.S.C. § 101 '].map((c) => table.indexOf(c));
    assert.deepEqual([...order].sort((a, b) => a - b), order, table);
  });

  it('Markdown: refers to the headings by their numbering, as links to their anchors', () => {
    const md = insertTable(SAMPLE, 'markdown');
    assert.match(md, new RegExp(`\\| 17 U\\.S\\.C\\. § 107 \\| \\[I\\]\\[${anchorId(md, 'i-the-copying-was-fair-use')}\\] \\|`));
    assert.match(md, new RegExp(`\\| D\\.C\\. Code § 47-2002 \\| \\[V\\]\\[${anchorId(md, 'v-the-dc-sales-tax-claim')}\\] \\|`));
    assert.match(md, new RegExp(`\\| 1 C\\.F\\.R\\. § 1\\.1 \\| \\[VI\\]\\[${anchorId(md, 'vi-regulations')}\\] \\|`));
    assert.ok(!/line/.test(md.slice(findTableBlock(md, 'markdown')!.start)), 'line numbers rot with the next edit');
    assert.equal(markdownSlug("V. The D.C. sales-tax claim"), 'v-the-dc-sales-tax-claim');
  });

  it('plain text: refers to numbered or capitalised headings standing alone', () => {
    const txt = insertTable(asPlainText(SAMPLE), 'plaintext');
    assert.match(txt, /\n {2}17 U\.S\.C\. § 107 \.{3,} I\n/);
    assert.match(txt, /\n {2}Cal\. Civ\. Code § 3294 \.{3,} V\n/);
    assert.match(txt, /\n {2}17 U\.S\.C\. §§ 1201–1205 \.{3,} I\n/);
  });

  it('reStructuredText: refers to section titles by reference, under a rubric that leaves the section levels alone', () => {
    const rst = insertTable(asRst(SAMPLE), 'restructuredtext');
    assert.match(rst, /- 17 U\.S\.C\. § 107 — `I\. The copying was fair use`_\n/);
    assert.match(rst, /\n\.\. rubric:: Table of Authorities\n/);
    assert.match(rst, /\n\.\. statutes:table-of-authorities\n\n/);
  });

  it('LaTeX: a \\label after each citation and \\pageref in the table; a rebuild reuses the labels and changes nothing', () => {
    const tex = '\\section{Fair use}\nSee 17~U.S.C.~\\S~107 and 17 U.S.C. §§ 1201--1205.\n\\section{Remedies}\nAgain 17 U.S.C. § 107(a).\n';
    const once = insertTable(tex, 'latex');
    assert.match(once, /See 17~U\.S\.C\.~\\S~107\\label\{statutes-toa-1\} and 17 U\.S\.C\. §§ 1201--1205\\label\{statutes-toa-2\}\./);
    assert.match(once, /17 U\.S\.C\. § 107\(a\)\\label\{statutes-toa-3\}\./);
    assert.match(once, /17~U\.S\.C\.~\\S~107 \\dotfill \\pageref\{statutes-toa-1\}, \\pageref\{statutes-toa-3\}\\\\/);
    assert.match(once, /17~U\.S\.C\.~\\S\\S~1201--1205 \\dotfill \\pageref\{statutes-toa-2\}/);
    assert.equal(insertTable(once, 'latex'), once);
    // A citation added later gets the next free label; the others keep theirs.
    const edited = once.replace('Again', 'See 1 U.S.C. § 1. Again');
    const twice = insertTable(edited, 'latex');
    assert.match(twice, /1 U\.S\.C\. § 1\\label\{statutes-toa-4\}\. Again/);
    assert.match(twice, /\\pageref\{statutes-toa-1\}, \\pageref\{statutes-toa-3\}/);
  });

  it('writes passim past the configured number of places', () => {
    const text = ['# A', 'See 17 U.S.C. § 107.', '# B', 'Id. § 107(a).', '# C', '17 U.S.C. § 107(b).', '# D', '17 U.S.C. § 107(c) and 17 U.S.C. § 106.'].join('\n\n');
    assert.match(insertTable(text, 'markdown', { passimAfter: 3 }), /\| 17 U\.S\.C\. § 107 \| _passim_ \|/);
    const four = insertTable(text, 'markdown', { passimAfter: 4 });
    assert.match(four, new RegExp(`\\| 17 U\\.S\\.C\\. § 107 \\| ${['a', 'b', 'c', 'd'].map((h) => `\\[${h.toUpperCase()}\\]\\[${anchorId(four, h)}\\]`).join(', ')} \\|`));
    assert.match(insertTable(text, 'plaintext', { passimAfter: 3 }), /17 U\.S\.C\. § 107 \.+ passim/);
    assert.match(insertTable(text, 'latex', { passimAfter: 3 }), /\\S~107 \\dotfill \\emph\{passim\}/);
  });

  /** What verification knows of the sample brief: a citation it cannot check, one the service did not find, one repealed. */
  const known = (c: string): Partial<TableEntry> =>
    c.startsWith('Cal.')
      ? { unverified: 'The statute service has no data for California.' }
      : c === '17 U.S.C. § 1599'
        ? { notFound: 'The statute service did not find 17 U.S.C. § 1599.' }
        : c === '35 U.S.C. § 104'
          ? { notInForce: { word: 'repealed', text: 'Repealed.' } }
          : {};

  it('marks unverified entries, sections the service did not find and sections not in force, each explained, never dropped', () => {
    const md = insertTable(SAMPLE, 'markdown', { passimAfter: 5 }, known);
    assert.match(md, /\| Cal\. Civ\. Code § 3294 † \| \[V\]/);
    assert.match(md, /\| 17 U\.S\.C\. § 1599 ‡ \|/);
    assert.match(md, /\| 35 U\.S\.C\. § 104 \[repealed\] \|/);
    assert.match(md, /† Not verified against the statute service:\n\n- Cal\. Civ\. Code § 3294: The statute service has no data for California\.\n\n/);
    assert.match(md, /‡ Not found by the statute service:\n\n- 17 U\.S\.C\. § 1599: The statute service did not find 17 U\.S\.C\. § 1599\.\n\n/);
    assert.match(md, /Not in force according to the statute service \(its status in brackets after the citation\):\n\n- 35 U\.S\.C\. § 104: Repealed\.\n/);
    assert.doesNotMatch(md, /§ 1599 †|§ 104 †|Not verified[^‡]*§ 1599/, 'a section the service answered for is called not verified');
    assert.match(md, /\| 17 U\.S\.C\. § 107 \| /, 'a verified entry is marked');
  });

  it('plain text, reStructuredText and LaTeX carry the same marks and notes', () => {
    const text = insertTable(asPlainText(SAMPLE), 'plaintext', { passimAfter: 5 }, known);
    assert.match(text, /^ {2}17 U\.S\.C\. § 1599 ‡ \.+ /m);
    assert.match(text, /^ {2}35 U\.S\.C\. § 104 \[repealed\] \.+ /m);
    assert.match(text, /^‡ Not found by the statute service:\n {2}17 U\.S\.C\. § 1599: The statute service did not find/m);
    assert.match(text, /^Not in force according to the statute service \(its status in brackets after the citation\):\n {2}35 U\.S\.C\. § 104: Repealed\./m);
    assert.match(text, /^† Not verified against the statute service:\n {2}Cal\. Civ\. Code § 3294:/m);

    const rst = insertTable(asRst(SAMPLE), 'restructuredtext', { passimAfter: 5 }, known);
    assert.match(rst, /^- 17 U\.S\.C\. § 1599 ‡ — /m);
    assert.match(rst, /^- 35 U\.S\.C\. § 104 \[repealed\] — /m);
    assert.match(rst, /^‡ Not found by the statute service:\n\n- 17 U\.S\.C\. § 1599: /m);
    assert.match(rst, /^Not in force according to the statute service \(its status in brackets after the citation\):\n\n- 35 U\.S\.C\. § 104: Repealed\./m);

    const tex = insertTable(SAMPLE, 'latex', { passimAfter: 5 }, known);
    assert.match(tex, /^17~U\.S\.C\.~\\S~1599\\textsuperscript\{\\ddag\} \\dotfill /m);
    assert.match(tex, /^35~U\.S\.C\.~\\S~104 \[repealed\] \\dotfill /m);
    assert.match(tex, /^Cal\.~Civ\.~Code~\\S~3294\\textsuperscript\{\\dag\} \\dotfill /m);
    assert.match(tex, /\\par\\noindent\\textsuperscript\{\\ddag\}Not found by the statute service:\n\\begin\{itemize\}\n {2}\\item 17~U\.S\.C\.~\\S~1599: The statute service did not find/);
    assert.match(tex, /\\par\\noindent Not in force according to the statute service \(its status in brackets after the citation\):\n\\begin\{itemize\}\n {2}\\item 35~U\.S\.C\.~\\S~104: Repealed\./);
  });

  it('a table with every entry in good standing has no notes', () => {
    const md = insertTable(SAMPLE, 'markdown');
    assert.doesNotMatch(md, /[†‡]|\[repealed\]|Not in force|Not found|Not verified/);
  });

  for (const format of ['markdown', 'plaintext', 'restructuredtext', 'latex'] as const) {
    it(`${format}: inserting twice rewrites the table in place, and its own text is never read as citations`, () => {
      const source = format === 'plaintext' ? asPlainText(SAMPLE) : format === 'restructuredtext' ? asRst(SAMPLE) : SAMPLE;
      // With every kind of note: the notes name citations too.
      const once = insertTable(source, format, { passimAfter: 5 }, known);
      const twice = insertTable(once, format, { passimAfter: 5 }, known);
      assert.equal(twice, once);
      assert.equal(generatedRegions(once).length, 1);
      const outside = outsideGeneratedBlocks(once, findCitations(once));
      assert.equal(outside.length, findCitations(source).length, 'the table changed what the brief cites');
      assert.ok(findCitations(once).length > outside.length, 'the table holds citations the engine would otherwise read');
    });
  }

  it('finds a table written with another format\'s markers (an older reStructuredText table), so a rebuild never adds a second', () => {
    const old = 'Intro\n\n[statutes:table-of-authorities]\nTABLE\n[/statutes:table-of-authorities]\n';
    assert.deepEqual(findTableBlock(old, 'restructuredtext'), { start: 7, end: old.length - 1 });
    assert.equal(findTableBlock('no table here', 'markdown'), undefined);
  });
});
