/**
 * Full citations to a named code: everything from an optional title before the name,
 * through the name, title/chapter/year after it, the section sign, to the section list.
 * `42 U.S.C. § 1983`, `Okla. Stat. tit. 21, § 701.7`, `735 ILCS 5/2-1001`, `G.L. c. 231, § 85`.
 */
import { CFR, labelsSectionsWithS, namesPartOfAct, sectionsFit, titleExists, USC, type CodeDef } from './codes';
import { localGovernmentAfter, type NameMatch } from './names';
import type { DivisionStep } from './types';
import { makeGroup, type Group } from './raw';
import { signlessShapeOf } from './stateCodes';
import { GRAMMARS, matchEnd, parseSectionList, type SectionGrammar, type SectionItem } from './sections';
import {
  alnumAt, isAlnum, isDigit, isLetter, isLower, isUpper, matchSectionWord, matchSign, skipFootnoteMarker, skipGap, skipGapBack, startsAt, wordAt, type SignMatch,
} from './text';

const SPELLED_OUT = new Set(['United States Code', 'Code of Federal Regulations']);

const TITLE_TOKEN = /\d{1,3}(?:-?[A-Z])?(?![0-9A-Za-z])/y;
// Illinois's Revised Statutes number some chapters with a fraction: `ch. 111 2/3`.
const CHAPTER_TOKEN = /\d{1,4}(?: [12]\/[23])?[A-Z]{0,3}(?![0-9A-Za-z])/y;
/** An Illinois act cited whole (`815 ILCS 505`): its number, with no slash or section after it. */
const ACT_ONLY = /\d{1,4}(?![0-9A-Za-z/]|[.:-][0-9A-Za-z])/y;
/** A section written after an Illinois act cited whole (`820 ILCS 115, Section 3`, `, Sec. 10`, `, § 2`). */
const ACT_SECTION_AFTER = /, ?(?:Section|Sec\.|§) ?(\d{1,4}(?:[.-]\d{1,4}){0,3}[a-z]?)(?![0-9A-Za-z]|[.-]\d)/y;
/** An article of an Illinois act (`735 ILCS 5/Art. II`, `5/Article XIII`). */
const ACT_ARTICLE = /(\d{1,4})\/(?:Art\.|art\.|Article) ?([IVXL]{1,6}|\d{1,3}[A-Z]?)(?![0-9A-Za-z])/y;
/** An edition year (18xx, 19xx, 20xx) standing alone at `pos`, compared character by character: it is asked after every code name, and mostly a number of another shape stands there. */
export function yearAt(text: string, pos: number): boolean {
  const c0 = text.charCodeAt(pos);
  const c1 = text.charCodeAt(pos + 1);
  if (!((c0 === 49 && (c1 === 56 || c1 === 57)) || (c0 === 50 && c1 === 48))) return false;
  return isDigit(text.charCodeAt(pos + 2)) && isDigit(text.charCodeAt(pos + 3)) && !alnumAt(text, pos + 4);
}

const TITLE_LABELS = ['tit.', 'title', 'Title', 'Tit.'];
// (`ch` and `c` without their periods last: `MA Gen L ch 93A § 9`, as Justia prints it; `MGL c 152, § 8(5)`.)
const CHAPTER_LABELS = ['ch.', 'c.', 'chapter', 'Chapter', 'Ch.', 'chap.', 'Chap.', 'ch', 'c'];
// (And in capitals, after a code numbered by chapter: `Massachusetts General Laws C. 260, § 2A`, `M.G.L. CH. 131, s.40`.)
const CHAPTER_LABELS_IN_CAPITALS = ['C.', 'CH.', 'CH', 'C'];
const CODE_CHAPTER_LABELS = [...CHAPTER_LABELS, ...CHAPTER_LABELS_IN_CAPITALS];
const TITLE_AND_CHAPTER_LABELS = [...TITLE_LABELS, ...CODE_CHAPTER_LABELS];
const NUMBERED_ARTICLE_LABELS = ['art.', 'Art.', 'article', 'Article'];

/** Whether a chapter's label in capitals (CHAPTER_LABELS_IN_CAPITALS) starts at `pos`: `C.`, `CH.`; not `Chapter` or `Ch.`. */
export function capitalChapterLabelAt(text: string, pos: number): boolean {
  return CHAPTER_LABELS_IN_CAPITALS.some((label) => startsAt(text, pos, label) && !isLower(text.charCodeAt(pos + label.length)));
}
/** Labels an edition year and its comma may stand before (`Ill. Rev. Stat. 1991, ch. 110`). */
const EDITION_FOLLOWERS = [...TITLE_AND_CHAPTER_LABELS, ...NUMBERED_ARTICLE_LABELS];
const TITLE_WORDS = ['title', 'Title', 'TITLE'];
const APPENDIX_WORDS = ['app.', 'App.', 'Appendix', 'appendix', 'App'];
const APPENDIX_ACT = /\d{1,2}(?![0-9A-Za-z])/y;
const CFR_LETTERS = [67, 70, 82]; // C F R
/** Article words and whether each names several (`arts.`); a plural before the singular it starts with. */
export const ARTICLE_WORDS: ReadonlyArray<[string, boolean]> = [
  ['arts.', true], ['Arts.', true], ['articles', true], ['Articles', true],
  ['art.', false], ['Art.', false], ['article', false], ['Article', false],
];
/** After a code's name, its article word without a period too (`Tex. Code Crim. Proc. art 37.071`). */
const ARTICLE_WORDS_AFTER_NAME: ReadonlyArray<[string, boolean]> = [...ARTICLE_WORDS, ['art', false]];
const PART_WORDS: ReadonlyArray<[string, boolean]> = [
  ['pts.', true], ['Pts.', true], ['parts', true], ['Parts', true], ['PARTS', true],
  ['pt.', false], ['Pt.', false], ['part', false], ['Part', false], ['PART', false],
];
const RULE_WORDS: ReadonlyArray<[string, boolean]> = [['Rules', true], ['rules', true], ['R.', false], ['Rule', false], ['rule', false]];
const PARAGRAPH_WORDS: ReadonlyArray<[string, boolean]> = [
  ['pars.', true], ['paras.', true], ['¶¶', true], ['par.', false], ['para.', false], ['paragraph', false], ['¶', false],
];

/** The first of `words` standing at `pos` as a whole word (or ending in a period), with its plural flag. */
export function matchWordList(text: string, pos: number, words: ReadonlyArray<[string, boolean]>): SignMatch | null {
  for (const [w, plural] of words) {
    if (startsAt(text, pos, w) && (w.endsWith('.') || !isLetter(text.charCodeAt(pos + w.length)))) return { end: pos + w.length, plural };
  }
  return null;
}

