/**
 * Records of the statute service and the readers that turn untrusted JSON into them.
 * Readers accept both the wrapped payloads of the public API and the interface document's bare
 * section record, ignore unknown fields, and reject anything without the fields we rely on.
 */
import { InvalidResponseError } from './errors';

export interface BreadcrumbEntry {
  type: string;
  num: string;
  label: string;
  name: string;
}

/** The raw status; the live set (28 values, see core/lookup/status.ts) stays open: an unknown value is kept as sent. */
export type ActStatus = string;

/**
 * Derived by the live service: `good_law` (in force, repeal signal verified), `not_good_law` (dead),
 * `not_operative` (reserved, vacant, unfunded, not yet effective), `unknown` (unverified); absent when
 * the service does not check.
 */
export type GoodLawStatus = 'good_law' | 'not_good_law' | 'not_operative' | 'unknown' | (string & {});

export interface SectionRecord {
  actId: string;
  /** The citation as a brief writes it, without the code-year parenthetical the live service appends. */
  citation?: string;
  /** That parenthetical's year (`17 U.S.C. § 107 (2025)` → 2025), kept apart so it never reaches a document as part of the citation. */
  citationYear?: number;
  citationShort?: string;
  /** The section heading. */
  title?: string;
  corpusType?: string;
  state?: string;
  titleNumber?: string;
  titleName?: string;
  chapter?: string;
  chapterName?: string;
  subchapter?: string;
  part?: string;
  subpart?: string;
  breadcrumb: BreadcrumbEntry[];
  actStatus?: ActStatus;
  goodLawStatus?: GoodLawStatus;
  currentThrough?: string;
  /** Raw text such as `self:4651` or `34:10105`: not an act id, never looked up as one. */
  renumberedTo?: string;
  transferredTo?: string;
  renumberedToLabel?: string;
  transferredToLabel?: string;
  /** Act ids of the version that replaced this one / that this one replaced. */
  supersededBy?: string;
  supersedes?: string;
  /** Years of amendment, newest first. */
  amendmentYears?: number[];
  lastAmendedYear?: number;
  amendmentsCount?: number;
  /** Enacting and amending public laws as printed (`Pub. L. 104-317`). */
  publicLaws?: string[];
  sectionNumber?: string;
  displayPath?: string;
  currencyNote?: string;
  externalUrl?: string;
  effectiveDate?: string;
  sourceCredit?: string;
  htmlUrl?: string;
  sourceUrl?: string;
  /** Search only; not statutory text. */
  excerpt?: string;
  relevanceScore?: number;
  /** True for the interface document's illustrative records: never treat as verified. */
  mock: boolean;
}

export interface SearchResults {
  results: SectionRecord[];
  count: number;
  offset: number;
  hasMore: boolean;
  /** Live: `exact | strong | moderate | weak | none`; an unknown value reads as `moderate`. */
  matchQuality?: string;
  noGoodMatch?: boolean;
}

export interface ResolvedFrom {
  input: string;
  actId: string;
  via: string;
  /** The pinpoint, normalised to `(b)(2)`. */
  subsection?: string;
}

export interface SectionAnswer {
  section: SectionRecord;
  resolvedFrom?: ResolvedFrom;
}

export interface AsOfInfo {
  requested: string;
  /** null: unknown, the date is before the first edition the service has on file. */
  existed: boolean | null;
  /** `live` (the current text), `published`, `reconstructed`, `unavailable`; open set. */
  source: 'published' | 'reconstructed' | 'unavailable' | 'live' | (string & {});
  /** The edition to show: the interface's `resolvedEdition`, or the live `resolvedEditionYear` as text. */
  resolvedEdition?: string;
  resolvedEditionYear?: number;
  scheduledEditionYear?: number;
  editionsObserved: number[];
  /** `stored_edition` or `observed_change`. */
  engine?: string;
  isBounded?: boolean;
  /** Prose the service means to be shown to the reader. */
  coverage?: string;
  outOfCoverageReason?: string;
  observedFrom?: string;
  basisChangeId?: string;
}

