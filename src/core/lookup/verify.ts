import type { StatuteApiError } from '../api/errors';
import { isCodeCorpus, isSectionCitation } from '../citations/codes';
import type { Citation } from '../citations/types';
import { CitationInfo, CitationLookup, CitationQuery, MetadataPlan, PartialInfo, isPartial, metadataPlan, stopsTheRun } from './lookup';
import type { Coverage, DivisionPage } from '../api/models';
import { estimateCost, type ChargingRules, type CostEstimate, type DivisionRequest } from '../api/dialect';

export interface VerifyPlan {
  /** Distinct citations the service can answer. */
  distinct: CitationQuery[];
  /** Of those, the ones not in the cache: each is charged once, found or not. */
  uncached: CitationQuery[];
  /** Distinct citations not sent: session laws, and codes the service does not cover. */
  skipped: { query: CitationQuery; reason: string }[];
  /**
   * Ambiguous citations (`I.C. § 5-219`: Idaho or Indiana): each reading the service covers is resolved
   * with its own state (its queries are in `distinct`); the citation is verified when exactly one is found.
   */
  ambiguous: { query: CitationQuery; readings: CitationQuery[] }[];
  /** Chapters cited as a whole (`G.L. c. 93A`), looked for in the service's divisions of their code. */
  divisions: DivisionCheck[];
  /** Division pages the chapter checks not yet cached may list at most (the estimate counts each at the page price). */
  divisionPages: number;
  /** The service's own prices and charging rules the estimate is made under. */
  rules: ChargingRules;
  /** Resolve requests: one per batch of up to `rules.resolve.batchSize` citations, else one per citation. */
  resolveRequests: number;
  /** What resolving the uncached citations costs, as the service charges it (unresolved ones included). */
  estimate: CostEstimate;
  maxCredits: number;
}

/** A chapter cited as a whole, to be found among the divisions of its state's code. */
export interface DivisionCheck {
  query: CitationQuery;
  state: string;
  /** The chapter as cited (`93A`, `19.86`, `22-4`), after the levels above it where the citation names them (`9/11`). */
  chapter: string;
  /** Levels the check descends at most. */
  depth: number;
}

/** Levels a chapter check descends at least: code, title, chapter (the live service lists a state's codes first). */
const DIVISION_DEPTH = 3;

