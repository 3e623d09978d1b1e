import { hasControlCharacter } from '../util/chars';
import { redactSecrets } from '../util/redact';
import { apiKeyProblem } from './apiKey';
import { Logger, silentLogger } from '../util/log';
import {
  AuthError,
  BadRequestError,
  CancelledError,
  ConflictError,
  CreditsError,
  FieldError,
  ForbiddenError,
  InvalidActIdError,
  InvalidKeyError,
  InvalidResponseError,
  MissingKeyError,
  NetworkError,
  NotFoundError,
  PlanError,
  RateLimitError,
  ServiceError,
  StatuteApiError,
  TimeoutError,
  UnexpectedStatusError,
  UnsupportedRouteError,
  ValidationError,
  WatchCapError,
} from './errors';
import {
  ChargingRules,
  CostEstimate,
  CostItems,
  DIALECTS,
  Dialect,
  DialectName,
  DialectStore,
  DivisionRequest,
  MemoryDialectStore,
  Operation,
  SearchParams,
  estimateCost,
  interfaceDialect,
  liveDialect,
  naturalCompare,
} from './dialect';
import { MAX_WAIT_MS, PacerClock, RatePacer, parseRetryAfter, systemClock } from './pacer';
import { parseServiceUrl } from './serviceUrl';
import {
  BatchSections,
  Coverage,
  DivisionPage,
  JurisdictionLaws,
  Pricing,
  RelatedSections,
  Resolution,
  ResolveBatch,
  SearchResults,
  SectionAnswer,
  SectionBody,
  Watch,
  WatchChannel,
  isObject,
  readBatchSections,
  readCoverage,
  readCreditsConsumed,
  readDivisionPage,
  readLaws,
  readPricing,
  readRelated,
  readResolution,
  readResolveBatch,
  readSearchResults,
  readSectionAnswer,
  readSectionBody,
  readWatch,
  readWatches,
  readCreditsRemaining,
} from './models';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CreditsEvent {
  operation: Operation;
  credits: number;
}

export interface StatuteClientOptions {
  /** Base URL of the service; https unless loopback. */
  baseUrl: string;
  /** Read on every call so a key changed in another window takes effect at once. */
  apiKey: () => string | undefined | Promise<string | undefined>;
  /** The runtime's fetch (Node's undici-based fetch; in VS Code the host's proxy-aware one). */
  fetch?: FetchLike;
  timeoutMs?: number;
  /** The longest Retry-After the client waits out by itself before a GET is retried once. */
  maxAutoRetryAfterMs?: number;
  /** The largest reply read, in bytes (MAX_REPLY_BYTES by default); a larger one is refused unread. */
  maxReplyBytes?: number;
  maxConcurrent?: number;
  logger?: Logger;
  clock?: PacerClock;
  onCreditsConsumed?: (event: CreditsEvent) => void;
  /** The account's balance, whenever a reply reports it. */
  onBalance?: (creditsRemaining: number) => void;
  /**
   * Where the dialect learned for a service URL is kept between sessions (the extension's global
   * state); a process-local store when absent.
   */
  dialectStore?: DialectStore;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type { Operation, DialectName, DialectStore, ChargingRules, CostEstimate, CostItems, SearchParams } from './dialect';
export { MemoryDialectStore } from './dialect';

export const MAX_BATCH_IDS = 50;

/**
 * The largest reply the client reads: 16 MiB, some fifty times the longest section reply on file
 * (17 U.S.C. § 115 with its HTML and plain forms, 0.33 MB), with room for a search that includes bodies.
 */
export const MAX_REPLY_BYTES = 16 * 1024 * 1024;


export interface ResolveParams {
  state?: string | null;
  corpusType?: string | null;
}

/** One citation to resolve, with the scope the citation engine gave it (`USC`, `CFR`, `STATE` + state). */
export interface ResolveItem extends ResolveParams {
  cite: string;
}

/** The answer for one citation of `resolveMany`: a resolution, or the error that kept it from one. */
export interface ResolveOutcome {
  item: ResolveItem;
  resolution?: Resolution;
  error?: unknown;
}

export interface ResolveManyOptions extends CallOptions {
  /** Called as each answer arrives, so answers already paid for are kept even if a later request fails. */
  onResult?: (outcome: ResolveOutcome) => void;
}

/**
 * `parent` is the `identifier` of a division this client returned: a path on the interface service,
 * a key qualified by its path on the live one (`titleNumber=42/chapter=21`), unique across levels.
 */
export type DivisionParams = DivisionRequest;

export interface BodyOptions {
  /** Live only: numbered subsections with pincites. */
  structured?: boolean;
}

export interface NewWatch {
  corpusType: string;
  state?: string;
  channel: WatchChannel;
  webhookUrl?: string;
  webhookSecret?: string;
  emailAddress?: string;
  /** Live: `{title, chapter?, part?, section?}`, `{actId}`, `{source}` or `{agency}`. */
  scope?: Record<string, string>;
  webhookAuth?: { scheme: 'none' | 'bearer' | 'basic' | 'header'; secret?: string; headerName?: string };
}

interface RequestSpec {
  operation: Operation;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  auth?: boolean;
  /**
   * A route one dialect has and the other lacks: a 404/405 means "not offered here", is remembered,
   * and is never sent again.
   */
  dialectRoute?: boolean;
}

/** Errors after which further requests of a run would fail too (or might be charged twice). */
function stopsFurtherRequests(error: unknown): boolean {
  return error instanceof CreditsError || error instanceof AuthError || error instanceof MissingKeyError || error instanceof TimeoutError || error instanceof NetworkError;
}

interface SharedCall {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

const API = 'api/v1/';
const STATUTES = `${API}us/statutes/`;

/**
 * One method per operation of the statute service. Typed results, typed errors, requests paced by the
 * service's rate-limit headers, identical in-flight GETs shared, and only calls that cannot have been
 * charged (429, 502–504) retried — GETs only, once, never POSTs.
 *
 * The service may speak the interface document's dialect or the publisher's live one; the client
 * learns which (see `dialect()`) and every difference is settled through the `Dialect` in dialect.ts,
 * so callers use the same methods, records and charging rules for both.
 */
export class StatuteClient {
  readonly baseUrl: URL;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly maxAutoRetryAfterMs: number;
  private readonly maxReplyBytes: number;
  private readonly logger: Logger;
  private readonly clock: PacerClock;
  private readonly pacer: RatePacer;
  private readonly inFlight = new Map<string, SharedCall>();
  private readonly lifetime = new AbortController();
  private readonly dialectStore: DialectStore;
  /** The dialect in use, once learned. */
  private learned: Dialect | undefined;
  private detecting: Promise<Dialect> | undefined;
  /** `METHOD /path` of dialect routes this service answered with 404/405: never sent again. */
  private readonly rejected = new Set<string>();
  /** The pricing table the detection probe fetched, handed to the first `pricing()` call. */
  private probedPricing: Pricing | undefined;
  private deprecationLogged = false;
  private chargingTable: { dialect: DialectName; promise: Promise<{ dialect: DialectName; pricing: Pricing | undefined }> } | undefined;
  /** The price table once it has arrived (for `knownCharging`). */
  private settledTable: { dialect: DialectName; pricing: Pricing } | undefined;
  /** A refused resolve scope made the client ask for the dialect again (done at most once). */
  private scopeRelearned = false;

