import * as assert from 'node:assert/strict';
import { wrapText } from '../../../src/core/util/wrapText';

describe('wrapText', () => {
  it('leaves short lines alone', () => assert.equal(wrapText('(a) Short.\n    (1) Also short.', 40), '(a) Short.\n    (1) Also short.'));
  it('wraps long lines under their own indentation, losing no word', () => {
    const line = '    (1) ' + Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const wrapped = wrapText(line, 50).split('\n');
    assert.ok(wrapped.length > 1);
    assert.ok(wrapped.every((l) => l.length <= 50 && l.startsWith('    ')));
    assert.equal(wrapped.map((l) => l.trim()).join(' '), line.trim());
  });
  it('keeps a word longer than the width whole', () => assert.equal(wrapText('x'.repeat(60), 50), 'x'.repeat(60)));
});