/** One numbered level of a structured body. */
export interface Subsection {
  /** The enumerator as printed, e.g. `(a)`. */
  label: string;
  /** The pinpoint from the section down, normalised: `(a)(1)(B)`. */
  pincite?: string;
  type?: string;
  citation?: string;
  text: string;
  children: Subsection[];
}

export interface SectionBody {
  actId: string;
  html: string;
  plain: string;
  available: boolean;
  note?: string;
  sourceCredit?: string;
  asOf?: AsOfInfo;
  markdown?: string;
  /** The URL to cite (live). */
  sourceUrl?: string;
  /** `structured=true` on the live service. */
  subsections?: Subsection[];
}

export interface RelatedSections {
  section?: SectionRecord;
  /** Nearest last. */
  previous: SectionRecord[];
  /** Nearest first. */
  next: SectionRecord[];
  /** The interface's `{label, name}`; the live service's string arrives as `name`. */
  container?: { label?: string; name?: string };
}

/** A citation the service knows but that the requested scope excluded. */
export interface OutsideFilters {
  actId?: string;
  citation?: string;
  title?: string;
  state?: string;
  corpusType?: string;
  excludedBy: string[];
}

export interface Resolution {
  resolved: boolean;
  inputCitation?: string;
  section: SectionRecord | null;
  /** The pinpoint echoed by the service, normalised to `(b)(2)` whichever form it used; null when none or unreadable. */
  subsection: string | null;
  /** The pinpoint exactly as the service sent it (`b.2`, `(h)(11)`). */
  subsectionRaw?: string;
  matchedCorpus?: string;
  citationOutsideFilters?: OutsideFilters;
}

export interface NotFoundDetail {
  actId: string;
  reason?: string;
  /** Suggestions only: never picked automatically. */
  didYouMean: string[];
}

export interface BatchSections {
  sections: SectionRecord[];
  notFound: string[];
  notFoundDetail?: NotFoundDetail[];
}

export interface CorpusTypeInfo {
  token: string;
  description?: string;
  scope?: string;
  browsable?: boolean;
}

export interface JurisdictionCoverage {
  code: string;
  name: string;
  kind?: string;
  sectionCount?: number;
  hasData?: boolean;
  corpora: Record<string, number>;
}

export interface Coverage {
  corpusTypes: CorpusTypeInfo[];
  jurisdictions: JurisdictionCoverage[];
  totalSections?: number;
  measuredAt?: string;
}

export interface Division {
  identifier: string;
  name: string;
  /** The division's number and label as the code prints them ("17", "Title 17"), when the service gives them. */
  num?: string;
  label?: string;
  /** The service's own identifier when `identifier` is a key qualified by its path (live: `17` for Title 17 and for Chapter 17 alike). */
  rawIdentifier?: string;
  /** For a section leaf, its citation, when the service gives it. */
  citation?: string;
  kind?: string;
  isLeaf: boolean;
  actId?: string;
  sectionCount?: number;
}

export interface DivisionPage {
  corpusType?: string;
  state?: string;
  level?: string;
  parentLabel?: string;
  divisions: Division[];
  nextCursor?: string;
  truncated?: boolean;
  note?: string;
  /** What the service charged for this page (live: 1, refunded when the level is empty). */
  creditsConsumed?: number;
}

export interface LawInfo {
  corpusType: string;
  state?: string;
  code?: string;
  name: string;
  sectionCount?: number;
}

export interface JurisdictionLaws {
  code: string;
  name: string;
  laws: LawInfo[];
}

export interface PriceEntry {
  endpoint: string;
  /** Upper case; '' when the table gives none (the live table never does). */
  method: string;
  operation: string;
  credits: number;
  description?: string;
  category?: string;
}

export interface Pricing {
  dollarPerCredit?: number;
  costs: PriceEntry[];
  /** Which dialect's table this is; its documented prices fill the gaps. Set by the client. */
  dialect?: 'interface' | 'live';
}