  constructor(private readonly options: StatuteClientOptions) {
    this.baseUrl = parseServiceUrl(options.baseUrl);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxAutoRetryAfterMs = options.maxAutoRetryAfterMs ?? 30_000;
    this.maxReplyBytes = options.maxReplyBytes ?? MAX_REPLY_BYTES;
    this.logger = options.logger ?? silentLogger;
    this.clock = options.clock ?? systemClock;
    this.pacer = new RatePacer(this.clock, options.maxConcurrent ?? 4, (requestedMs) =>
      this.logger.warn(`${this.baseUrl.host} asked to hold requests for ${describeWait(requestedMs)}; waiting at most ${describeWait(MAX_WAIT_MS)}`),
    );
    this.dialectStore = options.dialectStore ?? new MemoryDialectStore();
  }

  /**
   * Cancels every wait and request of this client (the service URL changed, or the window closes):
   * nothing it holds back waits on, whether or not its caller passed a signal.
   */
  dispose(): void {
    this.lifetime.abort();
  }

  /** Milliseconds the pacer would hold the next request (for progress messages). */
  get pacingDelayMs(): number {
    return this.pacer.waitMs();
  }

  /** The dialect already learned for this service, without asking it. */
  get knownDialect(): DialectName | undefined {
    return this.learned?.name;
  }

  /**
   * The charging rules known without asking: the service's price table once fetched, else the learned
   * dialect's documented prices; undefined before the dialect is known.
   */
  get knownCharging(): ChargingRules | undefined {
    const learned = this.learned;
    if (!learned) return undefined;
    const pricing = this.settledTable?.dialect === learned.name ? this.settledTable.pricing : undefined;
    return (pricing?.dialect ? DIALECTS[pricing.dialect] : learned).rules(pricing);
  }

  /** `METHOD /path` of the routes this service refused with 404/405 (they are never sent again). */
  get rejectedRoutes(): readonly string[] {
    return [...this.rejected];
  }

  // ---- the dialect -----------------------------------------------------------------------------

  /**
   * The dialect of this service: remembered per URL in the dialect store, else learned from which
   * free pricing path the service answers (live first). Concurrent first calls share one detection.
   */
  dialect(): Promise<Dialect> {
    if (this.learned) return Promise.resolve(this.learned);
    if (!this.detecting) {
      const detecting = this.detect(true).finally(() => {
        if (this.detecting === detecting) this.detecting = undefined;
      });
      this.detecting = detecting;
    }
    return this.detecting;
  }

