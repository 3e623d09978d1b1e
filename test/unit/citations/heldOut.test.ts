import { strict as assert } from 'node:assert';
import { findCitations } from '../../../src/core/citations/index';
import { HELD_OUT } from './heldOut';

describe('citations: held-out real-world forms', () => {
  it('holds at least 300 strings', () => {
    assert.ok(HELD_OUT.length >= 300, String(HELD_OUT.length));
  });

  for (const { text, expected } of HELD_OUT) {
    it(text, () => {
      const found = findCitations(text).map((c) => [c.canonical, c.pinpoint, c.state, c.corpusType]);
      assert.deepEqual(found, expected);
    });
  }
});
