import * as assert from 'node:assert/strict';
import { CancelledError } from '../../../src/core/api/errors';
import { PacerClock, RatePacer, parseRetryAfter } from '../../../src/core/api/pacer';

/** A clock whose sleeps advance virtual time instantly, recording how long each was. */
class FakeClock implements PacerClock {
  time = 1_000_000;
  slept: number[] = [];
  now(): number {
    return this.time;
  }
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new CancelledError();
    this.slept.push(ms);
    this.time += ms;
  }
}

function headers(limit: number, remaining: number, reset: number): Headers {
  return new Headers({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(reset) });
}

/**
 * What the pacer waits after one reply that spends the window, its reset an epoch time (`resetSeconds`), read at
 * `localMs` on this machine's clock; `dateMs`, the reply's Date header, if it sent one.
 */
async function waitAfterEpochReset(localMs: number, resetSeconds: number, dateMs?: number): Promise<number> {
  const clock = new FakeClock();
  clock.time = localMs;
  const pacer = new RatePacer(clock);
  const reply = headers(30, 0, resetSeconds);
  if (dateMs !== undefined) reply.set('date', new Date(dateMs).toUTCString());
  (await pacer.acquire())(reply);
  return pacer.waitMs();
}

describe('RatePacer', () => {
  it('lets requests through while the window has room', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    const release = await pacer.acquire();
    release(headers(30, 29, 60));
    assert.equal(pacer.waitMs(), 0);
    assert.deepEqual(clock.slept, []);
  });

  it('waits for the window to reset when the service reports no requests left', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    (await pacer.acquire())(headers(30, 0, 42));
    assert.equal(pacer.waitMs(), 42_000);
    (await pacer.acquire())();
    assert.deepEqual(clock.slept, [42_000]);
  });

  it('counts requests still in flight against what remains', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    const first = await pacer.acquire();
    const second = await pacer.acquire();
    // The server counted `first` and had 1 left, but `second` is already on its way.
    first(headers(30, 1, 10));
    assert.equal(pacer.waitMs(), 10_000);
    second(headers(30, 0, 10));
    assert.equal(pacer.waitMs(), 10_000);
  });

  it('an older reply arriving late does not raise what is left in the window', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    const sent = [await pacer.acquire(), await pacer.acquire(), await pacer.acquire(), await pacer.acquire()];
    // The server counted them in order (4, 3, 2, 1 left of 5); the replies come back newest first.
    sent[3]!(headers(5, 1, 2));
    sent[2]!(headers(5, 2, 2));
    sent[1]!(headers(5, 3, 2));
    sent[0]!(headers(5, 4, 2));
    // One request was left in the window: of the next two, the second at the latest waits for the next window.
    const start = clock.time;
    (await pacer.acquire())();
    (await pacer.acquire())(headers(5, 4, 2));
    assert.ok(clock.time - start >= 2_000, `two more went out at once: the late reply's 4 was believed (${JSON.stringify(clock.slept)})`);
    // The next window's replies are believed again.
    assert.equal(pacer.waitMs(), 0);
  });

  it('believes a reply whose window ends sooner than it thought (a 429 with a short reset)', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    (await pacer.acquire())(headers(30, 29, 60));
    (await pacer.acquire())(headers(30, 0, 1));
    assert.equal(pacer.waitMs(), 1_000);
  });

  it('restores the allowance once the window has rolled over', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    (await pacer.acquire())(headers(5, 0, 1));
    clock.time += 1_001;
    assert.equal(pacer.waitMs(), 0);
  });

  it('holds everything back after a 429 for Retry-After', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer(clock);
    pacer.blockFor(12_000);
    (await pacer.acquire())();
    assert.deepEqual(clock.slept, [12_000]);
  });

  it('caps concurrent requests and admits the next when one settles', async () => {
    const pacer = new RatePacer(new FakeClock(), 2);
    const a = await pacer.acquire();
    await pacer.acquire();
    let third = false;
    const pending = pacer.acquire().then((r) => {
      third = true;
      return r;
    });
    await new Promise((r) => setImmediate(r));
    assert.equal(third, false);
    a();
    (await pending)();
    assert.equal(third, true);
  });

  it('gives up waiting when cancelled', async () => {
    const pacer = new RatePacer(new FakeClock());
    pacer.blockFor(5_000);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(pacer.acquire(controller.signal), CancelledError);
  });

  it('treats a large reset value as an epoch timestamp', async () => {
    assert.equal(await waitAfterEpochReset(1_700_000_000_000, 1_700_000_030), 30_000);
  });

  it("reads an epoch reset on the service's clock (its Date header), so a clock running ahead does not send early", async () => {
    // This machine's clock is 20 s ahead of the service's.
    assert.equal(await waitAfterEpochReset(1_700_000_020_000, 1_700_000_030, 1_700_000_000_000), 30_000);
  });

  it('believes this clock over a Date header far from it (a malformed or hostile reply cannot hold requests for an hour)', async () => {
    assert.equal(await waitAfterEpochReset(1_700_000_000_000, 1_700_000_030, 0), 30_000);
    assert.equal(await waitAfterEpochReset(1_700_000_000_000, 1_700_000_030, 1_700_000_000_000 + 11 * 60_000), 30_000);
  });

  it('waits longer, never shorter, when the Date header is cut down to the second', async () => {
    // The service wrote the reply 0.4 s before its window ended, at 29.6 s, and its Date says 29 s.
    assert.equal(await waitAfterEpochReset(1_700_000_029_600, 1_700_000_030, 1_700_000_029_600), 1_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds', () => assert.equal(parseRetryAfter('12', 0), 12_000));
  it('reads an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now), 30_000);
  });
  it('never goes negative', () => assert.equal(parseRetryAfter('Thu, 01 Jan 2015 00:00:30 GMT', Date.now()), 0));
  it('ignores garbage', () => {
    assert.equal(parseRetryAfter('soon', 0), undefined);
    assert.equal(parseRetryAfter(null, 0), undefined);
    assert.equal(parseRetryAfter('', 0), undefined);
  });
});