/** `label token` (`tit. 21`, `ch. 151B`, `c. 231`) at or after `pos`, with an optional trailing comma. */
function parseLabeledNumber(text: string, pos: number, labels: readonly string[], token: RegExp): { value: string; end: number } | null {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  let label: string | undefined;
  for (const l of labels) {
    if (startsAt(text, p, l) && (l.endsWith('.') || !isLetter(text.charCodeAt(p + l.length)))) {
      label = l;
      break;
    }
  }
  if (!label) return null;
  p = skipGap(text, p + label.length);
  token.lastIndex = p;
  const m = token.exec(text);
  if (!m) return null;
  let end = p + m[0].length;
  const q = skipGap(text, end);
  if (text.charCodeAt(q) === 44) end = q + 1;
  return { value: m[0], end };
}

/**
 * Walks back over `label token[,]` before a section sign (`tit. 21, `, `ch. 151B, `)
 * so the code name in front of it can be looked up (`titlesOnly`: a title label only). Returns where the label starts, or -1.
 */
export function skipLabeledNumberBack(text: string, pos: number, floor: number, titlesOnly = false): number {
  let s = pos;
  while (s > floor && pos - s < 6 && isAlnum(text.charCodeAt(s - 1))) s--;
  if (s === pos || !isDigit(text.charCodeAt(s))) return -1;
  const q = skipGapBack(text, s, floor);
  // Every title label ends in `.` or `e` (`tit.`, `Title`): one look rules out the rest (`Chapter 2`).
  if (titlesOnly && text.charCodeAt(q - 1) !== 46 && text.charCodeAt(q - 1) !== 101) return -1;
  for (const label of titlesOnly ? TITLE_LABELS : TITLE_AND_CHAPTER_LABELS) {
    const ls = q - label.length;
    if (ls >= floor && startsAt(text, ls, label) && !alnumAt(text, ls - 1)) return ls;
  }
  return -1;
}

/** Walks back over an edition year (`Ala. Code 1975, `, `K.S.A. 2020 Supp. `, `O.S.Supp.2019, `); returns the new end or -1. */
export function skipYearBack(text: string, pos: number, floor: number): number {
  let p = pos;
  // `U. S. C., 1940 ed.`, `U.S.C. 1946 ed.`: an edition of the U.S. Code (skipEditionYear).
  if (p - 8 >= floor && startsAt(text, p - 4, ' ed.') && yearAt(text, p - 8)) {
    const before = skipGapBack(text, p - 8, floor);
    return text.charCodeAt(before - 1) === 44 ? skipGapBack(text, before - 1, floor) : before;
  }
  if (p - 5 >= floor && startsAt(text, p - 5, 'Supp.')) p = skipGapBack(text, p - 5, floor);
  if (p - 4 < floor) return -1;
  if (!yearAt(text, p - 4) || alnumAt(text, p - 5) && !startsAt(text, p - 5, '.')) return -1;
  p = skipGapBack(text, p - 4, floor);
  return p - 5 >= floor && startsAt(text, p - 5, 'Supp.') ? skipGapBack(text, p - 5, floor) : p;
}

/** An edition year after the name (`1975,`, `2020 Supp.`, `.2011,`, `Supp.2019,`); returns the new position or `pos`. */
function skipEditionYear(text: string, pos: number): number {
  let q = skipGap(text, pos);
  // `title 28, U. S. C., 1940 ed., § 225`, `28 U.S.C. 1946 ed. § 1331`: an edition of the U.S. Code, as old opinions give it.
  const comma = text.charCodeAt(q) === 44;
  const edition = comma ? skipGap(text, q + 1) : q;
  if (yearAt(text, edition) && startsAt(text, edition + 4, ' ed.')) return edition + 8;
  if (comma) return pos;
  if (startsAt(text, q, 'Supp.')) q = skipGap(text, q + 5);
  if (!yearAt(text, q)) return pos;
  const e = q + 4;
  const r = skipGap(text, e);
  if (startsAt(text, r, 'Supp.')) return r + 5;
  if (matchSign(text, r)) return e;
  // `51 O.S. 2011 & Supp. 2012 §§ 151`, `12 O.S. 2011 and Supp. 2015, § 2004`: the edition and its supplement.
  const joined = text.charCodeAt(r) === 38 /* & */ ? r + 1 : wordAt(text, r, 'and') ? r + 3 : -1;
  const supplement = joined < 0 ? -1 : skipGap(text, joined);
  if (supplement >= 0 && startsAt(text, supplement, 'Supp.')) {
    const end = skipEditionYear(text, supplement);
    if (end !== supplement) return end;
  }
  // `Ala. Code 1975, § 6-5-410`: a comma after the year and a section after it; `42 U.S.C. 1983, and` is the section,
  // and so is a list of numbers that could each be a year (`41 U.S.C. 1906, 1907, and 3307`).
  if (text.charCodeAt(r) === 44) {
    const after = skipGap(text, r + 1);
    if (matchSign(text, after) || matchSectionWord(text, after) || (isDigit(text.charCodeAt(after)) && !yearAt(text, after)) || parseLabeledNumber(text, after, EDITION_FOLLOWERS, CHAPTER_TOKEN)) return e;
  }
  return pos;
}

// What a parenthesis between a code's name and its sign says: the edition (`(Rev. to 2017)`, `(Supp. 2018)`,
// `(2019-20)`, `(2019)`, the U.S. Code's `(1946 ed.)`, `(1940 ed., Supp. V)`, Maryland's `(1957, 1979 Repl. Vol.)`, also `Repl.Vol.`) or the short name the document gives the code (`(“CJP”)`,
// `(CJP)`, `[hereinafter O.R.S.]`), or Rhode Island's reenactment of a title (`G.L. 1956 (1969 Reenactment) § 10-9.1-1`).
const EDITION_NOTE =
  /^(?:(?:Rev\.(?: to)?|Supp\.|Cum\. Supp\.) ?)?(?:1[89]|20)\d\d(?:[-–]\d{2,4})?(?: Supp\.)?$|^(?:1[89]|20)\d\d ed\.(?:, Supp\. [IVX]{1,4})?$|^(?:1[89]|20)\d\d, (?:1[89]|20)\d\d Repl\. ?Vol\.(?:, (?:1[89]|20)\d\d (?:Cum\. ?)?Supp\.)?$|^[“"][A-Za-z&.]{1,8}[”"]$|^[A-Z]{2,6}$|^[Hh]ereinafter,? (?:[“"][A-Za-z&.]{1,8}[”"]|[A-Z][A-Za-z&.]{1,8})$|^(?:1[89]|20)\d\d Reenactment$/;
/** Longest such parenthesis, with its parentheses. */
const MAX_EDITION_NOTE = 40;

