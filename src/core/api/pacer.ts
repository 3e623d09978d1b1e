import { sleep } from '../util/async';
import { CancelledError } from './errors';

export interface PacerClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: PacerClock = { now: () => Date.now(), sleep };

/** How far the service's clock (its Date header) may differ from this machine's and still be believed. */
export const MAX_TRUSTED_CLOCK_SKEW_MS = 600_000;

/** The longest the client holds requests on the service's word (Retry-After, X-RateLimit-Reset): an hour. */
export const MAX_WAIT_MS = 3_600_000;

/**
 * Spaces requests by what the service says of its rate limit (`X-RateLimit-*`), so that the client
 * waits for the window to reset instead of provoking 429s; after a 429 it waits out `Retry-After`.
 * It also caps how many requests are in flight at once.
 */
export class RatePacer {
  private remaining: number | undefined;
  private limit: number | undefined;
  private resetAt = 0;
  private blockedUntil = 0;
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly clock: PacerClock = systemClock,
    private readonly maxConcurrent = 4,
    /** Told when the service asked for a longer wait than MAX_WAIT_MS (which is waited instead). */
    private readonly onLongWait: (requestedMs: number) => void = () => undefined,
  ) {}

  /** Waits until a request may go out; the returned function must be called when it settles. */
  async acquire(signal?: AbortSignal): Promise<(headers?: Headers) => void> {
    for (;;) {
      const wait = this.waitMs();
      if (wait > 0) {
        await this.clock.sleep(wait, signal);
        continue;
      }
      if (this.inFlight >= this.maxConcurrent) {
        await this.turn(signal);
        continue;
      }
      break;
    }
    this.inFlight++;
    if (this.remaining !== undefined) this.remaining--;
    let released = false;
    return (headers?: Headers) => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (headers) this.observe(headers);
      this.waiters.shift()?.();
    };
  }

  /** Waits for a request in flight to settle, or for `signal`. */
  private turn(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new CancelledError());
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.waiters.indexOf(admit);
        if (i >= 0) this.waiters.splice(i, 1);
        reject(new CancelledError());
      };
      const admit = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.waiters.push(admit);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** After a 429: nothing goes out before `retryAfterMs` (at most MAX_WAIT_MS) has passed. */
  blockFor(retryAfterMs: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.clock.now() + this.capped(retryAfterMs));
    this.remaining = 0;
    this.resetAt = Math.max(this.resetAt, this.blockedUntil);
  }

  /** Milliseconds until the next request may be sent (0 = now). */
  waitMs(): number {
    const now = this.clock.now();
    if (this.blockedUntil > now) return this.blockedUntil - now;
    if (this.remaining !== undefined && this.resetAt <= now) {
      // The window has rolled over: the full allowance is back, less what is still in flight.
      this.remaining = this.limit !== undefined ? this.limit - this.inFlight : undefined;
    }
    if (this.remaining !== undefined && this.remaining <= 0 && this.resetAt > now) return this.resetAt - now;
    return 0;
  }

  private observe(headers: Headers): void {
    const limit = Number(headers.get('x-ratelimit-limit'));
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining)) return;
    if (Number.isFinite(limit) && limit > 0) this.limit = limit;
    // Requests still in flight were sent after the server counted this one.
    const fresh = Math.max(0, remaining - this.inFlight);
    let resetAt = this.resetAt;
    if (headers.has('x-ratelimit-reset') && Number.isFinite(reset)) {
      const now = this.clock.now();
      // Seconds until reset, or (for large values) an epoch timestamp in seconds. An epoch is read on
      // the service's own clock (its Date header) where it sent one: this machine's clock may run
      // ahead of it; and Date, cut down to the second, can only lengthen the wait, never shorten it.
      // A Date far from this clock is more likely wrong (a malformed or hostile reply) than the clock is.
      const sent = Date.parse(headers.get('date') ?? '');
      const serviceNow = Number.isFinite(sent) && Math.abs(sent - now) <= MAX_TRUSTED_CLOCK_SKEW_MS ? sent : now;
      const wait = reset > 1e9 ? reset * 1000 - serviceNow : reset * 1000;
      resetAt = now + this.capped(wait);
    }
    // Replies can arrive out of order: within one window an older reply's count must not raise what is
    // left. Resets more than a second apart (the headers' granularity) are another window, and then the
    // newer word wins (a later window, or a service that says its window ends sooner than we thought).
    const sameWindow = this.remaining !== undefined && this.resetAt > this.clock.now() && Math.abs(resetAt - this.resetAt) < 1000;
    this.remaining = sameWindow ? Math.min(this.remaining!, fresh) : fresh;
    this.resetAt = sameWindow ? Math.max(this.resetAt, resetAt) : resetAt;
  }

  private capped(ms: number): number {
    if (!(ms >= 0)) return 0;
    if (ms <= MAX_WAIT_MS) return ms;
    this.onLongWait(ms);
    return MAX_WAIT_MS;
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
