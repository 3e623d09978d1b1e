/**
 * Section numbers, pinpoints, lists and ranges: the part of a citation after
 * the code name and the section sign. All patterns have bounded repetition so
 * each token costs O(1) no matter what follows it.
 */
import {
  bracketedMarkerEnd, closingParenthesis, isAlnum, isDigit, isLetter, isLower, isUpper, matchSectionWord, matchSign, skipGap, startsAt, wordAt, type SignMatch,
} from './text';

/** A list longer than this is cut off; nobody cites 200 sections in one breath, adversarial input does. */
export const MAX_LIST_ITEMS = 200;
/**
 * Nor does a list reach further than this from its first number (explanations between its items included): the
 * incremental index relies on a parse reading a bounded distance (scanner.ts MAX_LOOKAHEAD).
 */
const MAX_LIST_REACH = 1500;
/** Subdivisions named after one section (`subds. 1, 2, and 3a`). */
const MAX_SUBDIVISIONS = 20;

export type GrammarName = 'usc' | 'cfr' | 'cfrPart' | 'state' | 'hyphenated' | 'chapterSections' | 'act' | 'kansas' | 'article' | 'generic';

export interface SectionGrammar {
  readonly name: GrammarName;
  /** Sticky pattern for one section number. */
  readonly section: RegExp;
  /**
   * How a bare hyphen after a section reads: `never` (part of the number, state codes),
   * `digits` (a range when the left side is all digits: USC `1983-1988` vs `2000e-2`),
   * `dotted` (a range when the right side is another dotted section: CFR `101.72-101.83`).
   */
  readonly hyphenRange: 'never' | 'digits' | 'dotted';
}

// USC: 1983, 2000e-2, 78u-4, 1320a-7b, 1028A, 460nnn-101, 343-1, 306108 (title 54). Whether an all-digit
// `1983-1988` is a range or one section is decided by readsAsRange.
// An en dash inside a number (`300aa–11`, typeset from `300aa-11`) is read by parseItem.
const USC_SECTION = /\d{1,6}[A-Za-z]{0,4}(?:[-\u2010\u2011\u2212](?:\r?\n[ \t]{0,8})?\d{1,4}[A-Za-z]{0,4}){0,3}(?![A-Za-z0-9])/y;
const USC_HYPHEN_TAIL = /-\d{1,4}[A-Za-z]{0,4}(?![A-Za-z0-9])/y;
const CFR_DASHED_TAIL = /–\d{1,4}[A-Za-z]{0,2}(?![A-Za-z0-9]|\.\d)/y;
const USC_DOUBLE_HYPHEN_TAIL = /--\d{1,4}[a-z]{0,2}(?![A-Za-z0-9])/y;
const USC_DASHED_TAIL = /–\d{1,4}[A-Za-z]{0,4}(?:[-–]\d{1,4}[A-Za-z]{0,4}){0,2}(?![A-Za-z0-9])/y;
// The same in a hyphenated state code's number (`Haw. Rev. Stat. § 580–56`, `Ga. Code Ann. § 9–11–9.1`); every part
// after the dash starts with a digit (`§ 19.02–Murder` is a section and a heading).
const STATE_DASHED_TAIL = /–\d[0-9A-Za-z]{0,7}(?:[-–:/]\d[0-9A-Za-z]{0,7}|\.\d[0-9A-Za-z]{0,7}){0,5}(?![0-9A-Za-z])/y;
// The same typeset in em dashes, as a word processor turns a typed double hyphen (`Miss. Code § 11—46—11(3)`).
const STATE_EM_DASHED_TAIL = new RegExp(STATE_DASHED_TAIL.source.replace(/–/g, '—'), 'y');
// CFR: 122.26, 240.14a-8, 1.1031(a)-1, 301.7701-3; a hyphen followed by another dotted
// number is a range (101.72-101.83), not part of the section.
// Chapter 41's parts carry a hyphen (102-118.35); Treasury regulations a parenthesised
// paragraph before a hyphen (1.401(a)(9)-6); SEC rules a number after the letter (240.10b5-1, 240.15c3-3).
const CFR_SECTION = /\d{1,4}(?:[-\u2010\u2011\u2212](?:\r?\n[ \t]{0,8})?\d{1,4})?\.\d{1,5}(?:[A-Za-z]{1,3}\d{0,2})?(?:(?:\([A-Za-z0-9]{1,3}\)){0,4}[-\u2010\u2011\u2212](?:\r?\n[ \t]{0,8})?\d{1,4}[A-Za-z]{0,2}(?!\.\d))?(?![A-Za-z0-9])/y;
const CFR_PART = /\d{1,4}(?:-\d{1,4})?(?![A-Za-z0-9]|\.\d)/y;
// A space after a number's hyphen, before a part of two to four digits that is no year nor a count (`A.C.A. 16- 56-105`,
// `K.S.A. § 60- 3303`; not `§ 187- 25 years`).
const PART_AFTER_SPACED_HYPHEN = String.raw`(?!(?:19|20)\d\d(?!\d))\d{2,4}(?!\d)(?!\s+[a-z])`;
const SPACE_AFTER_HYPHEN = String.raw` (?=${PART_AFTER_SPACED_HYPHEN})`;
// In a state's number of three parts or more, also before a part of one digit and another hyphen (`ALA. CODE § 17- 8-1`;
// not a count, `§ 39-13- 2-3 years`).
const SPACE_AFTER_HYPHEN_IN_PARTS = String.raw` (?=${PART_AFTER_SPACED_HYPHEN}|\d-\d{1,4}(?!\d|\s+(?:days?|weeks?|months?|years?|hours?|minutes?|percent|times)\b))`;
// State codes use every separator there is: 3294, 16-5-1, 18.2-32, 14:30, 2A:53A-7, 5/2-1001, 53a-54a.
// A line may end after a hyphen; a blank line after it too where a PDF's text was taken out, before a pinpoint
// (`HAW. REV. STAT. § 671-\n\n12(a)`); and a space may follow it before a part of two or more digits that is no year
// nor a count of something (`A.C.A. 16- 56-105`; not `§ 187- 25 years`).
// A capitalised word run into the number is not part of it: `Utah Code § 17-36-5Repealed by`, as a page's parts run together.
const STATE_SECTION = new RegExp(String.raw`\d{1,6}[A-Za-z]{0,4}(?:\.\d[0-9A-Za-z]{0,7}|(?:[:/\u2010\u2011\u2212]|-(?:` + SPACE_AFTER_HYPHEN_IN_PARTS + String.raw`|\r?\n[ \t]{0,8}(?:\r?\n[ \t]{0,8}(?=\d{1,8}\())?)?)[0-9A-Za-z]{1,8}){0,6}(?:(?:\([A-Za-z0-9]{1,3}\)){1,4}[-\u2010\u2011\u2212](?:\r?\n[ \t]{0,8})?\d{1,4}[A-Za-z]{0,2})?(?![0-9a-z]|[A-Z](?![a-z]))`, 'y');
// Kansas and Nebraska write a comma inside some numbers: 79-32,117, 25-21,185.09 (three digits after the comma; the web
// may put a space after it where an article of one or two digits comes before, `Neb. Rev. Stat. 25-21, 243`, but not
// before a capital, `§§ 2-3, 124 Stat. 2372`, nor a count's word, `K.S.A. 60-60, 180 days`: parseItem takes the space out).
const COUNT_AFTER = String.raw`[ \u00a0]+(?:days?|weeks?|months?|years?|hours?|minutes?|percent|miles?|feet|acres?|dollars|persons?|people)\b`;
const KANSAS_SECTION = new RegExp(String.raw`\d{1,3}[a-z]?[-\u2010\u2011\u2212](?:\r?\n[ \t]{0,8}|` + SPACE_AFTER_HYPHEN + String.raw`)?\d{1,4}[a-z]{0,2}(?:\d{1,3}|,\d{3}(?![0-9])|(?<=[-\u2010\u2011\u2212]\d{1,2}[a-z]?), \d{3}(?![0-9]|[ \u00a0]*[A-Z]|${COUNT_AFTER}))?(?:[a-z]\d{1,3})?(?:\.\d{1,3})?(?![0-9a-z]|[A-Z](?![a-z]))|\d{1,6}[A-Za-z]{0,4}(?:\.\d[0-9A-Za-z]{0,7}|(?:[:/\u2010\u2011\u2212]|-(?:\r?\n[ \t]{0,8})?)[0-9A-Za-z]{1,8}){0,6}(?![0-9A-Za-z])`, 'y');
// A short form's number: a state's, or Kansas's and Nebraska's with its comma (`sections 60-6,197.02 to 60-6,197.08`), which
// the resolver keeps only for their codes (fitsGrammar).
const GENERIC_SECTION = new RegExp(String.raw`\d{1,3}[a-z]?-(?:\d{1,4}[a-z]{0,2},\d{3}|\d{1,2}[a-z]?, \d{3}(?![ \u00a0]*[A-Z]|${COUNT_AFTER}))(?![0-9])(?:\.\d{1,3})?(?![0-9a-z]|[A-Z](?![a-z]))|` + STATE_SECTION.source, 'y');
// Articles: 2315, 2317.1, 894.1; Texas's 42A.054 and its civil statutes' 4590i, 5069-1.04, 6252-19 (an all-digit pair
// that reads as a range, `2315-2317`, is cut by parseItem).
const ARTICLE = /\d{1,5}[A-Z]?(?:\.\d{1,4}){0,2}[a-z]{0,2}(?:-\d{1,4}[a-z]?(?:\.\d{1,4})?)?(?![0-9A-Za-z])/y;

export const GRAMMARS: Readonly<Record<GrammarName, SectionGrammar>> = {
  usc: { name: 'usc', section: USC_SECTION, hyphenRange: 'digits' },
  cfr: { name: 'cfr', section: CFR_SECTION, hyphenRange: 'dotted' },
  cfrPart: { name: 'cfrPart', section: CFR_PART, hyphenRange: 'digits' },
  state: { name: 'state', section: STATE_SECTION, hyphenRange: 'never' },
  // A state code every section of which carries a hyphen after its first number (`Haw. Rev. Stat. § 580-56`): an en
  // dash there is typeset from the hyphen (parseItem).
  hyphenated: { name: 'hyphenated', section: STATE_SECTION, hyphenRange: 'never' },
  // A code whose sections are numbered within chapters, without a hyphen but in its uniform laws' chapters (Massachusetts's
  // General Laws): a hyphen between two numbers is a range (`c. 258, §§ 1-14`, `c. 258, § 1-13`), except an article's one
  // digit before three (`c. 106, § 2-725`: rangeStart).
  chapterSections: { name: 'chapterSections', section: STATE_SECTION, hyphenRange: 'digits' },
  // A code cited by act and section (`815 ILCS 505/2`): its slash joins the two, never old and new numbers (pushItem).
  act: { name: 'act', section: STATE_SECTION, hyphenRange: 'never' },
  kansas: { name: 'kansas', section: KANSAS_SECTION, hyphenRange: 'never' },
  article: { name: 'article', section: ARTICLE, hyphenRange: 'digits' },
  // Short forms are scanned before we know what they refer to; resolution re-reads them.
  generic: { name: 'generic', section: GENERIC_SECTION, hyphenRange: 'never' },
};

/** Whether `section` (as a short form wrote it) is a whole section number in `grammar`. */
export function fitsGrammar(section: string, grammar: GrammarName): boolean {
  const re = GRAMMARS[grammar].section;
  re.lastIndex = 0;
  return re.test(section) && re.lastIndex === section.length;
}

// One subsection label: (a) (1) (B) (iii) (aa) (A)(i); New York's inserted (1-a); Colorado's inserted (1.3). Four-digit
// years are not labels.
const PIN_GROUP = String.raw`\((?:[A-Za-z]{1,6}|\d{1,3}|[A-Za-z]{1,2}\d{1,2}|\d{1,2}[A-Za-z]{1,2}|\d{1,2}-[a-z]|\d{1,2}\.\d{1,2})\)`;
// Florida and Wisconsin number the levels below a paragraph without parentheses: `775.087(2)(a)3.`, `316.193(3)(c)2.a.`,
// `71.04(5)(d)1, Stats.`.
const PINPOINT = new RegExp(`(?:${PIN_GROUP}){1,10}(?:\\d{1,2}(?:\\.(?:[a-z]\\.)?(?![0-9A-Za-z])|(?=,)))?(?:(?:--|[-–])(?:${PIN_GROUP}){1,10})?`, 'y');
// A pinpoint separated by one space (`101.9 (c)(2)`) must look like a real label, not `(West`.
const SPACED_PIN_START = /\((?:[a-z]{1,4}|\d{1,2}|[A-Z])\)/y;
const DOTTED_START = /\d{1,4}\.\d/y;
// A further label after a space (`(a) (7)`): one a reader takes for a label, not a word (`(a) (see below)`).
const SPACED_LABEL = /\((?:[a-z]|([a-z])\1{1,2}|[ivxl]{2,6}|[A-Z]|([A-Z])\2{1,2}|[IVXL]{2,6}|\d{1,3}|\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})\)/y;
// A pinpoint standing alone in a list (`§ 101(21)(B), (C)`) must be made of real labels: a letter,
// a doubled letter, a roman numeral, a number; not a word in parentheses (`and (see) § 5`).
const LABELS_ONLY = /^(?:\((?:[a-z]|([a-z])\1{1,2}|[ivxl]{2,6}|[A-Z]|([A-Z])\2{1,2}|[IVXL]{2,6}|\d{1,3}|[A-Za-z]{1,2}\d{1,2}|\d{1,2}[A-Za-z]{1,2})\))+(?:-(?:\([^)]{1,6}\))+)?$/;

