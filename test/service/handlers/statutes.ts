/** Search, section metadata, full text, neighbours, citation resolution and batch metadata. */
import { tryParseCitation } from '../citations';
import type { ServiceContext } from '../context';
import { isIsoDate } from '../corpus/dates';
import type { CorpusType } from '../corpus/model';
import { statusNote, type SectionRecord } from '../corpus/store';
import { ApiRequest, BodyChecker, Reply, fieldError, invalid, isReply, normaliseCorpus, normaliseState, ok, problem, requireObjectBody, CORPUS_TOKENS } from '../http/respond';

export const MAX_BATCH = 50;
const SEARCH_FIELDS = ['query', 'corpusType', 'state', 'titleNumber', 'limit', 'offset', 'includeBody'] as const;

export function search(req: ApiRequest, ctx: ServiceContext): Reply {
  const body = requireObjectBody(req.body);
  if (isReply(body)) return body;
  const check = new BodyChecker(body, SEARCH_FIELDS);
  const query = check.string('query', { required: true, min: 2, max: 500 });
  const corpusType = normaliseCorpus(check.string('corpusType'));
  if (corpusType && !(CORPUS_TOKENS as readonly string[]).includes(corpusType)) check.add(['body', 'corpusType'], `Input should be one of ${CORPUS_TOKENS.join(', ')}`, 'enum');
  const state = normaliseState(check.string('state', { pattern: /^[A-Za-z]{2}$/, patternMsg: 'A two-letter state code' }));
  let titleNumber: string | undefined;
  if (typeof body.titleNumber === 'number' && Number.isInteger(body.titleNumber) && body.titleNumber > 0) titleNumber = String(body.titleNumber);
  else titleNumber = check.string('titleNumber', { pattern: /^[0-9]+[A-Za-z]?$/, patternMsg: 'A title number such as 17' });
  const limit = check.integer('limit', { min: 1, max: 50, fallback: 10 });
  const offset = check.integer('offset', { min: 0, max: 70, fallback: 0 });
  const includeBody = check.boolean('includeBody') ?? false;
  if (check.errors.length > 0) return invalid(check.errors);

  const { hits, count } = ctx.store.search({ query: query!, corpusType: corpusType as CorpusType | undefined, state, titleNumber, limit, offset });
  let results = hits.map((h) => ({ ...h.record, relevanceScore: h.relevanceScore, excerpt: h.excerpt }));
  let total = count;
  // A query that is itself a citation puts that section first.
  const cited = offset === 0 ? tryParseCitation(query!) : null;
  if (cited) {
    const record = ctx.store.findByCitation(cited.canonical, { corpusType, state });
    if (record && (!titleNumber || record.titleNumber === titleNumber)) {
      const already = results.some((r) => r.actId === record.actId);
      const top = Math.max(0, ...results.map((r) => r.relevanceScore)) + 1;
      results = [{ ...record, relevanceScore: Math.round(top * 1000) / 1000, excerpt: excerptOf(ctx, record.actId) }, ...results.filter((r) => r.actId !== record.actId)].slice(0, limit);
      if (!already) total++;
    }
  }
  const withBodies = includeBody
    ? results.map((r) => {
        const body = ctx.store.currentBody(r.actId);
        return { ...r, html: body?.html ?? null, plain: body?.plain ?? null };
      })
    : results;
  return ok({ results: withBodies, count: total, offset, limit, hasMore: offset + results.length < total, query });
}

export function excerptOf(ctx: ServiceContext, actId: string): string {
  const plain = ctx.store.currentBody(actId)?.plain ?? '';
  const body = plain.split('\n').slice(2).join(' ').replace(/\s+/g, ' ').trim();
  return body.length > 200 ? `${body.slice(0, 200).replace(/\s+\S*$/, '')}…` : body;
}

interface Located {
  record: SectionRecord;
  resolvedFrom?: { input: string; actId: string; via: string };
}

