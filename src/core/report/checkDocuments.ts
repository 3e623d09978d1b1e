import type { Coverage } from '../api/models';
import type { ChargingRules } from '../api/dialect';
import type { Citation } from '../citations/types';
import { findingsFor } from '../lookup/findings';
import { CitationLookup, type MetadataPlan, metadataPlan } from '../lookup/lookup';
import { planVerification, runVerification, type VerifyPlan } from '../lookup/verify';
import { describeCheckFailure } from './failureText';
import { type CheckedCitation, type PartResult, positionsOf } from './citeCheck';

/** A document to check: its name (a path, for the command line), its text and the citations found in it. */
export interface DocumentToCheck {
  name: string;
  text: string;
  citations: readonly Citation[];
  /** LaTeX writes `\S` and `~`: its citations are not held to the plain-text form. */
  checkForm: boolean;
}

export interface PlannedCheck {
  documents: readonly DocumentToCheck[];
  plan: VerifyPlan;
  /** What the whole check may cost: resolving the uncached citations, and their headings if a resolve lacks them. */
  maxCredits: number;
  metadata: MetadataPlan;
}

/** Which citations of the documents a check would send, and the most it can cost; spends nothing. */
export async function planDocumentCheck(documents: readonly DocumentToCheck[], lookup: CitationLookup, rules: ChargingRules, coverage: Coverage | undefined): Promise<PlannedCheck> {
  const plan = await planVerification(documents.flatMap((d) => d.citations), lookup, rules, coverage);
  const metadata = metadataPlan(plan.uncached.length, rules);
  return { documents, plan, metadata, maxCredits: plan.maxCredits + metadata.estimate.credits };
}

export interface DocumentCheckOptions {
  /** YYYY-MM-DD the citations are checked as of; null: the current law. */
  operativeDate: string | null;
  /** YYYY-MM-DD, for "the text is current only through …". */
  today: string;
  staleAfterDays: number;
  /** Fetch headings a resolve answer lacks (priced in the plan); without it the report names the section by its citation only. */
  fetchHeadings: boolean;
  /** Citations (by lookup key) a verification just paid for on this check's behalf: their credits are reported as this check's. */
  paidBefore?: ReadonlySet<string>;
  signal?: AbortSignal;
}

export interface DocumentCheckOutcome {
  checked: CheckedCitation[];
  /** Set when the run stopped before every citation was checked (no key, no credits, the service failed). */
  stoppedBy?: unknown;
  /** The first failure of a citation that could not be checked. */
  firstFailure?: unknown;
  cancelled: boolean;
}

const NOT_CHECKED: PartResult = { result: 'not-checked', detail: 'not checked by this version' };

/**
 * Runs the planned check: each distinct citation resolved once (cached answers cost nothing), then the
 * verification's findings for every citation, in document order.
 */
export async function runDocumentCheck(planned: PlannedCheck, lookup: CitationLookup, options: DocumentCheckOptions): Promise<DocumentCheckOutcome> {
  const { plan } = planned;
  const paid = new Set([...plan.uncached.map((q) => CitationLookup.key(q)), ...(options.paidBefore ?? [])]);
  const outcome = await runVerification(plan, lookup, { signal: options.signal, approveMetadata: () => options.fetchHeadings });
  const failures = new Map(outcome.failures.map((f) => [CitationLookup.key(f.query), f.error]));
  const skipped = new Map(plan.skipped.map((s) => [CitationLookup.key(s.query), s.reason]));
  const credited = new Set<string>();
  const checked: CheckedCitation[] = [];
  for (const document of planned.documents) {
    const positions = positionsOf(document.text, document.citations.map((c) => c.start));
    document.citations.forEach((citation, i) => {
      const key = CitationLookup.key(citation);
      const info = outcome.answers.get(key);
      const skippedReason = skipped.get(key);
      const error = failures.get(key);
      // A distinct citation is paid once; its first occurrence carries the credits.
      const credits = info && paid.has(key) && !credited.has(key) ? plan.rules.resolve.perCitation : 0;
      if (credits) credited.add(key);
      const failure = !info && !skippedReason ? (error !== undefined ? describeCheckFailure(error) : outcome.cancelled ? 'Cancelled before it was checked.' : 'Not checked: the run stopped first.') : undefined;
      checked.push({
        document: document.name,
        citation,
        ...positions[i],
        section: info?.resolved ? info.section : null,
        skippedReason,
        failure,
        findings: failure
          ? []
          : findingsFor(citation, info, { today: options.today, staleAfterDays: options.staleAfterDays, checkForm: document.checkForm, skippedReason }).map((f) => ({ severity: f.severity, code: f.code, message: f.message, ...positions[i] })),
        pinpoint: citation.pinpoint ? NOT_CHECKED : { result: 'none' },
        quotation: NOT_CHECKED,
        operativeDate: options.operativeDate,
        credits,
        answeredAt: info?.fetchedAt,
      });
    });
  }
  const firstFailure = outcome.failures[0]?.error;
  return { checked, stoppedBy: outcome.stoppedBy, firstFailure, cancelled: outcome.cancelled };
}
