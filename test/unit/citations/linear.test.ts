import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { MAX_LOOKAHEAD, scanGroups } from '../../../src/core/citations/scanner';
import type { Group } from '../../../src/core/citations/raw';

/** Anchors the scanner stops at (one bounded parse each) for `text`. */
function anchorsVisited(text: string): number {
  let anchors = 0;
  const groups: Group[] = [];
  scanGroups(text, 0, { lastEnd: 0 }, groups, () => {
    anchors++;
    return false;
  });
  return anchors;
}

const UNITS = [
  '§', '§§ ', 'U.S.C. ', '42 U.S.C. ', '(', 'Cal. Civ. Code § ', 'Id. § ', 'section 1 of title ', '\\S\\S~', '42 U.S.C. § 1983; ', 'A.B.C.D 1 ',
  // Divisions read level by level: chains of levels with and without a code's name.
  'Title 1, Chapter 2, ', 'Chapter 1 of Title 2 of the ', 'article 1, ', 'O.C.G.A. Title 9, ', 'Chapter 3.5 (commencing with Section 1) of ',
];

describe('citations: linear work', () => {
  for (const unit of UNITS) {
    it(`visits a number of anchors proportional to the input: ${JSON.stringify(unit)}`, () => {
      const small = anchorsVisited(unit.repeat(2000));
      const large = anchorsVisited(unit.repeat(8000));
      assert.ok(large <= 4 * small + 4, `${small} → ${large}`);
      assert.ok(large <= unit.length * 8000, 'at most one anchor per character');
    });
  }

  it('a list reaches a bounded distance, explanations between its items included', () => {
    const items = Array.from({ length: 60 }, (_, i) => `${1001 + i} (${'explains what the section does '.repeat(2)})`);
    const text = `42 U.S.C. §§ ${items.join('; ')}`;
    const found = findCitations(text);
    assert.ok(found.length > 10 && found.length < 60, String(found.length));
    assert.ok(found[found.length - 1].start - found[0].start < MAX_LOOKAHEAD / 2);
  });
});
