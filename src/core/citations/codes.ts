/**
 * What a code is (U.S.C., C.F.R., a state code, a session-law series) and how its
 * canonical citation is written. The canonical forms are the contract with the
 * statute service: `${title} U.S.C. § ${section}`, `${title} C.F.R. § ${section}`,
 * `D.C. Code § ${section}` — single ASCII spaces, U+00A7.
 */
import type { CorpusType, DivisionLabel } from './types';
import type { GrammarName } from './sections';

/**
 * Where the title (or chapter) sits relative to the code name and the section:
 * - section:     `Cal. Civ. Code § 3294`
 * - titleBefore: `42 U.S.C. § 1983`, `18 Pa. Cons. Stat. § 2502`
 * - titleAfter:  `Okla. Stat. tit. 21, § 701.7` (also read when written `21 Okla. Stat. § 701.7`)
 * - chapter:     `Mass. Gen. Laws ch. 151B, § 4`
 * - chapterAct:  `735 Ill. Comp. Stat. 5/2-1001` (no section sign; act/section after the name)
 * - rule:        `N.Y. C.P.L.R. 3211` (no section sign)
 * - article:     `La. Civ. Code Ann. art. 2315`
 * - session:     `Pub. L. No. 117-169`, `136 Stat. 1818`
 */
export type Layout = 'section' | 'titleBefore' | 'titleAfter' | 'chapter' | 'chapterAct' | 'rule' | 'article' | 'session';

const ACT_THEN_WORD = /\/[A-Za-z]/;

/**
 * In a code cited by act and section (`735 ILCS 5/2-1001`) a word after the act's slash names a part
 * of the act (`5/Art. II`), not a section: such a number is no section of the code, full or short.
 */
export function namesPartOfAct(code: CodeDef, section: string): boolean {
  return code.layout === 'chapterAct' && ACT_THEN_WORD.test(section);
}

/**
 * True for a citation of one section of a code the statute service holds (U.S.C., C.F.R., a state
 * code): the only kind a resolve can verify. Session laws, whole chapters and citations whose code the
 * document leaves ambiguous (`I.C.`: Idaho or Indiana) are recognised but not looked up.
 */
export function isSectionCitation(citation: { corpusType: CorpusType | null; kind: string; section: string | null; state: string | null }): boolean {
  if (!isCodeCorpus(citation.corpusType) || citation.section === null) return false;
  if (citation.kind === 'division' || citation.kind === 'ambiguous') return false;
  return citation.corpusType !== 'STATE' || citation.state !== null;
}

export function isCodeCorpus(corpus: CorpusType | null | undefined): corpus is 'USC' | 'CFR' | 'STATE' {
  return corpus === 'USC' || corpus === 'CFR' || corpus === 'STATE';
}

export interface CodeDef {
  /** Stable identifier (`usc`, `ca-civ`, `tx-fam`). */
  readonly id: string;
  readonly corpus: CorpusType | null;
  /** Lowercase postal code for state codes. */
  readonly state: string | null;
  /** Canonical (Bluebook) name of the code. */
  readonly name: string;
  readonly layout: Layout;
  readonly grammar: GrammarName;
  /** For codes that are one title of a larger one: the Internal Revenue Code is title 26. */
  readonly fixedTitle?: string;
  /** Highest title number that exists (USC 54, CFR 50); guards against years and reporters. */
  readonly maxTitle?: number;
  /** Whether titles may carry a letter after their number (Maine's `17-A`, Oklahoma's `85A`). */
  readonly letteredTitles?: boolean;
  /**
   * What every section number of the code looks like, where the name is shared with other states' codes:
   * California's unprefixed `Code of Civil Procedure` numbers no section `2-619` (Illinois's does).
   */
  readonly sectionPattern?: RegExp;
  /** How the code's divisions nest, where they are cited level by level (`Chapter 11 of Title 9`). */
  readonly divisions?: DivisionScheme;
  /**
   * A chapter number written after a sign-less local name, with no section of its own (`RCW 19.86`, whose
   * sections are `19.86.020`): the citation is of the chapter. Sticky.
   */
  readonly localChapter?: RegExp;
  /**
   * An article (a title's level above its chapters) written the same way, where its number has its own shape
   * (Indiana's `IC 35-47`, whose chapters are `35-47-2`): the citation is of the article. Sticky.
   */
  readonly localArticle?: RegExp;
  /**
   * Where a spelling without the state names this code and others (`Penal Code`: California's or Texas's), the
   * reading a document gets when its other citations do not decide; without it such a citation is ambiguous.
   */
  readonly defaultReading?: boolean;
  /**
   * For codes whose citations write the subsection after a further period (Missouri's `537.080.1`, `287.020.3(2)`) or
   * run into the number (Arizona's `13-3601A`, New Jersey's `2C:39-4d`): group 1 is the section, group 2 the subsection, which becomes part of
   * the pinpoint (a letter and its digits in parentheses: `A1` is `(A)(1)`).
   */
  readonly subsection?: RegExp;
  /** For chapter codes numbered by paragraph (Illinois's Revised Statutes: `ch. 110, par. 2-619`): the canonical label. */
  readonly sectionLabel?: string;
  /** For chapter codes whose chapters are articles (Maryland's Code before its revision: `art. 27, § 36`): the label. */
  readonly chapterLabel?: 'art.';
  /**
   * Never written with an edition year after its name: Massachusetts's General Laws (`G.L. 1909, ch. 201` is one of
   * Rhode Island's superseded compilations, which no code holds).
   */
  readonly undated?: boolean;
  /**
   * A code numbered within titles whose sections may be written with their title before a hyphen and no title label
   * (Oklahoma's `§ 21-1272`, `12 OK Stat § 12-95`, as its own site prints them): title 21, section 1272.
   */
  readonly titleInSection?: boolean;
  /**
   * A code whose printed edition's volume may stand between a section and the name after it (Colorado's courts:
   * `section 24-10-109(3), 7 C.R.S. (1997)`); the volume is no part of the citation.
   */
  readonly volumeBeforeName?: boolean;
  /**
   * A code that numbers each section with its title before this character (Arizona's `13-1203`, Louisiana's `12:201`):
   * `Title 13, Section 1203` is section 13-1203.
   */
  readonly titleJoin?: '-' | ':';
}

