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

/** A code's name as a reader says it: `U.S.C.` is "U.S. Code". */
const CODE_NAMES: Record<string, string> = { 'U.S.C.': 'U.S. Code', 'C.F.R.': 'Code of Federal Regulations' };

export function codeName(code: string | undefined): string | undefined {
  return code ? (CODE_NAMES[code] ?? code) : undefined;
}

/** The Law Revision Counsel's release points (`Online@113-31`: through Pub. L. 113-31). */
const RELEASE_POINT = /\b([Tt]he )?Online@(\d{2,3})-(\d{1,4})\b/g;

/** An edition in words: "U.S. Code, 2013 release", else "U.S. Code release point 113-31", else as sent. */
export function editionName(asOf: Pick<AsOfFacts, 'resolvedEdition' | 'resolvedEditionYear'>, code?: string): string | undefined {
  const name = codeName(code);
  if (asOf.resolvedEditionYear !== undefined) return name ? `${name}, ${asOf.resolvedEditionYear} release` : `${asOf.resolvedEditionYear} edition`;
  const label = asOf.resolvedEdition;
  if (!label) return undefined;
  return editionWords(label, code);
}

/** Release-point labels in the service's prose, said in words (the year is not guessed from a label). */
export function editionWords(text: string, code?: string): string {
  const name = codeName(code) ?? 'code';
  return text.replace(RELEASE_POINT, (_, article: string | undefined, congress: string, law: string) => `${article ?? 'the '}${name} release point ${congress}-${law}`);
}

/** The notice for a body's `asOf` block; `note` is the body's own note, which explains a missing text best. */
export function asOfNotice(asOf: AsOfFacts, note?: string, code?: string): AsOfNotice {
  const coverage = asOf.coverage?.trim() ? editionWords(asOf.coverage.trim(), code) : undefined;
  const said = note === undefined ? undefined : editionWords(note, code);
  if (asOf.existed === false) return { text: said ?? `This section did not exist as of ${asOf.requested}.`, kind: 'warning', coverage };
  if (asOf.source === 'unavailable' || (asOf.existed === null && asOf.source !== 'live')) {
    return { text: said ?? `The service has no edition of this code from before ${asOf.requested}.`, kind: 'warning', coverage };
  }
  const how = SOURCES[asOf.source] ?? `the service's "${asOf.source}" text`;
  const edition = editionName(asOf, code);
  return {
    text: `Text as of ${asOf.requested}, from ${how}${edition ? ` (${edition})` : ''}.`,
    kind: asOf.source === 'published' ? 'info' : 'warning',
    coverage,
  };
}

/**
 * The section's standing on a past date, as far as the dated text tells it (today's status and
 * current-through date say nothing about then).
 */
export function statusAsOf(asOf: AsOfFacts, code?: string): { text: string; kind: 'ok' | 'warning' } {
  if (asOf.existed === false) return { text: `Not in the code as of ${asOf.requested}`, kind: 'warning' };
  if (asOf.source === 'unavailable' || (asOf.existed === null && asOf.source !== 'live')) return { text: `No text on file as of ${asOf.requested}`, kind: 'warning' };
  const edition = editionName(asOf, code);
  return { text: `In the code as of ${asOf.requested}${edition ? ` · ${edition}` : ''}`, kind: 'ok' };
}
