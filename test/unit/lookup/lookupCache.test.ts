import * as assert from 'node:assert/strict';
import type { CitationInfo } from '../../../src/core/lookup/lookup';
import { CacheStorage, LookupCache } from '../../../src/core/lookup/lookupCache';

const DAY = 86_400_000;

function info(canonical: string, currentThrough: string | undefined, fetchedAt: number, resolved = true): CitationInfo {
  return {
    canonical,
    resolved,
    subsection: null,
    fetchedAt,
    section: resolved ? { actId: canonical, citation: canonical, corpusType: 'USC', titleNumber: '17', breadcrumb: [], currentThrough, mock: false } : null,
  };
}

class MemoryStorage implements CacheStorage {
  writes = 0;
  constructor(public data?: string) {}
  async read(): Promise<string | undefined> {
    return this.data;
  }
  async write(data: string): Promise<void> {
    this.writes++;
    this.data = data;
  }
}

describe('LookupCache', () => {
  it('keeps answers for the TTL, "not found" for a shorter one', () => {
    let now = 1_000 * DAY;
    const cache = new LookupCache(undefined, { now: () => now });
    cache.set('a', info('17 U.S.C. § 107', '2025-08-26', now));
    cache.set('b', info('17 U.S.C. § 1599', undefined, now, false));
    now += 2 * DAY;
    assert.ok(cache.get('a'));
    assert.equal(cache.get('b'), undefined);
    now += 6 * DAY;
    assert.equal(cache.get('a'), undefined);
  });

  it('drops an answer when the same code has since been reported current through a later date', () => {
    const now = Date.now();
    const cache = new LookupCache(undefined, { now: () => now });
    cache.set('107', info('17 U.S.C. § 107', '2021-04-29', now));
    assert.ok(cache.get('107'));
    cache.set('108', info('17 U.S.C. § 108', '2025-08-26', now));
    assert.equal(cache.get('107'), undefined, 'an answer older than its code was kept');
    assert.ok(cache.get('108'));
  });

  it('persists across instances and survives a corrupt file', async () => {
    const storage = new MemoryStorage();
    const first = new LookupCache(storage);
    await first.load();
    first.set('a', info('1 U.S.C. § 1', '2025-08-26', Date.now()));
    await first.save();
    const second = new LookupCache(storage);
    await second.load();
    assert.equal(second.get('a')?.canonical, '1 U.S.C. § 1');
    const broken = new LookupCache(new MemoryStorage('{"version":1,"entries":[[1,'));
    await broken.load();
    assert.equal(broken.size, 0);
  });

  it('coalesces saves', async () => {
    const storage = new MemoryStorage();
    const cache = new LookupCache(storage);
    for (let i = 0; i < 100; i++) {
      cache.set(String(i), info(`35 U.S.C. § ${i}`, '2025-08-26', Date.now()));
      cache.saveSoon(20);
    }
    await new Promise((r) => setTimeout(r, 60));
    await cache.save();
    assert.equal(storage.writes, 1);
  });

  it('bounds its size, dropping the oldest', () => {
    const cache = new LookupCache(undefined, { maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, info(k, undefined, Date.now()));
    assert.equal(cache.size, 3);
    assert.equal(cache.get('a'), undefined);
  });
});
