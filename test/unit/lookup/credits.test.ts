import * as assert from 'node:assert/strict';
import { CreditLedger, CreditStore, localDay } from '../../../src/core/lookup/credits';

/** globalState as every window sees it: one map of keys. */
class MemoryStore implements CreditStore {
  readonly values = new Map<string, unknown>();
  keys() {
    return [...this.values.keys()];
  }
  get(key: string) {
    return this.values.get(key);
  }
  set(key: string, value: { day: string; credits: number } | undefined) {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
  }
}

describe('CreditLedger', () => {
  it('adds each reply\'s credits to the session and to the day, and keeps the day in the store', () => {
    const store = new MemoryStore();
    let day = '2026-11-21';
    const ledger = new CreditLedger(store, () => day, 'a');
    ledger.add(1);
    ledger.add(5);
    assert.equal(ledger.session, 6);
    assert.equal(ledger.todayTotal, 6);
    // A reload: a new ledger reads the day's total back, the session starts at zero.
    const reloaded = new CreditLedger(store, () => day, 'b');
    assert.equal(reloaded.session, 0);
    assert.equal(reloaded.todayTotal, 6);
    reloaded.add(3);
    assert.equal(reloaded.todayTotal, 9);
    day = '2026-11-22';
    assert.equal(reloaded.todayTotal, 0, 'a new day starts at zero');
    reloaded.add(2);
    assert.equal(reloaded.todayTotal, 2);
    assert.deepEqual(store.keys(), ['statutes.credits.b'], 'yesterday\'s entries are dropped');
  });

  it('two windows spending on the same day: each counts its own session, today counts both, and today is never less than the session', () => {
    const store = new MemoryStore();
    const day = () => '2026-11-22';
    const first = new CreditLedger(store, day, 'first');
    const second = new CreditLedger(store, day, 'second');
    for (let i = 0; i < 20; i++) {
      first.add(7);
      second.add(2);
    }
    assert.equal(first.session, 140);
    assert.equal(second.session, 40);
    assert.equal(first.todayTotal, 180);
    assert.equal(second.todayTotal, 180);
    // Another window that still writes the single shared total (an earlier version) overwrites it with
    // its own smaller figure: this session's spending still counts in full.
    store.set('statutes.creditsToday', { day: '2026-11-22', credits: 5 });
    first.add(1);
    assert.ok(first.todayTotal >= first.session, `today ${first.todayTotal} < session ${first.session}`);
    assert.equal(first.todayTotal, 141 + 40 + 5);
  });

  it('a session that ran entirely today never shows more spent this session than today, whatever is stored', () => {
    const store = new MemoryStore();
    const ledger = new CreditLedger(store, () => '2026-11-22', 'w');
    ledger.add(100);
    store.values.clear(); // another window, or a cleared store, wiped everything
    assert.equal(ledger.todayTotal, 100);
    ledger.add(18);
    assert.equal(ledger.todayTotal, 118);
    assert.deepEqual(store.get('statutes.credits.w'), { day: '2026-11-22', credits: 118 });
  });

  it('ignores free replies and nonsense', () => {
    const store = new MemoryStore();
    const ledger = new CreditLedger(store, () => '2026-11-21');
    for (const credits of [0, -3, Number.NaN]) ledger.add(credits);
    store.set('statutes.credits.x', { day: '2026-11-21', credits: -4 } as never);
    store.values.set('statutes.credits.y', 'garbage');
    assert.equal(ledger.session, 0);
    assert.equal(ledger.todayTotal, 0);
  });

  it('the day is the local calendar day', () => {
    assert.equal(localDay(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  });
});
