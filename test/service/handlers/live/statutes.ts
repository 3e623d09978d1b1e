/** The live dialect's statute routes: search, section, body, related, resolve (GET and batch), sections, count. */
import { tryParseCitation } from '../../citations';
import type { ServiceContext } from '../../context';
import { isIsoDate } from '../../corpus/dates';
import type { CorpusType } from '../../corpus/model';
import { statusNote, type SectionRecord } from '../../corpus/store';
import { ApiRequest, BodyChecker, FieldError, Reply, fieldError, isReply, ok, problem, requireObjectBody } from '../../http/respond';
import { excerptOf, suggestions } from '../statutes';
import { bodyFormats, type BodyFormat, BODY_FORMATS } from './text';
import {
  ACT_STATUSES,
  DEAD_STATUSES,
  LIVE_STATES,
  RESOLVE_CORPORA,
  SEARCH_CORPORA,
  badRequest,
  echoSubsection,
  invalidBody,
  invalidQuery,
  liveRecord,
} from './records';

const RESOLVE_PRICE = 2;
const BODY_PRICE = 6;
const SECTION_PRICE = 2;
const MAX_UNIQUE = 50;
const HELD_CORPORA: readonly CorpusType[] = ['USC', 'CFR', 'STATE'];

/** Route names that can land in the `{act_id}` slot of a mistyped path. */
const ROUTE_NAMES = new Set(['search', 'resolve', 'sections', 'count', 'coverage', 'divisions', 'body', 'related', 'section', 'changes', 'enactments', 'cited-by', 'definitions', 'cross-state']);

interface Located {
  record: SectionRecord;
  resolvedFrom: { input: string; actId: string; via: 'citation' | 'normalized_id'; subsection?: string } | null;
  /** A citation stood in the path: a 2-credit resolve line, kept whatever the route then answers. */
  citationLine: boolean;
}

const ID_SHAPE = /^(USC|CFR|STATE)_/i;

/** An act id, a lightly damaged act id, or a citation standing where an act id goes. */
function locate(ctx: ServiceContext, input: string): Located | (Reply & { charge: number }) {
  const raw = input;
  if (ctx.store.getSection(raw)) return { record: ctx.store.getSection(raw)!, resolvedFrom: null, citationLine: false };
  const trimmed = raw.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').replace(/\.$/, '').trim();
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // not double-encoded
  }
  for (const candidate of [trimmed, decoded]) {
    const record = ctx.store.getSection(candidate);
    if (record) return { record, resolvedFrom: { input: raw, actId: record.actId, via: 'normalized_id' }, citationLine: false };
  }
  const notFound = (reason: string, detail: string, didYouMean: string[], charge: number): Reply & { charge: number } => ({
    ...problem(404, detail, { actId: raw, reason, didYouMean }),
    charge,
  });
  if (!trimmed || ROUTE_NAMES.has(trimmed.toLowerCase())) return notFound('missing_act_id', 'No act id was given: a route name stands where the act id goes.', [], 0);
  if (/^SSL_/i.test(trimmed)) return notFound('state_session_law', 'Session laws are read under /api/v1/us/session-laws/{sessionLawId}.', [], 0);
  if (ID_SHAPE.test(trimmed)) {
    const didYouMean = suggestions(ctx, trimmed);
    // A hand-built id names a real section under the wrong chapter (or in the wrong case).
    const sectionOf = (id: string): string | undefined => /_S(.+)$/i.exec(id)?.[1]?.toUpperCase();
    const assembled = didYouMean.some((id) => id.toUpperCase() === trimmed.toUpperCase() || (sectionOf(id) !== undefined && sectionOf(id) === sectionOf(trimmed)));
    return assembled
      ? notFound('assembled_id', `No section has the id ${trimmed}; act ids cannot be built by hand.`, didYouMean, 0)
      : notFound('not_in_corpus', `No section with act id ${trimmed} is held.`, didYouMean, 0);
  }
  const cited = tryParseCitation(trimmed);
  const found = ctx.store.findByCitationText(trimmed) ?? (cited ? ctx.store.findByCitation(cited.canonical) : null);
  if (found) {
    const resolvedFrom: Located['resolvedFrom'] = { input: raw, actId: found.actId, via: 'citation' };
    if (cited?.pinpoint) resolvedFrom.subsection = cited.pinpoint;
    return { record: found, resolvedFrom, citationLine: true };
  }
  return notFound('unresolved_citation', `“${trimmed}” does not resolve to a section.`, [], RESOLVE_PRICE);
}