  /**
   * An answer said the dialect in use is wrong (a 404/405 on one of its own routes): ask the service
   * again, unless another call has already done so.
   */
  private relearn(wrong: Dialect): Promise<Dialect> {
    if (this.learned !== wrong) return this.dialect();
    this.learned = undefined;
    this.logger.info(`${this.baseUrl.host}: a ${wrong.name} route was refused; asking the service which API it speaks`);
    const detecting = this.detect(false).finally(() => {
      if (this.detecting === detecting) this.detecting = undefined;
    });
    this.detecting = detecting;
    return detecting;
  }

  private async detect(useStore: boolean): Promise<Dialect> {
    const key = this.baseUrl.toString();
    if (useStore) {
      const stored = await this.dialectStore.get(key);
      if (stored && DIALECTS[stored]) return (this.learned = DIALECTS[stored]);
    }
    for (const candidate of [liveDialect, interfaceDialect]) {
      try {
        this.probedPricing = await this.fetchPricing(candidate);
      } catch (error) {
        if (error instanceof UnsupportedRouteError) continue;
        throw error;
      }
      this.learned = candidate;
      this.logger.info(`${this.baseUrl.host} speaks the ${candidate.name} API`);
      await this.dialectStore.set(key, candidate.name);
      return candidate;
    }
    // Neither pricing path is served: the interface document is the older contract. Not remembered.
    this.learned = interfaceDialect;
    return interfaceDialect;
  }

  private fetchPricing(dialect: Dialect, call?: CallOptions): Promise<Pricing> {
    return this.request(
      { operation: 'pricing', method: 'GET', path: dialect.pricingPath, auth: false, dialectRoute: true },
      (json) => ({ ...readPricing(json), dialect: dialect.name }),
      call,
    );
  }

  /**
   * What the service charges and for what: its own price table (fetched once per client) under its
   * dialect's rules; the dialect's documented prices when the table cannot be had.
   */
  async charging(call?: CallOptions): Promise<ChargingRules> {
    const dialect = await this.dialect();
    if (this.chargingTable?.dialect !== dialect.name) {
      const table = this.pricing(call).then(
        (pricing) => {
          this.settledTable = { dialect: dialect.name, pricing };
          return { dialect: dialect.name, pricing };
        },
        (error: unknown) => {
          if (this.chargingTable?.promise === table) this.chargingTable = undefined;
          if (error instanceof CancelledError) throw error;
          return { dialect: dialect.name, pricing: undefined };
        },
      );
      this.chargingTable = { dialect: dialect.name, promise: table };
    }
    const { pricing } = await this.chargingTable.promise;
    return (pricing?.dialect ? DIALECTS[pricing.dialect] : dialect).rules(pricing);
  }

  /** An upper bound of what the items will cost, never below what the service charges. */
  async estimate(items: CostItems, call?: CallOptions): Promise<CostEstimate> {
    return estimateCost(await this.charging(call), items);
  }

  // ---- operations ------------------------------------------------------------------------------

  async search(params: SearchParams, call?: CallOptions): Promise<SearchResults> {
    const dialect = await this.dialect();
    return this.request({ operation: 'search', method: 'POST', path: `${STATUTES}search`, body: dialect.searchBody(params) }, readSearchResults, call);
  }

  async section(actId: string, call?: CallOptions): Promise<SectionAnswer> {
    return this.request({ operation: 'section', method: 'GET', path: `${STATUTES}section/${actIdSegment(actId)}` }, readSectionAnswer, call);
  }

  sectionBody(actId: string, asOf?: string, call?: CallOptions, options: BodyOptions = {}): Promise<SectionBody> {
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new TypeError(`asOf must be YYYY-MM-DD, got "${asOf}"`);
    return this.fetchBody(actId, asOf, call, options);
  }

  private async fetchBody(actId: string, asOf: string | undefined, call: CallOptions | undefined, options: BodyOptions): Promise<SectionBody> {
    const segment = actIdSegment(actId);
    const dialect = await this.dialect();
    return this.request(
      { operation: 'sectionBody', method: 'GET', path: `${STATUTES}section/${segment}/body`, query: dialect.bodyQuery(asOf, options.structured === true) },
      (json) => readSectionBody(json, actId),
      call,
    );
  }

  async related(actId: string, call?: CallOptions): Promise<RelatedSections> {
    return this.request({ operation: 'related', method: 'GET', path: `${STATUTES}section/${actIdSegment(actId)}/related` }, readRelated, call);
  }

  /** One citation; the scope is sent as the dialect allows (never USC/CFR as a live resolve scope). */
  async resolve(cite: string, params: ResolveParams = {}, call?: CallOptions): Promise<Resolution> {
    const dialect = await this.dialect();
    const ask = (d: Dialect): Promise<Resolution> =>
      this.request({ operation: 'resolve', method: 'GET', path: `${STATUTES}resolve`, query: d.resolveQuery(cite, params) }, readResolution, call);
    try {
      return await ask(dialect);
    } catch (error) {
      // A scope refused (400 on the live service, 422 on the interface one; neither is charged) is what
      // a remembered dialect answers when the service behind the URL has changed: ask once which it speaks.
      if (!(error instanceof BadRequestError || error instanceof ValidationError) || this.scopeRelearned) throw error;
      this.scopeRelearned = true;
      const again = await this.relearn(dialect);
      if (again === dialect) throw error;
      return ask(again);
    }
  }