/** End of one edition note in parentheses or brackets (`[hereinafter O.R.S.]`) at `pos` (after spacing), or `pos`. */
function skipOneEditionNote(text: string, pos: number): number {
  const q = skipGap(text, pos);
  const open = text.charCodeAt(q);
  if (open !== 40 /* ( */ && open !== 91 /* [ */) return pos;
  const closing = open === 40 ? 41 : 93;
  let close = q + 1;
  const limit = Math.min(text.length, q + MAX_EDITION_NOTE);
  while (close < limit && text.charCodeAt(close) !== closing) close++;
  if (close >= limit || !EDITION_NOTE.test(text.slice(q + 1, close))) return pos;
  return close + 1;
}

/** End of the edition notes at `pos`: an edition, the short name the document gives the code, or both (`(2002, 2012 Repl. Vol.) (“CR”)`). */
function skipEditionNote(text: string, pos: number): number {
  const first = skipOneEditionNote(text, pos);
  return first === pos ? pos : skipOneEditionNote(text, first);
}

/** Where one edition note in parentheses or brackets ending at `pos` starts, or -1. */
function oneEditionNoteStartBefore(text: string, pos: number, floor: number): number {
  const close = text.charCodeAt(pos - 1);
  if (pos <= floor || (close !== 41 /* ) */ && close !== 93 /* ] */)) return -1;
  const opening = close === 41 ? 40 : 91;
  let open = pos - 2;
  const limit = Math.max(floor, pos - MAX_EDITION_NOTE);
  while (open >= limit && text.charCodeAt(open) !== opening) open--;
  if (open < limit || !EDITION_NOTE.test(text.slice(open + 1, pos - 1))) return -1;
  return open;
}

/** Where the edition notes ending at `pos` start (`General Statutes (Rev. to 2017) §`, `Crim. Law (2002, 2012 Repl. Vol.) (“CR”) §`), or -1. */
export function editionNoteStartBefore(text: string, pos: number, floor: number): number {
  const last = oneEditionNoteStartBefore(text, pos, floor);
  if (last < 0) return -1;
  const first = oneEditionNoteStartBefore(text, skipGapBack(text, last, floor), floor);
  return first >= 0 ? first : last;
}

interface TitleBefore {
  title: string;
  start: number;
}

/**
 * Whether the period at `period`, after a number, may be a stray one after a title: not a numbered paragraph's (`7.` at a
 * line's start) nor one ending a sentence about a note, item or page (`see footnote 12. U.S.C. § 1983 ...`).
 */
function strayPeriodAfterTitle(text: string, period: number, floor: number): boolean {
  let s = period;
  while (s > floor && isDigit(text.charCodeAt(s - 1))) s--;
  const numberStart = s;
  while (s > floor && (text.charCodeAt(s - 1) === 32 || text.charCodeAt(s - 1) === 9)) s--;
  if (s === 0 || text.charCodeAt(s - 1) === 10 || text.charCodeAt(s - 1) === 13) return false;
  return s === numberStart || !NOT_BEFORE_A_STRAY_PERIOD.test(text.slice(Math.max(floor, s - 10), s));
}

/** Words after which a number and a period end a sentence: `footnote 12.`, `Item 12.`, `page 12.`, `No. 12.` */
const NOT_BEFORE_A_STRAY_PERIOD = /(?:^|[^A-Za-z])(?:footnote|note|n\.|item|Item|page|p\.|pp\.|No\.|no\.|paragraph|para\.|Part|part|Chapter|chapter)$/;

