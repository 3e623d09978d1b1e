/**
 * The two dialects of the statute service, as data the client consults: the interface document's
 * (`statute-lookup-api.md`) and the publisher's live API (`live-api.md`). Everything that differs —
 * paths, methods, resolve scopes, drill-down parameters, batch routes, prices and what is charged —
 * is decided here and nowhere else, so callers of the client never ask which one they are talking to.
 */
import type { Division, DivisionPage, Pricing, Watch } from './models';

export type DialectName = 'interface' | 'live';

/** Operation names, as the client, the credit display and the service's ledger name them. */
export type Operation =
  | 'search'
  | 'sectionBody'
  | 'section'
  | 'related'
  | 'resolve'
  | 'sections'
  | 'coverage'
  | 'divisions'
  | 'laws'
  | 'pricing'
  | 'watches'
  | 'createWatch';

/**
 * Where the client keeps the dialect it learned per service URL (the extension persists it in its
 * global state), so the next session asks nothing.
 */
export interface DialectStore {
  get(serviceUrl: string): DialectName | undefined | Promise<DialectName | undefined>;
  set(serviceUrl: string, dialect: DialectName): void | Promise<void>;
}

/** A store for one process (tests, benchmarks, or an extension without storage). */
export class MemoryDialectStore implements DialectStore {
  private readonly known = new Map<string, DialectName>();
  get(serviceUrl: string): DialectName | undefined {
    return this.known.get(serviceUrl);
  }
  set(serviceUrl: string, dialect: DialectName): void {
    this.known.set(serviceUrl, dialect);
  }
}

/** What the service charges, as data a feature can budget with before it spends anything. */
export interface ChargingRules {
  dialect: DialectName;
  /** Credits per call, or per unit where a rule below says so. */
  prices: Record<Operation, number>;
  resolve: {
    /** Credits per distinct citation, single or batched. */
    perCitation: number;
    /** A citation that does not resolve is still charged (both dialects answer it with a 200). */
    unresolvedCharged: true;
    /** Distinct citations per batch request; 0 when the service has no batch resolve. */
    batchSize: number;
  };
  sections: {
    /** `call`: a flat price per batch request; `found`: per section found (misses are free). */
    unit: 'call' | 'found';
    credits: number;
    batchSize: number;
  };
  divisions: {
    /** Per page of a level; 0 when browsing is free. */
    perPage: number;
    /** An empty level is refunded. */
    emptyRefunded: boolean;
  };
}

/** What a job will do, counted as the service counts it. */
export interface CostItems {
  /** Distinct citations to resolve (charged whether or not they resolve). */
  resolve?: number;
  /** Act ids asked for by batch metadata (the upper bound assumes every one is found). */
  sectionIds?: number;
  /** Pages of divisions. */
  divisionPages?: number;
  section?: number;
  sectionBody?: number;
  related?: number;
  search?: number;
}

export interface CostEstimate {
  credits: number;
  byOperation: Partial<Record<Operation, number>>;
}

/** An upper bound of what the items cost under these rules: never below what the service will charge. */
export function estimateCost(rules: ChargingRules, items: CostItems): CostEstimate {
  const byOperation: Partial<Record<Operation, number>> = {};
  const add = (operation: Operation, credits: number): void => {
    if (credits > 0) byOperation[operation] = (byOperation[operation] ?? 0) + credits;
  };
  add('resolve', (items.resolve ?? 0) * rules.resolve.perCitation);
  const ids = items.sectionIds ?? 0;
  add('sections', rules.sections.unit === 'found' ? ids * rules.sections.credits : Math.ceil(ids / rules.sections.batchSize) * rules.sections.credits);
  add('divisions', (items.divisionPages ?? 0) * rules.divisions.perPage);
  for (const operation of ['section', 'sectionBody', 'related', 'search'] as const) add(operation, (items[operation] ?? 0) * rules.prices[operation]);
  return { credits: Object.values(byOperation).reduce((a, b) => a + (b ?? 0), 0), byOperation };
}

