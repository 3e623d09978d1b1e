import * as assert from 'node:assert/strict';
import { citationForms } from '../../../src/core/lookup/shortFormInsert';

const plain = (full: string, pinpoint: string, before: string, format: 'markdown' | 'plaintext' | 'latex' = 'plaintext'): string[] =>
  citationForms(full, pinpoint, before, format).map((f) => f.plain);

describe('short forms when inserting', () => {
  it('offers Id. § 107(4) first right after § 107, then the short form, then the full one', () => {
    assert.deepEqual(plain('17 U.S.C. § 107', '(4)', 'Fair use is codified at 17 U.S.C. § 107. '), ['Id. § 107(4)', '§ 107(4)', '17 U.S.C. § 107(4)']);
  });
  it('offers Id. alone for the same section and pinpoint', () => {
    assert.deepEqual(plain('17 U.S.C. § 107', '(4)', 'See 17 U.S.C. § 107(4). ')[0], 'Id.');
    assert.deepEqual(plain('17 U.S.C. § 107', '', 'See 17 U.S.C. § 107. ').slice(0, 2), ['Id.', 'Id. § 107']);
  });
  it('offers Id. § 108 for another section of the same title', () => {
    assert.deepEqual(plain('17 U.S.C. § 108', '', 'See 17 U.S.C. § 107. '), ['Id. § 108', '§ 108', '17 U.S.C. § 108']);
  });
  it('does not offer Id. after a case cited in between, but still the short form', () => {
    assert.deepEqual(plain('17 U.S.C. § 107', '(4)', 'See 17 U.S.C. § 107; Campbell v. Acuff-Rose Music, Inc., 510 U.S. 569 (1994). '), ['§ 107(4)', '17 U.S.C. § 107(4)']);
  });
  it('offers only the full form after another title or code, or in an empty document', () => {
    assert.deepEqual(plain('17 U.S.C. § 107', '', 'See 17 U.S.C. § 106 and 1 U.S.C. § 1. '), ['17 U.S.C. § 107']);
    assert.deepEqual(plain('17 U.S.C. § 107', '', 'See D.C. Code § 47-2002. '), ['17 U.S.C. § 107']);
    assert.deepEqual(plain('17 U.S.C. § 107', '', ''), ['17 U.S.C. § 107']);
  });
  it('does not take Id. to a session law cited just before', () => {
    assert.deepEqual(plain('17 U.S.C. § 1504', '', 'See 17 U.S.C. § 1501; Pub. L. No. 116-260, 134 Stat. 1182. ')[0], '§ 1504');
  });
  it('writes Id. in italics as the format does, and every form reads back as the section', () => {
    const md = citationForms('17 U.S.C. § 107', '(4)', 'See 17 U.S.C. § 107. ', 'markdown').map((f) => f.text);
    assert.deepEqual(md, ['*Id.* § 107(4)', '§ 107(4)', '17 U.S.C. § 107(4)']);
    const tex = citationForms('17 U.S.C. § 107', '(4)', 'See 17~U.S.C.~\\S~107. ', 'latex').map((f) => f.text);
    assert.equal(tex[0], '\\emph{Id.} \\S~107(4)');
  });
});
