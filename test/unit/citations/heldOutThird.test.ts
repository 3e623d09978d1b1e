import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { HELD_OUT_THIRD } from './heldOutThird';

describe('citations: third held-out set, citations as running text writes them', () => {
  it('holds at least 400 strings', () => {
    assert.ok(HELD_OUT_THIRD.length >= 400, String(HELD_OUT_THIRD.length));
  });

  for (const [text, ...expected] of HELD_OUT_THIRD) {
    it(text, () => {
      const found = findCitations(text).map((c) => [c.canonical, c.state, c.corpusType]);
      assert.deepEqual(found, expected);
    });
  }
});