export interface SectionItem {
  /** Where this item's own text starts (its `§` if it repeats one, else its number). */
  start: number;
  end: number;
  section: string;
  pinpoint: string | null;
  range?: 'from' | 'to';
  etSeq?: boolean;
  /** Offset of a `1983-1988` style hyphen that a short form may later read as a range. */
  hyphenAt?: number;
  /** Offset of the en dash read as joining an Illinois act's article and section (`2–1401`), which a short form of another code reads as a range. */
  articleDashAt?: number;
}

/** Matches sticky `re` at `pos`; returns the end of the match or -1 (test() allocates no match array). */
export function matchEnd(re: RegExp, text: string, pos: number): number {
  re.lastIndex = pos;
  return re.test(text) ? re.lastIndex : -1;
}

/** Where a pinpoint at `pos` (optionally after one space) starts, or -1. */
function pinpointStart(text: string, pos: number): number {
  let p = pos;
  if (text.charCodeAt(p) === 32 && text.charCodeAt(p + 1) === 40) {
    SPACED_PIN_START.lastIndex = p + 1;
    if (!SPACED_PIN_START.test(text)) return -1;
    p++;
  }
  // Most sections have no pinpoint: one look before the regex.
  return text.charCodeAt(p) === 40 /* ( */ ? p : -1;
}

// New York's reporters put the labels in brackets: `§ 1104[b]`, `CPLR 3211[a][7]`, `§ 125.27[1][a]`; a lone number in
// brackets is as often a page's footnote marker (`§ 215[1]`), and is left alone.
// (Labels only: `[sic]` is none.)
// (Nor an editor's letter before the rest of its word: `§ 1983 [a]re governed`.)
const BRACKETED_PINPOINT = /\[(?:[a-z]|([a-z])\1|[ivx]{2,4}|[A-Z]|\d{1,2})\](?![A-Za-z])(?: ?\[(?:[a-z]|([a-z])\2|[ivx]{2,4}|[A-Z]|\d{1,2})\](?![A-Za-z])){0,5}/y;
const FOOTNOTE_LIKE = /^\[\d{1,2}\]$/;

/** Parses a pinpoint at `pos` (optionally after one space); returns [pinpoint, end] or null. */
function parsePinpoint(text: string, pos: number): [string, number] | null {
  // (Or spaced, as the reports print it: `§ 1104 [b]`.)
  const bracket = text.charCodeAt(pos) === 91 /* [ */ ? pos : text.charCodeAt(pos) === 32 && text.charCodeAt(pos + 1) === 91 ? pos + 1 : -1;
  if (bracket >= 0) {
    const end = matchEnd(BRACKETED_PINPOINT, text, bracket);
    const written = end > 0 ? text.slice(bracket, end) : '';
    return end > 0 && !FOOTNOTE_LIKE.test(written) ? [written.replace(/ /g, '').replace(/\[/g, '(').replace(/\]/g, ')'), end] : null;
  }
  const p = pinpointStart(text, pos);
  if (p < 0) return null;
  let end = matchEnd(PINPOINT, text, p);
  if (end < 0) return null;
  // New York's, Connecticut's and Georgia's reporters space the labels: `CPLR 3211 (a) (7)`, `§ 52-557n (a) (2) (B)`.
  let spaced = false;
  for (let i = 0; i < 10 && text.charCodeAt(end) === 32 && matchEnd(SPACED_LABEL, text, end + 1) > 0; i++) {
    end = matchEnd(PINPOINT, text, end + 1);
    spaced = true;
  }
  const pin = text.slice(p, end).replace('–', '-').replace('--', '-');
  return [spaced ? pin.replace(/ /g, '') : pin, end];
}

/**
 * End of the first item (number and pinpoint) a generic list would read at `pos`, or -1 when
 * none parses; reads without making the item (nothing is allocated for a number that cites nothing).
 */
export function firstGenericItemEnd(text: string, pos: number): number {
  const sectionEnd = matchEnd(GRAMMARS.generic.section, text, pos);
  if (sectionEnd < 0) return -1;
  const p = pinpointStart(text, sectionEnd);
  if (p < 0) return sectionEnd;
  const end = matchEnd(PINPOINT, text, p);
  return end < 0 ? sectionEnd : end;
}

/**
 * Whether a list whose first item is followed by a comma and spacing up to `r` ends with that
 * item, as parseSectionList would find, with nothing (`et seq.`, `note`) extending it: after the
 * comma stands a word that starts no separator, sign or item (`1, title 18`). The word `of` right
 * after an item ends a list too (no separator starts with it).
 */
export function listEndsBeforeComma(text: string, r: number): boolean {
  // `and`, `or` (a/o), `&`, a sign (§ \ &), a section word (s/S), a number or `(` could go on.
  const c = text.charCodeAt(r);
  return isLetter(c) && c !== 97 && c !== 111 && c !== 115 && c !== 83;
}

/**
 * Whether an all-digit `left-right` reads as a range rather than one section: `1983-1988` and
 * the abbreviated `5313-17` (5313 through 5317) are ranges; `343-1` and `355-1` are sections
 * (21 U.S.C. § 343-1), as is anything whose right side cannot end a range after the left.
 */
export function readsAsRange(left: string, right: string): boolean {
  if (right.length < 2) return false;
  // An end with a leading zero abbreviates a longer start (`101-04`); no end is written so in full: `2-04` is a section.
  if (right.charCodeAt(0) === 48 /* 0 */ && right.length >= left.length) return false;
  return Number(expandAbbreviatedEnd(left, right)) > Number(left);
}

type LabelClass = 'digit' | 'upper' | 'lower';

function labelClass(group: string): LabelClass {
  const c = group.charCodeAt(1);
  return isDigit(c) ? 'digit' : isLower(c) ? 'lower' : 'upper';
}

/**
 * A pinpoint-only list item continues the previous pinpoint at the same depth:
 * `§ 101(21)(B), (C)` is (21)(C); `§ 3.12(c), (d)` is (d).
 */
function continuePinpoint(previous: string | null, next: string): string {
  if (previous === null) return next;
  const groups = previous.match(/\([^)]*\)/g) ?? [];
  const cls = labelClass(next);
  for (let i = groups.length - 1; i >= 0; i--) {
    if (labelClass(groups[i]) === cls) return groups.slice(0, i).join('') + next;
  }
  return next;
}

/**
 * Whether an all-digit `left-right` after a plural sign (`§§ 4001-4013`, `§§ 3-4`) reads as a range:
 * the right side is no longer than the left and comes after it. Sections numbered `52-584`
 * (chapter and section) have a longer right side.
 */
function pluralPairIsRange(left: string, right: string): boolean {
  // A one-digit end abbreviates nothing in practice (`§§ 480-2 and 480-13` lists chapter 480's sections); `§§ 3-4` is a range.
  if (right.length === 1 && left.length > 1) return false;
  return right.length <= left.length && Number(expandAbbreviatedEnd(left, right)) > Number(left);
}

// Hyphens a word processor puts in a number (non-breaking U+2011, U+2010, the minus sign U+2212), read as `-`; and
// what a number's hyphen may have after it where a PDF's line ended (`2000e-` / `2(a)`) or a space crept in
// (`16- 56-105`), taken out.
const NUMBER_JOIN = /[\u2010\u2011\u2212\n]|- /;
const NUMBER_JOINS = /[\u2010\u2011\u2212]|(?<=-)(?:\r?\n[ \t]*(?:\r?\n[ \t]*)?| )/g;

const TRAILING_WORD = /[A-Z][a-z]+$/;

/** Where a capitalised word run into a number starts (`29 CFR §1601.13How`: no letter suffix of it), or its length. */
function runInWordStart(section: string): number {
  const last = section.charCodeAt(section.length - 1);
  if (last < 97 || last > 122) return section.length;
  const word = TRAILING_WORD.exec(section);
  return word && word.index > 0 && isDigit(section.charCodeAt(word.index - 1)) ? word.index : section.length;
}

/** `–d` at `pos` (`RSA 507:7–d, :7–e`): a lettered section's hyphen typeset as an en dash; no range ends in a lone letter. */
function enDashLetterAt(text: string, pos: number): boolean {
  return text.charCodeAt(pos) === 0x2013 && isLower(text.charCodeAt(pos + 1)) && !isAlnum(text.charCodeAt(pos + 2));
}

