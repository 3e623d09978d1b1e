/**
 * What the scanner produces before short forms are resolved: one Group per successful
 * parse (a citation, or a list/range of sections sharing one code and title).
 */
import type { CodeDef } from './codes';
import type { SectionItem } from './sections';
import type { CitationKind, DivisionStep } from './types';

export interface Group {
  /** Offset of the anchor that produced this group; the scanner's unit of work. */
  anchor: number;
  kind: CitationKind;
  /** The code cited; null for short forms (`Id. §`, bare `§`) until resolution. */
  code: CodeDef | null;
  title: string | null;
  /** Where the first item's span starts (the title, code name, `Id.` or sign). */
  start: number;
  /** One entry per cited section, in order; never empty. */
  items: SectionItem[];
  /** CFR `pt.` citations. */
  part?: boolean;
  /** USC appendix citations. */
  appendix?: boolean;
  /** Other codes the name may mean (`I.C.`: Idaho or Indiana); the document decides. */
  alternatives?: readonly CodeDef[];
  /** A short form written `Code § 22-404.01`: it refers only to a state code citation. */
  stateOnly?: boolean;
  /**
   * A short form written with the word (`section 29-26-122` after `Tenn. Code Ann. § 29-26-121`): it refers only to
   * a citation of a state code or the C.F.R. whose section it shares the chapter (the number's first part) with.
   */
  sameChapter?: boolean;
  /** A short form written `section 74.351(a) of the Code`: it refers only to a code cited by name (a state's, the I.R.C.). */
  namedCode?: boolean;
  /**
   * A short form written with the word and a number without parts (`Section 1983` after `42 U.S.C. § 1983`): it refers
   * only to a section of that number cited before it.
   */
  sameSection?: boolean;
  /**
   * A short form that names its title (`Title 14, § 6002(1)`, `tit. 51, § 153`), kept in `title`: of a code numbered by
   * title. (A short form that names its chapter, `c. 40A, § 17`, keeps the chapter in `title` without this.)
   */
  namesTitle?: boolean;
  /** A short form that names its title and is read only so (`Title 28, § 1331`: without its title it names no section). */
  titleOnly?: boolean;
  /**
   * Where a title's number written before the sign without a label starts (`22 §4055`, as Maine's and Vermont's own sites
   * write a section): read with its title only as the code of such a state named before it, else as the sign alone.
   */
  unlabelledTitleAt?: number;
  /**
   * Read as the Delaware Code's by its form alone (`§ 4764 of Title 16`): the U.S. Code's just after a citation of that
   * title of it, or in a document that cites federal law and not the Delaware Code (shortForms.ts).
   */
  delawareByForm?: boolean;
  /** A short form that names its chapter as an article (`Art. 27, § 36B`): only of a code whose chapters are articles. */
  articleLabelled?: boolean;
  /**
   * A section of a law named after it (`section 2-615 of the Code of Civil Procedure`): only the citation of that section
   * in parentheses just after it (`(735 ILCS 5/2-615 (West 2016))`) says whose it is.
   */
  namedElsewhere?: boolean;
  /** For a division group read level by level (`Chapter 11 of Title 9`): the levels, outermost first; else null. */
  path: DivisionStep[] | null;
}

/**
 * A new group. Every group has every field, in one order, so the scanner and the resolver see
 * one object shape (property reads stay monomorphic, which the first pass over a large
 * document depends on before the JIT has settled).
 */
export function makeGroup(
  anchor: number, kind: CitationKind, code: CodeDef | null, title: string | null, start: number, items: SectionItem[],
): Group {
  return { anchor, kind, code, title, start, items, part: false, appendix: false, alternatives: undefined, stateOnly: false, sameChapter: false, namedCode: false, sameSection: false, namesTitle: false, titleOnly: false, unlabelledTitleAt: undefined, delawareByForm: undefined, articleLabelled: false, namedElsewhere: false, path: null };
}

/** End of the group's last item: nothing after it belongs to the group. */
export function groupEnd(g: Group): number {
  return g.items[g.items.length - 1].end;
}