/** Whether `code` labels its sections `s.` as its own text does (Florida's and Wisconsin's: `s. 768.72`, `ss. 893.80`). */
export function labelsSectionsWithS(code: CodeDef): boolean {
  return code.id === 'fl' || code.id === 'wi';
}

/** The section and pinpoint a citation of `code` reports for `section` as written. */
export function splitSubsection(code: CodeDef, section: string, pinpoint: string | null): { section: string; pinpoint: string | null } {
  const m = code.subsection?.exec(section);
  return m ? { section: m[1], pinpoint: labelledSubsection(m[2]) + (pinpoint ?? '') } : { section, pinpoint };
}

/**
 * A subsection run into its section's number as letter and digits (`A1`), or as digits and a letter after hyphens (Iowa's
 * `96.5-2-a`), in the pinpoint's parentheses (`(A)(1)`, `(2)(a)`); another as written.
 */
function labelledSubsection(written: string): string {
  const m = /^([A-Za-z])(\d*)$/.exec(written);
  if (m) return `(${m[1]})${m[2] ? `(${m[2]})` : ''}`;
  const hyphened = /^-(\d{1,2})(?:-([a-z]))?$/.exec(written);
  return hyphened ? `(${hyphened[1]})${hyphened[2] ? `(${hyphened[2]})` : ''}` : written;
}

/** Whether every section of `sections` may belong to `code`. */
export function sectionsFit(code: CodeDef, sections: ReadonlyArray<{ section: string }>): boolean {
  const pattern = code.sectionPattern;
  return pattern === undefined || sections.every((s) => pattern.test(s.section));
}

/**
 * The levels of a code's divisions, outermost first (`title`, `chapter`, `article`): a division
 * citation names the top level and every level down to the one it cites (`Title 9, Chapter 11`; a
 * chapter alone is no division of a code whose chapters are numbered within titles). `nested`:
 * the levels nest differently from one code of the state to another (California's titles hold
 * divisions in one code and sit below parts in another), so a citation must spell out the nesting
 * (`Chapter 3.5 of Part 1 of Division 3 of Title 2`), and any level may be the top.
 */
export interface DivisionScheme {
  readonly levels: readonly DivisionLabel[];
  readonly nested?: boolean;
}