/** One section number plus pinpoint at `pos`. */
function parseItem(text: string, pos: number, grammar: SectionGrammar, plural = false): SectionItem | null {
  let sectionEnd = matchEnd(grammar.section, text, pos);
  if (sectionEnd < 0) return null;
  // (`§ 669.1et seq.`: an `et seq.` run into the number is none of it.)
  if (sectionEnd - pos > 2 && startsAt(text, sectionEnd - 2, 'et') && startsAt(text, skipGap(text, sectionEnd), 'seq') && isDigit(text.charCodeAt(sectionEnd - 3))) sectionEnd -= 2;
  // (`Wyo. Stat. ?1-1-122NoNo1-Jul-96`, `§ 205-AThis chapter`: a capitalised word run into the number, as a table's columns
  // or a page's parts run together, ends it; where that leaves a separator at its end, `5/Art. II`, there is none.)
  let section = text.slice(pos, sectionEnd);
  const word = RUN_IN_WORD.exec(section);
  if (word) {
    sectionEnd = pos + word.index + 1;
    if (!isAlnum(text.charCodeAt(sectionEnd - 1))) return null;
    section = section.slice(0, word.index + 1);
  }
  if (section.includes(', ')) section = section.replace(', ', ',');
  // (`MCL 554.134.1 See`, `Texas Election Code section 221.003.1 Pierce`: an opinion's footnote marker run into a number
  // that has its decimal part already, before a sentence.)
  if (FOOTNOTE_AFTER_DECIMAL.test(section) && footnoteEndsAt(text, sectionEnd)) {
    sectionEnd -= 2;
    section = section.slice(0, -2);
  }
  // (What follows a hyphen, a line's end or a space, is taken out; a hyphen's look-alike becomes one.)
  if (NUMBER_JOIN.test(section)) section = section.replace(NUMBER_JOINS, (m) => (m.charCodeAt(0) === 10 || m.charCodeAt(0) === 13 || m.charCodeAt(0) === 32 ? '' : '-'));
  // A number whose hyphen ends a line that no number follows (`§ 671-\n\n12 applies`) is not read at all.
  if (text.charCodeAt(sectionEnd) === 45 && (text.charCodeAt(sectionEnd + 1) === 10 || text.charCodeAt(sectionEnd + 1) === 13)) return null;
  // `17 C.F.R. § 240.10b–5`, `§ 240.15c3–3`: a regulation's own hyphen typeset as an en dash, where its number within the
  // part has a letter (`§§ 200.331–333`, `§§ 404.1520–21` are ranges).
  if (grammar.name === 'cfr' && text.charCodeAt(sectionEnd) === 0x2013) {
    const tail = matchEnd(CFR_DASHED_TAIL, text, sectionEnd);
    if (tail > 0 && !allDigits(section.slice(section.indexOf('.') + 1))) {
      section += `-${text.slice(sectionEnd + 1, tail)}`;
      sectionEnd = tail;
    }
  }
  // `16 U.S.C. § 825 l(b)`, `§ 460 l–6a(e)`: a section's letter `l` set apart from its digits, as a PDF's text spaces it,
  // before a pinpoint or the rest of the number.
  if (grammar.name === 'usc' && text.charCodeAt(sectionEnd) === 32 && text.charCodeAt(sectionEnd + 1) === 108 /* l */ && allDigits(section)) {
    const next = text.charCodeAt(sectionEnd + 2);
    if (next === 45 /* - */) {
      const tail = matchEnd(USC_HYPHEN_TAIL, text, sectionEnd + 2);
      if (tail > 0) {
        section += `l${text.slice(sectionEnd + 2, tail)}`;
        sectionEnd = tail;
      }
    } else if (next === 40 /* ( */ || (next === 0x2013 && isDigit(text.charCodeAt(sectionEnd + 3)))) {
      // (The en dash and what follows it are read below, as any U.S. Code number's.)
      section += 'l';
      sectionEnd += 2;
    }
  }
  // Where the number ends in the text: a line break taken out of it leaves `section` shorter than what was read.
  let end = sectionEnd;
  // (And an Illinois act's section after its slash: `625 ILCS 5/6–303(a)`.)
  const dashed = grammar.name === 'hyphenated' || grammar.name === 'kansas' || (grammar.name === 'act' && section.includes('/'));
  // (A short form's lettered number is read as the U.S. Code's: `§450j–1(b)`.)
  const lettered = grammar.name === 'generic' && !allDigits(section) && !section.includes('-');
  if (text.charCodeAt(sectionEnd) === 0x2013 && (grammar.name === 'usc' || lettered || (dashed && !section.includes('-')))) {
    // `300aa–11`, `580–56`, `9–11–9.1` are one section each; `1501–1511`, `1001a–1001c`, `§ 3294–3295` are ranges.
    const usc = grammar.name === 'usc' || lettered;
    let tailEnd = matchEnd(usc ? USC_DASHED_TAIL : STATE_DASHED_TAIL, text, sectionEnd);
    // A range typeset all in en dashes starts again at its first part: `§§ 29–20–201–29–20–207`.
    const again = usc || tailEnd < 0 ? -1 : text.slice(sectionEnd, tailEnd).indexOf(`–${section}–`, 1);
    if (again > 0) tailEnd = sectionEnd + again;
    const right = tailEnd > 0 ? text.slice(sectionEnd + 1, tailEnd).replace(/–/g, '-') : '';
    const joined = `${section}-${right}`;
    // U.S. Code: a lettered number whose right side goes back (an all-digit pair, `5313–17`, is a range however it
    // abbreviates its end: readsAsRange decides below). A state's: unless the two sides are written alike or read as
    // a range would after `§§`; a number that has a hyphen already goes on to a range's end (`§ 29-26-121–122`).
    // (In a code every section of which has a hyphen, a number without one is no section: `N.C.G.S. 143–291` is one.)
    const one = usc
      ? !allDigits(section) && leadingNumber(right) < leadingNumber(section)
      : (grammar.name === 'hyphenated' && allDigits(section)) || (!writtenAlike(section, right) && rangeStart(joined, grammar, true) === null);
    // Only a number the grammar reads back as one section (`2-01–01–01–01` has one part too many).
    // (Nor one with a capitalised word run into it, which its hyphenated form would end before: RUN_IN_WORD.)
    if (tailEnd > 0 && one && fitsGrammar(joined, grammar.name) && !RUN_IN_WORD.test(joined)) return finishItem(text, pos, tailEnd, joined, grammar);
  }
  // `720 ILCS 5/9— 1(a)(1)`, `5/12 — 2(a)(6)`: the article and section of an Illinois act numbered by article
  // (ARTICLE_NUMBERED_ACT) joined by an em dash a database set with spaces (an act's article alone, `5/9`, is never cited).
  // Not another act's en dash, a range's (`505/1 – 12`), nor a year or a word after it (`305/19 — 2013`, `505/2 — 10 days`).
  if (grammar.name === 'act' && ARTICLE_NUMBERED_ACT.test(section) && !section.includes('-')) {
    // (A spaced en dash too in an act numbered 5: `735 ILCS 5/2 – 1401`.)
    const emDashEnd = matchEnd(SPACED_ARTICLE_DASH, text, sectionEnd);
    const dashEnd = emDashEnd > 0 ? emDashEnd : section.startsWith('5/') ? matchEnd(SPACED_EN_DASH, text, sectionEnd) : -1;
    const tailEnd = dashEnd > 0 ? matchEnd(ARTICLE_SECTION_AFTER_DASH, text, dashEnd) : -1;
    const tail = tailEnd > 0 ? text.slice(dashEnd, tailEnd) : '';
    const joined = `${section}-${tail}`;
    if (tailEnd > 0 && !yearLike(tail) && text.charCodeAt(tailEnd) !== 47 /* / */ && !wordAfter(text, tailEnd) && fitsGrammar(joined, grammar.name)) return finishItem(text, pos, tailEnd, joined, grammar);
  }
  // `section 2–1401`, `sections 1–109 and 2–104`: an Illinois act's article and section joined by an en dash, as its courts
  // print them (no range runs from a section of one or two digits to one of three or more).
  if (text.charCodeAt(sectionEnd) === 0x2013 && (grammar.name === 'generic' || grammar.name === 'act') && section.length <= 2 && allDigits(section)) {
    const tailEnd = matchEnd(ARTICLE_SECTION_TAIL, text, sectionEnd + 1);
    const joined = tailEnd > 0 ? `${section}-${text.slice(sectionEnd + 1, tailEnd)}` : '';
    if (tailEnd > 0 && fitsGrammar(joined, grammar.name)) {
      // (Where the dash stands: of a code that numbers its sections otherwise, the short form is the range after all.)
      const item = finishItem(text, pos, tailEnd, joined, grammar);
      if (item) item.articleDashAt = sectionEnd;
      return item;
    }
  }
  if (grammar.name === 'usc' && text.charCodeAt(sectionEnd) === 45 && !allDigits(section)) {
    // `42 U.S.C. § 2000e--5(e)`: a typewriter's double hyphen for the en dash inside a lettered number, as above.
    const tailEnd = matchEnd(USC_DOUBLE_HYPHEN_TAIL, text, sectionEnd);
    const right = tailEnd > 0 ? text.slice(sectionEnd + 2, tailEnd) : '';
    if (tailEnd > 0 && leadingNumber(right) < leadingNumber(section)) return finishItem(text, pos, tailEnd, `${section}-${right}`, grammar);
  }
  // A hyphenated code's number set in em dashes is one section, never a range or a list.
  if (dashed && text.charCodeAt(sectionEnd) === 0x2014 && !section.includes('-')) {
    const tailEnd = matchEnd(STATE_EM_DASHED_TAIL, text, sectionEnd);
    const joined = tailEnd > 0 ? `${section}${text.slice(sectionEnd, tailEnd).replace(/—/g, '-')}` : '';
    if (tailEnd > 0 && fitsGrammar(joined, grammar.name)) return finishItem(text, pos, tailEnd, joined, grammar);
  }
  if (grammar.name !== 'usc' && enDashLetterAt(text, sectionEnd)) {
    const lettered = `${section}-${text[sectionEnd + 1]}`;
    if (fitsGrammar(lettered, grammar.name)) return finishItem(text, pos, sectionEnd + 2, lettered, grammar);
  }
  // The list parser reads the range on from its start (one with a word run into its end too: `1983-1988Code`).
  const first = rangeStart(section.slice(0, runInWordStart(section)), grammar, plural);
  if (first !== null) {
    section = first;
    end = pos + first.length;
  }
  return finishItem(text, pos, end, section, grammar);
}

/** An em dash, a space on either side or none, between an act's article and section. */
const SPACED_ARTICLE_DASH = / ?— ?/y;
/** An en dash with a space on both sides. */
const SPACED_EN_DASH = / – /y;
/** Acts numbered by article: the codes of civil and criminal procedure, the Criminal, Vehicle and other codes numbered 5, the Property Tax Code (200), the Juvenile Court Act (405). */
const ARTICLE_NUMBERED_ACT = /^(?:5|200|405)\//;
const ARTICLE_SECTION_AFTER_DASH = /\d{1,4}(?:\.\d{1,3})?[A-Za-z]?(?![0-9A-Za-z])/y;

/** An Illinois act's section number after its article and en dash: three or four digits, a decimal part perhaps (`3.05`). */
const ARTICLE_SECTION_TAIL = /\d{3,4}(?:\.\d{1,3})?[A-Z]?(?![0-9A-Za-z]|[.–-][0-9A-Za-z])|\d{1,2}\.\d{1,3}(?![0-9A-Za-z]|[.–-][0-9A-Za-z])/y;

/** Whether `end` is written as `start` is, as a range's end: alike in shape, and all digits, read as a range after `§§`. */
function writtenAlike(start: string, end: string): boolean {
  if (!alikeInShape(start, end)) return false;
  return !allDigits(start) || pluralPairIsRange(start, end);
}

/**
 * `ORS 31.560 or 31.565 for`, `RCW 4.16.080 and 4.16.100 apply`: after one sign (or none), a second number in parts written
 * as the first and in its chapter or title is a second section however the sentence goes on (`§ 893.80 and 2.5 acres` is prose).
 */
function sameChapterAlike(start: string, next: string): boolean {
  const cut = firstSeparator(start);
  return cut > 0 && firstSeparator(next) === cut && next.startsWith(start.slice(0, cut + 1)) && alikeInShape(withoutLetterSuffix(start), withoutLetterSuffix(next));
}

/** Whether two numbers of three or more parts are written alike (`12-3-32`, `16-24-30`), their last parts as long. */
function threePartsAlike(a: string, b: string): boolean {
  return a.indexOf('-') !== a.lastIndexOf('-') && alikeInShape(withoutLetterSuffix(a), withoutLetterSuffix(b)) && lastPartsAlike(a, b);
}

/** Whether two numbers' last parts have as many digits (`12-1770`, `12-1770a`; not `21-6804`, `21-30`). */
function lastPartsAlike(a: string, b: string): boolean {
  const x = withoutLetterSuffix(a);
  const y = withoutLetterSuffix(b);
  const cx = Math.max(x.lastIndexOf('-'), x.lastIndexOf('.'), x.lastIndexOf(':'));
  const cy = Math.max(y.lastIndexOf('-'), y.lastIndexOf('.'), y.lastIndexOf(':'));
  return x.length - cx === y.length - cy;
}

/** A number without the lower-case letter that marks a section inserted after another (`75-4320a`: `75-4320`). */
function withoutLetterSuffix(n: string): string {
  const last = n.charCodeAt(n.length - 1);
  return last >= 97 && last <= 122 && isDigit(n.charCodeAt(n.length - 2)) ? n.slice(0, -1) : n;
}

/** Where a number's first part ends (its first hyphen, period or colon), or -1. */
export function firstSeparator(n: string): number {
  for (let i = 0; i < n.length; i++) {
    const c = n.charCodeAt(i);
    if (c === 45 || c === 46 || c === 58) return i;
  }
  return -1;
}

/** Whether two numbers have the same separators between their runs of digits and of letters: `11.41.100`, `11.41.102`. */
function alikeInShape(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const kind = charKind(a.charCodeAt(i));
    if (kind !== charKind(b.charCodeAt(j))) return false;
    if (kind === OTHER_CHAR) {
      if (a.charCodeAt(i++) !== b.charCodeAt(j++)) return false;
      continue;
    }
    while (i < a.length && charKind(a.charCodeAt(i)) === kind) i++;
    while (j < b.length && charKind(b.charCodeAt(j)) === kind) j++;
  }
  return i === a.length && j === b.length;
}

const DIGIT_CHAR = 0;
const LETTER_CHAR = 1;
const OTHER_CHAR = 2;

function charKind(c: number): number {
  return isDigit(c) ? DIGIT_CHAR : isLetter(c) ? LETTER_CHAR : OTHER_CHAR;
}

function allDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return s.length > 0;
}

