/**
 * Hover and "verify document" benchmarks: the extension's own CitationLookup, StatuteClient and
 * planVerification/runVerification against the local statute service (in-process, on loopback), on the
 * real document with the most citations. What was requested, charged and refused with 429 is read from
 * the service's ledger, never from the client's own count.
 */
import { readFileSync } from 'node:fs';
import { StatuteClient } from '../src/core/api/client';
import { findCitations, isSectionCitation } from '../src/core/citations/index';
import { CitationLookup, CitationQuery, isPartial } from '../src/core/lookup/lookup';
import type { DialectName } from '../src/core/api/dialect';
import type { Coverage, Pricing } from '../src/core/api/models';
import { VerifyOutcome, planVerification, queryOf, runVerification } from '../src/core/lookup/verify';
import type { KeyLedger } from '../test/service/billing';
import { RunningService, startService } from '../test/service/service';
import { largestDocument, progress, spread } from './util';

const WARM_LIMIT_MS = 5;
/** The prompt's estimate may exceed the ledger's charge by at most this share, and never fall below it. */
const ESTIMATE_SLACK = 0.1;
const PACED_RATE = { limit: 30, windowSeconds: 60 };
/** Without batch resolve the wall time is bounded by the rate limit: within this factor of the floor. */
const PACED_GOAL = 1.05;
/** With batch resolve: a verification of ~100 citations in at most this many resolve requests and this long. */
const BATCH_GOAL = { resolveRequests: 3, wallMs: 10_000 };
const DIALECTS: DialectName[] = ['live', 'interface'];
const KEYS = { 'bench-hover': 1_000_000, 'bench-hover-sample': 1_000_000, 'bench-verify': 1_000_000, 'bench-paced': 1_000_000 };

export interface BenchOptions {
  /** Skip the slow parts (the verification under a 30/60 rate limit). */
  quick?: boolean;
}

/** What one key did at the service between two snapshots. */
export interface LedgerDelta {
  requests: number;
  byOperation: Record<string, number>;
  credits: number;
  rateLimited: number;
  statuses: Record<string, number>;
}

function snapshot(service: RunningService, key: string): KeyLedger {
  return structuredClone(service.ledger(key));
}

function delta(before: KeyLedger, after: KeyLedger): LedgerDelta {
  const sub = (a: Record<string, number | undefined>, b: Record<string, number | undefined>): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = (a[k] ?? 0) - (b[k] ?? 0);
      if (d !== 0) out[k] = d;
    }
    return out;
  };
  const byOperation = sub(after.calls, before.calls);
  return {
    requests: Object.values(byOperation).reduce((s, n) => s + n, 0),
    byOperation,
    credits: after.creditsConsumed - before.creditsConsumed,
    rateLimited: after.rateLimited - before.rateLimited,
    statuses: sub(after.statuses, before.statuses),
  };
}

function newClient(service: RunningService, key: string): { client: StatuteClient; lookup: CitationLookup; clientCredits: () => number } {
  let credits = 0;
  const client = new StatuteClient({ baseUrl: service.url, apiKey: () => key, onCreditsConsumed: (e) => (credits += e.credits) });
  // The extension's cache persists to a file; here it lives in memory (no storage), same logic.
  return { client, lookup: new CitationLookup(() => client), clientCredits: () => credits };
}

async function withService<T>(fn: (service: RunningService) => Promise<T>, dialect: DialectName = 'interface'): Promise<T> {
  const service = await startService({ port: 0, dialect, keys: { ...KEYS }, rate: '6000/60', log: () => undefined });
  try {
    return await fn(service);
  } finally {
    await service.close();
  }
}

/** Distinct citations of a document that a hover or a verification sends to the service (session laws, chapters and undecided codes are not). */
function distinctQueries(text: string): CitationQuery[] {
  const seen = new Map<string, CitationQuery>();
  for (const citation of findCitations(text)) {
    const query = queryOf(citation);
    if (isSectionCitation(citation) && !seen.has(CitationLookup.key(query))) seen.set(CitationLookup.key(query), query);
  }
  return [...seen.values()];
}

// ---- hover ---------------------------------------------------------------------------------

