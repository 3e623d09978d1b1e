import assert from 'node:assert/strict';
import { tokenizeWords, wordDiff, type WordDiffPart } from '../../../src/core/util/wordDiff';
import type { RunningService } from '../../service/service';
import { API, call, useRealDataService } from '../service/helpers';

const side = (parts: WordDiffPart[], drop: WordDiffPart['kind']) =>
  parts.filter((p) => p.kind !== drop).map((p) => p.text).join('');

describe('wordDiff', function () {
  it('marks a changed word inside a sentence, not the whole line', function () {
    const parts = wordDiff('The owner may authorize copies.', 'The owner shall authorize copies.');
    assert.deepEqual(parts, [
      { kind: 'same', text: 'The owner ' },
      { kind: 'deleted', text: 'may' },
      { kind: 'inserted', text: 'shall' },
      { kind: 'same', text: ' authorize copies.' },
    ]);
  });

  it('keeps punctuation and whitespace as their own tokens', function () {
    assert.deepEqual(tokenizeWords('§ 107(4), fair-use'), ['§', ' ', '107', '(', '4', ')', ',', ' ', 'fair', '-', 'use']);
  });

  it('gives back both texts exactly, and no two neighbouring parts of one kind', function () {
    const cases: Array<[string, string]> = [
      ['', ''],
      ['', 'new text'],
      ['old text', ''],
      ['a b c d e', 'a x c y e'],
      ['  spaces\n\nand lines ', 'spaces and\nlines'],
      ['ünïcödé — dash', 'unicode – dash'],
    ];
    for (const [before, after] of cases) {
      const parts = wordDiff(before, after);
      assert.equal(side(parts, 'inserted'), before);
      assert.equal(side(parts, 'deleted'), after);
      for (let i = 1; i < parts.length; i++) assert.notEqual(parts[i].kind, parts[i - 1].kind);
    }
  });

  describe('on 17 U.S.C. § 115 before and after the 2018 rewrite', function () {
    let service: RunningService;
    useRealDataService((started) => (service = started));

    const plain = async (asOf: string): Promise<string> => {
      const res = await call(service, `${API}/section/USC_T17_C1_S115/body?asOf=${asOf}`);
      assert.equal(res.status, 200, res.text);
      return res.json.plain as string;
    };

    it('redlines the whole section, keeping the unchanged wording as shared text', async function () {
      const before = await plain('2014-01-01');
      const after = await plain('2025-12-31');
      const parts = wordDiff(before, after);
      assert.equal(side(parts, 'inserted'), before);
      assert.equal(side(parts, 'deleted'), after);
      const same = parts.filter((p) => p.kind === 'same').reduce((n, p) => n + p.text.length, 0);
      // the compulsory-license wording the rewrite kept is found as shared, not deleted and reinserted
      assert.ok(same > before.length / 3, `${same} of ${before.length} characters shared`);
      assert.ok(parts.some((p) => p.kind === 'inserted' && /blanket license/i.test(p.text)));
    });
  });
});
