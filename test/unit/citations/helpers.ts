import { findCitations, type Citation } from '../../../src/core/citations/index';

/** [text as written, canonical, pinpoint] for each citation found. */
export type Row = [text: string, canonical: string, pinpoint: string | null];

export function rows(text: string): Row[] {
  return findCitations(text).map((c) => [c.text, c.canonical, c.pinpoint]);
}

export function canonicals(text: string): string[] {
  return findCitations(text).map((c) => c.canonical);
}

/** Each citation's canonical form, and its place in a range where it has one: `D.C. Code § 47-2002 (from)`. */
export function canonicalsWithRanges(text: string): string[] {
  return findCitations(text).map((c) => `${c.canonical}${c.range ? ` (${c.range})` : ''}`);
}

export function only(text: string): Citation {
  const found = findCitations(text);
  if (found.length !== 1) throw new Error(`expected one citation in ${JSON.stringify(text)}, found ${JSON.stringify(found.map((c) => c.text))}`);
  return found[0];
}
