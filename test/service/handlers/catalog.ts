/** The free discovery endpoints: coverage, divisions, laws catalog and pricing. */
import { DOLLAR_PER_CREDIT, PRICES } from '../billing';
import type { ServiceContext } from '../context';
import { hierLabel } from '../corpus/store';
import { ApiRequest, CORPUS_TOKENS, Reply, fieldError, invalid, normaliseCorpus, normaliseState, ok, problem } from '../http/respond';

const CORPUS_INFO = [
  { token: 'USC', description: 'United States Code', scope: 'federal', browsable: true },
  { token: 'CFR', description: 'Code of Federal Regulations', scope: 'federal', browsable: true },
  { token: 'STATE', description: 'State and territorial codes; pass a two-letter state code', scope: 'state', browsable: true },
];

const JURISDICTIONS: [string, string, 'state' | 'territory'][] = [
  ['al', 'Alabama', 'state'], ['ak', 'Alaska', 'state'], ['az', 'Arizona', 'state'], ['ar', 'Arkansas', 'state'], ['ca', 'California', 'state'],
  ['co', 'Colorado', 'state'], ['ct', 'Connecticut', 'state'], ['de', 'Delaware', 'state'], ['dc', 'District of Columbia', 'territory'],
  ['fl', 'Florida', 'state'], ['ga', 'Georgia', 'state'], ['hi', 'Hawaii', 'state'], ['id', 'Idaho', 'state'], ['il', 'Illinois', 'state'],
  ['in', 'Indiana', 'state'], ['ia', 'Iowa', 'state'], ['ks', 'Kansas', 'state'], ['ky', 'Kentucky', 'state'], ['la', 'Louisiana', 'state'],
  ['me', 'Maine', 'state'], ['md', 'Maryland', 'state'], ['ma', 'Massachusetts', 'state'], ['mi', 'Michigan', 'state'], ['mn', 'Minnesota', 'state'],
  ['ms', 'Mississippi', 'state'], ['mo', 'Missouri', 'state'], ['mt', 'Montana', 'state'], ['ne', 'Nebraska', 'state'], ['nv', 'Nevada', 'state'],
  ['nh', 'New Hampshire', 'state'], ['nj', 'New Jersey', 'state'], ['nm', 'New Mexico', 'state'], ['ny', 'New York', 'state'],
  ['nc', 'North Carolina', 'state'], ['nd', 'North Dakota', 'state'], ['oh', 'Ohio', 'state'], ['ok', 'Oklahoma', 'state'], ['or', 'Oregon', 'state'],
  ['pa', 'Pennsylvania', 'state'], ['ri', 'Rhode Island', 'state'], ['sc', 'South Carolina', 'state'], ['sd', 'South Dakota', 'state'],
  ['tn', 'Tennessee', 'state'], ['tx', 'Texas', 'state'], ['ut', 'Utah', 'state'], ['vt', 'Vermont', 'state'], ['va', 'Virginia', 'state'],
  ['wa', 'Washington', 'state'], ['wv', 'West Virginia', 'state'], ['wi', 'Wisconsin', 'state'], ['wy', 'Wyoming', 'state'],
  ['pr', 'Puerto Rico', 'territory'], ['gu', 'Guam', 'territory'], ['vi', 'U.S. Virgin Islands', 'territory'], ['as', 'American Samoa', 'territory'],
  ['mp', 'Northern Mariana Islands', 'territory'],
];

const CODE_NAMES: Record<string, { code: string; name: string }> = {
  USC: { code: 'USC', name: 'United States Code' },
  CFR: { code: 'CFR', name: 'Code of Federal Regulations' },
  'STATE:dc': { code: 'DC Code', name: 'Code of the District of Columbia' },
};

function codeName(corpus: string, state: string): { code: string; name: string } {
  return CODE_NAMES[corpus === 'STATE' ? `STATE:${state}` : corpus] ?? { code: `${state.toUpperCase()} Code`, name: `${state.toUpperCase()} Code` };
}

function freeMeta(started: number): { creditsConsumed: number; processingTimeMs: number } {
  return { creditsConsumed: 0, processingTimeMs: Math.round((performance.now() - started) * 10) / 10 };
}

export function coverage(_req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const counts = ctx.store.counts();
  const byJurisdiction = new Map<string, Record<string, number>>();
  for (const row of counts) {
    const corpora = byJurisdiction.get(row.state) ?? {};
    corpora[row.corpus] = (corpora[row.corpus] ?? 0) + row.n;
    byJurisdiction.set(row.state, corpora);
  }
  const jurisdiction = (code: string, name: string, kind: string): Record<string, unknown> => {
    const corpora = byJurisdiction.get(code) ?? {};
    const sectionCount = Object.values(corpora).reduce((a, b) => a + b, 0);
    return { code, name, kind, sectionCount, hasData: sectionCount > 0, corpora };
  };
  const editions = ctx.store.editions();
  const titles = counts.map((row) => ({
    corpusType: row.corpus,
    state: row.state,
    titleNumber: row.title,
    titleName: row.title_name,
    sectionCount: row.n,
    editions: editions
      .filter((e) => e.corpus === row.corpus && e.state === row.state && e.title === row.title)
      .map((e) => ({ label: e.label, date: e.date, scope: e.scope })),
  }));
  return ok({
    data: {
      corpusTypes: CORPUS_INFO,
      jurisdictions: [jurisdiction('federal', 'United States (federal)', 'federal'), ...JURISDICTIONS.map(([code, name, kind]) => jurisdiction(code, name, kind))],
      titles,
      totalSections: counts.reduce((a, r) => a + r.n, 0),
      measuredAt: ctx.store.meta('built_at') ?? new Date().toISOString(),
    },
    meta: freeMeta(started),
  });
}