/** The title number written before a code name: `42 U.S.C.`, `18 Pa.C.S.`, `title 10, United States Code`. */
export function parseTitleBefore(text: string, nameStart: number, floor: number, commaOk = false): TitleBefore | null {
  let p = skipGapBack(text, nameStart, floor);
  let comma = false;
  if (p > floor && text.charCodeAt(p - 1) === 44) {
    comma = true;
    p = skipGapBack(text, p - 1, floor);
  } else if (p === nameStart - 1 && text.charCodeAt(p) === 32 && text.charCodeAt(p - 1) === 46 && isDigit(text.charCodeAt(p - 2)) && strayPeriodAfterTitle(text, p - 1, floor)) {
    // `42. U.S.C. § 1983`: a stray period after the title, one space before the name.
    p--;
  }
  let s = p;
  while (s > floor && p - s < 5 && (isAlnum(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 45)) s--;
  if (s === p) return null;
  // `If29 U.S.C. § 2615`: text extraction ran a word into the title; the title is the digits after the letters.
  let d = p;
  while (d > s && isDigit(text.charCodeAt(d - 1))) d--;
  const runIn = d > s && d < p && p < nameStart && isLetter(text.charCodeAt(d - 1)) && isLetter(text.charCodeAt(s));
  if (runIn) s = d;
  // The token must stand alone: not the tail of `1.5`, `91-508`, `5/42`, `10:42` or a longer word; but a label's colon
  // may run into it (`Statute:18 U.S.C. § 1343`).
  const before = s > 0 ? text.charCodeAt(s - 1) : 32;
  const labelColon = before === 58 && isLetter(text.charCodeAt(s - 2));
  if (!runIn && (isAlnum(before) || before === 46 || before === 45 || before === 47 || (before === 58 && !labelColon) || before === 0xa7)) return null;
  // A title run into the name (`42U.S.C.`) is all digits; spaced, it may end in a letter (`12A Del. C.`).
  if (p === nameStart ? !/^\d{1,3}$/.test(text.slice(s, p)) : matchEnd(TITLE_TOKEN, text, s) !== p) return null;
  const lineTitle = titleBeforeLineNumber(text, s, p, nameStart, floor);
  if (lineTitle) return lineTitle;
  const title = text.slice(s, p);
  let start = s;
  const q = skipGapBack(text, s, floor);
  if (q < s) {
    for (const word of TITLE_WORDS) {
      const ws = q - word.length;
      if (ws >= floor && startsAt(text, ws, word) && !alnumAt(text, ws - 1)) {
        start = ws;
        break;
      }
    }
  }
  if (comma && start === s && !commaOk) return null;
  return { title, start };
}

/**
 * `violation of 18\n\n23   U.S.C. § 371`: a line's number (at the line's start, set off by two spaces or more) between
 * a title and its code's name, where an opinion's text kept its lines numbered. The title is the number ending the line
 * before; null where [s, p) is no such line number.
 */
function titleBeforeLineNumber(text: string, s: number, p: number, nameStart: number, floor: number): TitleBefore | null {
  if (nameStart - p < 2 || text.charCodeAt(p) !== 32 || text.charCodeAt(p + 1) !== 32 || s - 1 <= floor || text.charCodeAt(s - 1) !== 10) return null;
  const e = skipGapBack(text, s, floor);
  let t = e;
  while (t > floor && e - t < 3 && isDigit(text.charCodeAt(t - 1))) t--;
  if (t === e || e - t > 2 || t - 1 <= floor || isAlnum(text.charCodeAt(t - 1)) || text.charCodeAt(t - 1) === 46) return null;
  // The lines are numbered only where the line before starts with the number before (`22   The indictment ... 18`).
  return lineNumberedBefore(text, t, Number(text.slice(s, p)) - 1, floor) ? { title: text.slice(t, e), start: t } : null;
}

/** How far back the start of a numbered line is looked for. */
const MAX_NUMBERED_LINE = 160;

/** Whether the line holding `pos` starts with the line number `n` (spacing before it, two spaces or more after it). */
function lineNumberedBefore(text: string, pos: number, n: number, floor: number): boolean {
  let l = pos;
  const limit = Math.max(floor, pos - MAX_NUMBERED_LINE);
  while (l > limit && text.charCodeAt(l - 1) !== 10) l--;
  if (l <= limit && l !== 0) return false;
  while (text.charCodeAt(l) === 32) l++;
  const digits = String(n);
  return n > 0 && startsAt(text, l, digits) && text.charCodeAt(l + digits.length) === 32 && text.charCodeAt(l + digits.length + 1) === 32;
}

/**
 * `U.S.C.`, `U. S. C.`, `USC`, `U.S.C.A.`, `U.S.C.S.`, `U.S. Code` at `pos`: returns the end,
 * or -1 (`USCIS`, `U.S.C.C.A.N.`, `U.S. Court`).
 */
export function matchUscMarker(text: string, pos: number): number {
  let p = pos;
  if (text.charCodeAt(p) === 117 /* u */) return matchLowercaseMarker(text, pos, 'usc');
  if (text.charCodeAt(p) !== 85 /* U */) return -1;
  p++;
  if (text.charCodeAt(p) === 46) p++;
  if (text.charCodeAt(p) === 32) p++;
  if (text.charCodeAt(p) !== 83 /* S */) return -1;
  p++;
  const dottedS = text.charCodeAt(p) === 46;
  if (dottedS) p++;
  if (text.charCodeAt(p) === 32) p++;
  if (dottedS && startsAt(text, p, 'Code')) return isLetter(text.charCodeAt(p + 4)) ? -1 : p + 4;
  if (text.charCodeAt(p) !== 67 /* C */) return -1;
  p++;
  if (text.charCodeAt(p) === 46) p++;
  const c = text.charCodeAt(p);
  if (c === 65 || c === 83) { // U.S.C.A. / U.S.C.S.
    p++;
    if (text.charCodeAt(p) === 46) p++;
  }
  return alnumAt(text, p) ? -1 : p;
}

/** `usc`, `u.s.c.`, `cfr`, `c.f.r.` as people type them: a word of its own, all in lower case. */
function matchLowercaseMarker(text: string, pos: number, letters: string): number {
  if (alnumAt(text, pos - 1)) return -1;
  let p = pos;
  for (let i = 0; i < letters.length; i++) {
    if (text.charCodeAt(p) !== letters.charCodeAt(i)) return -1;
    p++;
    if (text.charCodeAt(p) === 46) p++;
    if (i < letters.length - 1 && text.charCodeAt(p) === 32 && text.charCodeAt(p - 1) === 46) p++;
  }
  return alnumAt(text, p) ? -1 : p;
}

/** `C.F.R.`, `C. F. R.`, `CFR` at `pos`: returns the end or -1. */
export function matchCfrMarker(text: string, pos: number): number {
  if (text.charCodeAt(pos) === 99 /* c */) return matchLowercaseMarker(text, pos, 'cfr');
  let p = pos;
  for (const letter of CFR_LETTERS) {
    if (text.charCodeAt(p) !== letter) return -1;
    p++;
    if (text.charCodeAt(p) === 46) p++;
    if (letter !== 82 && text.charCodeAt(p) === 32 && text.charCodeAt(p - 1) === 46) p++;
  }
  return alnumAt(text, p) ? -1 : p;
}


/** `app.` / `App.` / `Appendix` after `U.S.C.`; returns its end or -1. */
function matchAppendix(text: string, pos: number): number {
  const p = skipGap(text, pos);
  for (const w of APPENDIX_WORDS) {
    if (startsAt(text, p, w) && (w.endsWith('.') || !isLetter(text.charCodeAt(p + w.length)))) return p + w.length;
  }
  return -1;
}

/**
 * A section sign as character recognition reads it after a code's name: `$` or `S`, doubled for `§§`
 * (`42 U.S.C. $ 1983`, `42 U.S.C. SS 1981-1983`), or a lower-case `s` alone (`Idaho Code s 12-121`), with spacing and a
 * number after it.
 */
function matchScannedSign(text: string, pos: number): SignMatch | null {
  const c = text.charCodeAt(pos);
  const width = c === 83 /* S */ || (c === 115 /* s */ && text.charCodeAt(pos + 1) === 32) ? 1 : lostSignWidth(text, pos);
  if (width === 0) return null;
  const plural = text.charCodeAt(pos + width) === c;
  const end = plural ? pos + 2 * width : pos + width;
  const q = skipGap(text, end);
  // `@` and `ยง` may run into the number (`26 U.S.C. @30D`), and `?` into a number in parts (`Wyo. Stat. ?1-1-122`; not a
  // question before a count, `the Iowa Code?2.5 times`); `$1983` and `S1983` are money and words.
  const runsIn = c === 64 || c === 0x0e22 || c === 0x0e07 || (c === 63 && matchEnd(NUMBER_IN_PARTS, text, q) > 0);
  return (q > end || runsIn) && isDigit(text.charCodeAt(q)) ? { end, plural } : null;
}

/** A number in parts, as sections are and counts are not: three parts, or a part of three digits after the first (`1-1-122`, `30.684`; not `2.5`, `10-15`). */
const NUMBER_IN_PARTS = /\d{1,4}[A-Za-z]?[-.:](?:\d{3}|\d{1,3}[A-Za-z]?[-.:]\d)/y;

/**
 * The length of a section sign character recognition or an encoding made something else of at `pos`: `$`; `?`, `@`,
 * `‘`, `ยง` (§'s bytes read as Thai; a page may keep only its `ง`), `ß` (its byte read as Mac Roman), `¿` and `�` (the replacement character a decoder puts for
 * a byte it cannot read), where text went through an encoding without it (`42 U.S.C. ? 1983`, `Conn. Gen. Stat. @ 1-19`,
 * `42 USCS ‘ 1395i-3`, `42 U.S.C. ยง 18001`, `General Statutes ß 54-56d`, `42 U.S.C. � 1983`); 0 if none.
 */
function lostSignWidth(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 36 || c === 63 || c === 64 || c === 0x2018 || c === 0xfffd || c === 0xdf || c === 0xbf || c === 0x0e07) return 1;
  return c === 0x0e22 && text.charCodeAt(pos + 1) === 0x0e07 ? 2 : 0;
}