interface HoverSet {
  document: string;
  citations: number;
  cold: {
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    requests: number;
    byOperation: Record<string, number>;
    credits: number;
    /** How many citations needed 0, 1, 2… requests on their first hover. */
    requestsPerCitation: Record<string, number>;
    resolved: number;
  };
  warm: { rounds: number; lookups: number; p50Ms: number; p95Ms: number; maxMs: number; requests: number; limitMs: number; ok: boolean };
}

export interface HoverBenchResult extends HoverSet {
  service: string;
  /**
   * The same on the project's sample brief, whose citations the local corpus holds (USC titles 1 and 17,
   * a few CFR titles, DC): the real documents cite other titles, so every answer there is "not found".
   */
  resolvable: HoverSet;
}

/**
 * First hover over each distinct citation (resolve, plus metadata when resolve lacks the heading), one at a
 * time as a reader hovers, then the same citations again from the cache. Requests are counted by the service.
 */
async function hoverSet(service: RunningService, key: string, document: string, queries: CitationQuery[]): Promise<HoverSet> {
  const { lookup } = newClient(service, key);
  const coldTimes: number[] = [];
  const perCitation: Record<string, number> = {};
  let resolved = 0;
  const coldStart = snapshot(service, key);
  for (const query of queries) {
    const before = snapshot(service, key);
    const t0 = performance.now();
    const info = await lookup.lookup(query);
    coldTimes.push(performance.now() - t0);
    if (info.resolved) resolved++;
    const n = delta(before, snapshot(service, key)).requests;
    perCitation[n] = (perCitation[n] ?? 0) + 1;
  }
  const cold = delta(coldStart, snapshot(service, key));

  const rounds = 20;
  const warmTimes: number[] = [];
  const warmStart = snapshot(service, key);
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const t0 = performance.now();
      await lookup.lookup(query);
      warmTimes.push(performance.now() - t0);
    }
  }
  const warm = delta(warmStart, snapshot(service, key));
  const warmSpread = spread(warmTimes);
  return {
    document,
    citations: queries.length,
    cold: { ...spread(coldTimes), requests: cold.requests, byOperation: cold.byOperation, credits: cold.credits, requestsPerCitation: perCitation, resolved },
    warm: { rounds, lookups: warmTimes.length, ...warmSpread, requests: warm.requests, limitMs: WARM_LIMIT_MS, ok: warmSpread.p95Ms < WARM_LIMIT_MS && warm.requests === 0 },
  };
}

export async function runHoverBench(): Promise<HoverBenchResult> {
  const doc = largestDocument();
  const queries = distinctQueries(readFileSync(doc.path, 'utf8'));
  const sample = 'samples/sample-brief.md';
  const sampleQueries = distinctQueries(readFileSync(sample, 'utf8'));
  return withService(async (service) => {
    const main = await hoverSet(service, 'bench-hover', doc.name, queries);
    const resolvable = await hoverSet(service, 'bench-hover-sample', sample, sampleQueries);
    return { ...main, service: `in-process on ${service.url}`, resolvable };
  });
}

function describeHoverSet(r: HoverSet): string {
  const per = Object.entries(r.cold.requestsPerCitation)
    .map(([n, count]) => `${count} × ${n}`)
    .join(', ');
  return [
    `${r.citations} distinct citations of ${r.document} (${r.cold.resolved} resolved by the local corpus)`,
    `  cold (first hover each): p50 ${r.cold.p50Ms.toFixed(2)} ms, p95 ${r.cold.p95Ms.toFixed(2)} ms, max ${r.cold.maxMs.toFixed(2)} ms; ` +
      `${r.cold.requests} requests ${JSON.stringify(r.cold.byOperation)} (requests per citation: ${per}), ${r.cold.credits} credits`,
    `  warm (${r.warm.rounds} rounds, ${r.warm.lookups} lookups): p50 ${r.warm.p50Ms.toFixed(4)} ms, p95 ${r.warm.p95Ms.toFixed(4)} ms, max ${r.warm.maxMs.toFixed(3)} ms; ` +
      `${r.warm.requests} requests (p95 < ${r.warm.limitMs} ms with 0 requests: ${r.warm.ok ? 'ok' : 'MISS'})`,
  ].join('\n');
}

