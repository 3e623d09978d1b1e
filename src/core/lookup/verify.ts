import { AuthError, CreditsError, NetworkError, StatuteApiError, TimeoutError } from '../api/errors';
import type { Citation } from '../citations/types';
import { CitationInfo, CitationLookup, CitationQuery, PartialInfo, isPartial } from './lookup';
import type { Coverage, Pricing } from '../api/models';
import { priceOf } from '../api/pricing';

export interface VerifyPlan {
  /** Distinct citations the service can answer. */
  distinct: CitationQuery[];
  /** Of those, the ones not in the cache: each costs one resolve. */
  uncached: CitationQuery[];
  /** Distinct citations not sent: session laws, and codes the service does not cover. */
  skipped: { query: CitationQuery; reason: string }[];
  resolveCalls: number;
  /** At most one batch-metadata call per 50 resolved sections, only if resolve lacks the heading. */
  maxBatchCalls: number;
  maxCredits: number;
}

export function queryOf(citation: Citation): CitationQuery {
  return { canonical: citation.canonical, corpusType: citation.corpusType, state: citation.state };
}

/** Which citations a verification would send and what it can cost at most; spends nothing. */
export async function planVerification(
  citations: readonly Citation[],
  lookup: CitationLookup,
  pricing: Pricing | undefined,
  coverage: Coverage | undefined,
): Promise<VerifyPlan> {
  const seen = new Set<string>();
  const distinct: CitationQuery[] = [];
  const skipped: VerifyPlan['skipped'] = [];
  for (const citation of citations) {
    const query = queryOf(citation);
    const key = CitationLookup.key(query);
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = notCoveredReason(query, coverage);
    if (reason) skipped.push({ query, reason });
    else distinct.push(query);
  }
  const uncached: CitationQuery[] = [];
  for (const query of distinct) if (!(await lookup.cached(query))) uncached.push(query);
  const maxBatchCalls = Math.ceil(uncached.length / 50);
  return {
    distinct,
    uncached,
    skipped,
    resolveCalls: uncached.length,
    maxBatchCalls,
    maxCredits: uncached.length * priceOf(pricing, 'resolve') + maxBatchCalls * priceOf(pricing, 'sections'),
  };
}

function notCoveredReason(query: CitationQuery, coverage: Coverage | undefined): string | undefined {
  if (!query.corpusType) return 'Session laws are not in the statute service; not verified.';
  if (!coverage) return undefined;
  const jurisdiction = query.corpusType === 'STATE' ? query.state : 'federal';
  const entry = coverage.jurisdictions.find((j) => j.code.toLowerCase() === jurisdiction);
  if (!entry) return `The statute service has no ${query.corpusType === 'STATE' ? `code for ${query.state?.toUpperCase()}` : 'federal code'}; not verified.`;
  if (entry.hasData === false) return `The statute service has no data for ${entry.name}; not verified.`;
  const count = entry.corpora[query.corpusType];
  if (count === 0) return `The statute service has no ${query.corpusType} sections for ${entry.name}; not verified.`;
  return undefined;
}

/**
 * No key, no credits, or a service that stopped answering: every further call would fail too, and a
 * call that timed out or lost its connection may have been charged, so none is sent after it.
 */
function stopsTheRun(error: unknown): error is StatuteApiError {
  return error instanceof CreditsError || error instanceof AuthError || error instanceof TimeoutError || error instanceof NetworkError;
}

export interface VerifyProgress {
  done: number;
  total: number;
}

export interface VerifyOutcome {
  answers: Map<string, CitationInfo | PartialInfo>;
  failures: { query: CitationQuery; error: unknown }[];
  cancelled: boolean;
  /** Set when the run stopped because going on could not succeed (no key, no credits, the service stopped answering). */
  stoppedBy?: StatuteApiError;
}

/**
 * Resolves the uncached citations (the client paces them to the rate limit), then fetches missing
 * metadata in batches of 50. Cancelling stops new requests; answers already paid for stay cached.
 */
export async function runVerification(
  plan: VerifyPlan,
  lookup: CitationLookup,
  options: { signal?: AbortSignal; onProgress?: (p: VerifyProgress) => void; concurrency?: number } = {},
): Promise<VerifyOutcome> {
  const outcome: VerifyOutcome = { answers: new Map(), failures: [], cancelled: false };
  for (const query of plan.distinct) {
    const cached = await lookup.cached(query);
    if (cached) outcome.answers.set(CitationLookup.key(query), cached);
  }
  const queue = plan.uncached.filter((q) => !outcome.answers.has(CitationLookup.key(q)));
  const total = queue.length;
  let next = 0;
  let done = 0;
  const stopped = (): boolean => options.signal?.aborted === true || outcome.stoppedBy !== undefined;
  const worker = async (): Promise<void> => {
    while (!stopped() && next < queue.length) {
      const query = queue[next++];
      try {
        // No signal: a request once sent is allowed to finish so that its paid answer is cached.
        outcome.answers.set(CitationLookup.key(query), await lookup.resolve(query));
      } catch (error) {
        outcome.failures.push({ query, error });
        if (stopsTheRun(error)) outcome.stoppedBy = error;
      }
      options.onProgress?.({ done: ++done, total });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  outcome.cancelled = options.signal?.aborted === true;
  const partials = [...outcome.answers.values()].filter(isPartial);
  if (partials.length && !stopped()) {
    try {
      const completed = await lookup.complete(partials);
      partials.forEach((partial, i) => outcome.answers.set(partial.queryKey, completed[i]));
    } catch (error) {
      // The statuses from resolve stand; only headings are missing.
      outcome.failures.push({ query: { canonical: partials[0].canonical, corpusType: null, state: null }, error });
    }
  }
  return outcome;
}
