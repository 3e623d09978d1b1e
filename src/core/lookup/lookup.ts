import { detachable, sleep } from '../util/async';
import type { ResolveItem, StatuteClient } from '../api/client';
import { estimateCost, type ChargingRules, type CostEstimate } from '../api/dialect';
import { AuthError, CancelledError, CreditsError, MissingKeyError, NetworkError, StatuteApiError, TimeoutError } from '../api/errors';
import { LookupCache } from './lookupCache';
import type { Resolution, SectionRecord } from '../api/models';
import type { CitationInfo, CitationQuery, PartialInfo } from './types';

export type { CitationInfo, CitationQuery, PartialInfo } from './types';

/** What `resolveMany` learned about one citation: its answer, or why there is none. */
export interface ManyResult {
  query: CitationQuery;
  answer?: CitationInfo | PartialInfo;
  error?: unknown;
}

export interface ResolveManyOptions {
  /** Stops new requests; a request already sent finishes, so its paid answers are kept. */
  signal?: AbortSignal;
  /** Distinct citations per request: the service's batch size, 0 (or 1) for one request per citation. */
  batchSize: number;
  /** Requests in flight at once (the client's pacer keeps them within the rate limit). */
  concurrency?: number;
  /** Each citation's result as it arrives: cached ones at once, paid ones as their request answers. */
  onResult?: (result: ManyResult) => void;
}

export interface ManyOutcome {
  /** Set when the run stopped because going on could not succeed (no key, no credits, the service stopped answering). */
  stoppedBy?: StatuteApiError;
  /** Citations never sent (cancelled or stopped before their turn). */
  unsent: CitationQuery[];
}

/** How owed metadata is fetched: one batch call per 50 sections, or one call per section when that is cheaper. */
export interface MetadataPlan {
  route: 'sections' | 'section';
  estimate: CostEstimate;
}

/** The cheaper way to fetch the metadata of `count` sections under the service's charging rules. */
export function metadataPlan(count: number, rules: ChargingRules): MetadataPlan {
  const batched = estimateCost(rules, { sectionIds: count });
  const single = estimateCost(rules, { section: count });
  return batched.credits <= single.credits ? { route: 'sections', estimate: batched } : { route: 'section', estimate: single };
}

/**
 * No key, no credits, or a service that stopped answering: every further call would fail too, and a
 * call that timed out or lost its connection may have been charged, so none is sent after it.
 */
export function stopsTheRun(error: unknown): error is StatuteApiError {
  return error instanceof CreditsError || error instanceof AuthError || error instanceof MissingKeyError || error instanceof TimeoutError || error instanceof NetworkError;
}

/**
 * Turns a citation into the section it names: resolve (1 credit), then metadata only when resolve did
 * not return the heading and hierarchy. One request per distinct citation however many callers ask at
 * once; a caller that cancels only stops waiting, so an answer already paid for is still cached.
 */
export class CitationLookup {
  private readonly pending = new Map<string, Promise<CitationInfo | PartialInfo>>();
  private readonly completing = new Map<string, Promise<CitationInfo>>();

  constructor(
    private readonly client: () => StatuteClient,
    readonly cache: LookupCache = new LookupCache(),
    private readonly now: () => number = Date.now,
  ) {}

  static key(query: CitationQuery): string {
    return [query.corpusType ?? '', query.state ?? '', query.canonical].join('|');
  }

  /** The cached answer, or undefined; never makes a request. */
  async cached(query: CitationQuery): Promise<CitationInfo | PartialInfo | undefined> {
    await this.cache.load();
    return this.cache.get(CitationLookup.key(query));
  }

