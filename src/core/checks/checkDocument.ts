import { estimateCost, type ChargingRules, type CostEstimate } from '../api/dialect';
import type { Coverage, SectionBody } from '../api/models';
import { outsideGeneratedBlocks } from '../authorities/generatedBlocks';
import { findCitations } from '../citations';
import { isSectionCitation } from '../citations/codes';
import type { Citation } from '../citations/types';
import { withPinpoint } from '../lookup/citedForm';
import { findingsFor, type Finding } from '../lookup/findings';
import { CitationLookup, type CitationInfo, type MetadataPlan } from '../lookup/lookup';
import { planVerification, runVerification, type VerifyOptions, type VerifyOutcome, type VerifyPlan } from '../lookup/verify';
import type { WordDiffPart } from '../util/wordDiff';
import { readOperativeDate } from './operativeDate';
import { locatePinpoint, outlineOf, type SectionOutline } from './pinpoints';
import { findQuotations, quotationsByCitation, quotedWords, type Quotation } from './quotations';
import { matchQuotation, type QuoteMatch } from './quoteMatch';

/** The document languages citations are found in (VS Code language ids). */
export type DocumentFormat = 'markdown' | 'plaintext' | 'latex' | 'restructuredtext' | (string & {});

/** Where section texts come from: the cache first (free), the service when a read is allowed. */
export interface SectionTextSource {
  /** The text kept from an earlier read, or undefined; never makes a request. */
  cachedBody(actId: string, asOf?: string): Promise<SectionBody | undefined>;
  /** The text, from the cache or the service (a paid read). */
  body(actId: string, asOf?: string): Promise<SectionBody>;
}

export interface CheckDocumentInput {
  /** The whole document. */
  text: string;
  format: DocumentFormat;
  /**
   * YYYY-MM-DD: read the law as of this date, whatever the document says; null: current law; absent: the
   * date the document itself names (`statutes-as-of:` in front matter or a comment line), else current law.
   */
  operativeDate?: string | null;
  /** The document's citations when already scanned (offsets into `text`); absent: scanned here. */
  citations?: readonly Citation[];
}

export interface CheckServices {
  lookup: CitationLookup;
  texts: SectionTextSource;
  /** The service's prices and charging rules (`StatuteClient.charging()`). */
  rules: ChargingRules;
  /** What the service covers (`StatuteClient.coverage()`); citations outside it are not sent. */
  coverage?: Coverage;
  /** One page of a level of the service's divisions (`StatuteClient.divisions`): chapters cited as a whole are looked for there. */
  listDivisions?: VerifyOptions['listDivisions'];
}

/** What a check will cost at most, asked for once before anything is spent. */
export interface CheckPlan {
  operativeDate: string | null;
  /** Distinct citations the service can answer, and of those the ones not cached (each resolve is charged). */
  distinct: number;
  uncachedResolves: number;
  /** Resolve requests (batches where the service has them). */
  resolveRequests: number;
  /** Text reads the pinpoint, quotation and amendment checks need: one per distinct section and date not cached. */
  textReads: number;
  /** Distinct sections whose text the checks need (cached or not). */
  textSections: number;
  /** Division pages the chapter checks may list at most (chapters cited as a whole). */
  divisionPages: number;
  /** Resolves and text reads together, at the service's own prices. */
  estimate: CostEstimate;
  maxCredits: number;
  /** Citations that are not sent at all (session laws, chapters, codes the service lacks), with why. */
  skipped: number;
}

