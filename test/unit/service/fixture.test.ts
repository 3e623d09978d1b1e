import assert from 'node:assert/strict';
import fs from 'node:fs';
import { FIXTURE_DIR, type RunningService, startService } from '../../service/service';
import { API, START_TIMEOUT_MS, call, tempDir } from './helpers';

describe('statute service: the built-in fixture corpus', function () {
  let service: RunningService;
  let cache: string;

  before(async function () {
    this.timeout(START_TIMEOUT_MS);
    cache = tempDir('statute-fixture-cache');
    service = await startService({ port: 0, dataDir: FIXTURE_DIR, cacheDir: cache, env: {} });
  });

  after(async () => {
    await service?.close();
    fs.rmSync(cache, { recursive: true, force: true });
  });

  it('imports every corpus of the fixture into a cache file, then starts warm from it', async function () {
    this.timeout(START_TIMEOUT_MS);
    assert.equal(service.corpus.fromCache, false);
    assert.ok(fs.existsSync(service.corpus.cachePath));
    const summary = await call(service, '/__admin/corpus', { key: null });
    assert.deepEqual(summary.json.sections, { USC: 9, CFR: 3, STATE: 3 });
    const again = await startService({ port: 0, dataDir: FIXTURE_DIR, cacheDir: cache, env: {} });
    try {
      assert.equal(again.corpus.fromCache, true);
      assert.equal(again.corpus.cachePath, service.corpus.cachePath);
    } finally {
      await again.close();
    }
  });

  it('uses the default demo key', async () => {
    const res = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'demo-key' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-credits-remaining'), '9999');
  });

  it('nests flat CFR paragraphs and anchors each pinpoint', async () => {
    const res = await call(service, `${API}/section/CFR_T1_P2_S2_1/body`, { key: 'demo-key' });
    for (const id of ['a', 'b', 'b-1', 'b-2', 'b-2-i', 'b-2-ii', 'c']) assert.match(res.json.html, new RegExp(`id="${id}"`), id);
    assert.equal(res.json.plain, '§ 2.1 Scope.\n\n(a) This part describes the fixture committee.\n(b) The committee—\n  (1) Meets twice a year;\n  (2) Keeps records, which include—\n    (i) Minutes; and\n    (ii) Votes.\n(c) Nothing in this part binds a reader.\n');
    const reserved = await call(service, `${API}/section/CFR_T1_P2_S2_2`, { key: 'demo-key' });
    assert.equal(reserved.json.section.actStatus, 'reserved');
  });

  it('keeps D.C. enumerators with hyphens addressable', async () => {
    const res = await call(service, `${API}/section/STATE_DC_T47_C20_S47-2001/body`, { key: 'demo-key' });
    assert.match(res.json.html, /id="g_1" data-pinpoint="\(g-1\)"/);
    const repealed = await call(service, `${API}/section/STATE_DC_T47_C20_S47-2003`, { key: 'demo-key' });
    assert.equal(repealed.json.section.actStatus, 'repealed');
  });

  it('answers versions as of a date', async () => {
    const get = async (id: string, date: string) => (await call(service, `${API}/section/${id}/body?asOf=${date}`, { key: 'demo-key' })).json;
    assert.ok((await get('USC_T17_C1_S115', '2025-12-31')).plain.length > (await get('USC_T17_C1_S115', '2014-01-01')).plain.length);
    assert.equal((await get('USC_T17_C15_S1501', '2015-01-01')).asOf.existed, false);
    assert.equal((await get('USC_T17_C15_S1501', '2021-06-01')).asOf.source, 'reconstructed');
    assert.match((await get('USC_T1_C1_S7', '2022-01-01')).plain, /exactly two matching items/);
    assert.match((await get('USC_T1_C1_S7', '2023-01-01')).plain, /whether or not they match/);
    assert.match((await get('STATE_DC_T47_C20_S47-2002', '2023-01-01')).plain, /at 6% of gross receipts/);
    assert.match((await get('STATE_DC_T47_C20_S47-2002', '2024-12-01')).plain, /at 6\.5% of gross receipts/);
    assert.equal((await get('STATE_DC_T47_C20_S47-2001', '2023-01-01')).asOf.source, 'unavailable');
  });
});
