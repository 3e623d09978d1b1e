import type { Citation } from '../citations/types';
import type { SectionRecord } from '../api/models';
import type { FindingSeverity } from '../lookup/findings';
import { standingOf } from '../lookup/status';

/** What a check says about one feature of a citation that not every check covers (pinpoints, quotations). */
export interface PartResult {
  /** `ok`: it matches; `failed`: a finding says what is wrong; `none`: the citation has none; `not-checked`: not looked at. */
  result: 'ok' | 'failed' | 'none' | 'not-checked';
  /** In words, for the report. */
  detail?: string;
}

/** One quotation next to a citation and what the statute says there. */
export interface QuotationResult extends PartResult {
  quotations?: { quoted: string; verdict: 'matches' | 'other-date' | 'differs' | 'not-checked'; exact?: string }[];
}

/** A finding with where it applies in the document (the citation, or the quotation it is about). */
export interface PlacedFinding {
  severity: FindingSeverity;
  code: string;
  message: string;
  line: number;
  column: number;
}

/** One citation as a check saw it: where it is, what the service answered, what was found. */
export interface CheckedCitation {
  /** The document it is in, as the caller names it (a path for the command line). */
  document: string;
  citation: Citation;
  /** 1-based, counted as editors count them (UTF-16 units in the line). */
  line: number;
  column: number;
  /** The resolved section, when the service found it. */
  section: SectionRecord | null;
  /** Whether the citation was sent to the service; why not when it was not. */
  skippedReason?: string;
  /** The citation could not be checked (the service failed or the run stopped). */
  failure?: string;
  findings: PlacedFinding[];
  pinpoint: PartResult;
  quotation: QuotationResult;
  /** YYYY-MM-DD the law was read at; null: the current law. */
  operativeDate: string | null;
  /** The text the pinpoint and quotation checks read, in words (its date and edition); undefined when none was read. */
  edition?: string;
  /** The text at the operative date differs from the current one; undefined when not compared. */
  amendedSince?: boolean;
  /** Credits this run paid for this citation's answers (0 when they came from the cache). */
  credits: number;
  /** When the service gave the answer the check used (ms since the epoch); undefined when none was had. */
  answeredAt?: number;
}

export type CitationOutcome = 'ok' | 'error' | 'warning' | 'information' | 'not-verified' | 'not-checked';

/** Worst first, as the report lists them. */
export const OUTCOMES: readonly CitationOutcome[] = ['error', 'warning', 'not-checked', 'information', 'not-verified', 'ok'];
export const SEVERITIES: readonly FindingSeverity[] = ['error', 'warning', 'information', 'hint'];

export interface ReportSection {
  actId: string;
  citation: string | null;
  heading: string | null;
}

/** One row of the report, as written to JSON (see the README's schema). */
export interface ReportCitation {
  document: string;
  line: number;
  column: number;
  asWritten: string;
  canonical: string;
  pinpoint: string | null;
  section: ReportSection | null;
  operativeDate: string | null;
  /** The text the pinpoint and quotation checks read: its date and edition, in words. */
  edition: string | null;
  /** The service's current-through date for the section. */
  currentThrough: string | null;
  amendedSince: boolean | null;
  status: { actStatus: string | null; goodLawStatus: string | null; standing: string; severity: string } | null;
  pinpointResult: PartResult;
  quotationResult: QuotationResult;
  findings: PlacedFinding[];
  outcome: CitationOutcome;
  creditsSpent: number;
  /** ISO time of the answer used; null when the citation was not sent. */
  checkedAt: string | null;
  service: string;
}

export interface ReportSummary {
  generatedAt: string;
  service: string;
  /** YYYY-MM-DD, or null: the current law. */
  operativeDate: string | null;
  documents: string[];
  citations: number;
  byOutcome: Record<CitationOutcome, number>;
  findings: Record<FindingSeverity, number>;
  /** Credits the run spent, as the service reported them (resolves and any metadata). */
  creditsSpent: number;
}

export interface CiteCheckReport {
  summary: ReportSummary;
  citations: ReportCitation[];
}

const RANK: Record<FindingSeverity, number> = { hint: 0, information: 1, warning: 2, error: 3 };

/** The worst finding decides; a citation that was not sent or could not be checked says so instead. */
export function outcomeOf(checked: Pick<CheckedCitation, 'findings' | 'skippedReason' | 'failure'>): CitationOutcome {
  if (checked.failure) return 'not-checked';
  let worst: Exclude<FindingSeverity, 'hint'> | undefined;
  for (const { severity } of checked.findings) if (severity !== 'hint' && (!worst || RANK[severity] > RANK[worst])) worst = severity;
  if (worst) return worst === 'information' && checked.skippedReason ? 'not-verified' : worst;
  return checked.skippedReason ? 'not-verified' : 'ok';
}

export interface ReportContext {
  service: string;
  operativeDate: string | null;
  /** Credits the whole run spent (the service's own count). */
  creditsSpent: number;
  now: number;
}

export function buildReport(checked: readonly CheckedCitation[], context: ReportContext): CiteCheckReport {
  const byOutcome = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<CitationOutcome, number>;
  const findings = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<FindingSeverity, number>;
  const documents: string[] = [];
  const citations = checked.map((c): ReportCitation => {
    if (!documents.includes(c.document)) documents.push(c.document);
    const outcome = outcomeOf(c);
    byOutcome[outcome]++;
    for (const f of c.findings) findings[f.severity]++;
    const s = c.section;
    const standing = s ? standingOf(s) : undefined;
    return {
      document: c.document,
      line: c.line,
      column: c.column,
      asWritten: c.citation.text,
      canonical: c.citation.canonical,
      pinpoint: c.citation.pinpoint,
      section: s ? { actId: s.actId, citation: s.citation ?? null, heading: s.title ?? null } : null,
      operativeDate: c.operativeDate,
      edition: c.edition ?? null,
      currentThrough: s?.currentThrough ?? null,
      amendedSince: c.amendedSince ?? null,
      status:
        s && standing
          ? { actStatus: s.actStatus ?? null, goodLawStatus: s.goodLawStatus ?? null, standing: standing.goodLaw ? `${standing.status.label}; good-law check: ${standing.goodLaw.label}` : standing.status.label, severity: standing.severity }
          : null,
      pinpointResult: c.pinpoint,
      quotationResult: c.quotation,
      findings: c.findings.map((f) => ({ severity: f.severity, code: f.code, message: f.message, line: f.line, column: f.column })),
      outcome,
      creditsSpent: c.credits,
      checkedAt: c.answeredAt === undefined ? null : new Date(c.answeredAt).toISOString(),
      service: context.service,
    };
  });
  return {
    summary: {
      generatedAt: new Date(context.now).toISOString(),
      service: context.service,
      operativeDate: context.operativeDate,
      documents,
      citations: citations.length,
      byOutcome,
      findings,
      creditsSpent: context.creditsSpent,
    },
    citations,
  };
}

/** 1-based line and column of each offset, in one pass over the text (offsets ascending or not). */
export function positionsOf(text: string, offsets: readonly number[]): { line: number; column: number }[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return offsets.map((offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  });
}