export interface CheckOptions {
  /** YYYY-MM-DD, for the staleness finding. */
  today: string;
  staleAfterDays: number;
  /**
   * Asked once with the whole plan when it costs anything. False or absent: nothing is bought; the checks
   * still run on what is cached, and the rest say "not checked: text not fetched" (or not verified).
   */
  approve?: (plan: CheckPlan) => boolean | Promise<boolean>;
  /** Resolves and text reads may be approved apart: false buys resolves only (texts not fetched). Default true. */
  readTexts?: boolean;
  /** Asked when resolved sections lack their heading (headings are not needed by the checks); absent: not fetched. */
  approveMetadata?: (sections: number, plan: MetadataPlan) => boolean | Promise<boolean>;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export type CheckFindingCode =
  | Finding['code']
  | 'pinpoint-missing'
  | 'pinpoint-changed'
  | 'quotation-mismatch'
  | 'quotation-other-date'
  | 'amended-since'
  | 'text-not-fetched'
  | 'text-unavailable'
  | 'not-at-date';

/** One thing a check says about a citation, with where in the document it applies. */
export interface CheckFinding {
  severity: Finding['severity'];
  code: CheckFindingCode;
  message: string;
  /** UTF-16 offsets into the document (end exclusive): the citation, or the quotation for quotation findings. */
  start: number;
  end: number;
  /** `non-canonical`: the Bluebook form; `quotation-mismatch`: the statute's exact words to put between the quotation marks. */
  replacement?: string;
  /** `quotation-mismatch`: the quoted words against the statute's (deleted: only in the quote; inserted: only in the statute). */
  diff?: WordDiffPart[];
  /** `amended-since` (and quotation/pinpoint findings that differ by date): the section and the two dates to compare. */
  compare?: { actId: string; canonical: string; from: string; to: string | null };
}

/** A quotation found next to a citation and what the statute says there. */
export interface QuotationCheck {
  /** Offsets of the quoted words in the document (inside the quotation marks). */
  start: number;
  end: number;
  quoted: string;
  /** matches: as the statute reads at the operative date (allowing legal writing's alterations); other-date: only at the other date; differs; not-checked. */
  verdict: 'matches' | 'other-date' | 'differs' | 'not-checked';
  /** The statute's exact words at the operative date, where the quotation was found to stand for them. */
  exact?: string;
}

/** Everything checked about one citation in the document. */
export interface CitationCheck {
  citation: Citation;
  /** The resolve answer (cached or fetched), when there is one. */
  info?: CitationInfo;
  /** pinpoint: found, missing at the operative date, or not checked. Absent when the citation has no pinpoint. */
  pinpoint?: { pinpoint: string; verdict: 'found' | 'missing' | 'not-checked'; text?: string };
  quotations: QuotationCheck[];
  /** The text at the operative date differs from the current text. */
  amendedSince?: boolean;
  /** Why the text checks did not run, when they did not (e.g. "text not fetched"). */
  notChecked?: string;
  findings: CheckFinding[];
}

export interface DocumentCheck {
  /** The date the law was read at (null: current law) and where it came from. */
  operativeDate: string | null;
  dateSource: 'document' | 'caller' | 'none';
  plan: CheckPlan;
  /** False when the plan cost something and was not approved. */
  approved: boolean;
  citations: CitationCheck[];
  /** Every citation's findings together, in document order. */
  findings: CheckFinding[];
  cancelled: boolean;
  /** Requests that failed (the first error of each citation), and why the run stopped early, if it did. */
  failures: { canonical: string; error: unknown }[];
  stoppedBy?: unknown;
  /** The verification's own outcome (answers by citation key), for callers that keep it. */
  verification: VerifyOutcome;
  /** Why each skipped citation was not sent, by citation key. */
  skipped: Map<string, string>;
}


/** A planned check: what it will send and read, before anything is spent. */
export interface PreparedCheck {
  input: CheckDocumentInput;
  citations: readonly Citation[];
  operativeDate: string | null;
  dateSource: DocumentCheck['dateSource'];
  verify: VerifyPlan;
  /** The quotations that go with each citation. */
  quotations: Map<Citation, Quotation[]>;
  /** Canonical citations whose text the checks need. */
  needsText: Set<string>;
  /** The dates each text is read at: the operative date and today's law, or today's law only. */
  dates: (string | undefined)[];
  plan: CheckPlan;
}

/** The operative date a check reads the law at: the caller's, else the document's, else current law. */
export function operativeDateOf(input: Pick<CheckDocumentInput, 'text' | 'format' | 'operativeDate'>): { date: string | null; source: DocumentCheck['dateSource'] } {
  if (input.operativeDate !== undefined) return { date: input.operativeDate, source: input.operativeDate ? 'caller' : 'none' };
  const mark = readOperativeDate(input.text, input.format);
  return mark ? { date: mark.date, source: 'document' } : { date: null, source: 'none' };
}

/** Plans a check: which citations are resolved and which texts are read, and what that costs at most. Spends nothing. */
export async function planDocumentCheck(input: CheckDocumentInput, services: CheckServices): Promise<PreparedCheck> {
  // a table of authorities or an addendum the extension wrote quotes citations; they are not the brief's own
  const citations = input.citations ?? outsideGeneratedBlocks(input.text, findCitations(input.text));
  const { date, source } = operativeDateOf(input);
  const verify = await planVerification(citations, services.lookup, services.rules, services.coverage);
  const skippedKeys = new Set(verify.skipped.map((s) => CitationLookup.key(s.query)));
  const checkable = citations.filter((c) => isSectionCitation(c) && !skippedKeys.has(CitationLookup.key(c)));
  const quotations = quotationsByCitation(input.text, checkable, findQuotations(input.text, input.format));
  const needsText = new Set<string>();
  const needKeys = new Map<string, Citation>();
  for (const citation of checkable) {
    if (citation.pinpoint || quotations.has(citation)) {
      needsText.add(citation.canonical);
      needKeys.set(CitationLookup.key(citation), citation);
    }
  }
  const dates = date ? [date, undefined] : [undefined];
  let textReads = 0;
  for (const citation of needKeys.values()) {
    const info = await services.lookup.cached(citation);
    if (info && (!info.resolved || !info.section)) continue;
    for (const at of dates) if (!info?.section || !(await services.texts.cachedBody(info.section.actId, at))) textReads++;
  }
  const estimate = estimateCost(services.rules, { resolve: verify.uncached.length, sectionBody: textReads, divisionPages: verify.divisionPages });
  const plan: CheckPlan = {
    operativeDate: date,
    distinct: verify.distinct.length,
    uncachedResolves: verify.uncached.length,
    resolveRequests: verify.resolveRequests,
    textReads,
    textSections: needsText.size,
    divisionPages: verify.divisionPages,
    estimate,
    maxCredits: estimate.credits,
    skipped: verify.skipped.length,
  };
  return { input, citations, operativeDate: date, dateSource: source, verify, quotations, needsText, dates, plan };
}

/**
 * Checks a document's citations against the statute service, headless (no VS Code): whether each cited
 * section exists and is in force (as verification does), whether each pinpoint exists in the section as of
 * the operative date, whether quoted language next to a citation is the statute's, and whether the
 * section was amended since the operative date. It plans first (resolves not cached, plus one text read per
 * distinct section and date the checks need, at the service's prices from `services.rules`), asks
 * `options.approve` once, and spends nothing more than it announced; what it could not pay for is reported
 * as not checked ("not checked: text not fetched"). Texts come from `services.texts`, so a cache there makes
 * a re-run free and offline.
 */
export async function checkDocument(input: CheckDocumentInput, services: CheckServices, options: CheckOptions): Promise<DocumentCheck> {
  const prepared = await planDocumentCheck(input, services);
  const approved = prepared.plan.maxCredits === 0 || (options.approve ? await options.approve(prepared.plan) : false);
  return runDocumentCheck(prepared, services, options, approved);
}

/** Runs a planned check; `approved` false: nothing is bought, only cached answers and texts are used. */
export async function runDocumentCheck(prepared: PreparedCheck, services: CheckServices, options: CheckOptions, approved: boolean): Promise<DocumentCheck> {
  const { verify, operativeDate: date } = prepared;
  const runPlan: VerifyPlan = approved ? verify : { ...verify, uncached: [], resolveRequests: 0, divisionPages: 0 };
  const outcome = await runVerification(runPlan, services.lookup, {
    signal: options.signal,
    approveMetadata: options.approveMetadata,
    listDivisions: services.listDivisions,
    onProgress: options.onProgress ? (p) => options.onProgress!(p.done, p.total) : undefined,
  });
  const skipped = new Map(verify.skipped.map((s) => [CitationLookup.key(s.query), s.reason]));
  const buy = approved && options.readTexts !== false && !outcome.cancelled && !outcome.stoppedBy;
  const failures: DocumentCheck['failures'] = outcome.failures.map((f) => ({ canonical: f.query.canonical, error: f.error }));
  const reader = new TextReads(services.texts, buy, failures);
  const checks: CitationCheck[] = [];
  const formCheck = prepared.input.format !== 'latex';
  for (const citation of prepared.citations) {
    const key = CitationLookup.key(citation);
    const info = outcome.answers.get(key);
    const skippedReason = skipped.get(key);
    const findings: CheckFinding[] = [];
    if (info || skippedReason) {
      for (const finding of findingsFor(citation, info, { today: options.today, staleAfterDays: options.staleAfterDays, checkForm: formCheck, skippedReason })) {
        findings.push({ ...finding, start: citation.start, end: citation.end });
      }
    }
    const check: CitationCheck = { citation, info, quotations: [], findings };
    if (prepared.needsText.has(citation.canonical) && !skippedReason) await checkText(check, prepared, reader, date, info);
    checks.push(check);
  }
  const findings = checks.flatMap((c) => c.findings).sort((a, b) => a.start - b.start);
  return {
    operativeDate: date,
    dateSource: prepared.dateSource,
    plan: prepared.plan,
    approved,
    citations: checks,
    findings,
    cancelled: outcome.cancelled,
    failures,
    stoppedBy: outcome.stoppedBy,
    verification: outcome,
    skipped,
  };
}

/** Texts for one run: bought only when approved, read once per section and date, failures noted once. */
class TextReads {
  private readonly read = new Map<string, Promise<SectionBody | undefined>>();
  private readonly outlines = new Map<SectionBody, SectionOutline>();

