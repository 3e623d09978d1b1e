/**
 * Citations that start at (or are found from) a section sign or the word `section`:
 * - a code name before the sign (`Cal. Civ. Code § 3294`, `G.L. c. 231, § 85`, `I.R.C. § 501`);
 * - `Id. § 2615(a)(2)`;
 * - prose with the code after the section (`section 552 of title 5`, `§ 768.72, Fla. Stat.`,
 *   `section 501(c)(3) of the Internal Revenue Code`);
 * - a bare `§ 2000e-3(a)`, kept as an unresolved short form.
 */
import { ARTICLE_WORDS, capitalChapterLabelAt, editionNoteStartBefore, matchCfrMarker, matchUscMarker, matchWordList, parseFromName, parseTitleBefore, skipLabeledNumberBack, skipYearBack, yearAt } from './codeCitations';
import { BANKRUPTCY_CODE, CFR, IRC, numberedByTitle, sectionsFit, titleExists, USC, type CodeDef } from './codes';
import { chapterNumberedThrough, divisionLabelAt, loneChapterNamesDivision, parseDivisionPath, sectionAfterPath } from './divisions';
import { capitalisedWordBefore, IRC_SECTION, lookupNameEndingAt, lookupNameStartingAt, type NameForm, type NameMatch } from './names';
import { articleCodeNamed, criminalProcedureCodeFor, FOUR_DIGITS, generalLawsCodeFor, newYorkLawInLowerCaseAt, signlessShapeOf, stateCodeById } from './stateCodes';
import { stateLawEndingAt, stateLawStartingAt } from './stateInWords';
import { groupEnd, makeGroup, type Group } from './raw';
import { sessionLawAfterChapter } from './sessionLaws';
import type { DivisionStep } from './types';
import { firstGenericItemEnd, firstSeparator, GRAMMARS, listEndsBeforeComma, matchEnd, MAX_LIST_ITEMS, joinTitle, numberedAlike, parseSectionList, POSTFIX_WITHOUT_COMMA, skipLineNumber, type SectionGrammar, type SectionItem } from './sections';
import {
  alnumAt, closingParenthesis, isAlnum, isDigit, isLetter, isLower, isUpper, matchSectionWord, matchSign, normalizeSpacing, SIGNAL_WORDS, skipFootnoteMarkerBack, skipGap, skipGapBack, spacedPhraseEnd, startsAt, wordAt, type SignMatch,
} from './text';

/** Closing emphasis after `Id.`: `*Id.* §`, `_id._ §`, `\emph{Id.} §`. */
function skipClosersBack(text: string, pos: number, floor: number): number {
  let p = pos;
  while (p > floor && pos - p < 3) {
    const c = text.charCodeAt(p - 1);
    if (c !== 42 && c !== 95 && c !== 125) break;
    p--;
  }
  return p;
}

/** Start of an `Id.` / `id.` ending at `end`, or -1. */
function idEndingAt(text: string, end: number, floor: number): number {
  const p = skipClosersBack(text, end, floor);
  const s = p - 3;
  if (s < floor || text.charCodeAt(p - 1) !== 46 || text.charCodeAt(p - 2) !== 100) return -1;
  const i = text.charCodeAt(s);
  if ((i !== 73 && i !== 105) || isLetter(text.charCodeAt(s - 1))) return -1;
  return s;
}

/**
 * Whether the word before a bare sign lets it be a short form. `under § 1983`, `See § 1983`
 * and `Later, § 1983` do; `ERISA § 502`, `the Act § 5`, `U.C.C. § 2-207` and `Torts § 402A`
 * name some other authority.
 */