export function laws(_req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const counts = ctx.store.counts();
  const jurisdictions = new Map<string, { code: string; name: string; laws: Record<string, unknown>[] }>();
  for (const row of counts) {
    const jurisdictionName = row.state === 'federal' ? 'United States (federal)' : (JURISDICTIONS.find(([c]) => c === row.state)?.[1] ?? row.state.toUpperCase());
    const entry = jurisdictions.get(row.state) ?? { code: row.state, name: jurisdictionName, laws: [] };
    jurisdictions.set(row.state, entry);
    let law = entry.laws.find((l) => l.corpusType === row.corpus);
    if (!law) {
      law = { corpusType: row.corpus, state: row.state, ...codeName(row.corpus, row.state), sectionCount: 0, titles: [] };
      entry.laws.push(law);
    }
    law.sectionCount = (law.sectionCount as number) + row.n;
    (law.titles as unknown[]).push({ titleNumber: row.title, name: row.title_name, sectionCount: row.n });
  }
  const order = ['USC', 'CFR', 'STATE'];
  for (const entry of jurisdictions.values()) entry.laws.sort((a, b) => order.indexOf(String(a.corpusType)) - order.indexOf(String(b.corpusType)));
  return ok({ data: { jurisdictions: [...jurisdictions.values()] }, meta: freeMeta(started) });
}

export function pricing(): Reply {
  return ok({ dollarPerCredit: DOLLAR_PER_CREDIT, costs: PRICES.map((p) => ({ endpoint: p.endpoint, method: p.method, operation: p.operation, credits: p.credits })) });
}

const LEVELS: Record<string, string> = { title: 'titles', subtitle: 'subtitles', division: 'divisions', part: 'parts', chapter: 'chapters', subchapter: 'subchapters', article: 'articles', section: 'sections' };
const MAX_PAGE = 500;

/** Cursors are opaque to clients: base64url of the next offset and the listing they belong to. */
function encodeCursor(offset: number, listing: string): string {
  return Buffer.from(JSON.stringify({ o: offset, l: listing })).toString('base64url');
}

function decodeCursor(cursor: string, listing: string): number | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; l?: unknown };
    return typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0 && value.l === listing ? value.o : null;
  } catch {
    return null;
  }
}

export function divisions(req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const errors = [];
  let corpusType = normaliseCorpus(req.query.get('corpusType'));
  let state = normaliseState(req.query.get('state'));
  const parent = req.query.get('parent')?.trim() || null;
  if (corpusType && !(CORPUS_TOKENS as readonly string[]).includes(corpusType)) errors.push(fieldError(['query', 'corpusType'], `Input should be one of ${CORPUS_TOKENS.join(', ')}`, 'enum'));
  if (!corpusType && !parent) errors.push(fieldError(['query', 'corpusType'], 'Field required (unless parent is given)', 'missing'));
  if (state && !/^[a-z]{2}$/.test(state) && state !== 'federal') errors.push(fieldError(['query', 'state'], 'A two-letter state code', 'string_pattern_mismatch'));
  const limitText = req.query.get('limit');
  const limit = limitText === null ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) errors.push(fieldError(['query', 'limit'], `Input should be a whole number from 1 to ${MAX_PAGE}`, 'int_range'));
  if (errors.length > 0) return invalid(errors);

  let parentLabel: string | null = null;
  if (parent) {
    const division = ctx.store.getDivision(parent);
    if (!division) return problem(404, `No division ${parent}. Pass back an identifier from a divisions answer.`, { parent });
    if (corpusType && corpusType !== division.corpus) return problem(404, `Division ${parent} is not in ${corpusType}.`, { parent });
    corpusType = division.corpus;
    state = division.state;
    parentLabel = `${hierLabel(division.kind, division.num)}—${division.name}`;
  } else if (corpusType !== 'STATE') {
    state = 'federal';
  }
  const listing = `${corpusType}|${state ?? ''}|${parent ?? ''}`;
  const cursor = req.query.get('cursor');
  const offset = cursor ? decodeCursor(cursor, listing) : 0;
  if (offset === null) return invalid([fieldError(['query', 'cursor'], 'Not a cursor from this listing', 'value_error')]);

  const all = ctx.store.divisionChildren(parent, { corpusType, state: corpusType === 'STATE' ? state : undefined });
  const page = all.slice(offset, offset + limit);
  const kinds = new Set(all.map((d) => d.kind));
  const level = all.length === 0 ? (parent ? 'sections' : 'titles') : (LEVELS[all[0]!.kind] ?? `${all[0]!.kind}s`);
  return ok({
    corpusType,
    state: state ?? null,
    parent,
    level,
    mixedLevels: kinds.size > 1,
    parentLabel: parentLabel ?? (corpusType === 'STATE' ? (state ? codeName('STATE', state).name : 'State codes') : codeName(corpusType!, 'federal').name),
    divisions: page,
    count: all.length,
    nextCursor: offset + limit < all.length ? encodeCursor(offset + limit, listing) : null,
    ...freeMeta(started),
  });
}
