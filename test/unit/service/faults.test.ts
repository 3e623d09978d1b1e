import assert from 'node:assert/strict';
import http from 'node:http';
import type { RunningService } from '../../service/service';
import { API, START_TIMEOUT_MS, TEST_KEY, call, startTestService, useRealDataService } from './helpers';

const SECTION = `${API}/section/USC_T17_C1_S107`;

/** A raw GET that reports what the socket saw, for faults fetch cannot describe. */
function rawGet(url: string, timeoutMs = 2000): Promise<{ kind: 'response'; status: number; declaredLength: number; received: number; aborted: boolean } | { kind: 'error'; code: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { Authorization: `Bearer ${TEST_KEY}` } }, (res) => {
      let received = 0;
      let aborted = false;
      res.on('data', (chunk: Buffer) => (received += chunk.length));
      res.on('aborted', () => (aborted = true));
      res.on('error', () => (aborted = true));
      res.on('close', () => resolve({ kind: 'response', status: res.statusCode ?? 0, declaredLength: Number(res.headers['content-length']), received, aborted: aborted || !res.complete }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'error', code: error.code ?? error.message }));
  });
}

describe('statute service: fault injection', function () {
  let service: RunningService;

  useRealDataService((started) => (service = started));

  beforeEach(() => service.reset());

  const addFault = async (spec: Record<string, unknown>) => {
    const res = await call(service, '/__admin/faults', { key: null, body: spec });
    assert.equal(res.status, 201, res.text);
  };

  it('adds latency and still charges the call that succeeds', async () => {
    await addFault({ fault: 'latency', latencyMs: 250, pathPrefix: SECTION });
    const started = performance.now();
    const res = await call(service, SECTION);
    assert.equal(res.status, 200);
    assert.ok(performance.now() - started >= 240);
    assert.equal(service.ledger(TEST_KEY).creditsConsumed, 1);
  });

  it('answers 500 and 503 (with Retry-After) without charging', async () => {
    await addFault({ fault: '500' });
    const failed = await call(service, SECTION);
    assert.equal(failed.status, 500);
    assert.equal(typeof failed.json.detail, 'string');
    await addFault({ fault: '503', retryAfter: 4 });
    const unavailable = await call(service, SECTION);
    assert.equal(unavailable.status, 503);
    assert.equal(unavailable.headers.get('retry-after'), '4');
    assert.equal((await call(service, SECTION)).status, 200);
    const ledger = service.ledger(TEST_KEY);
    assert.equal(ledger.creditsConsumed, 1);
    assert.equal(ledger.faulted, 2);
  });

  it('sends malformed JSON', async () => {
    await addFault({ fault: 'malformed-json' });
    const res = await call(service, SECTION);
    assert.equal(res.status, 200);
    assert.equal(res.json, undefined);
    assert.throws(() => JSON.parse(res.text));
    assert.equal(service.ledger(TEST_KEY).creditsConsumed, 0);
  });

  it('truncates the body below its Content-Length and closes the connection', async () => {
    await addFault({ fault: 'truncated' });
    const raw = await rawGet(`${service.url}${SECTION}`);
    assert.equal(raw.kind, 'response');
    if (raw.kind === 'response') {
      assert.equal(raw.status, 200);
      assert.ok(raw.received < raw.declaredLength, `${raw.received} of ${raw.declaredLength}`);
      assert.ok(raw.aborted);
    }
    await addFault({ fault: 'truncated' });
    await assert.rejects(() => call(service, SECTION));
    assert.equal(service.ledger(TEST_KEY).creditsConsumed, 0);
  });

  it('resets the connection', async () => {
    await addFault({ fault: 'reset' });
    const raw = await rawGet(`${service.url}${SECTION}`);
    assert.equal(raw.kind, 'error');
    await addFault({ fault: 'reset' });
    await assert.rejects(() => call(service, SECTION));
    assert.equal(service.ledger(TEST_KEY).statuses.reset, 2);
  });

  it('never answers a hanging request', async () => {
    await addFault({ fault: 'hang' });
    const raw = await rawGet(`${service.url}${SECTION}`, 300);
    assert.deepEqual(raw, { kind: 'error', code: 'TIMEOUT' });
  });

  it('storms 429s for the next N requests, then recovers', async () => {
    await addFault({ fault: '429', count: 3, retryAfter: 1 });
    for (let i = 0; i < 3; i++) {
      const res = await call(service, SECTION);
      assert.equal(res.status, 429);
      assert.equal(res.headers.get('retry-after'), '1');
      assert.equal(res.json.detail, 'Rate limit exceeded. Try again in 1 seconds.');
    }
    assert.equal((await call(service, SECTION)).status, 200);
  });

  it('answers 402 after N calls', async () => {
    await addFault({ fault: '402', afterCalls: 2, count: -1, pathPrefix: API });
    assert.equal((await call(service, SECTION)).status, 200);
    assert.equal((await call(service, SECTION)).status, 200);
    assert.equal((await call(service, SECTION)).status, 402);
    assert.equal((await call(service, SECTION)).status, 402);
    const list = await call(service, '/__admin/faults', { key: null });
    assert.equal(list.json.faults.length, 1);
    assert.equal(list.json.faults[0].fired, 2);
    assert.equal((await call(service, '/__admin/faults', { key: null, method: 'DELETE' })).status, 200);
    assert.equal((await call(service, SECTION)).status, 200);
    assert.equal(service.ledger(TEST_KEY).creditsConsumed, 3);
  });

  it('matches faults by path prefix and method', async () => {
    await addFault({ fault: '503', pathPrefix: `${API}/search`, method: 'POST' });
    assert.equal((await call(service, SECTION)).status, 200);
    assert.equal((await call(service, `${API}/search`, { body: { query: 'fair use' } })).status, 503);
  });

  it('faults one request through the X-Statute-Fault header', async () => {
    assert.equal((await call(service, SECTION, { headers: { 'X-Statute-Fault': '503' } })).status, 503);
    assert.equal((await call(service, SECTION, { headers: { 'X-Statute-Fault': '429;retryAfter=7' } })).headers.get('retry-after'), '7');
    const started = performance.now();
    assert.equal((await call(service, SECTION, { headers: { 'X-Statute-Fault': 'latency;ms=150' } })).status, 200);
    assert.ok(performance.now() - started >= 140);
    await assert.rejects(() => call(service, SECTION, { headers: { 'X-Statute-Fault': 'reset' } }));
    assert.equal((await call(service, SECTION)).status, 200);
  });

  it('rejects invalid fault specs', async () => {
    for (const spec of [{ fault: 'explode' }, { fault: '503', count: 0 }, { fault: '503', colour: 'red' }, { fault: 'latency', latencyMs: -5 }]) {
      const res = await call(service, '/__admin/faults', { key: null, body: spec });
      assert.equal(res.status, 422, JSON.stringify(spec));
    }
  });

  it('takes faults from STATUTE_SERVICE_FAULTS at start', async function () {
    this.timeout(START_TIMEOUT_MS);
    const other = await startTestService({ env: { STATUTE_SERVICE_FAULTS: JSON.stringify([{ fault: '503', count: 2 }]) } });
    try {
      assert.equal((await call(other, SECTION)).status, 503);
      assert.equal((await call(other, SECTION)).status, 503);
      assert.equal((await call(other, SECTION)).status, 200);
    } finally {
      await other.close();
    }
  });
});