/** Where the (one or doubled) lost sign ending at `end` starts (lostSignWidth), or -1. */
export function lostSignEndingAt(text: string, end: number): number {
  const width = text.charCodeAt(end - 1) === 0x0e07 && end >= 2 && text.charCodeAt(end - 2) === 0x0e22 ? 2 : 1;
  const start = end - width;
  if (start < 0 || lostSignWidth(text, start) !== width) return -1;
  // `$$`, `??`: a doubled sign for `§§` starts at its first.
  return start - width >= 0 && lostSignWidth(text, start - width) === width && text.charCodeAt(start - width) === text.charCodeAt(start) ? start - width : start;
}

/** `M.G.L. 93A § 9`, `MGL 93A, § 11`: a chapter's number written without its label, where a section's sign follows it. */
function unlabelledChapter(text: string, pos: number): { value: string; end: number } | null {
  const n = skipGap(text, pos);
  const end = n > pos ? matchEnd(CHAPTER_TOKEN, text, n) : -1;
  if (end < 0) return null;
  return signFollows(text, end) ? { value: text.slice(n, end), end } : null;
}

/** Whether a sign follows `pos`, then a section numbered within `chapter` (`21.051` in chapter 21, `91-A:3` in 91-A). */
function sectionOfChapterFollows(text: string, pos: number, chapter: string): boolean {
  const sign = signAfter(text, pos);
  if (!sign) return false;
  const n = skipGap(text, sign.end);
  const c = text.charCodeAt(n + chapter.length);
  return startsAt(text, n, chapter) && (c === 46 || c === 45 || c === 58) && isDigit(text.charCodeAt(n + chapter.length + 1));
}

/** Whether a section's sign follows `pos`, after spacing and a comma perhaps (`93A, §`, `ch. 126 §`, `app. 3 §`). */
function signFollows(text: string, pos: number): boolean {
  return signAfter(text, pos) !== null;
}

/** The section's sign after `pos`, after spacing and a comma perhaps; null where none is. */
function signAfter(text: string, pos: number): SignMatch | null {
  let q = skipGap(text, pos);
  if (text.charCodeAt(q) === 44) q = skipGap(text, q + 1);
  return matchSign(text, q);
}

function introducer(text: string, pos: number, code: CodeDef): { sign: SignMatch; grammar: SectionGrammar; part: boolean } | null {
  if (code.layout === 'article') {
    const art = matchWordList(text, pos, ARTICLE_WORDS_AFTER_NAME);
    return art ? { sign: art, grammar: GRAMMARS.article, part: false } : null;
  }
  const sign = matchSign(text, pos) ?? matchSectionWord(text, pos) ?? matchScannedSign(text, pos);
  if (sign) return { sign, grammar: GRAMMARS[code.grammar], part: false };
  // `G. L. c. 231, s. 104`, `ss. 2-3`: after a chapter, `s.` is the section's label (as Massachusetts's reports wrote it);
  // and Florida's and Wisconsin's own label (`Florida Statute s. 768.72`, `Wis. Stat. s. 893.80`), which their writers
  // give the U.S. Code too (`28 U.S.C. s. 2254`).
  if ((code.layout === 'chapter' || labelsSectionsWithS(code) || code === USC) && text.charCodeAt(pos) === 115 /* s */) {
    const plural = text.charCodeAt(pos + 1) === 115;
    const dot = pos + (plural ? 2 : 1);
    if (text.charCodeAt(dot) === 46 && isDigit(text.charCodeAt(skipGap(text, dot + 1)))) return { sign: { end: dot + 1, plural }, grammar: GRAMMARS[code.grammar], part: false };
  }
  if (code === CFR) {
    const part = matchWordList(text, pos, PART_WORDS);
    if (part) return { sign: part, grammar: GRAMMARS.cfrPart, part: true };
  }
  if (code.sectionLabel !== undefined) {
    const paragraph = matchWordList(text, pos, PARAGRAPH_WORDS);
    if (paragraph) return { sign: paragraph, grammar: GRAMMARS[code.grammar], part: false };
  }
  if (code.layout === 'rule') {
    const rule = matchWordList(text, pos, RULE_WORDS);
    if (rule) return { sign: rule, grammar: GRAMMARS[code.grammar], part: false };
  }
  return null;
}

/**
 * A Massachusetts section after its chapter and a comma, its sign lost: `10`, `22A`, `32A`, `266(b)`; not a count
 * (`2 years later`, `4 of the defendants`), another chapter (`c. 265, 266`) or a list (`11, 12`).
 */