export type WatchChannel = 'email' | 'webhook' | 'both';

export interface Watch {
  id: string;
  corpusType: string;
  state?: string;
  channel: WatchChannel | (string & {});
  webhookUrl?: string;
  isActive?: boolean;
  createdAt?: string;
  updatedAt?: string;
  lastNotifiedAt?: string;
  lastStatus?: string;
  changeSignal?: string;
  webhookAuth?: { scheme?: string; headerName?: string; hasSecret?: boolean };
}

// ---- readers -------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function invalid(what: string): never {
  throw new InvalidResponseError(`The service's reply is not valid: ${what}.`);
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest text accepted in a field that names or labels something: ids, citations, headings, names, dates. */
export const MAX_FIELD_CHARS = 4_000;
/** Longest prose accepted in one field: source credits, notes, excerpts, coverage remarks. */
export const MAX_PROSE_CHARS = 100_000;
/** Longest section text accepted in one form (HTML, plain, Markdown); the reply's byte cap bounds all of them together. */
export const MAX_TEXT_CHARS = 8 * 1024 * 1024;

/** A string or number as text; a longer one than `max` makes the whole reply invalid (it is not what a statute service sends). */
function str(value: unknown, max = MAX_FIELD_CHARS): string | undefined {
  if (typeof value === 'string') return value.length <= max ? value : invalid(`a field holds ${value.length} characters, more than the ${max} allowed`);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function prose(value: unknown): string | undefined {
  return str(value, MAX_PROSE_CHARS);
}

function sectionText(value: unknown): string | undefined {
  return str(value, MAX_TEXT_CHARS);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function nums(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number' && Number.isFinite(n)) : [];
}

function strs(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => str(v)).filter((v): v is string => v !== undefined && v !== '') : [];
}

/** '' means "none" on the live service (`renumberedTo: ''`). */
function text(value: unknown, max = MAX_FIELD_CHARS): string | undefined {
  return str(value, max) || undefined;
}

const PINPOINT_PARENS = /^(?:\([A-Za-z0-9]{1,12}(?:-[A-Za-z0-9]{1,12})?\)){1,8}$/;
const PINPOINT_DOTTED = /^[A-Za-z0-9]{1,12}(?:-[A-Za-z0-9]{1,12})?(?:\.[A-Za-z0-9]{1,12}(?:-[A-Za-z0-9]{1,12})?){0,7}$/;

/**
 * One form for the pinpoint the service echoes: `(b)(2)` whether it sent `(b)(2)`, `b.2` or `b`.
 * Anything else (text from the service is untrusted) gives undefined; the raw value is kept beside it.
 */
export function normalisePinpoint(raw: string | undefined | null): string | undefined {
  const value = raw?.trim().replace(/\s+/g, '');
  if (!value) return undefined;
  if (PINPOINT_PARENS.test(value)) return value;
  if (PINPOINT_DOTTED.test(value)) return value.split('.').map((p) => `(${p})`).join('');
  return undefined;
}

function list(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) invalid(`${what} is not a list`);
  return value;
}

/** Unwraps `{data: …}` envelopes used by the free endpoints. */
function unwrapData(value: unknown): unknown {
  return isObject(value) && isObject(value.data) ? value.data : value;
}

function readBreadcrumb(value: unknown): BreadcrumbEntry[] {
  if (!Array.isArray(value)) return [];
  const out: BreadcrumbEntry[] = [];
  for (const item of value) {
    if (!isObject(item)) continue;
    out.push({
      type: str(item.type) ?? '',
      num: str(item.num) ?? '',
      label: str(item.label) ?? '',
      name: str(item.name) ?? '',
    });
  }
  return out;
}

/** `17 U.S.C. § 107 (2025)` → the citation and 2025; a citation without a trailing year is kept whole. */
function splitCodeYear(citation: string | undefined): { citation: string | undefined; year: number | undefined } {
  const match = citation === undefined ? null : /^(.*\S)\s+\(((?:1[89]|20|21)\d\d)\)$/.exec(citation);
  return match ? { citation: match[1], year: Number(match[2]) } : { citation, year: undefined };
}

