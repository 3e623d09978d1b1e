import assert from 'node:assert/strict';
import os from 'node:os';
import type { RunningService } from '../../service/service';
import { API, HAS_SHARED_DATA, START_TIMEOUT_MS, call, sleep, startTestService } from './helpers';

describe('statute service: keys, credits, rate limit and ledger', function () {
  let service: RunningService;

  before(async function () {
    if (!HAS_SHARED_DATA) this.skip();
    this.timeout(START_TIMEOUT_MS);
    service = await startTestService({ keys: { alpha: 1000, beta: 3 }, rate: '1000/60', host: '0.0.0.0' });
  });

  after(async () => {
    await service?.close();
  });

  beforeEach(() => service.reset());

  it('answers 401 without a key or with an unknown key, and pricing needs none', async () => {
    const none = await call(service, `${API}/coverage`, { key: null });
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer');
    const unknown = await call(service, `${API}/coverage`, { key: 'who-is-this' });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.json.detail, 'Invalid API key.');
    assert.equal((await call(service, '/api/v1/pricing', { key: null })).status, 200);
    assert.equal((await call(service, '/api/v1/pricing', { key: 'who-is-this' })).status, 200);
  });

  it('charges each operation its price and books it in the ledger', async () => {
    const key = 'alpha';
    await call(service, `${API}/search`, { key, body: { query: 'fair use' } });
    await call(service, `${API}/section/USC_T17_C1_S107/body`, { key });
    await call(service, `${API}/section/USC_T17_C1_S107`, { key });
    await call(service, `${API}/section/USC_T17_C1_S107/related`, { key });
    await call(service, `${API}/sections?actIds=USC_T17_C1_S107`, { key });
    await call(service, `${API}/coverage`, { key });
    await call(service, `${API}/divisions?corpusType=USC`, { key });
    await call(service, `${API}/laws`, { key });
    await call(service, '/api/v1/watches', { key });
    const res = await call(service, `/__admin/ledger?key=${key}`, { key: null });
    assert.equal(res.status, 200);
    const ledger = res.json;
    assert.equal(ledger.creditsConsumed, 2 + 2 + 1 + 1 + 5);
    assert.equal(ledger.creditsRemaining, 1000 - 11);
    assert.deepEqual(ledger.creditsByOperation, { search: 2, sectionBody: 2, section: 1, related: 1, sections: 5 });
    assert.deepEqual(ledger.calls, { search: 1, sectionBody: 1, section: 1, related: 1, sections: 1, coverage: 1, divisions: 1, laws: 1, watches: 1 });
    assert.deepEqual(ledger.statuses, { '200': 9 });
    const all = await call(service, '/__admin/ledger', { key: null });
    assert.equal(all.json.keys.beta.creditsConsumed, 0);
  });

  it('reports the balance after each call', async () => {
    const res = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'alpha' });
    assert.equal(res.headers.get('x-credits-remaining'), '999');
  });

  it('charges nothing for failed calls (404, 422)', async () => {
    await call(service, `${API}/section/USC_T17_C9_S999`, { key: 'alpha' });
    await call(service, `${API}/search`, { key: 'alpha', body: { query: 'x' } });
    await call(service, `${API}/section/USC_T17_C1_S107/body?asOf=never`, { key: 'alpha' });
    const ledger = service.ledger('alpha');
    assert.equal(ledger.creditsConsumed, 0);
    assert.deepEqual(ledger.statuses, { '404': 1, '422': 2 });
  });

  it('answers 402 when the balance is short for the call, and free calls still work', async () => {
    // beta holds 3 credits.
    const first = await call(service, `${API}/search`, { key: 'beta', body: { query: 'fair use' } });
    assert.equal(first.status, 200);
    const short = await call(service, `${API}/search`, { key: 'beta', body: { query: 'fair use' } });
    assert.equal(short.status, 402);
    assert.match(short.json.detail, /costs 2 credits and 1 remains/);
    const one = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'beta' });
    assert.equal(one.status, 200);
    const none = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'beta' });
    assert.equal(none.status, 402);
    assert.equal((await call(service, `${API}/coverage`, { key: 'beta' })).status, 200);
    const ledger = service.ledger('beta');
    assert.equal(ledger.creditsRemaining, 0);
    assert.equal(ledger.creditsConsumed, 3);
    assert.equal(ledger.statuses['402'], 2);
  });

  it('lets the admin route set a balance', async () => {
    const set = await call(service, '/__admin/credits', { key: null, body: { key: 'gamma', credits: 2 } });
    assert.equal(set.status, 200);
    assert.equal((await call(service, `${API}/section/USC_T17_C1_S107/body`, { key: 'gamma' })).status, 200);
    assert.equal((await call(service, `${API}/section/USC_T17_C1_S107/body`, { key: 'gamma' })).status, 402);
  });

  it('puts the rate-limit headers on every response', async () => {
    const paths: [string, string | null][] = [
      ['/api/v1/pricing', null],
      [`${API}/coverage`, null],
      [`${API}/coverage`, 'alpha'],
      [`${API}/section/NOPE`, 'alpha'],
      ['/api/v1/nowhere', 'alpha'],
    ];
    for (const [path, key] of paths) {
      const res = await call(service, path, { key });
      for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) assert.match(res.headers.get(header) ?? '', /^\d+$/, `${header} on ${path}`);
    }
  });

  it('limits each key to N requests per window with 429 and Retry-After', async function () {
    this.timeout(10_000);
    const admin = await call(service, '/__admin/rate', { key: null, body: { rate: '3/2' } });
    assert.equal(admin.status, 200);
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'alpha' });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('x-ratelimit-limit'), '3');
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
      }
      assert.deepEqual(remaining, ['2', '1', '0']);
      const limited = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'alpha' });
      assert.equal(limited.status, 429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter}`);
      assert.equal(limited.json.detail, `Rate limit exceeded. Try again in ${retryAfter} seconds.`);
      assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
      // Another key has its own window.
      assert.equal((await call(service, `${API}/coverage`, { key: 'beta' })).status, 200);
      const ledger = service.ledger('alpha');
      assert.equal(ledger.rateLimited, 1);
      assert.equal(ledger.creditsConsumed, 3);
      await sleep(retryAfter * 1000 + 50);
      const again = await call(service, `${API}/section/USC_T17_C1_S107`, { key: 'alpha' });
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('x-ratelimit-remaining'), '2');
    } finally {
      await call(service, '/__admin/rate', { key: null, body: { rate: '1000/60' } });
    }
  });

  it('answers admin routes from loopback only', async function () {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) this.skip();
    const url = `http://${external!.address}:${service.port}`;
    const remote = await call({ url }, '/__admin/ledger', { key: null });
    assert.equal(remote.status, 404);
    const api = await call({ url }, '/api/v1/pricing', { key: null });
    assert.equal(api.status, 200);
  });
});
