import { isObject, readSectionBody, type SectionBody } from '../api/models';
import { PersistedCache, type CacheStorage, type PersistedCacheOptions, type StoredEntries } from './persistedCache';

export interface TextCacheOptions extends PersistedCacheOptions {
  /** How long today's text is trusted (the law may change). */
  currentTtlMs?: number;
  /** How long a text as of a past date is trusted (it changes only when the service reconstructs it again). */
  datedTtlMs?: number;
  /** Most texts kept, all services together. */
  maxEntries?: number;
  /** Largest file written, in characters of JSON; the least recently read texts go first. */
  maxFileChars?: number;
}

const WORDING = { cache: 'section-text cache', one: 'malformed section text', many: 'malformed section texts' };
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
export class TextCache extends PersistedCache<Entry, StoredEntries<Entry>> {
  private readonly currentTtlMs: number;
  private readonly datedTtlMs: number;

  constructor(storage?: CacheStorage, options: TextCacheOptions = {}) {
    super(storage, WORDING, options, { maxEntries: MAX_KEPT_TEXTS, maxFileChars: MAX_TEXT_FILE_CHARS });
    this.currentTtlMs = options.currentTtlMs ?? 7 * DAY;
    this.datedTtlMs = options.datedTtlMs ?? 90 * DAY;
  }

  static key(actId: string, asOf?: string): string {
    return `${actId}@${asOf ?? ''}`;
  }

  async get(actId: string, asOf?: string): Promise<SectionBody | undefined> {
    await this.load();
    const entry = this.fresh(this.service() + SEP + TextCache.key(actId, asOf));
    if (!entry) return undefined;
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

  /** Forgets every text of every service, here and (on the next save) in every window. */
  clear(): void {
    this.forgetAll();
    this.saveSoon();
  }

  get size(): number {
    return this.entries.size;
  }

  protected isFresh(id: string, entry: Entry): boolean {
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

  /** A text read here more recently than in the other window keeps its later use. */
  protected keepMine(mine: Entry, stored: Entry): void {
    if (mine.usedAt < stored.usedAt) mine.usedAt = stored.usedAt;
  }

  protected merged(): void {
    this.dropStale();
    this.trim();
  }

  protected empty(): StoredEntries<Entry> {
    return { clearedAt: 0, entries: new Map(), malformed: 0 };
  }

  protected decode(data: unknown): StoredEntries<Entry> | undefined {
    if (!isObject(data) || data.version !== VERSION || !Array.isArray(data.entries)) return undefined;
    const clearedAt = typeof data.clearedAt === 'number' && Number.isFinite(data.clearedAt) ? data.clearedAt : 0;
    const stored: StoredEntries<Entry> = { clearedAt, entries: new Map(), malformed: 0 };
    for (const row of data.entries) {
      const entry = readEntry(row);
      if (entry) stored.entries.set(entry[0], entry[1]);
      else stored.malformed++;
    }
    return stored;
  }

  /** Within the size bound: the least recently read texts are left out until it fits. */
  protected serialise(): string {
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
