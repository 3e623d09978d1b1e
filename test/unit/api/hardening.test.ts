// The client against a hostile or broken service on 127.0.0.1: odd act ids, huge waits, huge replies, odd keys.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryDialectStore, StatuteClient, StatuteClientOptions } from '../../../src/core/api/client';
import { apiKeyProblem } from '../../../src/core/api/apiKey';
import { CancelledError, InvalidActIdError, InvalidKeyError, InvalidResponseError, RateLimitError } from '../../../src/core/api/errors';
import { redactSecrets } from '../../../src/core/util/redact';
import { MAX_FIELD_CHARS } from '../../../src/core/api/models';
import { MAX_KEPT_TEXT_CHARS, SectionTexts } from '../../../src/core/lookup/sectionTexts';
import { MAX_WAIT_MS, PacerClock, RatePacer } from '../../../src/core/api/pacer';
import { sleep } from '../../../src/core/util/async';
import type { Logger } from '../../../src/core/util/log';

/** A logger that keeps its lines. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (m: string | Error): void => void lines.push(typeof m === 'string' ? m : (m.stack ?? m.message));
  return { lines, trace: keep, debug: keep, info: keep, warn: keep, error: keep };
}

/** The real clock, counting how often it is asked to sleep (a spinning wait asks thousands of times). */
function countingClock(): PacerClock & { sleeps: number } {
  const clock = { sleeps: 0, now: () => Date.now(), sleep: (ms: number, signal?: AbortSignal) => (clock.sleeps++, sleep(ms, signal)) };
  return clock;
}

