/** The live dialect's catalog routes: coverage, divisions, pricing, credit balance, boards and the deprecated laws catalog. */
import { DOLLAR_PER_CREDIT, LIVE_PRICES, MAX_PURCHASE_CREDITS, MIN_PURCHASE_CREDITS, PLAN_LIMITS } from '../../billing';
import type { ServiceContext } from '../../context';
import { ApiRequest, FieldError, Reply, ok } from '../../http/respond';
import { laws as interfaceLaws } from '../catalog';
import { DIVISION_CORPORA, LIVE_STATES, invalidQuery, stateCode } from './records';

function meta(started: number): { processingTimeMs: number; creditsConsumed: number } {
  return { processingTimeMs: Math.round((performance.now() - started) * 10) / 10, creditsConsumed: 0 };
}

const TERRITORIES = new Set(['dc', 'gu', 'mp', 'pr']);
const NAMES: Record<string, string> = {
  al: 'Alabama', ak: 'Alaska', az: 'Arizona', ar: 'Arkansas', ca: 'California', co: 'Colorado', ct: 'Connecticut', de: 'Delaware',
  dc: 'District of Columbia', fl: 'Florida', ga: 'Georgia', gu: 'Guam', hi: 'Hawaii', id: 'Idaho', il: 'Illinois', in: 'Indiana', ia: 'Iowa',
  ks: 'Kansas', ky: 'Kentucky', la: 'Louisiana', me: 'Maine', md: 'Maryland', ma: 'Massachusetts', mi: 'Michigan', mn: 'Minnesota',
  ms: 'Mississippi', mo: 'Missouri', mt: 'Montana', ne: 'Nebraska', nv: 'Nevada', nh: 'New Hampshire', nj: 'New Jersey', nm: 'New Mexico',
  ny: 'New York', nc: 'North Carolina', nd: 'North Dakota', mp: 'Northern Mariana Islands', oh: 'Ohio', ok: 'Oklahoma', or: 'Oregon',
  pa: 'Pennsylvania', pr: 'Puerto Rico', ri: 'Rhode Island', sc: 'South Carolina', sd: 'South Dakota', tn: 'Tennessee', tx: 'Texas', ut: 'Utah',
  vt: 'Vermont', va: 'Virginia', wa: 'Washington', wv: 'West Virginia', wi: 'Wisconsin', wy: 'Wyoming',
};

const CORPUS_TYPES = [
  { token: 'USC', description: 'United States Code', scope: 'federal', browsable: true },
  { token: 'CFR', description: 'Code of Federal Regulations', scope: 'federal', browsable: true },
  { token: 'STATE', description: 'State and territorial codes; pass a two-letter state code', scope: 'state', browsable: true },
];

export function coverage(_req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const counts = ctx.store.counts();
  const byState = new Map<string, Record<string, number>>();
  for (const row of counts) {
    const corpora = byState.get(row.state) ?? {};
    corpora[row.corpus] = (corpora[row.corpus] ?? 0) + row.n;
    byState.set(row.state, corpora);
  }
  const jurisdiction = (code: string, name: string, kind: string): Record<string, unknown> => {
    const corpora = byState.get(code) ?? {};
    const sectionCount = Object.values(corpora).reduce((a, b) => a + b, 0);
    return { code, name, kind, sectionCount, hasData: sectionCount > 0, corpora };
  };
  const jurisdictions = [jurisdiction('federal', 'United States (federal)', 'federal'), ...LIVE_STATES.map((s) => jurisdiction(s, NAMES[s] ?? s.toUpperCase(), TERRITORIES.has(s) ? 'territory' : 'state'))];
  const totalSections = counts.reduce((a, r) => a + r.n, 0);
  return ok({
    data: {
      corpusTypes: CORPUS_TYPES,
      jurisdictions,
      totalSections,
      totalPassages: totalSections,
      stateCountWithData: jurisdictions.filter((j) => j.code !== 'federal' && j.hasData).length,
      measuredAt: ctx.store.meta('built_at') ?? new Date().toISOString(),
    },
    meta: meta(started),
  });
}

