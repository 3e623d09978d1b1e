import * as assert from 'node:assert/strict';
import { LastCheck, LastChecks, lastCheckNote } from '../../../src/core/lookup/lastCheck';

function memory(): { value: Record<string, LastCheck> | undefined; get: () => Record<string, LastCheck> | undefined; set: (v: Record<string, LastCheck>) => void } {
  const store = { value: undefined as Record<string, LastCheck> | undefined, get: () => store.value, set: (v: Record<string, LastCheck>) => void (store.value = v) };
  return store;
}

describe('last check', () => {
  it('remembers each document\'s check and forgets the oldest past the bound', () => {
    const store = memory();
    const checks = new LastChecks(store, 2);
    checks.remember('file:///a.md', { checkedAt: '2026-11-22T10:00:00Z', skipped: [['STATE|ca|Cal. Civ. Code § 3294', 'no data']] });
    checks.remember('file:///b.md', { checkedAt: '2026-11-22T11:00:00Z', skipped: [] });
    checks.remember('file:///a.md', { checkedAt: '2026-11-22T12:00:00Z', skipped: [] });
    checks.remember('file:///c.md', { checkedAt: '2026-11-22T13:00:00Z', skipped: [] });
    assert.equal(checks.get('file:///b.md'), undefined, 'the oldest is forgotten');
    assert.equal(checks.get('file:///a.md')?.checkedAt, '2026-11-22T12:00:00Z');
    assert.ok(checks.get('file:///c.md'));
    checks.forget('file:///a.md');
    assert.equal(checks.get('file:///a.md'), undefined);
  });

  it('ignores a stored entry of the wrong shape', () => {
    const store = memory();
    store.value = { 'file:///a.md': { checkedAt: 5, skipped: null } as unknown as LastCheck };
    assert.equal(new LastChecks(store).get('file:///a.md'), undefined);
  });

  it('says when, in words: today or the day', () => {
    const checked = new Date(2026, 10, 22, 9, 5);
    assert.equal(lastCheckNote(checked.toISOString(), new Date(2026, 10, 22, 18, 0)), 'from the last check, today at 09:05');
    assert.equal(lastCheckNote(checked.toISOString(), new Date(2026, 10, 24, 8, 0)), 'from the last check, on 2026-11-22 at 09:05');
    assert.equal(lastCheckNote('not a date'), 'from the last check');
  });
});