/** An act id, or a citation standing where an act id goes. */
function locate(ctx: ServiceContext, input: string): Located | Reply {
  const trimmed = input.trim();
  if (!trimmed) return problem(404, 'No act id was given.', { actId: input, reason: 'missing_act_id', didYouMean: [] });
  const record = ctx.store.getSection(trimmed);
  if (record) return { record };
  const looksLikeId = /^(USC|CFR|STATE)_/i.test(trimmed);
  if (!looksLikeId) {
    // A canonical or short citation exactly as stored needs no parsing.
    const exact = ctx.store.findByCitationText(trimmed);
    if (exact) return { record: exact, resolvedFrom: { input: trimmed, actId: exact.actId, via: 'citation' } };
    const cited = tryParseCitation(trimmed);
    const found = cited ? ctx.store.findByCitation(cited.canonical) : null;
    if (found) return { record: found, resolvedFrom: { input: trimmed, actId: found.actId, via: 'citation' } };
  }
  const didYouMean = suggestions(ctx, trimmed);
  return problem(404, looksLikeId ? `No section with act id ${trimmed} is in the corpus.` : `“${trimmed}” could not be resolved to a section in the corpus.`, {
    actId: trimmed,
    reason: looksLikeId ? 'not_in_corpus' : 'unresolved_citation',
    didYouMean,
  });
}

/**
 * Up to three act ids close to what was asked: the same id in another case, the same section under
 * another chapter (the chapter cannot be derived from a citation, so that is the likeliest slip),
 * then the nearest ids by edit distance — within the same title when the id names one.
 */
export function suggestions(ctx: ServiceContext, input: string): string[] {
  const ids = ctx.store.allActIds();
  const norm = (s: string): string => s.toUpperCase().replace(/[.\-–]/g, '_');
  const titleOf = (id: string): string => /^((?:USC|CFR)_T\w+?|STATE_[A-Z]{2}_T\w+?)_/.exec(norm(id))?.[1] ?? '';
  const wanted = norm(input);
  const wantedTitle = titleOf(input);
  const pool = wantedTitle ? ids.filter((id) => titleOf(id) === wantedTitle) : ids;
  const out: string[] = [];
  const push = (id: string): void => {
    if (!out.includes(id) && out.length < 3) out.push(id);
  };
  for (const id of pool) if (norm(id) === wanted) push(id);
  const wantedSection = /_S(.+)$/.exec(wanted)?.[1];
  if (wantedSection) for (const id of pool) if (norm(id).endsWith(`_S${wantedSection}`)) push(id);
  const limit = Math.max(2, Math.floor(wanted.length * 0.35));
  const ranked = (candidates: string[]): void => {
    candidates
      .map((id) => ({ id, d: distance(wanted, norm(id), limit) }))
      .filter((x) => x.d <= limit)
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))
      .forEach((r) => push(r.id));
  };
  ranked(pool);
  if (out.length < 3 && pool !== ids) ranked(ids);
  return out;
}