function isLocated(value: Located | Reply): value is Located {
  return 'record' in value;
}

export function sectionMetadata(req: ApiRequest, ctx: ServiceContext): Reply {
  const located = locate(ctx, req.params.id ?? '');
  if (!isLocated(located)) return located;
  return { ...ok({ section: liveRecord(ctx, located.record), resolvedFrom: located.resolvedFrom }), charge: SECTION_PRICE + (located.citationLine ? RESOLVE_PRICE : 0) };
}

export function related(req: ApiRequest, ctx: ServiceContext): Reply {
  const limitText = req.query.get('limit');
  const limit = limitText === null ? 3 : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '3') || limit < 1 || limit > 10) {
    return invalidQuery([{ loc: ['query', 'limit'], msg: limit > 10 ? 'Input should be less than or equal to 10' : 'Input should be greater than or equal to 1', type: limit > 10 ? 'less_than_equal' : 'greater_than_equal' }]);
  }
  const located = locate(ctx, req.params.id ?? '');
  if (!isLocated(located)) return located;
  const { previous, next, container } = ctx.store.neighbours(located.record.actId, limit);
  return {
    ...ok({
      section: liveRecord(ctx, located.record),
      previous: previous.map((r) => liveRecord(ctx, r)),
      next: next.map((r) => liveRecord(ctx, r)),
      container: container?.name ?? null,
      resolvedFrom: located.resolvedFrom,
    }),
    charge: 2 + (located.citationLine ? RESOLVE_PRICE : 0),
  };
}

export function sectionBody(req: ApiRequest, ctx: ServiceContext): Reply {
  const errors: FieldError[] = [];
  const format = (req.query.get('format') ?? 'both') as BodyFormat;
  if (!(BODY_FORMATS as readonly string[]).includes(format)) errors.push({ loc: ['query', 'format'], msg: `Input should be ${BODY_FORMATS.map((f) => `'${f}'`).join(', ')}`, type: 'enum' });
  const structuredText = req.query.get('structured');
  if (structuredText !== null && !['true', 'false', '1', '0'].includes(structuredText.toLowerCase())) errors.push({ loc: ['query', 'structured'], msg: 'Input should be a valid boolean', type: 'bool_parsing' });
  const structured = structuredText !== null && ['true', '1'].includes(structuredText.toLowerCase());
  const asOf = req.query.get('asOf') ?? undefined;
  if (asOf !== undefined && !isIsoDate(asOf)) errors.push({ loc: ['query', 'asOf'], msg: 'Input should be a valid date in the format YYYY-MM-DD', type: 'date_from_datetime_parsing' });
  if (errors.length > 0) return invalidQuery(errors);
  const located = locate(ctx, req.params.id ?? '');
  if (!isLocated(located)) return located;
  const resolveLine = located.citationLine ? RESOLVE_PRICE : 0;
  const answer = bodyFormats(ctx, located.record, { format, structured, asOf });
  const charge = answer.refunded ? resolveLine : BODY_PRICE + resolveLine;
  return { ...ok({ actId: located.record.actId, ...answer.fields, resolvedFrom: located.resolvedFrom }), charge };
}

// ── resolve ──

interface ResolveScope {
  state?: string;
  corpusType?: string;
}

function resolveOne(ctx: ServiceContext, cite: string, scope: ResolveScope): Record<string, unknown> {
  const parsed = tryParseCitation(cite);
  const record = ctx.store.findByCitationText(cite) ?? (parsed ? ctx.store.findByCitation(parsed.canonical) : null);
  const excludedBy: string[] = [];
  if (record) {
    if (scope.state && record.state !== scope.state) excludedBy.push('state');
    // Of the resolve scopes only STATE holds sections here; the others (constitutions, rules, state regulations) are not in this corpus.
    if (scope.corpusType && !(scope.corpusType === 'STATE' && record.corpusType === 'STATE')) excludedBy.push('corpusType');
  }
  const resolved = record !== null && excludedBy.length === 0;
  return {
    resolved,
    inputCitation: cite,
    section: resolved ? liveRecord(ctx, record) : null,
    subsection: resolved ? echoSubsection(parsed?.pinpoint ?? null, record.corpusType) : null,
    citationOutsideFilters:
      record && !resolved ? { actId: record.actId, citation: record.citation, title: record.title, state: record.state, corpusType: record.corpusType, excludedBy } : null,
    // No session laws are held, so the citation never names one (`sessionLaw` stays absent).
    matchedCorpus: null,
  };
}