function precedingWordAllowsShort(text: string, pos: number, floor: number): boolean {
  if (pos <= floor) return true;
  const c = text.charCodeAt(pos - 1);
  if (c === 41 /* ) */ && sessionLawBefore(text, pos, floor)) return false;
  if (!isLetter(c) && c !== 46) return true;
  let s = pos;
  while (s > floor && pos - s < 24 && (isLetter(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 46)) s--;
  // The word without its final periods, read in place: this runs at nearly every sign of a document.
  let e = pos;
  while (e > s && text.charCodeAt(e - 1) === 46) e--;
  let capital = false;
  for (let i = s; i < e && !capital; i++) capital = isUpper(text.charCodeAt(i));
  // A capitalised word right before `§` is nearly always the name of what the section belongs to.
  return !capital || SIGNAL_WORDS.has(text.slice(s, e));
}

/**
 * `Article I, § 8`, `amend. XIV, § 1`, `ch. 675, § 505`, `art. 1, § 6`: a labelled part of a
 * constitution or session law, not a code section.
 */
function labelledPartBefore(text: string, pos: number, floor: number): boolean {
  let s = pos;
  while (s > floor && pos - s < 8 && isAlnum(text.charCodeAt(s - 1))) s--;
  // A dotted number: `art. 42.12, § 5`.
  if (s - 1 > floor && text.charCodeAt(s - 1) === 46 && isDigit(text.charCodeAt(s - 2))) {
    s--;
    while (s > floor && pos - s < 10 && isDigit(text.charCodeAt(s - 1))) s--;
  }
  const token = text.slice(s, pos);
  if (romanNumeral(text, s, pos)) return true;
  if (!/^\d{1,4}(?:\.\d{1,4})?[A-Z]?$/.test(token)) return false;
  const q = skipGapBack(text, s, floor);
  const before = text.slice(Math.max(floor, q - 8), q);
  return /(?:^|[^A-Za-z])(?:art\.|Art\.|[Aa]rticle|[Aa]mend\.|ch\.|c\.|[Cc]hapter|chap\.|cl\.|pt\.|[Pp]art|tit\.|[Tt]itle|No\.)$/.test(before);
}

// A bill number in parentheses, as session laws are cited: `(H.B. 589)`, `(S.B. 519)`, `(H.R. 3)`.
const BILL = /\((?:[HSAL]\. ?[BFR]\.|[HS]\.? ?[BF]|H\.R\.|S\.|A\.|Assemb\. B\.|S\.F\.|H\.F\.) ?\d{1,5}\)$/;
// A session law's number or chapter: `Sess. Laws 2020-17`, `Laws 1990, ch. 5`, `Stat. ch. 1363`.
// (Oregon writes `Or Laws 1995, ch 2, § 1` without periods; Georgia its session laws' year and page, `Ga. L. 2005, p. 1, § 5`;
// Washington the year and chapter alone, `1993 c 449 § 1`; Nebraska its legislative bill, `Laws 1992, LB 262, § 7`;
// Hawaii `L 1987, c 274, §2` and `L 1965, c 129, pt of §1`; Maine its public laws, `PL 1997, c. 400, §2`; Connecticut its
// public acts, `Public Acts 2005, No. 05-275, § 2`, `P.A. 05-275, § 2`.)
const SESSION_LAW = /\b(?:Public Acts?|P\.\s?A\.)(?:\s{1,3}\d{4},)?(?:\s{1,3}No\.)?\s{1,3}\d{2}-\d{1,4},?$|(?:Sess\.|Session|Laws?|Acts?|Stat\.)\s{1,3}(?:\d{4}-\d{1,4}|[Cc]h\.?\s{0,2}\d{1,5}|\d{4},?)$|Laws \d{4}, ch \d{1,5},?$|\bL\.\s{1,3}\d{4},\s{0,2}p\.\s{0,2}\d{1,5}$|\b(?:18|19|20)\d{2} c \d{1,4}$|\bLB\s?\d{1,4}[A-Z]?$|\bL \d{4}, c \d{1,5},?(?: pt of)?$|\bP\.?L\.? \d{4}, c\. ?\d{1,5},?$/;

/** Whether a sign at `pos` follows a session law (`2013 N.C. Sess. Laws 2013-381 (H.B. 589) § 4.6`). */
function sessionLawBefore(text: string, pos: number, floor: number): boolean {
  const p = skipGapBack(text, pos, floor);
  const window = text.slice(Math.max(floor, p - 40), p);
  if (BILL.test(window)) return true;
  return SESSION_LAW.test(window);
}

const APPENDIX_WORDS: readonly string[] = ['app.', 'App.', 'Appendix', 'App'];

interface Before {
  name: NameMatch | null;
  idStart: number;
  allowsShort: boolean;
  /** Start of a bare `Code` before the sign (`Code § 22-404.01`), a short form of a state code; else -1. */
  codeWordStart: number;
  /** `Colo. Const. art. VI, § 5(3)`: the sign is a constitution's, and no list of a code's sections starts at it. */
  constitution: boolean;
}

// `Const. art. VI`, `Const. amend. XIV`, `Constitution, Article 1`, ending where the comma before the sign is.
const CONSTITUTION_ARTICLE = /Const(?:\.|itution),? (?:art\.|Art\.|[Aa]rticle|amend\.|Amend\.|[Aa]mendment) ?[IVXL\d]{1,6}$/;

/** Whether a constitution's article or amendment ends at `p` (before the comma ahead of a sign). */
function constitutionArticleBefore(text: string, p: number, floor: number): boolean {
  const c = text.charCodeAt(p - 1);
  if (!isDigit(c) && c !== 73 && c !== 86 && c !== 88 && c !== 76) return false; // I V X L
  return CONSTITUTION_ARTICLE.test(normalizeSpacing(text.slice(Math.max(floor, p - 40), p)));
}

/** What stands before the sign at `signStart`: a code name, `Id.`, or an ordinary word. */
function readBeforeSign(text: string, signStart: number, floor: number): Before {
  let p = skipGapBack(text, signStart, floor);
  // `Pen. Code,[1] § 215`, `Gov. Code, fn. 1 §§ 51200`: a footnote's marker, as a page prints it, between the name (and
  // its comma) and the sign; not after any other word (`Plaintiff [1] § 1985`).
  if (text.charCodeAt(p - 1) === 93 /* ] */ || isDigit(text.charCodeAt(p - 1))) {
    const marked = skipFootnoteMarkerBack(text, p, floor);
    if (marked !== p && (text.charCodeAt(marked - 1) === 44 || lookupNameEndingAt(text, marked, floor))) p = marked;
  }
  // A comma before the sign (`Later, § 5`, `Id., § 5`) separates it from any name-like word.
  const comma = p > floor && text.charCodeAt(p - 1) === 44;
  if (comma) p = skipGapBack(text, p - 1, floor);
  const idStart = idEndingAt(text, p, floor);
  if (idStart >= 0) return { name: null, idStart, allowsShort: false, codeWordStart: -1, constitution: false };
  let name = lookupNameEndingAt(text, p, floor);
  if (!name) {
    const label = skipLabeledNumberBack(text, p, floor);
    if (label >= 0) name = lookupNameEndingAt(text, skipGapBack(text, label, floor), floor);
    // (A chapter's label in capitals, `C.` or `CH.`, only after a code numbered by chapter: `M.G.L. CH. 131, § 40`.)
    if (name && name.form.code.layout !== 'chapter' && capitalChapterLabelAt(text, label)) name = null;
  }
  if (!name) {
    const year = skipYearBack(text, p, floor);
    if (year >= 0) name = lookupNameEndingAt(text, year, floor);
  }
  // `General Statutes (Rev. to 2017) § 53a-54a`.
  name ??= nameBeforeEditionNote(text, p, floor);
  if (!name) {
    // `50 U.S.C. app. § 3901`.
    for (const word of APPENDIX_WORDS) {
      if (p - word.length >= floor && startsAt(text, p - word.length, word)) {
        name = lookupNameEndingAt(text, skipGapBack(text, p - word.length, floor), floor);
        break;
      }
    }
  }
  // `Indiana law under § 35-42-2-1.5`, `a Connecticut statute § 31-51q`: the state named in words.
  if (!name) name = stateLawEndingAt(text, p, floor, skipGap(text, matchSign(text, signStart)?.end ?? signStart + 1));
  // `Code 1981` is Georgia's only before a Georgia number (Iowa's courts wrote `The Code 1981, § 614.1` too).
  if (name && name.form.text === 'Code 1981') {
    if (!georgiaSectionAt(text, skipGap(text, matchSign(text, signStart)?.end ?? signStart + 1))) name = null;
  }
  // With a name the sign is that code's (parseAtSectionSign asks nothing else): the short-form
  // tests below (a slice and two regexes at most signs of a document) are for signs without one.
  if (name) return { name, idStart: -1, allowsShort: false, codeWordStart: -1, constitution: false };
  if (comma && constitutionArticleBefore(text, p, floor)) return { name: null, idStart: -1, allowsShort: false, codeWordStart: -1, constitution: true };
  const allowsShort = comma
    ? !labelledPartBefore(text, p, floor) && !sessionLawBefore(text, p, floor)
    : precedingWordAllowsShort(text, p, floor) && !sessionLawBefore(text, p, floor);
  const codeWordStart = !name && !comma && bareCodeWordEndingAt(text, p, floor) ? p - 4 : -1;
  return { name, idStart: -1, allowsShort, codeWordStart, constitution: false };
}

interface Tail {
  code: CodeDef;
  title: string | null;
  end: number;
  alternatives?: readonly CodeDef[];
  /** The shape every section must have: the code was named by its state in words (stateInWords.ts). */
  shape?: RegExp;
  /** The code was named without its state (`of the Code of Criminal Procedure`). */
  unprefixed?: boolean;
  /** Read as the U.S. Code's where nothing names the code after `of Title 16`, its title written with a capital. */
  unnamedTitle?: boolean;
}

/** `title` or `Title` as a word at `pos`. */
function titleWordAt(text: string, pos: number): boolean {
  const c = text.charCodeAt(pos);
  return (c === 116 || c === 84) && startsAt(text, pos + 1, 'itle') && !alnumAt(text, pos + 5);
}

/** End of a one- or two-digit title number standing alone at `pos`, or -1; compared character by character (asked at every `section N of title`). */
function titleNumberEnd(text: string, pos: number): number {
  const end = titleDigitsEnd(text, pos);
  // (`Title 17-A` is Maine's, not title 17.)
  return end < 0 || alnumAt(text, end) || (text.charCodeAt(end) === 45 && alnumAt(text, end + 1)) ? -1 : end;
}

/** End of the one or two digits at `pos` that may start a title's number, or -1. */
function titleDigitsEnd(text: string, pos: number): number {
  if (!isDigit(text.charCodeAt(pos))) return -1;
  return isDigit(text.charCodeAt(pos + 1)) ? pos + 2 : pos + 1;
}

const TITLE_CODE_PHRASES: ReadonlyArray<readonly [string, CodeDef]> = [
  ['United States Code', USC], ['U.S. Code', USC], ['U.S.Code', USC], ['US Code', USC], ['U.S.C.', USC], ['USC', USC],
  ['Code of Federal Regulations', CFR], ['C.F.R.', CFR], ['CFR', CFR],
];

/** Text after `of title N` that names the code: `, United States Code`, ` of the Code of Federal Regulations`. */
function codeAfterTitle(text: string, pos: number): { code: CodeDef; end: number } | null {
  let p = skipGap(text, pos);
  let joined = false;
  if (text.charCodeAt(p) === 44) {
    p = skipGap(text, p + 1);
    joined = true;
    // `Title 40, of the Code of Federal Regulations`.
    const the = skipGap(text, p + 2);
    if (wordAt(text, p, 'of') && wordAt(text, the, 'the')) p = skipGap(text, the + 3);
  } else if (wordAt(text, p, 'of')) {
    // (`Title 42 of U.S. Code`: some writers leave out the article.)
    const q = skipGap(text, p + 2);
    p = wordAt(text, q, 'the') ? skipGap(text, q + 3) : q;
    joined = true;
  }
  if (!joined && p === pos) return null;
  // Every phrase starts with `U` or `C`: one look rules out the rest.
  const c = text.charCodeAt(p);
  if (c !== 85 && c !== 67) return null;
  for (const [phrase, code] of TITLE_CODE_PHRASES) {
    // (A page's line may break within the name: `of Title 20 of the United States\nCode`.)
    const end = spacedPhraseEnd(text, p, phrase);
    if (end > 0 && !alnumAt(text, end)) return { code, end };
  }
  return null;
}

/** ` of title 5[, United States Code]` after a section list; `t` is where `title` starts. */
function parseOfTitle(text: string, t: number): Tail | null {
  const n = skipGap(text, t + 5);
  const end = titleNumberEnd(text, n);
  // `of Title 10A of the Oklahoma Statutes`, `of Title 17-A of the Maine Revised Statutes`: a lettered title is a state's.
  if (end < 0) return letteredTitleOfStateCode(text, n);
  const title = text.slice(n, end);
  const named = codeAfterTitle(text, end);
  if (named) return { code: named.code, title, end: named.end };
  // `of Title 8 of the Delaware Code`; `of title 5 of the Act` is some other title.
  const after = skipGap(text, end);
  if (wordAt(text, after, 'of')) return stateCodeOfTitle(text, after, title);
  return text.charCodeAt(t) === 84 /* T */ ? { code: USC, title, end, unnamedTitle: true } : { code: USC, title, end };
}

/**
 * A part of the C.F.R. in words, as regulations and agencies write it: `part 104 of title 34, Code of Federal Regulations`,
 * `part 60 of title 40 of the Code of Federal Regulations`, `Title 34, Part 104 of the Code of Federal Regulations`.
 * `labelStart` is where `part` starts and `digit` where its number does; the code must be named.
 */
export function parseCfrPartInWords(text: string, labelStart: number, digit: number, floor: number): Group | null {
  let end = digit;
  while (end < digit + 4 && isDigit(text.charCodeAt(end))) end++;
  if (end === digit || alnumAt(text, end)) return null;
  // The title's chapter between part and title (`Part 63, Chapter I, Title 40, of the Code of Federal Regulations`).
  let t = cfrChapterAfter(text, end);
  const of = skipGap(text, end);
  if (t < 0 && of > end && wordAt(text, of, 'of')) t = skipGap(text, of + 2);
  if (t < 0) return null;
  let title: string;
  let start = labelStart;
  let tailEnd: number;
  if (titleWordAt(text, t)) {
    const n = skipGap(text, t + 5);
    const numberEnd = titleNumberEnd(text, n);
    const named = numberEnd < 0 ? null : codeAfterTitle(text, numberEnd);
    if (!named || named.code !== CFR) return null;
    title = text.slice(n, numberEnd);
    tailEnd = named.end;
  } else {
    const named = codeAfterTitle(text, end);
    const before = named && named.code === CFR ? titleNumberBeforeLabel(text, labelStart, floor) : null;
    if (!named || !before) return null;
    title = before.title;
    start = before.start;
    tailEnd = named.end;
  }
  if (!titleExists(CFR, title)) return null;
  const g = makeGroup(labelStart, 'full', CFR, title, start, [{ start, end: tailEnd, section: text.slice(digit, end), pinpoint: null }]);
  g.part = true;
  return g;
}

/**
 * After a C.F.R. part's number, a chapter of its title and what joins it to the title (`, Chapter I, Title 40`,
 * ` of chapter 1 of title 48`): where the title's word may start, or -1.
 */
function cfrChapterAfter(text: string, pos: number): number {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  else if (wordAt(text, p, 'of')) p = skipGap(text, p + 2);
  else return -1;
  if (!startsAt(text, p, 'Chapter') && !startsAt(text, p, 'chapter')) return -1;
  const n = skipGap(text, p + 7);
  if (n === p + 7) return -1;
  let e = n;
  while (e < n + 6 && (isDigit(text.charCodeAt(e)) || romanNumeral(text, e, e + 1))) e++;
  if (e === n || alnumAt(text, e)) return -1;
  const after = skipGap(text, e);
  if (text.charCodeAt(after) === 44) return skipGap(text, after + 1);
  return wordAt(text, after, 'of') ? skipGap(text, after + 2) : -1;
}

const ROMAN_NUMERALS = 'IVXL';

/** `Title 34, ` before a label at `labelStart`: the title and where its word starts; else null. */
function titleNumberBeforeLabel(text: string, labelStart: number, floor: number): { title: string; start: number } | null {
  let p = skipGapBack(text, labelStart, floor);
  if (p <= floor || text.charCodeAt(p - 1) !== 44 /* , */) return null;
  p = skipGapBack(text, p - 1, floor);
  const start = skipLabeledNumberBack(text, p, floor, true);
  let n = p;
  while (n > floor && isDigit(text.charCodeAt(n - 1))) n--;
  return start >= 0 && p - n >= 1 && p - n <= 2 ? { title: text.slice(n, p), start } : null;
}

/** A state code's lettered title at `pos` (`10A`, `17-A`) and the code named after it (` of the Oklahoma Statutes`). */
function letteredTitleOfStateCode(text: string, pos: number): Tail | null {
  const digits = titleDigitsEnd(text, pos);
  if (digits < 0) return null;
  const letter = text.charCodeAt(digits) === 45 /* - */ ? digits + 1 : digits;
  if (!isUpper(text.charCodeAt(letter)) || alnumAt(text, letter + 1)) return null;
  const after = skipGap(text, letter + 1);
  return wordAt(text, after, 'of') ? stateCodeOfTitle(text, after, text.slice(pos, letter + 1)) : null;
}

/** ` of the Delaware Code` (` of the Pennsylvania Consolidated Statutes`) at `of`, after `title`: a state code numbered by title; else null. */
function stateCodeOfTitle(text: string, of: number, title: string): Tail | null {
  const state = parseOfStateCode(text, of);
  return state && numberedByTitle(state.code) ? { ...state, title } : null;
}

/** ` of the Internal Revenue Code[ of 1986]` (` of the IRS code`), ` of the Bankruptcy Code` or ` of the United States Code` after a section list. */
function parseOfFederalCode(text: string, p: number): Tail | null {
  const q = skipGap(text, p + 2);
  if (!wordAt(text, q, 'the')) return null;
  const r = skipGap(text, q + 3);
  if (startsAt(text, r, 'Bankruptcy Code')) return { code: BANKRUPTCY_CODE, title: '11', end: r + 15 };
  if (startsAt(text, r, 'U.S. Bankruptcy Code')) return { code: BANKRUPTCY_CODE, title: '11', end: r + 20 };
  // `Title 17 Section 105 of the United States Code`: the title stands before the section word (parseSignLed).
  if (startsAt(text, r, 'United States Code')) return { code: USC, title: null, end: r + 18 };
  // `Section 45Q of the IRS code`, as the press writes it.
  if (startsAt(text, r, 'IRS ') && (wordAt(text, r + 4, 'Code') || wordAt(text, r + 4, 'code'))) return { code: IRC, title: '26', end: r + 8 };
  // (In lower case as some states' statutes write it: `section 164(b)(6)(B) of the internal revenue code`.)
  if ((!startsAt(text, r, 'Internal Revenue Code') && !startsAt(text, r, 'internal revenue code')) || alnumAt(text, r + 21)) return null;
  let end = r + 21;
  const y = skipGap(text, end);
  if (startsAt(text, y, 'of 1986') || startsAt(text, y, 'of 1954')) end = y + 7;
  return { code: IRC, title: '26', end };
}

/**
 * `, Fla. Stat.` / `, Florida Statutes` / `, RSMo` / `, R.R.S. 1943` after a section list, or
 * `, title 18, United States Code`.
 */
function parseReverseName(text: string, gapEnd: number): Tail | null {
  return text.charCodeAt(gapEnd) === 44 ? nameAfterComma(text, skipGap(text, gapEnd + 1)) : null;
}

/** parseReverseName from `p`, where the spacing after the comma ends. */
function nameAfterComma(text: string, p: number): Tail | null {
  if (titleWordAt(text, p)) return parseCommaTitle(text, p);
  const direct = lookupNameStartingAt(text, p) ?? nameAfterVolume(text, p);
  const ofYear = direct ? null : statutesOfYear(text, p);
  const name = direct ?? ofYear;
  if (!name) return federalCodeAfterTitle(text, p);
  let end = name.end;
  const y = skipGap(text, end);
  // (The year may be run into the name: `section 32-1-204.5, C.R.S.2013`.)
  if (yearAt(text, y)) end = y + 4;
  // (`§ 9, CPLR 3211`: a name before any other number starts a citation of its own; not before a paragraph's number,
  // `§1-200(1), G.S. 2. By letter`: one no section of the code is numbered as, after a section in parts.)
  else if (isDigit(text.charCodeAt(y)) && !paragraphAfterName(text, p, name.form.code, y)) return null;
  const tail: Tail = { code: name.form.code, title: null, end };
  if (name.form.alternatives) tail.alternatives = name.form.alternatives;
  // (A year's statutes only before the code's own numbers: `section 12-345, 1979 Stats.` is none of Wisconsin's.)
  const shape = ofYear ? signlessShapeOf(name.form.code) : undefined;
  if (shape) tail.shape = shape;
  return tail;
}

/**
 * `1979 Stats.`: Wisconsin's statutes of a year, as its annotations cite a section as it then stood (`s. 48.13 (12), 1979
 * Stats.`); not a session law's chapter (California's `1979 Stats., ch. 373`) nor another state's (`1979 Stats. Nev.`).
 */
function statutesOfYear(text: string, p: number): NameMatch | null {
  if (!yearAt(text, p)) return null;
  const q = skipGap(text, p + 4);
  if (q === p + 4 || !(startsAt(text, q, 'Stats.') || startsAt(text, q, 'stats.'))) return null;
  const name = lookupNameStartingAt(text, q);
  return name && !SESSION_LAW_AFTER_STATS.test(text.slice(name.end, name.end + 12)) ? { ...name, start: p } : null;
}
const SESSION_LAW_AFTER_STATS = /^,?\s*(?:ch\b|c\.|[A-Z][a-z]{1,5}\.)/;

/** A numbered paragraph's start: `2. By letter`. */
const PARAGRAPH_NUMBER = /^(\d{1,3})\.[ \t\n]+[A-Z]/;
/** A section in parts, its pinpoint after it, ending where a comma follows: `1-200(1)`. */
const SECTION_IN_PARTS_BEFORE_COMMA = /\d[A-Za-z]{0,3}[-.:]\d[0-9A-Za-z.:-]*(?:\([0-9A-Za-z]{1,4}\))*\s*$/;

/**
 * Whether the number at `y`, after the name `code` that follows a section and a comma ending before `p`, numbers a
 * paragraph: on a line of its own, or on the name's line where the code numbers no section so and the section before it
 * is in parts (`§ 1, CPLR 214. The` cites CPLR 214).
 */
function paragraphAfterName(text: string, p: number, code: CodeDef, y: number): boolean {
  const paragraph = PARAGRAPH_NUMBER.exec(text.slice(y, y + 8));
  if (paragraph && lineBreakBetween(text, p, y)) return true;
  const shape = signlessShapeOf(code);
  if (!paragraph || !shape || shape.test(paragraph[1])) return false;
  const comma = text.lastIndexOf(',', p);
  return comma > 0 && SECTION_IN_PARTS_BEFORE_COMMA.test(text.slice(Math.max(0, comma - 24), comma));
}

/** `7 C.R.S.`: the name after a volume's number (one or two digits and a letter), of a code whose citations may give it. */
function nameAfterVolume(text: string, p: number): NameMatch | null {
  const end = matchEnd(VOLUME, text, p);
  const name = end > 0 ? lookupNameStartingAt(text, skipGap(text, end)) : null;
  return name?.form.code.volumeBeforeName ? name : null;
}

const VOLUME = /\d{1,2}[A-Z]?(?=[ \u00a0])/y;

/**
 * `Section 1396a, et seq., 42 U.S.C.`: the U.S. Code after its title, its citation's own form after a section list; not
 * where a section follows it (`Section 2, 42 U.S.C. § 1983` is the act's section, then the code's citation).
 */
function federalCodeAfterTitle(text: string, p: number): Tail | null {
  const end = matchEnd(FEDERAL_CODE_AFTER_TITLE, text, p);
  if (end < 0) return null;
  // (Not before what leads to the Code's own citation: an edition, `app.`, a chapter, `Supp.`, a number or a sign,
  // `Section 4, 42 U.S.C. (1982) § 1983`.)
  const after = skipGap(text, end);
  if (CODE_CITATION_GOES_ON.test(text.slice(after, after + 8)) || matchSign(text, after) || matchSectionWord(text, after)) return null;
  const title = text.slice(p, text.indexOf(' ', p));
  return titleExists(USC, title) ? { code: USC, title, end } : null;
}

const CODE_CITATION_GOES_ON = /^(?:[(\d]|app\.|ch\.|chap|Supp\.)/;
const FEDERAL_CODE_AFTER_TITLE = /\d{1,2} (?:U\. ?S\. ?C\.(?:A\.|S\.)?|USCA?\b)/y;

/** `title 18, United States Code` (`Title 6, Delaware Code`) after `section 1001, `. */
function parseCommaTitle(text: string, t: number): Tail | null {
  const n = skipGap(text, t + 5);
  const numberEnd = titleNumberEnd(text, n);
  if (numberEnd < 0) return null;
  const title = text.slice(n, numberEnd);
  const named = codeAfterTitle(text, numberEnd);
  if (named) return { code: named.code, title, end: named.end };
  // `§ 2513, Title 6, Delaware Code`, `§ 8106, Title 10 of the Delaware Code`: a state code numbered by title.
  const after = skipGap(text, numberEnd);
  if (wordAt(text, after, 'of')) return stateCodeOfTitle(text, after, title);
  const name = text.charCodeAt(after) === 44 ? lookupNameStartingAt(text, skipGap(text, after + 1)) : null;
  const code = name?.form.code;
  return name && code && code.corpus === 'STATE' && numberedByTitle(code) ? { code, title, end: name.end } : null;
}

/** ` of the Idaho Code`, ` of the Florida Statutes` after a section list. */
function parseOfStateCode(text: string, p: number): Tail | null {
  let q = skipGap(text, p + 2);
  // (`of The Massachusetts General Laws`, as some reports capitalise it.)
  const the = wordAt(text, q, 'the');
  if (the || wordAt(text, q, 'The')) q = skipGap(text, q + 3);
  const name = lookupNameStartingAt(text, q);
  if (!name) {
    // `section 530.14 of the criminal procedure law`: New York's statutes name its laws in lower case.
    const lower = the && isLower(text.charCodeAt(q)) ? newYorkLawInLowerCaseAt(text, q) : null;
    if (lower) return { code: lower.code, title: null, end: lower.end };
    // `of South Carolina's Code of Laws`, `of the Arkansas Freedom of Information Act`.
    const words = stateLawStartingAt(text, q);
    return words ? { code: words.code, title: null, end: words.end, shape: words.shape } : null;
  }
  if (name.form.code.corpus !== 'STATE') return null;
  const tail: Tail = { code: name.form.code, title: null, end: name.end };
  if (name.form.alternatives) tail.alternatives = name.form.alternatives;
  if (name.form.unprefixed) tail.unprefixed = true;
  // (A name in lower case, as Connecticut's and Rhode Island's acts write theirs, `of the general statutes`: only before
  // sections numbered as that code numbers them, not `section 5 of the general statutes of the United States`.)
  const shape = isLower(text.charCodeAt(q)) ? signlessShapeOf(name.form.code) : undefined;
  if (shape) tail.shape = shape;
  return tail;
}

/** ` of 20 U.S.C.` / ` of 40 C.F.R.` after a section list (`Section 1681(a) of 20 U.S.C.`). */
function parseOfNumberedCode(text: string, p: number): Tail | null {
  const n = skipGap(text, p + 2);
  const numberEnd = titleNumberEnd(text, n);
  if (numberEnd < 0) return null;
  const q = skipGap(text, numberEnd);
  if (q === numberEnd) return null;
  const usc = matchUscMarker(text, q);
  if (usc > 0) return { code: USC, title: text.slice(n, numberEnd), end: usc };
  const cfr = matchCfrMarker(text, q);
  return cfr > 0 ? { code: CFR, title: text.slice(n, numberEnd), end: cfr } : null;
}

/**
 * What names the code after a section list: ` of title 5`, ` of the Internal Revenue Code` (both
 * start with `of`, checked once here: this runs at every `section` in a brief) or `, Fla. Stat.`.
 */
function parseCodeTail(text: string, pos: number): Tail | null {
  return codeTailAt(text, pos, skipGap(text, pos));
}

/** parseCodeTail with the spacing after `pos` already skipped, up to `p`. */
function codeTailAt(text: string, pos: number, p: number): Tail | null {
  // `§§ 58-1141 and 58-1142, as amended, of the Code of Virginia`, `SECTION 20-4-40, AS AMENDED, CODE OF LAWS OF SOUTH
  // CAROLINA, 1976`: bills say the section was amended before naming its code.
  const later = codeNamedLaterInBill(text, pos, p) ?? lawNamedAtClauseEnd(text, pos);
  if (later) return later;
  const amended = asAmendedEnd(text, p);
  if (amended > 0) {
    const q = skipGap(text, amended);
    if (wordAt(text, q, 'of')) return ofCodeTail(text, q);
    const name = nameAfterComma(text, q);
    // (Not a name that starts a citation of its own: `Section 3, as amended, NRS 41.032`.)
    return name && name.code.corpus === 'STATE' && !isDigit(text.charCodeAt(skipGap(text, name.end))) ? name : null;
  }
  if (p > pos && wordAt(text, p, 'of')) return ofCodeTail(text, p);
  // `Section 365, of the Bankruptcy Code`: some writers set the code off with a comma.
  if (text.charCodeAt(p) === 44 /* , */) {
    const of = skipGap(text, p + 1);
    if (of > p + 1 && wordAt(text, of, 'of')) return ofCodeTail(text, of);
    // `§ 8106, Title 10 of the Delaware Code`.
    if (of > p + 1) {
      const titled = stateTitleAt(text, of);
      if (titled) return titled;
    }
  }
  const reverse = parseReverseName(text, p);
  if (reverse || p === pos || !isUpper(text.charCodeAt(p))) return reverse;
  const name = lookupNameStartingAt(text, p);
  return name && POSTFIX_WITHOUT_COMMA.has(name.form.text) ? nameAfterComma(text, p) : null;
}

/** How a bill's title goes on from one list of sections to the next before it names their code. */
const BILL_LIST_LINK = /^(?:(?:of|to), )?and to (?:amend(?: and reenact)?|enact|add|repeal|renumber)\b/;
/** How far the code may be named after the list (a bill title's clause). */
const MAX_BILL_CLAUSE = 300;

/**
 * A bill's title names the code once, after several lists: `An act to amend Sections 273.6 and 402 of, and to add
 * Section 290.97 to, the Penal Code`; `To amend sections 3301.0714 and 3302.03 and to enact sections 117.53 and
 * 3313.666 of the Revised Code`. At `p` (after the list ending at `pos`): `to, the` or `to the` right before a state
 * code's name; or a link to the next list (`of, and to add`, `and to enact`), the code then named after `of the`,
 * `to the` or `, the` further on in the clause. The tail ends where the list does.
 */
function codeNamedLaterInBill(text: string, pos: number, p: number): Tail | null {
  // One look first (this is asked after most lists): `of,` `to,` `to the` or `and to`.
  if (p === pos) return null;
  const c = text.charCodeAt(p);
  const comma = text.charCodeAt(p + 2) === 44;
  if (c === 97 /* a */ ? !startsAt(text, p, 'and to ') : c === 111 /* o */ ? !comma : c !== 116 /* t */ || (!comma && !startsAt(text, p, 'to the '))) return null;
  if (c === 116 /* t */) {
    // `Section 290.97 to, the Penal Code`, `Section 21401.5 to the Public Utilities Code`: the name right there.
    const the = skipGap(text, comma ? p + 3 : p + 2);
    const name = wordAt(text, the, 'the') ? stateCodeNamedAt(text, skipGap(text, the + 3)) : null;
    if (name || !comma) return name ? { code: name, title: null, end: pos } : null;
  }
  const clause = text.slice(p, Math.min(text.length, p + MAX_BILL_CLAUSE));
  if (!BILL_LIST_LINK.test(normalizeSpacing(clause.slice(0, 40)))) return null;
  const end = clause.search(/;|\.\s+[A-Z]/);
  const named = /(?:\b(?:of|to),?|,)\s+the\s+(?=[A-Z])/g;
  for (let m = named.exec(clause); m && (end < 0 || m.index < end); m = named.exec(clause)) {
    const code = stateCodeNamedAt(text, p + m.index + m[0].length);
    if (code) return { code, title: null, end: pos };
  }
  return null;
}

/** How New York's bill summaries go on from one list to the next before naming the law: `, add §`, `, amd §§`. */
const LAWS_AFFECTED_LINK = /^, ?(?:add|amd|rpld|ren|rpl) §/;
/** One piece of such a summary between commas: `add §53`, `amd §§50-e`, `880 & 970-n`. */
const LAWS_AFFECTED_PIECE = /^\s*(?:(?:add|amd|rpld|ren|rpl)\s+§§?\s*)?[0-9][0-9A-Za-z.-]{0,12}(?:\s*(?:&|and)\s*[0-9][0-9A-Za-z.-]{0,12})*\s*$/;

/**
 * `amd §§50-e, 880 & 970-n, add §53, Gen Muni L;`: New York's summary of the laws a bill affects names each law once,
 * after the last of its lists, before the next law's `;`. The tail ends where the list does.
 */
function lawNamedAtClauseEnd(text: string, pos: number): Tail | null {
  if (text.charCodeAt(pos) !== 44 /* , */ || !LAWS_AFFECTED_LINK.test(text.slice(pos, pos + 8))) return null;
  // The clause and the law it names are read once for all the lists in it (each list's parse asks again).
  // (A clause cut at the reach, with no `;` or line's end in it, is read on from where it was cut for a later list.)
  const clause = lawsAffectedClause;
  const inClause = clause.text === text && pos > clause.start && pos < clause.end;
  if (!inClause || !clause.ended) {
    const limit = Math.min(text.length, pos + MAX_BILL_CLAUSE);
    let end = inClause ? clause.end : pos + 1;
    while (end < limit && text.charCodeAt(end) !== 59 /* ; */ && text.charCodeAt(end) !== 10) end++;
    const comma = text.lastIndexOf(',', end - 1);
    const name = comma > pos ? lookupNameStartingAt(text, skipGap(text, comma + 1)) : null;
    const named = name && name.form.code.corpus === 'STATE' && skipGap(text, name.end) >= end;
    lawsAffectedClause = { text, start: pos, end, ended: end < limit, comma, code: named ? name.form.code : null };
  }
  const { code, comma } = lawsAffectedClause;
  if (!code) return null;
  // Every piece before the name is another list (`add §53`), not some other text (`see Smith v. Jones, 12 N.Y.3d 4`).
  const pieces = text.slice(pos + 1, comma).split(',');
  return pieces.every((piece) => LAWS_AFFECTED_PIECE.test(piece)) ? { code, title: null, end: pos } : null;
}

/** The clause lawNamedAtClauseEnd read last: where it starts and ends, its last comma and the law named after it. */
let lawsAffectedClause: { text: string; start: number; end: number; ended: boolean; comma: number; code: CodeDef | null } = {
  text: '', start: -1, end: -1, ended: false, comma: -1, code: null,
};

/** A state code cited by section whose name starts at `pos`; else null. */
function stateCodeNamedAt(text: string, pos: number): CodeDef | null {
  const name = lookupNameStartingAt(text, pos);
  return name && name.form.code.corpus === 'STATE' && name.form.code.layout === 'section' ? name.form.code : null;
}

/** End of `, as amended,` (or in capitals) at `p`, or -1. */
function asAmendedEnd(text: string, p: number): number {
  if (text.charCodeAt(p) !== 44 /* , */) return -1;
  const a = skipGap(text, p + 1);
  // (Or a range's `inclusive`, as Connecticut's acts write it: `sections 1-200 to 1-210, inclusive, of the general statutes`.)
  const phrase = AMENDED_OR_INCLUSIVE.find((w) => startsAt(text, a, w));
  if (phrase === undefined) return -1;
  const c = skipGap(text, a + phrase.length);
  return text.charCodeAt(c) === 44 ? c + 1 : -1;
}
const AMENDED_OR_INCLUSIVE = ['as amended', 'AS AMENDED', 'inclusive', 'INCLUSIVE'];

/** `Title 10 of the Delaware Code` at `pos`: a state code's title named after a section and its comma; else null. */
function stateTitleAt(text: string, pos: number): Tail | null {
  if (!titleWordAt(text, pos)) return null;
  const n = skipGap(text, pos + 5);
  const end = titleNumberEnd(text, n);
  if (end < 0) return null;
  const of = skipGap(text, end);
  return wordAt(text, of, 'of') ? stateCodeOfTitle(text, of, text.slice(n, end)) : null;
}

/** The code named after `of` at `p`. */
function ofCodeTail(text: string, p: number): Tail | null {
  // One look at the word after `of` picks the reading: `title 5`, `the Internal Revenue Code`, `20 U.S.C.`, a state code.
  const next = skipGap(text, p + 2);
  const c = text.charCodeAt(next);
  if (c === 116 /* t */ || c === 84 /* T */) {
    if (titleWordAt(text, next)) return parseOfTitle(text, next);
    if (wordAt(text, next, 'the')) return parseOfFederalCode(text, p) ?? parseOfStateCode(text, p);
    return parseOfStateCode(text, p);
  }
  if (isDigit(c)) return parseOfNumberedCode(text, p);
  if ((c === 99 /* c */ || c === 67 /* C */) && startsAt(text, next + 1, 'hapter')) return parseOfChapter(text, next, false);
  if ((c === 97 /* a */ || c === 65 /* A */) && startsAt(text, next + 1, 'rticle')) return parseOfChapter(text, next, true);
  return isUpper(c) ? parseOfStateCode(text, p) : null;
}

/**
 * `of chapter 93A of the General Laws` at `label` (after a section): the chapter of a code numbered by chapter; with
 * `articles`, `of Article 40 of the Annotated Code of Maryland`, the article of a code whose chapters are articles.
 */
function parseOfChapter(text: string, label: number, articles: boolean): Tail | null {
  if (alnumAt(text, label + 7)) return null;
  const n = skipGap(text, label + 7);
  let end = n;
  while (end < n + 5 && isAlnum(text.charCodeAt(end))) end++;
  if (end === n || !isDigit(text.charCodeAt(n)) || alnumAt(text, end)) return null;
  const of = skipGap(text, end);
  const state = wordAt(text, of, 'of') ? parseOfStateCode(text, of) : null;
  return state && state.code.layout === 'chapter' && (state.code.chapterLabel === 'art.') === articles ? { ...state, title: text.slice(n, end) } : null;
}

/** A title's number of one or two digits (Maine's lettered ones too: `17-A`) after a space or a line's start, and nothing else of a citation before it. */
const UNLABELLED_TITLE = /(?:^|[ \t\n])(\d{1,2}(?:-[A-Z])?)$/;
const UNLABELLED_TITLE_READ = 6;

function grammarFor(code: CodeDef): SectionGrammar {
  return GRAMMARS[code.grammar];
}

/**
 * `Title 18, section 6856 of the Delaware Code`, `Tit. 42§5524`: a title written before the section word or sign; its
 * number and where it starts. (`22 §4055`, a title's number alone right before the sign, `unlabelled`: UNLABELLED_TITLE.)
 */
function titleWrittenBefore(text: string, anchor: number, floor: number): { title: string; start: number; unlabelled?: true } | null {
  const p = skipGapBack(text, anchor, floor);
  if (p <= floor) return null;
  const labelled = labelledTitleBefore(text, p, floor);
  if (labelled || text.charCodeAt(anchor) !== 0xa7 || anchor - p > 1 || !isAlnum(text.charCodeAt(p - 1))) return labelled;
  const m = UNLABELLED_TITLE.exec(text.slice(Math.max(floor, p - UNLABELLED_TITLE_READ), p));
  return m && titleMayStandAlone(text, p - m[1].length, floor) ? { title: m[1], start: p - m[1].length, unlabelled: true } : null;
}

/**
 * Whether what stands before a title's number written without its label lets it be one (`see 14 §6021`, `RENTAL PROPERTY
 * - 14 §6021`, `1 yr. 12 §513`, `Maine 22 §4055`, a table's cell): the text's or a line's start, punctuation, a tab or a
 * wider space, a word in capitals, a sentence's end, or a word that leads a citation (WORDS_BEFORE_A_TITLE); not a
 * count's word (`brought 3 § 1983 claims`), a table's, a page's, a volume's or a treatise's number (`vol. 2 §5`).
 */
function titleMayStandAlone(text: string, start: number, floor: number): boolean {
  const p = skipGapBack(text, start, floor);
  if (p <= floor || start - p >= 2 || text.charCodeAt(p) === 9) return true;
  const c = text.charCodeAt(p - 1);
  if (!isAlnum(c) && c !== 46) return true;
  const dot = c === 46;
  let w = dot ? p - 1 : p;
  const wordEnd = w;
  while (w > floor && isLetter(text.charCodeAt(w - 1))) w--;
  const word = text.slice(w, wordEnd);
  if (word === '') return false;
  // (A sentence's end: a word of four letters or more in lower case, not an abbreviation's; or a year's.)
  if (dot) return (word.length >= 4 && word === word.toLowerCase() && !ABBREVIATIONS_BEFORE_A_NUMBER.has(word)) || word === 'yr' || word === 'yrs';
  return WORDS_BEFORE_A_TITLE.has(word) || (word.length >= 2 && word === word.toUpperCase());
}
/** Lower-case abbreviations of four letters or more before a number that is a paragraph's or a volume's. */
const ABBREVIATIONS_BEFORE_A_NUMBER: ReadonlySet<string> = new Set(['para', 'supp', 'repl', 'vols', 'subd', 'subds', 'sect', 'secs']);
/** Words a title's number may follow: those that lead a citation, a state's or its code's name. */
const WORDS_BEFORE_A_TITLE: ReadonlySet<string> = new Set(['see', 'See', 'and', 'or', 'also', 'Also', 'under', 'Under', 'in', 'In', 'of', 'with', 'to', 'per',
  'by', 'plus', 'vs', 'cf', 'from', 'pursuant', 'Pursuant', 'provided', 'violating', 'Maine', 'Vermont', 'Code', 'Statutes', 'Title']);

/** titleWrittenBefore's title with its label, the spacing before the sign ending at `p`. */
function labelledTitleBefore(text: string, p: number, floor: number): { title: string; start: number } | null {
  // (`Title 17 Section 105 of the United States Code` leaves the comma out.)
  if (text.charCodeAt(p - 1) === 44 /* , */) p = skipGapBack(text, p - 1, floor);
  // (Maine's lettered titles: `Title 17-A, Section 253`.)
  const lettered = p - 3 > floor && text.charCodeAt(p - 2) === 45 /* - */ && isUpper(text.charCodeAt(p - 1)) && isDigit(text.charCodeAt(p - 3));
  if (!lettered && !isDigit(text.charCodeAt(p - 1))) return null;
  const numberEnd = lettered ? p - 2 : p;
  const label = skipLabeledNumberBack(text, numberEnd, floor, true);
  if (label < 0) return null;
  let s = numberEnd;
  while (s > label && isAlnum(text.charCodeAt(s - 1))) s--;
  return { title: text.slice(s, p), start: label };
}

/**
 * Parses the list after a sign or section word and whatever follows it. `allowShort` lets a
 * list with nothing after it stand as a bare short form.
 */
function parseSignLed(text: string, anchor: number, floor: number, sign: SignMatch, allowShort: boolean, word = false): Group | null {
  // `creating s. 3 768.725, F.S.`, `of section 19 324.021, Florida Statutes`: a bill's line number after the word (the
  // code must then be named after the list).
  const afterSign = skipGap(text, sign.end);
  const first = word ? skipLineNumber(text, afterSign) : afterSign;
  const lineNumbered = first !== afterSign;
  // `Title 14, § 6002(1)`, `Tit. 42§5524`, `title 69 section 1703`: a short form that names its title, of a code numbered
  // by title that the document cites or names (the resolver decides which).
  const titled = titleWrittenBefore(text, anchor, floor);
  // `section 29-26-122`, `section 768.73`: a number with parts may be a short form of a citation of the same chapter.
  const chapterShort = word && !allowShort && numberHasParts(text, first);
  // `Section 1983`, `Section 2802`: a number of three digits or more may repeat a section just cited.
  const repeatShort = word && !allowShort && !chapterShort && matchEnd(REPEATED_SECTION, text, first) > 0;
  if (!allowShort && !chapterShort && !repeatShort && !titled) {
    // Only a tail can make a citation of this list: when one look shows the list is a single number
    // (`section 1 of title`, `section 1, title 1,`), try the tail before reading the list.
    const firstEnd = firstGenericItemEnd(text, first);
    if (firstEnd < 0) return null;
    const q = skipGap(text, firstEnd);
    if (wordAt(text, q, 'of')) {
      if (ofTheCodeEnd(text, firstEnd) < 0 && ofThisDivisionEnd(text, firstEnd) < 0 && !codeTailAt(text, firstEnd, q)) return null;
    } else if (text.charCodeAt(q) === 44) {
      const r = skipGap(text, q + 1);
      if (listEndsBeforeComma(text, r) && !nameAfterComma(text, r) && !stateTitleAt(text, r)) return null;
    }
  }
  // Where only a code named after the list can make a citation of it, the list takes one more sign or section word at
  // most (`section 1981 and section 1983 of title 42`): such a parse that fails is tried again at each word inside the
  // list, and a list of words (`sections 1 and sections 2 and ...`) would cost its length at each.
  const signs = allowShort ? MAX_LIST_ITEMS : 1;
  const items = parseSectionList(text, first, GRAMMARS.generic, sign.plural, signs);
  if (!items) return null;
  const last = items[items.length - 1];
  const act = illinoisActAfter(text, last.end, items);
  if (act) {
    for (const item of items) item.section = `${act.act}/${item.section}`;
    items[0].start = anchor;
    last.end = act.end;
    return makeGroup(anchor, 'full', ILLINOIS_COMPILED_STATUTES, act.chapter, anchor, items);
  }
  // `of the Code` names no code itself (`of the Code of Virginia` does, and is read by parseCodeTail).
  const theCode = ofTheCodeEnd(text, last.end);
  let tail = theCode < 0 ? parseCodeTail(text, last.end) : null;
  if (tail) {
    const code = generalLawsCodeFor(tail.code, items[0].section);
    if (code !== tail.code) tail = { ...tail, code };
  }
  // `§ 4764 of Title 16`: the sign, and nothing naming the code after its title, as the Delaware Code's own text refers to
  // its other titles; the U.S. Code's reads `section 552 of title 5`, and those who cite it name it (`§ 1437f of Title 42,
  // United States Code`).
  const delawareByForm = tail?.unnamedTitle === true && !word && text.charCodeAt(anchor) === 0xa7 && titleExists(DELAWARE_CODE, tail.title);
  if (tail && delawareByForm) tail = { ...tail, code: DELAWARE_CODE };
  let start = anchor;
  // (`Title 14, § 6002 of the Maine Revised Statutes`, `Title 18, section 6856 of the Delaware Code`.)
  if (tail && tail.title === null && titled && numberedByTitle(tail.code)) {
    tail = { ...tail, title: titled.title };
    start = titled.start;
  }
  if (tail && !titleExists(tail.code, tail.title)) return null;
  if (lineNumbered && !tail) return null;
  // A code numbered by title or chapter needs one: `§ 4, G.L.` names no chapter.
  // (`§§ 214-f, 306-d & 7515, CPLR`: the CPLR is numbered by rule alone.)
  if (tail && tail.title === null && !tail.code.fixedTitle && tail.code.layout !== 'section' && tail.code.layout !== 'rule') return null;
  if (tail) {
    // Re-read the numbers with the grammar of the code the tail names (USC ranges, CFR sections).
    const typed = parseSectionList(text, first, grammarFor(tail.code), sign.plural, signs);
    // `Title 12, Section 201 of the Louisiana Revised Statutes`: Louisiana numbers a section with its title (`12:201`), as
    // Arizona does (`Title 13, Section 1204 of the Arizona Revised Statutes`: 13-1204).
    const join = tail.code.titleJoin;
    if (typed && join && typed.some((item) => !item.section.includes(join))) {
      if (!titled || !word || typed.some((item) => item.section.includes(join))) return null;
      joinTitle(typed, titled.title, join);
      start = titled.start;
    }
    if (!typed || !sectionsFit(tail.code, typed)) return null;
    const shape = tail.shape;
    if (shape && !typed.every((item) => shape.test(item.section))) return null;
    const typedLast = typed[typed.length - 1];
    const again = parseCodeTail(text, typedLast.end);
    if (!again || again.end !== tail.end) return null;
    typed[0].start = start;
    typedLast.end = tail.end;
    const title = tail.code.fixedTitle ?? tail.title;
    const group = makeGroup(anchor, 'full', tail.code, title, start, typed);
    if (tail.alternatives) group.alternatives = tail.alternatives;
    if (delawareByForm) group.delawareByForm = true;
    return group;
  }
  // `section 74.351(a) of the Code`, `section 501(c)(3) of the Code`: the code cited by name before.
  if (theCode > 0) {
    items[0].start = anchor;
    last.end = theCode;
    const group = makeGroup(anchor, 'short', null, null, anchor, items);
    group.namedCode = true;
    return group;
  }
  // `§§ 8108-8110 of this title`, `section 2744.02 of this chapter`: the code's own words for itself.
  const thisDivision = ofThisDivisionEnd(text, last.end);
  if (thisDivision < 0) {
    if (!allowShort && !chapterShort && !repeatShort && !titled) return null;
    // `§ 12 of this Agreement`, `§ 5 of the Securities Act`: a section of something else; one in parts with a parenthesis
    // or the next sentence's `See` soon after may be cited there (`section 122-2.1(a)(2) of the Post-Conviction Hearing Act
    // (Act) (725 ILCS 5/122-2.1(a)(2) (West 1998))`, `section 2001.038 of the Act. See Tex. Gov't Code § 2001.038`:
    // Group.namedElsewhere).
    const after = skipGap(text, last.end);
    if (after > last.end && wordAt(text, after, 'of')) {
      // (Only the characters that may hold it are read: a document of such sections is read once, not once a section.)
      const soon = text.slice(after, Math.min(text.length, after + CITED_IN_PARENTHESES_READ));
      if (!CITATION_MAY_FOLLOW.test(soon) || !items.every((item) => citableElsewhere(item.section))) return null;
      items[0].start = anchor;
      const group = makeGroup(anchor, 'short', null, null, anchor, items);
      group.namedElsewhere = true;
      return group;
    }
  } else {
    last.end = thisDivision;
  }
  // (An act's or an agreement's title is none of a code's: `the Americans with Disabilities Act of 1990, title 1, § 101`.)
  const codeTitle = titled !== null && thisDivision < 0 && !OTHER_TITLED_WORK.test(text.slice(Math.max(floor, titled.start - OTHER_TITLED_WORK_READ), titled.start));
  if (titled && !codeTitle && !allowShort && !chapterShort && !repeatShort) return null;
  const unlabelled = codeTitle && titled.unlabelled === true;
  items[0].start = codeTitle && !unlabelled ? titled.start : anchor;
  const group = makeGroup(anchor, 'short', null, codeTitle ? titled.title : null, items[0].start, items);
  // (Where no code numbered by title is cited or named, the resolver reads it as it would without its title, if at all.)
  group.namesTitle = codeTitle;
  group.titleOnly = codeTitle && !unlabelled && !allowShort && !chapterShort && !repeatShort;
  if (unlabelled) group.unlabelledTitleAt = titled.start;
  if (!allowShort && thisDivision < 0) {
    if (chapterShort) group.sameChapter = true;
    else if (repeatShort) group.sameSection = true;
  }
  return group;
}

/** How far after a section of a law named after it the parenthesis or the next sentence's `See` that may cite it is looked for. */
const CITED_IN_PARENTHESES_READ = 80;
/** A parenthesis, a sentence's end and `See` or `Cf.`, or a comma and a title's number, where a citation of a law named just before may follow. */
const CITATION_MAY_FOLLOW = /\(|\.\s+(?:See|Cf\.)\s|,\s+\d{1,3}\s+[A-Z]/;
/**
 * A section of a law named after it that a citation after the law's name may cite: one in parts (`122-2.1`), or of three
 * digits or more (`section 155 of the Illinois Insurance Code (the Code) (215 ILCS 5/155)`), never `section 5 of the Act`.
 * (The resolver keeps it only where the citation after cites the same number.)
 */
export function citableElsewhere(section: string): boolean {
  return firstSeparator(section) > 0 || THREE_DIGITS_OR_MORE.test(section);
}
const THREE_DIGITS_OR_MORE = /^\d{3,}[a-z]?$/;

/** What names a work of its own before a title's label: an act, a session law, an agreement, a plan. */
const OTHER_TITLED_WORK = /(?:\bAct(?: of (?:1[789]|20)\d\d)?|\bLaws|\bAgreement|\bContract|\bPlan|\bOrdinance|\bCharter|\bConstitution|\bRules|\bBill)[ ,]{0,3}$/;
const OTHER_TITLED_WORK_READ = 24;

/**
 * A section's number of three to five digits and a letter or two, no parts: what `Section 1983` may repeat; not one that
 * names a kind of claim (`Section 1981 claims differ`), which is no reference to the text, nor one before a capital: a
 * code's name (`section 625 ILCS 5/11-501`: the number is its chapter) or a heading's word (`a Section 1983 Action`).
 */
const REPEATED_SECTION = /\d{3,5}(?!\d)[A-Za-z]{0,2}(?![A-Za-z]|[.:-]\d)(?!\s+(?:[A-Z]|(?:claims?|actions?|cases?|suits?|lawsuits?|plaintiffs?|defendants?|litigation|liability|jurisprudence)\b))/y;

/**
 * Illinois's courts name its codes and acts in words, the compiled statutes' chapter and act following in parentheses
 * if at all: `section 2-619 of the Code of Civil Procedure (735 ILCS 5/2-619)`. Each with its chapter and act.
 */
const ILLINOIS_ACTS: ReadonlyArray<readonly [name: string, chapter: string, act: string]> = [
  ['Code of Civil Procedure', '735', '5'], ['Criminal Code of 2012', '720', '5'], ['Criminal Code of 1961', '720', '5'],
  ['Code of Criminal Procedure of 1963', '725', '5'], ['Unified Code of Corrections', '730', '5'], ['Illinois Vehicle Code', '625', '5'],
  ['Probate Act of 1975', '755', '5'], ['Illinois Pension Code', '40', '5'], ['Illinois Human Rights Act', '775', '5'],
  ['Local Governmental and Governmental Employees Tort Immunity Act', '745', '10'], ['Tort Immunity Act', '745', '10'],
];
const ILLINOIS_COMPILED_STATUTES = stateCodeById('il');
const DELAWARE_CODE = stateCodeById('de');
/**
 * Their sections are numbered by article (`2-619`, `2-619.1`, `12-3.05`), articles 1 to 50: California's Code of Civil
 * Procedure numbers no section so, and Kansas's (`60-212`) begins at 60.
 */
const ILLINOIS_ACT_SECTION = /^(?:[1-9]|[1-4]\d|50)-\d{1,4}(?:\.\d{1,3})?[a-z]?$/;

/** ` of the Code of Civil Procedure` (an Illinois act named in words) after a list of its sections; else null. */
function illinoisActAfter(text: string, pos: number, items: readonly SectionItem[]): { chapter: string; act: string; end: number } | null {
  const r = wordAfterOf(text, pos, 'the');
  // Every name starts with one of these, and so does `Illinois` before one: one look rules out the rest.
  const c = r < 0 ? 0 : text.charCodeAt(r);
  if (c !== 67 /* C */ && c !== 73 /* I */ && c !== 80 /* P */ && c !== 85 /* U */ && c !== 76 /* L */ && c !== 84 /* T */) return null;
  // The state's name may stand before a name without it (`the Illinois Code of Civil Procedure`).
  const unprefixed = wordAt(text, r, 'Illinois') ? skipGap(text, r + 8) : r;
  for (const [name, chapter, act] of ILLINOIS_ACTS) {
    const at = startsAt(text, r, name) ? r : startsAt(text, unprefixed, name) ? unprefixed : -1;
    if (at >= 0 && !alnumAt(text, at + name.length)) {
      return items.every((item) => ILLINOIS_ACT_SECTION.test(item.section)) ? { chapter, act, end: at + name.length } : null;
    }
  }
  return null;
}

const THIS_DIVISIONS = ['title', 'chapter', 'code', 'Code', 'article', 'subtitle', 'subchapter', 'part', 'division'];

/**
 * End of ` of this title` (chapter, code, article, …), ` of said code` (West Virginia's bills) or ` of such Code` (federal
 * statutes: `section 6103(b)(4) of such Code`) after `pos`, or -1.
 */
function ofThisDivisionEnd(text: string, pos: number): number {
  let r = wordAfterOf(text, pos, 'this');
  if (r < 0) r = wordAfterOf(text, pos, 'said');
  if (r < 0) {
    // (`of such Code` only: `of such title` may be an act's title, `Title XVIII of the Social Security Act`; nor `such
    // Code of Ethics`.)
    const such = wordAfterOf(text, pos, 'such');
    if (such < 0 || !wordAt(text, such, 'Code')) return -1;
    const after = skipGap(text, such + 4);
    return wordAt(text, after, 'of') || isUpper(text.charCodeAt(after)) ? -1 : such + 4;
  }
  for (const word of THIS_DIVISIONS) if (wordAt(text, r, word)) return r + word.length;
  return -1;
}

/** End of ` of the Code` after `pos` (not the start of a name: `of the Code of Virginia`), or -1. */
function ofTheCodeEnd(text: string, pos: number): number {
  const r = wordAfterOf(text, pos, 'the');
  if (r < 0 || !wordAt(text, r, 'Code')) return -1;
  return wordAt(text, skipGap(text, r + 4), 'of') ? -1 : r + 4;
}

/** Where the word after ` of <determiner>` at `pos` starts (` of this title`, ` of the Code`), or -1. */
function wordAfterOf(text: string, pos: number, determiner: string): number {
  const p = skipGap(text, pos);
  if (p === pos || !wordAt(text, p, 'of')) return -1;
  const q = skipGap(text, p + 2);
  return wordAt(text, q, determiner) ? skipGap(text, q + determiner.length) : -1;
}

/** Whether the number at `pos` has parts (`29-26-122`, `768.73`, `9:2800`), a digit after its first separator. */
export function numberHasParts(text: string, pos: number): boolean {
  let p = pos;
  while (p < pos + 8 && isDigit(text.charCodeAt(p))) p++;
  if (p === pos) return false;
  // (A letter or two may end the first part: Connecticut's `46b-82`, Utah's `78B-9-106`.)
  const digitsEnd = p;
  while (p < digitsEnd + 2 && isLetter(text.charCodeAt(p))) p++;
  const c = text.charCodeAt(p);
  return (c === 45 || c === 46 || c === 58) && isDigit(text.charCodeAt(p + 1));
}

function parseId(text: string, anchor: number, sign: SignMatch, idStart: number): Group | null {
  const items = parseSectionList(text, skipGap(text, sign.end), GRAMMARS.generic, sign.plural);
  if (!items) return null;
  items[0].start = idStart;
  return makeGroup(anchor, 'id', null, null, idStart, items);
}

/** Whether a section sign (`§`, `\S`, `&sect;`) ends right at `pos`. */
function signEndsAt(text: string, pos: number, floor: number): boolean {
  if (pos <= floor) return false;
  const c = text.charCodeAt(pos - 1);
  return c === 0xa7 || (c === 83 /* S */ && pos - 2 >= floor && text.charCodeAt(pos - 2) === 92) || (c === 59 /* ; */ && pos - 6 >= floor && startsAt(text, pos - 6, '&sect;'));
}

/** Anchor: a section sign (`§`, `\S`, `&sect;`). */
export function parseAtSectionSign(text: string, anchor: number, floor: number): Group | null {
  const sign = matchSign(text, anchor);
  // The second sign of a pair whose reading failed (`1917, ch. 97, §§ 1, 2`: a session law's sections) reads no better
  // alone: what stands before it is the first sign, not the words before the pair.
  if (!sign || signEndsAt(text, anchor, floor)) return null;
  const before = readBeforeSign(text, anchor, floor);
  if (before.name) {
    const g = parseFromName(text, floor, anchor, before.name);
    // `Md. Code (1974, 2013 Repl. Vol.), § 5-101 of the Courts and Judicial Proceedings Article`: no numbered article
    // follows the name of the old Code, and the article is named after the section.
    if (g || !before.name.form.code.chapterLabel) return g;
    return parseSignLed(text, anchor, floor, sign, false);
  }
  if (before.idStart >= 0) return parseId(text, anchor, sign, before.idStart);
  // `14 MRSA §8107, sub-§1`: Maine's subsection, not a section.
  if (before.constitution || (anchor >= 4 && startsAt(text, anchor - 4, 'sub-'))) return null;
  if (before.codeWordStart >= 0) {
    const g = parseSignLed(text, anchor, floor, sign, true);
    if (g && g.kind === 'short') {
      g.start = before.codeWordStart;
      g.items[0].start = before.codeWordStart;
      g.stateOnly = true;
    }
    return g;
  }
  return parseSignLed(text, anchor, floor, sign, before.allowsShort);
}

/** How far ahead of a bare number parseListBeforePostfixName looks for the name after its list. */
const POSTFIX_NAME_REACH = 160;

/**
 * The state code whose name starts at the first comma and capital within POSTFIX_NAME_REACH after `pos` (the name after
 * the list, if there is one), or null: one look before the list is read.
 */
function stateCodeNamedAfterCommaAhead(text: string, pos: number): CodeDef | null {
  const limit = Math.min(text.length - 2, pos + POSTFIX_NAME_REACH);
  for (let i = pos; i < limit; i++) {
    if (text.charCodeAt(i) !== 44 /* , */) continue;
    const c = skipGap(text, i + 1);
    if (!isUpper(text.charCodeAt(c))) continue;
    const name = lookupNameStartingAt(text, c);
    return name && name.form.code.corpus === 'STATE' ? name.form.code : null;
  }
  return null;
}

/** Whether `c` may stand inside a bare section number (`24-10-119`, `943.059`, `40:1379.3`, `60-1507a`). */
function isBareNumberChar(c: number): boolean {
  return isAlnum(c) || c === 45 || c === 46 || c === 58;
}

/**
 * Start of the bare number (in parts, starting with a digit, after spacing, a parenthesis or `floor`) that ends at `end`,
 * or -1.
 */
export function bareNumberStartBefore(text: string, end: number, floor: number): number {
  let s = end;
  while (s > floor && end - s < 16 && isBareNumberChar(text.charCodeAt(s - 1))) s--;
  if (s === end || (s > floor && alnumAt(text, s - 1))) return -1;
  return isDigit(text.charCodeAt(s)) && numberHasParts(text, s) ? s : -1;
}

/** The words that join a list's numbers, read backward from the number after them. */
const LIST_WORDS = ['and', 'or', 'through', 'to'];

/**
 * Where a list of bare numbers ending with the one at `digit` starts: each earlier number in parts, joined to the next
 * by a comma, a semicolon or a joining word (`at 24-10-101 through 24-10-119, C.R.S.`; `in 41-4-1, 41-4-2 and 41-4-4`).
 * Never below `floor`.
 */
function bareListStartBefore(text: string, digit: number, floor: number): number {
  let start = digit;
  for (let n = 0; n < MAX_LIST_ITEMS; n++) {
    let p = skipGapBack(text, start, floor);
    let joined = false;
    for (const w of LIST_WORDS) {
      if (p < start && p - w.length > floor && startsAt(text, p - w.length, w) && !alnumAt(text, p - w.length - 1)) {
        p = skipGapBack(text, p - w.length, floor);
        joined = p < start;
        break;
      }
    }
    const c = text.charCodeAt(p - 1);
    if (p > floor && (c === 44 || c === 59)) {
      p = skipGapBack(text, p - 1, floor);
      joined = true;
    }
    const s = joined ? bareNumberStartBefore(text, p, floor) : -1;
    if (s < 0) return start;
    start = s;
  }
  return start;
}

/**
 * Anchor: a number after a colon or a comma, with no sign or word before it, and a list of such numbers up to a state
 * code's name after it (`IMP, 81-3-203, 81-3-211, MCA`, as Montana's rules end their history notes); or the comma
 * before that name (`found at 24-10-101 through 24-10-119, C.R.S.`, where no word before the list leads to a citation).
 * The list is read from its first number. Every number must have the code's own shape, in parts, and four digits
 * (`page 5, 12.5, RCW` is none): no other reading of a bare number is made.
 */
export function parseListBeforePostfixName(text: string, digit: number, floor: number): Group | null {
  const start = bareListStartBefore(text, digit, floor);
  return (start < digit ? listBeforePostfixNameFrom(text, start) : null) ?? listBeforePostfixNameFrom(text, digit);
}

/**
 * Whether the state code named right after the comma at `comma` (spacing allowed) numbers its sections as the bare
 * number [digit, comma) is: one look before any list is read.
 */
export function postfixNameFits(text: string, digit: number, comma: number): boolean {
  // Every shape asks four digits: counted in place first, before the name is looked up.
  let digits = 0;
  for (let i = digit; i < comma && digits < 4; i++) if (isDigit(text.charCodeAt(i))) digits++;
  if (digits < 4) return false;
  const name = lookupNameStartingAt(text, skipGap(text, comma + 1));
  const shape = postfixShapeOf(name && name.form.code.corpus === 'STATE' ? name.form.code : null);
  return shape !== undefined && shape.test(text.slice(digit, comma));
}

/** The shape of the bare numbers a state code named after them may have: only a code cited by section alone has one. */
function postfixShapeOf(code: CodeDef | null): RegExp | undefined {
  return code && code.layout === 'section' ? signlessShapeOf(code) : undefined;
}

function listBeforePostfixNameFrom(text: string, digit: number): Group | null {
  if (!numberHasParts(text, digit) || !FOUR_DIGITS.test(text.slice(digit, digit + 12))) return null;
  const code = stateCodeNamedAfterCommaAhead(text, digit);
  const shape = postfixShapeOf(code);
  if (!code || !shape) return null;
  const items = parseSectionList(text, digit, grammarFor(code), false);
  if (!items || !sectionsFit(code, items) || !items.every((item) => shape.test(item.section) && FOUR_DIGITS.test(item.section))) return null;
  const last = items[items.length - 1];
  const tail = parseCodeTail(text, last.end);
  if (!tail || tail.code !== code || tail.alternatives) return null;
  last.end = tail.end;
  return makeGroup(digit, 'full', code, null, digit, items);
}

/** Anchor: the word `section`/`sections`/`sec.` followed by a number. */
export function parseAtSectionWord(text: string, anchor: number, floor: number, known?: SignMatch): Group | null {
  const word = known ?? matchSectionWord(text, anchor);
  if (!word) return null;
  let p = skipGapBack(text, anchor, floor);
  const comma = p > floor && text.charCodeAt(p - 1) === 44;
  if (comma) p = skipGapBack(text, p - 1, floor);
  let name = lookupNameEndingAt(text, p, floor);
  // `Penal Code (PC) Section 243`: an edition note or the short name the document gives the code.
  name ??= nameBeforeEditionNote(text, p, floor);
  if (!name && !comma && isDigit(text.charCodeAt(p - 1))) {
    // `Penal Code 1 section 1170.91`: a footnote's marker of a digit or two between the code's name and the word.
    // (One space each side of it, on the name's line.)
    const s = isDigit(text.charCodeAt(p - 2)) ? p - 2 : p - 1;
    if (s - 1 > floor && text.charCodeAt(s - 1) === 32 && isLetter(text.charCodeAt(s - 2))) name = lookupNameEndingAt(text, s - 1, floor);
  }
  if (!name && comma) {
    // `G.L.c. 93A, Section 9`: the chapter, then the section word (an anchor of its own where `c.` is no word).
    let s = p;
    while (s > floor && p - s < 6 && isAlnum(text.charCodeAt(s - 1))) s--;
    const q = skipGapBack(text, s, floor);
    if (q < s && chapterLabelRunIntoName(text, q, floor)) name = lookupNameEndingAt(text, q - 2, floor);
  }
  // `Id. Sec. 1395f(b)(1)`, `id. section 5`: a short form with the word for the sign.
  if (!name && !comma) {
    const idStart = idEndingAt(text, p, floor);
    if (idStart >= 0) return parseId(text, anchor, word, idStart);
  }
  // `Code Section 44-14-361.5`: how Georgia's code refers to its own sections.
  name ??= !comma && bareCodeWordEndingAt(text, p, floor) && !capitalisedWordBefore(text, p - 4, floor) && georgiaSectionAt(text, skipGap(text, word.end))
    ? { form: GEORGIA_CODE, start: p - 4, end: p }
    : null;
  // `Code Sec. 401(k)`: how tax publishers cite the Internal Revenue Code (a number of no state's shape).
  if (!name && !comma && startsAt(text, anchor, 'Sec.') && bareCodeWordEndingAt(text, p, floor) && !capitalisedWordBefore(text, p - 4, floor)) {
    const n = skipGap(text, word.end);
    const number = text.slice(n, n + 8);
    if (IRC_SECTION.test(number) && !HYPHENATED_NUMBER.test(number)) name = { form: INTERNAL_REVENUE_CODE_SEC, start: p - 4, end: p };
  }
  // `Arizona law Section 33-1368`, `Kansas' DUI law, Section 8-1567`: the state named in words.
  name ??= stateLawEndingAt(text, p, floor, skipGap(text, word.end));
  if (name) {
    const g = parseFromName(text, floor, anchor, name);
    if (g) return g;
  }
  return parseSignLed(text, anchor, floor, word, false, true);
}

/** The Internal Revenue Code as tax publishers cite it: `Code Sec. 401(k)`. */
const INTERNAL_REVENUE_CODE_SEC: NameForm = { code: IRC, text: 'Code Sec.', signOptional: false };
/** A number in hyphenated parts, as no section of the Internal Revenue Code is (`8.01-243` is Virginia's, `12-345`). */
const HYPHENATED_NUMBER = /^\d+[A-Za-z]{0,2}[-–]/;

/** Georgia's code as it refers to its own sections: `Code Section 9-11-68`. */
const GEORGIA_CODE: NameForm = { code: stateCodeById('ga'), text: 'Code', signOptional: false };
/** A Georgia section: title, chapter and section (`44-14-361.5`, `16-13-30`, `9-11-68`). */
const GEORGIA_SECTION = /^\d{1,2}[A-Z]?-\d{1,2}[A-Z]?-\d{1,4}(?:\.\d{1,2})?(?![\d.-]\d)/;

/** Whether a Georgia section's number starts at `pos`. */
function georgiaSectionAt(text: string, pos: number): boolean {
  return GEORGIA_SECTION.test(text.slice(pos, pos + 16));
}

/**
 * `Code` as a word of its own ending at `end` (not the end of `Zipcode` or `eCode`), and no other code's name: not after
 * a capitalised word (`the Administrative Code § 19-190`, a city's), a signal or a sentence's opening word aside (`See Code
 * § 8.01-243`, `As Code § 22-404.01 provides`).
 */
function bareCodeWordEndingAt(text: string, end: number, floor: number): boolean {
  if (end - 4 < floor || !startsAt(text, end - 4, 'Code') || alnumAt(text, end - 5)) return false;
  if (!capitalisedWordBefore(text, end - 4, floor)) return true;
  // (A sentence's first word: `As Code § 22-404.01 provides`.)
  const wordEnd = skipGapBack(text, end - 4, floor);
  let s = wordEnd;
  while (s > floor && isLetter(text.charCodeAt(s - 1))) s--;
  return SENTENCE_OPENERS.has(text.slice(s, wordEnd));
}

/** Capitalised words that open a sentence before a bare `Code §` and name no code (SIGNAL_WORDS are never names). */
const SENTENCE_OPENERS = new Set(['As', 'Since', 'Unless', 'Where', 'Thus', 'Hence', 'So', 'Then', 'Now', 'Here', 'There', 'This', 'That', 'The']);

/** Whether `.c.` ends at `end`: a chapter label run into a name ending in a period (`G.L.c. 251`). */
export function chapterLabelRunIntoName(text: string, end: number, floor: number): boolean {
  return end - 3 >= floor && text.charCodeAt(end - 1) === 46 && text.charCodeAt(end - 2) === 99 /* c */ && text.charCodeAt(end - 3) === 46;
}

/** Anchor: `art.` followed by a number (Louisiana codes, Texas Code of Criminal Procedure). */
export function parseAtArticle(text: string, anchor: number, floor: number): Group | null {
  const p = skipGapBack(text, anchor, floor);
  const name = lookupNameEndingAt(text, p, floor) ?? numberedArticleCodeBeforeNote(text, p, floor);
  if (!name) return parseArticleOfCode(text, anchor) ?? articleShortForm(text, anchor, floor);
  // `Md. Ann. Code art. 27, § 36`: a code whose chapters are articles.
  if (name.form.code.chapterLabel) return parseFromName(text, floor, name.start, name);
  const named = name.form.unprefixed || name.form.code.layout === 'article' ? articleCodeNamed(name.form.code) : null;
  if (!named) return null;
  const code = criminalProcedureCodeFor(named, name.form.unprefixed === true, articleNumberAfter(text, anchor));
  return parseFromName(text, floor, anchor, code === name.form.code ? name : { ...name, form: { ...name.form, code } });
}

/**
 * `Art. 27, § 36B(b)` after `Maryland Code (1957, 1987 Repl. Vol.), Art. 27, § 36B(d)`: a short form that names its
 * article, read as a chapter's (chapterShortForm) of a code whose chapters are articles.
 */
function articleShortForm(text: string, anchor: number, floor: number): Group | null {
  const word = matchWordList(text, anchor, ARTICLE_WORDS);
  if (!word || word.plural) return null;
  const n = skipGap(text, word.end);
  // (Only before a comma and a sign, looked for first: a section word after it, `Article 4, Sections 40-3-8`, is read
  // from the word, and most articles of prose have neither.)
  let p = n;
  while (p < n + 8 && isAlnum(text.charCodeAt(p))) p++;
  if (text.charCodeAt(p) !== 44 /* , */ || !matchSign(text, skipGap(text, p + 1))) return null;
  const numberEnd = matchEnd(CHAPTER_NUMBER, text, n);
  if (numberEnd !== p) return null;
  const g = chapterShortForm(text, anchor, floor, n, numberEnd);
  if (!g || (g.code && !g.code.chapterLabel)) return null;
  // (Nor with something named after it: `Art. 1, § 8 of the U.S. Constitution`, `Art. 9, § 9-315 of the UCC`, `Art. 5, §
  // 3 of the lease`.)
  if (!g.code && wordAt(text, skipGap(text, groupEnd(g)), 'of')) return null;
  g.articleLabelled = true;
  return g;
}

/**
 * `Maryland Code (1957, 1979 Repl. Vol.), Art. 101`: a code numbered by article, its edition and a comma before `p`, or
 * the edition alone (`(1957, 1982 Repl. Vol., 1983 Supp.) Art. 27`).
 */
function numberedArticleCodeBeforeNote(text: string, p: number, floor: number): NameMatch | null {
  const c = text.charCodeAt(p - 1);
  if (c !== 44 /* , */ && c !== 41 /* ) */) return null;
  const name = nameBeforeEditionNote(text, c === 44 ? skipGapBack(text, p - 1, floor) : p, floor);
  return name && name.form.code.chapterLabel ? name : null;
}

/** The code's name before the edition notes ending at `pos` (editionNoteStartBefore), or null. */
function nameBeforeEditionNote(text: string, pos: number, floor: number): NameMatch | null {
  const note = editionNoteStartBefore(text, pos, floor);
  return note >= 0 ? lookupNameEndingAt(text, skipGapBack(text, note, floor), floor) : null;
}

/** The number after the article word at `anchor` (`38.23` of `art. 38.23`), or ''. */
function articleNumberAfter(text: string, anchor: number): string {
  const word = matchWordList(text, anchor, ARTICLE_WORDS);
  const n = word ? skipGap(text, word.end) : -1;
  const end = n < 0 ? -1 : matchEnd(GRAMMARS.article.section, text, n);
  return end < 0 ? '' : text.slice(n, end);
}

/** `article 2315 of the Louisiana Civil Code`, `article 38.23 of the Texas Code of Criminal Procedure`. */
function parseArticleOfCode(text: string, anchor: number): Group | null {
  const word = matchWordList(text, anchor, ARTICLE_WORDS);
  if (!word) return null;
  const n = skipGap(text, word.end);
  // One look before a list is parsed: the first number is followed by `of` or by more of a list
  // (`article 2315 of`, `articles 2315, 2316`, `arts. 1-5`); most article numbers of prose are not.
  const first = matchEnd(GRAMMARS.article.section, text, n);
  if (first < 0) return null;
  const after = skipGap(text, first);
  const c = text.charCodeAt(after);
  if (after > first && wordAt(text, after, 'of')) {
    // A list ends at `of`: the code must be named right after it (`article 1 of the agreement` names none).
    const tail = parseOfStateCode(text, after);
    if (!tail || !articleCodeNamed(tail.code)) return null;
  } else if (!(c === 44 || c === 45 || c === 0x2013 || c === 38 || c === 40 || (after > first && (wordAt(text, after, 'and') || wordAt(text, after, 'to') || wordAt(text, after, 'through') || wordAt(text, after, 'or'))))) {
    return null;
  }
  const items = parseSectionList(text, n, GRAMMARS.article, word.plural);
  if (!items) return null;
  const last = items[items.length - 1];
  const q = skipGap(text, last.end);
  const tail = q > last.end && wordAt(text, q, 'of') ? parseOfStateCode(text, q) : null;
  const named = tail ? articleCodeNamed(tail.code) : null;
  if (!tail || !named) return null;
  // (`Article 100 of the Code of Criminal Procedure of Ukraine`: a name without its state, and another country's.)
  if (tail.unprefixed && wordAt(text, skipGap(text, tail.end), 'of')) return null;
  const code = criminalProcedureCodeFor(named, tail.unprefixed === true, items[0].section);
  items[0].start = anchor;
  last.end = tail.end;
  return makeGroup(anchor, 'full', code, null, anchor, items);
}

// A chapter number: 93A, 151B, 358-A, 19.86, 768; Connecticut's 815j, 319v (one lower-case letter, so `5th` is none).
const CHAPTER_NUMBER = /\d{1,4}(?:[A-Z]{1,3}|[a-z])?(?:[.-][0-9A-Z]{1,4}){0,2}(?![0-9A-Za-z]|[.-][0-9A-Za-z])/y;
// The singular first, the commoner (`chapter` stops short of `chapters` at the word's end); in capitals too, as headings
// and captions print them (`NRS CHAPTER 241`, `TEX. CIV. PRAC. & REM. CODE CH. 27`).
// (`c` without its period only after a code's name: `MGL c 152, § 8(5)`.)
const CHAPTER_LABELS: ReadonlyArray<string> = ['chapter', 'Chapter', 'ch.', 'Ch.', 'chap.', 'Chap.', 'c.', 'c', 'CHAPTER', 'CH.', 'chapters', 'Chapters', 'chs.', 'Chs.', 'CHAPTERS', 'CHS.'];
/** The most chapters one list is read for: after a plural label or a code's name, and after a singular label alone. */
const MAX_CHAPTERS = 20;
const MAX_CHAPTERS_AFTER_ONE_LABEL = 4;

/** Where the plural labels start in CHAPTER_LABELS. */
const FIRST_PLURAL_LABEL = CHAPTER_LABELS.indexOf('chapters');

/**
 * The chapter label at `pos` (`ch.`, `Chapter`, `chapters`), as its end times two plus one where it is plural (a number:
 * no object is made per label read); -1 where there is none. chapterLabelEnd and isPluralLabel read it.
 */
function chapterLabelAt(text: string, pos: number): number {
  // Every label starts with `c` or `C`: one look rules out the rest.
  if ((text.charCodeAt(pos) | 32) !== 99) return -1;
  if (alnumAt(text, pos - 1)) return -1;
  for (let i = 0; i < CHAPTER_LABELS.length; i++) {
    const l = CHAPTER_LABELS[i];
    if (startsAt(text, pos, l) && (l.charCodeAt(l.length - 1) === 46 /* . */ || !alnumAt(text, pos + l.length))) {
      return (pos + l.length) * 2 + (i >= FIRST_PLURAL_LABEL ? 1 : 0);
    }
  }
  return -1;
}

function chapterLabelEnd(label: number): number {
  return label < 0 ? -1 : label >> 1;
}

function isPluralLabel(label: number): boolean {
  return label >= 0 && (label & 1) === 1;
}

/**
 * The chapters listed after the one in `items` (`KRS Chapter 186 or 189`, `R.I. Gen. Laws, ch. 11-24 (public
 * accommodations); ch. 28-5 (employment)`, `Chapters 3781 and 3791`), appended to it. A chapter without its label must
 * be written as the first is, as long; one followed by a section starts a citation of its own (`c. 93A, § 9`).
 */
function readChapterList(text: string, items: SectionItem[], plural: boolean, max = MAX_CHAPTERS, stopAtLabel = false): void {
  if (plural && items.length === 1) splitChapterRange(items);
  const first = items[0].section;
  while (items.length < max) {
    let p = skipGap(text, items[items.length - 1].end);
    // `ch. 11-24 (public accommodations); ch. 28-5`: what a chapter is about, in parentheses.
    if (text.charCodeAt(p) === 40 /* ( */) {
      const close = closingParenthesis(text, p + 1, 80, false);
      if (close < 0) return;
      p = skipGap(text, close + 1);
    }
    const c = text.charCodeAt(p);
    const punctuated = c === 44 /* , */ || c === 59; /* ; */
    if (punctuated) p = skipGap(text, p + 1);
    if (wordAt(text, p, 'and') || wordAt(text, p, 'or')) p = skipGap(text, p + (text.charCodeAt(p) === 97 ? 3 : 2));
    else if (!punctuated) return;
    const label = chapterLabelAt(text, p);
    const labelled = label >= 0;
    // (A plural label starts a list of its own.)
    if (isPluralLabel(label)) return;
    const n = labelled ? skipGap(text, chapterLabelEnd(label)) : p;
    const end = matchEnd(CHAPTER_NUMBER, text, n);
    if (end < 0) return;
    const chapter = text.slice(n, end);
    // (After a plural label, `Iowa Code chapters 13B and 815`, any chapter's number; never a year.)
    if (!labelled && (c === 59 || !(plural ? !yearAt(text, n) : listedAlike(first, chapter)) || !endsChapterList(text, end))) return;
    // A session law's chapter (`c. 123 of the Acts of 1990`, `ch. 2019-123, Laws of Fla.`), or one with a section of its own.
    if (SESSION_LAW_CHAPTER.test(chapter) || sessionLawAfterChapter(text, end) || followedBySection(text, end)) return;
    // (Nor a labelled one with a code's name after it, which is that code's: `RSA chapter 358-A; chapter 19.86 RCW`.)
    if (labelled && codeNameAt(text, skipGap(text, end))) return;
    items.push({ start: labelled ? p : n, end, section: chapter, pinpoint: null });
    // (With no name before the list, after a singular label a labelled chapter ends it: `chapter 93A and chapter 176D`; a
    // list read again at each label of `chapter 1 and chapter 1 and ...` would cost its length at each.)
    if (labelled && stopAtLabel) return;
  }
}

/**
 * `Chapters 401-506`, `chs. 151A-151B`: after a plural label, two chapters joined by a hyphen, of three digits or more (no
 * chapter written with its title, South Dakota's `32-23`, is so long) or one number's letters, the second past the first.
 */
function splitChapterRange(items: SectionItem[]): void {
  const only = items[0];
  const pair = CHAPTER_RANGE.exec(only.section);
  if (!pair) return;
  const lettered = pair[3] !== undefined;
  if (lettered ? !(pair[5] > pair[4]) : !(Number(pair[2]) > Number(pair[1]))) return;
  // (The first item's span starts at the code's name: the number is at its end.)
  const hyphen = only.end - only.section.length + only.section.indexOf('-');
  items[0] = { start: only.start, end: hyphen, section: only.section.slice(0, only.section.indexOf('-')), pinpoint: null, range: 'from' };
  items.push({ start: hyphen + 1, end: only.end, section: lettered ? pair[3] + pair[5] : pair[2], pinpoint: null, range: 'to' });
}

const CHAPTER_RANGE = /^(?:(\d{3,4})-(\d{3,4})|(\d{1,4})([A-Z])-\3([A-Z]))$/;

/** Whether a chapter listed without its label is written as the first: as many digits (`186`, `189`), or in like parts (`19.86`, `19.190`). */
function listedAlike(first: string, next: string): boolean {
  return numberedAlike(first, next) || (first.length === next.length && /^\d+$/.test(first) && /^\d+$/.test(next));
}

/**
 * Whether a chapter listed without its label ends there: no word of prose follows it (`KRS Chapter 186 or 189 days`),
 * nor a capitalised word that names no code (`KRS Chapter 224 and 401 KAR 51:010`: a regulation's title).
 */
function endsChapterList(text: string, end: number): boolean {
  const p = skipGap(text, end);
  const c = text.charCodeAt(p);
  if (!isLetter(c)) return true;
  if (isUpper(c)) return codeNameAt(text, p);
  return wordAt(text, p, 'of') || wordAt(text, p, 'and') || wordAt(text, p, 'or');
}

/** Whether a code's name starts at `p` (one look first: every name starts with a capital). */
function codeNameAt(text: string, p: number): boolean {
  return isUpper(text.charCodeAt(p)) && lookupNameStartingAt(text, p) !== null;
}

/** A session law's chapter, its year first: `2019-123`. */
const SESSION_LAW_CHAPTER = /^(?:19|20)\d\d-/;

/**
 * Anchor: a chapter label (`c.`, `ch.`, `chapter`) before a number. With a state code's name
 * before it (`G.L. c. 93A`, `RSA chapter 358-A`) or after it (`chapter 19.86 RCW`) it cites the
 * chapter as a whole, unless a section follows (`G.L. c. 93A, § 11`, read as a full citation).
 */
export function parseAtChapter(text: string, anchor: number, floor: number): Group | null {
  const label = chapterLabelAt(text, anchor);
  if (label < 0) return null;
  const plural = isPluralLabel(label);
  const n = skipGap(text, chapterLabelEnd(label));
  const numberEnd = matchEnd(CHAPTER_NUMBER, text, n);
  if (numberEnd < 0) return null;
  const nameEnd = skipGapBack(text, anchor, floor);
  // (`G.L.c. 251`: a name ending in a period may run into the label.)
  let before = nameEnd < anchor || text.charCodeAt(anchor - 1) === 46 ? lookupNameEndingAt(text, nameEnd, floor) : null;
  if (!before && nameEnd < anchor) {
    // `Ill.Rev.Stat.1989, ch. 110`: an edition year run into the name leaves no spacing for a number anchor there.
    const comma = text.charCodeAt(nameEnd - 1) === 44 ? skipGapBack(text, nameEnd - 1, floor) : nameEnd;
    const year = skipYearBack(text, comma, floor);
    if (year > floor && text.charCodeAt(year - 1) === 46 && isDigit(text.charCodeAt(year))) before = lookupNameEndingAt(text, year, floor);
  }
  // (`c` without its period and no name before it: only a short form's chapter, `see also c 151B, § 4(4A)`, and no year.)
  if (!before && chapterLabelEnd(label) === anchor + 1) {
    if (yearAt(text, n) || ENUMERATED_C_BEFORE.test(text.slice(Math.max(floor, anchor - 24), anchor))) return null;
    const short = chapterShortForm(text, anchor, floor, n, numberEnd);
    // (Nor a section of something else: `Under c 12, § 5 of the Agreement`.)
    return short && !short.code && wordAt(text, skipGap(text, groupEnd(short)), 'of') ? null : short;
  }
  if (before && chapterLabelEnd(label) === anchor + 1 && (yearAt(text, n) || lineBreakBetween(text, anchor, n))) return null;
  if (before) {
    const code = before.form.code;
    // `18 U.S.C. ch. 90`, `11 U.S.C. chapter 7`: a chapter of a title of the U.S. Code.
    if (code === USC) return uscChapter(text, anchor, parseTitleBefore(text, before.start, floor), n, numberEnd);
    if (code.corpus !== 'STATE' || code.layout === 'article' || code.layout === 'rule' || code.layout === 'chapterAct') return null;
    // `WV Code Chapter 21, Article 5`: the levels below the chapter, after the code's name.
    if (code.divisions && levelFollows(text, numberEnd)) {
      const path = parseDivisionPath(text, anchor, floor, true, before);
      if (path) return path;
    }
    if (code.layout === 'chapter') {
      const full = parseFromName(text, floor, anchor, before);
      if (full) return full;
    } else if (followedBySection(text, numberEnd)) {
      return null;
    }
    // `Utah Code ch. 7` names no title; `Idaho Code chapter 16, title 6` names it after the chapter.
    if (numberedByTitle(code)) {
      // `42 Pa.C.S. ch. 85`, `29 Del. C. ch. 100`, `12 V.S.A. chapter 23`: a code numbered by title names its chapters
      // within a title, here the one before its name.
      const title = parseTitleBefore(text, before.start, floor);
      if (!title) return code.divisions ? parseDivisionPath(text, anchor, floor, true) : null;
      const g = divisionGroup(anchor, code, title.start, numberEnd, text.slice(n, numberEnd), before.form.alternatives);
      g.title = title.title;
      readChapterList(text, g.items, plural);
      return g;
    }
    if (!loneChapterNamesDivision(code, text.slice(n, numberEnd))) return parseDivisionPath(text, anchor, floor, true);
    const g = divisionGroup(anchor, code, before.start, numberEnd, text.slice(n, numberEnd), before.form.alternatives);
    readChapterList(text, g.items, plural);
    return g;
  }
  // `Title 12, ` or `Title XI, ` before the label, and the code named before that.
  const titleLabel = titleLabelBefore(text, anchor, floor);
  const titleName = titleLabel ? codeNamedBeforeTitle(text, titleLabel.start, floor) : null;
  const chapter = text.slice(n, numberEnd);
  if (titleLabel && titleName && titleName.form.code.layout === 'titleAfter') {
    // `Vermont Statutes Annotated, Title 10, Chapter 151, Sections 6001-6111`: the chapter's sections.
    if (followedBySection(text, numberEnd)) {
      const steps: DivisionStep[] = [{ label: 'title', number: titleLabel.title }, { label: 'chapter', number: chapter }];
      const full = sectionAfterPath(text, anchor, titleName.start, numberEnd, titleName.form.code, steps, titleName);
      if (full) return full;
    }
    const g = divisionGroup(anchor, titleName.form.code, titleName.start, numberEnd, chapter, titleName.form.alternatives);
    g.title = titleLabel.title;
    return g;
  }
  // `Iowa Code Title XI, Chapter 562A`, `Massachusetts General Laws, Part I, Title XV, Chapter 93A`: a code whose chapters
  // are numbered through it, as its official site shows a chapter's place; the chapter is the division.
  if (titleName && chapterNumberedThrough(titleName.form.code, chapter)) {
    return divisionGroup(anchor, titleName.form.code, titleName.start, numberEnd, chapter, titleName.form.alternatives);
  }
  // `Title 12, Chapter 53 of the U.S. Code`, `Title 12, Chapter 53, Subchapter V of the U.S. Code`.
  const federal = titleLabel && !titleName ? codeAfterTitle(text, subchapterEnd(text, numberEnd)) : null;
  if (titleLabel && federal && federal.code === USC) return uscChapter(text, anchor, titleLabel, n, numberEnd, federal.end);
  const short = chapterShortForm(text, anchor, floor, n, numberEnd);
  if (short) return short;
  // `chapter 19.86 RCW`, `chapter 120, Florida Statutes`, `chapter 93A of the General Laws`; `Chapters 3781 and 3791 of the
  // Ohio Revised Code`.
  // (After a singular label only a list joined by `and` or `or`, of a few chapters: with no name before it, a list is read
  // again at each chapter in it.)
  // (And after the word only, not `ch.` or `c.`.)
  let listed: SectionItem[] | null = null;
  const joined = skipGap(text, numberEnd);
  const spelledOut = chapterLabelEnd(label) - anchor >= 'chapter'.length;
  if (plural || (spelledOut && (wordAt(text, joined, 'and') || wordAt(text, joined, 'or')))) {
    listed = [{ start: anchor, end: numberEnd, section: text.slice(n, numberEnd), pinpoint: null }];
    readChapterList(text, listed, plural, plural ? MAX_CHAPTERS : MAX_CHAPTERS_AFTER_ONE_LABEL, !plural);
    if (listed.length === 1) listed = null;
  }
  const listEnd = listed ? listed[listed.length - 1].end : numberEnd;
  let p = skipGap(text, listEnd);
  // `Chapter 4141. of the Revised Code`: Ohio's statutes put a period after a chapter's number.
  if (p === listEnd && text.charCodeAt(p) === 46 /* . */ && wordAt(text, skipGap(text, p + 1), 'of')) p = skipGap(text, p + 1);
  // `Chapter 3.5 (commencing with Section 11340) of Part 1 ...`: a chain of levels.
  if (text.charCodeAt(p) === 40) return listed ? null : parseDivisionPath(text, anchor, floor, true) ?? bareChapter(text, anchor, floor, chapter, numberEnd);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  else if (p === listEnd) return listed ? null : bareChapter(text, anchor, floor, chapter, numberEnd);
  const of = wordAt(text, p, 'of');
  if (of) {
    p = skipGap(text, p + 2);
    // `chapter 90 of title 18, United States Code`.
    if (titleWordAt(text, p)) {
      const t = skipGap(text, p + 5);
      const titleEnd = titleNumberEnd(text, t);
      const named = titleEnd < 0 ? null : codeAfterTitle(text, titleEnd);
      if (named && named.code === USC) {
        const g = uscChapter(text, anchor, { title: text.slice(t, titleEnd), start: anchor }, n, numberEnd, named.end);
        // `chapter 11 and chapter 13 of title 11 of the United States Code`: each chapter listed.
        if (g && listed) {
          if (!listed.every((item) => USC_CHAPTER.test(item.section))) return null;
          listed[listed.length - 1].end = named.end;
          g.items = listed;
        }
        return g;
      }
    }
    // `Chapter 11 of Title 9 of the O.C.G.A.`: the chapter within its title.
    if (divisionLabelAt(text, p)) return listed ? null : parseDivisionPath(text, anchor, floor, true);
    if (wordAt(text, p, 'the')) p = skipGap(text, p + 3);
  } else if (divisionLabelAt(text, p)) {
    // `chapter 16, title 6, Idaho Code`, `Chapter 41, Article 4 NMSA 1978`.
    return listed ? null : parseDivisionPath(text, anchor, floor, true);
  }
  const after = lookupNameStartingAt(text, p);
  // (`chapter 5 of this title`, `Chapter 2 of the bill`: a chapter of something else.)
  if (!after) return listed || plural || of ? null : bareChapter(text, anchor, floor, chapter, numberEnd);
  // (Nor a code whose chapters are articles: `Chapter 40 of the Annotated Code of Maryland` names none of its articles.)
  if (after.form.code.corpus !== 'STATE' || after.form.code.layout === 'article' || after.form.code.chapterLabel) return null;
  // `chapter 26, Tennessee Code Annotated` names no title: it is no division of a code numbered by title.
  const namesDivision = (code: CodeDef): boolean => (listed ? listed.every((item) => loneChapterNamesDivision(code, item.section)) : loneChapterNamesDivision(code, chapter));
  // (`chapters 2-4 of the General Laws` is a range of Massachusetts's chapters.)
  let code = listed || plural ? after.form.code : generalLawsCodeFor(after.form.code, chapter);
  let alternatives = after.form.alternatives;
  if (!namesDivision(code)) {
    // A subject code California and Texas both have, named without the state: California numbers no chapter alone (its
    // chapters sit within parts and divisions), Texas does (`chapter 552 of the Government Code`), never with a
    // decimal part as California's inserted chapters have (`Chapter 3.5`).
    const other = chapter.includes('.') ? undefined : alternatives?.find(namesDivision);
    if (!other) return null;
    code = other;
    alternatives = undefined;
  }
  const g = divisionGroup(anchor, code, anchor, after.end, chapter, alternatives);
  if (listed) {
    listed[listed.length - 1].end = after.end;
    g.items = listed;
  }
  return g;
}

/** Whether a level of a code's divisions follows the number ending at `end`, a comma or `of` between or not (`, Article 5`). */
function levelFollows(text: string, end: number): boolean {
  let p = skipGap(text, end);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  // (`G.L. 1956 chapter 1.9 of title 41`: the level that holds it.)
  else if (wordAt(text, p, 'of')) p = skipGap(text, p + 2);
  return divisionLabelAt(text, p);
}

/** What makes a bare `c` a letter of an enumeration: `a, b, or c 20`, `Exhibit c 3`, `question c 5`. */
const ENUMERATED_C_BEFORE = /(?:\b[bB]\)?,?[ \t]+(?:or|and)|\b(?:[Ee]xhibit|[Qq]uestion|[Ii]tem|[Oo]ption|[Cc]lause|[Ss]chedule|[Cc]olumn|[Ff]orm|[Pp]aragraph|[Ss]ubparagraph|[Aa]ppendix|[Pp]art))[ \t]+$/;

/** Whether a line ends between `from` and `to`. */
function lineBreakBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) return true;
  return false;
}