/** Levenshtein distance, giving up (returning `limit + 1`) once it exceeds `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = new Uint16Array(b.length + 1).map((_, i) => i);
  let cur = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

export function sectionMetadata(req: ApiRequest, ctx: ServiceContext): Reply {
  const located = locate(ctx, req.params.id ?? '');
  if (isReply(located)) return located;
  return ok({ section: located.record, ...(located.resolvedFrom ? { resolvedFrom: located.resolvedFrom } : {}) });
}

export function sectionBody(req: ApiRequest, ctx: ServiceContext): Reply {
  const asOf = req.query.get('asOf') ?? undefined;
  if (asOf !== undefined && !isIsoDate(asOf)) return invalid([fieldError(['query', 'asOf'], 'Input should be a valid date in the format YYYY-MM-DD', 'date_from_datetime_parsing')]);
  const includeNotes = req.query.get('includeNotes') === 'true';
  const located = locate(ctx, req.params.id ?? '');
  if (isReply(located)) return located;
  const { record } = located;
  const base = {
    actId: record.actId,
    citation: record.citation,
    title: record.title,
    ...(located.resolvedFrom ? { resolvedFrom: located.resolvedFrom } : {}),
  };
  if (asOf === undefined) {
    const current = ctx.store.currentBody(record.actId)!;
    const available = current.has_text === 1;
    return ok({
      ...base,
      html: ctx.htmlOverrides.get(record.actId) ?? current.html,
      plain: current.plain,
      available,
      note: available ? null : statusNote(record.citation, record.actStatus, record.heading),
      sourceCredit: current.version.source_credit,
      actStatus: record.actStatus,
      currentThrough: record.currentThrough,
      edition: { label: current.version.label, date: current.version.date },
      ...(includeNotes ? { notesHtml: current.notes_html } : {}),
    });
  }
  const answer = ctx.store.bodyAsOf(record.actId, asOf)!;
  return ok({
    ...base,
    html: ctx.htmlOverrides.get(record.actId) ?? answer.html,
    plain: answer.plain,
    available: answer.available,
    note: answer.note,
    sourceCredit: answer.sourceCredit,
    actStatus: answer.status ?? record.actStatus,
    currentThrough: record.currentThrough,
    ...(answer.asOf.editionDate ? { edition: { label: answer.asOf.resolvedEdition, date: answer.asOf.editionDate } } : {}),
    asOf: { requested: answer.asOf.requested, existed: answer.asOf.existed, source: answer.asOf.source, resolvedEdition: answer.asOf.resolvedEdition },
    ...(includeNotes ? { notesHtml: answer.notesHtml } : {}),
  });
}

export function related(req: ApiRequest, ctx: ServiceContext): Reply {
  const limitText = req.query.get('limit');
  const limit = limitText === null ? 3 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) return invalid([fieldError(['query', 'limit'], 'Input should be a whole number from 1 to 10', 'int_range')]);
  const located = locate(ctx, req.params.id ?? '');
  if (isReply(located)) return located;
  const { previous, next, container } = ctx.store.neighbours(located.record.actId, limit);
  return ok({ section: located.record, previous, next, container, ...(located.resolvedFrom ? { resolvedFrom: located.resolvedFrom } : {}) });
}

export function resolve(req: ApiRequest, ctx: ServiceContext): Reply {
  const cite = req.query.get('cite')?.trim() ?? '';
  const errors = [];
  if (!cite) errors.push(fieldError(['query', 'cite'], 'Field required', 'missing'));
  else if (cite.length > 500) errors.push(fieldError(['query', 'cite'], 'String should have at most 500 characters', 'string_too_long'));
  const corpusType = normaliseCorpus(req.query.get('corpusType'));
  if (corpusType && !(CORPUS_TOKENS as readonly string[]).includes(corpusType)) errors.push(fieldError(['query', 'corpusType'], `Input should be one of ${CORPUS_TOKENS.join(', ')}`, 'enum'));
  const state = normaliseState(req.query.get('state'));
  if (state && !/^[a-z]{2}$/.test(state)) errors.push(fieldError(['query', 'state'], 'A two-letter state code', 'string_pattern_mismatch'));
  if (errors.length > 0) return invalid(errors);

  const parsed = tryParseCitation(cite);
  let record: SectionRecord | null = null;
  if (parsed && (!corpusType || parsed.corpusType === corpusType) && (!state || !parsed.state || parsed.state === state)) {
    record = ctx.store.findByCitation(parsed.canonical, { corpusType, state: parsed.corpusType === 'STATE' ? state : undefined });
  }
  return ok({
    resolved: record !== null,
    inputCitation: cite,
    canonical: parsed?.canonical ?? null,
    section: record,
    subsection: record ? (parsed?.pinpoint ?? null) : null,
    matchedCorpus: record?.corpusType ?? parsed?.corpusType ?? null,
  });
}

export function batchSections(req: ApiRequest, ctx: ServiceContext): Reply {
  let ids: string[];
  if (req.method === 'POST') {
    const body = requireObjectBody(req.body);
    if (isReply(body)) return body;
    const check = new BodyChecker(body, ['actIds']);
    if (!Array.isArray(body.actIds)) check.add(['body', 'actIds'], body.actIds === undefined ? 'Field required' : 'Input should be a valid list', body.actIds === undefined ? 'missing' : 'list_type');
    else body.actIds.forEach((id, i) => typeof id !== 'string' && check.add(['body', 'actIds', i], 'Input should be a valid string', 'string_type'));
    if (check.errors.length > 0) return invalid(check.errors);
    ids = (body.actIds as string[]).map((s) => s.trim());
  } else {
    ids = req.query.getAll('actIds').flatMap((v) => v.split(',')).map((s) => s.trim());
  }
  ids = ids.filter(Boolean);
  const loc = [req.method === 'POST' ? 'body' : 'query', 'actIds'];
  if (ids.length === 0) return invalid([fieldError(loc, 'At least one act id is required', 'too_short')]);
  if (ids.length > MAX_BATCH) return invalid([fieldError(loc, `At most ${MAX_BATCH} act ids per call (got ${ids.length})`, 'too_long')]);
  const unique = [...new Set(ids)];
  const found = ctx.store.getSections(unique);
  const sections = unique.filter((id) => found.has(id)).map((id) => found.get(id)!);
  const notFound = unique.filter((id) => !found.has(id));
  return ok({ sections, notFound, count: sections.length });
}
