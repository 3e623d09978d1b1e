import type { StatuteClient } from '../api/client';
import type { RelatedSections, SectionBody, SectionRecord } from '../api/models';

/**
 * Section texts, metadata and neighbours fetched for reading, kept for the session (bounded), so that
 * reopening a section, switching back to a date or diffing two versions does not pay again.
 */
export class SectionTexts {
  private readonly bodies = new Map<string, Promise<SectionBody>>();
  private readonly records = new Map<string, Promise<SectionRecord>>();
  private readonly neighbours = new Map<string, Promise<RelatedSections>>();

  constructor(
    private readonly client: () => StatuteClient,
    private readonly maxBodies = 100,
  ) {}

  body(actId: string, asOf?: string): Promise<SectionBody> {
    return remember(this.bodies, `${actId}@${asOf ?? ''}`, () => this.client().sectionBody(actId, asOf), this.maxBodies);
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

  clear(): void {
    this.bodies.clear();
    this.records.clear();
    this.neighbours.clear();
  }
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