/** Where a number the grammar read whole is two ends of a range (`§§ 4001-4013`), its start; else null. */
export function rangeStart(section: string, grammar: SectionGrammar, plural: boolean): string | null {
  if (!section.includes('-')) return null;
  const digitPair = grammar.hyphenRange !== 'dotted' ? DIGIT_PAIR.exec(section) : null;
  if (digitPair) {
    // Codes whose sections carry hyphens read one as a range only after `§§`; not a code each of whose sections has one
    // (`Haw. Rev. Stat. §§ 707-710, 707-711`: no section of it is `707`), unless the numbers are too long to be a
    // chapter's (`22 D. C. Code §§ 3201-3216`, the 1940 code's sections within its title).
    const chapterShaped = grammar.name === 'hyphenated' && digitPair[1].length <= 3;
    // (Massachusetts: a range where its end has two digits or one, `c. 258, § 1-13`; else as other states' codes read it, one
    // section after one sign, `c. 106, § 2-725`, an article's in its uniform laws' chapters.)
    const chapterSections = grammar.name === 'chapterSections';
    const range = (plural && !chapterShaped && pluralPairIsRange(digitPair[1], digitPair[2])) ||
      (grammar.hyphenRange === 'digits' && (!chapterSections || digitPair[2].length <= 2) && readsAsRange(digitPair[1], digitPair[2])) ||
      (readsClosePairs(grammar) && closePairIsRange(digitPair[1], digitPair[2]));
    return range ? digitPair[1] : null;
  }
  // `§§ 7401-7671q` (often written with one sign): a range whose end carries a letter, written out in full (no section of the Code is `7401-7671q`).
  if (grammar.name === 'usc') return letteredRangeStart(section);
  // `2 C.F.R. §§ 200.331-333`: after `§§`, a C.F.R. section and its part's number for another as long and after it (a
  // regulation's own hyphen comes before a shorter number, `301.7701-3`, or after a letter, `240.10b-5`).
  if (grammar.name === 'cfr' && plural) {
    const pair = ABBREVIATED_PART_PAIR.exec(section);
    if (pair && abbreviatesLaterPart(pair[2], pair[3])) return section.slice(0, section.indexOf('-'));
  }
  if (plural) {
    const pair = SAME_NUMBER_LETTERED_PAIR.exec(section);
    if (pair && lettersAfter(pair[3], pair[2])) return pair[1] + pair[2];
  }
  if (grammar.hyphenRange === 'never') {
    // `§§ 768.72-768.73`, `AS 12.55.125-12.55.175`: two sections of one chapter, the chapter written on both sides
    // (no section is numbered so), with or without `§§`.
    const dotted = DOTTED_PAIR.exec(section);
    if (dotted) return Number(`0.${dotted[3]}`) > Number(`0.${dotted[2]}`) ? section.slice(0, section.indexOf('-')) : null;
    // `A.C.A. §§ 25-19-101-25-19-109`: the same with hyphens, the title and chapter written on both sides.
    const hyphened = repeatedChapterRangeStart(section);
    if (hyphened !== null) return hyphened;
    // `RCW 4.24.500-525`: the end written as the start's last part alone, as long, past it (no dotted section has a hyphen
    // after its last part: Virginia's `8.01-243` puts its hyphen after the title).
    // (Not in a code each of whose sections has a hyphen, Virginia's: its `8.001-229` is one section.)
    const chapterPair = grammar.name === 'hyphenated' ? null : ABBREVIATED_PART_PAIR.exec(section);
    const abbreviated = ABBREVIATED_DOTTED_PAIR.exec(section) ?? (chapterPair && chapterPair[2].length >= 3 ? chapterPair : null);
    if (abbreviated && abbreviatesLaterPart(abbreviated[2], abbreviated[3])) return section.slice(0, section.indexOf('-'));
    // `Tex. Lab. Code §§ 408.001-418.002`: two sections of chapters apart, both written out, alike in shape.
    const chapters = grammar.name === 'hyphenated' ? null : CHAPTERS_PAIR.exec(section);
    if (chapters && chapters[1].length === chapters[3].length && chapters[2].length === chapters[4].length && Number(chapters[3]) > Number(chapters[1])) return section.slice(0, section.indexOf('-'));
  }
  if (!plural) return null;
  if (grammar.name === 'article') {
    // `arts. 2315-2317.1`: two articles, one with a decimal, whose whole numbers are alike in length and go up.
    const pair = DECIMAL_ARTICLE_PAIR.exec(section);
    return pair && pair[1].length === pair[3].length && Number(pair[3] + (pair[4] ?? '')) > Number(pair[1] + (pair[2] ?? '')) ? section.slice(0, section.indexOf('-')) : null;
  }
  return null;
}

// What an abbreviated item (`-122`, `.170`, `:13`) writes after its separator.
const ABBREVIATED_TAIL = /\d{1,6}[A-Za-z]{0,4}(?:[.:-][0-9A-Za-z]{1,8}){0,4}(?![0-9A-Za-z])/y;

/**
 * A list item or range end that writes only the last part of its number, the rest taken from the
 * item before it: `§§ 29-26-121 and -122`, `§§ 4.16.080(2), .170`, `§§ 501.201–.213`, `358-A:1 to :13`.
 */
function parseAbbreviatedItem(text: string, pos: number, previous: string, grammar: SectionGrammar): SectionItem | null {
  const c = text.charCodeAt(pos);
  // (`N.J.S.A. 2A:15-5.1 to –5.8`: the hyphen typeset as an en dash.)
  if ((c !== 45 && c !== 0x2013 && c !== 46 && c !== 58) || grammar.name === 'usc' || !isDigit(text.charCodeAt(pos + 1))) return null;
  const separator = c === 0x2013 ? '-' : text[pos];
  const cut = previous.lastIndexOf(separator);
  if (cut <= 0) return null;
  let end = matchEnd(ABBREVIATED_TAIL, text, pos + 1);
  if (end < 0) return null;
  let section = previous.slice(0, cut + 1) + text.slice(pos + 1, end);
  if (enDashLetterAt(text, end)) {
    section += `-${text[end + 1]}`;
    end += 2;
  }
  // (Nor one that alone would read as a range: `§ 8.018.01-.01-29` is no section 8.018.01-29; nor one with more parts
  // than the number before it: `§ 9-3-33 to -3-35` makes no 9-3-3-35.)
  if (countOf(section, separator) !== countOf(previous, separator)) return null;
  return fitsGrammar(section, grammar.name) && rangeStart(section, grammar, false) === null ? finishItem(text, pos, end, section, grammar) : null;
}

/** How many times `char` occurs in `s`. */
function countOf(s: string, char: string): number {
  let n = 0;
  for (let i = s.indexOf(char); i >= 0; i = s.indexOf(char, i + 1)) n++;
  return n;
}

/** Whether both numbers end in digits and `a`'s last digits are the lower: `6-9` below `6-901`. */
function lastPartBelow(a: string, b: string): boolean {
  const x = TRAILING_DIGITS.exec(a);
  const y = TRAILING_DIGITS.exec(b);
  return x !== null && y !== null && Number(x[0]) < Number(y[0]);
}
const TRAILING_DIGITS = /\d+$/;

// The last part of a number written alone: `5`, `15`, `5.1`; after a title and colon, a section of up to four digits.
const LAST_PART_ALONE = /^\d{1,3}(?:\.\d{1,2})?$/;
const SECTION_AFTER_COLON_ALONE = /^(?!(?:19|20)\d\d$)\d{1,4}(?:\.\d{1,2})?$/;

/**
 * `Miss. Code Ann. § 11-46-5, 15`, `OCGA § 51-12-5, 5.1 and 6`, `I.C. 34-13-3-6, 8`: after a number of three hyphenated
 * parts, a listed number that is only a last part takes the first two from it (`11-46-15`), where the grammar reads the
 * whole as a section. So does a section after a title and its colon (`La. Rev. Stat. 23:1032 and 1061`).
 */
function expandListedLastPart(previous: string, next: SectionItem, grammar: SectionGrammar): SectionItem {
  if (grammar.name === 'usc' || grammar.name === 'cfr') return next;
  // `35 ILCS 630/3 and 4`, `735 ILCS 5/2-615 and 2-619`: after an Illinois act's section, a number without its act is
  // another section of that act (a last part alone after one in parts, below: `5/5-8-1 and 2` is 5/5-8-2).
  const slash = previous.indexOf('/');
  if (grammar.name === 'act' && slash > 0 && next.section.indexOf('/') < 0 && (previous.indexOf('-', slash) < 0 || next.section.indexOf('-') > 0)) {
    return { ...next, section: previous.slice(0, slash + 1) + next.section };
  }
  const dot = previous.indexOf('.');
  if (dot > 0 && grammar.name === 'state' && previous.indexOf('.', dot + 1) < 0 && previous.indexOf('-') < 0 && previous.indexOf(':') < 0) {
    // `OR Rev Stat § 659A.230 and 233`: after a chapter and section, a number as long as the section alone is another
    // section of the chapter (659A.233).
    const part = previous.length - dot - 1;
    return part >= 2 && next.section.length === part && allDigits(next.section) ? { ...next, section: previous.slice(0, dot + 1) + next.section } : next;
  }
  let cut = previous.lastIndexOf('-');
  if (cut <= 0 || previous.indexOf('-') === cut) {
    // (Not where a hyphen follows the colon, as in New Jersey's `2A:14-2`; New Hampshire's chapter may carry one before it:
    // `RSA 21-I:46, 52, 57, or 58`.)
    cut = previous.indexOf(':');
    if (cut <= 0 || previous.indexOf('-', cut) >= 0 || !SECTION_AFTER_COLON_ALONE.test(next.section)) return next;
  } else if (!LAST_PART_ALONE.test(next.section)) {
    return next;
  }
  const section = previous.slice(0, cut + 1) + next.section;
  return fitsGrammar(section, grammar.name) ? { ...next, section } : next;
}

/**
 * The start of `25-19-101-25-19-109` or `13-1105-13-1107` (two numbers in as many hyphenated parts, all but the last the
 * same on both sides, the end past the start) read as a range; else null.
 */
function repeatedChapterRangeStart(section: string): string | null {
  const parts = section.split('-');
  if (parts.length < 4 || parts.length % 2 !== 0) return null;
  // Two parts a side only where one of them is long (`13-1105-13-1107`, `671-12-671-18`): Indiana's four-part numbers
  // repeat a short part often enough (`9-24-9-2`, `6-3-6-5`).
  if (parts.length === 4 && parts[0].length < 3 && parts[1].length < 3) return null;
  const half = parts.length / 2;
  for (let i = 0; i < half - 1; i++) if (parts[i] !== parts[half + i]) return null;
  const from = parts[half - 1];
  const to = parts[parts.length - 1];
  return allDigits(from) && allDigits(to) && Number(to) > Number(from) ? parts.slice(0, half).join('-') : null;
}

/** Whether a close pair after one sign may be a range in `grammar`: a state code's whose numbers carry no hyphen as a rule. */
function readsClosePairs(grammar: SectionGrammar): boolean {
  return grammar.name === 'state' || grammar.name === 'act';
}

/**
 * After one sign, in a code whose numbers carry no hyphen as a rule: two numbers of three digits or more, as long, the
 * second a little past the first (`18 M.R.S.A. § 2551-2553`), are a range.
 */
function closePairIsRange(left: string, right: string): boolean {
  if (left.length < 3 || left.length !== right.length) return false;
  const gap = Number(right) - Number(left);
  return gap > 0 && gap < 100;
}

/** `1983-1988`: two all-digit numbers joined by a hyphen. */
const DIGIT_PAIR = /^(\d+)-(\d+)$/;
/** `7401-7671q`, `1001a-1001c`, `1716b-1718`: two numbers joined by a hyphen, with a letter suffix or not. */
const LETTERED_END_PAIR = /^(\d+)([a-z]{0,3})-(\d+)([a-z]{0,3})$/;
/** A lettered range's end (`1001c`, or `1718` after `1716b`), as LETTERED_END_PAIR writes it. */
const LETTERED_END = /\d+[a-z]{0,3}(?![0-9A-Za-z-])/y;

/**
 * The start of `7401-7671q` read as a range (an end of the start's length with a letter, at or past it: `§§ 1692-1692o`
 * runs from 1692 to 1692o), or of `1001a-1001c`, `1396a-1396v` and `1716b-1718` (a lettered start: the same number and a
 * later letter, or a later number of three digits or more: `16 U.S.C. § 1a-7b` and `§ 300aa-11` are one section each), or
 * null (two numbers without letters are DIGIT_PAIR's).
 */
function letteredRangeStart(section: string): string | null {
  const m = LETTERED_END_PAIR.exec(section);
  if (!m || m[3].length !== m[1].length || (m[2] === '' && m[4] === '')) return null;
  if (m[2] === '') return Number(m[3]) >= Number(m[1]) ? m[1] : null;
  const later = m[3] === m[1] ? lettersAfter(m[4], m[2]) : m[1].length >= 3 && Number(m[3]) > Number(m[1]);
  return later ? m[1] + m[2] : null;
}

/** `§§ 23A-23C`: two sections of one number, their letters apart (no section repeats its number after a hyphen). */
const SAME_NUMBER_LETTERED_PAIR = /^(\d+)([A-Za-z]{1,3})-\1([A-Za-z]{1,3})$/;

/** Whether letters `b` come after letters `a` in a code's order (`C` after `A`, `AA` after `Z`). */
function lettersAfter(b: string, a: string): boolean {
  return b.length > a.length || (b.length === a.length && b > a);
}
/** `2315-2317.1`, `38.22-38.23`: two article numbers joined by a hyphen, at least one with a decimal part. */
const DECIMAL_ARTICLE_PAIR = /^(\d+)(\.\d+)?-(\d+)(\.\d+)?$/;
/** `4.24.500-525`: a dotted number of three parts, a hyphen and a last part. */
const ABBREVIATED_DOTTED_PAIR = /^(\d+[A-Z]?\.\d+[A-Z]?)\.(\d+)-(\d+)$/;
/**
 * `ORS 196.795-990`, `MCL 324.30301-30323`, `2 C.F.R. §§ 200.331-333`: a chapter's or a part's section, a hyphen and
 * another as long (a state's of three digits or more: a dotted number's hyphen comes after its title, before a shorter
 * part, in Virginia's `58.1-3`, `8.01-243`).
 */
const ABBREVIATED_PART_PAIR = /^(\d{1,4}[A-Z]?)\.(\d{2,6})-(\d{2,6})$/;