export function readSectionRecord(value: unknown): SectionRecord {
  if (!isObject(value)) invalid('a section record is not an object');
  const actId = str(value.actId);
  if (!actId) invalid('a section record has no actId');
  const { citation, year: citationYear } = splitCodeYear(str(value.citation));
  return {
    actId,
    citation,
    citationYear,
    citationShort: str(value.citationShort),
    title: str(value.title),
    corpusType: str(value.corpusType),
    state: str(value.state),
    titleNumber: str(value.titleNumber),
    titleName: str(value.titleName),
    chapter: str(value.chapter),
    chapterName: str(value.chapterName),
    subchapter: str(value.subchapter),
    part: str(value.part),
    subpart: str(value.subpart),
    breadcrumb: readBreadcrumb(value.breadcrumb),
    actStatus: text(value.actStatus),
    // An explicit null (checking off) reads as unverified, like `unknown`; the interface's records have no such field.
    goodLawStatus: value.goodLawStatus === null ? 'unknown' : text(value.goodLawStatus),
    currentThrough: str(value.currentThrough),
    renumberedTo: text(value.renumberedTo),
    transferredTo: text(value.transferredTo),
    renumberedToLabel: text(value.renumberedToLabel),
    transferredToLabel: text(value.transferredToLabel),
    supersededBy: text(value.supersededBy),
    supersedes: text(value.supersedes),
    amendmentYears: nums(value.amendmentYears),
    lastAmendedYear: num(value.lastAmendedYear) ?? (nums(value.amendmentYears).length ? Math.max(...nums(value.amendmentYears)) : undefined),
    amendmentsCount: num(value.amendmentsCount),
    publicLaws: strs(value.publicLaws),
    sectionNumber: str(value.sectionNumber),
    displayPath: str(value.displayPath),
    currencyNote: text(value.currencyNote, MAX_PROSE_CHARS),
    externalUrl: text(value.externalUrl),
    effectiveDate: str(value.effectiveDate),
    sourceCredit: prose(value.sourceCredit),
    htmlUrl: str(value.htmlUrl),
    sourceUrl: str(value.sourceUrl),
    excerpt: prose(value.excerpt),
    relevanceScore: num(value.relevanceScore),
    mock: value._mock === true,
  };
}

/** Metadata: `{section, resolvedFrom}` or the bare record. */
export function readSectionAnswer(value: unknown): SectionAnswer {
  if (isObject(value) && isObject(value.section)) {
    const from = value.resolvedFrom;
    return {
      section: readSectionRecord(value.section),
      resolvedFrom: readResolvedFrom(from),
    };
  }
  return { section: readSectionRecord(value) };
}

function readResolvedFrom(from: unknown): ResolvedFrom | undefined {
  if (!isObject(from)) return undefined;
  return { input: str(from.input) ?? '', actId: str(from.actId) ?? '', via: str(from.via) ?? '', subsection: normalisePinpoint(str(from.subsection)) };
}

export function readSearchResults(value: unknown): SearchResults {
  const rows = Array.isArray(value) ? value : isObject(value) && 'results' in value ? list(value.results, 'results') : isObject(value) && 'actId' in value ? [value] : invalid('search results are missing');
  const results = rows.map(readSectionRecord);
  const o = isObject(value) ? value : {};
  return {
    results,
    // `total` is the live service's deprecated alias of `count`.
    count: num(o.count) ?? num(o.total) ?? results.length,
    offset: num(o.offset) ?? 0,
    hasMore: bool(o.hasMore) ?? false,
    matchQuality: str(o.matchQuality),
    noGoodMatch: bool(o.noGoodMatch),
  };
}

