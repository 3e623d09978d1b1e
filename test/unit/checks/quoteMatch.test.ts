// The quotation matcher on real statute text: what legal writing may change in a quotation is allowed,
// a changed word is not, and a mismatch comes with the statute's exact words and a word-level difference.
import * as assert from 'node:assert/strict';
import { outlineOf } from '../../../src/core/checks/pinpoints';
import { matchQuotation } from '../../../src/core/checks/quoteMatch';
import { START_TIMEOUT_MS } from '../service/helpers';
import { DC_47_2002, RealTexts, S107, S115 } from './texts';

describe('quotation matcher on real statute text', function () {
  this.timeout(START_TIMEOUT_MS);
  let texts: RealTexts;
  let s107: string;
  let s115then: string;
  let s115now: string;
  before(async () => {
    texts = await RealTexts.start('interface');
    s107 = outlineOf(await texts.body(S107)).text;
    s115then = outlineOf(await texts.body(S115, '2014-01-01')).text;
    s115now = outlineOf(await texts.body(S115)).text;
  });
  after(async () => texts?.close());

  it('§ 107 quoted exactly matches, and gives the statute\'s words', () => {
    const m = matchQuotation('the nature of the copyrighted work;', s107);
    assert.equal(m.verdict, 'matches');
    assert.equal(m.exact, 'the nature of the copyrighted work');
  });

  it('allows ellipses, a bracketed first letter, a changed first-letter case, smart quotes and line-end hyphenation', () => {
    const allowed = [
      '[T]he fair use of a copyrighted work . . . for purposes such as criticism, comment, news reporting, teaching . . . is not an infringement of copyright.',
      'The fair use of a copyrighted work … is not an infringement of copyright',
      'In determining whether the use made of a work in any particular case is a fair use the factors to be con-\nsidered shall include',
      'the fact that a work is unpublished shall not itself bar a finding of fair use',
      '[the] effect of the use upon the potential market for or value of the copyrighted work',
      'The fact that a work is unpublished shall not itself bar a finding of fair use if such finding is made upon consideration of all the above factors.',
    ];
    for (const quote of allowed) assert.equal(matchQuotation(quote, s107).verdict, 'matches', quote);
  });

  it('allows leaving out an internal citation, and the writer\'s own bracketed words', () => {
    // 17 U.S.C. § 115 (2014) cites "(1) and (3) of section 106" in running text; D.C. Code § 47-2002 cites codes in parentheses.
    assert.equal(matchQuotation('the exclusive rights provided by clauses (1) and (3) of section 106, to make and to distribute phonorecords of such works, are subject to compulsory licensing', s115then).verdict, 'matches');
    assert.equal(matchQuotation('the exclusive rights [of § 106] to make and to distribute phonorecords of such works, are subject to compulsory licensing', s115then).verdict, 'matches');
    assert.equal(matchQuotation('[The Act\'s] exclusive rights provided by clauses (1) and (3) of section 106', s115then).verdict, 'matches');
    // A bracket stands for a few words, not for a passage.
    assert.notEqual(matchQuotation('In the case of nondramatic musical works, [the] conditions specified by this section', s115then).verdict, 'matches');
    const withCitation = 'shall be subject to compulsory licensing (17 U.S.C. 106) under the conditions';
    assert.equal(matchQuotation('shall be subject to compulsory licensing under the conditions', withCitation).verdict, 'matches');
  });

  it('"may" for "shall" in § 107 differs: exact words and a word-level difference', () => {
    const m = matchQuotation('In determining whether the use made of a work in any particular case is a fair use the factors to be considered may include', s107);
    assert.equal(m.verdict, 'differs');
    assert.equal(m.exact, 'In determining whether the use made of a work in any particular case is a fair use the factors to be considered shall include');
    assert.deepEqual(
      m.diff?.filter((p) => p.kind !== 'same'),
      [
        { kind: 'deleted', text: 'may' },
        { kind: 'inserted', text: 'shall' },
      ],
    );
  });

  it('§ 115: a sentence of the 2014 text matches 2014 and differs from 2025, whose words are given', () => {
    const quote = 'To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office.';
    assert.equal(matchQuotation(quote, s115then).verdict, 'matches');
    const now = matchQuotation(quote, s115now);
    assert.equal(now.verdict, 'differs');
    assert.match(now.exact ?? '', /^To be entitled to receive royalties under a compulsory license obtained under subsection \(b\)\(1\) the copyright owner must be identified in the registration or other public records of the Copyright Office$/);
    assert.ok(now.diff?.some((p) => p.kind === 'inserted' && /obtained/.test(p.text)));
  });

  it('D.C. Code § 47-2002: the 2021 rate quoted against a later version differs in the figure only', async () => {
    const versions = await Promise.all(['2021-10-18', undefined].map(async (d) => outlineOf(await texts.body(DC_47_2002, d)).text));
    const sentence = /The rate of such tax shall be [^.]*?\d+\.\d+%[^.]*?of the gross receipts/.exec(versions[0])?.[0];
    assert.ok(sentence, 'the 2021 text states its rate');
    assert.equal(matchQuotation(sentence, versions[0]).verdict, 'matches');
    const later = matchQuotation(sentence.replace(/\d+\.\d+%/, '9.99%'), versions[0]);
    assert.equal(later.verdict, 'differs');
    assert.ok(later.diff?.some((p) => p.kind === 'deleted' && p.text.includes('9')));
  });

  it('language the statute does not contain is absent, not a mismatch', () => {
    assert.equal(matchQuotation('a court must weigh all four factors together in light of the purposes of copyright', s107).verdict, 'absent');
  });
});