/** Whether `written` abbreviates a later number than `last` within the same chapter or part: as long, and greater. */
function abbreviatesLaterPart(last: string, written: string): boolean {
  return written.length === last.length && Number(written) > Number(last);
}
/** `408.001-418.002`: two sections of a chapter's three digits or more, each with its chapter. */
const CHAPTERS_PAIR = /^(\d{1,4})\.(\d{3,6})-(\d{1,4})\.(\d{3,6})$/;
/** `768.72-768.73`, `12.55.125-12.55.175`: two dotted numbers of one chapter joined by a hyphen. */
const DOTTED_PAIR = /^(\d+[A-Z]?(?:\.\d+)?)\.(\d+)-\1\.(\d+)$/;

/** The run of digits at `pos`. */
function digitsAt(text: string, pos: number): string {
  let end = pos;
  while (end < pos + 8 && isDigit(text.charCodeAt(end))) end++;
  return text.slice(pos, end);
}

function leadingNumber(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length && i < 6; i++) {
    const c = s.charCodeAt(i);
    if (!isDigit(c)) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

function finishItem(text: string, pos: number, end: number, written: string, grammar: SectionGrammar): SectionItem {
  let section = written;
  let numberEnd = end;
  const wordStart = runInWordStart(section);
  if (wordStart < section.length) {
    numberEnd -= section.length - wordStart;
    section = section.slice(0, wordStart);
  }
  const item: SectionItem = { start: pos, end: numberEnd, section, pinpoint: null };
  const pin = parsePinpoint(text, item.end);
  if (pin) {
    item.pinpoint = pin[0];
    item.end = pin[1];
  }
  if (grammar.name === 'generic' && section.includes('-')) {
    const pair = DIGIT_PAIR.exec(section);
    if (pair && readsAsRange(pair[1], pair[2])) item.hyphenAt = pos + pair[1].length;
  }
  return item;
}

const CONTINUATION_WORDS = new Set(['and', 'or', 'to', 'through', 'thru', 'et', 'note', 'supra', 'infra', 'nor', 'of']);

/**
 * Local names that courts write after the section without a comma: `section 407.020 RSMo`, `Section 41-4-6 NMSA 1978`,
 * `§ 24-10-103(1.3) C.R.S. 2016`, `section 893.13(1)(e) Florida Statutes`.
 */
export const POSTFIX_WITHOUT_COMMA: ReadonlySet<string> = new Set(['RSMo', 'R.S.Mo.', 'NMSA', 'NMSA 1978', 'N.M.S.A.', 'MCA', 'C.R.S.', 'Florida Statutes', 'F.S.']);

/**
 * After a second or later list item: is this still a list of sections? A number followed
 * by a word (`1983, 12 months`, `§ 1983 and 28 U.S.C.`) is something else.
 */
export function followsLikeCitation(text: string, pos: number): boolean {
  let p = pos;
  const limit = Math.min(text.length, pos + 8);
  while (p < limit && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 0xa0)) p++;
  if (p >= text.length) return true;
  const c = text.charCodeAt(p);
  if (isDigit(c)) return false;
  if (!isLetter(c)) return true;
  let e = p;
  while (e < text.length && e - p < 12 && isLetter(text.charCodeAt(e))) e++;
  return CONTINUATION_WORDS.has(text.slice(p, e));
}

/** `Sections 41-4-1 through 41-4-27 NMSA 1978`: after a number in parts, the list's code named without a comma. */
function postfixNameAfter(text: string, item: SectionItem): boolean {
  if (partCount(item.section) < 2) return false;
  const p = skipGap(text, item.end);
  let e = p;
  while (e < text.length && e - p < 6 && isLetter(text.charCodeAt(e))) e++;
  return POSTFIX_WITHOUT_COMMA.has(text.slice(p, e));
}

/** How many parts a number has between its hyphens and periods (`29-12A-1`: 3). */
function partCount(n: string): number {
  let parts = 1;
  for (let i = 0; i < n.length; i++) if (n.charCodeAt(i) === 45 || n.charCodeAt(i) === 46) parts++;
  return parts;
}

function yearLike(n: string): boolean {
  return n.length === 4 && (n.startsWith('19') || n.startsWith('20'));
}

/**
 * `5313-17` means 5313 through 5317: an all-digit range end shorter than its start borrows the start's leading digits.
 * `59:1-1 to 12-3` (a title and colon, as New Jersey and Louisiana number sections): the end without a colon is in the start's title.
 */
export function expandAbbreviatedEnd(from: string, to: string): string {
  const colon = from.indexOf(':');
  if (colon > 0 && !to.includes(':') && isDigit(to.charCodeAt(0))) return from.slice(0, colon + 1) + to;
  // `§§ 29-26-121–122`, `§§ 63G-7-101 through 904`, `§ 4.24.510–525`, `§§ 101.021–25`: the end abbreviates the last part
  // of a number in parts, as `5313-17` does a number. After a hyphen and in a number of three parts or more it may be one
  // digit longer (`§§ 29-12A-1 to 18`), but no year (`§§ 29-20-403 to 2019`).
  const cut = Math.max(from.lastIndexOf('-'), from.lastIndexOf('.'));
  if (cut > 0 && allDigits(to)) {
    const last = from.slice(cut + 1);
    if (!allDigits(last)) return to;
    const longer = from.charCodeAt(cut) === 45 && partCount(from) >= 3 && to.length === last.length + 1 && !yearLike(to);
    if (to.length > last.length && !longer) return to;
    const expanded = to.length >= last.length ? to : last.slice(0, last.length - to.length) + to;
    return Number(expanded) > Number(last) ? from.slice(0, cut + 1) + expanded : to;
  }
  if (!/^\d+$/.test(from) || !/^\d+$/.test(to) || to.length >= from.length) return to;
  const expanded = from.slice(0, from.length - to.length) + to;
  return Number(expanded) > Number(from) ? expanded : to;
}

interface Separator {
  end: number;
  range: boolean;
  /** A `;` between the items of a `§§` list. */
  semicolon?: boolean;
  /**
   * A range written with a word (`to`, `through`), or a list with `nor`, which prose also uses (`to 50 percent`,
   * `nor 12 months`): what follows the next item must read like a citation.
   */
  worded?: boolean;
  /** `/` between a section's old and new numbers: `RCW 42.17.310(4)/42.56.210(4)`. */
  slash?: boolean;
  /** `nor`: an item written as the one before it stands however the sentence goes on (`§§ 32-15-29 nor 32-15-30 provide`). */
  nor?: boolean;
}

/** A range's end after a spaced dash, up to its pinpoint or a sentence's period. */
const SPACED_RANGE_END = /\d[0-9A-Za-z]{0,8}(?:[.:/-][0-9A-Za-z]{1,8}){0,6}/y;

/**
 * A dash with a space on each side at `dash` (`AS 09.45.881 — 09.45.899`, `AS 12.55.125 - 12.55.175`): a range only
 * before an end written as the start is, and a plain number after one sign only where what follows reads like a
 * citation: prose also sets a dash between a citation and what it says (`§ 1988 — 2019 data show`).
 */
function spacedDashRange(text: string, dash: number, prev: SectionItem, plural: boolean): Separator | null {
  const endEnd = matchEnd(SPACED_RANGE_END, text, dash + 2);
  const end = endEnd > 0 ? text.slice(dash + 2, endEnd) : '';
  if (!writtenAlike(prev.section, end)) return null;
  return !plural && allDigits(end) ? { end: dash + 2, range: true, worded: true } : { end: dash + 2, range: true };
}

/** A range separator after a section: `–`, `—`, `--`, ` to `, ` through `, or a hyphen the grammar reads as a range. */
function matchRangeSeparator(text: string, pos: number, grammar: SectionGrammar, prev: SectionItem, plural: boolean): Separator | null {
  let p = pos;
  if (text.charCodeAt(p) === 32) p++;
  const c = text.charCodeAt(p);
  if (c === 0x2013 /* – */ || c === 0x2014 /* — */) {
    if (text.charCodeAt(p + 1) !== 32) return { end: p + 1, range: true };
    return spacedDashRange(text, p, prev, plural);
  }
  if (c === 38 /* & */) {
    for (const entity of ['&ndash;', '&#8211;', '&#x2013;']) if (startsAt(text, p, entity)) return { end: p + entity.length, range: true };
    return null;
  }
  if (c === 45 /* - */ || c === 0x2010 || c === 0x2011 || c === 0x2212) {
    if (text.charCodeAt(p + 1) === 45) return { end: p + 2, range: true }; // LaTeX --
    const spaced = p > pos;
    if (spaced && text.charCodeAt(p + 1) === 32) return spacedDashRange(text, p, prev, plural);
    // `4.84.250-.300`: a range whose end repeats only the last part of the number.
    if (!spaced && grammar.name !== 'usc' && text.charCodeAt(p + 1) === 46 && isDigit(text.charCodeAt(p + 2))) return { end: p + 1, range: true };
    if (!spaced && prev.pinpoint === null) {
      if (grammar.hyphenRange === 'digits' && /^\d+$/.test(prev.section)) {
        // `29 U.S.C. 1161- 1168`: a space after the hyphen only, before an end past the start.
        if (text.charCodeAt(p + 1) === 32 && isDigit(text.charCodeAt(p + 2))) {
          return leadingNumber(text.slice(p + 2, p + 8)) > Number(prev.section) ? { end: p + 2, range: true } : null;
        }
        return { end: p + 1, range: true };
      }
      // parseItem cut `1001a-1001c` (letteredRangeStart).
      const letteredEnd = grammar.name === 'usc' ? matchEnd(LETTERED_END, text, p + 1) : -1;
      if (letteredEnd > 0 && letteredRangeStart(`${prev.section}-${text.slice(p + 1, letteredEnd)}`) === prev.section) return { end: p + 1, range: true };
      // parseItem cut `4001-4013` or `768.72-768.73` after `§§` (or `38.22-38.23` after `arts.`; a section's own hyphen it leaves in the number): the hyphen is the range.
      if (plural && (grammar.hyphenRange === 'never' || grammar.name === 'article' || grammar.name === 'chapterSections') && isDigit(text.charCodeAt(p + 1))) return { end: p + 1, range: true };
      // After one sign or none, where parseItem cut the range `12.55.125-12.55.175` or `25-19-101-25-19-109` (the chapter
      // written on both sides).
      if (!plural && grammar.hyphenRange === 'never') {
        // (Or `2551-2553`, which parseItem cut where closePairIsRange reads a range; or `4.24.500-525`, ABBREVIATED_DOTTED_PAIR.)
        const next = digitsAt(text, p + 1);
        if (readsClosePairs(grammar) && allDigits(prev.section) && closePairIsRange(prev.section, next)) return { end: p + 1, range: true };
        const pair = `${prev.section}-${next}`;
        if ((ABBREVIATED_DOTTED_PAIR.test(pair) || ABBREVIATED_PART_PAIR.test(pair)) && rangeStart(pair, grammar, false) === prev.section) return { end: p + 1, range: true };
        // (Or `408.001-418.002`, CHAPTERS_PAIR.)
        if (text.charCodeAt(p + 1 + next.length) === 46 /* . */ && rangeStart(`${pair}.${digitsAt(text, p + 2 + next.length)}`, grammar, false) === prev.section) return { end: p + 1, range: true };
        const cut = Math.max(prev.section.lastIndexOf('.'), prev.section.lastIndexOf('-'));
        if (cut > 0 && startsAt(text, p + 1, prev.section.slice(0, cut + 1))) return { end: p + 1, range: true };
      }
      if (grammar.hyphenRange === 'dotted') {
        DOTTED_START.lastIndex = p + 1;
        if (DOTTED_START.test(text)) return { end: p + 1, range: true };
        // (Or `200.331-333` after `§§`, which parseItem cut: ABBREVIATED_PART_PAIR.)
        if (plural && rangeStart(`${prev.section}-${digitsAt(text, p + 1)}`, grammar, true) === prev.section) return { end: p + 1, range: true };
      }
    }
    return null;
  }
  let q = skipGap(text, pos);
  if (q === pos) return null;
  if (text.charCodeAt(q) === 40 /* ( */ && !plural) q = skipHeading(text, q);
  for (const word of RANGE_WORDS) {
    if (wordAt(text, q, word)) {
      const after = skipGap(text, q + word.length);
      return after > q + word.length ? { end: after, range: true, worded: true } : null;
    }
  }
  return null;
}

/** The words of a range, in capitals too as indexes and titles print them (`§§ 84-1407 TO 84-1414`). */
const RANGE_WORDS = ['through', 'thru', 'to', 'THROUGH', 'TO'];

/**
 * After an item of a `§§` list, a parenthetical that says what the section does, then the list's comma or semicolon
 * (`§§ 22-425(B) (parties may appeal); 12-120.21(A)(1)`): where the separator stands, or `open` where there is none.
 */