  /**
   * Many citations, each answered once: in batches of 50 distinct citations where the service has
   * batch resolve (so 100 citations take 2 requests), else one GET per citation. Outcomes come back in
   * input order; one failing request fails only its own citations.
   */
  async resolveMany(citations: readonly (string | ResolveItem)[], options: ResolveManyOptions = {}): Promise<ResolveOutcome[]> {
    const items = citations.map((c) => (typeof c === 'string' ? { cite: c } : c));
    // The service trims citations and merges duplicates; so does the client, to send each one once.
    const keyOf = (item: ResolveItem): string => `${item.corpusType ?? ''}|${item.state?.toLowerCase() ?? ''}|${item.cite.trim()}`;
    const distinct = new Map<string, ResolveItem>();
    for (const item of items) if (!distinct.has(keyOf(item))) distinct.set(keyOf(item), item);
    const outcomes = new Map<string, ResolveOutcome>();
    const settle = (outcome: ResolveOutcome): void => {
      outcomes.set(keyOf(outcome.item), outcome);
      options.onResult?.(outcome);
    };
    let dialect = await this.dialect();
    const batchRoute = `POST /${STATUTES}resolve`;
    if (dialect.batchResolve && !this.rejected.has(batchRoute)) {
      try {
        await this.resolveBatches(dialect, [...distinct.values()], settle, options);
      } catch (error) {
        if (!(error instanceof UnsupportedRouteError)) throw error;
        dialect = await this.relearn(dialect);
      }
    }
    const rest = [...distinct.values()].filter((item) => !outcomes.has(keyOf(item)));
    let stop: unknown;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rest.length) {
        const item = rest[next++]!;
        if (options.signal?.aborted) return settle({ item, error: new CancelledError() });
        if (stop !== undefined) {
          settle({ item, error: stop });
          continue;
        }
        try {
          settle({ item, resolution: await this.resolve(item.cite, item, options) });
        } catch (error) {
          if (stopsFurtherRequests(error)) stop = error;
          settle({ item, error });
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return items.map((item) => outcomes.get(keyOf(item)) ?? { item, error: new CancelledError() });
  }

  /**
   * Chunks of at most 50 distinct citations. A chunk whose citations share a scope sends it; the
   * remainders of several scopes travel together unscoped (the citations name their jurisdiction),
   * so the number of requests is the least possible, and an answer outside its citation's scope is
   * turned back into "not resolved", as the scoped request would have answered.
   */
  private async resolveBatches(dialect: Dialect, items: ResolveItem[], settle: (o: ResolveOutcome) => void, call: CallOptions): Promise<void> {
    const size = dialect.rules(undefined).resolve.batchSize;
    const groups = new Map<string, ResolveItem[]>();
    for (const item of items) {
      const scope = JSON.stringify(dialect.resolveBatchScope(item));
      groups.set(scope, [...(groups.get(scope) ?? []), item]);
    }
    const chunks: { items: ResolveItem[]; scoped: boolean }[] = [];
    let loose: ResolveItem[] = [];
    for (const group of groups.values()) {
      let i = 0;
      for (; i + size <= group.length; i += size) chunks.push({ items: group.slice(i, i + size), scoped: true });
      loose.push(...group.slice(i));
    }
    const byScope = new Set(loose.map((item) => JSON.stringify(dialect.resolveBatchScope(item))));
    if (byScope.size === 1 && loose.length) chunks.push({ items: loose, scoped: true });
    else for (; loose.length; loose = loose.slice(size)) chunks.push({ items: loose.slice(0, size), scoped: false });

    const results = await Promise.allSettled(chunks.map((chunk) => this.resolveChunk(dialect, chunk.items, chunk.scoped, call)));
    let unsupported: UnsupportedRouteError | undefined;
    results.forEach((result, i) => {
      const chunk = chunks[i]!;
      if (result.status === 'fulfilled') {
        chunk.items.forEach((item, j) => settle({ item, resolution: chunk.scoped ? result.value.results[j]! : withinScope(dialect, item, result.value.results[j]!) }));
      } else if (result.reason instanceof UnsupportedRouteError) {
        unsupported = result.reason;
      } else {
        for (const item of chunk.items) settle({ item, error: result.reason });
      }
    });
    if (unsupported) throw unsupported;
  }

  private async resolveChunk(dialect: Dialect, items: ResolveItem[], scoped: boolean, call: CallOptions): Promise<ResolveBatch> {
    const cites = items.map((item) => item.cite.trim());
    const body = { citations: cites, ...(scoped ? dropUndefined(dialect.resolveBatchScope(items[0])) : {}) };
    const batch = await this.request({ operation: 'resolve', method: 'POST', path: `${STATUTES}resolve`, body, dialectRoute: true }, readResolveBatch, call);
    if (batch.results.length === cites.length) return batch;
    // Duplicates are merged by the service; these are distinct, but match by the echoed input if the count differs.
    const byInput = new Map(batch.results.map((r) => [r.inputCitation, r]));
    const results = cites.map((cite) => byInput.get(cite) ?? invalidReply(`the batch resolution has no answer for "${cite}"`));
    return { ...batch, results };
  }

  /**
   * Batch metadata for at most 50 ids: `POST /sections` where the dialect has it (falling back to
   * `GET ?actIds=` on a 404/405, remembered), else `GET`.
   */
  sections(actIds: readonly string[], call?: CallOptions): Promise<BatchSections> {
    if (actIds.length === 0) return Promise.resolve({ sections: [], notFound: [] });
    if (actIds.length > MAX_BATCH_IDS) throw new RangeError(`At most ${MAX_BATCH_IDS} act ids per batch call (got ${actIds.length}).`);
    return this.fetchSections(actIds, call);
  }

  private async fetchSections(actIds: readonly string[], call?: CallOptions): Promise<BatchSections> {
    let dialect = await this.dialect();
    for (let relearned = false; ; relearned = true) {
      for (const method of dialect.sectionsRoutes) {
        if (this.rejected.has(`${method} /${STATUTES}sections`)) continue;
        const spec: RequestSpec =
          method === 'POST'
            ? { operation: 'sections', method, path: `${STATUTES}sections`, body: { actIds: [...actIds] }, dialectRoute: true }
            : { operation: 'sections', method, path: `${STATUTES}sections`, query: { actIds: actIds.join(',') }, dialectRoute: true };
        try {
          return await this.request(spec, readBatchSections, call);
        } catch (error) {
          if (!(error instanceof UnsupportedRouteError)) throw error;
        }
      }
      const again = await this.relearn(dialect);
      if (relearned || again === dialect) throw new UnsupportedRouteError(`batch metadata (/${STATUTES}sections)`, 404);
      dialect = again;
    }
  }

  coverage(call?: CallOptions): Promise<Coverage> {
    return this.request({ operation: 'coverage', method: 'GET', path: `${STATUTES}coverage` }, readCoverage, call);
  }

  /**
   * One page of a level. `identifier`s are keys unique across levels (on the live service Title 21
   * and Chapter 21 are both `21`; here they are `titleNumber=21` and `titleNumber=42/chapter=21`);
   * `rawIdentifier` keeps the service's own. Pass an identifier back as `parent` to open it.
   */
  async divisions(params: DivisionParams, call?: CallOptions): Promise<DivisionPage> {
    const dialect = await this.dialect();
    const query = dialect.divisionsQuery(params);
    const page = await this.request({ operation: 'divisions', method: 'GET', path: `${STATUTES}divisions`, query }, readDivisionPage, call);
    return dialect.qualifyDivisions(page, params);
  }

  /**
   * A whole level: every page (following `nextCursor`, at most `maxPages`), sorted in natural order
   * where the service sends pages in storage order. `creditsConsumed` totals what the pages cost;
   * `nextCursor` is set when `maxPages` stopped the walk early.
   */
  async divisionLevel(params: Omit<DivisionParams, 'cursor'>, options: CallOptions & { maxPages?: number } = {}): Promise<DivisionPage> {
    const dialect = await this.dialect();
    const maxPages = options.maxPages ?? 20;
    let page = await this.divisions(params, options);
    const divisions = [...page.divisions];
    let credits = page.creditsConsumed ?? 0;
    const seen = new Set<string>();
    let pages = 1;
    while (page.nextCursor && !seen.has(page.nextCursor) && pages < maxPages) {
      seen.add(page.nextCursor);
      page = await this.divisions({ ...params, cursor: page.nextCursor }, options);
      divisions.push(...page.divisions);
      credits += page.creditsConsumed ?? 0;
      pages++;
    }
    if (dialect.sortsLevels) divisions.sort((a, b) => naturalCompare(a.rawIdentifier ?? a.identifier, b.rawIdentifier ?? b.identifier));
    const truncated = page.nextCursor !== undefined && !seen.has(page.nextCursor);
    return { ...page, divisions, nextCursor: truncated ? page.nextCursor : undefined, truncated, creditsConsumed: credits };
  }

  /**
   * The bodies of law by jurisdiction. The live service deprecated `/laws` for `/coverage`, so there
   * (and wherever `/laws` is refused, remembered) the catalog is built from coverage.
   */
  async laws(call?: CallOptions): Promise<JurisdictionLaws[]> {
    const dialect = await this.dialect();
    const route = `GET /${STATUTES}laws`;
    if (!dialect.catalogFromCoverage && !this.rejected.has(route)) {
      try {
        return await this.request({ operation: 'laws', method: 'GET', path: `${STATUTES}laws`, dialectRoute: true }, readLaws, call);
      } catch (error) {
        if (!(error instanceof UnsupportedRouteError)) throw error;
      }
    }
    return lawsFromCoverage(await this.coverage(call));
  }

  /** The service's own price table, at its dialect's path (relearning the dialect if that path is refused). */
  async pricing(call?: CallOptions): Promise<Pricing> {
    const dialect = await this.dialect();
    const probed = this.probedPricing;
    if (probed?.dialect === dialect.name) {
      this.probedPricing = undefined;
      return probed;
    }
    try {
      return await this.fetchPricing(dialect, call);
    } catch (error) {
      if (!(error instanceof UnsupportedRouteError)) throw error;
      const again = await this.relearn(dialect);
      if (again === dialect) throw error;
      return this.pricing(call);
    }
  }

  async watches(filter: { corpusType?: string; state?: string; channel?: string } = {}, call?: CallOptions): Promise<Watch[]> {
    const dialect = await this.dialect();
    const all = await this.request({ operation: 'watches', method: 'GET', path: `${API}watches`, query: dialect.watchesQuery(filter) }, readWatches, call);
    return dialect.filterWatches(all, filter);
  }

  async createWatch(watch: NewWatch, call?: CallOptions): Promise<Watch> {
    const dialect = await this.dialect();
    const body = dropUndefined({ ...watch, corpusType: dialect.boardToken(watch.corpusType) });
    return this.request({ operation: 'createWatch', method: 'POST', path: `${API}watches`, body }, readWatch, call);
  }

  private request<T>(spec: RequestSpec, read: (json: unknown) => T, call: CallOptions = {}): Promise<T> {
    const route = routeOf(spec);
    // A route this service refused is not asked again.
    if (spec.dialectRoute && this.rejected.has(route)) return Promise.reject(new UnsupportedRouteError(route, 404));
    const url = this.url(spec);
    if (spec.method !== 'GET') return this.execute(spec, url, read, call.signal);
    const key = url;
    let shared = this.inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const promise = this.execute(spec, url, read, controller.signal).finally(() => this.inFlight.delete(key));
      shared = { promise, controller, waiting: 0 };
      this.inFlight.set(key, shared);
    }
    return this.join(shared, call.signal) as Promise<T>;
  }