export function readSectionBody(value: unknown, requestedActId: string): SectionBody {
  if (!isObject(value)) invalid('the section text is not an object');
  const html = sectionText(value.html);
  const markdown = sectionText(value.markdown);
  // `format=content|operative` answers `content` in place of `plain`.
  const plain = sectionText(value.plain) ?? sectionText(value.text) ?? sectionText(value.content);
  const availableFlag = bool(value.available);
  const available = availableFlag ?? (html !== undefined || plain !== undefined || markdown !== undefined);
  if (available && html === undefined && plain === undefined && markdown === undefined) invalid('the section text has neither html nor plain text');
  const subsections = Array.isArray(value.subsections) ? readSubsections(value.subsections, 0) : undefined;
  return {
    actId: str(value.actId) ?? requestedActId,
    html: html ?? '',
    plain: plain ?? markdown ?? '',
    available,
    note: prose(value.note),
    sourceCredit: prose(value.sourceCredit),
    asOf: isObject(value.asOf) ? readAsOf(value.asOf, value.edition) : undefined,
    markdown,
    sourceUrl: text(value.sourceUrl),
    subsections,
  };
}

function readAsOf(a: Json, edition: unknown): AsOfInfo {
  const year = num(a.resolvedEditionYear);
  const label = str(a.resolvedEdition);
  // The interface names an edition by its release point (`Online@113-31`) and dates it in the body's `edition`.
  const dated = isObject(edition) && label !== undefined && str(edition.label) === label ? /^(\d{4})-\d{2}-\d{2}/.exec(str(edition.date) ?? '') : null;
  return {
    requested: str(a.requested) ?? '',
    existed: bool(a.existed) ?? null,
    source: str(a.source) ?? 'published',
    // The live service dropped `resolvedEdition` for `resolvedEditionYear`.
    resolvedEdition: year !== undefined ? String(year) : label,
    resolvedEditionYear: year ?? (dated ? Number(dated[1]) : undefined),
    scheduledEditionYear: num(a.scheduledEditionYear),
    editionsObserved: nums(a.editionsObserved),
    engine: str(a.engine),
    isBounded: bool(a.isBounded),
    coverage: text(a.coverage, MAX_PROSE_CHARS),
    outOfCoverageReason: text(a.outOfCoverageReason, MAX_PROSE_CHARS),
    observedFrom: text(a.observedFrom),
    basisChangeId: str(a.basisChangeId),
  };
}

const MAX_SUBSECTION_DEPTH = 12;

function readSubsections(rows: unknown[], depth: number): Subsection[] {
  if (depth > MAX_SUBSECTION_DEPTH) invalid('subsections nest too deeply');
  return rows.filter(isObject).map((row) => ({
    label: str(row.label) ?? '',
    pincite: normalisePinpoint(str(row.pincite)) ?? str(row.pincite),
    type: str(row.type),
    citation: str(row.citation),
    text: sectionText(row.text) ?? '',
    children: Array.isArray(row.children) ? readSubsections(row.children, depth + 1) : [],
  }));
}

export function readRelated(value: unknown): RelatedSections {
  if (!isObject(value)) invalid('neighbouring sections are not an object');
  const container = isObject(value.container)
    ? { label: str(value.container.label), name: str(value.container.name) }
    : typeof value.container === 'string' && value.container
      ? { name: value.container }
      : undefined;
  return {
    section: isObject(value.section) ? readSectionRecord(value.section) : undefined,
    previous: list(value.previous, 'previous').map(readSectionRecord),
    next: list(value.next, 'next').map(readSectionRecord),
    container,
  };
}

/** Resolve: `{resolved, section, subsection}` or a bare record (which means resolved). */
export function readResolution(value: unknown): Resolution {
  if (!isObject(value)) invalid('the resolution is not an object');
  if (typeof value.resolved === 'boolean' || 'section' in value) {
    const section = isObject(value.section) ? readSectionRecord(value.section) : null;
    const resolved = (bool(value.resolved) ?? section !== null) && section !== null;
    const raw = str(value.subsection);
    return {
      resolved,
      inputCitation: str(value.inputCitation),
      section,
      subsection: normalisePinpoint(raw) ?? null,
      subsectionRaw: raw,
      matchedCorpus: str(value.matchedCorpus),
      citationOutsideFilters: readOutsideFilters(value.citationOutsideFilters),
    };
  }
  return { resolved: true, section: readSectionRecord(value), subsection: null };
}