// A chapter as a code cited by chapter numbers it (the full citation's reading: `93A`, not `93a`).
const CHAPTER_OF_SHORT_FORM = /^\d{1,4}[A-Z]{0,3}$/;

/**
 * `c. 40A, § 17` with no code named: a short form that names its chapter (kept in the group's `title`), of a code
 * cited by chapter and section before it (`Mass. Gen. Laws c. 40B, § 21`).
 */
function chapterShortForm(text: string, anchor: number, floor: number, numberStart: number, numberEnd: number): Group | null {
  // A comma and a sign after the chapter first (or the sign alone): one look rules out most chapter labels of a document.
  let p = skipGap(text, numberEnd);
  const comma = text.charCodeAt(p) === 44; /* , */
  if (comma) p = skipGap(text, p + 1);
  else if (p === numberEnd || text.charCodeAt(p) !== 0xa7) return null;
  const sign = matchSign(text, p) ?? (comma ? matchSectionWord(text, p) : null);
  if (!sign || !CHAPTER_OF_SHORT_FORM.test(text.slice(numberStart, numberEnd))) return null;
  if (sessionLawChapter(text, anchor, floor)) return null;
  const items = parseSectionList(text, skipGap(text, sign.end), GRAMMARS.generic, sign.plural);
  if (!items) return null;
  // `chapter 99, §§ 7-195 through 7-199 of the General Statutes`: the sections name their code after them, and are
  // read from their sign.
  const named = parseCodeTail(text, items[items.length - 1].end);
  if (named && named.code.layout !== 'chapter') return null;
  // (Nor a code named after that no table holds: `Art. 19, § 112, of the Baltimore City Code`.)
  if (!named && otherCodeAfter(text, items[items.length - 1].end)) return null;
  items[0].start = anchor;
  // `chapter 93A § 2 of the Massachusetts General Laws`: the code named after the section.
  if (named) {
    items[items.length - 1].end = named.end;
    return makeGroup(anchor, 'full', named.code, text.slice(numberStart, numberEnd), anchor, items);
  }
  return makeGroup(anchor, 'short', null, text.slice(numberStart, numberEnd), anchor, items);
}