  /** A caller of a shared GET; the request is aborted only when every caller has gone. */
  private join(shared: SharedCall, signal?: AbortSignal): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(new CancelledError());
    shared.waiting++;
    return new Promise((resolve, reject) => {
      const onAbort = (): void => {
        if (--shared.waiting === 0) shared.controller.abort();
        reject(new CancelledError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private url(spec: RequestSpec): string {
    const url = new URL(spec.path, this.baseUrl);
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, value);
    }
    return url.toString();
  }

  private async execute<T>(spec: RequestSpec, url: string, read: (json: unknown) => T, callerSignal?: AbortSignal): Promise<T> {
    const signal = callerSignal ? AbortSignal.any([callerSignal, this.lifetime.signal]) : this.lifetime.signal;
    if (signal.aborted) throw new CancelledError();
    const headers: Record<string, string> = { Accept: 'application/json' };
    let key: string | undefined;
    if (spec.auth !== false) {
      key = await this.options.apiKey();
      if (!key) throw new MissingKeyError();
      // A key that cannot travel in a header would make fetch throw an error quoting the header, key and all.
      const problem = apiKeyProblem(key);
      if (problem) throw new InvalidKeyError(problem);
      headers.Authorization = `Bearer ${key}`;
    }
    let body: string | undefined;
    if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    // GETs may be repeated once when the service says the call was not served (429, 502–504).
    const attempts = spec.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(spec, url, { method: spec.method, headers, body }, read, signal, key);
      } catch (error) {
        const waitMs = attempt < attempts ? this.autoRetryDelay(error) : undefined;
        if (waitMs === undefined) throw error;
        this.logger.info(`${spec.method} ${pathOf(url)}: ${(error as Error).message} — retrying once in ${Math.ceil(waitMs / 1000)} s`);
        await this.clock.sleep(waitMs, signal);
      }
    }
  }