function readOutsideFilters(value: unknown): OutsideFilters | undefined {
  if (!isObject(value)) return undefined;
  return { actId: str(value.actId), citation: str(value.citation), title: str(value.title), state: str(value.state), corpusType: str(value.corpusType), excludedBy: strs(value.excludedBy) };
}

export interface ResolveBatch {
  /** In the order of the citations sent. */
  results: Resolution[];
  resolvedCount?: number;
}

/** `POST /resolve`: `{results: [resolutions], resolvedCount, count}`. */
export function readResolveBatch(value: unknown): ResolveBatch {
  if (!isObject(value) || !Array.isArray(value.results)) invalid('the batch resolution has no results');
  return {
    results: value.results.map((row) => {
      if (!isObject(row) || typeof row.resolved !== 'boolean') invalid('a batch resolution has no resolved flag');
      return readResolution(row);
    }),
    resolvedCount: num(value.resolvedCount),
  };
}

export function readBatchSections(value: unknown): BatchSections {
  if (Array.isArray(value)) return { sections: value.map(readSectionRecord), notFound: [] };
  if (!isObject(value)) invalid('batch metadata is not an object');
  if (!('sections' in value) && 'actId' in value) return { sections: [readSectionRecord(value)], notFound: [] };
  const detail = Array.isArray(value.notFoundDetail)
    ? value.notFoundDetail.filter(isObject).flatMap((d) => {
        const actId = str(d.actId);
        return actId ? [{ actId, reason: str(d.reason), didYouMean: strs(d.didYouMean).slice(0, 3) }] : [];
      })
    : undefined;
  return {
    sections: list(value.sections, 'sections').map(readSectionRecord),
    notFound: list(value.notFound, 'notFound').map((id) => str(id) ?? invalid('notFound holds a non-string')),
    notFoundDetail: detail,
  };
}

export function readCoverage(value: unknown): Coverage {
  const data = unwrapData(value);
  if (!isObject(data)) invalid('coverage is not an object');
  return {
    corpusTypes: list(data.corpusTypes, 'corpusTypes').filter(isObject).map((c) => ({
      token: str(c.token) ?? invalid('a corpus type has no token'),
      description: prose(c.description),
      scope: str(c.scope),
      browsable: bool(c.browsable),
    })),
    jurisdictions: list(data.jurisdictions, 'jurisdictions').filter(isObject).map((j) => ({
      code: str(j.code) ?? invalid('a jurisdiction has no code'),
      name: str(j.name) ?? str(j.code) ?? '',
      kind: str(j.kind),
      sectionCount: num(j.sectionCount),
      hasData: bool(j.hasData),
      corpora: isObject(j.corpora)
        ? Object.fromEntries(Object.entries(j.corpora).filter(([, n]) => typeof n === 'number')) as Record<string, number>
        : {},
    })),
    totalSections: num(data.totalSections),
    measuredAt: str(data.measuredAt),
  };
}

export function readDivisionPage(value: unknown): DivisionPage {
  const data = unwrapData(value);
  if (!isObject(data)) invalid('divisions are not an object');
  return {
    corpusType: str(data.corpusType),
    state: str(data.state),
    level: str(data.level),
    parentLabel: str(data.parentLabel),
    divisions: list(data.divisions, 'divisions').map((d) => {
      if (!isObject(d)) invalid('a division is not an object');
      const identifier = str(d.identifier) ?? invalid('a division has no identifier');
      const actId = str(d.actId);
      return {
        identifier,
        rawIdentifier: identifier,
        name: str(d.name) ?? identifier,
        num: str(d.num),
        label: str(d.label),
        citation: str(d.citation),
        kind: str(d.kind),
        isLeaf: bool(d.isLeaf) ?? actId !== undefined,
        actId,
        sectionCount: num(d.sectionCount),
      };
    }),
    nextCursor: str(data.nextCursor) || undefined,
    truncated: bool(data.truncated),
    note: text(data.note, MAX_PROSE_CHARS),
    creditsConsumed: readCreditsConsumed(value),
  };
}

