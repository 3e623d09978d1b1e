/**
 * Parsing one citation string, as typed by a user or received by the statute service's
 * `resolve?cite=` endpoint, into its canonical form.
 */
import { resolveGroups } from './shortForms';
import { scanAll } from './scanner';
import type { Citation } from './types';

// Users type the federal markers in lower case (`17 usc 107`, `1 cfr 1.1`); documents don't.
const LOWERCASE_MARKER = /\b(?:u\.? ?s\.? ?c|c\.? ?f\.? ?r)\b\.?/gi;

function firstFull(input: string, scanned: string): Citation | null {
  for (const c of resolveGroups((a, b) => input.slice(a, b), scanAll(scanned))) {
    if (c.kind !== 'short' && c.kind !== 'id') return c;
  }
  return null;
}

/**
 * Parses the first full (or division, or ambiguous) citation in `input` (`17 USC 107`, `17 U.S.C. § 107(a)`,
 * `D.C. Code § 47-2002`, `section 552 of title 5`). Spans are offsets into `input`.
 * Returns null when there is none; short forms (`§ 107`, `Id. § 5`) have nothing to
 * resolve against and are never returned.
 */
export function parseCitation(input: string): Citation | null {
  const direct = firstFull(input, input);
  if (direct) return direct;
  // Same length after upper-casing, so spans still index into `input`.
  const upper = input.replace(LOWERCASE_MARKER, (m) => m.toUpperCase());
  return upper === input ? null : firstFull(input, upper);
}

/** The canonical form of one citation (`42 U.S.C. § 1983`), or null. Canonical forms map to themselves. */
export function canonicalize(input: string): string | null {
  return parseCitation(input)?.canonical ?? null;
}
