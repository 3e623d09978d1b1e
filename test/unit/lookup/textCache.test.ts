// Section texts kept across sessions: a second session (a new SectionTexts on the same file) reads
// them without a request, a clear in one empties them for all, and the file stays within its bound.
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { TextCache } from '../../../src/core/lookup/textCache';
import { SectionTexts } from '../../../src/core/lookup/sectionTexts';
import { folderCacheStorage } from '../../../src/services/cacheFile';
import { FakeClient, copyrightSections } from '../fakes/fakeClient';
import { tempDir } from '../service/helpers';

const FAIR_USE = 'USC_T17_C1_S107';
const EXCLUSIVE = 'USC_T17_C1_S106';

describe('TextCache: section texts kept across sessions', () => {
  it('a new session reads a kept text without a request, even with the service gone', async () => {
    const folder = tempDir('texts');
    const client = new FakeClient(copyrightSections());
    const first = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { service: () => 'http://127.0.0.1:1' });
    const texts = new SectionTexts(() => client.asClient(), undefined, undefined, first);
    const body = await texts.body(FAIR_USE, '2014-01-01');
    await first.save();
    assert.equal(client.calls.length, 1);

    const offline = new FakeClient(copyrightSections());
    offline.failWith = new Error('offline');
    const second = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { service: () => 'http://127.0.0.1:1' });
    const again = new SectionTexts(() => offline.asClient(), undefined, undefined, second);
    assert.equal((await again.cachedBody(FAIR_USE, '2014-01-01'))?.html, body.html);
    assert.deepEqual((await again.body(FAIR_USE, '2014-01-01')).plain, body.plain);
    assert.equal(offline.calls.length, 0);
    // Another date, or another service, is not the same text.
    assert.equal(await again.cachedBody(FAIR_USE), undefined);
    const otherService = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { service: () => 'http://127.0.0.1:2' });
    assert.equal(await otherService.get(FAIR_USE, '2014-01-01'), undefined);
  });

  it('a clear empties the kept texts for every window; an unreadable file is set aside', async () => {
    const folder = tempDir('texts');
    const client = new FakeClient(copyrightSections());
    const a = new TextCache(folderCacheStorage(folder, 'section-texts.json'));
    await new SectionTexts(() => client.asClient(), undefined, undefined, a).body(FAIR_USE);
    await a.save();
    const b = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { now: () => Date.now() + 5 });
    assert.ok(await b.get(FAIR_USE));
    b.clear();
    await b.save();
    const c = new TextCache(folderCacheStorage(folder, 'section-texts.json'));
    assert.equal(await c.get(FAIR_USE), undefined);

    fs.writeFileSync(path.join(folder, 'section-texts.json'), '{not json');
    const problems: string[] = [];
    const d = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { onProblem: (m) => problems.push(m) });
    assert.equal(await d.get(FAIR_USE), undefined);
    assert.match(problems[0], /could not be read; it was kept as/);
  });

  it('the file keeps within its bound, the least recently read texts leaving first', async () => {
    const folder = tempDir('texts');
    const client = new FakeClient(copyrightSections());
    let clock = 1_000_000;
    const cache = new TextCache(folderCacheStorage(folder, 'section-texts.json'), { maxFileChars: 1, now: () => clock++ });
    const texts = new SectionTexts(() => client.asClient(), undefined, undefined, cache);
    await texts.body(FAIR_USE);
    await texts.body(EXCLUSIVE);
    await cache.save();
    const stored = JSON.parse(fs.readFileSync(path.join(folder, 'section-texts.json'), 'utf8')) as { entries: [string][] };
    assert.equal(stored.entries.length, 1);
    assert.ok(stored.entries[0][0].endsWith(`${EXCLUSIVE}@`));
  });
});
