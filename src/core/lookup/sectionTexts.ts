import type { StatuteClient } from '../api/client';
import type { RelatedSections, SectionBody, SectionRecord } from '../api/models';
import { TextCache } from './textCache';

/**
 * The most section text kept in memory, in characters of every form together (at most 64 MB as UTF-16):
 * a hundred texts as long as 17 U.S.C. § 115, while a few huge ones cannot fill the extension host's memory.
 */
export const MAX_KEPT_TEXT_CHARS = 32 * 1024 * 1024;

/**
 * Section texts, metadata and neighbours fetched for reading, kept for the session (bounded in number
 * and, for texts, in size), so that reopening a section, switching back to a date or diffing two
 * versions does not pay again.
 */
export class SectionTexts {
  private readonly bodies = new Map<string, Promise<SectionBody>>();
  /** Characters held by each text that has arrived. */
  private readonly bodySizes = new Map<string, number>();
  private readonly records = new Map<string, Promise<SectionRecord>>();
  private readonly neighbours = new Map<string, Promise<RelatedSections>>();

  constructor(
    private readonly client: () => StatuteClient,
    private readonly maxBodies = 100,
    private readonly maxTextChars = MAX_KEPT_TEXT_CHARS,
    /** Where texts are kept across sessions (absent: this session only). */
    readonly kept?: TextCache,
  ) {}

  /** The text if it has arrived, this session or an earlier one; never makes a request. */
  async cachedBody(actId: string, asOf?: string): Promise<SectionBody | undefined> {
    const key = `${actId}@${asOf ?? ''}`;
    const value = this.bodies.get(key);
    if (value && this.bodySizes.has(key)) return value;
    return this.kept?.get(actId, asOf);
  }

  /**
   * The text as of a date (absent: today's), from memory, the kept texts or the service (one paid read,
   * structured where the service structures texts: the same price, and the pinpoints come with it).
   */
  body(actId: string, asOf?: string): Promise<SectionBody> {
    const key = `${actId}@${asOf ?? ''}`;
    const known = this.bodies.has(key);
    const value = remember(
      this.bodies,
      key,
      async () => (await this.kept?.get(actId, asOf)) ?? this.keep(actId, asOf, await this.client().sectionBody(actId, asOf, undefined, { structured: true })),
      this.maxBodies,
    );
    if (!known) {
      value.then(
        (body) => {
          if (this.bodies.get(key) !== value) return;
          this.bodySizes.set(key, textSize(body));
          this.trimTexts(key);
        },
        () => undefined,
      );
    }
    return value;
  }

  private keep(actId: string, asOf: string | undefined, body: SectionBody): SectionBody {
    this.kept?.set(actId, asOf, body);
    return body;
  }

  /** Drops the least recently read texts until what is kept fits the bound (the newest is always kept). */
  private trimTexts(newest: string): void {
    let total = 0;
    for (const key of [...this.bodySizes.keys()]) {
      if (this.bodies.has(key)) total += this.bodySizes.get(key)!;
      else this.bodySizes.delete(key);
    }
    for (const key of [...this.bodies.keys()]) {
      if (total <= this.maxTextChars) break;
      const size = this.bodySizes.get(key);
      if (key === newest || size === undefined) continue;
      this.bodies.delete(key);
      this.bodySizes.delete(key);
      total -= size;
    }
  }

  record(actId: string, known?: SectionRecord): Promise<SectionRecord> {
    if (known && known.actId === actId && known.title) {
      this.records.set(actId, Promise.resolve(known));
      return Promise.resolve(known);
    }
    return remember(this.records, actId, async () => (await this.client().section(actId)).section, 1000);
  }

  related(actId: string): Promise<RelatedSections> {
    return remember(this.neighbours, actId, () => this.client().related(actId), 1000);
  }

  /** Forgets this session's texts; `forgetKept` also empties the kept ones (Clear Cached Answers). */
  clear(forgetKept = false): void {
    if (forgetKept) this.kept?.clear();
    this.bodies.clear();
    this.bodySizes.clear();
    this.records.clear();
    this.neighbours.clear();
  }
}

function textSize(body: SectionBody): number {
  const subsections = (rows: SectionBody['subsections']): number => (rows ?? []).reduce((n, row) => n + row.text.length + subsections(row.children), 0);
  return body.html.length + body.plain.length + (body.markdown?.length ?? 0) + subsections(body.subsections);
}

/** Memoises a call; failures are forgotten so they can be retried; the oldest entries go first. */
function remember<T>(map: Map<string, Promise<T>>, key: string, produce: () => Promise<T>, max: number): Promise<T> {
  const known = map.get(key);
  if (known) {
    map.delete(key);
    map.set(key, known);
    return known;
  }
  const value = produce();
  map.set(key, value);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  return value;
}