/** ` of the Baltimore City Code`, `, of the Town Charter`: a code or charter by a name of capitalised words. */
const OTHER_CODE_AFTER = /,?\s{1,3}of\s{1,3}the\s{1,3}(?:[A-Z][A-Za-z.'’]*\s{1,3}){1,4}(?:Code|Charter|Ordinances)\b/y;

/** Whether OTHER_CODE_AFTER follows `pos`. */
function otherCodeAfter(text: string, pos: number): boolean {
  OTHER_CODE_AFTER.lastIndex = pos;
  return OTHER_CODE_AFTER.test(text);
}

/** `St. 1975, c. 362`, `Laws 1999, chapter 12`: a session law's chapter, after its year and a comma. */
function sessionLawChapter(text: string, anchor: number, floor: number): boolean {
  const before = skipGapBack(text, anchor, floor);
  return text.charCodeAt(before - 1) === 44 && before - 5 >= floor && yearAt(text, skipGapBack(text, before - 1, floor) - 4);
}

// A chapter's number as codes number them: `93A`, `2967`, `19.86`, `38-2`, New Hampshire's `507-B`.
const BARE_CHAPTER_NUMBER = /^\d{1,4}[A-Z]{0,3}(?:[.-]\d{1,3}[A-Z]?|-[A-Z]{1,2})?$/;

/**
 * `Chapter 93A`, `ch. 893` with no code named near it: a chapter the document may cite by name elsewhere (`Chapter 93A
 * (M.G.L. c. 93A)`, `Iowa Code chapter 216. ... chapter 216`). A division group with no code, which shortForms.ts resolves
 * against the chapters the document names, or drops.
 */
function bareChapter(text: string, anchor: number, floor: number, chapter: string, numberEnd: number): Group | null {
  // (`St. 1975, c. 362, § 5`: the sign reads the session law's chapter back. A session law's chapter written otherwise is
  // told apart only where the document names a chapter of that number: shortForms.ts.)
  if (!BARE_CHAPTER_NUMBER.test(chapter) || sessionLawChapter(text, anchor, floor)) return null;
  // `Title 18, Chapter 1`: with its title written before it (kept in `title`), read with the code of the state cited or
  // named before it, where that code numbers its chapters within titles.
  const titled = titleWrittenBefore(text, anchor, floor);
  const start = titled ? titled.start : anchor;
  const g = makeGroup(anchor, 'division', null, titled ? titled.title : chapter, start, [{ start, end: numberEnd, section: chapter, pinpoint: null }]);
  g.namesTitle = titled !== null;
  return g;
}

/** A state code named before a title's label at `title` (`Vermont Statutes Annotated, Title 10`), `Part I, ` between. */
function codeNamedBeforeTitle(text: string, title: number, floor: number): NameMatch | null {
  let p = skipCommaBack(text, title, floor);
  let last = text.charCodeAt(p - 1);
  // (A part's number ends in a digit or a roman numeral's capital: one look first.)
  const part = isDigit(last) || isUpper(last) ? levelBefore(text, p, floor, 'Part') : -1;
  if (part >= 0) {
    p = skipCommaBack(text, part, floor);
    last = text.charCodeAt(p - 1);
  }
  // Every code's name ends in a letter or a period: one look rules out a chain of levels (`Chapter 2, Title 1, `).
  const name = isLetter(last) || last === 46 ? lookupNameEndingAt(text, p, floor) : null;
  return name && name.form.code.corpus === 'STATE' ? name : null;
}

/** Where spacing and one comma before `pos` start (or `pos`). */
function skipCommaBack(text: string, pos: number, floor: number): number {
  const p = skipGapBack(text, pos, floor);
  return p > floor && text.charCodeAt(p - 1) === 44 ? skipGapBack(text, p - 1, floor) : p;
}

/** Where `Title XI` or `Part 2` (`word`, capitalised or not) ending at `end` starts: a number or a roman numeral after it. */
function levelBefore(text: string, end: number, floor: number, word: 'Title' | 'Part'): number {
  let s = end;
  while (s > floor && end - s < 8 && isAlnum(text.charCodeAt(s - 1))) s--;
  if (s === end || !(isDigit(text.charCodeAt(s)) || romanNumeral(text, s, end))) return -1;
  const gap = skipGapBack(text, s, floor);
  const label = gap - word.length;
  if (label < floor || gap === s || alnumAt(text, label - 1)) return -1;
  return startsAt(text, label, word) || startsAt(text, label, word.toLowerCase()) ? label : -1;
}

/** Whether [start, end) is written in the capitals of a roman numeral (`XI`, `XXVIII`). */
function romanNumeral(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!ROMAN_NUMERALS.includes(text[i])) return false;
  return end > start;
}

/** `tit. 29, `, `Title 12, ` or `Title XI, ` before a chapter label: the title's number, and where its label starts. */
function titleLabelBefore(text: string, anchor: number, floor: number): { title: string; start: number } | null {
  const p = skipCommaBack(text, anchor, floor);
  // A title number ends in a digit or a capital (`21`, `12A`, `XI`): one look rules out the words of prose (`see c. 5`).
  const last = text.charCodeAt(p - 1);
  if (p <= floor || (!isDigit(last) && !isUpper(last))) return null;
  let s = p;
  while (s > floor && p - s < 8 && isAlnum(text.charCodeAt(s - 1))) s--;
  // Only a title label (`tit.`, `title`): `ch. 5, ch. 6` is no chapter within a title.
  const label = isDigit(text.charCodeAt(s)) ? skipLabeledNumberBack(text, p, floor, true) : levelBefore(text, p, floor, 'Title');
  if (label < 0 || (text.charCodeAt(label) !== 116 && text.charCodeAt(label) !== 84)) return null;
  return { title: text.slice(s, p), start: label };
}

/** `, §` or ` §` right after a chapter number: the citation goes on to a section. */
function followedBySection(text: string, pos: number): boolean {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  return matchSign(text, p) !== null || matchSectionWord(text, p) !== null;
}

/** A U.S. Code chapter's number: `90`, `11`, `2A`. */
const USC_CHAPTER = /^\d{1,3}[A-Z]?$/;

/**
 * A chapter of the U.S. Code cited as a whole, its title read (`18 U.S.C. ch. 90`, `chapter 90 of title 18, United States
 * Code`); the chapter's number starts at `n`. Null without a title or where a section follows (`18 U.S.C. ch. 90, § 1831`).
 */

function uscChapter(text: string, anchor: number, title: { title: string; start: number } | null, n: number, numberEnd: number, end = numberEnd): Group | null {
  if (!title || !titleExists(USC, title.title) || followedBySection(text, end)) return null;
  const chapter = text.slice(n, numberEnd);
  if (!USC_CHAPTER.test(chapter)) return null;
  const g = divisionGroup(anchor, USC, title.start, end, chapter);
  g.title = title.title;
  return g;
}

/** End of `, Subchapter V` (or `subchapter II`) after a chapter's number ending at `end`; else `end`. */
function subchapterEnd(text: string, end: number): number {
  let p = skipGap(text, end);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  if (!startsAt(text, p, 'Subchapter') && !startsAt(text, p, 'subchapter')) return end;
  const n = skipGap(text, p + 10);
  let q = n;
  while (q < n + 6 && isAlnum(text.charCodeAt(q))) q++;
  return q > n && q > p + 10 && !alnumAt(text, q) ? q : end;
}

function divisionGroup(
  anchor: number, code: CodeDef, start: number, end: number, chapter: string, alternatives?: readonly CodeDef[],
): Group {
  const g = makeGroup(anchor, 'division', code, chapter, start, [{ start, end, section: chapter, pinpoint: null }]);
  if (alternatives) g.alternatives = alternatives;
  return g;
}
