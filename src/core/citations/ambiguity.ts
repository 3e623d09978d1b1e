/**
 * Abbreviations that name two codes (`I.C.`: the Idaho Code and the Indiana Code; `General Statutes`:
 * Connecticut's and North Carolina's). The document decides, in this order:
 *  1. the section number's shape, where only one candidate numbers sections that way
 *     (Indiana's four-part `35-42-1-1`, Idaho's two-part `6-1601` or uniform laws' `28-2-725`; Texas's `263.404`, California's `1170.91`);
 *  2. the document's other citations: more citations of one candidate's state (counting those step 1 decided);
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
  // Title-section; title-part-section in its uniform laws, the commercial code's title 28 and the probate code's
  // title 15 (`28-2-725`, `15-5-101`), where Indiana's numbers have four parts.
  id: /^(?:\d{1,2}[A-Z]?-\d{1,5}[A-Z]?|(?:15|28)-\d{1,2}[A-Z]?-\d{1,4}[A-Z]?)$/,
  // Title:section, a decimal part for one inserted (`9:2800.6`); New Jersey's title:chapter-section (`2A:14-1`).
  la: /^\d{1,2}:\d{1,4}(?:\.\d{1,3})?[A-Z]?$/,
  nj: /^\d{1,2}[A-Z]{0,2}:\d{1,3}[A-Z]{0,2}-\d{1,4}(?:\.\d{1,3})?[a-z]?$/,
  // Chapter-section, a capital or two marking an inserted chapter (`15A-1444`); Connecticut marks its own with a small
  // letter (`46b-86`, `4b-3`). (`1-200` is both states'.)
  nc: /^\d{1,3}[A-Z]{0,2}-\d/,
  ct: /^\d{1,3}[a-z]{0,2}-\d/,
};

// Where California and Texas name a code alike (`Penal Code`, `Family Code`), the number often tells them apart. Texas
// numbers a section within its chapter (`153.002`, `263.404`; the Penal Code's `22.01`, `19.02`); California numbers
// sections on, a decimal part marking one inserted (`1170.91`, `98.6`), three decimal places only after four digits
// (`1203.066`).
const TEXAS_PENAL = /^\d{1,2}\.\d{2,3}[A-Za-z]?$/;
const TEXAS_SUBJECT = /^\d{1,3}\.\d{3,4}[A-Za-z]?$/;
const CALIFORNIA_SUBJECT = /^(?:\d{1,2}(?:\.\d)?|\d{3,5}(?:\.\d{1,2})?|\d{4,5}\.\d{3})[a-z]?$/;

/** The shape only `code` numbers its sections in, among the candidates a shared name can mean; undefined if none. */
function distinctShape(code: CodeDef): RegExp | undefined {
  const own = DISTINCT_SHAPES[code.id];
  if (own || code.layout !== 'section') return own;
  if (code.state === 'tx') return code.id === 'tx-penal-code' ? TEXAS_PENAL : TEXAS_SUBJECT;
  return code.state === 'ca' ? CALIFORNIA_SUBJECT : undefined;
}

/** Names a caption uses for the states that have an ambiguous abbreviation. */
export const STATE_NAMES: Readonly<Record<string, RegExp>> = {
  id: /\bIdaho\b|\bIDAHO\b/,
  in: /\bIndiana\b|\bINDIANA\b/,
  ct: /\bConnecticut\b|\bCONNECTICUT\b/,
  nc: /\bNorth Carolina\b|\bNORTH CAROLINA\b/,
  la: /\bLouisiana\b|\bLOUISIANA\b/,
  nj: /\bNew Jersey\b|\bNEW JERSEY\b/,
};

/** The one candidate whose distinct shape alone fits the first section that decides, or null (chooseCandidates' first step). */
export function decidedByShape(primary: CodeDef, alternatives: readonly CodeDef[], sections: readonly string[]): CodeDef | null {
  for (const section of sections) {
    const fitting = [primary, ...alternatives].filter((c) => distinctShape(c)?.test(section) ?? true);
    if (fitting.length === 1) return fitting[0];
  }
  return null;
}

/**
 * The candidates for a citation of `primary` (or one of `alternatives`) of `sections`, likeliest first;
 * a single one when the document decides.
 */
export function chooseCandidates(
  primary: CodeDef,
  alternatives: readonly CodeDef[],
  sections: readonly string[],
  evidence: DocumentEvidence,
): CodeDef[] {
  // The sections cited together, in order (`Section 71.0021(b), 71.003, or 71.005, Family Code`): the first whose shape
  // only one candidate numbers in decides (Texas's `71.003`); else the first section's fitting candidates stay.
  // (A candidate with a shape of its own keeps only numbers of that shape; one without keeps all.)
  const decided = decidedByShape(primary, alternatives, sections);
  if (decided) return [decided];
  let candidates = [primary, ...alternatives];
  if (sections.length > 0) {
    const fitting = candidates.filter((c) => distinctShape(c)?.test(sections[0]) ?? true);
    if (fitting.length > 1) candidates = fitting;
  }
  const counts = candidates.map((c) => evidence.citationsOf(c.state ?? ''));
  const best = Math.max(...counts);
  if (best > 0 && counts.filter((n) => n === best).length === 1) return [candidates[counts.indexOf(best)]];
  const named = candidates.filter((c) => evidence.captionNames(c.state ?? ''));
  if (named.length === 1) return named;
  return primary.defaultReading && candidates[0] === primary ? [primary] : candidates;
}
