// What the checks read from the document itself: the operative date, and the quotations beside citations.
import * as assert from 'node:assert/strict';
import { findCitations } from '../../../src/core/citations';
import { readOperativeDate } from '../../../src/core/checks/operativeDate';
import { findQuotations, quotationsByCitation, quotedWords } from '../../../src/core/checks/quotations';

describe('operative date in the document', () => {
  it('Markdown front matter, quoted or not, and only there or in an HTML comment', () => {
    const text = '---\ntitle: Brief\nstatutes-as-of: 2019-06-30\n---\n\n# Argument\n';
    const mark = readOperativeDate(text, 'markdown');
    assert.equal(mark?.date, '2019-06-30');
    assert.equal(text.slice(mark!.start, mark!.end), '2019-06-30');
    assert.equal(readOperativeDate('---\nstatutes-as-of: "2014-01-01"\n---\n', 'markdown')?.date, '2014-01-01');
    assert.equal(readOperativeDate('<!-- statutes-as-of: 2014-01-01 -->\n# Brief', 'markdown')?.date, '2014-01-01');
    assert.equal(readOperativeDate('# Brief\n\nThe statutes-as-of: 2019-06-30 line is prose here.', 'markdown'), undefined);
  });

  it('comment lines in LaTeX, reStructuredText and plain text', () => {
    assert.equal(readOperativeDate('\\documentclass{article}\n% statutes-as-of: 2019-06-30\n', 'latex')?.date, '2019-06-30');
    assert.equal(readOperativeDate('.. statutes-as-of: 2019-06-30\n\nTitle\n=====\n', 'restructuredtext')?.date, '2019-06-30');
    assert.equal(readOperativeDate('statutes-as-of: 2019-06-30\nMEMORANDUM\n', 'plaintext')?.date, '2019-06-30');
    assert.equal(readOperativeDate('# statutes-as-of: 2019-06-30\n', 'plaintext')?.date, '2019-06-30');
    // A LaTeX line that is not a comment is text.
    assert.equal(readOperativeDate('statutes-as-of: 2019-06-30\n', 'latex'), undefined);
  });

  it('a date that is not a day is no date', () => {
    assert.equal(readOperativeDate('% statutes-as-of: 2019-02-30\n', 'latex'), undefined);
    assert.equal(readOperativeDate('% statutes-as-of: 2019-6-30\n', 'latex'), undefined);
  });
});

describe('quotations beside citations', () => {
  const pair = (text: string, format: string): [string, string][] => {
    const citations = findCitations(text);
    const map = quotationsByCitation(text, citations, findQuotations(text, format));
    return [...map].flatMap(([c, qs]) => qs.map((q): [string, string] => [c.canonical, quotedWords(q)]));
  };

  it('inline straight and curly quotes before or after the citation', () => {
    assert.deepEqual(pair('The factors "to be considered shall include" four. 17 U.S.C. § 107.', 'markdown'), [['17 U.S.C. § 107', 'to be considered shall include']]);
    assert.deepEqual(pair('Under 17 U.S.C. § 107, “the fair use of a copyrighted work” is no infringement.', 'plaintext'), [['17 U.S.C. § 107', 'the fair use of a copyrighted work']]);
  });

  it('a quotation goes with the citation after it, not the one before', () => {
    const text = 'See 17 U.S.C. § 106. "The nature of the copyrighted work" matters. 17 U.S.C. § 107(2).';
    assert.deepEqual(pair(text, 'markdown'), [['17 U.S.C. § 107', 'The nature of the copyrighted work']]);
  });

  it('a Markdown block quote after "provides:" and one followed by its citation', () => {
    const after = 'Section 107 of title 17, 17 U.S.C. § 107, provides:\n\n> the factors to be considered\n> shall include\n\nNext paragraph.';
    assert.deepEqual(pair(after, 'markdown'), [['17 U.S.C. § 107', 'the factors to be considered shall include']]);
    const before = '> The fact that a work is unpub-\n> lished shall not itself bar a finding of fair use\n\n17 U.S.C. § 107.';
    assert.deepEqual(pair(before, 'markdown'), [['17 U.S.C. § 107', 'The fact that a work is unpublished shall not itself bar a finding of fair use']]);
  });

  it('LaTeX ``…\'\' and \\enquote{…}', () => {
    assert.deepEqual(pair("``the nature of the copyrighted work'' 17~U.S.C.~\\S~107(2).", 'latex'), [['17 U.S.C. § 107', 'the nature of the copyrighted work']]);
    assert.deepEqual(pair('17~U.S.C.~\\S~107 lists \\enquote{the nature of the \\emph{copyrighted} work}.', 'latex'), [['17 U.S.C. § 107', 'the nature of the copyrighted work']]);
  });

  it('short terms in quotes are not quotations', () => {
    assert.deepEqual(pair('The "fair use" doctrine, 17 U.S.C. § 107.', 'markdown'), []);
  });
});

describe('quotations beside citations in the sample brief', () => {
  it('"[s]ubject to sections 107 through 122." goes with § 106, which it quotes, not the § 107 after it', async () => {
    const fs = await import('node:fs');
    const text = fs.readFileSync(new URL('../../../samples/sample-brief.md', import.meta.url), 'utf8');
    const citations = findCitations(text);
    const map = quotationsByCitation(text, citations, findQuotations(text, 'markdown'));
    const pairs = [...map].flatMap(([c, qs]) => qs.map((q) => [c.canonical, quotedWords(q)]));
    assert.deepEqual(pairs, [['17 U.S.C. § 106', '[s]ubject to sections 107 through 122.']]);
  });
});