const SECTION_AFTER_LOST_SIGN = /(?:\d{1,2}[A-Z]{0,2}|\d{3}[A-Z]{1,2}|\d{3}(?=[([]))(?![0-9A-Za-z:\-–]|[.,] ?\d|\s+[a-z])/y;

/**
 * A C.F.R. section with its part, after a comma and no sign: `300.100`, `60.1.`; not `300` (a page), `2019`, nor a
 * quantity (`2.5 percent`).
 */
const CFR_SECTION_WITH_PART = /\d{1,4}\.\d{1,4}(?!\d|\.\d|\s*%|\s+(?:percent|pounds?|tons?|gallons?|feet|inches|acres?|miles?|hours?|days?|years?|million|billion|times)\b)/y;

/**
 * A section of a code numbered within titles, written after the title's comma without a sign (`tit. 22, 4055(1)`, `tit.
 * 10, 8106.`): its subsection, punctuation or the text's end right after it; never spacing (`tit. 11, 42 U.S.C. § 1983`
 * starts another citation, `tit. 21, 40 hours` is a count), nor a slash, colon or percent (`12/25/2019`, `10:30`, `50%`).
 */
const SECTION_AFTER_TITLE = /\d{2,5}(?:-[A-Z]{1,2})?(?=[(,;)]|\.(?:\s|$)|$)/y;

/** A section after an unlabelled title and its comma, without a sign: three digits at least (`Okla. Stat. 12, 13, 14` counts). */
const SECTION_AFTER_UNLABELLED_TITLE = /\d{3,5}(?:-[A-Z]{1,2})?(?=[(,;)]|\.(?:\s|$)|$)/y;
/** A title's number without its label, and its comma: `14, ` of `Me. Rev. Stat. 14, 8104-D`. */
const UNLABELLED_TITLE = /\d{1,2}(?:-[A-Z])?(?=\s?,)/y;
/** A form that names a code's statutes (not a reporter's `Ohio St.` nor `P.S.`, where `48, 52` is a volume's page). */
const NAMES_STATUTES = /\b(?:Stat|Statutes|Code)\b/;

/**
 * `Me. Rev. Stat. 14, 8104-D`, `Me. Rev. Stat. 14, § 8104-D`: a title's number after a code whose titles follow its name,
 * written without its label, then a comma and the section (SECTION_AFTER_UNLABELLED_TITLE) or its sign. Where the title ends, or -1.
 */
function unlabelledTitleEnd(text: string, p: number, form: string): number {
  const t = skipGap(text, p);
  const end = matchEnd(UNLABELLED_TITLE, text, t);
  if (end < 0 || !NAMES_STATUTES.test(form)) return -1;
  const q = skipGap(text, skipGap(text, end) + 1);
  return matchSign(text, q) || (!yearAt(text, q) && matchEnd(SECTION_AFTER_UNLABELLED_TITLE, text, q) > 0) ? end : -1;
}

/** Layouts whose citations are written without a section sign in their official form. */
function signlessLayout(code: CodeDef): boolean {
  return code.layout === 'chapterAct' || code.layout === 'rule' || code === USC || code === CFR;
}

/**
 * One look past a sign-less local name (`RCW 1`) before the full parse. A number right after the
 * name that is no edition year can only be the section itself (no `Ann.`, title or chapter label,
 * sign or comma stands there), so a number without the form's shape rejects the citation here,
 * as the full parse would after reading titles, labels and signs.
 */
function localNumberMayFollow(text: string, nameEnd: number, shapeAt: RegExp, code: CodeDef): boolean {
  const q = skipGap(text, nameEnd);
  if (!isDigit(text.charCodeAt(q)) || yearAt(text, q)) return true;
  // Or a chapter the name cites alone (`RSA 507-B`, `Utah Code 63G-7`).
  return shapedNumberAt(shapeAt, text, q) || (code.localChapter !== undefined && matchEnd(code.localChapter, text, q) >= 0);
}

/** How far a number's shape is read where a space follows one of its hyphens. */
const SHAPE_READ = 16;

/** Whether the number at `pos` has the shape `shapeAt` (sticky), a space after a hyphen left out (`A.C.A. 16- 56-105`). */
function shapedNumberAt(shapeAt: RegExp, text: string, pos: number): boolean {
  if (matchEnd(shapeAt, text, pos) >= 0) return true;
  // (One look along the number for `- ` first: this is asked at every number after a local name.)
  let p = pos;
  while (p < pos + SHAPE_READ && (isAlnum(text.charCodeAt(p)) || text.charCodeAt(p) === 46 || (text.charCodeAt(p) === 45 && text.charCodeAt(p + 1) !== 32))) p++;
  if (text.charCodeAt(p) !== 45 || text.charCodeAt(p + 1) !== 32) return false;
  return matchEnd(shapeAt, text.slice(pos, pos + SHAPE_READ).replace(/- (?=\d)/g, '-'), 0) >= 0;
}

/**
 * `815 ILCS 505` (an act cited whole) or `735 ILCS 5/Art. II` (an article of an act): divisions of the
 * Illinois Compiled Statutes, with the act's number at `pos`; null when a section follows the act.
 */
function illinoisActDivision(text: string, anchor: number, code: CodeDef, chapter: string, start: number, pos: number): Group | null {
  const path: DivisionStep[] = [{ label: 'chapter', number: chapter }];
  ACT_ARTICLE.lastIndex = pos;
  const article = ACT_ARTICLE.exec(text);
  let end: number;
  if (article) {
    path.push({ label: 'act', number: article[1] }, { label: 'article', number: article[2] });
    end = pos + article[0].length;
  } else {
    end = matchEnd(ACT_ONLY, text, pos);
    if (end < 0) return null;
    const act = text.slice(pos, end);
    // `820 ILCS 115, Section 3`: a section of the act written after it, as the act's own text numbers it.
    ACT_SECTION_AFTER.lastIndex = end;
    const section = ACT_SECTION_AFTER.exec(text);
    if (section) {
      const sectionEnd = end + section[0].length;
      return makeGroup(anchor, 'full', code, chapter, start, [{ start, end: sectionEnd, section: `${act}/${section[1]}`, pinpoint: null }]);
    }
    path.push({ label: 'act', number: act });
  }
  const last = path[path.length - 1];
  const g = makeGroup(anchor, 'division', code, chapter, start, [{ start, end, section: last.number, pinpoint: null }]);
  g.path = path;
  return g;
}

/** A `5` standing for a section sign before a number of three digits or more, or in parts (`5 1983`, `5 2-9-111`). */
const SIGN_READ_AS_FIVE = /5 (?=\d{3}|\d{1,2}[.:-]\d)/y;

/** `21-1272`: a title, a hyphen and the section. */
const TITLE_AND_SECTION = /^(\d{1,2}[A-Z]?)-(\d.*)$/;

/** Official names of a code numbered by title, which write the title apart from the section (`Okla. Stat.`, `O.S.`). */
const OFFICIAL_NAME = /^(?:Okla\.|Okl\.|O\.S\.)/;

/**
 * The title every item writes before its section (`§ 21-1272`, `§§ 21-1272, 21-1283`), taken out of the items; null,
 * the items left alone, where they do not all write one.
 */
function titleWrittenInSections(items: SectionItem[]): string | null {
  let written: string | null = null;
  for (const item of items) {
    const m = TITLE_AND_SECTION.exec(item.section);
    if (!m || (written !== null && m[1] !== written)) return null;
    written = m[1];
  }
  for (const item of items) item.section = item.section.slice((written as string).length + 1);
  return written;
}

/**
 * A chapter or article cited whole after a name two codes share, where only one of them numbers them so (`IC 35-48-4`,
 * `IC 35-47`: Indiana's chapters and articles, which Idaho's numbers never are): that code's division, not an ambiguous
 * citation.
 */
function chapterOfAlternative(text: string, anchor: number, name: NameMatch): Group | null {
  const q = skipGap(text, name.end);
  if (q === name.end) return null;
  for (const code of name.form.alternatives ?? []) {
    // `IC 35-47`: an article, of its title; only after the name as that code's own writers spell it (`I.C. 5-21 days` is
    // more often an Idaho writer's count than an Indiana article).
    const articleEnd = code.localArticle && startsAt(text, name.start, 'IC ') ? matchEnd(code.localArticle, text, q) : -1;
    if (articleEnd > 0 && !localGovernmentAfter(text, articleEnd)) {
      const [title, article] = text.slice(q, articleEnd).split('-');
      const g = makeGroup(anchor, 'division', code, title, name.start, [{ start: name.start, end: articleEnd, section: article, pinpoint: null }]);
      g.path = [{ label: 'title', number: title }, { label: 'article', number: article }];
      return g;
    }
    const chapterEnd = code.localChapter ? matchEnd(code.localChapter, text, q) : -1;
    if (chapterEnd < 0 || localGovernmentAfter(text, chapterEnd)) continue;
    const chapter = text.slice(q, chapterEnd);
    // (Not a number the name's own code has for a section: Idaho's uniform laws' `28-2-725`.)
    if (!LAST_PART_OF_TWO_DIGITS.test(chapter) || signlessShapeOf(name.form.code)?.test(chapter)) continue;
    return makeGroup(anchor, 'division', code, chapter, name.start, [{ start: name.start, end: chapterEnd, section: chapter, pinpoint: null }]);
  }
  return null;
}

/**
 * Where the section word after a footnote's marker of one or two digits after a spelled code name starts (`Penal Code 1
 * section 1170.91`), on the name's line, or -1. (Not after initials, whose numbers are sections: `18 U.S.C. 2`, `AS 1`.)
 */
function markerBeforeSectionWordEnd(text: string, name: NameMatch): number {
  if (!name.form.text.endsWith(' Code')) return -1;
  const pos = name.end + 1;
  if (text.charCodeAt(name.end) !== 32 || !isDigit(text.charCodeAt(pos))) return -1;
  const digitsEnd = isDigit(text.charCodeAt(pos + 1)) ? pos + 2 : pos + 1;
  return text.charCodeAt(digitsEnd) === 32 && matchSectionWord(text, digitsEnd + 1) ? digitsEnd + 1 : -1;
}

/** A number whose last part has one or two digits (`35-48-4`, `6-1.1-10`). */
const LAST_PART_OF_TWO_DIGITS = /-\d{1,2}(?:\.\d)?$/;

/**
 * Parses a full citation given the code name found at [name.start, name.end).
 * `floor` is the lowest offset the citation may start at.
 */
export function parseFromName(text: string, floor: number, anchor: number, name: NameMatch): Group | null {
  const { code } = name.form;
  if (name.form.shapeAt && !localNumberMayFollow(text, name.end, name.form.shapeAt, name.form.code) && markerBeforeSectionWordEnd(text, name) < 0) return chapterOfAlternative(text, anchor, name);
  let title: string | null = code.fixedTitle ?? null;
  let start = name.start;
  let titleLater = false;
  // A title before the name is checked first: it is cheap and rules out most non-citations.
  // (`Crimes Code § 3502`: a title of a code named as a code of its own, names.ts, has no title written before it.)
  if ((code.layout === 'titleBefore' || code.layout === 'chapterAct') && code.fixedTitle === undefined) {
    // `18, United States Code, Section 1001`: the spelled-out name may follow its title after a comma.
    const t = parseTitleBefore(text, name.start, floor, SPELLED_OUT.has(name.form.text));
    if (t) {
      title = t.title;
      start = t.start;
    } else if (code.corpus === 'STATE' && code.layout === 'titleBefore') {
      // `Pa. Cons. Stat. tit. 42, § 5524`: older opinions put a state code's title after its name.
      titleLater = true;
    } else {
      return null;
    }
  }
  let p = name.end;
  const ann = skipGap(text, p);
  if (startsAt(text, ann, 'Ann.')) p = ann + 4;
  const dated = skipEditionYear(text, p);
  if (dated !== p && code.undated) return null;
  p = skipEditionNote(text, dated);

  if (code.layout === 'titleAfter' || titleLater) {
    const after = parseLabeledNumber(text, p, TITLE_LABELS, TITLE_TOKEN);
    const unlabelled = after || titleLater ? -1 : unlabelledTitleEnd(text, p, name.form.text);
    if (after) {
      title = after.value;
      p = after.end;
    } else if (unlabelled > 0) {
      const t = skipGap(text, p);
      title = text.slice(t, unlabelled);
      p = unlabelled;
    } else if (titleLater) {
      return null;
    } else {
      const t = parseTitleBefore(text, name.start, floor);
      if (t) {
        title = t.title;
        start = t.start;
      } else if (!code.titleInSection && code.fixedTitle === undefined) {
        return null;
      }
    }
  } else if (code.layout === 'chapter') {
    const ch = parseLabeledNumber(text, p, code.chapterLabel ? NUMBERED_ARTICLE_LABELS : CODE_CHAPTER_LABELS, CHAPTER_TOKEN) ?? (code.chapterLabel ? null : unlabelledChapter(text, p));
    if (!ch) return null;
    title = ch.value;
    p = ch.end;
  }
  // (`Oklahoma Statute § 21-1272`: the title is read from the section below.)
  if (!(title === null && code.titleInSection) && !titleExists(code, title)) return null;

  let appendix = false;
  if (code === USC) {
    // `42 U.S.C. ch. 126 § 12101`, as encyclopedias give an act's place: the chapter, then its first section (every
    // chapter label starts with `c` or `C`, perhaps after a comma: one look first, as this runs at every U.S. Code citation).
    const next = text.charCodeAt(skipGap(text, p));
    const ch = (next | 32) === 99 || next === 44 ? parseLabeledNumber(text, p, CHAPTER_LABELS, CHAPTER_TOKEN) : null;
    if (ch && signFollows(text, ch.end)) p = ch.end;
    const app = matchAppendix(text, p);
    if (app >= 0) {
      appendix = true;
      p = app;
      // `5 U.S.C. app. 3 § 4`: the act's number in the appendix, then its section.
      const act = skipGap(text, p);
      const actEnd = matchEnd(APPENDIX_ACT, text, act);
      if (actEnd > 0 && signFollows(text, actEnd)) p = actEnd;
    }
  }

  if (code.corpus === 'STATE' && code.layout === 'section') {
    // `Tex. Lab. Code ch. 21, § 21.051`, `N.C. Gen. Stat. Chapter 44A, § 44A-8`: the chapter before a section of it.
    const next = text.charCodeAt(skipGap(text, p));
    const ch = (next | 32) === 99 || next === 44 ? parseLabeledNumber(text, p, CHAPTER_LABELS, CHAPTER_TOKEN) : null;
    if (ch && sectionOfChapterFollows(text, ch.end, ch.value)) p = ch.end;
  }

  let q = skipGap(text, p);
  let afterComma = false;
  if (text.charCodeAt(q) === 44) {
    q = skipGap(text, q + 1);
    afterComma = true;
  }
  // (A footnote's marker: `Pen. Code,[1] § 215`; only before a sign; or a marker's one or two digits after the name,
  // before a section word: `Penal Code 1 section 1170.91`.)
  const marked = skipFootnoteMarker(text, q);
  if (marked !== q && matchSign(text, marked)) q = marked;
  else if (!afterComma && q > p) {
    const word = markerBeforeSectionWordEnd(text, name);
    if (word > 0) q = word;
  }
  const intro = introducer(text, q, code);
  let grammar = GRAMMARS[code.grammar];
  let plural = false;
  let part = false;
  if (intro) {
    plural = intro.sign.plural;
    grammar = intro.grammar;
    part = intro.part;
    q = skipGap(text, intro.sign.end);
  } else if (code.id === 'ma' && (afterComma || text.charCodeAt(p - 1) === 44) && matchEnd(SECTION_AFTER_LOST_SIGN, text, q) > 0) {
    // `G. L. c. 269, 10(a)`, `G. L. c. 265, 22A`: the sign lost where an opinion's text was copied (Massachusetts's
    // chapters are never listed so).
  } else if (code.layout === 'titleAfter' && (afterComma || text.charCodeAt(p - 1) === 44) && title !== null && !yearAt(text, q) && matchEnd(SECTION_AFTER_TITLE, text, q) > 0) {
    // `Me. Rev. Stat. tit. 22, 4055(1)(A)`: the sign left out after the title's comma.
  } else if (matchEnd(SIGN_READ_AS_FIVE, text, q) > 0) {
    // `42 U.S.C. 5 1983`: a scanned page's section sign read as the digit 5 before a section of three digits or more.
    q = skipGap(text, q + 1);
  } else {
    // A comma stands between a sign-less local name and its number only where the form's shape guards it (`W. Va. Code, 55-7B-6`),
    // or the C.F.R.'s section has its part (`34 Code of Federal Regulations, 300.100`, as Texas's rules give their authority).
    if ((afterComma && !name.form.shapeAt && !(code === CFR && matchEnd(CFR_SECTION_WITH_PART, text, q) > 0)) || !(name.form.signOptional || signlessLayout(code))) return null;
    // A sign-less local form needs spacing before the number (`RCW 26.09`), except `O.S.2011`-style years, handled above.
    if (q === p && isUpper(text.charCodeAt(p - 1)) && code !== USC && code !== CFR) return null;
  }

  if (!intro && code.localChapter) {
    const chapterEnd = matchEnd(code.localChapter, text, q);
    if (chapterEnd > 0) {
      if (localGovernmentAfter(text, chapterEnd)) return null;
      const chapter = text.slice(q, chapterEnd);
      return makeGroup(anchor, 'division', code, chapter, start, [{ start, end: chapterEnd, section: chapter, pinpoint: null }]);
    }
  }
  // A sign-less local form's number must have its shape: test that before parsing a list.
  if (!intro && name.form.shapeAt && !shapedNumberAt(name.form.shapeAt, text, q)) return null;
  if (!intro && code.layout === 'chapterAct' && !afterComma && title !== null) {
    const act = illinoisActDivision(text, anchor, code, title, start, q);
    if (act) return act;
  }
  let items = parseSectionList(text, q, grammar, plural);
  if (!items && code === CFR && !part) {
    // `21 CFR 820`: a number without a dot is a part.
    items = parseSectionList(text, q, GRAMMARS.cfrPart, plural);
    part = items !== null;
  }
  if (!items || !sectionsFit(code, items)) return null;
  if (code.titleInSection && title === null) {
    // Only where no title was written before (`2 O.S. § 2-4` is title 2's section 2-4), after an informal name (the
    // official ones cite the title apart: `Okla. Stat. § 11-902` names none), and not some other text's (`§ 10-1 of the lease`).
    if (OFFICIAL_NAME.test(name.form.text) || wordAt(text, skipGap(text, items[items.length - 1].end), 'of')) return null;
    title = titleWrittenInSections(items);
    if (title === null || !titleExists(code, title)) return null;
  }
  const shape = intro && !name.form.inWords ? undefined : name.form.sectionShape;
  if (shape) {
    // Written without a sign, every listed number has the code's shape: `I.C. 34-13-3-6, 8.` lists no section 8.
    const unshaped = items.findIndex((item) => !shape.test(item.section));
    if (unshaped === 0) return null;
    if (unshaped > 0) {
      items = items.slice(0, unshaped);
      // A range whose end was cut is no range.
      if (items[unshaped - 1].range === 'from') delete items[unshaped - 1].range;
    }
  }
  // After an act's number and slash comes a section number: `735 ILCS 5/Art. II` names an article
  // of the act (a division the service does not list), not a section `5/Art`.
  if (namesPartOfAct(code, items[0].section)) return null;
  // `Codified Law 12-3 of the Town of Smithfield`: a town's code.
  if (localGovernmentAfter(text, items[items.length - 1].end)) return null;
  // `Kansas law, section 8-1567 of the Act`: words name the state, and the section is another text's.
  if (name.form.inWords && wordAt(text, skipGap(text, items[items.length - 1].end), 'of')) return null;
  const partOfAct = items.findIndex((item) => namesPartOfAct(code, item.section));
  if (partOfAct > 0) items = items.slice(0, partOfAct);
  items[0].start = start;
  const group = makeGroup(anchor, 'full', code, title, start, items);
  if (part) group.part = true;
  if (appendix) group.appendix = true;
  if (name.form.alternatives) group.alternatives = name.form.alternatives;
  return group;
}

/** How far back a bare list before a postfix name may start (`41-4-1 to 41-4-27 NMSA 1978`). */
const MAX_BARE_LIST = 48;

/**
 * `see 50-12-1 NMSA 1978`, `[41-4-1 to 41-4-27 NMSA 1978]`: numbers of the code's shape, with no sign or section word,
 * before a local name that carries its compilation's year. Found from the year's anchor (the numbers follow a word no
 * anchor leads from); the list read from its furthest possible start must end where the name starts.
 */
export function parseNumbersBeforeName(text: string, floor: number, name: NameMatch, year: number): Group | null {
  const shape = name.form.shapeAt;
  if (!shape || name.form.code.corpus !== 'STATE' || !yearAt(text, year)) return null;
  const numberEnd = skipGapBack(text, name.start, floor);
  if (numberEnd === name.start || !isAlnum(text.charCodeAt(numberEnd - 1))) return null;
  const code = name.form.code;
  for (let s = Math.max(floor + 1, numberEnd - MAX_BARE_LIST); s < numberEnd; s++) {
    // A number starts here: a digit after no letter, digit, hyphen or period.
    const before = text.charCodeAt(s - 1);
    if (!isDigit(text.charCodeAt(s)) || isAlnum(before) || before === 45 || before === 46 || matchEnd(shape, text, s) < 0) continue;
    const items = parseSectionList(text, s, GRAMMARS[code.grammar], false);
    if (!items || items[items.length - 1].end !== numberEnd || !sectionsFit(code, items)) continue;
    items[items.length - 1].end = year + 4;
    return makeGroup(s, 'full', code, null, s, items);
  }
  return null;
}
