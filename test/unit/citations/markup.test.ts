import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';

function spans(text: string): Array<[string, string]> {
  return findCitations(text).map((c) => {
    assert.equal(text.slice(c.start, c.end), c.text);
    return [c.text, c.canonical];
  });
}

describe('citations: LaTeX', () => {
  it('ties, \\S and \\S\\S, LaTeX dashes and spaces', () => {
    assert.deepEqual(spans('Jurisdiction lies under 28~U.S.C.~\\S~1331.'), [['28~U.S.C.~\\S~1331', '28 U.S.C. § 1331']]);
    assert.deepEqual(spans('28~U.S.C.~\\S\\S~1331--1332'), [['28~U.S.C.~\\S\\S~1331', '28 U.S.C. § 1331'], ['1332', '28 U.S.C. § 1332']]);
    assert.deepEqual(spans('42 U.S.C.\\ \\S\\,1983'), [['42 U.S.C.\\ \\S\\,1983', '42 U.S.C. § 1983']]);
    // The empty group is how LaTeX keeps the space after a command: it prints `42 U.S.C. § 1983`.
    assert.deepEqual(spans('42 U.S.C. \\textsection{} 1983'), [['42 U.S.C. \\textsection{} 1983', '42 U.S.C. § 1983']]);
    assert.deepEqual(spans('42 U.S.C. \\textsection 1983'), [['42 U.S.C. \\textsection 1983', '42 U.S.C. § 1983']]);
  });

  it('Id. inside \\emph or \\textit', () => {
    assert.deepEqual(spans('28 U.S.C. \\S~1367(a); \\emph{Id.}~\\S~1367(c).'), [
      ['28 U.S.C. \\S~1367(a)', '28 U.S.C. § 1367'],
      ['Id.}~\\S~1367(c)', '28 U.S.C. § 1367'],
    ]);
  });

  it('state citations in LaTeX', () => {
    assert.deepEqual(spans('Cal.~Civ.~Code~\\S~3294'), [['Cal.~Civ.~Code~\\S~3294', 'Cal. Civ. Code § 3294']]);
  });
});

describe('citations: Markdown and HTML', () => {
  it('inside links, emphasis and tables', () => {
    assert.deepEqual(spans('[42 U.S.C. § 1983](https://www.law.cornell.edu/uscode/text/42/1983)'), [['42 U.S.C. § 1983', '42 U.S.C. § 1983']]);
    assert.deepEqual(spans('**42 U.S.C. § 1983** and [§ 1985(3)](https://example.com/42/1985) and *Id.* § 1986.'), [
      ['42 U.S.C. § 1983', '42 U.S.C. § 1983'],
      ['§ 1985(3)', '42 U.S.C. § 1985'],
      ['Id.* § 1986', '42 U.S.C. § 1986'],
    ]);
    assert.deepEqual(spans('| 42 U.S.C. § 1983 | 29 CFR 1926.501 |'), [['42 U.S.C. § 1983', '42 U.S.C. § 1983'], ['29 CFR 1926.501', '29 C.F.R. § 1926.501']]);
    assert.deepEqual(spans('> 42 U.S.C. § 1983\n> § 1988'), [['42 U.S.C. § 1983', '42 U.S.C. § 1983'], ['§ 1988', '42 U.S.C. § 1988']]);
  });

  it('URLs that merely contain section numbers are not citations', () => {
    assert.deepEqual(spans('[text](https://uscode.house.gov/view.xhtml?req=(title:16%20section:1536%20edition:prelim))'), []);
    assert.deepEqual(spans('https://example.com/5%20U.S.C.%20%C2%A7%20704'), []);
  });

  it('HTML entities', () => {
    assert.deepEqual(spans('42 U.S.C.&nbsp;&sect;&nbsp;1983 and &sect;&sect; 1985&ndash;1986'), [
      ['42 U.S.C.&nbsp;&sect;&nbsp;1983', '42 U.S.C. § 1983'],
      ['&sect;&sect; 1985', '42 U.S.C. § 1985'],
      ['1986', '42 U.S.C. § 1986'],
    ]);
    assert.deepEqual(spans('Cal. Bus. &amp; Prof. Code § 17200'), [['Cal. Bus. &amp; Prof. Code § 17200', 'Cal. Bus. & Prof. Code § 17200']]);
  });
});

describe('citations: offsets', () => {
  it('are UTF-16 offsets, past emoji and other non-BMP characters', () => {
    const text = '😀👍🏽 𝒮𝑒𝑒 42 U.S.C. § 1983 and 𝟚𝟘 Cal. Civ. Code § 3294';
    const found = findCitations(text);
    assert.deepEqual(found.map((c) => c.text), ['42 U.S.C. § 1983', 'Cal. Civ. Code § 3294']);
    assert.equal(found[0].start, text.indexOf('42 U.S.C.'));
    // 😀 (2) 👍🏽 (2 + 2) space (1) 𝒮𝑒𝑒 (3 × 2) space (1): 14 UTF-16 units, 10 code points.
    assert.equal(found[0].start, 14);
    for (const c of found) assert.equal(text.slice(c.start, c.end), c.text);
  });

  it('span a citation broken across lines', () => {
    const text = 'provision, 31 U.S.C.\n\n          5322, and';
    const [c] = findCitations(text);
    assert.equal(c.start, 11);
    assert.equal(c.end, text.indexOf(', and'));
  });
});
