import { MAX_FIELD_CHARS, isObject, normalisePinpoint, readSectionRecord } from '../api/models';
import { PersistedCache, type CacheStorage, type PersistedCacheOptions, type StoredEntries } from './persistedCache';
import type { CitationInfo, PartialInfo } from './types';

export type { CacheStorage } from './persistedCache';

export interface LookupCacheOptions extends PersistedCacheOptions {
  /** How long a verified answer is trusted. */
  ttlMs?: number;
  /** How long "not found" is trusted (the citation may be fixed upstream sooner). */
  unresolvedTtlMs?: number;
  /** Most answers kept, all services together (MAX_CACHED_ANSWERS). */
  maxEntries?: number;
  /** Largest file written, in characters of JSON (MAX_CACHE_FILE_CHARS); the oldest answers go first. */
  maxFileChars?: number;
}

/** Some hundred verified briefs' worth of citations. */
export const MAX_CACHED_ANSWERS = 5_000;
/** Some 8 MB on disk: read whole on every save, so it stays small. */
export const MAX_CACHE_FILE_CHARS = 8 * 1024 * 1024;

const VERSION = 2;

interface Persisted {
  version: typeof VERSION;
  /** Every answer fetched before this time was cleared (by any window). */
  clearedAt: number;
  /** Per service URL: its answers by citation key, and the newest currentThrough seen per code. */
  services: Record<string, { entries: [string, unknown][]; latest: [string, string][] }>;
}

/** What one read of the storage held; entries by `service SEP key`, latest by `service SEP code`. */
interface Snapshot extends StoredEntries<CitationInfo> {
  latest: Map<string, string>;
}

const WORDING = { cache: 'answers cache', one: 'malformed answer', many: 'malformed answers' };
const DAY = 86_400_000;
/** Between the service and the key in the maps' keys: a URL never holds it. */
const SEP = '\u0000';

/**
 * Answers per citation, kept across sessions and windows, apart per service URL. An entry expires after
 * its TTL, and earlier when the service has since reported a later `currentThrough` for the same code:
 * the text may have changed.
 *
 * Saved with the merge-on-save of PersistedCache, so no window loses another's paid answers. Entries
 * read back are checked with the same decoders as network answers; a malformed one is dropped.
 */
export class LookupCache extends PersistedCache<CitationInfo, Snapshot> {
  /** Newest currentThrough seen per `service SEP code` (corpus, state, title). */
  private latest = new Map<string, string>();
  private readonly ttlMs: number;
  private readonly unresolvedTtlMs: number;

  constructor(storage?: CacheStorage, options: LookupCacheOptions = {}) {
    super(storage, WORDING, options, { maxEntries: MAX_CACHED_ANSWERS, maxFileChars: MAX_CACHE_FILE_CHARS });
    this.ttlMs = options.ttlMs ?? 7 * DAY;
    this.unresolvedTtlMs = options.unresolvedTtlMs ?? DAY;
  }

  get(key: string): CitationInfo | undefined {
    return this.fresh(this.id(key));
  }

  set(key: string, info: CitationInfo): void {
    const service = this.service();
    const code = codeKey(service, info);
    const through = info.section?.currentThrough;
    if (code && through && through > (this.latest.get(code) ?? '')) this.latest.set(code, through);
    const id = service + SEP + key;
    this.entries.delete(id);
    this.entries.set(id, info);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.dirty = true;
  }

  /** Forgets every answer of every service, here and (on the next save) in every window. */
  clear(): void {
    this.forgetAll();
    this.latest.clear();
  }