export function resolve(req: ApiRequest, ctx: ServiceContext): Reply {
  const cite = req.query.get('cite');
  if (cite === null) return invalidQuery([{ loc: ['query', 'cite'], msg: 'Field required', type: 'missing' }]);
  if (cite.length < 2) return invalidQuery([{ loc: ['query', 'cite'], msg: 'String should have at least 2 characters', type: 'string_too_short' }]);
  if (cite.length > 200) return invalidQuery([{ loc: ['query', 'cite'], msg: 'String should have at most 200 characters', type: 'string_too_long' }]);
  const stateText = req.query.get('state');
  const state = stateText ? stateText.trim().toLowerCase() : undefined;
  if (state !== undefined && state !== 'federal' && !(LIVE_STATES as readonly string[]).includes(state)) return badRequest(`Unknown state "${stateText}". Use a two-letter code or federal.`);
  const corpusText = req.query.get('corpusType');
  const corpusType = corpusText ? corpusText.trim().toUpperCase() : undefined;
  if (corpusType !== undefined && !(RESOLVE_CORPORA as readonly string[]).includes(corpusType)) {
    return badRequest(`corpusType must be one of ${RESOLVE_CORPORA.join(', ')}; leave it out to resolve U.S. Code and CFR citations.`);
  }
  return ok(resolveOne(ctx, cite.trim(), { state, corpusType }));
}

const BATCH_FIELDS = ['citations', 'state', 'corpusType'];

export function resolveBatch(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body);
  if (isReply(body)) return invalidBody((body.body as { errors: FieldError[] }).errors);
  const check = new BodyChecker(body, BATCH_FIELDS);
  const list = body.citations;
  if (list === undefined) check.add(['body', 'citations'], 'Field required', 'missing');
  else if (!Array.isArray(list)) check.add(['body', 'citations'], 'Input should be a valid list', 'list_type');
  else {
    if (list.length < 1) check.add(['body', 'citations'], 'List should have at least 1 item after validation, not 0', 'too_short');
    if (list.length > 500) check.add(['body', 'citations'], `List should have at most 500 items after validation, not ${list.length}`, 'too_long');
    list.forEach((c, i) => {
      if (typeof c !== 'string') check.add(['body', 'citations', i], 'Input should be a valid string', 'string_type');
      else if (c.trim().length < 2) check.add(['body', 'citations', i], 'String should have at least 2 characters', 'string_too_short');
      else if (c.length > 200) check.add(['body', 'citations', i], 'String should have at most 200 characters', 'string_too_long');
    });
  }
  const state = check.string('state')?.toLowerCase();
  if (state !== undefined && state !== 'federal' && !(LIVE_STATES as readonly string[]).includes(state)) check.add(['body', 'state'], 'Input should be federal or a two-letter state code', 'enum');
  const corpusType = check.string('corpusType')?.toUpperCase();
  if (corpusType !== undefined && !(RESOLVE_CORPORA as readonly string[]).includes(corpusType)) check.add(['body', 'corpusType'], `Input should be ${RESOLVE_CORPORA.join(', ')}`, 'enum');
  if (check.errors.length > 0) return invalidBody(check.errors);
  // Duplicates are merged (after trimming) before pricing; first occurrences keep the input order.
  const unique = [...new Set((list as string[]).map((c) => c.trim()))];
  if (unique.length > MAX_UNIQUE) return invalidBody([fieldError(['body', 'citations'], `At most ${MAX_UNIQUE} unique citations per request (got ${unique.length})`, 'too_long')]);
  const results = unique.map((cite) => resolveOne(ctx, cite, { state, corpusType }));
  return { ...ok({ results, resolvedCount: results.filter((r) => r.resolved).length, count: results.length }), charge: RESOLVE_PRICE * unique.length };
}

// ── POST /sections ──

