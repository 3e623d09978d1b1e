/**
 * Where a cache persists: a file in the extension's global storage, shared by every window of the
 * user (memory in tests).
 */
export interface CacheStorage {
  read(): Promise<string | undefined>;
  /** Replaces the content whole: a reader sees the old content or the new, never part of either. */
  write(data: string): Promise<void>;
  /** Runs `work` while no other window's cache re-reads and writes this storage; absent: no other writer. */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Moves unreadable content aside, so the entries in it are not overwritten; says where it went. */
  setAside?(): Promise<string | undefined>;
}

/** What every persisted cache is told; each cache says what its bounds mean for it. */
export interface PersistedCacheOptions {
  /** Most entries kept, all services together. */
  maxEntries?: number;
  /** Largest file written, in characters of JSON. */
  maxFileChars?: number;
  /** The service the entries come from (its URL): each service's entries are kept and found apart. */
  service?: () => string;
  /** Told when the file could not be read (and was kept aside) or held malformed entries (dropped). */
  onProblem?: (message: string) => void;
  now?: () => number;
}

/** What one read of the storage held. */
export interface StoredEntries<E> {
  /** Every entry fetched before this time was cleared (by any window). */
  clearedAt: number;
  entries: Map<string, E>;
  /** Entries dropped because they did not decode. */
  malformed: number;
}

/** How a cache names itself and its entries in the problems it reports. */
export interface CacheWording {
  /** "the answers cache" */
  cache: string;
  /** "malformed answer" / "malformed answers" */
  one: string;
  many: string;
}

/**
 * The persistence every cache of fetched entries shares: entries keyed by id, each with the time it was
 * fetched, kept across sessions and windows in one storage.
 *
 * Saving merges with what other windows saved meanwhile (re-read, merge, write whole), so no window
 * loses another's paid entries; the newer fetch of an id wins, and a clear in one window (its time kept
 * in the file) is not undone by another's next save. Saves never overlap, and a failed one is retried
 * with the next. What a cache keeps, for how long and in which file format is its own.
 */
export abstract class PersistedCache<E extends { fetchedAt: number }, S extends StoredEntries<E>> {
  /** By id; the subclass's key rules decide what an id is. */
  protected entries = new Map<string, E>();
  protected clearedAt = 0;
  /** Changed here since the last save. */
  protected dirty = false;
  private loaded: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  protected readonly maxEntries: number;
  protected readonly maxFileChars: number;
  protected readonly service: () => string;
  protected readonly onProblem: (message: string) => void;
  protected readonly now: () => number;

  protected constructor(
    private readonly storage: CacheStorage | undefined,
    private readonly wording: CacheWording,
    options: PersistedCacheOptions,
    defaults: { maxEntries: number; maxFileChars: number },
  ) {
    this.maxEntries = options.maxEntries ?? defaults.maxEntries;
    this.maxFileChars = options.maxFileChars ?? defaults.maxFileChars;
    this.service = options.service ?? (() => '');
    this.onProblem = options.onProblem ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** Reads the persisted entries once; an unreadable file is kept aside and reported. */
  load(): Promise<void> {
    this.loaded ??= this.readStorage().then(
      (stored) => this.takeIn(stored),
      () => undefined,
    );
    return this.loaded;
  }

  /** Saves a moment later, so a run that stores a hundred entries writes the file once. */
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
      this.takeIn(await this.readStorage());
      await storage.write(this.serialise());
    };
    this.saving = this.saving
      .then(() => (storage.exclusive ? storage.exclusive(merge) : merge()))
      .catch(() => {
        this.dirty = true;
      });
    return this.saving;
  }

  /** Forgets every entry, here and (on the next save) in every window. */
  protected forgetAll(): void {
    this.entries.clear();
    this.clearedAt = Math.max(this.now(), this.clearedAt);
    this.dirty = true;
  }

  /** The entry under `id` while it is fresh; a stale one is dropped (and the drop saved). */
  protected fresh(id: string): E | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.isFresh(id, entry)) return entry;
    this.entries.delete(id);
    this.dirty = true;
    return undefined;
  }

  protected dropStale(): void {
    for (const [id, entry] of this.entries) if (!this.isFresh(id, entry)) this.entries.delete(id);
  }

  protected abstract isFresh(id: string, entry: E): boolean;
  /** A snapshot holding nothing. */
  protected abstract empty(): S;
  /** The parsed file; `undefined` when it is not this cache's file at all (it is set aside), 'replace' when it is an old format to start over from. */
  protected abstract decode(data: unknown): S | 'replace' | undefined;
  /** After the newer entries are taken in: the cache's own merging, pruning and bounds. */
  protected abstract merged(stored: S): void;
  /** The file's text, within the cache's bounds. */
  protected abstract serialise(): string;
  /** When the stored entry is not newer than the one here: what of it to keep. */
  protected keepMine(_mine: E, _stored: E): void {}

  /** Takes in what another window stored: newer entries win, the latest clear holds. */
  private takeIn(stored: S): void {
    this.clearedAt = Math.max(this.clearedAt, stored.clearedAt);
    for (const [id, entry] of stored.entries) {
      const mine = this.entries.get(id);
      if (!mine || mine.fetchedAt < entry.fetchedAt) this.entries.set(id, entry);
      else this.keepMine(mine, entry);
    }
    this.merged(stored);
  }

  private async readStorage(): Promise<S> {
    const text = await this.storage?.read();
    if (!text) return this.empty();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const stored = this.decode(data);
    if (stored === 'replace') return this.empty();
    if (!stored) {
      const kept = await this.storage?.setAside?.().catch(() => undefined);
      this.onProblem(`The ${this.wording.cache} could not be read${kept ? `; it was kept as ${kept}` : ''}. A new one was started.`);
      return this.empty();
    }
    const n = stored.malformed;
    if (n) this.onProblem(`${n} ${n === 1 ? `${this.wording.one} was` : `${this.wording.many} were`} dropped from the ${this.wording.cache}.`);
    return stored;
  }
}
