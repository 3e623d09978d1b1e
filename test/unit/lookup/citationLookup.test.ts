import * as assert from 'node:assert/strict';
import { CancelledError } from '../../../src/core/api/errors';
import { findCitations } from '../../../src/core/citations';
import { CitationLookup } from '../../../src/core/lookup/lookup';
import { LookupCache } from '../../../src/core/lookup/lookupCache';
import { FakeClient, FakeClock, MemoryStorage, copyrightSections } from '../fakes/fakeClient';

const DAY = 86_400_000;

function setUp(storage = new MemoryStorage()) {
  const client = new FakeClient(copyrightSections());
  const clock = new FakeClock();
  const lookup = new CitationLookup(() => client.asClient(), new LookupCache(storage, { now: clock.now }), clock.now);
  return { client, clock, lookup, storage };
}

const [fairUse, exclusive, missing] = findCitations('17 U.S.C. § 107, 17 U.S.C. § 106 and 17 U.S.C. § 9999');

describe('CitationLookup: never pay twice', () => {
  it('callers asking at once share one resolve and one metadata call', async () => {
    const { client, lookup } = setUp();
    const answers = await Promise.all([lookup.lookup(fairUse), lookup.lookup(fairUse), lookup.lookup(fairUse)]);
    assert.equal(client.count('resolve'), 1);
    assert.equal(client.count('section'), 1);
    for (const info of answers) assert.equal(info.section?.title, 'Limitations on exclusive rights: Fair use');
    await lookup.flush();
  });

  it('a cached answer costs nothing, and cached() never calls', async () => {
    const { client, lookup } = setUp();
    assert.equal(await lookup.cached(exclusive), undefined);
    await lookup.lookup(exclusive);
    const before = client.calls.length;
    assert.equal((await lookup.lookup(exclusive)).resolved, true);
    assert.ok(await lookup.cached(exclusive));
    assert.equal(client.calls.length, before);
    // Resolve already carried the heading: no metadata call was made for § 106.
    assert.equal(client.count('section'), 0);
    await lookup.flush();
  });

  it('a caller that cancels stops waiting, but the paid answer is still kept', async () => {
    const { client, lookup } = setUp();
    client.hold();
    const abort = new AbortController();
    const waiting = lookup.resolve(exclusive, abort.signal);
    abort.abort();
    await assert.rejects(waiting, CancelledError);
    client.release();
    await new Promise((r) => setImmediate(r));
    assert.ok(await lookup.cached(exclusive), 'the answer arrived after the cancel and was cached');
    await lookup.lookup(exclusive);
    assert.equal(client.count('resolve'), 1);
    await lookup.flush();
  });

  it('"not found" is kept for a day, then asked again', async () => {
    const { client, clock, lookup } = setUp();
    assert.equal((await lookup.lookup(missing)).resolved, false);
    await lookup.lookup(missing);
    assert.equal(client.count('resolve'), 1);
    clock.advance(DAY + 1);
    await lookup.lookup(missing);
    assert.equal(client.count('resolve'), 2);
    await lookup.flush();
  });

  it('a failure is not kept: the next ask retries', async () => {
    const { client, lookup } = setUp();
    client.failWith = new Error('connection reset');
    await assert.rejects(lookup.lookup(exclusive), /connection reset/);
    client.failWith = undefined;
    assert.equal((await lookup.lookup(exclusive)).resolved, true);
    assert.equal(client.count('resolve'), 2);
    await lookup.flush();
  });

  it('answers survive a restart through the storage', async () => {
    const first = setUp();
    await first.lookup.lookup(fairUse);
    await first.lookup.flush();
    assert.equal(first.storage.writes, 1);
    const second = setUp(first.storage);
    assert.equal((await second.lookup.lookup(fairUse)).section?.title, 'Limitations on exclusive rights: Fair use');
    assert.equal(second.client.calls.length, 0);
  });

  it('forget() drops every answer, so the next ask pays again', async () => {
    const { client, lookup } = setUp();
    await lookup.lookup(exclusive);
    lookup.forget();
    await lookup.lookup(exclusive);
    assert.equal(client.count('resolve'), 2);
    await lookup.flush();
  });
});