export const USC: CodeDef = { id: 'usc', corpus: 'USC', state: null, name: 'U.S.C.', layout: 'titleBefore', grammar: 'usc', maxTitle: 54 };
export const CFR: CodeDef = { id: 'cfr', corpus: 'CFR', state: null, name: 'C.F.R.', layout: 'titleBefore', grammar: 'cfr', maxTitle: 50 };
/** `I.R.C. § 501(c)(3)` is 26 U.S.C. § 501. */
export const IRC: CodeDef = { id: 'irc', corpus: 'USC', state: null, name: 'U.S.C.', layout: 'section', grammar: 'usc', fixedTitle: '26' };
/** `section 362(a) of the Bankruptcy Code` is 11 U.S.C. § 362(a): the Code's sections are its title's. */
export const BANKRUPTCY_CODE: CodeDef = { id: 'bankruptcy', corpus: 'USC', state: null, name: 'U.S.C.', layout: 'section', grammar: 'usc', fixedTitle: '11' };
/** `Treas. Reg. § 1.1031(a)-1` is 26 C.F.R. § 1.1031(a)-1. */
export const TREASURY_REGULATIONS: CodeDef = { id: 'treas-reg', corpus: 'CFR', state: null, name: 'C.F.R.', layout: 'section', grammar: 'cfr', fixedTitle: '26' };
/** `FAR 52.212-4` is 48 C.F.R. § 52.212-4 (chapter 1); `DFARS 252.204-7012` is 48 C.F.R. § 252.204-7012 (chapter 2). */
export const ACQUISITION_REGULATIONS: CodeDef = { id: 'far', corpus: 'CFR', state: null, name: 'C.F.R.', layout: 'section', grammar: 'cfr', fixedTitle: '48' };
export const PUBLIC_LAW: CodeDef = { id: 'publ', corpus: 'PL', state: null, name: 'Pub. L.', layout: 'session', grammar: 'generic' };
export const STATUTES_AT_LARGE: CodeDef = { id: 'stat', corpus: 'STAT', state: null, name: 'Stat.', layout: 'session', grammar: 'generic' };

export interface CanonicalParts {
  title: string | null;
  section: string;
  /** CFR part citation (`21 C.F.R. pt. 820`). */
  part?: boolean;
  /** USC appendix (`50 U.S.C. app. § 501`). */
  appendix?: boolean;
}

/** The canonical section-level citation for `section` of `code`. */
export function formatCanonical(code: CodeDef, parts: CanonicalParts): string {
  const { title, section } = parts;
  if (code.corpus === 'USC') return `${title} U.S.C. ${parts.appendix ? 'app. ' : ''}§ ${section}`;
  if (code.corpus === 'CFR') return parts.part ? `${title} C.F.R. pt. ${section}` : `${title} C.F.R. § ${section}`;
  if (code === PUBLIC_LAW) return `Pub. L. No. ${section}`;
  if (code === STATUTES_AT_LARGE) return `${title} Stat. ${section}`;
  switch (code.layout) {
    case 'titleBefore': return `${title} ${code.name} § ${section}`;
    case 'titleAfter': return `${code.name} tit. ${title}, § ${section}`;
    case 'chapter': return `${code.name} ${code.chapterLabel ?? 'ch.'} ${title}, ${code.sectionLabel ?? '§'} ${section}`;
    case 'chapterAct': return `${title} ${code.name} ${section}`;
    case 'rule': return `${code.name} ${section}`;
    case 'article': return `${code.name} art. ${section}`;
    default: return `${code.name} § ${section}`;
  }
}

/**
 * The canonical citation of a whole chapter of a state code: `Mass. Gen. Laws ch. 93A`, `Wash. Rev. Code ch. 19.86`;
 * with its title where the code is numbered by title: `42 Pa. Cons. Stat. ch. 85`, `Del. Code Ann. tit. 29, ch. 100`.
 */
export function formatDivision(code: CodeDef, chapter: string, title: string | null = null): string {
  if (title !== null && code.layout === 'titleBefore') return `${title} ${code.name} ch. ${chapter}`;
  if (title !== null && code.layout === 'titleAfter') return `${code.name} tit. ${title}, ch. ${chapter}`;
  return `${code.name} ${code.chapterLabel ?? 'ch.'} ${chapter}`;
}

/** Whether `title` exists in `code` (U.S.C. titles 1–54, C.F.R. 1–50, Maine's 1–39 and its lettered `17-A`); codes without a limit accept any. */
export function titleExists(code: CodeDef, title: string | null): boolean {
  if (code.maxTitle === undefined || title === null) return true;
  const m = /^(\d+)(?:-?[A-Z])?$/.exec(title);
  const n = m ? Number(m[1]) : 0;
  return m !== null && (m[0] === m[1] || code.letteredTitles === true) && n >= 1 && n <= code.maxTitle;
}

/** Whether a code numbers its sections within titles cited before or after its name (`42 U.S.C.`, `Me. Stat. tit. 14`). */
export function numberedByTitle(code: CodeDef): boolean {
  return code.layout === 'titleAfter' || code.layout === 'titleBefore';
}

