/**
 * Turning scanned groups into Citations, resolving short forms as a reader would:
 * - `Id. § 2615(a)(2)` refers to the immediately preceding citation. If that was a session
 *   law (`Pub. L. No. 87-781`), `Id. §` names a section of the act, which is not a code
 *   section, so nothing is reported.
 * - A bare `§ 2000e-3(a)` refers to the most recent code citation (USC, CFR or state),
 *   keeping its title and code: after `42 U.S.C. § 2000e-2` it is 42 U.S.C. § 2000e-3.
 * - A short form with nothing to refer to, or whose number cannot be a section of the code
 *   it would refer to (`§ 101.9` after a U.S.C. citation), is dropped.
 * Resolved short forms become the antecedent for the next short form.
 */
import { formatCanonical, type CodeDef } from './codes';
import type { Group } from './raw';
import { expandAbbreviatedEnd, fitsGrammar, readsAsRange, type SectionItem } from './sections';
import type { Citation } from './types';

interface Antecedent {
  code: CodeDef;
  title: string | null;
  appendix: boolean;
}

/** Returns the document text between two offsets (a string's slice, or a chunked document's). */
export type TextSlicer = (start: number, end: number) => string;

function makeCitation(
  slice: TextSlicer,
  g: Group,
  ante: Antecedent,
  item: SectionItem,
  span: { start: number; end: number },
  part: boolean,
): Citation {
  const { code, title } = ante;
  const section = item.section;
  const c: Citation = {
    start: span.start,
    end: span.end,
    text: slice(span.start, span.end),
    canonical: formatCanonical(code, { title, section, part, appendix: ante.appendix }),
    pinpoint: item.pinpoint,
    corpusType: code.corpus,
    state: code.state,
    kind: g.kind,
    title,
    section,
    code: code.name,
  };
  if (item.range) c.range = item.range;
  if (item.etSeq) c.etSeq = true;
  return c;
}

/** Illinois short forms often drop the act number: `section 2-619` after `735 ILCS 5/2-1001`. */
function adaptSection(ante: Antecedent, previousSection: string | null, section: string): string {
  if (ante.code.layout === 'chapterAct' && !section.includes('/') && previousSection) {
    const slash = previousSection.indexOf('/');
    if (slash > 0) return `${previousSection.slice(0, slash + 1)}${section}`;
  }
  return section;
}

/** Checks (and for a USC `1983-1988` splits) a short-form item against the antecedent's code. */
function shortItems(ante: Antecedent, item: SectionItem): SectionItem[] | null {
  if (ante.code.corpus === 'USC' && item.hyphenAt !== undefined) {
    // In the U.S. Code an all-digit `47-2002` is a range, never one section: with a pinpoint after it
    // (`§ 47-2002(a)`) it is some other code's section, and both ends of a range must be sections.
    if (item.pinpoint !== null) return null;
    const [left, right] = item.section.split('-');
    const ends: SectionItem[] = [
      { start: item.start, end: item.hyphenAt, section: left, pinpoint: null, range: 'from' },
      { start: item.hyphenAt + 1, end: item.end, section: expandAbbreviatedEnd(left, right), pinpoint: null, range: 'to' },
    ];
    return ends.every((end) => fitsGrammar(end.section, ante.code.grammar)) ? ends : null;
  }
  // However the item came about (a pinpoint-only `(iii)` continues the section before it), a U.S. Code
  // section is never an all-digit pair that reads as a range.
  const pair = ante.code.corpus === 'USC' ? /^(\d+)-(\d+)$/.exec(item.section) : null;
  if (pair && readsAsRange(pair[1], pair[2])) return null;
  return fitsGrammar(item.section, ante.code.grammar) ? [item] : null;
}

/** Resolves short forms and flattens groups into citations, in document order. */
export function resolveGroups(slice: TextSlicer, groups: readonly Group[]): Citation[] {
  const out: Citation[] = [];
  let last: Antecedent | null = null;
  let lastSection: string | null = null;
  let lastCode: Antecedent | null = null;
  let lastCodeSection: string | null = null;
  for (const g of groups) {
    if (g.kind === 'full' && g.code) {
      const ante: Antecedent = { code: g.code, title: g.title, appendix: g.appendix === true };
      for (const item of g.items) out.push(makeCitation(slice, g, ante, item, item, g.part === true));
      last = ante;
      lastSection = g.items[g.items.length - 1].section;
      if (g.code.corpus !== null) {
        lastCode = ante;
        lastCodeSection = lastSection;
      }
      continue;
    }
    const ante = g.kind === 'id' ? last : lastCode;
    const anteSection = g.kind === 'id' ? lastSection : lastCodeSection;
    if (!ante || ante.code.corpus === null) continue;
    let resolvedAny = false;
    let previous = anteSection;
    for (const raw of g.items) {
      const items = shortItems(ante, raw);
      if (!items) continue;
      for (const item of items) {
        const section = adaptSection(ante, previous, item.section);
        const resolved = section === item.section ? item : { ...item, section };
        out.push(makeCitation(slice, g, ante, resolved, item, false));
        previous = section;
        resolvedAny = true;
      }
    }
    if (resolvedAny) {
      last = ante;
      lastSection = previous;
      lastCode = ante;
      lastCodeSection = previous;
    }
  }
  return out;
}