/** Filters of a live divisions request, in drill-down order. */
export type DivisionFilter = 'titleNumber' | 'code' | 'chapter' | 'part' | 'article';

/** Live: a child is opened by passing its identifier in the filter its `kind` names. */
const FILTER_OF_KIND: Record<string, DivisionFilter> = {
  title: 'titleNumber',
  chapter: 'chapter',
  part: 'part',
  code: 'code',
  article: 'article',
};

export interface DivisionRequest {
  corpusType: string;
  state?: string;
  /** The `identifier` of a division this client returned (a path-qualified key on the live service). */
  parent?: string;
  cursor?: string;
  limit?: number;
}

/** What a search asks for; each dialect turns it into its own request body. */
export interface SearchParams {
  query: string;
  corpusType?: string;
  state?: string;
  titleNumber?: string;
  limit?: number;
  offset?: number;
  includeBody?: boolean;
}

function setFields(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

export interface WatchFilter {
  corpusType?: string;
  state?: string;
  channel?: string;
}

export interface Dialect {
  readonly name: DialectName;
  /** The free, unauthenticated pricing path, relative to the base URL. */
  readonly pricingPath: string;
  /** Query of `GET /resolve` for a citation and the scope the citation engine gave it. */
  resolveQuery(cite: string, scope: { state?: string | null; corpusType?: string | null }): Record<string, string | undefined>;
  /** Body fields of `POST /resolve` for a chunk whose citations share this scope (undefined: send no scope). */
  resolveBatchScope(scope: { state?: string | null; corpusType?: string | null } | undefined): { state?: string; corpusType?: string };
  /** The search body as this dialect takes it (fields that are set only). */
  searchBody(params: SearchParams): Record<string, unknown>;
  /** Query of the full-text route. */
  bodyQuery(asOf: string | undefined, structured: boolean): Record<string, string | undefined>;
  /** The laws catalog is built from coverage (the live service deprecated `/laws`). */
  readonly catalogFromCoverage: boolean;
  /** Pages of a level arrive in storage order: the whole level is sorted naturally. */
  readonly sortsLevels: boolean;
  /** Batch resolve is offered (tried first; a 404/405 falls back to one GET per citation). */
  readonly batchResolve: boolean;
  /** Batch metadata routes, in the order to try. */
  readonly sectionsRoutes: readonly ('POST' | 'GET')[];
  divisionsQuery(request: DivisionRequest): Record<string, string | undefined>;
  /** Identifiers as keys unique across levels, relative to the request that listed them. */
  qualifyDivisions(page: DivisionPage, request: DivisionRequest): DivisionPage;
  /** Query of `GET /watches`; filters the service does not take are applied by `filterWatches`. */
  watchesQuery(filter: WatchFilter): Record<string, string | undefined>;
  filterWatches(watches: Watch[], filter: WatchFilter): Watch[];
  /** `corpusType` of a new watch: the live service names boards by lowercase tokens (`usc`, `state`). */
  boardToken(corpusType: string): string;
  /** Prices when the pricing route has not answered (or leaves an operation out). */
  readonly documentedPrices: Record<Operation, number>;
  rules(pricing: Pricing | undefined): ChargingRules;
}

/** The interface document's prices. */
export const INTERFACE_PRICES: Record<Operation, number> = {
  search: 2,
  sectionBody: 2,
  section: 1,
  related: 1,
  resolve: 1,
  sections: 5,
  coverage: 0,
  divisions: 0,
  laws: 0,
  pricing: 0,
  watches: 0,
  createWatch: 0,
};

/** The live service's published prices (`live-api.md` §2); `sections` is per section found. */
export const LIVE_PRICES: Record<Operation, number> = {
  search: 4,
  sectionBody: 6,
  section: 2,
  related: 2,
  resolve: 2,
  sections: 2,
  coverage: 0,
  divisions: 1,
  laws: 0,
  pricing: 0,
  watches: 0,
  createWatch: 0,
};

/** How each operation appears in a pricing table: the method (when the table gives one) and its path. */
const PRICE_ROUTES: Record<Operation, [string, RegExp]> = {
  search: ['POST', /^\/(?:us\/)?statutes\/search$/],
  sectionBody: ['GET', /^\/(?:us\/)?statutes\/section\/x\/body$/],
  section: ['GET', /^\/(?:us\/)?statutes\/section\/x$/],
  related: ['GET', /^\/(?:us\/)?statutes\/section\/x\/related$/],
  resolve: ['GET', /^\/(?:us\/)?statutes\/resolve$/],
  sections: ['', /^\/(?:us\/)?statutes\/sections$/],
  coverage: ['GET', /^\/(?:us\/)?statutes\/coverage$/],
  divisions: ['GET', /^\/(?:us\/)?statutes\/divisions$/],
  laws: ['GET', /^\/(?:us\/)?statutes\/laws$/],
  pricing: ['GET', /^\/(?:api-credits\/)?pricing$/],
  watches: ['GET', /^\/watches$/],
  createWatch: ['POST', /^\/watches$/],
};

/**
 * `/api/v1/us/statutes/section/{act_id}/body` and `/us/statutes/section/{act_id}/body` alike →
 * `/us/statutes/section/x/body`; a method written into the endpoint (`POST /x`, `/x (POST)`) is split off.
 */
export function parseEndpoint(endpoint: string): { path: string; method: string } {
  let text = endpoint.trim();
  let method = '';
  const leading = /^([A-Z]+)\s+/.exec(text);
  if (leading) {
    method = leading[1]!;
    text = text.slice(leading[0].length);
  }
  const trailing = /\s*\(([A-Z]+)\)$/.exec(text);
  if (trailing) {
    method = trailing[1]!;
    text = text.slice(0, trailing.index);
  }
  const path = text.replace(/[?#].*$/, '').replace(/^\/?(?:api\/v1\/)?/, '/').replace(/\{[^}]*\}/g, 'x').replace(/\/+$/, '');
  return { path, method };
}

export function normaliseEndpoint(endpoint: string): string {
  return parseEndpoint(endpoint).path;
}

/** The table's price of an operation, matched on the normalised path (and on the method when the table has one). */
export function tablePrice(pricing: Pricing | undefined, operation: Operation): number | undefined {
  const [method, path] = PRICE_ROUTES[operation];
  const entries = (pricing?.costs ?? [])
    .map((c) => ({ ...parseEndpoint(c.endpoint), credits: c.credits, tableMethod: c.method }))
    .map((c) => ({ ...c, method: c.tableMethod || c.method }))
    .filter((c) => path.test(c.path));
  const exact = entries.find((c) => c.method !== '' && method !== '' && c.method === method);
  // Without a method, a path priced twice (GET and POST /resolve) counts at its dearer entry.
  const methodless = entries.filter((c) => c.method === '' || method === '');
  if (exact) return exact.credits;
  if (methodless.length) return Math.max(...methodless.map((c) => c.credits));
  return undefined;
}

/** Which operation a price-table row is, by its path and method (whatever the table calls it); undefined when none. */
export function operationOfRow(row: { endpoint: string; method: string }): Operation | undefined {
  const parsed = parseEndpoint(row.endpoint);
  const method = row.method || parsed.method;
  const matches = (Object.keys(PRICE_ROUTES) as Operation[]).filter((operation) => PRICE_ROUTES[operation][1].test(parsed.path));
  return matches.find((operation) => !method || !PRICE_ROUTES[operation][0] || PRICE_ROUTES[operation][0] === method) ?? matches[0];
}

function pricesFrom(pricing: Pricing | undefined, documented: Record<Operation, number>): Record<Operation, number> {
  const out = { ...documented };
  for (const operation of Object.keys(documented) as Operation[]) out[operation] = tablePrice(pricing, operation) ?? documented[operation];
  return out;
}

const MAX_BATCH = 50;

export const interfaceDialect: Dialect = {
  name: 'interface',
  pricingPath: 'api/v1/pricing',
  resolveQuery: (cite, scope) => ({ cite, state: scope.state ?? undefined, corpusType: scope.corpusType ?? undefined }),
  resolveBatchScope: () => ({}),
  searchBody: (params) => setFields(params),
  bodyQuery: (asOf) => ({ asOf }),
  catalogFromCoverage: false,
  sortsLevels: false,
  batchResolve: false,
  sectionsRoutes: ['GET'],
  divisionsQuery: (r) => ({ corpusType: r.corpusType, state: r.state, parent: r.parent, cursor: r.cursor, limit: r.limit?.toString() }),
  // The interface's identifiers are paths already (`/us/usc/t17/ch1`).
  qualifyDivisions: (page) => page,
  watchesQuery: (filter) => ({ ...filter }),
  filterWatches: (watches) => watches,
  boardToken: (corpusType) => corpusType,
  documentedPrices: INTERFACE_PRICES,
  rules(pricing) {
    const prices = pricesFrom(pricing, INTERFACE_PRICES);
    return {
      dialect: 'interface',
      prices,
      resolve: { perCitation: prices.resolve, unresolvedCharged: true, batchSize: 0 },
      sections: { unit: 'call', credits: prices.sections, batchSize: MAX_BATCH },
      divisions: { perPage: prices.divisions, emptyRefunded: false },
    };
  },
};

/** The resolve scope set of the live service; USC and CFR are answered with 400 there. */
const LIVE_RESOLVE_CORPORA = new Set(['CONSTITUTION', 'REGULATION', 'STATE', 'STATE_CONSTITUTION', 'STATE_RULES']);
const FEDERAL_CORPORA = new Set(['USC', 'CFR', 'CONSTITUTION', 'FEDERAL_RULES']);

function liveScope(scope: { state?: string | null; corpusType?: string | null }): { state?: string; corpusType?: string } {
  const corpus = scope.corpusType?.toUpperCase();
  const state = scope.state?.toLowerCase() || (corpus && FEDERAL_CORPORA.has(corpus) ? 'federal' : undefined);
  return {
    state: state && /^(?:federal|[a-z]{2})$/.test(state) ? state : undefined,
    corpusType: corpus && LIVE_RESOLVE_CORPORA.has(corpus) ? corpus : undefined,
  };
}

export const liveDialect: Dialect = {
  name: 'live',
  pricingPath: 'api/v1/api-credits/pricing',
  resolveQuery: (cite, scope) => ({ cite, ...liveScope(scope) }),
  resolveBatchScope: (scope) => (scope ? liveScope(scope) : {}),
  // `titleNumber` is an integer there; `state` is answered lowercase.
  searchBody: (params) =>
    setFields({ ...params, state: params.state?.toLowerCase(), titleNumber: params.titleNumber !== undefined && /^\d+$/.test(params.titleNumber) ? Number(params.titleNumber) : params.titleNumber }),
  bodyQuery: (asOf, structured) => ({ asOf, structured: structured ? 'true' : undefined }),
  catalogFromCoverage: true,
  sortsLevels: true,
  batchResolve: true,
  sectionsRoutes: ['POST', 'GET'],
  divisionsQuery(r) {
    const filters = r.parent === undefined ? [] : decodeDivisionKey(r.parent);
    const state = r.state?.toLowerCase();
    const query: Record<string, string | undefined> = {
      corpusType: r.corpusType,
      // Divisions take no `federal`.
      state: state && state !== 'federal' ? state : undefined,
      cursor: r.cursor,
    };
    for (const [filter, value] of filters) {
      if (!(Object.values(FILTER_OF_KIND) as string[]).includes(filter)) throw new TypeError(`A ${filter} cannot be opened further.`);
      query[filter] = value;
    }
    return query;
  },
  qualifyDivisions(page, request) {
    const base = request.parent ?? '';
    const levelKind = singularKind(page.level);
    return {
      ...page,
      divisions: page.divisions.map((d): Division => {
        const raw = d.rawIdentifier ?? d.identifier;
        const kind = d.kind?.toLowerCase() ?? levelKind;
        return {
          ...d,
          identifier: `${base}/${keySegment(d.actId ? 'section' : (kind ?? 'node'), raw)}`,
          rawIdentifier: raw,
          kind,
          num: d.num ?? raw,
          label: d.label ?? (kind ? `${kind[0]!.toUpperCase()}${kind.slice(1)} ${raw}` : undefined),
        };
      }),
    };
  },
  watchesQuery: () => ({}),
  filterWatches: (watches, filter) =>
    watches.filter(
      (w) =>
        (!filter.corpusType || w.corpusType.toLowerCase() === filter.corpusType.toLowerCase()) &&
        (!filter.state || (w.state ?? '').toLowerCase() === filter.state.toLowerCase()) &&
        (!filter.channel || w.channel === filter.channel),
    ),
  boardToken: (corpusType) => corpusType.toLowerCase(),
  documentedPrices: LIVE_PRICES,
  rules(pricing) {
    const prices = pricesFrom(pricing, LIVE_PRICES);
    return {
      dialect: 'live',
      prices,
      resolve: { perCitation: prices.resolve, unresolvedCharged: true, batchSize: MAX_BATCH },
      sections: { unit: 'found', credits: prices.sections, batchSize: MAX_BATCH },
      divisions: { perPage: prices.divisions, emptyRefunded: true },
    };
  },
};

export const DIALECTS: Record<DialectName, Dialect> = { interface: interfaceDialect, live: liveDialect };

/**
 * Keys of live divisions are paths like the interface's identifiers (`/t42/ch21/s1983`): titles,
 * chapters, parts and sections as a short prefix and the number, other kinds as `kind~value`
 * (`/code~tx_pe/article~Article%20III`). Values are percent-encoded, `~` included, so a key always
 * decodes to the filters that open it.
 */
const SHORT_PREFIX: Record<string, string> = { title: 't', chapter: 'ch', part: 'pt', section: 's' };
const KIND_OF_PREFIX: Record<string, string> = { t: 'title', ch: 'chapter', pt: 'part', s: 'section' };

function keySegment(kind: string, value: string): string {
  const encoded = encodeURIComponent(value).replace(/~/g, '%7E');
  const prefix = SHORT_PREFIX[kind];
  return prefix ? `${prefix}${encoded}` : `${kind.replace(/[^a-z_]/gi, '')}~${encoded}`;
}

/** `/t42/ch21` → [['titleNumber','42'], ['chapter','21']]: each segment as the filter its kind names; anything else is refused. */
export function decodeDivisionKey(key: string): [string, string][] {
  if (key === '') return [];
  if (!key.startsWith('/')) throw new TypeError(`"${key}" is not a division of this service.`);
  return key
    .slice(1)
    .split('/')
    .map((segment): [string, string] => {
      const m = /^([a-z_]+)~(.+)$/i.exec(segment) ?? /^(t|ch|pt|s)([^~]+)$/.exec(segment);
      if (!m) throw new TypeError(`"${key}" is not a division of this service.`);
      const kind = KIND_OF_PREFIX[m[1]!] ?? m[1]!;
      let value: string;
      try {
        value = decodeURIComponent(m[2]!);
      } catch {
        throw new TypeError(`"${key}" is not a division of this service.`);
      }
      return [FILTER_OF_KIND[kind] ?? kind, value];
    });
}

function singularKind(level: string | undefined): string | undefined {
  if (!level) return undefined;
  const l = level.toLowerCase();
  return l.endsWith('s') ? l.slice(0, -1) : l;
}

/** `9` < `10`, `240.9` < `240.10`, `1983` < `1983a`, `II` by text. */
export function naturalCompare(a: string, b: string): number {
  const pa = a.match(/\d+|\D+/g) ?? [];
  const pb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    const nx = /^\d/.test(x);
    const ny = /^\d/.test(y);
    if (nx && ny) return Number(x) - Number(y) || x.length - y.length;
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}
