/**
 * Keys, credits, the per-key rate limit and the ledger that tests and benchmarks read back.
 */

/** Operation names, as the extension's client names them. */
export type Operation =
  | 'search'
  | 'sectionBody'
  | 'section'
  | 'related'
  | 'resolve'
  | 'sections'
  | 'coverage'
  | 'divisions'
  | 'laws'
  | 'pricing'
  | 'watches'
  | 'createWatch';

export interface PriceEntry {
  operation: Operation;
  method: 'GET' | 'POST';
  endpoint: string;
  credits: number;
}

/** The interface document's price list. */
export const PRICES: readonly PriceEntry[] = [
  { operation: 'search', method: 'POST', endpoint: '/api/v1/us/statutes/search', credits: 2 },
  { operation: 'sectionBody', method: 'GET', endpoint: '/api/v1/us/statutes/section/{act_id}/body', credits: 2 },
  { operation: 'section', method: 'GET', endpoint: '/api/v1/us/statutes/section/{act_id}', credits: 1 },
  { operation: 'related', method: 'GET', endpoint: '/api/v1/us/statutes/section/{act_id}/related', credits: 1 },
  { operation: 'resolve', method: 'GET', endpoint: '/api/v1/us/statutes/resolve', credits: 1 },
  { operation: 'sections', method: 'GET', endpoint: '/api/v1/us/statutes/sections', credits: 5 },
  { operation: 'coverage', method: 'GET', endpoint: '/api/v1/us/statutes/coverage', credits: 0 },
  { operation: 'divisions', method: 'GET', endpoint: '/api/v1/us/statutes/divisions', credits: 0 },
  { operation: 'laws', method: 'GET', endpoint: '/api/v1/us/statutes/laws', credits: 0 },
  { operation: 'pricing', method: 'GET', endpoint: '/api/v1/pricing', credits: 0 },
  { operation: 'watches', method: 'GET', endpoint: '/api/v1/watches', credits: 0 },
  { operation: 'createWatch', method: 'POST', endpoint: '/api/v1/watches', credits: 0 },
];

export const DOLLAR_PER_CREDIT = 0.01;

export function priceOf(operation: Operation): number {
  return PRICES.find((p) => p.operation === operation)?.credits ?? 0;
}

export interface RateConfig {
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the current window ends (the full window when none is open). */
  resetSeconds: number;
}

/**
 * Fixed windows anchored per key: a key's window opens with its first counted request and lasts
 * `windowSeconds`; at most `limit` requests are counted in it, later ones get 429 until it closes.
 * Requests refused with 429 are not counted, so a client that waits out Retry-After always gets in.
 * X-RateLimit-Reset is the number of seconds until the open window closes.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; used: number }>();

  constructor(
    public config: RateConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the request when allowed. */
  take(bucket: string): RateDecision {
    const decision = this.peek(bucket);
    if (!decision.allowed) return decision;
    const window = this.openWindow(bucket);
    window.used++;
    return { ...decision, remaining: Math.max(0, this.config.limit - window.used) };
  }

  /** The headers' view of a bucket, without counting anything. */
  peek(bucket: string): RateDecision {
    const windowMs = this.config.windowSeconds * 1000;
    const current = this.windows.get(bucket);
    const now = this.now();
    if (!current || now - current.start >= windowMs) {
      return { allowed: true, limit: this.config.limit, remaining: this.config.limit, resetSeconds: this.config.windowSeconds };
    }
    const resetSeconds = Math.max(1, Math.ceil((current.start + windowMs - now) / 1000));
    return { allowed: current.used < this.config.limit, limit: this.config.limit, remaining: Math.max(0, this.config.limit - current.used), resetSeconds };
  }

  reset(): void {
    this.windows.clear();
  }

  private openWindow(bucket: string): { start: number; used: number } {
    const now = this.now();
    const current = this.windows.get(bucket);
    if (current && now - current.start < this.config.windowSeconds * 1000) return current;
    const fresh = { start: now, used: 0 };
    this.windows.set(bucket, fresh);
    return fresh;
  }
}