function skipExplanation(text: string, open: number): number {
  // `§§ 5-801(4) (2018) (defining ...), -804(A) (2018)`, `§§ 1714 (West 2020), 1714.1`: the code's edition first.
  const edition = matchEnd(YEAR_NOTE, text, open);
  if (edition > 0) {
    const q = skipGap(text, edition);
    const c = text.charCodeAt(q);
    // (Not before a year: `§§ 621 (1967), 1978 and 1986 amendments`.)
    if (c === 59 /* ; */ || c === 44 /* , */) return matchEnd(YEAR_AHEAD, text, skipGap(text, q + 1)) < 0 ? q : open;
    if (c !== 40 /* ( */) return open;
    open = q;
  }
  if (!isLower(text.charCodeAt(open + 1))) return open;
  const close = closingParenthesis(text, open + 2, MAX_EXPLANATION, true);
  if (close < 0) return open;
  const q = skipGap(text, close + 1);
  const c = text.charCodeAt(q);
  return c === 59 /* ; */ || c === 44 /* , */ ? q : open;
}

/** The year of the code's edition after a section, with its publisher perhaps: `(2018)`, `(West 2020)`, `(2019-20)`. */
const YEAR_NOTE = /\((?:[A-Z][A-Za-z.&' ]{0,30} )?(?:Supp\. )?(?:19|20)\d\d(?:[-–]\d{2,4})?\)/y;
const YEAR_AHEAD = /(?:19|20)\d\d(?![\d.-])/y;

const MAX_EXPLANATION = 160;

/**
 * After an item of a list with one sign or none, a section's heading in parentheses, capitalised, then the list's word
 * or comma (`ORS 419A.260 (Expunction) and 419A.262`): where the heading ends, or `open` where there is none.
 */
function skipHeading(text: string, open: number): number {
  if (!isUpper(text.charCodeAt(open + 1)) || !isLower(text.charCodeAt(open + 2))) return open;
  const close = closingParenthesis(text, open + 2, MAX_HEADING, false);
  if (close < 0) return open;
  // Words only: `(LexisNexis Supp. 2017)` is an edition, after which a number is no section of the list.
  for (let i = open + 1; i < close; i++) if (isDigit(text.charCodeAt(i))) return open;
  const q = skipGap(text, close + 1);
  // (Or a semicolon, after which only a section of the same chapter goes on: `61.878 (Records); 61.810 (Meetings)`; or a
  // range's word: `ORS 308A.050 (Legislative intent) to 308A.128`.)
  const c = text.charCodeAt(q);
  return c === 44 /* , */ || c === 59 /* ; */ || wordAt(text, q, 'and') || wordAt(text, q, 'or') || wordAt(text, q, 'to') || wordAt(text, q, 'through') ? q : open;
}

const MAX_HEADING = 100;

/** A number of three digits or more. */
const THREE_DIGITS = /^\d{3}/;

/**
 * A list separator: `,` `, and` `and` `or` `&` `&amp;`, and `;` (inside a `§§` list; or, outside one, before a number the
 * list parser accepts only as a section of the same chapter: `K.S.A. 12-1770; 12-1771`).
 */
function matchListSeparator(text: string, pos: number, plural: boolean): Separator | null {
  if (text.charCodeAt(pos) === 47 /* / */ && isDigit(text.charCodeAt(pos + 1))) return { end: pos + 1, range: false, slash: true };
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 40 /* ( */) p = plural ? skipExplanation(text, p) : skipHeading(text, p);
  const c = text.charCodeAt(p);
  if (c === 59 /* ; */ && !plural) {
    // Outside a `§§` list only a number may follow (parseSectionList then takes it only as one of the same chapter).
    const q = skipGap(text, p + 1);
    return isDigit(text.charCodeAt(q)) ? { end: q, range: false, semicolon: true } : null;
  }
  let punctuated = false;
  const semicolon = c === 59; /* ; */
  if (c === 44 /* , */ || semicolon) {
    p++;
    punctuated = true;
  }
  const afterPunct = skipGap(text, p);
  const first = text.charCodeAt(afterPunct);
  if (first === 97 /* a */ || first === 111 /* o */ || first === 110 /* n */ || first === 65 /* A */ || first === 79 /* O */) {
    // (In capitals as a bill's title prints them: `SECTIONS 45-9-208, 45-10-108, AND 46-18-501, MCA`.)
    const word = first === 97 ? 'and' : first === 111 ? 'or' : first === 65 ? 'AND' : first === 79 ? 'OR' : 'nor';
    if (wordAt(text, afterPunct, word)) {
      // (`and/or`, as forms and pleadings write it: `§§ 67-3004(10), 19-2604, and/or 20-525A`.)
      const wordEnd = (word === 'and' && startsAt(text, afterPunct + 3, '/or')) || (word === 'AND' && startsAt(text, afterPunct + 3, '/OR')) ? afterPunct + 6 : afterPunct + word.length;
      const after = skipGap(text, wordEnd);
      if (after > wordEnd) return word === 'nor' ? { end: after, range: false, worded: true, nor: true } : { end: after, range: false };
    }
  } else if (first === 38 /* & */) {
    const length = startsAt(text, afterPunct, '&amp;') ? 5 : 1;
    return { end: skipGap(text, afterPunct + length), range: false };
  }
  if (!punctuated) return null;
  return semicolon ? { end: afterPunct, range: false, semicolon } : { end: afterPunct, range: false };
}

/** Whether a word (a letter after a space) follows `pos`. */
function wordAfter(text: string, pos: number): boolean {
  return (text.charCodeAt(pos) === 32 || text.charCodeAt(pos) === 0xa0) && isLetter(text.charCodeAt(pos + 1));
}

/** Whether a word in lower case follows `pos` after spacing (`1985 provide`), not a number, capital or sign. */
function lowerCaseWordAfter(text: string, pos: number): boolean {
  let p = pos;
  while (p < pos + 4 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 0xa0)) p++;
  return p > pos && isLower(text.charCodeAt(p));
}

// California's and Minnesota's courts name a subdivision after a comma: `§ 187, subd. (a)`, `section 12940,
// subdivision (h)`, `§ 604.02, subd. 1(5)`. It is the section's pinpoint, and a list goes on after it
// (`§§ 187, subd. (a), 189`). Of several (`subds. 1 and 2`, `subd. (a) or (b)`), the first is the pinpoint and the
// span takes them all: those written like the first (both numbers, or both letters in parentheses).
const SUBDIVISION_WORD = /,[ \t\n]{0,3}(?:subds?\.|subdivisions?)[ \t\n]{0,3}/y;
const SUBDIVISION_NUMBER = /\d{1,2}[a-z]?(?![0-9A-Za-z])/y;
const SUBDIVISION_JOINER = /,? (?:and |or )?|,? ?(?:and|to|through)[ \t\n]{1,3}/y;

/** The subdivision at `pos` (`1`, `1(5)`, `(a)(2)`): [pinpoint, end], or null. */
function subdivisionAt(text: string, pos: number): [string, number] | null {
  const end = matchEnd(SUBDIVISION_NUMBER, text, pos);
  if (end < 0) return parsePinpoint(text, pos);
  const labels = text.charCodeAt(end) === 40 ? parsePinpoint(text, end) : null;
  return labels ? [`subd. ${text.slice(pos, end)}${labels[0]}`, labels[1]] : [`subd. ${text.slice(pos, end)}`, end];
}

/**
 * Reads the subdivisions named after `item` (see SUBDIVISION_WORD) into its span, the first as its pinpoint where it
 * has none (a numbered one keeps its word, `subd. 1`: it is no label in parentheses). False where more follow than
 * are read: the list ends there, rather than read them as sections.
 */
function readSubdivision(text: string, item: SectionItem): boolean {
  if (text.charCodeAt(item.end) !== 44 /* , */) return true;
  // Lists go on after most commas: one look at the next word's first letter before the regex.
  if (text.charCodeAt(skipGap(text, item.end + 1)) !== 115 /* s */) return true;
  const p = matchEnd(SUBDIVISION_WORD, text, item.end);
  const first = p > 0 ? subdivisionAt(text, p) : null;
  if (!first) return true;
  const numbered = isDigit(text.charCodeAt(p));
  let end = first[1];
  let read = 1;
  for (;;) {
    const joined = matchEnd(SUBDIVISION_JOINER, text, end);
    const next = joined > 0 && isDigit(text.charCodeAt(joined)) === numbered ? subdivisionAt(text, joined) : null;
    if (!next) break;
    if (read++ === MAX_SUBDIVISIONS) return false;
    end = next[1];
  }
  item.pinpoint ??= first[0];
  item.end = end;
  return true;
}

/**
 * Parses a section list starting at `pos` (just after the sign and its gap): one item, then
 * further items joined by list or range separators. Returns the items or null when not even
 * the first item parses. A pinpoint-only item (`§§ 360e(b), (i)`) repeats the previous section.
 * `plural` (a `§§` list) also lets semicolons separate items.
 */
export function parseSectionList(text: string, pos: number, grammar: SectionGrammar, plural: boolean, signsWithin = MAX_LIST_ITEMS): SectionItem[] | null {
  const first = parseItem(text, pos, grammar, plural);
  if (!first) return null;
  const items: SectionItem[] = [];
  pushItem(text, items, first, grammar, plural);
  let signs = 0;
  /** Where the items after the last sign or word within the list start (-1: none). */
  let signedFrom = -1;
  let markedItem: SectionItem | null = null;
  let unmarkedEnd = 0;
  while (items.length < MAX_LIST_ITEMS) {
    const prev = items[items.length - 1];
    // A footnote's marker is taken into an item only where the list goes on after it (restored below where it does not):
    // `§§ 1441[1] and 1446`, a page's markers kept in its text.
    const marked = bracketedMarkerEnd(text, prev.end);
    if (marked > prev.end) {
      if (!matchListSeparator(text, marked, plural)) break;
      markedItem = prev;
      unmarkedEnd = prev.end;
      prev.end = marked;
    }
    if (!readSubdivision(text, prev)) break;
    readListedNote(text, prev);
    // `T.C.A. §§ 4-5-201, et seq., and 69-3-101, et seq.`: an item of a `§§` list with its own `et seq.` before the next.
    if (plural) {
      const listedEtSeq = listedEtSeqEnd(text, prev.end);
      const after = listedEtSeq > 0 ? matchListSeparator(text, listedEtSeq, plural) : null;
      if (after && sectionAfterEtSeq(text, skipGap(text, after.end), prev.section)) {
        prev.end = listedEtSeq;
        prev.etSeq = true;
      }
    }
    const rangeSep = matchRangeSeparator(text, prev.end, grammar, prev, plural);
    const sep = rangeSep ?? matchListSeparator(text, prev.end, plural);
    if (!sep || sep.end > pos + MAX_LIST_REACH) break;
    // `amending ss. 493.6108, 790.06, 14 790.0601`: a bill's line number between two numbers with parts.
    let p = !sep.range && firstSeparator(prev.section) > 0 ? skipLineNumber(text, sep.end) : sep.end;
    const sign: SignMatch | null = matchSign(text, p) ?? matchSectionWord(text, p);
    if (sign && sep.semicolon && !plural) break;
    if (sign && grammar.name === 'article') {
      // `art. 42.12, § 5`: a section within the article, its pinpoint, not another article.
      const within = prev.pinpoint === null ? parseItem(text, skipGap(text, sign.end), GRAMMARS.generic) : null;
      if (within) {
        prev.pinpoint = `§ ${within.section}${within.pinpoint ?? ''}`;
        prev.end = within.end;
      }
      break;
    }
    if (sign) {
      if (++signs > signsWithin) break;
      p = skipGap(text, sign.end);
    }
    const whole = parseItem(text, p, grammar, plural);
    let next = whole ?? (sign ? null : parseAbbreviatedItem(text, p, prev.section, grammar) ?? (sep.range ? cfrRangeEndAt(text, p, prev.section, grammar) : null));
    // (A range's end written as its last part alone, `§§ 29-26-101 to -122 apply`, is the range's however the sentence goes
    // on, unless it is lower than its start: `§ 1-1-101 to -10 degrees`.)
    const abbreviatedEnd = whole === null && next !== null && sep.range === true && !lastPartBelow(next.section, prev.section);
    const written = next?.section;
    if (next && !sep.range && !sign) next = expandListedLastPart(prev.section, next, grammar);
    if (!next && !sep.range && !sign && text.charCodeAt(p) === 40) {
      const pin = parsePinpoint(text, p);
      if (pin && LABELS_ONLY.test(pin[0])) next = { start: p, end: pin[1], section: prev.section, pinpoint: continuePinpoint(prev.pinpoint, pin[0]) };
    }
    // A dash range's end stands however the sentence goes on (`§§ 1201–1205 reaches`); other items must look like citations.
    // After `§§` (or `sections`) the writer announced several sections: one listed after `and`, `or` or a comma stands
    // when the sentence goes on in lower case (`§§ 1983 and 1985 provide`); after one sign, `§ 1983 and 12 months
    // later` is prose, and a number before a capital (`§§ 1369(b); 42 U.S.C.`) starts the next citation.
    const worded = sep.worded === true && !(sep.nor && writtenAlike(prev.section, written ?? next?.section ?? ''));
    if (!next) break;
    // (A title's number right before a sign on its line is the next citation's title, not a section of this list: `14
    // §6021 and 14 §6021-A`; not `§§ 1983 and 1985 § 3`.)
    if (!sep.range && TITLE_SHAPED.test(next.section) && titleBeforeSignAt(text, next.end)) break;
    let slashedAfter: string | undefined;
    if (sep.slash) {
      // (Listed after a slash: written as the one before it, or as its last parts, `K.S.A. § 60-1901/1902`.)
      const members = slashMembers(prev.section, next.section.split('/'));
      // (In a code every section of which has a hyphen, a member without one is none of its sections.)
      if (!members || (grammar.name === 'hyphenated' && members.some((m) => !m.includes('-') && !m.includes(':')))) break;
      if (members.length === 1) next = { ...next, section: members[0] };
      else slashedAfter = prev.section;
    }
    // In a code every section of which carries a hyphen, a listed number without one is none of its sections
    // (`Idaho Code sections 6-904(1) and 904B(5)`).
    if (grammar.name === 'hyphenated' && !sep.range && !sep.slash && !next.section.includes('-')) break;
    // `§ 53a-55 (a) (2),1 and was sentenced`, `§§ 53a-8 and 53a-54a;1 and of`: an opinion's footnote marker run into the
    // comma after one section with parts, or into any semicolon after one.
    const runInto = text.charCodeAt(p - 1);
    // (As written: `Ala. Code § 12-3-32,1 and` has made the marker 12-3-1 by now.)
    if (!sign && (runInto === 59 || (runInto === 44 && !plural)) && FOOTNOTE_MARKER.test(written ?? '') && firstSeparator(prev.section) > 0) break;
    // (A pinpoint alone, `NRS 41.032, (2) the existence`, is as likely the sentence's own numbering.)
    // (So is a worded range's end: `K.S.A. 75-4317 through 75-4320a shall`.)
    // (A worded range's end or a number after a semicolon must also end in as many digits: `21-6804 through 21-30 months`.)
    // (In a code every section of which carries a hyphen, one after a semicolon may be of another chapter where it is written as
    // the one before it, in three parts: `Ala. Code, Sec. 12-3-32; 16-24-30`.)
    const listedAlike = abbreviatedEnd || sep.slash === true || (sep.semicolon === true && grammar.name === 'hyphenated' && !sign && written === next.section && threePartsAlike(prev.section, next.section)) || ((sep.range ? sep.worded === true : !sep.worded) && !sign && isDigit(text.charCodeAt(p)) && written === next.section && sameChapterAlike(prev.section, next.section) &&
      (!(sep.range || sep.semicolon) || lastPartsAlike(prev.section, next.section)));
    if (sep.semicolon && !plural && !listedAlike) break;
    // (After one sign or none, a number with its subsection run into it after one so written is a section too: `11 Del. C.
    // § 4214(a) and 4215(b) when`, `49 U.S.C. 106(f) and 44701(a) in`; `§ 1983 and 12 months` has none.)
    // (Of three digits or more: `28 U.S.C. § 1915(e)(2)(B) and 12(b)(6)` names a rule of civil procedure.)
    const pinpointedPair = !sep.range && !sep.semicolon && !sign && prev.pinpoint !== null && written !== undefined &&
      text.charCodeAt(p + written.length) === 40 /* ( */ && next.pinpoint !== null && text.charCodeAt(prev.end - 1) === 41 /* ) */ &&
      THREE_DIGITS.test(written);
    // (A rule's number after a section's: `§ 1915(e)(2)(B) and 12(b)(6).`)
    if (!plural && !sign && !sep.range && next.pinpoint !== null && written !== undefined && !THREE_DIGITS.test(written) && THREE_DIGITS.test(prev.section)) break;
    if (!listedAlike && !pinpointedPair && (worded || (!sep.range && !(plural && !sep.semicolon && lowerCaseWordAfter(text, next.end)))) && !followsLikeCitation(text, next.end) && !postfixNameAfter(text, next)) break;
    // `28 U.S.C. § 1343(4), § 706(f) of Title VII`: a section with its own sign is another law's where one is named after it.
    if (sign && ofAnotherLaw(text, next.end)) break;
    // (And those listed after such a section word where an act is named after them: `15 U.S.C. 77q(a), Sections 10(b) and
    // 15(c)(1) of the Securities Exchange Act`; not after a sign, `§§ 1985(3) and 1986 of the Civil Rights Act`, nor before
    // a code's name, `§§ 1441 and 1446 of the Judicial Code`: the writer's numbers of the code.)
    if (!sign && signedFrom >= 0 && ACT_NAMED_AFTER.test(text.slice(next.end, next.end + ACT_NAMED_AFTER_READ))) {
      items.length = signedFrom;
      break;
    }
    if (sign) next.start = sep.end;
    if (sign && isLetter(text.charCodeAt(sign.end - 1))) signedFrom = items.length;
    if (sep.range) {
      if (prev.range === 'to') break; // `1-2-3` is not a range of ranges
      prev.range = 'from';
      next.range = 'to';
      // (Never into a number that alone would read as a range: `29 U.S.C. §§ 2-01–21` ends at § 21, not § 2-21.)
      const expanded = expandAbbreviatedEnd(prev.section, next.section);
      if (rangeStart(expanded, grammar, false) === null) next.section = expanded;
    }
    pushItem(text, items, next, grammar, plural, slashedAfter);
  }
  if (markedItem === items[items.length - 1]) markedItem.end = unmarkedEnd;
  parseTail(text, items[items.length - 1]);
  return items;
}

/** A C.F.R. section's number within its part, its digits alone. */
const CFR_RANGE_END = /\d{1,5}(?![0-9A-Za-z]|\.\d)/y;

/**
 * `2 C.F.R. §§ 200.331–333`: a C.F.R. range's end (after an en dash, or a hyphen after `§§`) written as the section's number
 * within the part alone, as long as the start's and after it; the part carried over.
 */
function cfrRangeEndAt(text: string, pos: number, previous: string, grammar: SectionGrammar): SectionItem | null {
  if (grammar.name !== 'cfr') return null;
  const dot = previous.indexOf('.');
  const end = matchEnd(CFR_RANGE_END, text, pos);
  if (dot < 0 || end < 0 || !allDigits(previous.slice(dot + 1))) return null;
  const written = text.slice(pos, end);
  return abbreviatesLaterPart(previous.slice(dot + 1), written) ? { start: pos, end, section: expandAbbreviatedEnd(previous, written), pinpoint: null } : null;
}

/** Numbers each item within its title as a code that joins them so numbers it (`titleJoin`): `1203` in title 13 is `13-1203`. */
export function joinTitle(items: SectionItem[], title: string, join: string): void {
  for (const item of items) item.section = `${title}${join}${item.section}`;
}

/** A line's number in a bill's text (one to three digits, then spacing) before a number with parts: `19 324.021`. */
const LINE_NUMBER = /\d{1,3}[ \t]*\r?\n?[ \t]*(?=\d{1,4}[A-Z]?[.:-]\d)/y;

/** Where the number after a bill's line number at `pos` starts, or `pos`. */
export function skipLineNumber(text: string, pos: number): number {
  const end = matchEnd(LINE_NUMBER, text, pos);
  return end > pos && !isDigit(text.charCodeAt(end - 1)) ? end : pos;
}

/** A digit or a capital, then a capitalised word run into it: the number ends at the first. */
const RUN_IN_WORD = /[0-9A-Z](?=[A-Z][a-z])/;

/** A number with a decimal part and then one digit more (`600.5805.6`, `76-9-702.5.1`): the last may be a footnote's marker. */
const FOOTNOTE_AFTER_DECIMAL = /^\d+(?:[-\u2010\u2011\u2212]\d+)*\.\d+\.\d$/;

/**
 * Whether a footnote's marker may end at `pos`: a sentence starts after spacing. (Not the text's end: a canonical form,
 * `Wash. Rev. Code § 19.86.0`, scanned alone reads as itself.)
 */
function footnoteEndsAt(text: string, pos: number): boolean {
  const p = skipGap(text, pos);
  // (Not before Missouri's name after its section without a comma: `Section 407.020.1 RSMo`, its subsection after a period.)
  return p > pos && isUpper(text.charCodeAt(p)) && !startsAt(text, p, 'RSMo') && !startsAt(text, p, 'R.S.Mo.');
}

/** A footnote's marker: one or two digits. */
const FOOTNOTE_MARKER = /^\d{1,2}$/;

/** Two plain section numbers of three digits or more joined by a slash: `664/187` (not a date or a ratio: `12/25`, `24/7`). */
const PLAIN_PAIR = /^\d{3,5}[a-z]?\/\d{3,5}[a-z]?$/;

/**
 * Pushes the numbers of `item` written one after another with slashes, each as the first is or as its last parts
 * (`12-611/612/613`: 12-611, 12-612, 12-613); false, pushing nothing, where one is neither, or where they are plain
 * numbers of fewer than three digits (`12/25/2019`). A number the section's reading cut off (`41-2-1/41-2-2/41`, where
 * the text goes on `-2-3`) is left out. After a slash in a list (`listedAfter`), each is read after the number before it.
 */
function pushSlashMembers(text: string, items: SectionItem[], item: SectionItem, listedAfter?: string): boolean {
  const section = item.section;
  const written = section.split('/');
  const cut = text.charCodeAt(item.end);
  if (item.pinpoint === null && (cut === 45 || cut === 46 || cut === 58) && isAlnum(text.charCodeAt(item.end + 1))) written.pop();
  if (written.length < 2) return false;
  const members = slashMembers(listedAfter ?? written[0], written);
  if (!members) return false;
  // Where each starts in the text, counted from the end (a line break taken out of the number shortens only its start); a
  // pinpoint is the last one's (`12-611/612/613(A)`).
  const tail = item.pinpoint === null ? 0 : item.pinpoint.length;
  let offset = 0;
  for (let i = 0; i < members.length; i++) {
    const start = item.end - tail - (section.length - offset);
    offset += written[i].length + 1;
    const last = i === members.length - 1;
    items.push({ start: i === 0 ? item.start : start, end: last && tail > 0 ? item.end : item.end - tail - (section.length - offset + 1), section: members[i], pinpoint: last ? item.pinpoint : null });
  }
  return true;
}

/** Pushes `item` cut at its slash, without its pinpoint (what follows the slash is none of it); false where the text has no slash in it. */
function pushCutAtSlash(text: string, items: SectionItem[], item: SectionItem): boolean {
  const at = text.indexOf('/', item.start);
  if (at <= item.start || at >= item.end) return false;
  items.push({ ...item, end: at, section: item.section.slice(0, item.section.indexOf('/')), pinpoint: null });
  return true;
}

/** Each of `written` as slashMember reads it after `first`, or null where one is no such number. */
function slashMembers(first: string, written: readonly string[]): string[] | null {
  const members: string[] = [];
  for (const w of written) {
    const member = slashMember(first, w);
    if (member === null || (firstSeparator(member) < 0 && !PLAIN_MEMBER.test(member))) return null;
    members.push(member);
  }
  return members;
}

/** A number shaped as a title's: one or two digits, a capital perhaps (`14`, `17-A`). */
const TITLE_SHAPED = /^\d{1,2}(?:-?[A-Z])?$/;
/** Whether a sign follows `pos` on its line, after spaces only. */
function titleBeforeSignAt(text: string, pos: number): boolean {
  let p = pos;
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 0xa0) p++;
  return p > pos && matchSign(text, p) !== null;
}

