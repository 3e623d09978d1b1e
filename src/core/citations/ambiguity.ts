/**
 * Abbreviations that name two codes (`I.C.`: the Idaho Code and the Indiana Code; `General Statutes`:
 * Connecticut's and North Carolina's). The document decides, in this order:
 *  1. the section number's shape, where only one candidate numbers sections that way
 *     (Indiana's four-part `35-42-1-1`, Idaho's two-part `6-1601`);
 *  2. the document's other citations: more citations of one candidate's state;
 *  3. the court caption: the beginning of the document names one candidate's state only.
 * When none decides, every candidate is kept and the citation is reported as ambiguous, unless the first
 * is the code's default reading (California's unprefixed `Penal Code`, which Texas's courts also write).
 */
import type { CodeDef } from './codes';

export interface DocumentEvidence {
  /** How many unambiguous citations of the state's codes the document has. */
  citationsOf(state: string): number;
  /** Whether the beginning of the document (where a caption names the court) names the state. */
  captionNames(state: string): boolean;
}

/** Section shapes that only one code uses, by code id. */
const DISTINCT_SHAPES: Readonly<Record<string, RegExp>> = {
  // Title-article-chapter-section.
  in: /^\d{1,2}(?:\.\d{1,2})?-\d{1,2}(?:\.\d{1,2})?-\d{1,3}(?:\.\d{1,2})?-\d{1,4}(?:\.\d{1,2})?[A-Za-z]?$/,
  // Title-section.
  id: /^\d{1,2}[A-Z]?-\d{1,5}[A-Z]?$/,
};

/** Names a caption uses for the states that have an ambiguous abbreviation. */
export const STATE_NAMES: Readonly<Record<string, RegExp>> = {
  id: /\bIdaho\b|\bIDAHO\b/,
  in: /\bIndiana\b|\bINDIANA\b/,
  ct: /\bConnecticut\b|\bCONNECTICUT\b/,
  nc: /\bNorth Carolina\b|\bNORTH CAROLINA\b/,
};

/**
 * The candidates for a citation of `primary` (or one of `alternatives`), likeliest first;
 * a single one when the document decides.
 */
export function chooseCandidates(
  primary: CodeDef,
  alternatives: readonly CodeDef[],
  section: string | null,
  evidence: DocumentEvidence,
): CodeDef[] {
  let candidates = [primary, ...alternatives];
  if (section !== null) {
    const fitting = candidates.filter((c) => {
      const own = DISTINCT_SHAPES[c.id];
      // A candidate with a shape of its own keeps only numbers of that shape; one without keeps all.
      return own ? own.test(section) : true;
    });
    if (fitting.length === 1) return fitting;
    if (fitting.length > 1) candidates = fitting;
  }
  const counts = candidates.map((c) => evidence.citationsOf(c.state ?? ''));
  const best = Math.max(...counts);
  if (best > 0 && counts.filter((n) => n === best).length === 1) return [candidates[counts.indexOf(best)]];
  const named = candidates.filter((c) => evidence.captionNames(c.state ?? ''));
  if (named.length === 1) return named;
  return primary.defaultReading && candidates[0] === primary ? [primary] : candidates;
}