  constructor(
    private readonly texts: SectionTextSource,
    private readonly buy: boolean,
    private readonly failures: DocumentCheck['failures'],
  ) {}

  body(actId: string, canonical: string, asOf: string | undefined): Promise<SectionBody | undefined> {
    const key = `${actId}@${asOf ?? ''}`;
    let value = this.read.get(key);
    if (!value) {
      value = (async () => {
        const cached = await this.texts.cachedBody(actId, asOf);
        if (cached || !this.buy) return cached;
        try {
          return await this.texts.body(actId, asOf);
        } catch (error) {
          this.failures.push({ canonical, error });
          return undefined;
        }
      })();
      this.read.set(key, value);
    }
    return value;
  }

  outline(body: SectionBody): SectionOutline {
    let outline = this.outlines.get(body);
    if (!outline) this.outlines.set(body, (outline = outlineOf(body)));
    return outline;
  }
}

/** A text that can be read: the service had it at that date (not `unavailable`, not before the section existed). */
function readable(body: SectionBody | undefined): boolean {
  return !!body && body.available && body.asOf?.source !== 'unavailable' && body.asOf?.existed !== false && (body.plain.length > 0 || body.html.length > 0);
}

async function checkText(check: CitationCheck, prepared: PreparedCheck, reader: TextReads, date: string | null, info: CitationInfo | undefined): Promise<void> {
  const { citation } = check;
  const quotations = prepared.quotations.get(citation) ?? [];
  const range = { start: citation.start, end: citation.end };
  const atDate = date ? `as of ${date}` : 'in the current text';
  const section = info?.resolved ? info.section : null;
  if (!section) {
    // Unresolved or not verified: verification's own finding says so.
    check.notChecked = info ? 'the section was not found' : 'not verified';
    if (citation.pinpoint) check.pinpoint = { pinpoint: citation.pinpoint, verdict: 'not-checked' };
    check.quotations = quotations.map((q) => ({ start: q.start, end: q.end, quoted: quotedWords(q), verdict: 'not-checked' }));
    return;
  }
  const name = citation.canonical;
  const operative = await reader.body(section.actId, name, date ?? undefined);
  const current = date ? await reader.body(section.actId, name, undefined) : operative;
  if (!operative || (date && !current)) {
    check.notChecked = 'text not fetched';
    check.findings.push({ ...range, severity: 'information', code: 'text-not-fetched', message: `${withPinpoint(name, citation.pinpoint)}: not checked: text not fetched.` });
    if (citation.pinpoint) check.pinpoint = { pinpoint: citation.pinpoint, verdict: 'not-checked' };
    check.quotations = quotations.map((q) => ({ start: q.start, end: q.end, quoted: quotedWords(q), verdict: 'not-checked' }));
    return;
  }
  if (operative.asOf?.existed === false) {
    check.findings.push({ ...range, severity: 'warning', code: 'not-at-date', message: `${name} did not exist as of ${date}.` });
  } else if (!readable(operative)) {
    const reason = operative.asOf?.outOfCoverageReason ?? operative.note ?? 'the service has no text of it at that date';
    check.notChecked = `no text ${atDate}`;
    check.findings.push({ ...range, severity: 'information', code: 'text-unavailable', message: `${name}: no text ${atDate} (${lowerFirst(reason.replace(/\.$/, ''))}); pinpoint and quotations not checked.` });
  }
  const compare = date ? { actId: section.actId, canonical: name, from: date, to: null } : undefined;
  const opOutline = operative && readable(operative) ? reader.outline(operative) : undefined;
  const nowOutline = current && readable(current) ? reader.outline(current) : undefined;
  const amended = !!(date && opOutline && nowOutline && normaliseText(opOutline.text) !== normaliseText(nowOutline.text));
  check.amendedSince = date ? amended : undefined;
  const amendedNote = amended ? `; amended since ${date}` : '';

  if (citation.pinpoint) {
    const pinpoint = citation.pinpoint;
    const cited = withPinpoint(name, pinpoint);
    const then = opOutline ? locatePinpoint(opOutline, pinpoint) : undefined;
    const now = date && nowOutline ? locatePinpoint(nowOutline, pinpoint) : then;
    if (!then) {
      check.pinpoint = { pinpoint, verdict: 'not-checked' };
    } else if (!then.found) {
      check.pinpoint = { pinpoint, verdict: 'missing' };
      const where = `${then.level} ${then.missing}${then.existing ? ` in ${then.existing}` : ''}`;
      if (date && now?.found) {
        check.findings.push({ ...range, severity: 'warning', code: 'pinpoint-changed', message: `${name} has no ${where} as of ${date}; the current text has it (amended since ${date}).`, compare });
      } else {
        check.findings.push({ ...range, severity: 'error', code: 'pinpoint-missing', message: `${name} has no ${where} ${date ? `as of ${date}` : 'in the current text'}.` });
      }
    } else {
      check.pinpoint = { pinpoint, verdict: 'found', text: then.text };
      if (date && now && !now.found) {
        check.findings.push({ ...range, severity: 'warning', code: 'pinpoint-changed', message: `${cited} exists as of ${date} but not in the current text (amended since ${date}).`, compare });
      }
    }
  }

  for (const quotation of quotations) {
    const quoted = quotedWords(quotation);
    const qRange = { start: quotation.start, end: quotation.end };
    if (!opOutline) {
      check.quotations.push({ ...qRange, quoted, verdict: 'not-checked' });
      continue;
    }
    // A pinpointed citation is held to its subdivision when it has one; the whole section otherwise.
    const pin = citation.pinpoint ? locatePinpoint(opOutline, citation.pinpoint) : undefined;
    const scope = pin?.found ? pin.text : opOutline.text;
    let then: QuoteMatch = matchQuotation(quoted, scope);
    if (then.verdict !== 'matches' && pin?.found) {
      const whole = matchQuotation(quoted, opOutline.text);
      if (whole.verdict === 'matches' || whole.score > then.score) then = whole;
    }
    const now = date && nowOutline ? matchQuotation(quoted, nowOutline.text) : then;
    if (then.verdict === 'matches') {
      check.quotations.push({ ...qRange, quoted, verdict: 'matches', exact: then.exact });
      if (date && now.verdict !== 'matches') {
        check.findings.push({ ...qRange, severity: 'information', code: 'quotation-other-date', message: `The quotation matches ${name} as of ${date}; the current text reads differently (amended since ${date}).`, compare });
      }
    } else if (date && now.verdict === 'matches') {
      check.quotations.push({ ...qRange, quoted, verdict: 'other-date', exact: then.exact });
      const words = then.exact ? ` As of ${date} it reads: “${then.exact}”.` : '';
      check.findings.push({
        ...qRange,
        severity: 'warning',
        code: 'quotation-other-date',
        message: `The quotation is the current text of ${name}, not the text as of ${date} (amended since ${date}).${words}`,
        replacement: then.exact,
        diff: then.diff,
        compare,
      });
    } else if (then.verdict === 'differs') {
      check.quotations.push({ ...qRange, quoted, verdict: 'differs', exact: then.exact });
      check.findings.push({
        ...qRange,
        severity: 'warning',
        code: 'quotation-mismatch',
        message: `The quotation does not match ${name} ${atDate}${amendedNote}. The statute reads: “${then.exact}”.`,
        replacement: then.exact,
        diff: then.diff,
        compare: amended ? compare : undefined,
      });
    } else {
      check.quotations.push({ ...qRange, quoted, verdict: 'differs' });
      check.findings.push({ ...qRange, severity: 'information', code: 'quotation-mismatch', message: `The quotation was not found in ${name} ${atDate}${amendedNote}.`, compare: amended ? compare : undefined });
    }
  }
  if (amended && !check.findings.some((f) => f.compare)) {
    check.findings.push({ ...range, severity: 'information', code: 'amended-since', message: `${name} was amended since ${date}: the current text differs.`, compare });
  }
}

/** Texts compare equal when only their spacing differs. */
function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
