import { detachable } from '../util/async';
import type { StatuteClient } from '../api/client';
import { LookupCache } from './lookupCache';
import type { SectionRecord } from '../api/models';
import type { CitationInfo, CitationQuery, PartialInfo } from './types';

export type { CitationInfo, CitationQuery, PartialInfo } from './types';

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

  /** Fetches metadata for partial answers (batches of ≤ 50 ids, or one metadata call for a single one) and caches them. */
  async complete(partials: PartialInfo[]): Promise<CitationInfo[]> {
    const client = this.client();
    const byId = new Map<string, SectionRecord>();
    const ids = [...new Set(partials.map((p) => (p.section as SectionRecord).actId))];
    if (ids.length === 1) {
      const answer = await client.section(ids[0]);
      byId.set(ids[0], answer.section);
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

  private async fetchResolution(query: CitationQuery): Promise<CitationInfo | PartialInfo> {
    const resolution = await this.client().resolve(query.canonical, {
      corpusType: query.corpusType ?? undefined,
      state: query.state ?? undefined,
    });
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