export function formatHoverBench(r: HoverBenchResult): string {
  return [`hover: CitationLookup + StatuteClient, service ${r.service}`, describeHoverSet(r), describeHoverSet(r.resolvable)].join('\n');
}

// ---- verify --------------------------------------------------------------------------------

export interface VerifyRun {
  /** Citations found in the document, and distinct ones (session laws included). */
  citations: number;
  distinct: number;
  /** Distinct citations sent (what the service covers), and of those the uncached ones. */
  sent: number;
  uncached: number;
  skipped: number;
  /** What the cost prompt announces (the service's prices and charging rules), and the resolve requests it plans. */
  estimate: number;
  plannedResolveRequests: number;
  wallMs: number;
  requests: number;
  /** Resolve requests (single and batch) and metadata requests, by the service's ledger. */
  resolveRequests: number;
  verificationRequests: number;
  byOperation: Record<string, number>;
  /** From the service's ledger. */
  credits: number;
  /** What the client itself counted, for comparison. */
  clientCredits: number;
  /** credits ≤ estimate ≤ (1 + slack) × credits (both 0 on a run that sends nothing). */
  estimateOk: boolean;
  rateLimited: number;
  statuses: Record<string, number>;
  outcome: { answers: number; resolved: number; notFound: number; partial: number; failures: number; cancelled: boolean };
}

export interface PacedRun extends VerifyRun {
  rate: string;
  /** Requests the limiter counted (429s are not counted). */
  countedRequests: number;
  floorMs: number;
  ratioToFloor: number | null;
  goal: string;
  ok: boolean;
}

export interface DialectVerifyResult {
  dialect: DialectName;
  service: string;
  first: VerifyRun & { ok: boolean };
  second: VerifyRun & { ok: boolean };
  paced: PacedRun | { notRun: string };
  /** A brief of 100 distinct citations (17 U.S.C. §§ 101–200, each cited twice), at 30/60. */
  hundred: PacedRun | { notRun: string };
}

export interface VerifyBenchResult {
  document: string;
  bytes: number;
  estimateSlack: number;
  dialects: DialectVerifyResult[];
}

/** The extension's ServiceCatalog: coverage and pricing fetched once per connection. */
function catalogOf(client: StatuteClient): () => Promise<[Coverage, Pricing | undefined]> {
  let memo: Promise<[Coverage, Pricing | undefined]> | undefined;
  return () => (memo ??= Promise.all([client.coverage(), client.pricing().catch(() => undefined)]));
}

const VERIFY_OPERATIONS = ['resolve', 'resolveBatch', 'sections', 'section'];

/** One "Verify Citations in Document" as the command runs it: coverage + charging rules, plan, resolve paced, metadata. */
async function verifyOnce(
  service: RunningService,
  key: string,
  text: string,
  env: { client: StatuteClient; lookup: CitationLookup; catalog: () => Promise<[Coverage, Pricing | undefined]>; clientCredits: () => number },
  onProgress?: (done: number, total: number) => void,
): Promise<VerifyRun> {
  const citations = findCitations(text);
  const before = snapshot(service, key);
  const creditsBefore = env.clientCredits();
  const t0 = performance.now();
  const [[coverage], rules] = await Promise.all([env.catalog(), env.client.charging()]);
  const plan = await planVerification(citations, env.lookup, rules, coverage);
  // As the command does with the user's consent: owed headings are fetched (never the case on this corpus).
  const outcome: VerifyOutcome = await runVerification(plan, env.lookup, { onProgress: (p) => onProgress?.(p.done, p.total), approveMetadata: () => true });
  const wallMs = performance.now() - t0;
  const d = delta(before, snapshot(service, key));
  const answers = [...outcome.answers.values()];
  const sent = plan.distinct.length;
  const count = (ops: string[]): number => ops.reduce((n, op) => n + (d.byOperation[op] ?? 0), 0);
  return {
    citations: citations.length,
    distinct: sent + plan.skipped.length,
    sent,
    uncached: plan.uncached.length,
    skipped: plan.skipped.length,
    estimate: plan.maxCredits,
    plannedResolveRequests: plan.resolveRequests,
    wallMs,
    requests: d.requests,
    resolveRequests: count(['resolve', 'resolveBatch']),
    verificationRequests: count(VERIFY_OPERATIONS),
    byOperation: d.byOperation,
    credits: d.credits,
    clientCredits: env.clientCredits() - creditsBefore,
    estimateOk: d.credits <= plan.maxCredits && plan.maxCredits <= (1 + ESTIMATE_SLACK) * d.credits,
    rateLimited: d.rateLimited,
    statuses: d.statuses,
    outcome: {
      answers: answers.length,
      resolved: answers.filter((a) => a.resolved).length,
      notFound: answers.filter((a) => !a.resolved).length,
      partial: answers.filter(isPartial).length,
      failures: outcome.failures.length,
      cancelled: outcome.cancelled,
    },
  };
}