  /** Answers held for the current service. */
  get size(): number {
    const prefix = this.service() + SEP;
    let n = 0;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) n++;
    return n;
  }

  private id(key: string): string {
    return this.service() + SEP + key;
  }

  protected isFresh(id: string, info: CitationInfo): boolean {
    const ttl = info.resolved ? this.ttlMs : this.unresolvedTtlMs;
    const age = this.now() - info.fetchedAt;
    // Not a date, or fetched more than a day in the future: not to be trusted.
    if (!Number.isFinite(age) || age > ttl || age < -DAY) return false;
    if (info.fetchedAt < this.clearedAt) return false;
    const code = codeKey(id.slice(0, id.indexOf(SEP)), info);
    const through = info.section?.currentThrough;
    return !(code && through && through < (this.latest.get(code) ?? ''));
  }

  protected empty(): Snapshot {
    return { clearedAt: 0, entries: new Map(), latest: new Map(), malformed: 0 };
  }

  protected decode(data: unknown): Snapshot | 'replace' | undefined {
    // The first format (version 1) was not kept per service: its answers cannot be told apart, so it is replaced.
    if (isObject(data) && data.version === 1) return 'replace';
    return isObject(data) && data.version === VERSION ? readStored(data) : undefined;
  }

  /** After newer answers are taken in: answers from before any clear go, stale ones are pruned, the bound holds. */
  protected merged(stored: Snapshot): void {
    for (const [code, date] of stored.latest) if (date > (this.latest.get(code) ?? '')) this.latest.set(code, date);
    this.dropStale();
    // The oldest answers go first when over the bound.
    const byAge = [...this.entries].sort(([, a], [, b]) => a.fetchedAt - b.fetchedAt);
    this.entries = new Map(byAge.slice(Math.max(0, byAge.length - this.maxEntries)));
    // A code's date matters only while an answer of that code is kept.
    const codes = new Set<string>();
    for (const [id, info] of this.entries) {
      const code = codeKey(id.slice(0, id.indexOf(SEP)), info);
      if (code) codes.add(code);
    }
    for (const code of [...this.latest.keys()]) if (!codes.has(code)) this.latest.delete(code);
  }

  /** The file's text, within the size bound (dropping the oldest answers until it fits). */
  protected serialise(): string {
    for (;;) {
      const data: Persisted = { version: VERSION, clearedAt: this.clearedAt, services: {} };
      for (const [id, info] of this.entries) {
        const service = id.slice(0, id.indexOf(SEP));
        (data.services[service] ??= { entries: [], latest: [] }).entries.push([id.slice(service.length + 1), info]);
      }
      for (const [code, date] of this.latest) {
        const service = code.slice(0, code.indexOf(SEP));
        data.services[service]?.latest.push([code.slice(service.length + 1), date]);
      }
      const text = JSON.stringify(data);
      if (text.length <= this.maxFileChars || this.entries.size === 0) return text;
      const drop = Math.max(1, Math.ceil(this.entries.size * (1 - this.maxFileChars / text.length)));
      const ids = [...this.entries.keys()];
      for (const id of ids.slice(0, drop)) this.entries.delete(id);
    }
  }
}

function codeKey(service: string, info: CitationInfo): string | undefined {
  const s = info.section;
  if (!s?.corpusType) return undefined;
  return service + SEP + [s.corpusType, s.state ?? '', s.titleNumber ?? ''].join('|');
}

/** The stored file, each answer checked as a network answer is; undefined when it is not a cache file at all. */
function readStored(data: Record<string, unknown>): Snapshot | undefined {
  if (!isObject(data.services)) return undefined;
  const clearedAt = typeof data.clearedAt === 'number' && Number.isFinite(data.clearedAt) ? data.clearedAt : 0;
  const snapshot: Snapshot = { clearedAt, entries: new Map(), latest: new Map(), malformed: 0 };
  for (const [service, bucket] of Object.entries(data.services)) {
    if (!isObject(bucket) || service.includes(SEP)) {
      snapshot.malformed++;
      continue;
    }
    for (const row of Array.isArray(bucket.entries) ? bucket.entries : []) {
      const key = Array.isArray(row) ? row[0] : undefined;
      const info = Array.isArray(row) && row.length === 2 ? readCachedInfo(row[1]) : undefined;
      if (typeof key !== 'string' || key.length > MAX_FIELD_CHARS || !info) snapshot.malformed++;
      else snapshot.entries.set(service + SEP + key, info);
    }
    for (const row of Array.isArray(bucket.latest) ? bucket.latest : []) {
      if (Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' && /^\d{4}-\d{2}-\d{2}/.test(row[1]) && row[1].length <= 40) {
        snapshot.latest.set(service + SEP + row[0], row[1]);
      }
    }
  }
  return snapshot;
}

/** One stored answer, read with the decoders of network answers; undefined when malformed. */
export function readCachedInfo(value: unknown): CitationInfo | PartialInfo | undefined {
  if (!isObject(value)) return undefined;
  const { canonical, resolved, fetchedAt, subsection } = value;
  if (typeof canonical !== 'string' || canonical.length > MAX_FIELD_CHARS || typeof resolved !== 'boolean') return undefined;
  // A fetchedAt that is not a time reads as long expired.
  const when = typeof fetchedAt === 'number' && Number.isFinite(fetchedAt) ? fetchedAt : 0;
  let section: CitationInfo['section'] = null;
  if (value.section !== null && value.section !== undefined) {
    try {
      // Stored records are the decoded form: `mock` where the service sends `_mock`.
      section = { ...readSectionRecord(value.section), mock: isObject(value.section) && value.section.mock === true };
    } catch {
      return undefined;
    }
  }
  if (resolved && !section) return undefined;
  const info: CitationInfo = {
    canonical,
    resolved,
    section,
    subsection: typeof subsection === 'string' ? (normalisePinpoint(subsection) ?? null) : null,
    fetchedAt: when,
  };
  if (value.needsMetadata === true) {
    if (typeof value.queryKey !== 'string' || value.queryKey.length > MAX_FIELD_CHARS) return undefined;
    return { ...info, needsMetadata: true, queryKey: value.queryKey };
  }
  return info;
}
