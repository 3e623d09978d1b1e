/**
 * The live dialect's vocabulary: value sets, its section record (`StatuteResult`) built from the
 * corpus record, pinpoint formats and its error shapes.
 */
import type { ServiceContext } from '../../context';
import type { SectionRecord } from '../../corpus/store';
import { FieldError, Reply, problem } from '../../http/respond';

export const LIVE_STATES = [
  'al', 'ak', 'az', 'ar', 'ca', 'co', 'ct', 'de', 'dc', 'fl', 'ga', 'gu', 'hi', 'id', 'il', 'in', 'ia', 'ks', 'ky', 'la', 'me', 'md', 'ma',
  'mi', 'mn', 'ms', 'mo', 'mt', 'ne', 'nv', 'nh', 'nj', 'nm', 'ny', 'nc', 'nd', 'mp', 'oh', 'ok', 'or', 'pa', 'pr', 'ri', 'sc', 'sd', 'tn',
  'tx', 'ut', 'vt', 'va', 'wa', 'wv', 'wi', 'wy',
] as const;

export const SEARCH_CORPORA = [
  'USC', 'CFR', 'STATE', 'CONSTITUTION', 'FEDERAL_RULES', 'FEDERAL_LOCAL_RULES', 'STATE_CONSTITUTION', 'STATE_RULES', 'EXECUTIVE_ACTION',
  'REGULATION', 'FEDERAL_REGISTER', 'FEDERAL_REGISTER_NOTICE', 'AGENCY_GUIDANCE', 'SENTENCING_GUIDELINES', 'US_TAX_TREATY',
  'STATE_AGENCY_GUIDANCE', 'STATE_AG_OPINION', 'SESSION_LAW', 'STATUTE_COMPILATION', 'AGENCY_ADJUDICATION', 'CFR_ANNUAL', 'USC_ANNUAL',
] as const;
export const RESOLVE_CORPORA = ['CONSTITUTION', 'REGULATION', 'STATE', 'STATE_CONSTITUTION', 'STATE_RULES'] as const;
export const DIVISION_CORPORA = ['USC', 'CFR', 'STATE', 'REGULATION', 'CONSTITUTION', 'STATE_CONSTITUTION', 'FEDERAL_RULES'] as const;

export const ACT_STATUSES = [
  'abolished', 'deleted', 'expired', 'in_force', 'inactive', 'non_precedential', 'not_funded', 'not_yet_effective', 'omitted', 'proposed',
  'recodified', 'recompiled', 'rejected', 'relocated', 'removed', 'renumbered', 'repealed', 'rescinded', 'reserved', 'revoked', 'superseded',
  'terminated', 'transferred', 'unconstitutional', 'vacant', 'vacated', 'vetoed', 'withdrawn',
] as const;

/** Statuses of sections known to be dead (dropped by `excludeRepealed`). */
export const DEAD_STATUSES: ReadonlySet<string> = new Set([
  'abolished', 'deleted', 'expired', 'omitted', 'recodified', 'recompiled', 'rejected', 'relocated', 'removed', 'renumbered', 'repealed',
  'rescinded', 'revoked', 'superseded', 'terminated', 'transferred', 'unconstitutional', 'vacated', 'vetoed', 'withdrawn',
]);
const NOT_OPERATIVE: ReadonlySet<string> = new Set(['reserved', 'vacant', 'not_funded', 'not_yet_effective', 'inactive', 'proposed']);

export type GoodLawStatus = 'good_law' | 'not_good_law' | 'not_operative' | 'unknown';

/**
 * Derived currency verdict. The U.S. Code and the CFR carry a reliable repeal signal here, so an
 * in-force section is `good_law`; state codes report `unknown` (no verified signal), as the
 * publisher does for states without one.
 */
export function goodLawStatus(record: SectionRecord): GoodLawStatus {
  if (DEAD_STATUSES.has(record.actStatus)) return 'not_good_law';
  if (NOT_OPERATIVE.has(record.actStatus)) return 'not_operative';
  if (record.actStatus === 'in_force') return record.corpusType === 'STATE' ? 'unknown' : 'good_law';
  return 'unknown';
}

/** The code token of a state code (the `code` drill-down filter). */
export function stateCode(state: string): string {
  return `${state}_code`;
}

/** The `GET /divisions` query listing this section's siblings. */
export function parentFilter(record: SectionRecord): Record<string, string> {
  const filter: Record<string, string> = { corpusType: record.corpusType };
  if (record.corpusType === 'STATE') {
    filter.state = record.state;
    filter.code = stateCode(record.state);
  }
  filter.titleNumber = record.titleNumber;
  if (record.part) filter.part = record.part;
  if (record.chapter) filter.chapter = record.chapter;
  return filter;
}

function yearOf(date: string | null | undefined): number | null {
  const m = date ? /^(\d{4})/.exec(date) : null;
  return m ? Number(m[1]) : null;
}