export function batchSections(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body);
  if (isReply(body)) return invalidBody((body.body as { errors: FieldError[] }).errors);
  // This body declares no additionalProperties:false, so unknown keys are ignored.
  const errors: FieldError[] = [];
  const ids = body.actIds;
  if (ids === undefined) errors.push(fieldError(['body', 'actIds'], 'Field required', 'missing'));
  else if (!Array.isArray(ids)) errors.push(fieldError(['body', 'actIds'], 'Input should be a valid list', 'list_type'));
  else ids.forEach((id, i) => typeof id !== 'string' && errors.push(fieldError(['body', 'actIds', i], 'Input should be a valid string', 'string_type')));
  const includeBody = body.includeBody ?? false;
  if (typeof includeBody !== 'boolean') errors.push(fieldError(['body', 'includeBody'], 'Input should be a valid boolean', 'bool_type'));
  if (errors.length > 0) return invalidBody(errors);
  const unique = [...new Set((ids as string[]).map((s) => s.trim()).filter(Boolean))];
  if (unique.length < 1) return invalidBody([fieldError(['body', 'actIds'], 'List should have at least 1 item after validation, not 0', 'too_short')]);
  if (unique.length > MAX_UNIQUE) return invalidBody([fieldError(['body', 'actIds'], `List should have at most ${MAX_UNIQUE} items after validation, not ${unique.length}`, 'too_long')]);

  const sections: Record<string, unknown>[] = [];
  const notFound: string[] = [];
  const notFoundDetail: { actId: string; reason: string; didYouMean: string[] }[] = [];
  const resolved: { input: string; actId: string; via: string }[] = [];
  let bodies = 0;
  for (const id of unique) {
    const located = locate(ctx, id);
    if (!isLocated(located)) {
      const c = located.body as { reason: string; didYouMean: string[] };
      notFound.push(id);
      notFoundDetail.push({ actId: id, reason: c.reason === 'missing_act_id' ? 'not_in_corpus' : c.reason, didYouMean: c.didYouMean });
      continue;
    }
    if (located.resolvedFrom) resolved.push({ input: id, actId: located.record.actId, via: located.resolvedFrom.via });
    let text: string | null | undefined;
    if (includeBody) {
      const current = ctx.store.currentBody(located.record.actId);
      text = current && current.has_text === 1 ? current.plain : null;
      if (text !== null) bodies++;
    }
    sections.push(liveRecord(ctx, located.record, text === undefined ? {} : { body: text }));
  }
  return { ...ok({ sections, notFound, notFoundDetail, resolved, count: sections.length }), charge: SECTION_PRICE * sections.length + BODY_PRICE * bodies };
}

/** The filters `search` and `count` share (the scope of a drill-down), read and checked the same way. */
interface ScopeFilters {
  corpora?: string[];
  states?: string[];
  codes?: string[];
  articles?: string[];
  titleNumber?: number;
  chapters?: string[];
  parts?: string[];
  statuses?: string[];
  excludeRepealed: boolean;
}

function readScopeFilters(check: BodyChecker, body: Record<string, unknown>): ScopeFilters {
  const corpora = stringOrList(check, 'corpusType', (v) => (SEARCH_CORPORA as readonly string[]).includes(v), (v) => v.toUpperCase());
  const states = stringOrList(check, 'state', (v) => v === 'federal' || (LIVE_STATES as readonly string[]).includes(v), (v) => v.toLowerCase());
  const codes = stringOrList(check, 'code', (v) => /^[a-z0-9_]+$/i.test(v));
  const articles = stringOrList(check, 'article', (v) => v.length > 0);
  let titleNumber: number | undefined;
  if (body.titleNumber !== undefined && body.titleNumber !== null) {
    if (typeof body.titleNumber !== 'number' || !Number.isInteger(body.titleNumber)) check.add(['body', 'titleNumber'], 'Input should be a valid integer', 'int_type');
    else if (body.titleNumber < 1) check.add(['body', 'titleNumber'], 'Input should be greater than or equal to 1', 'greater_than_equal');
    else titleNumber = body.titleNumber;
  }
  const chapters = stringOrList(check, 'chapter', (v) => v.length > 0);
  const parts = stringOrList(check, 'part', (v) => v.length > 0);
  if ((chapters || parts) && titleNumber === undefined && !codes) check.add(['body', chapters ? 'chapter' : 'part'], 'chapter and part need titleNumber (or code)', 'value_error');
  const statuses = stringOrList(check, 'actStatus', (v) => (ACT_STATUSES as readonly string[]).includes(v));
  const excludeRepealed = check.boolean('excludeRepealed') ?? false;
  if (excludeRepealed && statuses?.some((s) => DEAD_STATUSES.has(s))) check.add(['body', 'actStatus'], 'A dead status cannot be asked for with excludeRepealed', 'value_error');
  return { corpora, states, codes, articles, titleNumber, chapters, parts, statuses, excludeRepealed };
}

