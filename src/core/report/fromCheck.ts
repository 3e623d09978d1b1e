import type { ChargingRules } from '../api/dialect';
import type { SectionBody } from '../api/models';
import type { CitationCheck, DocumentCheck, SectionTextSource } from '../checks/checkDocument';
import type { Citation } from '../citations/types';
import { asOfNotice } from '../lookup/asOfNotice';
import { CitationLookup } from '../lookup/lookup';
import { failureText } from '../api/failureText';
import { type CheckedCitation, type PartResult, type QuotationResult, positionsOf } from './citeCheck';

/**
 * The texts a check reads, with a note of each one it had to buy (not in memory or the kept texts), so that a
 * report can say which citation a paid read was for. Reads nothing itself.
 */
export class RecordingTexts implements SectionTextSource {
  /** `actId@asOf` of every text bought through this source. */
  readonly bought = new Set<string>();

  constructor(private readonly texts: SectionTextSource) {}

  cachedBody(actId: string, asOf?: string): Promise<SectionBody | undefined> {
    return this.texts.cachedBody(actId, asOf);
  }

  async body(actId: string, asOf?: string): Promise<SectionBody> {
    const had = await this.texts.cachedBody(actId, asOf);
    const body = await this.texts.body(actId, asOf);
    if (!had) this.bought.add(`${actId}@${asOf ?? ''}`);
    return body;
  }
}

/** A document check as the editor ran it: the document version and text it read, and the texts it bought. */
export interface CheckRun {
  version: number;
  text: string;
  check: DocumentCheck;
  texts: RecordingTexts;
}

/** The distinct citations whose resolve is not cached: a run resolves (and pays for) exactly these. */
export async function uncachedKeys(citations: readonly Citation[], lookup: CitationLookup): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const citation of citations) if (!(await lookup.cached(citation))) keys.add(CitationLookup.key(citation));
  return keys;
}

export interface FromCheckContext {
  /** The document's name in the report (a path as given, or workspace-relative). */
  document: string;
  text: string;
  rules: ChargingRules;
  /** Citations (by lookup key) not cached before the run: their resolve was paid by it. */
  unpaid: ReadonlySet<string>;
  texts: RecordingTexts;
}

/** What `checkDocument` found, one entry per citation in document order, as the report lists it. */
export async function checkedCitations(result: DocumentCheck, context: FromCheckContext): Promise<CheckedCitation[]> {
  const { text, rules } = context;
  const checks = result.citations;
  const offsets = checks.flatMap((c) => [c.citation.start, ...c.findings.map((f) => f.start)]);
  const positions = positionsOf(text, offsets);
  const failures = new Map(result.failures.map((f) => [f.canonical, f.error]));
  const charged = new Set<string>();
  const out: CheckedCitation[] = [];
  let p = 0;
  for (const check of checks) {
    const { citation, info } = check;
    const key = CitationLookup.key(citation);
    const at = positions[p++];
    const findings = check.findings.map((f) => ({ severity: f.severity, code: f.code, message: f.message, ...positions[p++] }));
    const section = info?.resolved ? info.section : null;
    const skippedReason = result.skipped.get(key);
    let failure: string | undefined;
    if (!info && !skippedReason) {
      const error = failures.get(citation.canonical) ?? result.stoppedBy;
      failure = error !== undefined ? failureText(error).message : result.cancelled ? 'Cancelled before it was checked.' : !result.approved ? 'Not checked: its price was not approved.' : 'Not checked.';
    }
    // A distinct citation's resolve, and each text bought for its section, are counted once, on its first occurrence.
    let credits = 0;
    if (info && context.unpaid.has(key) && !charged.has(key)) {
      charged.add(key);
      credits += rules.resolve.perCitation;
    }
    const needsText = !!section && (!!citation.pinpoint || check.quotations.length > 0);
    if (section && needsText) {
      for (const read of [...context.texts.bought]) {
        if (read.startsWith(`${section.actId}@`)) {
          context.texts.bought.delete(read);
          credits += rules.prices.sectionBody;
        }
      }
    }
    const body = needsText && section ? await context.texts.cachedBody(section.actId, result.operativeDate ?? undefined) : undefined;
    out.push({
      document: context.document,
      citation,
      ...at,
      section,
      skippedReason,
      failure,
      findings,
      pinpoint: pinpointResult(check),
      quotation: quotationResult(check),
      operativeDate: result.operativeDate,
      edition: body ? editionOf(body, section?.currentThrough) : undefined,
      amendedSince: check.amendedSince,
      credits,
      answeredAt: info?.fetchedAt,
    });
  }
  return out;
}

function pinpointResult(check: CitationCheck): PartResult {
  const pin = check.pinpoint;
  if (!check.citation.pinpoint) return { result: 'none' };
  if (!pin) return { result: 'not-checked', detail: check.notChecked ?? 'the section was not checked' };
  if (pin.verdict === 'found') return { result: 'ok', detail: `${pin.pinpoint} exists` };
  if (pin.verdict === 'missing') {
    const finding = check.findings.find((f) => f.code === 'pinpoint-missing' || f.code === 'pinpoint-changed');
    return { result: 'failed', detail: finding?.message ?? `${pin.pinpoint} does not exist` };
  }
  return { result: 'not-checked', detail: check.notChecked ?? 'no text to check it against' };
}

function quotationResult(check: CitationCheck): QuotationResult {
  const quotations = check.quotations.map((q) => ({ quoted: q.quoted, verdict: q.verdict, ...(q.exact !== undefined ? { exact: q.exact } : {}) }));
  if (quotations.length === 0) return { result: 'none' };
  const count = `${quotations.length} quotation${quotations.length === 1 ? '' : 's'}`;
  const wrong = quotations.filter((q) => q.verdict === 'differs' || q.verdict === 'other-date').length;
  if (wrong > 0) return { result: 'failed', detail: `${wrong} of ${count} ${wrong === 1 ? 'does' : 'do'} not match`, quotations };
  if (quotations.every((q) => q.verdict === 'matches')) return { result: 'ok', detail: `${count}, matching the statute`, quotations };
  return { result: 'not-checked', detail: check.notChecked ?? `${count} not checked`, quotations };
}

function editionOf(body: SectionBody, currentThrough: string | undefined): string {
  if (body.asOf) return asOfNotice(body.asOf, body.note).text;
  return `The current text${currentThrough ? `, current through ${currentThrough}` : ''}.`;
}