export function laws(req: ApiRequest, ctx: ServiceContext): Reply {
  const reply = interfaceLaws(req, ctx);
  return { ...reply, headers: { ...reply.headers, Deprecation: 'true', Link: '</api/v1/us/statutes/coverage>; rel="successor-version"' } };
}

export function pricing(req: ApiRequest): Reply {
  const region = req.query.get('region');
  if (region !== null && !['US', 'IN'].includes(region)) return invalidQuery([{ loc: ['query', 'region'], msg: "Input should be 'US' or 'IN'", type: 'enum' }]);
  return ok({
    dollarPerCredit: DOLLAR_PER_CREDIT,
    minCredits: MIN_PURCHASE_CREDITS,
    maxCredits: MAX_PURCHASE_CREDITS,
    costs: LIVE_PRICES.map((p) => ({
      endpoint: p.endpoint,
      operation: p.operation,
      credits: p.credits,
      usdCost: Math.round(p.credits * DOLLAR_PER_CREDIT * 100) / 100,
      description: p.description,
      category: p.category,
      regions: ['US'],
    })),
  });
}

export function creditsBalance(req: ApiRequest, ctx: ServiceContext): Reply {
  const ledger = ctx.accounts.ledger(req.key);
  const plan = ctx.accounts.planOf(req.key);
  return ok({
    creditsRemaining: ledger.creditsRemaining,
    usdRemaining: Math.round(ledger.creditsRemaining * DOLLAR_PER_CREDIT * 100) / 100,
    bySource: [{ source: 'payg', credits: ledger.creditsRemaining }],
    nextExpiry: null,
    plan,
    totalPurchased: ledger.creditsGranted,
    totalConsumed: ledger.creditsConsumed,
    rateLimit: PLAN_LIMITS[plan],
    asOf: new Date().toISOString(),
  });
}

/** Boards that can be watched: one per code held (lowercase board tokens). */
export function boardList(ctx: ServiceContext): { corpusType: string; state: string | null; label: string }[] {
  const seen = new Map<string, { corpusType: string; state: string | null; label: string }>();
  for (const row of ctx.store.counts()) {
    const token = row.corpus.toLowerCase();
    const state = row.corpus === 'STATE' ? row.state : null;
    const label = row.corpus === 'USC' ? 'United States Code' : row.corpus === 'CFR' ? 'Code of Federal Regulations' : `${NAMES[row.state] ?? row.state.toUpperCase()} Code`;
    seen.set(`${token}|${state ?? ''}`, { corpusType: token, state, label });
  }
  return [...seen.values()];
}

export function boards(req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const errors: FieldError[] = [];
  const limitText = req.query.get('limit');
  const limit = limitText === null ? 500 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) errors.push({ loc: ['query', 'limit'], msg: 'Input should be between 1 and 500', type: 'int_range' });
  const offsetText = req.query.get('offset');
  const offset = offsetText === null ? 0 : Number(offsetText);
  if (!Number.isInteger(offset) || offset < 0) errors.push({ loc: ['query', 'offset'], msg: 'Input should be greater than or equal to 0', type: 'greater_than_equal' });
  if (errors.length > 0) return invalidQuery(errors);
  const corpusType = req.query.get('corpusType')?.toLowerCase();
  const state = req.query.get('state')?.toLowerCase();
  const measured = ctx.store.meta('built_at');
  const all = boardList(ctx)
    .filter((b) => !corpusType || b.corpusType === corpusType)
    .filter((b) => state === undefined || (state === 'federal' ? b.state === null : b.state === state))
    .map((b) => ({ ...b, cadence: 'weekly', lastRetrievedAt: measured, retrievalStatus: 'current', publishesSourceChangedOn: b.corpusType === 'cfr', changeSignal: 'section_diff' }));
  return ok({ data: { boards: all.slice(offset, offset + limit), total: all.length, hasMore: offset + limit < all.length }, meta: meta(started) });
}

// ── divisions ──

const LEVEL_NAMES: Record<string, string> = { title: 'titles', chapter: 'chapters', part: 'parts', code: 'codes', article: 'articles', section: 'sections' };
/** Levels a drill-down names (by the filter of the same kind); the others are looked through. */
const DRILLABLE = new Set(['title', 'chapter', 'part', 'article']);
const FILTER_OF: Record<string, string> = { title: 'titleNumber', chapter: 'chapter', part: 'part', article: 'article', code: 'code' };
const PAGE = 200;

