import * as assert from 'node:assert/strict';
import { CreditLedger, CreditStore, localDay } from '../../../src/core/lookup/credits';

class MemoryStore implements CreditStore {
  value: { day: string; credits: number } | undefined;
  get() {
    return this.value;
  }
  set(value: { day: string; credits: number }) {
    this.value = value;
  }
}

describe('CreditLedger', () => {
  it('adds each reply\'s credits to the session and to the day, and keeps the day in the store', () => {
    const store = new MemoryStore();
    let day = '2026-11-21';
    const ledger = new CreditLedger(store, () => day);
    ledger.add(1);
    ledger.add(5);
    assert.equal(ledger.session, 6);
    assert.equal(ledger.todayTotal, 6);
    assert.deepEqual(store.value, { day: '2026-11-21', credits: 6 });
    // A reload: a new ledger reads the day's total back, the session starts at zero.
    const reloaded = new CreditLedger(store, () => day);
    assert.equal(reloaded.session, 0);
    assert.equal(reloaded.todayTotal, 6);
    day = '2026-11-22';
    assert.equal(reloaded.todayTotal, 0, 'a new day starts at zero');
    reloaded.add(2);
    assert.deepEqual(store.value, { day: '2026-11-22', credits: 2 });
  });

  it('ignores free replies and nonsense', () => {
    const store = new MemoryStore();
    const ledger = new CreditLedger(store, () => '2026-11-21');
    for (const credits of [0, -3, Number.NaN]) ledger.add(credits);
    assert.equal(ledger.session, 0);
    assert.equal(store.value, undefined);
  });

  it('the day is the local calendar day', () => {
    assert.equal(localDay(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  });
});
