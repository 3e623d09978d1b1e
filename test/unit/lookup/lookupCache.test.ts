import * as assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CitationInfo } from '../../../src/core/lookup/lookup';
import { LookupCache, LookupCacheOptions, MAX_CACHE_FILE_CHARS, MAX_CACHED_ANSWERS } from '../../../src/core/lookup/lookupCache';
import { folderCacheStorage } from '../../../src/services/cacheFile';
import { MemoryStorage } from '../fakes/fakeClient';

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

describe('LookupCache over one folder shared by two windows (item 13)', () => {
  let folder: string;
  let clock: number;
  const now = (): number => clock;
  const NAME = 'lookup-cache.json';
  const file = (): string => path.join(folder, NAME);

  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lookup-cache-'));
    clock = Date.parse('2026-11-22T12:00:00Z');
  });

  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  /** A window's cache: the extension's own file storage over the shared folder. */
  const window = (options: LookupCacheOptions = {}): LookupCache => new LookupCache(folderCacheStorage(folder, NAME), { now, ...options });

  it('item 13: two windows keep each other\'s answers', async () => {
    const a = window();
    const b = window();
    await Promise.all([a.load(), b.load()]);
    a.set('107', info('17 U.S.C. § 107', '2025-08-26', clock));
    b.set('101', info('35 U.S.C. § 101', '2025-08-26', clock));
    await a.save();
    await b.save();
    const c = window();
    await c.load();
    assert.equal(c.get('107')?.canonical, '17 U.S.C. § 107', "the first window's answer was lost");
    assert.equal(c.get('101')?.canonical, '35 U.S.C. § 101');
    assert.equal(b.get('107')?.canonical, '17 U.S.C. § 107', "the second window did not take in the first window's answer");
  });

  it('item 13: five windows saving at once lose nothing, and no file is left half-written', async () => {
    const windows = Array.from({ length: 5 }, () => window());
    await Promise.all(windows.map((w) => w.load()));
    windows.forEach((w, i) => {
      for (let j = 0; j < 20; j++) w.set(`${i}-${j}`, info(`1 U.S.C. § ${i * 100 + j}`, undefined, clock));
    });
    await Promise.all(windows.map((w) => w.save()));
    const reader = window();
    await reader.load();
    assert.equal(reader.size, 100);
    assert.deepEqual((await fs.readdir(folder)).sort(), [NAME]);
  });

  it('item 13: "Clear Cached Answers" in one window is not undone by the other\'s next save', async () => {
    const a = window();
    const b = window();
    a.set('107', info('17 U.S.C. § 107', '2025-08-26', clock));
    await a.save();
    await b.load();
    assert.ok(b.get('107'));
    clock += 1_000;
    a.clear();
    await a.save();
    clock += 1_000;
    b.set('108', info('17 U.S.C. § 108', '2025-08-26', clock));
    await b.save();
    const c = window();
    await c.load();
    assert.equal(c.get('107'), undefined, 'the cleared answer came back');
    assert.equal(b.get('107'), undefined, 'the other window still shows the cleared answer after saving');
    assert.equal(c.get('108')?.canonical, '17 U.S.C. § 108', 'an answer fetched after the clear was lost');
  });

  it('item 13: a corrupt file is kept aside and reported, not dropped silently', async () => {
    await fs.writeFile(file(), '{"version":2,"clearedAt":0,"services":{"x":{"entries":[["a",');
    const problems: string[] = [];
    const cache = window({ onProblem: (m) => problems.push(m) });
    await cache.load();
    assert.equal(problems.length, 1);
    assert.match(problems[0], /could not be read; it was kept as .*unreadable/);
    const aside = (await fs.readdir(folder)).filter((f) => f.startsWith(`${NAME}.unreadable-`));
    assert.equal(aside.length, 1);
    assert.equal(await fs.readFile(path.join(folder, aside[0]), 'utf8'), '{"version":2,"clearedAt":0,"services":{"x":{"entries":[["a",');
    cache.set('1', info('1 U.S.C. § 1', undefined, clock));
    await cache.save();
    const again = window();
    await again.load();
    assert.ok(again.get('1'), 'the new file is not readable');
  });

  it('item 13: a malformed entry is dropped and reported, and the hover never gets it', async () => {
    const good = info('17 U.S.C. § 107', '2025-08-26', clock);
    const section = good.section!;
    const entries = [
      ['good', good],
      ['no-actId', { ...good, section: { ...section, actId: undefined } }],
      ['resolved-without-section', { ...good, section: null }],
      ['canonical-not-text', { ...good, canonical: 107 }],
      ['title-too-long', { ...good, section: { ...section, title: 'x'.repeat(100_000) } }],
      ['not-an-object', 'hello'],
      ['breadcrumb-not-a-list', { ...good, section: { ...section, breadcrumb: 'Title 17' } }],
    ];
    await fs.writeFile(file(), JSON.stringify({ version: 2, clearedAt: 0, services: { '': { entries, latest: [] } } }));
    const problems: string[] = [];
    const cache = window({ onProblem: (m) => problems.push(m) });
    await cache.load();
    assert.equal(cache.get('good')?.canonical, '17 U.S.C. § 107');
    for (const [key] of entries.slice(1, -1)) assert.equal(cache.get(key as string), undefined, `${key as string} was returned`);
    // A list the decoder can read as empty is read as the network answer would be: no breadcrumb.
    assert.deepEqual(cache.get('breadcrumb-not-a-list')?.section?.breadcrumb, []);
    assert.deepEqual(problems, ['5 malformed answers were dropped from the answers cache.']);
  });

  it('item 13: a fetchedAt that is not a date counts as expired', async () => {
    const cache = window();
    const entries = [
      ['text', { ...info('1 U.S.C. § 1', undefined, clock), fetchedAt: '2026-11-22' }],
      ['null', { ...info('1 U.S.C. § 2', undefined, clock), fetchedAt: null }],
      ['far-future', { ...info('1 U.S.C. § 3', undefined, clock), fetchedAt: 1e300 }],
    ];
    await fs.writeFile(file(), JSON.stringify({ version: 2, clearedAt: 0, services: { '': { entries, latest: [] } } }));
    await cache.load();
    for (const [key] of entries) assert.equal(cache.get(key as string), undefined, `${key as string} was trusted`);
    cache.set('nan', info('1 U.S.C. § 4', undefined, Number.NaN));
    assert.equal(cache.get('nan'), undefined, 'an answer fetched at NaN never expires');
  });

  it('item 13: the per-code date table is pruned with the answers', async () => {
    const cache = window();
    for (let title = 1; title <= 30; title++) cache.set(`t${title}`, { ...info(`${title} U.S.C. § 1`, '2025-08-26', clock), section: { ...info('', '2025-08-26', clock).section!, titleNumber: String(title) } });
    clock += 8 * DAY;
    cache.set('fresh', info('17 U.S.C. § 107', '2025-08-26', clock));
    await cache.save();
    const stored = JSON.parse(await fs.readFile(file(), 'utf8')) as { services: Record<string, { entries: unknown[]; latest: [string, string][] }> };
    assert.equal(stored.services[''].entries.length, 1);
    assert.deepEqual(stored.services[''].latest, [['USC||17', '2025-08-26']]);
  });

  it('item 13: answers are kept apart per service URL', async () => {
    let service = 'https://statutes.example/';
    const a = window({ service: () => service });
    a.set('107', info('17 U.S.C. § 107', '2025-08-26', clock));
    service = 'https://other.example/';
    assert.equal(a.get('107'), undefined, "another service's answer was shown");
    a.set('107', info('17 U.S.C. § 107 (other)', '2025-08-26', clock));
    await a.save();
    const b = window({ service: () => 'https://statutes.example/' });
    await b.load();
    assert.equal(b.get('107')?.canonical, '17 U.S.C. § 107');
    service = 'https://statutes.example/';
    assert.equal(a.get('107')?.canonical, '17 U.S.C. § 107');
  });

  it('item 13: the cache is bounded in answers and in file size', async () => {
    assert.ok(MAX_CACHED_ANSWERS <= 5_000 && MAX_CACHE_FILE_CHARS <= 8 * 1024 * 1024);
    const counted = window({ maxEntries: 50 });
    for (let i = 0; i < 100; i++) counted.set(String(i), info(`1 U.S.C. § ${i}`, undefined, clock + i));
    assert.equal(counted.size, 50);
    assert.equal(counted.get('0'), undefined);
    assert.ok(counted.get('99'));
    const sized = window({ maxFileChars: 20_000 });
    for (let i = 0; i < 200; i++) sized.set(String(i), info(`1 U.S.C. § ${i}`, undefined, clock + i));
    await sized.save();
    const text = await fs.readFile(file(), 'utf8');
    assert.ok(text.length <= 20_000, `${text.length} characters written`);
    assert.ok(sized.get('199'), 'the newest answer was dropped');
    assert.equal(sized.get('0'), undefined, 'the oldest answer was kept');
  });
});