  /** The full answer (resolve, then metadata if needed), from the cache when fresh. */
  async lookup(query: CitationQuery, signal?: AbortSignal): Promise<CitationInfo> {
    const info = await this.resolve(query, signal);
    if (!isPartial(info)) return info;
    // Callers that got the same partial answer share one metadata call.
    let completing = this.completing.get(info.queryKey);
    if (!completing) {
      completing = this.complete([info])
        .then(([full]) => full)
        .finally(() => this.completing.delete(info.queryKey));
      this.completing.set(info.queryKey, completing);
    }
    return detachable(completing, signal);
  }

  /**
   * Resolve only: a record that still needs metadata comes back as PartialInfo (not cached) so that
   * a caller verifying many citations can fetch metadata in batches of 50.
   */
  async resolve(query: CitationQuery, signal?: AbortSignal): Promise<CitationInfo | PartialInfo> {
    const known = await this.cached(query);
    if (known) return known;
    const key = CitationLookup.key(query);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.fetchResolution(query).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return detachable(pending, signal);
  }

  /**
   * Fetches metadata for partial answers and caches them: batches of ≤ 50 ids (`POST /sections` on the
   * live service), or one metadata call each where that is cheaper (`route`; by default for a single one).
   */
  async complete(partials: PartialInfo[], route?: MetadataPlan['route']): Promise<CitationInfo[]> {
    const client = this.client();
    const byId = new Map<string, SectionRecord>();
    const ids = [...new Set(partials.map((p) => (p.section as SectionRecord).actId))];
    if ((route ?? (ids.length === 1 ? 'section' : 'sections')) === 'section') {
      for (const id of ids) byId.set(id, (await client.section(id)).section);
    } else {
      for (let i = 0; i < ids.length; i += 50) {
        const batch = await client.sections(ids.slice(i, i + 50));
        for (const record of batch.sections) byId.set(record.actId, record);
      }
    }
    return partials.map((partial) => {
      const { needsMetadata: _owed, queryKey, ...info } = partial;
      const full: CitationInfo = { ...info, section: byId.get(partial.section?.actId ?? '') ?? partial.section };
      this.store(queryKey, full);
      return full;
    });
  }

  forget(): void {
    this.cache.clear();
    void this.cache.save();
  }

  /** Writes pending answers now (on shutdown). */
  flush(): Promise<void> {
    return this.cache.save();
  }

  private store(key: string, info: CitationInfo): void {
    this.cache.set(key, info);
    this.cache.saveSoon();
  }