/** A plain number listed after a slash: three digits or more (not a date's or a ratio's). */
const PLAIN_MEMBER = /^\d{3,5}[A-Za-z]?$/;

/**
 * `written`, listed after `first` and a slash: whole where its parts are separated as the first's are, else the first's
 * parts before its own where its last part has as many digits as the first's (`612` after `12-611`; not the `25` of a
 * date run into one, `411.130/12/25`); or null. Only a number: `12-611/and` lists nothing.
 */
function slashMember(first: string, written: string): string | null {
  if (!isDigit(written.charCodeAt(0))) return null;
  const own = separatorsOf(written);
  const firsts = separatorsOf(first);
  if (own === firsts) return written;
  // (A section inserted after the first, `§ 1714/1714.1`.)
  if (written.startsWith(first) && INSERTED_AFTER.test(written.slice(first.length))) return written;
  if (firsts.length <= own.length || !firsts.endsWith(own) || !lastPartAlike(written, first)) return null;
  // The first's separator before the parts `written` gives.
  let at = first.length;
  for (let n = 0; n <= own.length; at--) {
    const c = first.charCodeAt(at - 1);
    if (c === 45 || c === 46 || c === 58) n++;
  }
  return first.slice(0, at + 1) + written;
}

/**
 * Whether a number listed after a slash is written as the first's last part: as many digits, or two after one and past it
 * (`2A:31-9/10`); not a date's `/12/25` after `411.130`.
 */