/**
 * The fewest milliseconds `n` requests need under a fixed window of `limit` per `windowSeconds`, the first
 * window opening at the first request: billing.ts anchors a key's window at its first counted request and
 * opens the next one only at the first request after it closes, so request k·limit+1 cannot go out before
 * k full windows have passed.
 */
export function rateFloorMs(n: number, limit: number, windowSeconds: number): number {
  return n <= 0 ? 0 : (Math.ceil(n / limit) - 1) * windowSeconds * 1000;
}

/** 100 distinct citations of the local corpus's title, found or not (both are charged), each cited twice. */
const HUNDRED_BRIEF = (() => {
  const cites = Array.from({ length: 100 }, (_, i) => `17 U.S.C. § ${101 + i}`);
  return [...cites, ...cites].map((c) => `See ${c}.`).join('\n');
})();

/** A fresh key and client verifying `text` under a 30/60 rate limit; the limit is put back afterwards. */
async function pacedVerify(service: RunningService, dialect: DialectName, text: string, expectedRequests: number): Promise<PacedRun> {
  const pacedKey = `bench-paced-${Math.random().toString(36).slice(2)}`;
  service.setCredits(pacedKey, 1_000_000);
  service.context.limiter.config = { ...PACED_RATE };
  service.context.limiter.reset();
  const fresh = newClient(service, pacedKey);
  const expected = Math.ceil(expectedRequests / PACED_RATE.limit);
  progress(
    `verify (${dialect}) at ${PACED_RATE.limit}/${PACED_RATE.windowSeconds}: ~${expectedRequests} requests without batches, so about ${(expected - 1) * PACED_RATE.windowSeconds} s (${expected} windows) if one per citation; progress every 10 s`,
  );
  const started = performance.now();
  let done = 0;
  let total = 0;
  const ticker = setInterval(() => {
    const waiting = fresh.client.pacingDelayMs;
    progress(
      `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${done}/${total} resolved` + (waiting > 1000 ? `, the client waits ${Math.ceil(waiting / 1000)} s for the next window` : ''),
    );
  }, 10_000);
  let run: VerifyRun;
  try {
    run = await verifyOnce(service, pacedKey, text, { client: fresh.client, lookup: fresh.lookup, catalog: catalogOf(fresh.client), clientCredits: fresh.clientCredits }, (d, t) => {
      done = d;
      total = t;
    });
  } finally {
    clearInterval(ticker);
    service.context.limiter.config = { limit: 6000, windowSeconds: 60 };
    service.context.limiter.reset();
  }
  const counted = run.requests - run.rateLimited;
  const floorMs = rateFloorMs(counted, PACED_RATE.limit, PACED_RATE.windowSeconds);
  const ratio = floorMs > 0 ? run.wallMs / floorMs : null;
  const batched = run.plannedResolveRequests < run.uncached;
  return {
    ...run,
    rate: `${PACED_RATE.limit}/${PACED_RATE.windowSeconds}`,
    countedRequests: counted,
    floorMs,
    ratioToFloor: ratio,
    goal: batched ? `≤ ${BATCH_GOAL.resolveRequests} resolve requests, wall < ${BATCH_GOAL.wallMs / 1000} s, 0 × 429` : `wall ≤ ${PACED_GOAL} × floor, 0 × 429`,
    ok: run.rateLimited === 0 && (batched ? run.resolveRequests <= BATCH_GOAL.resolveRequests && run.wallMs < BATCH_GOAL.wallMs : ratio === null || ratio <= PACED_GOAL),
  };
}

