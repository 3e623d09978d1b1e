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

export type ActStatus =
  | 'in_force'
  | 'repealed'
  | 'renumbered'
  | 'transferred'
  | 'expired'
  | 'reserved'
  | 'omitted'
  | (string & {});

export interface SectionRecord {
  actId: string;
  citation?: string;
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
  currentThrough?: string;
  renumberedTo?: string;
  transferredTo?: string;
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
}

export interface ResolvedFrom {
  input: string;
  actId: string;
  via: string;
}

export interface SectionAnswer {
  section: SectionRecord;
  resolvedFrom?: ResolvedFrom;
}

export interface AsOfInfo {
  requested: string;
  /** null: unknown, the date is before the first edition the service has on file. */
  existed: boolean | null;
  source: 'published' | 'reconstructed' | 'unavailable' | (string & {});
  resolvedEdition?: string;
}

export interface SectionBody {
  actId: string;
  html: string;
  plain: string;
  available: boolean;
  note?: string;
  sourceCredit?: string;
  asOf?: AsOfInfo;
}

export interface RelatedSections {
  section?: SectionRecord;
  /** Nearest last. */
  previous: SectionRecord[];
  /** Nearest first. */
  next: SectionRecord[];
  container?: { label?: string; name?: string };
}

export interface Resolution {
  resolved: boolean;
  inputCitation?: string;
  section: SectionRecord | null;
  subsection: string | null;
  matchedCorpus?: string;
}

export interface BatchSections {
  sections: SectionRecord[];
  notFound: string[];
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
  method: string;
  operation: string;
  credits: number;
}

export interface Pricing {
  dollarPerCredit?: number;
  costs: PriceEntry[];
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
}

// ---- readers -------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function invalid(what: string): never {
  throw new InvalidResponseError(`The service's reply is not valid: ${what}.`);
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
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

export function readSectionRecord(value: unknown): SectionRecord {
  if (!isObject(value)) invalid('a section record is not an object');
  const actId = str(value.actId);
  if (!actId) invalid('a section record has no actId');
  return {
    actId,
    citation: str(value.citation),
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
    actStatus: str(value.actStatus),
    currentThrough: str(value.currentThrough),
    renumberedTo: str(value.renumberedTo),
    transferredTo: str(value.transferredTo),
    effectiveDate: str(value.effectiveDate),
    sourceCredit: str(value.sourceCredit),
    htmlUrl: str(value.htmlUrl),
    sourceUrl: str(value.sourceUrl),
    excerpt: str(value.excerpt),
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
      resolvedFrom: isObject(from)
        ? { input: str(from.input) ?? '', actId: str(from.actId) ?? '', via: str(from.via) ?? '' }
        : undefined,
    };
  }
  return { section: readSectionRecord(value) };
}

export function readSearchResults(value: unknown): SearchResults {
  const rows = Array.isArray(value) ? value : isObject(value) && 'results' in value ? list(value.results, 'results') : isObject(value) && 'actId' in value ? [value] : invalid('search results are missing');
  const results = rows.map(readSectionRecord);
  const o = isObject(value) ? value : {};
  return {
    results,
    count: num(o.count) ?? results.length,
    offset: num(o.offset) ?? 0,
    hasMore: bool(o.hasMore) ?? false,
  };
}

export function readSectionBody(value: unknown, requestedActId: string): SectionBody {
  if (!isObject(value)) invalid('the section text is not an object');
  const html = str(value.html);
  const plain = str(value.plain) ?? str(value.text);
  const availableFlag = bool(value.available);
  const available = availableFlag ?? (html !== undefined || plain !== undefined);
  if (available && html === undefined && plain === undefined) invalid('the section text has neither html nor plain text');
  const asOf = isObject(value.asOf)
    ? {
        requested: str(value.asOf.requested) ?? '',
        existed: bool(value.asOf.existed) ?? null,
        source: str(value.asOf.source) ?? 'published',
        resolvedEdition: str(value.asOf.resolvedEdition),
      }
    : undefined;
  return {
    actId: str(value.actId) ?? requestedActId,
    html: html ?? '',
    plain: plain ?? '',
    available,
    note: str(value.note),
    sourceCredit: str(value.sourceCredit),
    asOf,
  };
}

export function readRelated(value: unknown): RelatedSections {
  if (!isObject(value)) invalid('neighbouring sections are not an object');
  const container = isObject(value.container) ? { label: str(value.container.label), name: str(value.container.name) } : undefined;
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
    return {
      resolved,
      inputCitation: str(value.inputCitation),
      section,
      subsection: str(value.subsection) ?? null,
      matchedCorpus: str(value.matchedCorpus),
    };
  }
  return { resolved: true, section: readSectionRecord(value), subsection: null };
}

export function readBatchSections(value: unknown): BatchSections {
  if (Array.isArray(value)) return { sections: value.map(readSectionRecord), notFound: [] };
  if (!isObject(value)) invalid('batch metadata is not an object');
  if (!('sections' in value) && 'actId' in value) return { sections: [readSectionRecord(value)], notFound: [] };
  return {
    sections: list(value.sections, 'sections').map(readSectionRecord),
    notFound: list(value.notFound, 'notFound').map((id) => str(id) ?? invalid('notFound holds a non-string')),
  };
}

export function readCoverage(value: unknown): Coverage {
  const data = unwrapData(value);
  if (!isObject(data)) invalid('coverage is not an object');
  return {
    corpusTypes: list(data.corpusTypes, 'corpusTypes').filter(isObject).map((c) => ({
      token: str(c.token) ?? invalid('a corpus type has no token'),
      description: str(c.description),
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
        method: (str(c.method) ?? 'GET').toUpperCase(),
        operation: str(c.operation) ?? '',
        credits: num(c.credits) ?? invalid('a price has no credits'),
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
  };
}

export function readWatches(value: unknown): Watch[] {
  const data = unwrapData(value);
  const rows = Array.isArray(data) ? data : isObject(data) ? list(data.watches, 'watches') : invalid('the watch list is not an object');
  return rows.map(readWatch);
}

/** `creditsConsumed` at the top level or under `meta`; 0 when absent. */
export function readCreditsConsumed(value: unknown): number {
  if (!isObject(value)) return 0;
  const top = num(value.creditsConsumed);
  if (top !== undefined) return top;
  return isObject(value.meta) ? (num(value.meta.creditsConsumed) ?? 0) : 0;
}
