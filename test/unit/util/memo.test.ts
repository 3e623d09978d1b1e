import * as assert from 'node:assert/strict';
import { Memo } from '../../../src/core/util/memo';

describe('Memo', () => {
  it('callers at once share one call, and later callers the same answer', async () => {
    let calls = 0;
    const memo = new Memo(async () => ++calls);
    assert.deepEqual(await Promise.all([memo.get(), memo.get()]), [1, 1]);
    assert.equal(await memo.get(), 1);
    assert.equal(calls, 1);
  });

  it('a failure is not kept: the next get retries', async () => {
    let calls = 0;
    const memo = new Memo(async () => {
      calls++;
      if (calls === 1) throw new Error('unreachable');
      return 'pricing';
    });
    await assert.rejects(memo.get(), /unreachable/);
    assert.equal(await memo.get(), 'pricing');
    assert.equal(calls, 2);
  });

  it('reset() makes the next get call again, and a stale failure does not clear the new value', async () => {
    let calls = 0;
    let fail: (e: Error) => void = () => undefined;
    const memo = new Memo(() => (++calls === 1 ? new Promise<number>((_, reject) => (fail = reject)) : Promise.resolve(calls)));
    const first = memo.get();
    memo.reset();
    assert.equal(await memo.get(), 2);
    fail(new Error('late'));
    await assert.rejects(first, /late/);
    assert.equal(await memo.get(), 2);
    assert.equal(calls, 2);
  });
});
