import { Logger, silentLogger } from '../util/log';
import {
  AuthError,
  CancelledError,
  CreditsError,
  FieldError,
  ForbiddenError,
  InvalidResponseError,
  MissingKeyError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServiceError,
  StatuteApiError,
  TimeoutError,
  UnexpectedStatusError,
  ValidationError,
} from './errors';
import { PacerClock, RatePacer, parseRetryAfter, systemClock } from './pacer';
import { parseServiceUrl } from './serviceUrl';
import {
  BatchSections,
  Coverage,
  DivisionPage,
  JurisdictionLaws,
  Pricing,
  RelatedSections,
  Resolution,
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
  readSearchResults,
  readSectionAnswer,
  readSectionBody,
  readWatch,
  readWatches,
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
  maxConcurrent?: number;
  logger?: Logger;
  clock?: PacerClock;
  onCreditsConsumed?: (event: CreditsEvent) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
}

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

export const MAX_BATCH_IDS = 50;

export interface SearchParams {
  query: string;
  corpusType?: string;
  state?: string;
  titleNumber?: string;
  limit?: number;
  offset?: number;
  includeBody?: boolean;
}

export interface ResolveParams {
  state?: string;
  corpusType?: string;
}

export interface DivisionParams {
  corpusType: string;
  state?: string;
  parent?: string;
  cursor?: string;
  limit?: number;
}

export interface NewWatch {
  corpusType: string;
  state?: string;
  channel: WatchChannel;
  webhookUrl?: string;
  webhookSecret?: string;
  emailAddress?: string;
}

interface RequestSpec {
  operation: Operation;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  auth?: boolean;
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
 */
export class StatuteClient {
  readonly baseUrl: URL;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly maxAutoRetryAfterMs: number;
  private readonly logger: Logger;
  private readonly clock: PacerClock;
  private readonly pacer: RatePacer;
  private readonly inFlight = new Map<string, SharedCall>();

  constructor(private readonly options: StatuteClientOptions) {
    this.baseUrl = parseServiceUrl(options.baseUrl);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxAutoRetryAfterMs = options.maxAutoRetryAfterMs ?? 30_000;
    this.logger = options.logger ?? silentLogger;
    this.clock = options.clock ?? systemClock;
    this.pacer = new RatePacer(this.clock, options.maxConcurrent ?? 4);
  }

  /** Milliseconds the pacer would hold the next request (for progress messages). */
  get pacingDelayMs(): number {
    return this.pacer.waitMs();
  }

  search(params: SearchParams, call?: CallOptions): Promise<SearchResults> {
    return this.request({ operation: 'search', method: 'POST', path: `${STATUTES}search`, body: dropUndefined(params) }, readSearchResults, call);
  }

  section(actId: string, call?: CallOptions): Promise<SectionAnswer> {
    return this.request({ operation: 'section', method: 'GET', path: `${STATUTES}section/${encodeSegment(actId)}` }, readSectionAnswer, call);
  }

  sectionBody(actId: string, asOf?: string, call?: CallOptions): Promise<SectionBody> {
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new TypeError(`asOf must be YYYY-MM-DD, got "${asOf}"`);
    return this.request(
      { operation: 'sectionBody', method: 'GET', path: `${STATUTES}section/${encodeSegment(actId)}/body`, query: { asOf } },
      (json) => readSectionBody(json, actId),
      call,
    );
  }

  related(actId: string, call?: CallOptions): Promise<RelatedSections> {
    return this.request({ operation: 'related', method: 'GET', path: `${STATUTES}section/${encodeSegment(actId)}/related` }, readRelated, call);
  }

  resolve(cite: string, params: ResolveParams = {}, call?: CallOptions): Promise<Resolution> {
    return this.request(
      { operation: 'resolve', method: 'GET', path: `${STATUTES}resolve`, query: { cite, state: params.state, corpusType: params.corpusType } },
      readResolution,
      call,
    );
  }

  /** Batch metadata for at most 50 ids (one call, 5 credits). */
  sections(actIds: readonly string[], call?: CallOptions): Promise<BatchSections> {
    if (actIds.length === 0) return Promise.resolve({ sections: [], notFound: [] });
    if (actIds.length > MAX_BATCH_IDS) throw new RangeError(`At most ${MAX_BATCH_IDS} act ids per batch call (got ${actIds.length}).`);
    return this.request({ operation: 'sections', method: 'GET', path: `${STATUTES}sections`, query: { actIds: actIds.join(',') } }, readBatchSections, call);
  }

  coverage(call?: CallOptions): Promise<Coverage> {
    return this.request({ operation: 'coverage', method: 'GET', path: `${STATUTES}coverage` }, readCoverage, call);
  }

