import type { CitationInfo } from './types';

/** Where the cache persists (a file in the extension's global storage; memory in tests). */
export interface CacheStorage {
  read(): Promise<string | undefined>;
  write(data: string): Promise<void>;
}

export interface LookupCacheOptions {
  /** How long a verified answer is trusted. */
  ttlMs?: number;
  /** How long "not found" is trusted (the citation may be fixed upstream sooner). */
  unresolvedTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Persisted {
  version: 1;
  entries: [string, CitationInfo][];
  latest: [string, string][];
}

const DAY = 86_400_000;

/**
 * Answers per citation, kept across sessions. An entry expires after its TTL, and earlier when the
 * service has since reported a later `currentThrough` for the same code: the text may have changed.
 */
export class LookupCache {
  private readonly entries = new Map<string, CitationInfo>();
  /** Newest currentThrough seen per code (corpus, state, title). */
  private readonly latest = new Map<string, string>();
  private loaded: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  private readonly ttlMs: number;
  private readonly unresolvedTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly storage?: CacheStorage,
    options: LookupCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 7 * DAY;
    this.unresolvedTtlMs = options.unresolvedTtlMs ?? DAY;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? Date.now;
  }

  /** Reads the persisted entries once; a corrupt file is ignored (and overwritten on the next save). */
  load(): Promise<void> {
    this.loaded ??= (async () => {
      const text = await this.storage?.read().catch(() => undefined);
      if (!text) return;
      try {
        const data = JSON.parse(text) as Persisted;
        if (data.version !== 1 || !Array.isArray(data.entries)) return;
        for (const [key, info] of data.entries) if (typeof key === 'string' && info && typeof info.canonical === 'string') this.entries.set(key, info);
        for (const [code, date] of data.latest ?? []) if (typeof code === 'string' && typeof date === 'string') this.latest.set(code, date);
      } catch {
        // Unreadable cache: start empty.
      }
    })();
    return this.loaded;
  }

  get(key: string): CitationInfo | undefined {
    const info = this.entries.get(key);
    if (!info) return undefined;
    if (!this.isFresh(info)) {
      this.entries.delete(key);
      this.dirty = true;
      return undefined;
    }
    return info;
  }

  set(key: string, info: CitationInfo): void {
    const code = codeKey(info);
    const through = info.section?.currentThrough;
    if (code && through && through > (this.latest.get(code) ?? '')) this.latest.set(code, through);
    this.entries.delete(key);
    this.entries.set(key, info);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.dirty = true;
  }

  clear(): void {
    this.entries.clear();
    this.latest.clear();
    this.dirty = true;
  }

  get size(): number {
    return this.entries.size;
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

  /** Writes the cache if it changed; saves never overlap. */
  save(): Promise<void> {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
    }
    if (!this.storage || !this.dirty) return this.saving;
    this.dirty = false;
    const data: Persisted = { version: 1, entries: [...this.entries], latest: [...this.latest] };
    const storage = this.storage;
    this.saving = this.saving.then(() => storage.write(JSON.stringify(data))).catch(() => {
      this.dirty = true;
    });
    return this.saving;
  }

  private isFresh(info: CitationInfo): boolean {
    const ttl = info.resolved ? this.ttlMs : this.unresolvedTtlMs;
    if (this.now() - info.fetchedAt > ttl) return false;
    const code = codeKey(info);
    const through = info.section?.currentThrough;
    return !(code && through && through < (this.latest.get(code) ?? ''));
  }
}

function codeKey(info: CitationInfo): string | undefined {
  const s = info.section;
  if (!s?.corpusType) return undefined;
  return [s.corpusType, s.state ?? '', s.titleNumber ?? ''].join('|');
}