export function readLaws(value: unknown): JurisdictionLaws[] {
  const data = unwrapData(value);
  const rows = Array.isArray(data) ? data : isObject(data) ? list(data.jurisdictions, 'jurisdictions') : invalid('the laws catalog is not an object');
  return rows.map((j) => {
    if (!isObject(j)) invalid('a jurisdiction is not an object');
    return {
      code: str(j.code) ?? invalid('a jurisdiction has no code'),
      name: str(j.name) ?? str(j.code) ?? '',
      laws: list(j.laws, 'laws').map((l) => {
        if (!isObject(l)) invalid('a law is not an object');
        return {
          corpusType: str(l.corpusType) ?? invalid('a law has no corpusType'),
          state: str(l.state),
          code: str(l.code),
          name: str(l.name) ?? str(l.corpusType) ?? '',
          sectionCount: num(l.sectionCount),
        };
      }),
    };
  });
}

export function readPricing(value: unknown): Pricing {
  const data = unwrapData(value);
  if (!isObject(data)) invalid('pricing is not an object');
  return {
    dollarPerCredit: num(data.dollarPerCredit),
    costs: list(data.costs, 'costs').map((c) => {
      if (!isObject(c)) invalid('a price is not an object');
      return {
        endpoint: str(c.endpoint) ?? '',
        // The live table has no method: '' matches any.
        method: (str(c.method) ?? '').toUpperCase(),
        operation: str(c.operation) ?? '',
        credits: num(c.credits) ?? invalid('a price has no credits'),
        description: prose(c.description),
        category: str(c.category),
      };
    }),
  };
}

export function readWatch(value: unknown): Watch {
  const data = unwrapData(value);
  if (!isObject(data)) invalid('a watch is not an object');
  return {
    id: str(data.id) ?? invalid('a watch has no id'),
    corpusType: str(data.corpusType) ?? '',
    state: str(data.state),
    channel: str(data.channel) ?? '',
    webhookUrl: str(data.webhookUrl),
    isActive: bool(data.isActive),
    createdAt: str(data.createdAt),
    updatedAt: str(data.updatedAt),
    lastNotifiedAt: str(data.lastNotifiedAt),
    lastStatus: str(data.lastStatus),
    changeSignal: str(data.changeSignal),
    webhookAuth: isObject(data.webhookAuth)
      ? { scheme: str(data.webhookAuth.scheme), headerName: str(data.webhookAuth.headerName), hasSecret: bool(data.webhookAuth.hasSecret) }
      : undefined,
  };
}

export function readWatches(value: unknown): Watch[] {
  const data = unwrapData(value);
  const rows = Array.isArray(data) ? data : isObject(data) ? list(data.watches, 'watches') : invalid('the watch list is not an object');
  return rows.map(readWatch);
}

/**
 * The balance a reply reports: `creditsRemaining` in the body (top level or under `meta`, the live
 * field name) or an `X-Credits-Remaining` header; undefined when it reports none.
 */
export function readCreditsRemaining(value: unknown, header: string | null): number | undefined {
  if (isObject(value)) {
    const top = num(value.creditsRemaining) ?? (isObject(value.meta) ? num(value.meta.creditsRemaining) : undefined);
    if (top !== undefined && top >= 0) return top;
  }
  const fromHeader = header !== null && header.trim() !== '' ? Number(header) : NaN;
  return Number.isFinite(fromHeader) && fromHeader >= 0 ? fromHeader : undefined;
}

/** `creditsConsumed` at the top level or under `meta`; 0 when absent. */
export function readCreditsConsumed(value: unknown): number {
  if (!isObject(value)) return 0;
  const top = num(value.creditsConsumed);
  if (top !== undefined) return top;
  return isObject(value.meta) ? (num(value.meta.creditsConsumed) ?? 0) : 0;
}