/** `Pub. L. 94–553` and the like, as named in a U.S. Code credit, with an ASCII hyphen, newest first. */
export function publicLawsOf(sourceCredit: string | null): string[] {
  if (!sourceCredit) return [];
  const laws = [...sourceCredit.matchAll(/Pub\.\s*L\.\s*(\d+)\s*[–—-]\s*(\d+)/g)].map((m) => `Pub. L. ${m[1]}-${m[2]}`);
  return [...new Set(laws)].reverse();
}

export interface LiveRecordOptions {
  relevanceScore?: number | null;
  excerpt?: string;
  body?: string | null;
}

/** The live section record: the corpus facts under the live field names, every other field absent. */
export function liveRecord(ctx: ServiceContext, record: SectionRecord, options: LiveRecordOptions = {}): Record<string, unknown> {
  const facts = ctx.store.versionFacts(record.actId);
  const years = [...new Set(facts.creditDates.map(yearOf).filter((y): y is number => y !== null))].sort((a, b) => b - a);
  const builtYear = yearOf(ctx.store.meta('built_at')) ?? new Date().getUTCFullYear();
  const currencyYear = yearOf(record.currentThrough);
  const pathParts = record.breadcrumb.map((b) => (b.type === 'section' ? `Section ${b.num}: ${b.name}` : `${b.label}: ${b.name}`));
  const out: Record<string, unknown> = {
    actId: record.actId,
    citation: currencyYear ? `${record.citation} (${currencyYear})` : record.citation,
    citationShort: record.citation,
    displayLabel: record.citation,
    title: record.title,
    sectionTitle: record.title,
    corpusType: record.corpusType,
    state: record.state,
    source: null,
    year: builtYear,
    relevanceScore: options.relevanceScore ?? null,
    excerpt: options.excerpt ?? '',
    titleNumber: record.titleNumber,
    titleName: record.titleName,
    chapter: record.chapter,
    chapterName: record.chapterName,
    subchapter: record.subchapter,
    subchapterName: record.subchapterName,
    part: record.part,
    partName: record.partName,
    subpart: record.subpart,
    subpartName: record.subpartName,
    sectionNumber: record.breadcrumb[record.breadcrumb.length - 1]?.num ?? null,
    displayPath: pathParts.join(' / '),
    breadcrumb: record.breadcrumb.map((b) => ({ type: b.type, num: b.num, label: b.type === 'section' ? `Section ${b.num}` : b.label, name: b.name })),
    parent: parentFilter(record),
    actStatus: record.actStatus,
    goodLawStatus: goodLawStatus(record),
    currentThrough: record.currentThrough,
    currencyNote: `Current through ${record.currentThrough}`,
    currencyYear,
    renumberedTo: record.renumberedTo ?? '',
    transferredTo: record.transferredTo ?? '',
    sourceCredit: record.sourceCredit,
    publicLaws: record.corpusType === 'USC' ? publicLawsOf(record.sourceCredit) : [],
    amendmentYears: years,
    lastAmendedYear: years[0] ?? null,
    // The first dated law enacted the section; every later one amended it.
    amendmentsCount: Math.max(0, facts.creditDates.length - 1),
    effectiveDate: record.effectiveDate,
    htmlUrl: record.htmlUrl,
    externalUrl: record.htmlUrl,
    sourceUrl: record.htmlUrl,
  };
  if (record.renumberedTo) out.renumberedToLabel = `section ${record.renumberedTo.replace(/^self:/, '')}`;
  if (record.transferredTo) out.transferredToLabel = `section ${record.transferredTo.replace(/^self:/, '')}`;
  if (options.body !== undefined) out.body = options.body;
  return out;
}

/**
 * The pinpoint echoed by resolve. The publisher prints it in two ways: dotted (`b.2`, the resolve
 * route's own description) and parenthesised (`(h)(11)`, as in `resolvedFrom`). Here the choice is
 * fixed per corpus so both reach clients: U.S. Code citations echo the dotted form, CFR and state
 * citations the parenthesised one.
 */
export function echoSubsection(pinpoint: string | null, corpusType: string): string | null {
  if (!pinpoint) return null;
  if (corpusType !== 'USC') return pinpoint;
  const parts = [...pinpoint.matchAll(/\(([^()]+)\)/g)].map((m) => m[1]!);
  return parts.length > 0 ? parts.join('.') : pinpoint;
}

/** Shape A: `{detail, errors}` (request bodies). */
export function invalidBody(errors: FieldError[]): Reply {
  return { status: 422, body: { detail: 'Invalid request parameters', errors } };
}

/** Shape B: `{detail: [...]}` (query parameters). */
export function invalidQuery(errors: FieldError[]): Reply {
  return { status: 422, body: { detail: errors } };
}

export function badRequest(detail: string): Reply {
  return problem(400, detail);
}