/** Whether a record lies in the scope (corpora already narrowed to those held here). */
function inScope(f: ScopeFilters, held: readonly string[], r: SectionRecord): boolean {
  return (
    held.includes(r.corpusType) &&
    (!f.states || f.states.includes(r.state)) &&
    (!f.codes || (r.corpusType === 'STATE' && f.codes.includes(`${r.state}_code`))) &&
    (f.titleNumber === undefined || r.titleNumber === String(f.titleNumber)) &&
    (!f.chapters || (r.chapter !== null && f.chapters.includes(r.chapter))) &&
    (!f.parts || (r.part !== null && f.parts.includes(r.part))) &&
    (!f.statuses || f.statuses.includes(r.actStatus)) &&
    (!f.excludeRepealed || !DEAD_STATUSES.has(r.actStatus))
  );
}

// ── POST /search ──

const SEARCH_FIELDS = [
  'query', 'corpusType', 'state', 'code', 'article', 'titleNumber', 'chapter', 'part', 'yearFrom', 'yearTo', 'excludeRepealed', 'actStatus',
  'changedSince', 'agency', 'documentType', 'publishedFrom', 'publishedTo', 'source', 'fields', 'limit', 'offset', 'includeBody', 'excerptChars',
  'matchType',
];

/** Record field names a `fields` list may name (actId and citation always come back). */
export const RECORD_FIELDS = [
  'actId', 'citation', 'citationShort', 'displayLabel', 'title', 'sectionTitle', 'corpusType', 'state', 'source', 'year', 'relevanceScore', 'excerpt', 'body',
  'titleNumber', 'titleName', 'chapter', 'chapterName', 'subchapter', 'subchapterName', 'part', 'partName', 'subpart', 'subpartName', 'sectionNumber',
  'displayPath', 'breadcrumb', 'parent', 'actStatus', 'goodLawStatus', 'currentThrough', 'currencyNote', 'currencyYear', 'renumberedTo',
  'renumberedToLabel', 'transferredTo', 'transferredToLabel', 'sourceCredit', 'publicLaws', 'amendmentYears', 'lastAmendedYear', 'amendmentsCount',
  'effectiveDate', 'htmlUrl', 'externalUrl', 'sourceUrl',
];

/** A string or a list of strings, each checked by `valid`; undefined when absent. */
function stringOrList(check: BodyChecker, name: string, valid: (v: string) => boolean, normalise: (v: string) => string = (v) => v): string[] | undefined {
  const value = check.body[name];
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  items.forEach((item, i) => {
    const loc = Array.isArray(value) ? ['body', name, i] : ['body', name];
    if (typeof item !== 'string') return check.add(loc, 'Input should be a valid string', 'string_type');
    const v = normalise(item.trim());
    if (!valid(v)) return check.add(loc, `Input "${item}" is not a valid ${name}`, 'enum');
    out.push(v);
  });
  return out;
}

function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

