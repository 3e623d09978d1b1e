import type { AsOfInfo } from '../api/models';

/** What the reader says about a text as of a date: one sentence, how much it matters, and the service's coverage note. */
export interface AsOfNotice {
  text: string;
  kind: 'info' | 'warning';
  /** The service's own prose on what its dated texts cover (live dialect), shown as is. */
  coverage?: string;
}

/** Where the text shown for a date comes from, in words; an unknown source is named as sent. */
const SOURCES: Record<string, string> = {
  published: 'the published edition',
  reconstructed: 'a reconstruction from later editions and amendment history',
  live: 'the current text (the service has seen no change to it since that date)',
  unavailable: 'no edition on file',
};

export type AsOfFacts = Pick<AsOfInfo, 'requested' | 'existed' | 'source' | 'resolvedEdition' | 'resolvedEditionYear' | 'coverage'>;

/** The notice for a body's `asOf` block; `note` is the body's own note, which explains a missing text best. */
export function asOfNotice(asOf: AsOfFacts, note?: string): AsOfNotice {
  const coverage = asOf.coverage?.trim() || undefined;
  if (asOf.existed === false) return { text: note ?? `This section did not exist as of ${asOf.requested}.`, kind: 'warning', coverage };
  if (asOf.source === 'unavailable' || (asOf.existed === null && asOf.source !== 'live')) {
    return { text: note ?? `The service has no edition of this code from before ${asOf.requested}.`, kind: 'warning', coverage };
  }
  const how = SOURCES[asOf.source] ?? `the service's "${asOf.source}" text`;
  const edition = asOf.resolvedEditionYear ?? asOf.resolvedEdition;
  return {
    text: `Text as of ${asOf.requested}, from ${how}${edition ? ` (${edition})` : ''}.`,
    kind: asOf.source === 'published' ? 'info' : 'warning',
    coverage,
  };
}
