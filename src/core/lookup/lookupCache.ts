import { MAX_FIELD_CHARS, isObject, normalisePinpoint, readSectionRecord } from '../api/models';
import type { CitationInfo, PartialInfo } from './types';

/**
 * Where the cache persists: a file in the extension's global storage, shared by every window of the
 * user (memory in tests).
 */
export interface CacheStorage {
  read(): Promise<string | undefined>;
  /** Replaces the content whole: a reader sees the old content or the new, never part of either. */
  write(data: string): Promise<void>;
  /** Runs `work` while no other window's cache re-reads and writes this storage; absent: no other writer. */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Moves unreadable content aside, so the answers in it are not overwritten; says where it went. */
  setAside?(): Promise<string | undefined>;
}

export interface LookupCacheOptions {
  /** How long a verified answer is trusted. */
  ttlMs?: number;
  /** How long "not found" is trusted (the citation may be fixed upstream sooner). */
  unresolvedTtlMs?: number;
  /** Most answers kept, all services together (MAX_CACHED_ANSWERS). */
  maxEntries?: number;
  /** Largest file written, in characters of JSON (MAX_CACHE_FILE_CHARS); the oldest answers go first. */
  maxFileChars?: number;
  /** The service the answers come from (its URL): each service's answers are kept and found apart. */
  service?: () => string;
  /** Told when the file could not be read (and was kept aside) or held malformed answers (dropped). */
  onProblem?: (message: string) => void;
  now?: () => number;
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

/** What one read of the storage held. */
interface Snapshot {
  clearedAt: number;
  entries: Map<string, CitationInfo>;
  latest: Map<string, string>;
  malformed: number;
}

const DAY = 86_400_000;
/** Between the service and the key in the maps' keys: a URL never holds it. */
const SEP = '\u0000';

/**
 * Answers per citation, kept across sessions and windows, apart per service URL. An entry expires after
 * its TTL, and earlier when the service has since reported a later `currentThrough` for the same code:
 * the text may have changed.
 *
 * Saving merges with what other windows saved meanwhile (re-read, merge, write whole), so no window
 * loses another's paid answers, and a clear in one window is not undone by another's next save.
 * Entries read back are checked with the same decoders as network answers; a malformed one is dropped.
 */
export class LookupCache {
  /** By `service SEP key`. */
  private entries = new Map<string, CitationInfo>();
  /** Newest currentThrough seen per `service SEP code` (corpus, state, title). */
  private latest = new Map<string, string>();
  private clearedAt = 0;
  private loaded: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  private readonly ttlMs: number;
  private readonly unresolvedTtlMs: number;
  private readonly maxEntries: number;
  private readonly maxFileChars: number;
  private readonly service: () => string;
  private readonly onProblem: (message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly storage?: CacheStorage,
    options: LookupCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 7 * DAY;
    this.unresolvedTtlMs = options.unresolvedTtlMs ?? DAY;
    this.maxEntries = options.maxEntries ?? MAX_CACHED_ANSWERS;
    this.maxFileChars = options.maxFileChars ?? MAX_CACHE_FILE_CHARS;
    this.service = options.service ?? (() => '');
    this.onProblem = options.onProblem ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** Reads the persisted entries once; an unreadable file is kept aside and reported. */
  load(): Promise<void> {
    this.loaded ??= this.readStorage().then(
      (snapshot) => this.merge(snapshot),
      () => undefined,
    );
    return this.loaded;
  }

  get(key: string): CitationInfo | undefined {
    const id = this.id(key);
    const info = this.entries.get(id);
    if (!info) return undefined;
    if (!this.isFresh(id, info)) {
      this.entries.delete(id);
      this.dirty = true;
      return undefined;
    }
    return info;
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
    this.entries.clear();
    this.latest.clear();
    this.clearedAt = Math.max(this.now(), this.clearedAt);
    this.dirty = true;
  }

  /** Answers held for the current service. */
  get size(): number {
    const prefix = this.service() + SEP;
    let n = 0;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) n++;
    return n;
  }

  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  /** Saves a moment later, so a verification that stores a hundred answers writes the file once. */
  saveSoon(delayMs = 1000): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      void this.save();
    }, delayMs);
  }

  /** Merges with what is stored now and writes the result if anything changed here; saves never overlap. */
  save(): Promise<void> {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
    }
    if (!this.storage || !this.dirty) return this.saving;
    this.dirty = false;
    const storage = this.storage;
    const merge = async (): Promise<void> => {
      await this.load();
      const stored = await this.readStorage();
      this.merge(stored);
      await storage.write(this.serialise());
    };
    this.saving = this.saving
      .then(() => (storage.exclusive ? storage.exclusive(merge) : merge()))
      .catch(() => {
        this.dirty = true;
      });
    return this.saving;
  }

  private id(key: string): string {
    return this.service() + SEP + key;
  }

  private isFresh(id: string, info: CitationInfo): boolean {
    const ttl = info.resolved ? this.ttlMs : this.unresolvedTtlMs;
    const age = this.now() - info.fetchedAt;
    // Not a date, or fetched more than a day in the future: not to be trusted.
    if (!Number.isFinite(age) || age > ttl || age < -DAY) return false;
    if (info.fetchedAt < this.clearedAt) return false;
    const code = codeKey(id.slice(0, id.indexOf(SEP)), info);
    const through = info.section?.currentThrough;
    return !(code && through && through < (this.latest.get(code) ?? ''));
  }

  private async readStorage(): Promise<Snapshot> {
    const empty: Snapshot = { clearedAt: 0, entries: new Map(), latest: new Map(), malformed: 0 };
    const text = await this.storage?.read();
    if (!text) return empty;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    // The first format (version 1) was not kept per service: its answers cannot be told apart, so it is replaced.
    if (isObject(data) && data.version === 1) return empty;
    const snapshot = isObject(data) && data.version === VERSION ? decode(data) : undefined;
    if (!snapshot) {
      const kept = await this.storage?.setAside?.().catch(() => undefined);
      this.onProblem(`The answers cache could not be read${kept ? `; it was kept as ${kept}` : ''}. A new one was started.`);
      return empty;
    }
    if (snapshot.malformed) this.onProblem(`${snapshot.malformed} malformed answer${snapshot.malformed === 1 ? ' was' : 's were'} dropped from the answers cache.`);
    return snapshot;
  }

  /** Takes in what another window stored: newer answers win, answers from before any clear go, stale ones are pruned. */
  private merge(stored: Snapshot): void {
    this.clearedAt = Math.max(this.clearedAt, stored.clearedAt);
    for (const [id, info] of stored.entries) {
      const mine = this.entries.get(id);
      if (!mine || mine.fetchedAt < info.fetchedAt) this.entries.set(id, info);
    }
    for (const [code, date] of stored.latest) if (date > (this.latest.get(code) ?? '')) this.latest.set(code, date);
    for (const [id, info] of this.entries) if (!this.isFresh(id, info)) this.entries.delete(id);
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
  private serialise(): string {
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
function decode(data: Record<string, unknown>): Snapshot | undefined {
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