  private autoRetryDelay(error: unknown): number | undefined {
    if (error instanceof RateLimitError) return error.retryAfterMs <= this.maxAutoRetryAfterMs ? error.retryAfterMs : undefined;
    if (error instanceof ServiceError && (error.status === 502 || error.status === 503 || error.status === 504)) return 1_000;
    return undefined;
  }

  private async attempt<T>(spec: RequestSpec, url: string, init: RequestInit, read: (json: unknown) => T, signal?: AbortSignal, key?: string): Promise<T> {
    const release = await this.pacer.acquire(signal);
    const started = this.clock.now();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response | undefined;
    try {
      // Redirects are not followed: they would carry the request (and its citations) to an address the user did not configure.
      response = await this.fetchImpl(url, { ...init, redirect: 'manual', signal: combined });
      const text = await readReply(response, this.maxReplyBytes);
      release(response.headers);
      const ms = this.clock.now() - started;
      if (response.headers.get('deprecation') && !this.deprecationLogged) {
        this.deprecationLogged = true;
        this.logger.warn(`${spec.method} ${pathOf(url)}: the service marks this route deprecated (${response.headers.get('link') ?? 'no successor given'})`);
      }
      if (spec.dialectRoute && (response.status === 404 || response.status === 405)) {
        const route = routeOf(spec);
        this.rejected.add(route);
        throw new UnsupportedRouteError(route, response.status);
      }
      if (!response.ok) throw this.statusError(response, text, spec);
      const json = parseJson(text, response.status);
      const result = read(json);
      const credits = readCreditsConsumed(json);
      this.logger.info(`${spec.method} ${pathOf(url)} ${response.status} ${credits} credit${credits === 1 ? '' : 's'} ${ms} ms`);
      if (credits > 0) this.options.onCreditsConsumed?.({ operation: spec.operation, credits });
      const remaining = readCreditsRemaining(json, response.headers.get('x-credits-remaining'));
      if (remaining !== undefined) this.options.onBalance?.(remaining);
      return result;
    } catch (error) {
      release(response?.headers);
      const mapped = this.mapFailure(error, signal, timeout, response, key);
      if (!(mapped instanceof CancelledError)) {
        this.logger.warn(`${spec.method} ${pathOf(url)} ${response?.status ?? '-'} failed after ${this.clock.now() - started} ms: ${mapped.message}`);
      }
      throw mapped;
    }
  }

