import type { ResolveItem, ResolveManyOptions, ResolveOutcome, StatuteClient } from '../../../src/core/api/client';
import type { BatchSections, RelatedSections, Resolution, SectionAnswer, SectionBody, SectionRecord } from '../../../src/core/api/models';
import type { CacheStorage } from '../../../src/core/lookup/lookupCache';

/** One section the fake service knows, by citation. */
export interface FakeSection {
  citation: string;
  record: SectionRecord;
  /** What resolve returns: without the heading and hierarchy, so that metadata is owed. */
  resolveRecord?: SectionRecord;
  text?: string;
}

type Call = { operation: 'resolve' | 'resolveBatch' | 'section' | 'sections' | 'sectionBody' | 'related'; arg: string };

/**
 * A statute client in memory: answers from a small table, counts every call (each costs credits on the
 * real service), and can be told to fail or to hold its answers until released.
 */
export class FakeClient {
  readonly calls: Call[] = [];
  failWith: Error | undefined;
  /** Distinct citations per batch resolve request; 0: one resolve per citation, as on the interface service. */
  batchSize = 0;
  /** What the client's pacer would make the next request wait. */
  pacingDelayMs = 0;
  private held: (() => void)[] | undefined;

  constructor(private readonly known: FakeSection[]) {}

  count(operation: Call['operation']): number {
    return this.calls.filter((c) => c.operation === operation).length;
  }

  /** Answers wait until release() from now on. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const go of waiting) go();
  }

  asClient(): StatuteClient {
    return this as unknown as StatuteClient;
  }

  async resolve(citation: string): Promise<Resolution> {
    await this.answer('resolve', citation);
    return this.resolution(citation);
  }

  private resolution(citation: string): Resolution {
    const known = this.known.find((s) => s.citation === citation);
    if (!known) return { resolved: false, section: null, subsection: null };
    return { resolved: true, section: known.resolveRecord ?? known.record, subsection: null };
  }

  /** As the real client: distinct citations, in batches where the service has them, each outcome reported as it arrives. */
  async resolveMany(citations: readonly (string | ResolveItem)[], options: ResolveManyOptions = {}): Promise<ResolveOutcome[]> {
    const items = citations.map((c) => (typeof c === 'string' ? { cite: c } : c));
    const distinct = [...new Map(items.map((item) => [item.cite, item])).values()];
    const outcomes = new Map<string, ResolveOutcome>();
    const settle = (outcome: ResolveOutcome): void => {
      outcomes.set(outcome.item.cite, outcome);
      options.onResult?.(outcome);
    };
    if (this.batchSize > 0) {
      if (distinct.length > this.batchSize) throw new RangeError(`more than ${this.batchSize} citations in one batch`);
      try {
        await this.answer('resolveBatch', distinct.map((item) => item.cite).join(';'));
        for (const item of distinct) settle({ item, resolution: this.resolution(item.cite) });
      } catch (error) {
        for (const item of distinct) settle({ item, error });
      }
    } else {
      for (const item of distinct) {
        try {
          settle({ item, resolution: await this.resolve(item.cite) });
        } catch (error) {
          settle({ item, error });
        }
      }
    }
    return items.map((item) => outcomes.get(item.cite)!);
  }

  async section(actId: string): Promise<SectionAnswer> {
    await this.answer('section', actId);
    return { section: this.byId(actId) };
  }

  async sections(actIds: string[]): Promise<BatchSections> {
    await this.answer('sections', actIds.join(','));
    return { sections: actIds.map((id) => this.byId(id)), notFound: [] };
  }

  async sectionBody(actId: string, asOf?: string): Promise<SectionBody> {
    await this.answer('sectionBody', `${actId}@${asOf ?? ''}`);
    const text = this.known.find((s) => s.record.actId === actId)?.text ?? '';
    return { actId, html: `<p>${text}</p>`, plain: text, available: text !== '' };
  }

  async related(actId: string): Promise<RelatedSections> {
    await this.answer('related', actId);
    return { section: this.byId(actId), previous: [], next: [] };
  }

  private byId(actId: string): SectionRecord {
    const known = this.known.find((s) => s.record.actId === actId);
    if (!known) throw new Error(`no section ${actId}`);
    return known.record;
  }

  private async answer(operation: Call['operation'], arg: string): Promise<void> {
    this.calls.push({ operation, arg });
    // Like a real reply, the answer comes on a later turn of the event loop, never within the caller's microtasks.
    await new Promise<void>((go) => setImmediate(go));
    if (this.held) await new Promise<void>((go) => this.held?.push(go));
    if (this.failWith) throw this.failWith;
  }
}

/** 17 U.S.C. § 107 (fair use) and § 106, as the service describes them. */
export function copyrightSections(): FakeSection[] {
  const record = (section: string, title: string): SectionRecord => ({
    actId: `USC_T17_C1_S${section}`,
    citation: `17 U.S.C. § ${section}`,
    corpusType: 'USC',
    titleNumber: '17',
    title,
    breadcrumb: [{ type: 'title', num: '17', label: 'Title 17', name: 'Copyrights' }],
    currentThrough: '2025-08-26',
    actStatus: 'in_force',
    mock: false,
  });
  const fairUse = record('107', 'Limitations on exclusive rights: Fair use');
  const exclusive = record('106', 'Exclusive rights in copyrighted works');
  return [
    { citation: '17 U.S.C. § 107', record: fairUse, resolveRecord: { ...fairUse, title: undefined, breadcrumb: [] }, text: 'the fair use of a copyrighted work … is not an infringement of copyright.' },
    { citation: '17 U.S.C. § 106', record: exclusive, text: 'the owner of copyright under this title has the exclusive rights to do and to authorize any of the following' },
  ];
}

/** A clock the test moves by hand. */
export class FakeClock {
  constructor(public ms = Date.parse('2026-11-21T12:00:00Z')) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Cache storage in memory, counting writes. */
export class MemoryStorage implements CacheStorage {
  writes = 0;
  constructor(public data?: string) {}
  async read(): Promise<string | undefined> {
    return this.data;
  }
  async write(data: string): Promise<void> {
    this.writes++;
    this.data = data;
  }
}
