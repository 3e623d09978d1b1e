import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { HELD_OUT_SECOND } from './heldOutSecond';

describe('citations: second held-out set of real-world forms', () => {
  it('holds at least 400 strings', () => {
    assert.ok(HELD_OUT_SECOND.length >= 400, String(HELD_OUT_SECOND.length));
  });

  for (const [text, ...expected] of HELD_OUT_SECOND) {
    it(text, () => {
      const found = findCitations(text).map((c) => [c.canonical, c.state, c.corpusType]);
      assert.deepEqual(found, expected);
    });
  }
});