  private mapFailure(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, response: Response | undefined, key: string | undefined): StatuteApiError {
    if (error instanceof StatuteApiError) return error;
    if (signal?.aborted) return new CancelledError();
    if (timeout.aborted) return new TimeoutError(this.timeoutMs);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    // The runtime's message may quote the request (its Authorization header): never pass the key on.
    const raw = String(cause?.code ?? cause?.message ?? (error as Error).message);
    const reason = redactSecrets(raw, key ? [key] : []);
    if (response) return new InvalidResponseError(`The service's reply was cut off or unreadable (${reason}).`, response.status);
    return new NetworkError(`Could not reach the statute service at ${this.baseUrl.host} (${reason}).`, { cause: reason === raw ? error : undefined });
  }

  private statusError(response: Response, text: string, spec: RequestSpec): StatuteApiError {
    const status = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const body = isObject(json) ? json : {};
    const detail = typeof body.detail === 'string' ? body.detail.slice(0, 500) : undefined;
    const watchRoute = spec.operation === 'watches' || spec.operation === 'createWatch';
    if (status >= 300 && status < 400) {
      const target = response.headers.get('location');
      return new UnexpectedStatusError(status, `The statute service redirected to ${target ?? 'another address'}; redirects are not followed. If the service has moved, update statutes.serviceUrl.`);
    }
    switch (status) {
      case 401:
        return new AuthError(detail);
      case 402:
        return new CreditsError(detail);
      case 400:
        return new BadRequestError(detail);
      case 403:
        // On the watch routes a 403 is the plan (webhooks need Business); elsewhere the key's scope.
        return watchRoute ? new PlanError(detail) : new ForbiddenError(detail);
      case 409:
        return new ConflictError(detail);
      case 404:
        return new NotFoundError(
          detail,
          typeof body.actId === 'string' ? body.actId : undefined,
          typeof body.reason === 'string' ? body.reason : undefined,
          Array.isArray(body.didYouMean) ? body.didYouMean.filter((id): id is string => typeof id === 'string').slice(0, 3) : [],
        );
      case 422:
        return new ValidationError(detail, readFieldErrors(Array.isArray(body.detail) ? body.detail : body.errors));
      case 429: {
        const requestedMs = parseRetryAfter(response.headers.get('retry-after'), this.clock.now()) ?? 60_000;
        // A wait longer than an hour (or than a timer can hold) is the service misbehaving: wait an hour, and say so.
        const retryAfterMs = Math.min(requestedMs, MAX_WAIT_MS);
        if (requestedMs > MAX_WAIT_MS) this.logger.warn(`${this.baseUrl.host} asked to wait ${describeWait(requestedMs)} before retrying; waiting at most ${describeWait(MAX_WAIT_MS)}`);
        if (spec.operation === 'createWatch') {
          // The same status means the watch cap; requests left in the window say that is the cause.
          const remaining = response.headers.get('x-ratelimit-remaining');
          const rateLimitLeft = remaining !== null && Number(remaining) > 0;
          if (!rateLimitLeft) this.pacer.blockFor(retryAfterMs);
          return new WatchCapError(retryAfterMs, rateLimitLeft, detail, requestedMs);
        }
        this.pacer.blockFor(retryAfterMs);
        return new RateLimitError(retryAfterMs, detail, requestedMs);
      }
      default:
        return status >= 500 ? new ServiceError(status, detail) : new UnexpectedStatusError(status, detail);
    }
  }
}

function routeOf(spec: RequestSpec): string {
  return `${spec.method} /${spec.path}`;
}

function invalidReply(what: string): never {
  throw new InvalidResponseError(`The service's reply is not valid: ${what}.`);
}

/**
 * An answer from an unscoped batch for a citation that had a scope: outside it (another jurisdiction
 * or corpus), it reads as the scoped request would have answered — not resolved, the section named
 * in `citationOutsideFilters`.
 */
function withinScope(dialect: Dialect, item: ResolveItem, resolution: Resolution): Resolution {
  const section = resolution.section;
  if (!resolution.resolved || !section) return resolution;
  const wanted = dialect.resolveBatchScope(item);
  const excludedBy: string[] = [];
  if (wanted.state && section.state && section.state.toLowerCase() !== wanted.state) excludedBy.push('state');
  const corpus = item.corpusType?.toUpperCase();
  if (corpus && section.corpusType && section.corpusType.toUpperCase() !== corpus) excludedBy.push('corpusType');
  if (!excludedBy.length) return resolution;
  return {
    ...resolution,
    resolved: false,
    section: null,
    citationOutsideFilters: { actId: section.actId, citation: section.citation, title: section.title, state: section.state, corpusType: section.corpusType, excludedBy },
  };
}

/** Corpora the divisions route can walk on the live service. */
const BROWSABLE = new Set(['USC', 'CFR', 'STATE', 'REGULATION', 'CONSTITUTION', 'STATE_CONSTITUTION', 'FEDERAL_RULES']);

/**
 * Coverage describes corpus types ("State and territorial codes; pass a two-letter state code"), it
 * does not name a jurisdiction's code: name it from the corpus and the jurisdiction.
 */
const FEDERAL_CODE_NAMES: Record<string, string> = {
  USC: 'United States Code',
  CFR: 'Code of Federal Regulations',
  CONSTITUTION: 'Constitution of the United States',
  FEDERAL_RULES: 'Federal Rules',
};
const STATE_CODE_SUFFIX: Record<string, string> = { STATE: 'Code', REGULATION: 'Regulations', STATE_CONSTITUTION: 'Constitution' };

function codeNameFromCoverage(token: string, jurisdiction: string | undefined): string {
  if (jurisdiction === undefined) return FEDERAL_CODE_NAMES[token] ?? token;
  return `${jurisdiction} ${STATE_CODE_SUFFIX[token] ?? token}`;
}

/** The laws catalog from coverage: per jurisdiction, each browsable corpus it holds sections of. */
export function lawsFromCoverage(coverage: Coverage): JurisdictionLaws[] {
  const described = new Map(coverage.corpusTypes.map((c) => [c.token, c]));
  return coverage.jurisdictions
    .filter((j) => j.hasData !== false)
    .map((j) => {
      const federal = j.kind === 'federal' || j.code.toLowerCase() === 'federal';
      return {
        code: j.code,
        name: j.name,
        laws: Object.entries(j.corpora)
          .filter(([token, count]) => count > 0 && BROWSABLE.has(token) && described.get(token)?.browsable !== false)
          .map(([token, count]) => ({
            corpusType: token,
            state: federal ? undefined : j.code.toLowerCase(),
            name: codeNameFromCoverage(token, federal ? undefined : j.name),
            sectionCount: count,
          })),
      };
    })
    .filter((j) => j.laws.length > 0);
}

/**
 * The reply's text, read as it streams in and refused once it passes `maxBytes` (at once when its
 * Content-Length says so): a huge reply must not be held in memory.
 */
async function readReply(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = (size: string): InvalidResponseError =>
    new InvalidResponseError(`The service's reply is larger than the ${Math.round(maxBytes / 1024)} KiB the extension reads (${size}); it was not read.`, response.status);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`${declared} bytes announced`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${bytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidResponseError(`The service's reply is not valid JSON (${text.length} bytes).`, status);
  }
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((e) => ({
    loc: Array.isArray(e.loc) ? e.loc.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number') : [],
    msg: typeof e.msg === 'string' ? e.msg : '',
    type: typeof e.type === 'string' ? e.type : undefined,
  }));
}

/** Longer than any act id the services issue (the longest on file is under 40 characters). */
export const MAX_ACT_ID_LENGTH = 256;

/**
 * An act id as one path segment. Ids are opaque but come from untrusted places (a `statute:` link, a
 * reply): `.` and `..` would be normalised onto another endpoint, and `/`, `\`, `%` or control
 * characters could be decoded into one by a proxy or the service, so such ids are refused unsent.
 */
function actIdSegment(actId: string): string {
  if (typeof actId !== 'string' || actId.length === 0 || actId.length > MAX_ACT_ID_LENGTH || /^\.+$/.test(actId) || /[/\\%?#]/.test(actId) || hasControlCharacter(actId)) {
    throw new InvalidActIdError(actId);
  }
  return encodeURIComponent(actId);
}

/** `90 s`, `3 h`, `1.2e+9 h`: a wait as the log shows it. */
export function describeWait(ms: number): string {
  if (!Number.isFinite(ms)) return 'ever';
  if (ms < 120_000) return `${Math.ceil(ms / 1000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  const hours = ms / 3_600_000;
  return `${hours < 1e6 ? Math.round(hours) : hours.toExponential(1)} h`;
}

function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