  divisions(params: DivisionParams, call?: CallOptions): Promise<DivisionPage> {
    const query = { corpusType: params.corpusType, state: params.state, parent: params.parent, cursor: params.cursor, limit: params.limit?.toString() };
    return this.request({ operation: 'divisions', method: 'GET', path: `${STATUTES}divisions`, query }, readDivisionPage, call);
  }

  laws(call?: CallOptions): Promise<JurisdictionLaws[]> {
    return this.request({ operation: 'laws', method: 'GET', path: `${STATUTES}laws` }, readLaws, call);
  }

  pricing(call?: CallOptions): Promise<Pricing> {
    return this.request({ operation: 'pricing', method: 'GET', path: `${API}pricing`, auth: false }, readPricing, call);
  }

  watches(filter: { corpusType?: string; state?: string; channel?: string } = {}, call?: CallOptions): Promise<Watch[]> {
    return this.request({ operation: 'watches', method: 'GET', path: `${API}watches`, query: filter }, readWatches, call);
  }

  createWatch(watch: NewWatch, call?: CallOptions): Promise<Watch> {
    return this.request({ operation: 'createWatch', method: 'POST', path: `${API}watches`, body: dropUndefined(watch) }, readWatch, call);
  }

  private request<T>(spec: RequestSpec, read: (json: unknown) => T, call: CallOptions = {}): Promise<T> {
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

  private async execute<T>(spec: RequestSpec, url: string, read: (json: unknown) => T, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (spec.auth !== false) {
      const key = await this.options.apiKey();
      if (!key) throw new MissingKeyError();
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
        return await this.attempt(spec, url, { method: spec.method, headers, body }, read, signal);
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

  private async attempt<T>(spec: RequestSpec, url: string, init: RequestInit, read: (json: unknown) => T, signal?: AbortSignal): Promise<T> {
    const release = await this.pacer.acquire(signal);
    const started = this.clock.now();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response | undefined;
    try {
      // Redirects are not followed: they would carry the request (and its citations) to an address the user did not configure.
      response = await this.fetchImpl(url, { ...init, redirect: 'manual', signal: combined });
      const text = await response.text();
      release(response.headers);
      const ms = this.clock.now() - started;
      if (!response.ok) throw this.statusError(response, text);
      const json = parseJson(text, response.status);
      const result = read(json);
      const credits = readCreditsConsumed(json);
      this.logger.info(`${spec.method} ${pathOf(url)} ${response.status} ${credits} credit${credits === 1 ? '' : 's'} ${ms} ms`);
      if (credits > 0) this.options.onCreditsConsumed?.({ operation: spec.operation, credits });
      return result;
    } catch (error) {
      release(response?.headers);
      const mapped = this.mapFailure(error, signal, timeout, response);
      if (!(mapped instanceof CancelledError)) {
        this.logger.warn(`${spec.method} ${pathOf(url)} ${response?.status ?? '-'} failed after ${this.clock.now() - started} ms: ${mapped.message}`);
      }
      throw mapped;
    }
  }

  private mapFailure(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, response: Response | undefined): StatuteApiError {
    if (error instanceof StatuteApiError) return error;
    if (signal?.aborted) return new CancelledError();
    if (timeout.aborted) return new TimeoutError(this.timeoutMs);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    if (response) return new InvalidResponseError(`The service's reply was cut off or unreadable (${reason}).`, response.status);
    return new NetworkError(`Could not reach the statute service at ${this.baseUrl.host} (${reason}).`, { cause: error });
  }

  private statusError(response: Response, text: string): StatuteApiError {
    const status = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const body = isObject(json) ? json : {};
    const detail = typeof body.detail === 'string' ? body.detail : undefined;
    if (status >= 300 && status < 400) {
      const target = response.headers.get('location');
      return new UnexpectedStatusError(status, `The statute service redirected to ${target ?? 'another address'}; redirects are not followed. If the service has moved, update statutes.serviceUrl.`);
    }
    switch (status) {
      case 401:
        return new AuthError(detail);
      case 402:
        return new CreditsError(detail);
      case 403:
        return new ForbiddenError(detail);
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
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.clock.now()) ?? 60_000;
        this.pacer.blockFor(retryAfterMs);
        return new RateLimitError(retryAfterMs, detail);
      }
      default:
        return status >= 500 ? new ServiceError(status, detail) : new UnexpectedStatusError(status, detail);
    }
  }
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

/** Act ids are opaque; the path segment may also be a citation, which can contain `/` (ILCS) or `§`. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
