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
  | 'createWatch'
  // Operations only the live dialect serves.
  | 'resolveBatch'
  | 'count'
  | 'credits'
  | 'boards'
  | 'updateWatch'
  | 'deleteWatch'
  | 'testWatch';

export type Dialect = 'interface' | 'live';
export const DIALECTS: readonly Dialect[] = ['interface', 'live'];

/** Plans gate watch channels and caps (live dialect). */
export type Plan = 'pro' | 'business';
export const PLANS: readonly Plan[] = ['pro', 'business'];
export const DEFAULT_PLAN: Plan = 'pro';

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

export interface LivePriceEntry {
  operation: Operation;
  /** As the live pricing route prints it: without the /api/v1 prefix. */
  endpoint: string;
  /** The least a successful call costs (what is checked against the balance before the call). */
  credits: number;
  category: 'account' | 'acts' | 'alerts' | 'session_laws' | 'statutes';
  description: string;
}

/** The live service's prices (live-api.md §2 and §4). Variable parts are charged by the handlers. */
export const LIVE_PRICES: readonly LivePriceEntry[] = [
  { operation: 'search', endpoint: '/us/statutes/search', credits: 4, category: 'statutes', description: 'Ranked search; 6 more per row returned with its body.' },
  { operation: 'section', endpoint: '/us/statutes/section/{act_id}', credits: 2, category: 'statutes', description: 'Section metadata; a citation in the path adds a 2-credit resolve line.' },
  { operation: 'sectionBody', endpoint: '/us/statutes/section/{act_id}/body', credits: 6, category: 'statutes', description: 'Section text in any format, structured or as of a date.' },
  { operation: 'related', endpoint: '/us/statutes/section/{act_id}/related', credits: 2, category: 'statutes', description: 'Neighbouring sections within the container.' },
  { operation: 'resolve', endpoint: '/us/statutes/resolve', credits: 2, category: 'statutes', description: 'Citation to section; charged when the citation does not resolve too.' },
  { operation: 'resolveBatch', endpoint: '/us/statutes/resolve', credits: 2, category: 'statutes', description: 'Per unique citation in the batch.' },
  { operation: 'sections', endpoint: '/us/statutes/sections', credits: 2, category: 'statutes', description: 'Per section found, 6 more per body; misses are free.' },
  { operation: 'count', endpoint: '/us/statutes/count', credits: 1, category: 'statutes', description: 'Sections in a scope.' },
  { operation: 'coverage', endpoint: '/us/statutes/coverage', credits: 0, category: 'statutes', description: 'Coverage matrix.' },
  { operation: 'divisions', endpoint: '/us/statutes/divisions', credits: 1, category: 'statutes', description: 'One level of a code; refunded when empty.' },
  { operation: 'laws', endpoint: '/us/statutes/laws', credits: 0, category: 'statutes', description: 'Deprecated catalog; use coverage.' },
  { operation: 'boards', endpoint: '/boards', credits: 0, category: 'alerts', description: 'Watchable boards.' },
  { operation: 'watches', endpoint: '/watches', credits: 0, category: 'alerts', description: 'List watches.' },
  { operation: 'createWatch', endpoint: '/watches', credits: 0, category: 'alerts', description: 'Create a watch.' },
  { operation: 'updateWatch', endpoint: '/watches/{watch_id}', credits: 0, category: 'alerts', description: 'Change a watch.' },
  { operation: 'deleteWatch', endpoint: '/watches/{watch_id}', credits: 0, category: 'alerts', description: 'Delete a watch.' },
  { operation: 'testWatch', endpoint: '/watches/{watch_id}/test', credits: 0, category: 'alerts', description: 'Fire a test event.' },
  { operation: 'credits', endpoint: '/credits/balance', credits: 0, category: 'account', description: 'Credit balance.' },
  { operation: 'pricing', endpoint: '/api-credits/pricing', credits: 0, category: 'account', description: 'This price list.' },
];

export const MIN_PURCHASE_CREDITS = 500;
export const MAX_PURCHASE_CREDITS = 1_000_000;

export function livePriceOf(operation: Operation): number {
  return LIVE_PRICES.find((p) => p.operation === operation)?.credits ?? 0;
}

/** Per-minute/hour/day request limits by plan (live-api.md §1.4). */
export const PLAN_LIMITS: Record<Plan, { perMinute: number; perHour: number; perDay: number }> = {
  pro: { perMinute: 30, perHour: 500, perDay: 1000 },
  business: { perMinute: 150, perHour: 2500, perDay: 10000 },
};

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
  /** Whole seconds until the current window ends (the full window when none is open), rounded up. */
  resetSeconds: number;
  /** When the current window ends (or the next would, were one opened now), in epoch milliseconds. */
  endsAt: number;
}

