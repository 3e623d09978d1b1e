import { isObject, readSectionBody, type SectionBody } from '../api/models';
import type { CacheStorage } from './lookupCache';

export interface TextCacheOptions {
  /** How long today's text is trusted (the law may change). */
  currentTtlMs?: number;
  /** How long a text as of a past date is trusted (it changes only when the service reconstructs it again). */
  datedTtlMs?: number;
  /** Most texts kept, all services together. */
  maxEntries?: number;
  /** Largest file written, in characters of JSON; the least recently read texts go first. */
  maxFileChars?: number;
  /** The service the texts come from (its URL): each service's texts are kept and found apart. */
  service?: () => string;
  onProblem?: (message: string) => void;
  now?: () => number;
}

const DAY = 86_400_000;
/** Some 120 texts as long as 17 U.S.C. § 115 today (about 120 KB each in two forms). */
export const MAX_TEXT_FILE_CHARS = 32 * 1024 * 1024;
export const MAX_KEPT_TEXTS = 2_000;
const VERSION = 1;
const SEP = '\u0000';

interface Entry {
  body: SectionBody;
  fetchedAt: number;
  /** When it was last read here: the bound drops the least recently read. */
  usedAt: number;
}

/**
 * Section texts kept across sessions and windows (beside the answers cache, in the same kind of file), so
 * that a re-run of the checks, a reopened document or a later hover reads them free and offline. Keyed by
 * service, section and date; saved with the same re-read-merge-write as the answers; bounded in number and
 * in characters; a clear in one window empties it in every window.
 */
export class TextCache {
  private entries = new Map<string, Entry>();
  private clearedAt = 0;
  private loaded: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly currentTtlMs: number;
  private readonly datedTtlMs: number;
  private readonly maxEntries: number;
  private readonly maxFileChars: number;
  private readonly service: () => string;
  private readonly onProblem: (message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly storage?: CacheStorage,
    options: TextCacheOptions = {},
  ) {
    this.currentTtlMs = options.currentTtlMs ?? 7 * DAY;
    this.datedTtlMs = options.datedTtlMs ?? 90 * DAY;
    this.maxEntries = options.maxEntries ?? MAX_KEPT_TEXTS;
    this.maxFileChars = options.maxFileChars ?? MAX_TEXT_FILE_CHARS;
    this.service = options.service ?? (() => '');
    this.onProblem = options.onProblem ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  static key(actId: string, asOf?: string): string {
    return `${actId}@${asOf ?? ''}`;
  }

  load(): Promise<void> {
    this.loaded ??= this.readStorage().then(
      (stored) => this.merge(stored),
      () => undefined,
    );
    return this.loaded;
  }

  async get(actId: string, asOf?: string): Promise<SectionBody | undefined> {
    await this.load();
    const id = this.service() + SEP + TextCache.key(actId, asOf);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (!this.isFresh(id, entry)) {
      this.entries.delete(id);
      this.dirty = true;
      return undefined;
    }
    entry.usedAt = this.now();
    return entry.body;
  }

  set(actId: string, asOf: string | undefined, body: SectionBody): void {
    const id = this.service() + SEP + TextCache.key(actId, asOf);
    const now = this.now();
    this.entries.delete(id);
    this.entries.set(id, { body, fetchedAt: now, usedAt: now });
    this.trim();
    this.dirty = true;
    this.saveSoon();
  }

  clear(): void {
    this.entries.clear();
    this.clearedAt = Math.max(this.now(), this.clearedAt);
    this.dirty = true;
    this.saveSoon();
  }

  get size(): number {
    return this.entries.size;
  }

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
      this.merge(await this.readStorage());
      await storage.write(this.serialise());
    };
    this.saving = this.saving
      .then(() => (storage.exclusive ? storage.exclusive(merge) : merge()))
      .catch(() => {
        this.dirty = true;
      });
    return this.saving;
  }

  private isFresh(id: string, entry: Entry): boolean {
    const dated = !id.endsWith('@');
    const age = this.now() - entry.fetchedAt;
    if (!Number.isFinite(age) || age < -DAY || age > (dated ? this.datedTtlMs : this.currentTtlMs)) return false;
    return entry.fetchedAt >= this.clearedAt;
  }

  /** The least recently read go first. */
  private trim(): void {
    if (this.entries.size <= this.maxEntries) return;
    const byUse = [...this.entries].sort(([, a], [, b]) => a.usedAt - b.usedAt);
    this.entries = new Map(byUse.slice(byUse.length - this.maxEntries));
  }

  private merge(stored: { clearedAt: number; entries: Map<string, Entry> }): void {
    this.clearedAt = Math.max(this.clearedAt, stored.clearedAt);
    for (const [id, entry] of stored.entries) {
      const mine = this.entries.get(id);
      if (!mine || mine.fetchedAt < entry.fetchedAt) this.entries.set(id, entry);
      else if (mine.usedAt < entry.usedAt) mine.usedAt = entry.usedAt;
    }
    for (const [id, entry] of this.entries) if (!this.isFresh(id, entry)) this.entries.delete(id);
    this.trim();
  }

  private async readStorage(): Promise<{ clearedAt: number; entries: Map<string, Entry> }> {
    const empty = { clearedAt: 0, entries: new Map<string, Entry>() };
    const text = await this.storage?.read();
    if (!text) return empty;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    if (!isObject(data) || data.version !== VERSION || !Array.isArray(data.entries)) {
      const kept = await this.storage?.setAside?.().catch(() => undefined);
      this.onProblem(`The section-text cache could not be read${kept ? `; it was kept as ${kept}` : ''}. A new one was started.`);
      return empty;
    }
    const clearedAt = typeof data.clearedAt === 'number' && Number.isFinite(data.clearedAt) ? data.clearedAt : 0;
    const entries = new Map<string, Entry>();
    let malformed = 0;
    for (const row of data.entries) {
      const entry = readEntry(row);
      if (entry) entries.set(entry[0], entry[1]);
      else malformed++;
    }
    if (malformed) this.onProblem(`${malformed} malformed section text${malformed === 1 ? ' was' : 's were'} dropped from the cache.`);
    return { clearedAt, entries };
  }

  /** Within the size bound: the least recently read texts are left out until it fits. */
  private serialise(): string {
    const byUse = [...this.entries].sort(([, a], [, b]) => b.usedAt - a.usedAt);
    const rows: string[] = [];
    let size = 0;
    for (const [id, entry] of byUse) {
      const row = JSON.stringify([id, entry.fetchedAt, entry.usedAt, entry.body]);
      if (size + row.length > this.maxFileChars && rows.length > 0) {
        this.entries.delete(id);
        continue;
      }
      rows.push(row);
      size += row.length + 1;
    }
    return `{"version":${VERSION},"clearedAt":${this.clearedAt},"entries":[${rows.join(',')}]}`;
  }
}

/** One stored text, read back with the decoder of network answers; undefined when malformed. */
function readEntry(row: unknown): [string, Entry] | undefined {
  if (!Array.isArray(row) || row.length !== 4) return undefined;
  const [id, fetchedAt, usedAt, body] = row as unknown[];
  if (typeof id !== 'string' || !id.includes(SEP) || id.length > 8192 || typeof fetchedAt !== 'number' || typeof usedAt !== 'number') return undefined;
  const actId = id.slice(id.indexOf(SEP) + 1).replace(/@[^@]*$/, '');
  try {
    return [id, { body: readSectionBody(body, actId), fetchedAt, usedAt }];
  } catch {
    return undefined;
  }
}
