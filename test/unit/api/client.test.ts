// The API client against the local statute service over real HTTP: every operation, every typed error,
// pacing, sharing, retries only where nothing can have been charged, and malformed replies.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreditsEvent, MemoryDialectStore, StatuteClient } from '../../../src/core/api/client';
import {
  AuthError,
  CancelledError,
  CreditsError,
  InvalidResponseError,
  MissingKeyError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServiceError,
  TimeoutError,
  UnexpectedStatusError,
  ValidationError,
} from '../../../src/core/api/errors';
import { RunningService, startService } from '../../service/service';

const KEY = 'client-test-key';

describe('StatuteClient against the local service', function () {
  this.timeout(60_000);
  let service: RunningService;
  let credits: CreditsEvent[];
  // Learned once for the suite, as the extension remembers it per URL: the faults below hit the calls they name.
  const dialects = new MemoryDialectStore();

  const client = (options: Partial<ConstructorParameters<typeof StatuteClient>[0]> = {}): StatuteClient =>
    new StatuteClient({ baseUrl: service.url, apiKey: () => KEY, timeoutMs: 5000, onCreditsConsumed: (e) => credits.push(e), dialectStore: dialects, ...options });

  before(async () => {
    service = await startService({ port: 0, keys: { [KEY]: 10_000 } });
    assert.equal((await client().dialect()).name, 'interface');
  });

  after(async () => {
    await service.close();
  });

  beforeEach(() => {
    service.reset();
    service.setCredits(KEY, 10_000);
    credits = [];
  });

  it('resolves a citation and reads its full record', async () => {
    const answer = await client().resolve('17 U.S.C. § 107(a)', { corpusType: 'USC' });
    assert.equal(answer.resolved, true);
    assert.equal(answer.section?.actId, 'USC_T17_C1_S107');
    assert.equal(answer.section?.title, 'Limitations on exclusive rights: Fair use');
    assert.ok(answer.section?.breadcrumb.length);
    assert.deepEqual(credits, [{ operation: 'resolve', credits: 1 }]);
  });

  it('answers resolved:false for a citation the corpus lacks', async () => {
    const answer = await client().resolve('17 U.S.C. § 1599');
    assert.equal(answer.resolved, false);
    assert.equal(answer.section, null);
  });

  it('covers metadata, body as of a date, neighbours, batch, search, catalog, divisions, pricing and watches', async () => {
    const c = client();
    assert.equal((await c.section('USC_T17_C1_S107')).section.citation, '17 U.S.C. § 107');
    const old = await c.sectionBody('USC_T17_C1_S115', '2014-01-01');
    const now = await c.sectionBody('USC_T17_C1_S115', '2025-12-31');
    assert.ok(old.plain.length < now.plain.length, 'the 2014 text of § 115 is not shorter');
    assert.equal(old.asOf?.existed, true);
    assert.equal((await c.sectionBody('USC_T17_C15_S1504', '2015-01-01')).asOf?.existed, false);
    const related = await c.related('USC_T17_C1_S107');
    assert.equal(related.previous.at(-1)?.actId, 'USC_T17_C1_S106A');
    assert.equal(related.next[0]?.actId, 'USC_T17_C1_S108');
    const batch = await c.sections(['USC_T17_C1_S107', 'NOPE', 'USC_T35_C10_S101']);
    assert.deepEqual(batch.sections.map((s) => s.actId), ['USC_T17_C1_S107', 'USC_T35_C10_S101']);
    assert.deepEqual(batch.notFound, ['NOPE']);
    const search = await c.search({ query: 'fair use', corpusType: 'USC', limit: 5 });
    assert.ok(search.results.some((r) => r.actId === 'USC_T17_C1_S107'));
    assert.ok((await c.coverage()).jurisdictions.some((j) => j.code === 'dc'));
    assert.ok((await c.laws()).some((j) => j.laws.some((l) => l.corpusType === 'CFR')));
    const titles = await c.divisions({ corpusType: 'USC' });
    assert.ok(titles.divisions.some((d) => d.num === '17' && d.label === 'Title 17' && d.name === 'Copyrights'));
    assert.ok((await c.pricing()).costs.some((p) => p.credits === 5));
    const watch = await c.createWatch({ corpusType: 'USC', channel: 'webhook', webhookUrl: 'http://127.0.0.1:9/hook' });
    assert.ok((await c.watches()).some((w) => w.id === watch.id));
    const ledger = service.ledger(KEY);
    assert.equal(ledger.creditsConsumed, credits.reduce((a, e) => a + e.credits, 0), 'reported credits differ from the ledger');
  });

  it('refuses more than 50 ids before sending anything', async () => {
    assert.throws(() => client().sections(Array.from({ length: 51 }, (_, i) => `X${i}`)), RangeError);
    assert.equal(service.ledger(KEY).calls.sections ?? 0, 0);
  });

  describe('typed errors', () => {
    it('no key → MissingKeyError without a request', async () => {
      await assert.rejects(client({ apiKey: () => undefined }).resolve('17 U.S.C. § 107'), MissingKeyError);
    });
    it('401', async () => {
      await assert.rejects(client({ apiKey: () => 'wrong' }).resolve('17 U.S.C. § 107'), AuthError);
    });
    it('402', async () => {
      service.setCredits(KEY, 0);
      await assert.rejects(client().resolve('17 U.S.C. § 107'), CreditsError);
    });
    it('404 with reason and suggestions', async () => {
      const error = await client().section('USC_T17_C1_S9999').catch((e: unknown) => e);
      assert.ok(error instanceof NotFoundError);
      assert.ok(error.reason);
    });
    it('422 with field errors', async () => {
      const error = await client().search({ query: 'x' }).catch((e: unknown) => e);
      assert.ok(error instanceof ValidationError, String(error));
    });
    it('429 with a long Retry-After is not waited out', async () => {
      service.addFault({ fault: '429', count: -1, retryAfter: 120 });
      const error = await client().resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof RateLimitError);
      assert.equal(error.retryAfterMs, 120_000);
    });
    it('5xx', async () => {
      service.addFault({ fault: '500', count: 1 });
      await assert.rejects(client().resolve('17 U.S.C. § 107'), ServiceError);
    });
    it('malformed JSON and a truncated body → InvalidResponseError', async () => {
      service.addFault({ fault: 'malformed-json', count: 1 });
      await assert.rejects(client().resolve('17 U.S.C. § 107'), InvalidResponseError);
      service.addFault({ fault: 'truncated', count: 1 });
      await assert.rejects(client().resolve('17 U.S.C. § 107'), InvalidResponseError);
    });
    it('connection reset → NetworkError; nothing listening → NetworkError', async () => {
      service.addFault({ fault: 'reset', count: 1 });
      await assert.rejects(client().resolve('17 U.S.C. § 107'), NetworkError);
      await assert.rejects(client({ baseUrl: 'http://127.0.0.1:9' }).pricing(), NetworkError);
    });
    it('a hung service → TimeoutError at the configured time', async () => {
      service.addFault({ fault: 'hang', count: 1 });
      const started = Date.now();
      await assert.rejects(client({ timeoutMs: 500 }).resolve('17 U.S.C. § 107'), TimeoutError);
      assert.ok(Date.now() - started < 3000);
    });
    it('cancellation → CancelledError', async () => {
      service.addFault({ fault: 'latency', latencyMs: 2000, count: 1 });
      const abort = new AbortController();
      const pending = client().resolve('17 U.S.C. § 107', {}, { signal: abort.signal });
      setTimeout(() => abort.abort(), 50);
      await assert.rejects(pending, CancelledError);
    });
  });

  describe('credits are never spent twice', () => {
    it('identical in-flight GETs share one request', async () => {
      service.addFault({ fault: 'latency', latencyMs: 300, count: 1 });
      const c = client();
      const answers = await Promise.all([1, 2, 3].map(() => c.resolve('35 U.S.C. § 101')));
      assert.ok(answers.every((a) => a.section?.actId === answers[0].section?.actId));
      assert.equal(service.ledger(KEY).calls.resolve, 1);
    });

    it('one caller cancelling does not cancel the shared request for the others', async () => {
      service.addFault({ fault: 'latency', latencyMs: 300, count: 1 });
      const c = client();
      const abort = new AbortController();
      const first = c.resolve('35 U.S.C. § 102', {}, { signal: abort.signal });
      const second = c.resolve('35 U.S.C. § 102');
      abort.abort();
      await assert.rejects(first, CancelledError);
      assert.equal((await second).resolved, true);
      assert.equal(service.ledger(KEY).calls.resolve, 1);
    });

    it('GETs are retried once after a short 429 or a 503 (not charged); the retry is charged once', async () => {
      service.addFault({ fault: '429', count: 1, retryAfter: 1 });
      assert.equal((await client().resolve('1 U.S.C. § 1')).resolved, true);
      service.addFault({ fault: '503', count: 1, retryAfter: 1 });
      assert.equal((await client().resolve('1 U.S.C. § 7')).resolved, true);
      const ledger = service.ledger(KEY);
      assert.equal(ledger.creditsConsumed, 2);
      assert.equal(ledger.calls.resolve, 4);
    });

    it('POSTs are never retried', async () => {
      service.addFault({ fault: '503', count: 1, retryAfter: 1 });
      await assert.rejects(client().search({ query: 'patentable subject matter' }), ServiceError);
      assert.equal(service.ledger(KEY).calls.search, 1);
    });

    it('timeouts and resets are not retried (the call may have been charged)', async () => {
      service.addFault({ fault: 'reset', count: 1 });
      await assert.rejects(client().resolve('17 U.S.C. § 106'), NetworkError);
      assert.equal(service.ledger(KEY).calls.resolve, 1);
    });
  });

  it('does not follow a redirect to another address, and says why', async () => {
    const seen: string[] = [];
    const elsewhere = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.authorization ?? ''}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"resolved":false,"section":null}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const redirector = http.createServer((req, res) => res.writeHead(307, { Location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}${req.url}` }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const redirecting = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`;
      dialects.set(redirecting, 'interface');
      const error = await client({ baseUrl: redirecting }).resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof UnexpectedStatusError, String(error));
      assert.match(error.message, /redirected to http:\/\/127\.0\.0\.1:\d+\/api\/v1\/us\/statutes\/resolve.*not followed/);
      assert.deepEqual(seen, [], 'the request reached the redirect target');
    } finally {
      elsewhere.close();
      redirector.close();
    }
  });

  it('paces requests by X-RateLimit-* so a burst provokes no 429', async () => {
    service.context.limiter.config = { limit: 4, windowSeconds: 1 };
    service.context.limiter.reset();
    const c = client();
    const cites = ['1 U.S.C. § 1', '1 U.S.C. § 2', '1 U.S.C. § 3', '1 U.S.C. § 4', '1 U.S.C. § 5', '1 U.S.C. § 6', '1 U.S.C. § 7', '1 U.S.C. § 8', '1 U.S.C. § 101'];
    const started = Date.now();
    await Promise.all(cites.map((cite) => c.resolve(cite)));
    const ledger = service.ledger(KEY);
    assert.equal(ledger.rateLimited, 0, `${ledger.rateLimited} requests were refused`);
    assert.equal(ledger.calls.resolve, cites.length);
    assert.ok(Date.now() - started >= 1500, 'nine requests at 4 per second finished in under two windows');
  });
});