/** A division check for a division citation: its levels as cited, and how deep it may look for them. */
function divisionCheck(query: CitationQuery, citation: Citation & { state: string; division: string }): DivisionCheck {
  // A chapter within a cited title (`42 Pa.C.S. ch. 85`, `Chapter 11 of Title 9`) is looked for under its title.
  const path = citation.divisionPath?.map((s) => s.number) ?? (citation.title && citation.title !== citation.division ? [citation.title, citation.division] : [citation.division]);
  return { query, state: citation.state, chapter: path.join('/'), depth: Math.max(DIVISION_DEPTH, path.length + 1) };
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
  const ambiguous: VerifyPlan['ambiguous'] = [];
  const divisions: DivisionCheck[] = [];
  const addDistinct = (query: CitationQuery): void => {
    const key = CitationLookup.key(query);
    if (seen.has(key)) return;
    seen.add(key);
    distinct.push(query);
  };
  const planned = new Set<string>();
  for (const citation of citations) {
    const query = queryOf(citation);
    const key = CitationLookup.key(query);
    if (planned.has(key)) continue;
    planned.add(key);
    if (citation.kind === 'ambiguous' && isCodeCorpus(citation.corpusType)) {
      const readings = readingsOf(citation).filter((r) => !notCoveredReason(r, coverage));
      if (readings.length === 0) skipped.push({ query, reason: unverifiableReason(citation) as string });
      else {
        ambiguous.push({ query, readings });
        readings.forEach(addDistinct);
      }
      continue;
    }
    if (citation.kind === 'division' && citation.corpusType === 'STATE' && citation.state && citation.division) {
      const reason = notCoveredReason(query, coverage);
      if (reason) skipped.push({ query, reason });
      else divisions.push(divisionCheck(query, { ...citation, state: citation.state, division: citation.division }));
      continue;
    }
    const reason = unverifiableReason(citation) ?? notCoveredReason(query, coverage);
    if (reason) skipped.push({ query, reason });
    else addDistinct(query);
  }
  const uncached: CitationQuery[] = [];
  for (const query of distinct) if (!(await lookup.cached(query))) uncached.push(query);
  const batch = rules.resolve.batchSize;
  let divisionPages = 0;
  for (const check of divisions) if (!(await lookup.cached(check.query))) divisionPages += check.depth;
  const estimate = estimateCost(rules, { resolve: uncached.length, divisionPages });
  return {
    distinct,
    uncached,
    skipped,
    ambiguous,
    divisions,
    divisionPages,
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

/**
 * What a verification found for a chapter cited as a whole or an undecided code, from the cache alone
 * (no request): the hover shows the same answer the verification's findings came from.
 */
export async function checkedAnswer(citation: Citation, lookup: CitationLookup, coverage: Coverage | undefined): Promise<CitationInfo | PartialInfo | undefined> {
  if (citation.kind === 'division') return lookup.cached(queryOf(citation));
  if (citation.kind !== 'ambiguous' || !isCodeCorpus(citation.corpusType)) return undefined;
  const readings = readingsOf(citation).filter((r) => !notCoveredReason(r, coverage));
  return readings.length ? readingAnswer(await Promise.all(readings.map((r) => lookup.cached(r)))) : undefined;
}

/** An ambiguous citation's readings, each a query constrained to its candidate's state. */
function readingsOf(citation: Citation): CitationQuery[] {
  return (citation.candidates ?? []).map((c) => ({ canonical: c.canonical, corpusType: citation.corpusType, state: c.state }));
}

/** Why a recognised citation is not one a resolve can verify, in words; undefined when it is. */
export function unverifiableReason(citation: Citation): string | undefined {
  if (isSectionCitation(citation)) return undefined;
  if (!isCodeCorpus(citation.corpusType)) return 'Session laws are not in the statute service; not verified.';
  if (citation.kind === 'ambiguous') {
    const readings = (citation.candidates ?? []).map((c) => c.canonical);
    return `The document does not say which code this is (${readings.join(' or ') || 'several codes'}); verifying the document tries each.`;
  }
  const label = citation.divisionLabel ?? 'chapter';
  // Only a state's chapters are looked for among the divisions (verifyDivisions); a U.S. Code chapter is not.
  if (citation.corpusType !== 'STATE') return `It cites a whole ${label} of the ${citation.corpusType === 'USC' ? 'U.S. Code' : citation.code}, not a section; not verified.`;
  return `It cites a whole ${label}, not a section; verifying the document looks for the ${label} in the code's divisions.`;
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
  /** One page of a level of the service's divisions (`StatuteClient.divisions`): chapters cited as a whole are looked for there. */
  listDivisions?: (request: DivisionRequest, call: { signal?: AbortSignal }) => Promise<DivisionPage>;
}

/**
 * Resolves the uncached citations through `CitationLookup.resolveMany` (batches of up to 50 where the
 * service has batch resolve; paced by the client), then, if approved, fetches missing metadata.
 * Cancelling stops new requests; answers already paid for stay cached.
 */
export async function runVerification(plan: VerifyPlan, lookup: CitationLookup, options: VerifyOptions = {}): Promise<VerifyOutcome> {
  const outcome: VerifyOutcome = { answers: new Map(), failures: [], cancelled: false };
  for (const query of [...plan.distinct, ...plan.divisions.map((d) => d.query)]) {
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
  if (plan.divisions.length && options.listDivisions && !outcome.stoppedBy && options.signal?.aborted !== true) {
    await checkDivisions(plan, lookup, options.listDivisions, outcome, options.signal);
  }
  for (const { query, readings } of plan.ambiguous) {
    const answer = readingAnswer(readings.map((r) => outcome.answers.get(CitationLookup.key(r))));
    if (answer) outcome.answers.set(CitationLookup.key(query), answer);
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

/**
 * What the readings of an ambiguous citation say together: the one found (the citation is that
 * section), or not found when every reading was answered and none was found; undefined while a reading
 * is unanswered, or when more than one is found (the document still has to say which code it means).
 */
function readingAnswer(answers: readonly (CitationInfo | PartialInfo | undefined)[]): CitationInfo | PartialInfo | undefined {
  if (answers.some((a) => a === undefined)) return undefined;
  const found = answers.filter((a) => a !== undefined && a.resolved);
  if (found.length === 1) return found[0];
  if (found.length === 0) return answers[0];
  return undefined;
}

/**
 * Looks for each chapter cited as a whole among its state's divisions, level by level: at each level a
 * division whose number is the chapter (`93A`, `19.86`) is the answer; one whose number starts the
 * chapter (`22` of `22-4`, `19` of `19.86`) is opened; a state's only code is opened. Levels are
 * listed once per run and within the plan's page budget; found or not, the answer is cached like a resolve.
 */
async function checkDivisions(
  plan: VerifyPlan,
  lookup: CitationLookup,
  list: NonNullable<VerifyOptions['listDivisions']>,
  outcome: VerifyOutcome,
  signal: AbortSignal | undefined,
): Promise<void> {
  let budget = plan.divisionPages;
  const levels = new Map<string, DivisionPage['divisions'] | null>();
  const level = async (state: string, parent: string | undefined): Promise<DivisionPage['divisions'] | null> => {
    const key = `${state}|${parent ?? ''}`;
    const known = levels.get(key);
    if (known !== undefined) return known;
    const divisions: DivisionPage['divisions'] = [];
    let cursor: string | undefined;
    let complete = false;
    while (budget > 0) {
      budget--;
      const page = await list({ corpusType: 'STATE', state, parent, cursor }, { signal });
      divisions.push(...page.divisions);
      cursor = page.nextCursor;
      if (!cursor) {
        complete = true;
        break;
      }
    }
    const result = complete ? divisions : null;
    levels.set(key, result);
    return result;
  };
  for (const check of plan.divisions) {
    if (signal?.aborted) return;
    if (outcome.answers.has(CitationLookup.key(check.query))) continue;
    try {
      const found = await findChapter(check, level);
      if (found === undefined) continue;
      const info: CitationInfo = { canonical: check.query.canonical, resolved: found, section: null, subsection: null, fetchedAt: Date.now() };
      const key = CitationLookup.key(check.query);
      lookup.cache.set(key, info);
      lookup.cache.saveSoon();
      outcome.answers.set(key, info);
    } catch (error) {
      outcome.failures.push({ query: check.query, error });
      if (stopsTheRun(error)) {
        outcome.stoppedBy = error;
        return;
      }
    }
  }
}

/** True when the chapter is found, false when every level that could hold it was listed without it, undefined when that could not be told. */
async function findChapter(
  check: DivisionCheck,
  level: (state: string, parent: string | undefined) => Promise<DivisionPage['divisions'] | null>,
): Promise<boolean | undefined> {
  const wanted = normaliseNumber(check.chapter);
  let rest = wanted;
  let parent: string | undefined;
  for (let depth = 0; depth < check.depth; depth++) {
    const divisions = await level(check.state, parent);
    if (divisions === null) return undefined;
    const open = divisions.filter((d) => !d.isLeaf);
    const numberOf = (d: (typeof open)[number]): string => normaliseNumber(d.num ?? d.rawIdentifier ?? d.identifier);
    if (open.some((d) => d.kind !== 'code' && (numberOf(d) === wanted || numberOf(d) === rest))) return true;
    const codes = open.filter((d) => d.kind === 'code');
    if (codes.length > 0) {
      // A state's codes (live): only a state with one code can be opened without knowing which.
      if (codes.length !== 1) return undefined;
      parent = codes[0].identifier;
      continue;
    }
    const prefix = open.find((d) => {
      const n = numberOf(d);
      return rest.length > n.length && rest.startsWith(n) && '-.:/'.includes(rest.charAt(n.length));
    });
    if (!prefix) return false;
    rest = rest.slice(numberOf(prefix).length + 1);
    parent = prefix.identifier;
  }
  return false;
}

function normaliseNumber(n: string): string {
  return n.replace(/^(?:chapter|ch\.|title|tit\.)\s*/i, '').trim().toUpperCase();
}