function lastPartAlike(written: string, first: string): boolean {
  const [w, f] = [lastPartDigits(written), lastPartDigits(first)];
  if (w === f) return true;
  // (Two digits after one only where they number the next section after a hyphen: `2A:31-9/10`, not `411.1/12/25`.)
  const firstLast = first.length - lastPartLength(first);
  return f === 1 && w === 2 && first.charCodeAt(firstLast - 1) === 45 &&
    leadingNumber(written.slice(written.length - lastPartLength(written))) === leadingNumber(first.slice(firstLast)) + 1;
}
/** What a section inserted after another adds to its number: a period and one to three digits (`1714.1`). */
const INSERTED_AFTER = /^\.\d{1,3}$/;

/** How long a number's last part is (`611` of `12-611`: 3). */
function lastPartLength(section: string): number {
  let p = section.length;
  while (p > 0 && section.charCodeAt(p - 1) !== 45 && section.charCodeAt(p - 1) !== 46 && section.charCodeAt(p - 1) !== 58) p--;
  return section.length - p;
}

/** How many digits a number's last part starts with (`611` of `12-611`: 3). */
function lastPartDigits(section: string): number {
  const p = section.length - lastPartLength(section);
  let n = 0;
  while (isDigit(section.charCodeAt(p + n))) n++;
  return n;
}

/** The separators of a section's number, in order: `--` for `29-26-121`, `-` for `302A-1310`, `.` for `768.72`. */
export function separatorsOf(section: string): string {
  let out = '';
  for (let i = 0; i < section.length; i++) {
    const c = section.charCodeAt(i);
    if (c === 45 || c === 46 || c === 58) out += section[i];
  }
  return out;
}

/** `105A-C`, `1001a-c`: a number with a letter, a hyphen and a later letter alone. */
const LETTERED_PAIR = /^(\d+)(?:([A-Z])-([A-Z])|([a-z])-([a-z]))$/;

/** Whether `b` is numbered as `a` is, both with parts (`42.17.251` and `42.56.030`): a section's old and new numbers. */
export function numberedAlike(a: string, b: string): boolean {
  return firstSeparator(a) > 0 && alikeInShape(a, b);
}

/** ` of the Securities Exchange Act`: an act named after a list, its capitalised words up to `Act`. */
const ACT_NAMED_AFTER = /^\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:[A-Z][\w.'’-]*\s{1,3}){1,8}Act\b/;
const ACT_NAMED_AFTER_READ = 120;

const TITLED_RANGE = /^(\d{1,2}[A-Z]{0,2}:[\dA-Za-z.]+)-(\d{1,2}[A-Z]{0,2}:[\dA-Za-z.]+)$/;

/**
 * Adds `item` to the list: a section's old and new numbers joined by a slash (`RCW 42.17.251/42.56.030`) as two; after `§§`, a range of lettered sections written with its end's letter alone (`MGL c. 149,
 * §§ 105A-C`) as its two ends, 105A and 105C. (`listedAfter`: the section before it, where a slash joins them.)
 */
function pushItem(text: string, items: SectionItem[], given: SectionItem, grammar: SectionGrammar, plural: boolean, listedAfter?: string): void {
  // (A capitalised word run into a range's end or a listed number ends it, as it ends a first number: `8.01-01-2Aa29`.)
  const runIn = RUN_IN_WORD.exec(given.section);
  const item = runIn && given.pinpoint === null ? { ...given, section: given.section.slice(0, runIn.index + 1), end: given.end - (given.section.length - runIn.index - 1) } : given;
  const section = item.section;
  const slashed = grammar.name !== 'act' && grammar.name !== 'generic' && section.indexOf('/') > 0;
  // (A pinpoint after numbers listed with slashes is the last one's.)
  if (slashed && item.pinpoint !== null && item.range === undefined && pushSlashMembers(text, items, item, listedAfter)) return;
  // (Else, with a pinpoint or as a range's end, the number ends at its slash, as below: `§ 47/2002(iii)`, `§ 5–1/204`.)
  if (slashed && (item.pinpoint !== null || item.range !== undefined) && pushCutAtSlash(text, items, item)) return;
  // Neither form has a pinpoint or is already a range's end, and neither is shorter than three characters.
  if (item.pinpoint !== null || item.range !== undefined || section.length < 3) {
    items.push(item);
    return;
  }
  // `R.S. 42:11-42:28`: two numbers of a title and its section joined by a hyphen are a range of them (no section has two
  // colons).
  const titled = TITLED_RANGE.exec(section);
  if (titled) {
    const at = item.start + titled[1].length;
    items.push({ start: item.start, end: at, section: titled[1], pinpoint: null, range: 'from' }, { start: at + 1, end: item.end, section: titled[2], pinpoint: null, range: 'to' });
    return;
  }
  const slash = section.indexOf('/');
  // (Or two plain numbers of a state's code read by the plain grammar, whose numbers have no slash: `Pen. Code, §§
  // 664/187`, attempt and murder.)
  if (slash > 0 && grammar.name !== 'act' && listedAfter === undefined && (numberedAlike(section.slice(0, slash), section.slice(slash + 1)) || (grammar.name === 'state' && PLAIN_PAIR.test(section)))) {
    const at = item.end - (section.length - slash);
    items.push({ start: item.start, end: at, section: section.slice(0, slash), pinpoint: null }, { start: at + 1, end: item.end, section: section.slice(slash + 1), pinpoint: null });
    return;
  }
  // Or as fifty-state charts list a state's sections: `ARS § 12-611/612/613`, `N.J.S.A. 2A:31-1/31-2/31-3`.
  if (slash > 0 && grammar.name !== 'act' && pushSlashMembers(text, items, item, listedAfter)) return;
  // Else the number ends at its slash: what follows is no section of it (`KRS 411.130/12/25`, `§ 12-611/docs`). (Not a short
  // form's, which may be an Illinois act's: its resolver reads the slash.)
  if (slashed && listedAfter === undefined && pushCutAtSlash(text, items, item)) return;
  const pair = plural && section.charCodeAt(section.length - 2) === 45 /* - */ ? LETTERED_PAIR.exec(section) : null;
  const from = pair ? pair[2] ?? pair[4] : '';
  const to = pair ? pair[3] ?? pair[5] : '';
  if (!pair || to <= from) {
    items.push(item);
    return;
  }
  items.push(
    { start: item.start, end: item.end - 2, section: pair[1] + from, pinpoint: null, range: 'from' },
    { start: item.end - 1, end: item.end, section: pair[1] + to, pinpoint: null, range: 'to' },
  );
}

/**
 * ` of Title VII`, ` of the Civil Rights Act` after `pos`: an act's own title (numbered in roman) or an act named in
 * capitals up to `Act`.
 */
function ofAnotherLaw(text: string, pos: number): boolean {
  const p = skipGap(text, pos);
  if (p === pos || !wordAt(text, p, 'of')) return false;
  const q = skipGap(text, p + 2);
  if (wordAt(text, q, 'Title')) {
    let r = skipGap(text, q + 5);
    const start = r;
    while (r < start + 6 && /[IVXL]/.test(text.charAt(r))) r++;
    return r > start && !isLetter(text.charCodeAt(r)) && !isDigit(text.charCodeAt(r));
  }
  // Capitalised words up to `Act` (`the Civil Rights Act`, `the Equal Pay Act of 1963`), or a code's name
  // (`of South Carolina's Code of Laws`, `of the Ohio Revised Code`).
  let r = wordAt(text, q, 'the') ? skipGap(text, q + 3) : q;
  for (let words = 0; words < 8 && isUpper(text.charCodeAt(r)); words++) {
    let e = r;
    while (e < text.length && e - r < 20 && isLetter(text.charCodeAt(e))) e++;
    // (`the Code` alone is the code cited before: `§ 62 of the Code`; `the Code of Virginia` is another.)
    if (e - r === 3 ? startsAt(text, r, 'Act') : lawWordAt(text, r, e) && (words > 0 || namedAfterOf(text, e))) return true;
    // (`South Carolina's`.)
    if ((text.charCodeAt(e) === 39 || text.charCodeAt(e) === 0x2019) && text.charCodeAt(e + 1) === 115) e += 2;
    r = skipGap(text, e);
  }
  return false;
}

/** Whether ` of` and a capitalised word follow `pos`: `Code of Virginia`, `Laws of New York`. */
function namedAfterOf(text: string, pos: number): boolean {
  const p = skipGap(text, pos);
  return wordAt(text, p, 'of') && isUpper(text.charCodeAt(skipGap(text, p + 2)));
}

/** Whether the word [start, end) ends a code's name: `Code`, `Laws`, `Statutes`. */
function lawWordAt(text: string, start: number, end: number): boolean {
  const n = end - start;
  return (n === 4 && (startsAt(text, start, 'Code') || startsAt(text, start, 'Laws'))) || (n === 8 && startsAt(text, start, 'Statutes'));
}

/**
 * `8 U.S.C. 1101 and note, 1102, 1182 note; 1184`: as authority notes list them, a section's statutory note, with the
 * section (`and note`) or alone (`note`, its pinpoint), before the list goes on.
 */
function readListedNote(text: string, item: SectionItem): void {
  const p = skipGap(text, item.end);
  if (p === item.end) return;
  if (wordAt(text, p, 'and')) {
    const q = skipGap(text, p + 3);
    if (q > p + 3 && wordAt(text, q, 'note') && endsListedNote(text, q + 4)) item.end = q + 4;
  } else if (wordAt(text, p, 'note') && endsListedNote(text, p + 4)) {
    takeNote(item, p);
  }
}

/** The section's statutory note, `note` at `p`, as its pinpoint (`§ 1320a-7 note`). */
function takeNote(item: SectionItem, p: number): void {
  item.end = p + 4;
  item.pinpoint = item.pinpoint ? `${item.pinpoint} note` : 'note';
}

/** Whether a listed `note` ends at `pos`: punctuation follows it, not a sentence (`§ 1983 and note that`). */
function endsListedNote(text: string, pos: number): boolean {
  const c = text.charCodeAt(pos);
  return c === 44 || c === 59 || c === 46 || c === 41 || pos >= text.length;
}

/** End of `et seq` at `pos` (or `et. seq`, as some write it), before its period; -1 where there is none. */
function etSeqEnd(text: string, pos: number): number {
  if (startsAt(text, pos, 'et seq')) return pos + 6;
  return startsAt(text, pos, 'et. seq') ? pos + 7 : -1;
}

const NUMBER_AFTER_ET_SEQ = /\d{1,6}[A-Za-z]{0,3}(?:[-.:]\d{1,6}[A-Za-z]{0,3}){0,3}/y;

/**
 * Whether a section of the list's own shape stands at `pos`, after an item's `et seq.`: its first part set off as
 * `before`'s is (or neither in parts), and without parts three digits or more with no word after it but its own `et seq.`
 * (`§§ 1981 et seq. and 12 months later`, `§§ 440.01 et seq., 2019, and`, `§§ 810 et seq., 100 days after` are prose).
 */
function sectionAfterEtSeq(text: string, pos: number, before: string): boolean {
  const end = matchEnd(NUMBER_AFTER_ET_SEQ, text, pos);
  if (end < 0 || isDigit(text.charCodeAt(end))) return false;
  // (One with its own `et seq.` is a section whatever its shape: `§§ 12101 et seq., 2000e-5 et seq.`.)
  if (listedEtSeqEnd(text, end) > 0) return true;
  const number = text.slice(pos, end);
  const cut = firstSeparator(number);
  const beforeCut = firstSeparator(before);
  if ((cut > 0) !== (beforeCut > 0) || (cut > 0 && number.charCodeAt(cut) !== before.charCodeAt(beforeCut))) return false;
  return cut > 0 || (/^\d{3}/.test(number) && !lowerCaseWordAfter(text, end));
}

/** End of `, et seq.` (its comma and period optional) at `pos`, or -1. */
function listedEtSeqEnd(text: string, pos: number): number {
  const p = skipGap(text, text.charCodeAt(pos) === 44 ? pos + 1 : pos);
  const e = p > pos ? etSeqEnd(text, p) : -1;
  return e > 0 && text.charCodeAt(e) === 46 ? e + 1 : e;
}

/** `et seq.` (also after a comma: `§ 1-39-101, et seq., W.S. 1977`) and `note` after the last item extend its span. */
function parseTail(text: string, last: SectionItem): void {
  let p = skipGap(text, last.end);
  const comma = text.charCodeAt(last.end) === 44 ? skipGap(text, last.end + 1) : -1;
  if (comma > last.end + 1 && etSeqEnd(text, comma) > 0) p = comma;
  else if (p === last.end && etSeqEnd(text, p) < 0) return;
  const etSeq = etSeqEnd(text, p);
  if (etSeq > 0) {
    let e = etSeq;
    if (text.charCodeAt(e) === 46) e++;
    last.end = e;
    last.etSeq = true;
    return;
  }
  if (wordAt(text, p, 'note')) takeNote(last, p);
}