interface Node {
  identifier: string;
  parent: string | null;
  kind: string;
  num: string;
  name: string;
  sort_key: string;
  section_count: number;
}

interface Item {
  identifier: string;
  name: string;
  kind: string;
  isLeaf: boolean;
  actId?: string;
  sectionCount?: number;
  sortKey: string;
}

function encodeCursor(offset: number, listing: string): string {
  return Buffer.from(JSON.stringify({ o: offset, l: listing })).toString('base64url');
}

function decodeCursor(cursor: string, listing: string): number | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; l?: unknown };
    return typeof value.o === 'number' && Number.isInteger(value.o) && value.o > 0 && value.l === listing ? value.o : null;
  } catch {
    return null;
  }
}

/**
 * One level of a code. Drill-down is by filters, not by a parent id: pass a child's `identifier` in
 * the filter its `kind` names (title → titleNumber, chapter, part, code, article). Subtitles,
 * subchapters and divisions are looked through: their children are listed with their parent's.
 * Pages hold at most 200 entries; `nextCursor` continues the listing.
 */
export function divisions(req: ApiRequest, ctx: ServiceContext): Reply {
  const q = req.query;
  const errors: FieldError[] = [];
  const corpusText = q.get('corpusType');
  const corpusType = corpusText?.trim().toUpperCase();
  if (!corpusType) errors.push({ loc: ['query', 'corpusType'], msg: 'Field required', type: 'missing' });
  else if (!(DIVISION_CORPORA as readonly string[]).includes(corpusType)) errors.push({ loc: ['query', 'corpusType'], msg: `Input should be ${DIVISION_CORPORA.join(', ')}`, type: 'enum' });
  const stateText = q.get('state');
  const state = stateText?.trim().toLowerCase() || undefined;
  if (state !== undefined && !(LIVE_STATES as readonly string[]).includes(state)) errors.push({ loc: ['query', 'state'], msg: 'Input should be a two-letter state code', type: 'enum' });
  const needsState = corpusType === 'STATE' || corpusType === 'REGULATION' || corpusType === 'STATE_CONSTITUTION';
  if (needsState && !state) errors.push({ loc: ['query', 'state'], msg: `state is required for ${corpusType}`, type: 'missing' });
  const filters: Record<string, string | undefined> = {
    titleNumber: q.get('titleNumber')?.trim() || undefined,
    code: q.get('code')?.trim() || undefined,
    part: q.get('part')?.trim() || undefined,
    chapter: q.get('chapter')?.trim() || undefined,
    article: q.get('article')?.trim() || undefined,
  };
  const federal = corpusType === 'USC' || corpusType === 'CFR';
  if (federal && filters.code) errors.push({ loc: ['query', 'code'], msg: `code does not apply to ${corpusType}`, type: 'value_error' });
  if (federal && filters.article) errors.push({ loc: ['query', 'article'], msg: `article does not apply to ${corpusType}`, type: 'value_error' });
  if (federal && (filters.chapter || filters.part) && !filters.titleNumber) errors.push({ loc: ['query', filters.chapter ? 'chapter' : 'part'], msg: 'chapter and part need titleNumber', type: 'value_error' });
  if (corpusType === 'STATE' && (filters.titleNumber || filters.chapter || filters.part || filters.article) && !filters.code) errors.push({ loc: ['query', 'code'], msg: 'State codes are opened by code first', type: 'value_error' });
  const excludeText = q.get('excludeRepealed');
  if (excludeText !== null && !['true', 'false'].includes(excludeText)) errors.push({ loc: ['query', 'excludeRepealed'], msg: 'Input should be a valid boolean', type: 'bool_parsing' });
  if (errors.length > 0) return invalidQuery(errors);

  const corpus = corpusType!;
  const codeState = federal ? 'federal' : (state ?? '');
  const listing = JSON.stringify([corpus, codeState, filters]);
  const cursorText = q.get('cursor');
  const offset = cursorText ? decodeCursor(cursorText, listing) : 0;
  if (offset === null) return invalidQuery([{ loc: ['query', 'cursor'], msg: 'Not a cursor of this listing', type: 'value_error' }]);

  const held = corpus === 'USC' || corpus === 'CFR' || corpus === 'STATE';
  const nodes = held ? ctx.store.divisionNodes(corpus, codeState) : [];
  const children = new Map<string | null, Node[]>();
  for (const node of nodes) {
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
  }
  const descendants = (from: string | null): Node[] => {
    const out: Node[] = [];
    const queue = [...(children.get(from) ?? [])];
    while (queue.length > 0) {
      const n = queue.shift()!;
      out.push(n);
      queue.push(...(children.get(n.identifier) ?? []));
    }
    return out;
  };

  let items: Item[] = [];
  let parentLabel: string | null = null;
  let current: string | null | undefined = null;
  let atCodes = false;
  if (corpus === 'STATE' && !filters.code) {
    // A state's codes come first; this corpus holds one code per state.
    atCodes = true;
    if (nodes.length > 0) {
      const name = codeState === 'dc' ? 'Code of the District of Columbia' : `${codeState.toUpperCase()} Code`;
      items = [{ identifier: stateCode(codeState), name, kind: 'code', isLeaf: false, sectionCount: nodes.filter((n) => n.parent === null).reduce((a, n) => a + n.section_count, 0), sortKey: '' }];
    }
    parentLabel = NAMES[codeState] ?? codeState.toUpperCase();
  } else {
    if (corpus === 'STATE' && filters.code !== stateCode(codeState)) current = undefined;
    else if (corpus === 'STATE') parentLabel = codeState === 'dc' ? 'Code of the District of Columbia' : `${codeState.toUpperCase()} Code`;
    // Filters are conjunctive and name levels in whatever order the code nests them (U.S.C. title 35:
    // part above chapter; C.F.R.: chapter above part): follow the nearest named level each time.
    const pending = new Set((['title', 'article', 'part', 'chapter'] as const).filter((kind) => filters[FILTER_OF[kind]!]));
    while (pending.size > 0 && current !== undefined) {
      const match: Node | undefined = descendants(current).find((n) => pending.has(n.kind as 'title') && n.num === filters[FILTER_OF[n.kind]!]);
      current = match?.identifier;
      if (!match) break;
      pending.delete(match.kind as 'title');
      parentLabel = `${match.kind.charAt(0).toUpperCase()}${match.kind.slice(1)} ${match.num}—${match.name}`;
    }
    if (current !== undefined) {
      // Children of `current`, looking through levels a drill-down does not name.
      const collect = (from: string | null): void => {
        for (const child of children.get(from) ?? []) {
          if (DRILLABLE.has(child.kind)) items.push({ identifier: child.num, name: child.name, kind: child.kind, isLeaf: false, sectionCount: child.section_count, sortKey: child.sort_key });
          else collect(child.identifier);
        }
        if (from !== null) {
          for (const s of ctx.store.sectionsUnder([from])) {
            items.push({ identifier: s.section_num, name: s.heading.replace(/\.\s*$/, ''), kind: 'section', isLeaf: true, actId: s.act_id, sortKey: s.sort_key });
          }
        }
      };
      collect(current);
      items.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    }
  }
  if (!parentLabel) parentLabel = corpus === 'USC' ? 'United States Code' : corpus === 'CFR' ? 'Code of Federal Regulations' : corpus;
  const page = items.slice(offset, offset + PAGE);
  const truncated = offset + PAGE < items.length;
  const level = atCodes ? 'codes' : (LEVEL_NAMES[items[0]?.kind ?? ''] ?? (current === null ? 'titles' : 'sections'));
  return {
    ...ok({
      corpusType: corpus,
      level,
      state: federal ? 'federal' : (state ?? null),
      parentLabel,
      divisions: page.map(({ sortKey: _sortKey, ...item }) => item),
      count: page.length,
      truncated,
      ...(truncated ? { nextCursor: encodeCursor(offset + PAGE, listing) } : {}),
      // A note explains an empty answer; a normal one has none.
      ...(page.length === 0 ? { note: held ? 'Nothing is filed under these filters.' : `${corpus} is not held by this service.` } : {}),
    }),
    // An empty level is refunded.
    charge: page.length > 0 ? 1 : 0,
  };
}
