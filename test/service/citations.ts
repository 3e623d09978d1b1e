/**
 * The project's own citation parser (src/core/citations), used by resolve, by citation-shaped
 * section ids and by search. Never a second parser here: citations are looked up by the parser's
 * canonical form, which is exactly the form stored in the `citation` field.
 */
import { parseCitation } from '../../src/core/citations/index';
import type { Citation } from '../../src/core/citations/types';

/** parseCitation, shielded: a parser exception means "not a citation", not a failed request. */
export function tryParseCitation(text: string): Citation | null {
  try {
    return parseCitation(text);
  } catch {
    return null;
  }
}