/** Writes `prefix`, `total` bytes of `A` and `suffix` as fast as the client reads; resolves with the bytes written when done or hung up on. */
function stream(res: http.ServerResponse, total: number, prefix: string, suffix: string): Promise<number> {
  return new Promise((resolve) => {
    const chunk = 'A'.repeat(256 * 1024);
    let written = 0;
    res.on('close', () => resolve(written));
    if (prefix) res.write(prefix);
    const pump = (): void => {
      while (written < total && !res.destroyed) {
        const part = chunk.slice(0, total - written);
        written += part.length;
        if (!res.write(part)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end(suffix);
    };
    pump();
  });
}

const cancelAfter = (ms: number): AbortSignal => AbortSignal.timeout(ms);

/** What the hostile service answers: status, headers and body per request, chosen by the test. */
type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const RECORD = JSON.stringify({ actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', title: 'Limitations on exclusive rights: Fair use', breadcrumb: [] });

describe('StatuteClient against a hostile service', function () {
  this.timeout(20_000);
  let server: http.Server;
  let url: string;
  let seen: string[];
  let answer: Answer;

  before(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
  });

  beforeEach(() => {
    seen = [];
    answer = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(RECORD);
  });

  const client = (options: Partial<StatuteClientOptions> = {}): StatuteClient => {
    const dialectStore = new MemoryDialectStore();
    void dialectStore.set(new URL(url).toString(), 'interface');
    return new StatuteClient({ baseUrl: url, apiKey: () => 'hardening-key', timeoutMs: 5000, dialectStore, ...options });
  };

  describe('item 4: waits', () => {
    const tooLong = (_req: http.IncomingMessage, res: http.ServerResponse): void =>
      void res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '99999999999' }).end('{"detail":"slow down"}');

    it('item 4: sleeps a wait longer than a timer can hold instead of waking at once', async () => {
      let woke = false;
      const abort = new AbortController();
      const waiting = sleep(2 ** 31 + 5_000, abort.signal).then(() => (woke = true));
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(woke, false, 'a 24-day sleep ended within 200 ms');
      abort.abort();
      await assert.rejects(waiting, CancelledError);
    });

    it('item 4: caps a huge Retry-After at an hour and says so', async () => {
      answer = tooLong;
      const logger = recordingLogger();
      const error = await client({ logger }).resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof RateLimitError, String(error));
      assert.equal(error.retryAfterMs, MAX_WAIT_MS);
      assert.equal(error.requestedRetryAfterMs, 99_999_999_999_000);
      assert.match(error.message, /longer than an hour/);
      assert.ok(logger.lines.some((l) => /waiting at most 60 min/.test(l)), logger.lines.join('\n'));
      assert.equal(seen.length, 1, 'the 429 was retried');
    });

    it('item 4: the next request waits without spinning, and its signal stops it', async () => {
      answer = tooLong;
      const clock = countingClock();
      const c = client({ clock });
      await assert.rejects(c.resolve('17 U.S.C. § 107'), RateLimitError);
      answer = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(RECORD);
      const started = Date.now();
      await assert.rejects(c.resolve('17 U.S.C. § 108', {}, { signal: cancelAfter(300) }), CancelledError);
      assert.ok(Date.now() - started < 2_000);
      assert.ok(clock.sleeps <= 2, `the wait slept ${clock.sleeps} times`);
      assert.equal(seen.length, 1, 'a request went out during the wait');
    });

    it('item 4: a wait without a signal ends when the client is disposed', async () => {
      answer = tooLong;
      const c = client();
      await assert.rejects(c.resolve('17 U.S.C. § 107'), RateLimitError);
      const waiting = c.resolve('17 U.S.C. § 108');
      setTimeout(() => c.dispose(), 100);
      await assert.rejects(waiting, CancelledError);
      assert.equal(seen.length, 1);
    });

    it('item 4: caps a huge X-RateLimit-Reset at an hour and says so', async () => {
      answer = (_req, res) =>
        void res
          .writeHead(200, { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1e15' })
          .end(RECORD);
      const logger = recordingLogger();
      const c = client({ logger });
      await c.resolve('17 U.S.C. § 107');
      assert.ok(c.pacingDelayMs > 0 && c.pacingDelayMs <= MAX_WAIT_MS, `held for ${c.pacingDelayMs} ms`);
      assert.ok(logger.lines.some((l) => /waiting at most 60 min/.test(l)), logger.lines.join('\n'));
      await assert.rejects(c.resolve('17 U.S.C. § 108', {}, { signal: cancelAfter(200) }), CancelledError);
    });

    it('item 4: a wait for a free slot is cancellable', async () => {
      const pacer = new RatePacer(undefined, 1);
      const release = await pacer.acquire();
      await assert.rejects(pacer.acquire(cancelAfter(100)), CancelledError);
      release();
      (await pacer.acquire(cancelAfter(100)))();
    });
  });

  describe('item 5: huge replies', () => {
    it('item 5: refuses a body whose Content-Length is over the cap without reading it', async () => {
      let written = 0;
      answer = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(64 * 1024 * 1024) });
        void stream(res, 64 * 1024 * 1024, '', '').then((n) => (written = n));
      };
      const error = await client().resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof InvalidResponseError, String(error));
      assert.match(error.message, /larger than the 16384 KiB the extension reads \(67108864 bytes announced\)/);
      assert.ok(written < 16 * 1024 * 1024, `${written} bytes were sent before the client hung up`);
    });

    it('item 5: stops reading a reply without a length once it passes the cap', async () => {
      // The proof of concept's reply: a valid record whose title is 20 MiB, streamed without a Content-Length.
      answer = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        void stream(res, 20 * 1024 * 1024, '{"actId":"USC_T17_C1_S107","breadcrumb":[],"title":"', '"}');
      };
      const error = await client().resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof InvalidResponseError, String(error));
      assert.match(error.message, /larger than the 16384 KiB/);
    });

    it('item 5: refuses a reply with a field longer than the field cap', async () => {
      answer = (_req, res) =>
        void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ actId: 'USC_T17_C1_S107', breadcrumb: [], title: 'A'.repeat(MAX_FIELD_CHARS + 1) }));
      const error = await client().resolve('17 U.S.C. § 107').catch((e: unknown) => e);
      assert.ok(error instanceof InvalidResponseError, String(error));
      assert.match(error.message, /more than the 4000 allowed/);
      answer = (_req, res) =>
        void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ actId: 'USC_T17_C1_S107', breadcrumb: [], title: 'A'.repeat(MAX_FIELD_CHARS) }));
      assert.equal((await client().resolve('17 U.S.C. § 107')).section?.title?.length, MAX_FIELD_CHARS);
    });

    it('item 5: the reader keeps no more section text than its bound, however large each text', async () => {
      const each = 3 * 1024 * 1024;
      answer = (req, res) => {
        const actId = decodeURIComponent(/section\/([^/]+)\/body/.exec(req.url ?? '')?.[1] ?? '');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ actId, html: 'h'.repeat(each), plain: 'p'.repeat(each), available: true }));
      };
      const c = client();
      const texts = new SectionTexts(() => c);
      const ids = Array.from({ length: 12 }, (_, i) => `USC_T17_C1_S${101 + i}`);
      for (const id of ids) await texts.body(id);
      const fetched = seen.length;
      assert.equal(fetched, ids.length);
      // 12 texts of 6 Mi characters are more than the bound holds: the first ones were let go...
      await texts.body(ids[0]);
      assert.equal(seen.length, fetched + 1, 'the oldest text was still held');
      // ...and the most recent ones that fit are still held.
      const fit = Math.floor(MAX_KEPT_TEXT_CHARS / (2 * each));
      for (const id of ids.slice(-fit + 1)) await texts.body(id);
      assert.equal(seen.length, fetched + 1, 'a recent text was dropped');
    });
  });

  describe('item 6: act ids', () => {
    for (const id of ['.', '..', '...', 'a/b', '../pricing', '..\\pricing', '%2e%2e', '%2E%2E%2Fpricing', 'USC\u0000', 'x?y', 'x#y', '']) {
      it(`item 6: refuses the act id ${JSON.stringify(id)} without a request`, async () => {
        const c = client();
        await assert.rejects(c.section(id), InvalidActIdError);
        await assert.rejects(c.sectionBody(id), InvalidActIdError);
        await assert.rejects(c.related(id), InvalidActIdError);
        assert.deepEqual(seen, [], 'a request was sent');
      });
    }

    it('item 6: sends an ordinary id, dots and all, as one path segment', async () => {
      await client().section('CFR_T1_P1_S1.1');
      assert.deepEqual(seen, ['GET /api/v1/us/statutes/section/CFR_T1_P1_S1.1']);
    });
  });

  describe('item 7: the key', () => {
    for (const [name, key] of [
      ['a control character', 'secret-key-\u0007-5d1e'],
      ['a newline', 'secret-key\nX-Other: 5d1e'],
      ['a non-ASCII letter', 'secret-kéy-5d1e'],
      ['a space', 'secret key 5d1e'],
    ] as const) {
      it(`item 7: a key with ${name} is refused before any request, and no error or log line holds it`, async () => {
        const logger = recordingLogger();
        const error = await client({ apiKey: () => key, logger }).resolve('17 U.S.C. § 107').catch((e: unknown) => e);
        assert.ok(error instanceof InvalidKeyError, String(error));
        const texts = [String(error), (error as Error).stack ?? '', JSON.stringify(error), ...logger.lines].join('\n');
        for (const part of ['secret', '5d1e', 'Bearer']) assert.ok(!texts.includes(part), `"${part}" appears in: ${texts}`);
        assert.deepEqual(seen, []);
      });
    }

    it('item 7: accepts only printable ASCII keys without spaces, of a sane length', () => {
      assert.equal(apiKeyProblem('sk_live-AbC.123~_=+/'), undefined);
      for (const bad of ['', 'a b', 'a\tb', 'a\u0000b', 'a\u007fb', 'clé', 'a\u200bb', 'x'.repeat(513)]) assert.ok(apiKeyProblem(bad), JSON.stringify(bad));
      assert.ok(!apiKeyProblem('a\u0007secret')?.includes('secret'));
    });

    it('item 7: redacts the key and any Bearer credential from error text', () => {
      const key = 'abc\ndef-123';
      const message = `TypeError: Headers.append: "Bearer ${key}" is an invalid header value. Authorization: Bearer other-token-9; key ${key}`;
      const redacted = redactSecrets(message, [key]);
      for (const part of ['abc', 'def-123', 'other-token-9']) assert.ok(!redacted.includes(part), redacted);
      assert.match(redacted, /"Bearer \[redacted\]" is an invalid header value/);
      assert.equal(redactSecrets('"Bearer x\ty\u0001z" rejected'), '"Bearer [redacted]" rejected');
      assert.equal(redactSecrets('no credentials here'), 'no credentials here');
    });
  });
});