/**
 * Fixed windows per key: at most `limit` requests are counted in a window of `windowSeconds`, later
 * ones get 429 until it closes. Requests refused with 429 are not counted, so a client that waits out
 * Retry-After always gets in. A window opens with the key's first counted request, or, `aligned`, on
 * the clock's multiples of the window (the live API's window always ends on the next minute boundary).
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; used: number }>();

  constructor(
    public config: RateConfig,
    private readonly now: () => number = Date.now,
    private readonly aligned = false,
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
    const now = this.now();
    const current = this.current(bucket, now);
    const endsAt = (current?.start ?? this.startAt(now)) + this.windowMs();
    const resetSeconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
    const used = current?.used ?? 0;
    return { allowed: used < this.config.limit, limit: this.config.limit, remaining: Math.max(0, this.config.limit - used), resetSeconds, endsAt };
  }

  reset(): void {
    this.windows.clear();
  }

  private windowMs(): number {
    return this.config.windowSeconds * 1000;
  }

  /** Where a window opened at `now` starts. */
  private startAt(now: number): number {
    return this.aligned ? now - (now % this.windowMs()) : now;
  }

  /** The bucket's window if it is still open. */
  private current(bucket: string, now: number): { start: number; used: number } | undefined {
    const window = this.windows.get(bucket);
    return window && now - window.start < this.windowMs() ? window : undefined;
  }

  private openWindow(bucket: string): { start: number; used: number } {
    const now = this.now();
    const open = this.current(bucket, now);
    if (open) return open;
    const fresh = { start: this.startAt(now), used: 0 };
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
  /** The key's plan (live dialect: gates webhook watches and the watch cap). */
  plan: Plan;
  /** The latest requests (at most REQUEST_LOG_SIZE), each with the credits it was charged. */
  requests: RequestEntry[];
}

export interface RequestEntry {
  method: string;
  path: string;
  operation: Operation | null;
  status: number | string;
  credits: number;
  at: string;
}

export const REQUEST_LOG_SIZE = 2000;

/** Credits and counters per key; requests without a valid key are booked under `anonymous`. */
export class Accounts {
  private ledgers = new Map<string, KeyLedger>();
  readonly anonymous: KeyLedger = emptyLedger('anonymous', 0);

  private plans: Record<string, Plan> = {};

  constructor(keys: Record<string, number>, plans: Record<string, Plan> = {}) {
    this.replaceKeys(keys, plans);
  }

  replaceKeys(keys: Record<string, number>, plans: Record<string, Plan> = this.plans): void {
    this.plans = { ...plans };
    this.ledgers.clear();
    for (const [key, credits] of Object.entries(keys)) this.ledgers.set(key, emptyLedger(key, credits, plans[key]));
    Object.assign(this.anonymous, emptyLedger('anonymous', 0));
  }

  planOf(key: string | null): Plan {
    return (key && this.ledgers.get(key)?.plan) || DEFAULT_PLAN;
  }

  setPlan(key: string, plan: Plan): void {
    this.plans[key] = plan;
    const ledger = this.ledgers.get(key);
    if (ledger) ledger.plan = plan;
  }

  has(key: string): boolean {
    return this.ledgers.has(key);
  }

  ledger(key: string | null): KeyLedger {
    return (key && this.ledgers.get(key)) || this.anonymous;
  }

  /** Sets a key's balance (creating the key when new). */
  setCredits(key: string, credits: number): KeyLedger {
    const ledger = this.ledgers.get(key) ?? emptyLedger(key, credits, this.plans[key]);
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

  record(
    key: string | null,
    operation: Operation | null,
    status: number | string,
    flags: { rateLimited?: boolean; faulted?: boolean; credits?: number; method?: string; path?: string } = {},
  ): void {
    const ledger = this.ledger(key);
    ledger.requests.push({ method: flags.method ?? '', path: flags.path ?? '', operation, status, credits: flags.credits ?? 0, at: new Date().toISOString() });
    if (ledger.requests.length > REQUEST_LOG_SIZE) ledger.requests.splice(0, ledger.requests.length - REQUEST_LOG_SIZE);
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

function emptyLedger(key: string, credits: number, plan: Plan = DEFAULT_PLAN): KeyLedger {
  return { key, creditsGranted: credits, creditsRemaining: credits, creditsConsumed: 0, calls: {}, creditsByOperation: {}, statuses: {}, rateLimited: 0, faulted: 0, plan, requests: [] };
}

/** `"key:credits,key2:credits"` → `{key: credits, key2: credits}` (a `:plan` suffix is allowed and dropped here). */
export function parseKeys(spec: string): Record<string, number> {
  return parseKeySpec(spec).keys;
}

/**
 * `"key:credits[:plan],…"` → credits and plans per key. The plan (`pro`, `business`) is optional and
 * defaults to pro; `k1:500:business` is a Business key with 500 credits.
 */
export function parseKeySpec(spec: string): { keys: Record<string, number>; plans: Record<string, Plan> } {
  const keys: Record<string, number> = {};
  const plans: Record<string, Plan> = {};
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    let rest = part;
    let plan: Plan = DEFAULT_PLAN;
    const planMatch = /^(.+:\s*\d+(?:\.\d+)?)\s*:\s*([A-Za-z]+)$/.exec(rest);
    if (planMatch) {
      const named = planMatch[2]!.toLowerCase();
      if (!(PLANS as readonly string[]).includes(named)) throw new Error(`Bad plan "${planMatch[2]}" in "${part}" (expected ${PLANS.join(' or ')}).`);
      plan = named as Plan;
      rest = planMatch[1]!;
    }
    const colon = rest.lastIndexOf(':');
    const key = colon > 0 ? rest.slice(0, colon).trim() : rest;
    const credits = colon > 0 ? Number(rest.slice(colon + 1)) : 10_000;
    if (!key || !Number.isFinite(credits) || credits < 0) throw new Error(`Bad key spec "${part}" (expected key:credits or key:credits:plan).`);
    keys[key] = credits;
    plans[key] = plan;
  }
  return { keys, plans };
}

/** `"30/60"` → 30 requests per 60 seconds. */
export function parseRate(spec: string): RateConfig {
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(spec);
  if (!m || Number(m[1]) < 1 || Number(m[2]) <= 0) throw new Error(`Bad rate "${spec}" (expected requests/seconds, e.g. 30/60).`);
  return { limit: Number(m[1]), windowSeconds: Number(m[2]) };
}
