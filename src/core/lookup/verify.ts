import type { StatuteApiError } from '../api/errors';
import { isCodeCorpus, isSectionCitation } from '../citations/codes';
import type { Citation } from '../citations/types';
import { CitationInfo, CitationLookup, CitationQuery, MetadataPlan, PartialInfo, isPartial, metadataPlan } from './lookup';
import type { Coverage } from '../api/models';
import { estimateCost, type ChargingRules, type CostEstimate } from '../api/dialect';

export interface VerifyPlan {
  /** Distinct citations the service can answer. */
  distinct: CitationQuery[];
  /** Of those, the ones not in the cache: each is charged once, found or not. */
  uncached: CitationQuery[];
  /** Distinct citations not sent: session laws, and codes the service does not cover. */
  skipped: { query: CitationQuery; reason: string }[];
  /** The service's own prices and charging rules the estimate is made under. */
  rules: ChargingRules;
  /** Resolve requests: one per batch of up to `rules.resolve.batchSize` citations, else one per citation. */
  resolveRequests: number;
  /** What resolving the uncached citations costs, as the service charges it (unresolved ones included). */
  estimate: CostEstimate;
  maxCredits: number;
}

export function queryOf(citation: Citation): CitationQuery {
  return { canonical: citation.canonical, corpusType: citation.corpusType, state: citation.state };
}

/**
 * Which citations a verification would send and what it costs under the service's charging rules;
 * spends nothing. Metadata (headings a resolve answer may lack) is not in the estimate: it is owed only
 * after resolving, priced then, and fetched only with the caller's consent (`runVerification`).
 */
export async function planVerification(
  citations: readonly Citation[],
  lookup: CitationLookup,
  rules: ChargingRules,
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
    const reason = skipReason(citation, coverage);
    if (reason) skipped.push({ query, reason });
    else distinct.push(query);
  }
  const uncached: CitationQuery[] = [];
  for (const query of distinct) if (!(await lookup.cached(query))) uncached.push(query);
  const batch = rules.resolve.batchSize;
  const estimate = estimateCost(rules, { resolve: uncached.length });
  return {
    distinct,
    uncached,
    skipped,
    rules,
    resolveRequests: batch > 1 ? Math.ceil(uncached.length / batch) : uncached.length,
    estimate,
    maxCredits: estimate.credits,
  };
}

/**
 * Why a citation is not sent to the service (not a section, or a code the service does not cover), in
 * words; undefined when it is sent. Verification and the hover both ask this, so they say the same.
 */
export function skipReason(citation: Citation, coverage: Coverage | undefined): string | undefined {
  return unverifiableReason(citation) ?? notCoveredReason(queryOf(citation), coverage);
}

/** Why a recognised citation is not one a resolve can verify, in words; undefined when it is. */
export function unverifiableReason(citation: Citation): string | undefined {
  if (isSectionCitation(citation)) return undefined;
  if (!isCodeCorpus(citation.corpusType)) return 'Session laws are not in the statute service; not verified.';
  if (citation.kind === 'ambiguous') {
    const readings = (citation.candidates ?? []).map((c) => c.canonical);
    return `The document does not say which code this is (${readings.join(' or ') || 'several codes'}); not verified.`;
  }
  return `It cites a whole ${citation.divisionLabel ?? 'chapter'}, not a section; only sections are verified.`;
}

export function notCoveredReason(query: CitationQuery, coverage: Coverage | undefined): string | undefined {
  if (!coverage || !query.corpusType) return undefined;
  const jurisdiction = query.corpusType === 'STATE' ? query.state : 'federal';
  const entry = coverage.jurisdictions.find((j) => j.code.toLowerCase() === jurisdiction);
  if (!entry) return `The statute service has no ${query.corpusType === 'STATE' ? `code for ${query.state?.toUpperCase()}` : 'federal code'}; not verified.`;
  if (entry.hasData === false) return `The statute service has no data for ${entry.name}; not verified.`;
  const count = entry.corpora[query.corpusType];
  if (count === 0) return `The statute service has no ${query.corpusType} sections for ${entry.name}; not verified.`;
  return undefined;
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
  /** Resolved sections whose heading is still owed, and what fetching it would have cost, when it was not fetched. */
  metadataOwed?: { sections: number; plan: MetadataPlan };
}

export interface VerifyOptions {
  signal?: AbortSignal;
  onProgress?: (p: VerifyProgress) => void;
  /** Requests in flight at once. */
  concurrency?: number;
  /**
   * Asked when resolved sections lack their heading: fetch it for this much? Absent: not fetched (a hover
   * fetches it when it is needed), so a run never spends more than its plan announced unasked.
   */
  approveMetadata?: (sections: number, plan: MetadataPlan) => boolean | Promise<boolean>;
}

/**
 * Resolves the uncached citations through `CitationLookup.resolveMany` (batches of up to 50 where the
 * service has batch resolve; paced by the client), then, if approved, fetches missing metadata.
 * Cancelling stops new requests; answers already paid for stay cached.
 */
export async function runVerification(plan: VerifyPlan, lookup: CitationLookup, options: VerifyOptions = {}): Promise<VerifyOutcome> {
  const outcome: VerifyOutcome = { answers: new Map(), failures: [], cancelled: false };
  for (const query of plan.distinct) {
    const cached = await lookup.cached(query);
    if (cached) outcome.answers.set(CitationLookup.key(query), cached);
  }
  const queue = plan.uncached.filter((q) => !outcome.answers.has(CitationLookup.key(q)));
  const total = queue.length;
  let done = 0;
  if (queue.length > 0) {
    const many = await lookup.resolveMany(queue, {
      signal: options.signal,
      batchSize: plan.rules.resolve.batchSize,
      concurrency: options.concurrency,
      onResult: (result) => {
        if (result.answer) outcome.answers.set(CitationLookup.key(result.query), result.answer);
        else outcome.failures.push({ query: result.query, error: result.error });
        options.onProgress?.({ done: ++done, total });
      },
    });
    outcome.stoppedBy = many.stoppedBy;
  }
  outcome.cancelled = options.signal?.aborted === true;
  const partials = [...outcome.answers.values()].filter(isPartial);
  if (partials.length && !outcome.cancelled && !outcome.stoppedBy) {
    const sections = new Set(partials.map((p) => p.section?.actId)).size;
    const metadata = metadataPlan(sections, plan.rules);
    if (options.approveMetadata && (await options.approveMetadata(sections, metadata))) {
      try {
        const completed = await lookup.complete(partials, metadata.route);
        partials.forEach((partial, i) => outcome.answers.set(partial.queryKey, completed[i]));
      } catch (error) {
        // The statuses from resolve stand; only headings are missing.
        outcome.failures.push({ query: { canonical: partials[0].canonical, corpusType: null, state: null }, error });
      }
    } else {
      outcome.metadataOwed = { sections, plan: metadata };
    }
  }
  return outcome;
}
