/**
 * Citation engine: finds statutory and regulatory citations in briefs (plain text, Markdown,
 * LaTeX) and gives each a canonical Bluebook form. Pure TypeScript; never imports vscode.
 *
 * Lists and ranges: every listed section is its own Citation with its own span
 * (`42 U.S.C. §§ 1981, 1982` gives `42 U.S.C. §§ 1981` and `1982`); a range gives its two
 * endpoints, marked `range: 'from'` / `'to'`. Short forms (`Id. §`, bare `§`) are resolved
 * against the citations before them; see shortForms.ts.
 */
import { resolveGroups } from './shortForms';
import { scanAll } from './scanner';
import type { Citation } from './types';

export type { Citation, CitationCandidate, CitationKind, CorpusType } from './types';
export { parseCitation, canonicalize } from './canonical';
export { CitationIndex, type TextEdit } from './citationIndex';
export { STATES_COVERED } from './stateCodes';
export { prepareNameTables } from './names';
/** Whether a corpus type names a code (USC, CFR, STATE) rather than a session law (PL, STAT). */
export { isCodeCorpus, isSectionCitation } from './codes';

/** Every citation in `text`, in document order, with short forms resolved. */
export function findCitations(text: string): Citation[] {
  return resolveGroups((a, b) => text.slice(a, b), scanAll(text));
}
