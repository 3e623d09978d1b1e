import * as assert from 'node:assert/strict';
import { commandLink, markdownText, stripControls } from '../../../src/core/util/markdown';

/** True when every ASCII punctuation character in `md` is backslash-escaped (an escaped backslash counts as a pair). */
function allPunctuationEscaped(md: string): boolean {
  for (let i = 0; i < md.length; i++) {
    if (md[i] === '\\') {
      i++;
      continue;
    }
    if (/[!-/;-@[-`{-~]/.test(md[i]) || (md[i] === ':' && md[i + 1] === '/')) return false;
  }
  return true;
}

describe('Markdown text for hovers and tooltips', () => {
  it('item 2: newlines, setext = and ~, # and $(icon) in service text cannot form Markdown', () => {
    const hostile = 'Fair use\n=====\n~~struck~~ # Heading\r\n$(alert) [x](command:statutes.setApiKey?%5B%22k%22%5D) <img src=x> &amp; http://2130706433/beacon\u2028tail\u202e';
    const md = markdownText(hostile);
    assert.ok(!/[\r\n\u2028\u2029\u202e]/.test(md), md);
    assert.ok(allPunctuationEscaped(md), md);
    assert.ok(md.includes('\\$\\(alert\\)'));
    assert.ok(md.includes('http\\:\\/\\/2130706433'), 'the URL is split where autolinking would start');
    assert.equal(markdownText('Limitations on exclusive rights: Fair use'), 'Limitations on exclusive rights: Fair use');
    assert.equal(stripControls('a\n\nb\tc\u0007d\u202ee'), 'a b cde');
  });

  it('item 2: a ) or other URL-safe punctuation in a command-link argument cannot cut the link', () => {
    const args = [{ text: "17 U.S.C. § 107) [evil](command:statutes.setApiKey) (a)!*'~" }];
    const link = commandLink('Copy', 'statutes.copyCitation', args);
    const destination = /^\[Copy\]\(command:statutes\.copyCitation\?([^()\s]*)\)$/.exec(link);
    assert.ok(destination, link);
    assert.deepEqual(JSON.parse(decodeURIComponent(destination[1])), args);
    assert.equal(commandLink('Log', 'statutes.showLog'), '[Log](command:statutes.showLog)');
  });
});