/** Verification of the largest real document on one dialect: at 6000/60 (first, then again from the cache), then afresh at 30/60. */
async function verifyOnDialect(dialect: DialectName, doc: { name: string }, text: string, options: BenchOptions): Promise<DialectVerifyResult> {
  return withService(async (service) => {
    const key = 'bench-verify';
    const { client, lookup, clientCredits } = newClient(service, key);
    const env = { client, lookup, catalog: catalogOf(client), clientCredits };
    progress(`verify (${dialect}): ${doc.name}, rate ${service.context.limiter.config.limit}/${service.context.limiter.config.windowSeconds}`);
    const first = await verifyOnce(service, key, text, env);
    const second = await verifyOnce(service, key, text, env);

    const paced: DialectVerifyResult['paced'] = options.quick ? { notRun: 'skipped with --quick' } : await pacedVerify(service, dialect, text, first.requests);
    const hundred: DialectVerifyResult['hundred'] = options.quick
      ? { notRun: 'skipped with --quick' }
      : dialect === 'live'
        ? await pacedVerify(service, dialect, HUNDRED_BRIEF, 102)
        : { notRun: 'one request per citation: the document above shows the pace' };
    return {
      dialect,
      service: `in-process on ${service.url}, ${dialect} dialect, rate 6000/60 unless stated`,
      first: { ...first, ok: first.estimateOk && first.rateLimited === 0 },
      second: { ...second, ok: second.credits === 0 },
      paced,
      hundred,
    };
  }, dialect);
}

export async function runVerifyBench(options: BenchOptions = {}): Promise<VerifyBenchResult> {
  const doc = largestDocument();
  const text = readFileSync(doc.path, 'utf8');
  progress(`verify: ${doc.name} (${doc.citations} citations, ${doc.distinct} distinct) on the ${DIALECTS.join(' and ')} dialects`);
  const dialects: DialectVerifyResult[] = [];
  for (const dialect of DIALECTS) dialects.push(await verifyOnDialect(dialect, doc, text, options));
  return { document: doc.name, bytes: doc.bytes, estimateSlack: ESTIMATE_SLACK, dialects };
}

function describeRun(label: string, r: VerifyRun): string {
  return (
    `${label}: ${(r.wallMs / 1000).toFixed(2)} s wall; ${r.sent} distinct sent (${r.uncached} uncached, ${r.skipped} skipped of ${r.distinct} distinct, ${r.citations} citations); ` +
    `${r.verificationRequests} verification requests (${r.resolveRequests} resolve, ${r.plannedResolveRequests} planned) of ${r.requests} ${JSON.stringify(r.byOperation)}; ` +
    `${r.credits} credits by the ledger vs the prompt's ${r.estimate} (client counted ${r.clientCredits}; ${r.estimateOk ? 'ok' : 'MISS'}); ${r.rateLimited} × 429; ` +
    `answers ${r.outcome.answers} (${r.outcome.resolved} resolved, ${r.outcome.notFound} not found), ${r.outcome.failures} failures`
  );
}

export function formatVerifyBench(r: VerifyBenchResult): string {
  const lines = [`verify: ${r.document} (${r.bytes} bytes), planVerification + runVerification; estimate ≥ ledger and ≤ ${1 + r.estimateSlack} × ledger`];
  for (const d of r.dialects) {
    lines.push(`[${d.dialect}] service ${d.service}`);
    lines.push('  ' + describeRun('first', d.first) + ` (${d.first.ok ? 'ok' : 'MISS'})`);
    lines.push('  ' + describeRun('second', d.second) + ` (0 credits: ${d.second.ok ? 'ok' : 'MISS'})`);
    for (const [label, run] of [['paced', d.paced], ['100-citation brief', d.hundred]] as const) {
      if ('notRun' in run) lines.push(`  ${label} (30/60): ${run.notRun}`);
      else
        lines.push(
          '  ' +
            describeRun(`${label} (${run.rate})`, run) +
            `\n    ${run.countedRequests} counted requests → floor ${(run.floorMs / 1000).toFixed(0)} s; wall/floor ${run.ratioToFloor === null ? 'n/a' : run.ratioToFloor.toFixed(3)} (${run.goal}: ${run.ok ? 'ok' : 'MISS'})`,
        );
    }
  }
  return lines.join('\n');
}