export function search(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body);
  if (isReply(body)) return invalidBody((body.body as { errors: FieldError[] }).errors);
  const check = new BodyChecker(body, SEARCH_FIELDS);
  const query = check.string('query', { required: true, min: 2, max: 500 });
  const scope = readScopeFilters(check, body);
  const { corpora, states, codes, articles } = scope;
  if (articles) {
    const constitution = corpora?.some((c) => c === 'CONSTITUTION' || (c === 'STATE_CONSTITUTION' && states));
    const coded = corpora?.some((c) => c === 'STATE' || c === 'REGULATION') && codes;
    if (!constitution && !coded) check.add(['body', 'article'], 'article needs a constitution corpus, or STATE/REGULATION with code', 'value_error');
  }
  const yearFrom = body.yearFrom === undefined ? undefined : check.integer('yearFrom', { min: 1700, max: 2100, fallback: 1700 });
  const yearTo = body.yearTo === undefined ? undefined : check.integer('yearTo', { min: 1700, max: 2100, fallback: 2100 });
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) check.add(['body', 'yearFrom'], 'yearFrom must not be after yearTo', 'value_error');
  const changedSince = check.string('changedSince', { pattern: /^\d{4}-\d{2}-\d{2}$/, patternMsg: 'Input should be a valid date in the format YYYY-MM-DD' });
  if (changedSince !== undefined && !isIsoDate(changedSince)) check.add(['body', 'changedSince'], 'Input should be a valid date', 'date_parsing');
  // No Federal Register documents are held, so no agency name can be matched.
  const agencies = stringOrList(check, 'agency', () => false);
  const documentType = check.string('documentType');
  if (documentType !== undefined && !['final', 'proposed', 'presidential'].includes(documentType)) check.add(['body', 'documentType'], "Input should be 'final', 'proposed' or 'presidential'", 'enum');
  for (const name of ['publishedFrom', 'publishedTo']) {
    const v = check.string(name, { pattern: /^\d{4}-\d{2}-\d{2}$/, patternMsg: 'Input should be a valid date in the format YYYY-MM-DD' });
    if (v !== undefined && !isIsoDate(v)) check.add(['body', name], 'Input should be a valid date', 'date_parsing');
  }
  const sources = stringOrList(check, 'source', (v) => /^[a-z][a-z0-9_]*$/.test(v));
  let fields: string[] | undefined;
  if (body.fields !== undefined && body.fields !== null) {
    if (!Array.isArray(body.fields)) check.add(['body', 'fields'], 'Input should be a valid list', 'list_type');
    else {
      body.fields.forEach((f, i) => (typeof f !== 'string' || !RECORD_FIELDS.includes(f)) && check.add(['body', 'fields', i], `Unknown field ${String(f)}`, 'enum'));
      if (new Set(body.fields).size !== body.fields.length) check.add(['body', 'fields'], 'List should have unique items', 'set_type');
      fields = body.fields as string[];
    }
  }
  const limit = check.integer('limit', { min: 1, max: 50, fallback: 10 });
  const offset = check.integer('offset', { min: 0, max: 70, fallback: 0 });
  const includeBody = check.boolean('includeBody') ?? false;
  const excerptChars = check.integer('excerptChars', { min: 100, max: 4000, fallback: 500 });
  const matchType = check.string('matchType') ?? 'any';
  if (!['any', 'all', 'phrase'].includes(matchType)) check.add(['body', 'matchType'], "Input should be 'any', 'all' or 'phrase'", 'enum');
  if (check.errors.length > 0 || agencies) return invalidBody(check.errors.length > 0 ? check.errors : [fieldError(['body', 'agency'], 'Unknown agency', 'value_error')]);

  // Only the corpora held here can match; a filter naming none of them finds nothing (still charged).
  const held = corpora ? HELD_CORPORA.filter((c) => corpora.includes(c)) : [...HELD_CORPORA];
  const unmatchable = held.length === 0 || sources !== undefined || documentType !== undefined || changedSince !== undefined || (articles !== undefined && !codes);
  const stateFilter = (r: SectionRecord): boolean => !states || states.includes(r.state);
  const passes = (r: SectionRecord): boolean =>
    inScope(scope, held, r) &&
    (yearFrom === undefined || Number(r.currentThrough.slice(0, 4)) >= yearFrom) &&
    (yearTo === undefined || Number(r.currentThrough.slice(0, 4)) <= yearTo);

  const deepest = 120;
  let hits: { record: SectionRecord; score: number; excerpt: string }[] = [];
  let exact: SectionRecord | null = null;
  let outside: Record<string, unknown> | null = null;
  if (!unmatchable) {
    const found = ctx.store.search({ query: query!, corpusType: held.length === 1 ? held[0] : undefined, state: states?.length === 1 ? states[0] : undefined, limit: deepest * 2, offset: 0 });
    hits = found.hits.filter((h) => passes(h.record)).map((h) => ({ record: h.record, score: h.relevanceScore, excerpt: h.excerpt }));
    if (matchType !== 'any') {
      const wanted = words(query!);
      hits = hits.filter((h) => {
        const text = words(ctx.store.currentBody(h.record.actId)?.plain ?? '').join(' ');
        return matchType === 'phrase' ? ` ${text} `.includes(` ${wanted.join(' ')} `) : wanted.every((w) => ` ${text} `.includes(` ${w} `));
      });
    }
    const cited = tryParseCitation(query!);
    const citedRecord = cited ? ctx.store.findByCitation(cited.canonical) : ctx.store.findByCitationText(query!);
    if (citedRecord) {
      if (passes(citedRecord)) exact = citedRecord;
      else {
        const excludedBy = [!held.includes(citedRecord.corpusType) ? 'corpusType' : null, !stateFilter(citedRecord) ? 'state' : null].filter(Boolean);
        outside = { actId: citedRecord.actId, citation: citedRecord.citation, title: citedRecord.title, state: citedRecord.state, corpusType: citedRecord.corpusType, excludedBy: excludedBy.length > 0 ? excludedBy : ['filters'] };
      }
    }
  }
  // Scores are scaled to 0–1 within the ranking; only an exact citation match scores 1.0.
  const top = Math.max(0, ...hits.map((h) => h.score));
  let ranked = hits.map((h) => ({ record: h.record, score: top > 0 ? Math.round((h.score / top) * 0.95 * 1000) / 1000 : 0, excerpt: h.excerpt }));
  if (exact) {
    const e = exact;
    ranked = [{ record: e, score: 1, excerpt: excerptOf(ctx, e.actId) }, ...ranked.filter((h) => h.record.actId !== e.actId)];
  }
  ranked = ranked.slice(0, deepest);
  const page = ranked.slice(offset, offset + limit);
  let budget = ctx.accounts.ledger(req.key).creditsRemaining - 4;
  let bodies = 0;
  const results = page.map((h) => {
    const excerpt = h.excerpt.length > excerptChars ? `${h.excerpt.slice(0, excerptChars - 1)}…` : h.excerpt;
    let text: string | null | undefined;
    if (includeBody) {
      const current = ctx.store.currentBody(h.record.actId);
      // Rows whose text cannot be had, or that the balance cannot pay for, come back with body null (not charged).
      text = current && current.has_text === 1 && budget >= BODY_PRICE ? current.plain : null;
      if (text !== null) {
        bodies++;
        budget -= BODY_PRICE;
      }
    }
    const full = liveRecord(ctx, h.record, { relevanceScore: h.score, excerpt, ...(text === undefined ? {} : { body: text }) });
    if (!fields) return full;
    const keep = new Set(['actId', 'citation', ...fields]);
    return Object.fromEntries(Object.entries(full).filter(([k]) => keep.has(k)));
  });
  const matchQuality = results.length === 0 ? 'none' : exact && offset === 0 ? 'exact' : page[0] && page[0].score >= 0.5 ? 'strong' : 'moderate';
  return {
    ...ok({
      results,
      count: results.length,
      total: results.length,
      offset,
      hasMore: offset + limit < ranked.length,
      ...(changedSince !== undefined ? { changedSectionCount: 0 } : {}),
      rankingDegraded: false,
      noGoodMatch: results.length === 0,
      matchQuality,
      citationOutsideFilters: outside,
      query: query!,
    }),
    charge: 4 + BODY_PRICE * bodies,
  };
}

