import * as assert from 'node:assert/strict';
import { SectionTexts } from '../../../src/core/lookup/sectionTexts';
import { FakeClient, copyrightSections } from '../fakes/fakeClient';

const FAIR_USE = 'USC_T17_C1_S107';
const EXCLUSIVE = 'USC_T17_C1_S106';

describe('SectionTexts: a text read once is not paid for again', () => {
  it('the same text and date are fetched once, another date once more', async () => {
    const client = new FakeClient(copyrightSections());
    const texts = new SectionTexts(() => client.asClient());
    const [a, b] = await Promise.all([texts.body(FAIR_USE), texts.body(FAIR_USE)]);
    assert.match(a.plain, /fair use/);
    assert.equal(a, b);
    await texts.body(FAIR_USE, '2020-01-01');
    await texts.body(FAIR_USE, '2020-01-01');
    assert.deepEqual(client.calls.map((c) => c.arg), [`${FAIR_USE}@`, `${FAIR_USE}@2020-01-01`]);
  });

  it('a record already known with its heading costs nothing', async () => {
    const client = new FakeClient(copyrightSections());
    const texts = new SectionTexts(() => client.asClient());
    const known = copyrightSections()[1].record;
    assert.equal(await texts.record(EXCLUSIVE, known), known);
    assert.equal((await texts.record(EXCLUSIVE)).title, 'Exclusive rights in copyrighted works');
    assert.equal(client.count('section'), 0);
    await texts.record(FAIR_USE);
    await texts.record(FAIR_USE);
    assert.equal(client.count('section'), 1);
  });

  it('a failure is forgotten so that the next read retries', async () => {
    const client = new FakeClient(copyrightSections());
    const texts = new SectionTexts(() => client.asClient());
    client.failWith = new Error('timed out');
    await assert.rejects(texts.related(FAIR_USE), /timed out/);
    client.failWith = undefined;
    assert.equal((await texts.related(FAIR_USE)).section?.actId, FAIR_USE);
    assert.equal(client.count('related'), 2);
  });

  it('keeps at most the bound, dropping the least recently read', async () => {
    const client = new FakeClient(copyrightSections());
    const texts = new SectionTexts(() => client.asClient(), 2);
    await texts.body(FAIR_USE, '2019-01-01');
    await texts.body(FAIR_USE, '2020-01-01');
    await texts.body(FAIR_USE, '2019-01-01'); // read again: now the most recent
    await texts.body(FAIR_USE, '2021-01-01'); // drops 2020
    await texts.body(FAIR_USE, '2019-01-01');
    assert.equal(client.count('sectionBody'), 3);
    await texts.body(FAIR_USE, '2020-01-01');
    assert.equal(client.count('sectionBody'), 4);
  });

  it('clear() forgets everything (another service)', async () => {
    const client = new FakeClient(copyrightSections());
    const texts = new SectionTexts(() => client.asClient());
    await texts.body(EXCLUSIVE);
    texts.clear();
    await texts.body(EXCLUSIVE);
    assert.equal(client.count('sectionBody'), 2);
  });
});
