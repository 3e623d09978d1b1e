import assert from 'node:assert/strict';
import { terminalSafe } from '../../../src/cli/main';

describe('command line: what reaches the terminal', function () {
  it('shows escape sequences and other control characters from service text as U+FFFD, keeping newlines and tabs', function () {
    const hostile = 'brief.md:3:1: error: \u001b]0;owned\u0007\u001b[2J§ 107\u009b31m\r\n\tnext\n';
    assert.equal(terminalSafe(hostile), 'brief.md:3:1: error: \uFFFD]0;owned\uFFFD\uFFFD[2J§ 107\uFFFD31m\uFFFD\n\tnext\n');
  });

  it('leaves ordinary legal text alone', function () {
    const text = 'brief.md:6:20: warning: The statute reads: “the factors to be considered shall include” — § 107(4).\n';
    assert.equal(terminalSafe(text), text);
  });
});