// ── POST /count ──

const COUNT_FIELDS = ['corpusType', 'state', 'code', 'article', 'titleNumber', 'chapter', 'part', 'actStatus', 'excludeRepealed'];

export function count(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body ?? {});
  if (isReply(body)) return invalidBody((body.body as { errors: FieldError[] }).errors);
  const check = new BodyChecker(body, COUNT_FIELDS);
  const filters = readScopeFilters(check, body);
  const { corpora, states, codes, articles } = filters;
  if (articles && !codes) check.add(['body', 'article'], 'article needs a constitution corpus, or STATE/REGULATION with code', 'value_error');
  if (check.errors.length > 0) return invalidBody(check.errors);
  const held = corpora ? HELD_CORPORA.filter((c) => corpora.includes(c)) : [...HELD_CORPORA];
  let n = 0;
  if (!articles) {
    for (const corpus of held) {
      const ids = ctx.store.actIdsIn(corpus, states?.length === 1 ? states[0]! : null, filters.titleNumber !== undefined ? String(filters.titleNumber) : null);
      for (const record of ctx.store.getSections(ids).values()) {
        if (!inScope(filters, held, record)) continue;
        n++;
      }
    }
  }
  const scope = Object.fromEntries(COUNT_FIELDS.filter((f) => body[f] !== undefined && body[f] !== null).map((f) => [f, body[f]]));
  // An empty scope is refunded.
  return { ...ok({ count: n, isExact: true, scope }), charge: n > 0 ? 1 : 0 };
}

export { statusNote };