  /**
   * Many citations at once, each paid for at most once: cached answers cost nothing, a citation another
   * caller is already resolving is shared, and the rest go to `client.resolveMany` in requests of up to
   * `batchSize` distinct citations (one request per citation where the service has no batch resolve).
   * Every answer is cached the moment its request answers, whatever happens to the rest of the run.
   */
  async resolveMany(queries: readonly CitationQuery[], options: ResolveManyOptions): Promise<ManyOutcome> {
    const distinct = new Map<string, CitationQuery>();
    for (const query of queries) if (!distinct.has(CitationLookup.key(query))) distinct.set(CitationLookup.key(query), query);
    const outcome: ManyOutcome = { unsent: [] };
    const report = (result: ManyResult): void => options.onResult?.(result);
    const queue: CitationQuery[] = [];
    for (const query of distinct.values()) {
      const known = await this.cached(query);
      if (known) report({ query, answer: known });
      else queue.push(query);
    }
    const size = Math.max(1, options.batchSize);
    const stopped = (): boolean => options.signal?.aborted === true || outcome.stoppedBy !== undefined;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < queue.length) {
        const chunk = queue.slice(next, next + size);
        next += chunk.length;
        if (!stopped()) await this.waitForWindow(options.signal);
        if (stopped()) {
          outcome.unsent.push(...chunk);
          continue;
        }
        await this.sendChunk(chunk, report, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    return outcome;
  }

  /** While the client waits out the rate limit, a cancelled run stops here rather than send more. */
  private async waitForWindow(signal: AbortSignal | undefined): Promise<void> {
    for (let wait = this.client().pacingDelayMs; wait > 0 && !signal?.aborted; wait = this.client().pacingDelayMs) {
      await sleep(Math.min(wait, 1000), signal).catch(() => undefined);
    }
  }

  private async sendChunk(chunk: CitationQuery[], report: (r: ManyResult) => void, outcome: ManyOutcome): Promise<void> {
    const items = new Map<ResolveItem, { query: CitationQuery; settle: (answer?: CitationInfo | PartialInfo, error?: unknown) => void }>();
    const shared: Promise<void>[] = [];
    for (const query of chunk) {
      const key = CitationLookup.key(query);
      const known = this.cache.get(key);
      const pending = this.pending.get(key);
      if (known) report({ query, answer: known });
      else if (pending) {
        // Another caller (a hover) is paying for it already.
        shared.push(pending.then((answer) => report({ query, answer }), (error: unknown) => report({ query, error })));
      } else {
        let settle!: (answer?: CitationInfo | PartialInfo, error?: unknown) => void;
        const promise = new Promise<CitationInfo | PartialInfo>((resolve, reject) => {
          settle = (answer, error) => (answer ? resolve(answer) : reject(error instanceof Error ? error : new CancelledError()));
        });
        promise.catch(() => undefined);
        const entry = promise.finally(() => {
          if (this.pending.get(key) === entry) this.pending.delete(key);
        });
        entry.catch(() => undefined);
        this.pending.set(key, entry);
        items.set({ cite: query.canonical, corpusType: query.corpusType ?? undefined, state: query.state ?? undefined }, { query, settle });
      }
    }
    if (items.size > 0) {
      const settled = new Set<ResolveItem>();
      const finish = (item: ResolveItem, resolution: Resolution | undefined, error: unknown): void => {
        const entry = items.get(item);
        if (!entry || settled.has(item)) return;
        settled.add(item);
        if (resolution) {
          const answer = this.answerOf(entry.query, resolution);
          entry.settle(answer);
          report({ query: entry.query, answer });
        } else {
          entry.settle(undefined, error);
          report({ query: entry.query, error });
          if (stopsTheRun(error)) outcome.stoppedBy ??= error;
        }
      };
      try {
        // No signal: a request once sent is allowed to finish so that its paid answers are cached.
        await this.client().resolveMany([...items.keys()], { onResult: (o) => finish(o.item, o.resolution, o.error) });
      } catch (error) {
        for (const item of items.keys()) finish(item, undefined, error);
      }
      for (const item of items.keys()) finish(item, undefined, new CancelledError());
    }
    await Promise.all(shared);
  }

  private async fetchResolution(query: CitationQuery): Promise<CitationInfo | PartialInfo> {
    const resolution = await this.client().resolve(query.canonical, {
      corpusType: query.corpusType ?? undefined,
      state: query.state ?? undefined,
    });
    return this.answerOf(query, resolution);
  }

  /** The answer a resolution gives for a query, cached: a paid resolve is never asked again. */
  private answerOf(query: CitationQuery, resolution: Resolution): CitationInfo | PartialInfo {
    const section = resolution.resolved ? resolution.section : null;
    const info: CitationInfo = {
      canonical: query.canonical,
      resolved: section !== null && !section.mock,
      section,
      subsection: resolution.subsection,
      fetchedAt: this.now(),
    };
    const key = CitationLookup.key(query);
    // A partial answer is cached too: its resolve was paid for, and the status it carries is real.
    const answer: CitationInfo | PartialInfo = section && info.resolved && needsMetadata(section) ? { ...info, needsMetadata: true, queryKey: key } : info;
    this.store(key, answer);
    return answer;
  }
}

export function isPartial(info: CitationInfo | PartialInfo): info is PartialInfo {
  return (info as Partial<PartialInfo>).needsMetadata === true;
}

function needsMetadata(section: SectionRecord): boolean {
  return !section.title || section.breadcrumb.length === 0;
}