export interface KeyLedger {
  key: string;
  creditsGranted: number;
  creditsRemaining: number;
  creditsConsumed: number;
  /** Calls that reached the service, by operation (any status). */
  calls: Partial<Record<Operation, number>>;
  creditsByOperation: Partial<Record<Operation, number>>;
  /** Responses by status code, e.g. `{"200": 12, "404": 1}`. */
  statuses: Record<string, number>;
  rateLimited: number;
  faulted: number;
}

/** Credits and counters per key; requests without a valid key are booked under `anonymous`. */
export class Accounts {
  private ledgers = new Map<string, KeyLedger>();
  readonly anonymous: KeyLedger = emptyLedger('anonymous', 0);

  constructor(keys: Record<string, number>) {
    this.replaceKeys(keys);
  }

  replaceKeys(keys: Record<string, number>): void {
    this.ledgers.clear();
    for (const [key, credits] of Object.entries(keys)) this.ledgers.set(key, emptyLedger(key, credits));
    Object.assign(this.anonymous, emptyLedger('anonymous', 0));
  }

  has(key: string): boolean {
    return this.ledgers.has(key);
  }

  ledger(key: string | null): KeyLedger {
    return (key && this.ledgers.get(key)) || this.anonymous;
  }

  /** Sets a key's balance (creating the key when new). */
  setCredits(key: string, credits: number): KeyLedger {
    const ledger = this.ledgers.get(key) ?? emptyLedger(key, credits);
    ledger.creditsGranted = ledger.creditsConsumed + credits;
    ledger.creditsRemaining = credits;
    this.ledgers.set(key, ledger);
    return ledger;
  }

  charge(key: string, operation: Operation, credits: number): void {
    const ledger = this.ledger(key);
    ledger.creditsRemaining -= credits;
    ledger.creditsConsumed += credits;
    ledger.creditsByOperation[operation] = (ledger.creditsByOperation[operation] ?? 0) + credits;
  }

  record(key: string | null, operation: Operation | null, status: number | string, flags: { rateLimited?: boolean; faulted?: boolean } = {}): void {
    const ledger = this.ledger(key);
    if (operation) ledger.calls[operation] = (ledger.calls[operation] ?? 0) + 1;
    ledger.statuses[String(status)] = (ledger.statuses[String(status)] ?? 0) + 1;
    if (flags.rateLimited) ledger.rateLimited++;
    if (flags.faulted) ledger.faulted++;
  }

  snapshot(): { keys: Record<string, KeyLedger>; anonymous: KeyLedger } {
    const keys: Record<string, KeyLedger> = {};
    for (const [key, ledger] of this.ledgers) keys[key] = structuredClone(ledger);
    return { keys, anonymous: structuredClone(this.anonymous) };
  }
}

function emptyLedger(key: string, credits: number): KeyLedger {
  return { key, creditsGranted: credits, creditsRemaining: credits, creditsConsumed: 0, calls: {}, creditsByOperation: {}, statuses: {}, rateLimited: 0, faulted: 0 };
}

/** `"key:credits,key2:credits"` → `{key: credits, key2: credits}`. */
export function parseKeys(spec: string): Record<string, number> {
  const keys: Record<string, number> = {};
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.lastIndexOf(':');
    const key = colon > 0 ? part.slice(0, colon).trim() : part;
    const credits = colon > 0 ? Number(part.slice(colon + 1)) : 10_000;
    if (!key || !Number.isFinite(credits) || credits < 0) throw new Error(`Bad key spec "${part}" (expected key:credits).`);
    keys[key] = credits;
  }
  return keys;
}

/** `"30/60"` → 30 requests per 60 seconds. */
export function parseRate(spec: string): RateConfig {
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(spec);
  if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) throw new Error(`Bad rate "${spec}" (expected requests/seconds, e.g. 30/60).`);
  return { limit: Number(m[1]), windowSeconds: Number(m[2]) };
}
