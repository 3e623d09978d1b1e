/**
 * The single linear pass. One global regex finds cheap anchors: a section sign, or a number
 * after spacing (` 1983`, `~1331`, `&nbsp;2`). Every citation has one or the other: the
 * section number after a code name, marker, section word or chapter label, or the sign before
 * it. At a number the parser reads back over the spacing to the word before it (a code name,
 * `U.S.C.`, `section`, `ch.`, `Stat.`, `Pub. L. No.`) and from there at most MAX_LOOKBEHIND
 * characters back and a bounded distance forward. Anchors inside a citation already found are
 * skipped, so every character is looked at a bounded number of times.
 *
 * Why numbers and not the markers themselves: a regex over a dozen marker spellings tries each
 * at every capital and every `s`, `a`, `c` of a document; a spacing-then-digit pair is one cheap
 * test per character and rare in prose (a few per kilobyte).
 */
import { lostSignEndingAt, parseFromName, parseNumbersBeforeName, yearAt } from './codeCitations';
import { CFR, USC } from './codes';
import { levelMayBeCited, parseDivisionPath } from './divisions';
import { lookupNameEndingAt, type NameForm, type NameMatch } from './names';
import { GRAMMARS, parseSectionList } from './sections';
import { marylandArticleByAbbreviation, stateCodeById, VIRGINIA_SECTION } from './stateCodes';
import { groupEnd, makeGroup, type Group } from './raw';
import { parsePublicLaw, parseStatutesAtLarge } from './sessionLaws';
import { parseUtahBillList } from './utahBills';
import { bareNumberStartBefore, chapterLabelRunIntoName, numberHasParts, postfixNameFits, parseAtArticle, parseCfrPartInWords, parseAtChapter, parseAtSectionSign, parseAtSectionWord, parseListBeforePostfixName } from './signLed';
import { isAlnum, isDigit, isLetter, isLower, isUpper, matchSign, signLength, skipGap, skipGapBack, startsAt } from './text';

/** No parse reads further back than this from its anchor (the incremental index relies on it). */
export const MAX_LOOKBEHIND = 256;
/**
 * A parse that finds nothing reads at most this far past its anchor; one that succeeds, this
 * far past its end. (Each gap is at most MAX_GAP long and a parse crosses a bounded number of
 * them; the worst case is under 2,000 characters.)
 */
export const MAX_LOOKAHEAD = 4096;


/** Title and part labels: words between a code's name and a number (`Okla. Stat. tit. 21`), and levels of its divisions. */
export const LEVEL_WORDS = ['tit.', 'Tit.', 'title', 'Title', 'TITLE', 'pt.', 'Pt.', 'part', 'Part', 'PART', 'pts.', 'Pts.', 'parts', 'Parts', 'PARTS'];
const enum Word { Other, Section, Sections, Article, Chapter, Division, Marker, Stat, Law, AfterName, Level, ScannedSign, NameEnd }

/** The words a citation's number may follow, by what they lead to. */
const WORDS = new Map<string, Word>([
  // `s.`/`ss.`: how Florida's statutes and Wisconsin's courts write the word (`s. 627.428, F.S.`).
  // `subsection 42-17-90(A) of the South Carolina Code`: a subsection written with its section's number.
  ...['section', 'Section', 'SECTION', 'sec.', 'Sec.', 'SEC.', 'Sec', 'SEC', 'sec', 'Sect.', 'sect.', 's.', 'subsection', 'Subsection'].map((w) => [w, Word.Section] as const),
  ...['sections', 'Sections', 'SECTIONS', 'secs.', 'Secs.', 'SECS.', 'ss.', 'Ss.'].map((w) => [w, Word.Sections] as const),
  // An article of a code numbered by article (`Louisiana Civil Code article 2315`, `article 38.23 of the Texas Code of
  // Criminal Procedure`) or a level of a code's divisions (`article 78 of the CPLR`). Of the lower-case spellings
  // only `article` and `art` are listed (each one lets more numbers of prose through the anchor's lookbehind; `art` without
  // its period is read after a code's name alone: `Tex. Code Crim. Proc. art 37.071`, `La. C.C. art 2315`).
  ...['art.', 'arts.', 'Art.', 'Arts.', 'Articles', 'article', 'Article', 'ARTICLE', 'art'].map((w) => [w, Word.Article] as const),
  ...['c.', 'c', 'ch.', 'Ch.', 'CH.', 'chap.', 'Chap.', 'chapter', 'Chapter', 'CHAPTER', 'chapters', 'Chapters', 'CHAPTERS', 'chs.', 'Chs.', 'CHS.'].map((w) => [w, Word.Chapter] as const),
  // Other levels of a code's divisions that may come first: `Division 3.6 ... of the Government Code`.
  ...['Division', 'Div.', 'Subtitle', 'Subchapter', 'Subch.'].map((w) => [w, Word.Division] as const),
  ...['usc', 'u.s.c.', 'cfr', 'c.f.r.'].map((w) => [w, Word.Marker] as const),
  // `124 STAT. 119`: the volume and page the Statutes at Large print at the head of each page.
  // (Not `STAT` alone: the D.C. Code's notes cite the District's own statutes so, `62 DCR 866, 21 STAT 527`.)
  ...['Stat.', 'Stat', 'STAT.'].map((w) => [w, Word.Stat] as const),
  // (`Idaho Code s 12-121`: a sign read as a lower-case s, no period after it as Florida's `s.` has.)
  ...['S', 'SS', 's'].map((w) => [w, Word.ScannedSign] as const),
  ...['No.', 'No', 'Nos.', 'Number', 'Law', 'Laws', 'PL', 'LAW', 'LAWS', 'law'].map((w) => [w, Word.Law] as const),
  // Lower-case words that end a code's informal name: `Florida statute 768.81`.
  ...['statute', 'statutes'].map((w) => [w, Word.NameEnd] as const),
  // Words between a code's name and a number: `ILCS Ann. 5/13-202`, `U.S.C. app. 4501`, `Okla. Stat. tit. 21`.
  ...['Ann.', 'app.', 'App.', 'Appendix', 'appendix', 'App'].map((w) => [w, Word.AfterName] as const),
  // The same, and also a level of a code's divisions: no code's name ends in one (states.test.ts).
  ...LEVEL_WORDS.map((w) => [w, Word.Level] as const),
]);

/**
 * Lower-case words a citation's number may follow (the anchor's lookbehind lets only these through).
 * Those ending in a period (`sec.`, `ch.`) are left out: the lookbehind lets every word ending in a
 * period through already, and each alternative listed costs at every number of a document.
 */
const LOWER_CASE_LEADS = [...WORDS.keys()].filter((w) => isLower(w.charCodeAt(0)) && !w.endsWith('.'));

/** WORDS by first character: a word is classified without slicing it out of the text (no allocation per anchor). */
const WORDS_BY_FIRST: ReadonlyArray<ReadonlyArray<readonly [string, Word]>> = (() => {
  const table: Array<Array<readonly [string, Word]>> = Array.from({ length: 128 }, () => []);
  for (const [w, kind] of WORDS) table[w.charCodeAt(0)].push([w, kind]);
  return table;
})();

/** What the word [start, end) leads to. */
function classifyWord(text: string, start: number, end: number): Word {
  const first = text.charCodeAt(start);
  if (first >= 128 || end === start) return Word.Other;
  const length = end - start;
  const words = WORDS_BY_FIRST[first];
  for (let i = 0; i < words.length; i++) {
    const w = words[i][0];
    if (w.length !== length) continue;
    // The first character matches: the table is by first character.
    let j = 1;
    while (j < length && text.charCodeAt(start + j) === w.charCodeAt(j)) j++;
    if (j === length) return words[i][1];
  }
  return Word.Other;
}

// The spacing before the digit is what skipGapBack takes for spacing: the no-break, thin and other
// Unicode spaces PDFs and word processors leave (text.ts isSpace), `~` (LaTeX's tie) and `;` (ending
// `&nbsp;`). Listed, not `\s`: a class of a few ranges, tested at every space of a document, costs
// less than `\s` and its Unicode set, and what `\s` adds (`\v`, U+2028) is not spacing to the parser.
// A number is an anchor only after a word that can lead to a citation: one ending in a capital or a period, a capitalised word, or one of LOWER_CASE_LEADS,
// or after a closing parenthesis (`Kentucky Revised Statutes (KRS) 65.200`), as a lookbehind checks (its spacing
// class is a superset of what skipGapBack skips). The match starts at the digit and the spacing before it is checked inside the
// lookbehind: a regex whose first character is a digit, `L`, `§`, `\` or `&` lets V8 skip
// quickly over the text between them, where one starting with spacing stops at every space (the
// search costs a third less on the real documents). The anchor is still the spacing (matchStart). The lead
// words are tried before the capitalised word: `[a-z]{1,15}` read backward over `section`
// backtracks through every shorter length before it fails. Most numbers
// in prose (`at 12`, `in 2019`, `1, 2`) never reach the parser. A second lookbehind, tried only
// where the first matched, asks what dispatchNumber asks first: that the spacing before the digit,
// read as skipGapBack reads it (spaces, `~`, `&nbsp;`, LaTeX's `\,` `\;` `\:` `\ ` `\!`), follows a
// letter, a period, an apostrophe or a closing parenthesis (or `No:`, or a heading's `S:`: `AMENDS: 57-22-4`). The first lookbehind's class lets through `Smith, 12` and
// `(2019): 5`, a sixth of all anchors, which that test would reject one by one. (It may read back
// past MAX_LOOKBEHIND, over 64 `&nbsp;`s, but only to find anchors that fail: one it finds
// within the 64 characters skipGapBack reads is found from any window that holds them.) The scanner calls test(), which
// allocates no match array, and works out where the match started from its last character.
const ANCHOR = new RegExp(
  [
    String.raw`\d(?:(?<=(?:[A-Z.'\\$)?@\u2018\u0e07\u0e22\ufffd\u00df\u00bf]|\b(?:${LOWER_CASE_LEADS.map((w) => w.replace(/\./g, '\\.')).join('|')})|[A-Z.][a-z]{1,15})[\s~;&nbsp\\,:!]{0,63}[ \t\n\r\f\u00a0\u2000-\u200a\u202f\u205f\u3000~;]\d)` +
      String.raw`(?<=(?:[A-Za-z.',$)?@\u2018\u0e07\u0e22\ufffd\u00df\u00bf]|No:|S:)(?:[ \t\n\r\f\u00a0\u2000-\u200a\u202f\u205f\u3000~]|&nbsp;|\\[,;: !]){1,64}\d)` +
      // A number run into a name's last period (`P.L.111-321`, `R.C.2929.14`): tested at the digit, as the numbers
      // are; a match starting at a capital would stop the search at every capital of a document.
      // So is a sign lost to an encoding and run into the number (`26 U.S.C. @30D`, `NMSA ยง41-4-16`, `Wyo. Stat. ?1-1-122`).
      // And a chapter's label run into its number after a name (`MGL c.272`, `Mass. Gen. Laws c.149`).
      // And a section run into `USC` or `CFR` after its title (`[CITE: 25USC450j-1]`, GPO Access's header).
      // And Florida's and Wisconsin's `s.` run into its number (`s.286.011, F.S.`), and a public law's `No.` (`Public Law No.109-8`)
      // or its `law` (`Public law101-336`, where a web page's table cells ran together).
      // And a Maryland article's abbreviation before its section (`§ RP-8-402.1`, as the State's own site numbers them).
      String.raw`|(?<=[A-Z]\.\d|[A-Za-z.] c\.\d|[@?\u0e07]\d|\d(?:USC|CFR)\d|(?<![A-Za-z])ss?\.\d|No\.\d|Public [Ll]aw\d|\b[A-Z]{2,3}-\d))`,
    String.raw`§|\\S(?![A-Za-z])|\\textsection|&(?:sect|#167|#x[aA]7);|\[sections?\]`,
    // A comma after a number in parts and before a capital: where a state code's name may follow a list of bare numbers
    // that no word before it led to (`found at 24-10-101 through 24-10-119, C.R.S.`; a citation string that starts with
    // its number). Matched at the comma, so the search still skips to the few characters that can start a match; the
    // capital after it is asked first, the one look that rules out the commas of prose and lists.
    String.raw`,(?=[ \t]?[A-Z])(?<=[-.:]\d{1,8}[A-Za-z]?,)`,
  ].join('|'),
  'g',
);

/** Where the ANCHOR match ending at `end` started. */
function matchStart(text: string, end: number): number {
  const last = text.charCodeAt(end - 1);
  if (last >= 48 && last <= 57) return text.charCodeAt(end - 2) === 46 ? end - 3 : end - 2; // `L.5`, `C.2` or ` 5`
  if (last === 0xa7) return end - 1;
  if (last === 83 /* S */) return end - 2; // \S
  if (last === 59 /* ; */) return end - 6; // &sect; &#167; &#xA7;
  if (last === 93 /* ] */) return text.charCodeAt(end - 2) === 115 /* s */ ? end - 10 : end - 9; // [section], [sections]
  if (last === 44 /* , */) return end - 1; // a comma before a postfix name
  return end - 12; // \textsection
}

/** Every list starts with a number: a sign not followed by one (after its gap) cannot start a citation. */
function digitFollowsSign(text: string, anchor: number): boolean {
  const sign = matchSign(text, anchor);
  return sign !== null && isDigit(text.charCodeAt(skipGap(text, sign.end)));
}

/**
 * After a failed sign anchor: skips a cluster of signs and spacing (`§§§§`, `§§ §§ §§`,
 * `\\S\\S~\\S`). A sign can start a citation only if a number follows its (at most two-sign)
 * match, so inside a cluster only the last two signs can, and only when a number follows the
 * cluster. Every skipped sign would fail from any starting point, so results do not depend on
 * where a scan started (the incremental index relies on that).
 */
function skipSignCluster(text: string, anchor: number): number {
  let previous = anchor;
  let last = anchor;
  let p = anchor;
  for (;;) {
    const n = signLength(text, p);
    if (n > 0) {
      previous = last;
      last = p;
      p += n;
      continue;
    }
    const gap = skipGap(text, p);
    if (gap === p) break;
    p = gap;
  }
  if (!isDigit(text.charCodeAt(p))) return Math.max(anchor + 1, p);
  return Math.max(anchor + 1, previous);
}

function isSignStart(c: number): boolean {
  return c === 0xa7 || c === 92 || c === 38 || c === 91;
}

/** Start of the word (letters, periods, apostrophes) ending at `end`, at most 16 characters back. */
function wordStartBefore(text: string, end: number, floor: number): number {
  let s = end;
  while (s > floor && end - s < 16) {
    const c = text.charCodeAt(s - 1);
    const lower = c | 32; // a letter's lower case
    if (!(lower >= 97 && lower <= 122) && c !== 46) break;
    s--;
  }
  return s;
}

/** `L.` / `L` ending a word: `Pub. L.`, `P.L.`, `Pub.L.`. */
function endsWithL(text: string, end: number): boolean {
  const last = text.charCodeAt(end - 1) === 46 ? end - 2 : end - 1;
  const before = text.charCodeAt(last - 1) | 32;
  return text.charCodeAt(last) === 76 /* L */ && !(before >= 97 && before <= 122);
}

/**
 * `Pub. L. No. 111-148`, `PL 111-148`, `P.L.111-80`: the public law whose number starts at `digit`,
 * parsed from the nearest `P` that starts a word before it (one attempt per anchor).
 */
function publicLawBefore(text: string, digit: number, floor: number): Group | null {
  for (let i = digit - 2; i >= Math.max(floor, digit - 20); i--) {
    if (text.charCodeAt(i) !== 80 /* P */) continue;
    const before = text.charCodeAt(i - 1);
    // A letter before `P` makes it part of a word, except where a web page's parts ran together (`Public lawPub. L.`).
    if (isLetter(before) && !(isLower(before) && text.charCodeAt(i + 1) === 117 /* u */)) continue;
    const g = parsePublicLaw(text, i);
    return g && g.items[0].end > digit ? g : null;
  }
  return null;
}

/**
 * `W. Va. Code, 55-7B-6`: a local name written without a sign, a comma between it and the number
 * (as West Virginia's courts write it). Only a capitalised word can end such a name.
 */
function localNameBeforeComma(text: string, comma: number, floor: number): Group | null {
  const end = skipGapBack(text, comma, floor);
  if (end <= floor || !isLetter(text.charCodeAt(end - 1)) || !isUpper(text.charCodeAt(wordStartBefore(text, end, floor)))) return null;
  const name = lookupNameEndingAt(text, end, floor);
  // (And the C.F.R.'s, where its section has its part: parseFromName.)
  return name && (name.form.shapeAt || name.form.code === CFR) ? parseFromName(text, floor, name.start, name) : null;
}

/**
 * The citation whose code's name stands before a scanned sign (`$`, `S`, `SS`) at `sign`: a state code's, or one
 * with its title before it (`42 U.S.C.`); not the Internal Revenue Code's, after which `$ 500` is money.
 */
function nameBeforeScannedSign(text: string, sign: number, floor: number): Group | null {
  const name = lookupNameEndingAt(text, skipGapBack(text, sign, floor), floor);
  if (!name || (name.form.code.corpus !== 'STATE' && name.form.code.layout !== 'titleBefore')) return null;
  return parseFromName(text, floor, name.start, name);
}

/** The citation whose code's name ends in the period right before the number at `digit` (`R.C.2929.14`). */
function nameRunIntoNumber(text: string, digit: number, floor: number): Group | null {
  const name = nameBeforeNumber(text, digit, digit, floor);
  // (`28 U.S.C.2244(b)`: the U.S. Code's and the C.F.R.'s too, their titles before them.)
  if (name) return name.form.code.corpus === 'STATE' || name.form.code === USC || name.form.code === CFR ? parseFromName(text, floor, name.start, name) : null;
  // `P.L.1997, c.259 (C.45:2B-42 et seq.)`: New Jersey's session laws give each section's place in the statutes so.
  if (newJerseyCompiledEndingAt(text, digit, floor)) return parseFromName(text, floor, digit - 2, { form: NEW_JERSEY_COMPILED, start: digit - 2, end: digit });
  const label = digit - 2;
  if (text.charCodeAt(label) === 115 /* s */) return sectionLabelRunIntoNumber(text, digit, floor);
  // `MGL c.272, s.98`: a chapter label run into its number, after a code's name.
  if (text.charCodeAt(label) !== 99 /* c */ || label <= floor || isAlnum(text.charCodeAt(label - 1))) return null;
  const nameEnd = skipGapBack(text, label, floor);
  return nameEnd < label && lookupNameEndingAt(text, nameEnd, floor) ? parseAtChapter(text, label, floor) : null;
}

/**
 * The code's name ending at `end`, before the number at `digit`; or, where that number is a year ending a longer name
 * of its own (`R.S. 1943, § 43-112`: Nebraska's revision of 1943, not section 1943 after Louisiana's `R.S.`), that name.
 */
function nameBeforeNumber(text: string, end: number, digit: number, floor: number): NameMatch | null {
  const name = lookupNameEndingAt(text, end, floor);
  if (!name || !yearAt(text, digit)) return name;
  const dated = lookupNameEndingAt(text, digit + 4, floor);
  return dated && dated.start <= name.start ? dated : name;
}

/** Whether `(C.` ends at `end`: New Jersey's session laws' mark of a section's place in the statutes. */
function newJerseyCompiledEndingAt(text: string, end: number, floor: number): boolean {
  return end - 3 >= floor && text.charCodeAt(end - 1) === 46 && text.charCodeAt(end - 2) === 67 /* C */ && text.charCodeAt(end - 3) === 40 /* ( */;
}

/** New Jersey's statutes as its session laws cite them, `(C.10:5-12)`: a title, a colon, a chapter and a section (not `(C.12:30)`). */
const NEW_JERSEY_COMPILED: NameForm = {
  code: stateCodeById('nj'), text: 'C.', signOptional: true, sectionShape: /^\d{1,2}[A-Z]{0,2}:\d{1,3}[A-Z]{0,2}-\d/, shapeAt: /\d{1,2}[A-Z]{0,2}:\d{1,3}[A-Z]{0,2}-\d/y,
  unprefixed: undefined, alternatives: undefined, inWords: undefined,
};

/**
 * `[CITE: 25USC450j-1]`, `29CFR825.301`: GPO Access's header runs the title, the code and the section together; and
 * `Public law101-336`, where a web page's table cells ran together.
 */
function federalCodeRunIntoNumber(text: string, digit: number, floor: number): Group | null {
  if (startsAt(text, digit - 10, 'Public law') || startsAt(text, digit - 10, 'Public Law')) return publicLawBefore(text, digit, floor);
  if (!startsAt(text, digit - 3, 'USC') && !startsAt(text, digit - 3, 'CFR')) return null;
  const name = lookupNameEndingAt(text, digit, floor);
  return name ? parseFromName(text, floor, name.start, name) : null;
}

/** `s.286.011, F.S.`, `ss.19.81-19.98`: Florida's and Wisconsin's section label run into the number, read as if spaced. */
function sectionLabelRunIntoNumber(text: string, digit: number, floor: number): Group | null {
  if (text.charCodeAt(digit - 1) !== 46 /* . */ || text.charCodeAt(digit - 2) !== 115 /* s */) return null;
  const plural = text.charCodeAt(digit - 3) === 115;
  const ws = digit - (plural ? 3 : 2);
  if (ws <= floor || isLetter(text.charCodeAt(ws - 1))) return null;
  return parseAtSectionWord(text, ws, floor, { end: digit, plural });
}

/** A sign or section word, and the Maryland Code's name perhaps, ending where a Maryland article's abbreviation starts. */
const SIGN_BEFORE_ARTICLE = /(?:(?<![A-Za-z.] )(?:Maryland Code|Md\. Code(?: Ann\.)?),?\s*)?(?:§|[Ss]ection|Sec\.)\s*$/;
/** A Maryland section: its title, a hyphen and three digits or more (`8-402.1`, `10-622`). */
const MARYLAND_SECTION = /^\d{1,2}[A-Z]?-\d{3}/;
/** How far before such a section the State's name is looked for where the Code's name is not written. */
const MARYLAND_NAMED_READ = 300;

/**
 * `Maryland Code § RP-8-402.1`, `Section EL-11-303`: a section of a Maryland article written after the article's official
 * abbreviation and a hyphen, as the State's own site numbers them, after a sign or the section word, with the Code's
 * name before it or the State named just before.
 */
function marylandArticleSection(text: string, digit: number, floor: number): Group | null {
  let s = digit - 1;
  while (s > floor && digit - 1 - s < 3 && isUpper(text.charCodeAt(s - 1))) s--;
  const code = digit - 1 - s >= 2 && !isLetter(text.charCodeAt(s - 1)) ? marylandArticleByAbbreviation(text.slice(s, digit - 1)) : null;
  if (!code) return null;
  const before = SIGN_BEFORE_ARTICLE.exec(text.slice(Math.max(floor, s - 24), s));
  // (The State's name may stand in the citation before: it is read, not taken into this one.)
  if (!before || (!before[0].startsWith('M') && !/Maryland|\bMd\./.test(text.slice(Math.max(0, s - MARYLAND_NAMED_READ), s)))) return null;
  const items = parseSectionList(text, digit, GRAMMARS.hyphenated, false);
  if (!items || !MARYLAND_SECTION.test(items[0].section)) return null;
  const start = s - before[0].length;
  items[0].start = start;
  return makeGroup(start, 'full', code, null, start, items);
}

/** Anchor: a number after spacing. Chooses the parser from what stands before the spacing. */
function dispatchNumber(text: string, digit: number, floor: number): Group | null {
  const p = skipGapBack(text, digit, floor);
  if (p <= floor) return null;
  // `42 U.S.C. $ 1983`: a section sign read by character recognition as `$` (`S` and `SS` are words, below); or
  // lost where text went through an encoding without it (`? 1983`, `@ 1-19`, `‘ 1395i-3`, `ยง 18001`), the last
  // two also run into the number (`@30D`: the only anchor with no spacing before the digit).
  const lost = lostSignEndingAt(text, p);
  if (lost >= 0) return nameBeforeScannedSign(text, lost, floor);
  if (p === digit) return text.charCodeAt(digit - 1) === 45 /* - */ ? marylandArticleSection(text, digit, floor) : federalCodeRunIntoNumber(text, digit, floor);
  const c = text.charCodeAt(p - 1);
  // (`IMP, 81-3-203, MCA`: numbers before a postfix name, parseListBeforePostfixName.)
  if (c === 44 /* , */) return localNameBeforeComma(text, p - 1, floor) ?? parseListBeforePostfixName(text, digit, floor);
  // `Public Law No: 116-136`, as congress.gov writes it.
  // `AMENDS: 57-22-4, as last amended by Laws of Utah 2021`: a Utah bill's list of the sections it affects.
  if (c === 58 /* : */) return startsAt(text, p - 3, 'No') ? publicLawBefore(text, digit, floor) : parseUtahBillList(text, p - 1) ?? parseListBeforePostfixName(text, digit, floor);
  if (c === 41 /* ) */) {
    // `Kentucky Revised Statutes (KRS) 65.200`: a short name in parentheses (names.ts).
    const name = lookupNameEndingAt(text, p, floor);
    return name ? parseFromName(text, floor, name.start, name) : null;
  }
  const lower = c | 32; // a letter's lower case
  if (!(lower >= 97 && lower <= 122) && c !== 46 /* . */ && c !== 39 /* ' */) return null;
  const ws = wordStartBefore(text, p, floor);
  const word = classifyWord(text, ws, p);
  // Most numbers in prose follow a lower-case word (`at 12`, `in 2019`, `of 5`): only a few
  // lower-case words lead to a citation, and no code's name ends in one but `usc` and `cfr`.
  const first = text.charCodeAt(ws);
  // (Unless a name was run into it, as text copied from a web page runs a table's cells together: `2 yearsORC 2305.10`.)
  if (word === Word.Other && first >= 97 && first <= 122 && !isUpper(c)) return null;
  // Section, article and chapter words first: no code's name ends in one.
  // The word is known here: the parser need not match it again.
  if (word === Word.Section || word === Word.Sections) {
    // `subsection 2 of NRS 459.792` is a part of the section cited after it; only a subsection written with its
    // section's number (`subsection 42-17-90(A)`) cites one.
    if ((startsAt(text, ws, 'subsection') || startsAt(text, ws, 'Subsection')) && !numberHasParts(text, digit)) return null;
    return parseAtSectionWord(text, ws, floor, { end: p, plural: word === Word.Sections });
  }
  // A label of a code's divisions may also start a division read level by level (`article 80 of title 13, C.R.S.`;
  // at a chapter label, parseAtChapter reads such a chain: `Chapter 11 of Title 9 of the O.C.G.A.`).
  if ((word === Word.Article || word === Word.Division) && !levelMayBeCited(text, ws, digit, floor)) return null;
  if (word === Word.Article) return parseAtArticle(text, ws, floor) ?? parseDivisionPath(text, ws, floor);
  if (word === Word.Chapter) return parseAtChapter(text, ws, floor);
  if (word === Word.Division) return parseDivisionPath(text, ws, floor);
  // `G.L.c. 251`: the chapter label glued to the name.
  if (word === Word.Other && p - ws > 4 && chapterLabelRunIntoName(text, p, floor)) {
    const chapter = parseAtChapter(text, p - 2, floor);
    if (chapter) return chapter;
  }
  const name = word === Word.Level ? null : nameBeforeNumber(text, p, digit, floor);
  // `P.L.1945, c. 169 (C. 10:5-1 et seq.)`: New Jersey's mark spaced from its number.
  if (!name && p - ws === 2 && newJerseyCompiledEndingAt(text, p, floor)) {
    return parseFromName(text, floor, ws, { form: NEW_JERSEY_COMPILED, start: ws, end: p });
  }
  // A code's name right before the number, and no citation of it: no other reading either
  // (`RCW 1`, `Ill. Comp. Stat. Ann. 5`, `Wis. Stat. 1818`).
  if (name) return parseFromName(text, floor, name.start, name) ?? parseNumbersBeforeName(text, floor, name, digit);
  // `Code 18.2-266`: as Virginia's courts cite their code, without the sign.
  if (p - ws === 4 && startsAt(text, ws, 'Code')) return virginiaCodeWithoutSign(text, ws, digit);
  if (word === Word.Stat) return parseStatutesAtLarge(text, ws, floor);
  if (word === Word.ScannedSign) return nameBeforeScannedSign(text, ws, floor);
  if (word === Word.Law || (ws < p && (endsWithL(text, p) || startsAt(text, p - 4, '.No.')))) return publicLawBefore(text, digit, floor);
  if (word === Word.AfterName || word === Word.Level) {
    // `735 ILCS Ann. 5/13-202`, `50 U.S.C. app. 4501`: the name stands before the word.
    const before = lookupNameEndingAt(text, skipGapBack(text, ws, floor), floor);
    const full = before ? parseFromName(text, floor, before.start, before) : null;
    // `Title 39, chapter 71, MCA`, `A.R.S. Title 12, Chapter 7`: a title or part of a code's divisions
    // (the name before it, a comma skipped, is the one just looked up).
    if (full) return full;
    if (word === Word.Level && !before && !levelMayBeCited(text, ws, digit, floor, true)) return null;
    // `part 104 of title 34, Code of Federal Regulations`.
    const cfrPart = word === Word.Level && !before && (first | 32) === 112 /* p */ ? parseCfrPartInWords(text, ws, digit, floor) : null;
    return cfrPart ?? parseDivisionPath(text, ws, floor, false, before);
  }
  return null;
}

/**
 * `Code 18.2-266`, `Code 46.2-351`: a bare `Code` before numbers of Virginia's shape (VIRGINIA_SECTION), a short form
 * that refers to a state's code only, as `Code § 18.2-266` does (shortForms.ts); no other number is read after `Code`.
 */
function virginiaCodeWithoutSign(text: string, word: number, digit: number): Group | null {
  const items = parseSectionList(text, digit, GRAMMARS.state, false);
  if (!items || !items.every((item) => VIRGINIA_SECTION.test(item.section))) return null;
  items[0].start = word;
  const group = makeGroup(word, 'short', null, null, word, items);
  group.stateOnly = true;
  return group;
}

/** Anchor: a comma after a number; the list of bare numbers it ends, if a state code's name follows the comma. */
function listBeforePostfixNameAt(text: string, comma: number, floor: number): Group | null {
  const digit = bareNumberStartBefore(text, comma, floor);
  if (digit < 0 || !postfixNameFits(text, digit, comma)) return null;
  const group = parseListBeforePostfixName(text, digit, floor);
  return group && groupEnd(group) > comma ? group : null;
}

/** Chooses the parser for the anchor found at `at` (a sign, a comma before a name, or the spacing before a number). */
function dispatch(text: string, at: number, floor: number): Group | null {
  const c = text.charCodeAt(at);
  if (c === 0xa7 || c === 92 || c === 38 || c === 91) return digitFollowsSign(text, at) ? parseAtSectionSign(text, at, floor) : null;
  if (c === 44 /* , */) return listBeforePostfixNameAt(text, at, floor);
  // A number run into a name's last period: `P.L.111-321`, `R.C.2929.14`, `N.J.S.A.2A:14-2`.
  if (text.charCodeAt(at + 1) === 46) {
    const publicLaw = c === 76 /* L */ || (c === 111 /* o */ && text.charCodeAt(at - 1) === 78); /* `L.111`, `No.109` */
    return publicLaw ? publicLawBefore(text, at + 2, floor) : nameRunIntoNumber(text, at + 2, floor);
  }
  return dispatchNumber(text, at + 1, floor);
}

export interface ScanState {
  /** End of the last group found; nothing new may start before it. */
  lastEnd: number;
}

/**
 * Scans `text` from offset `from`, appending groups to `out`. `shouldStop(anchor, lastEnd)`
 * is asked before each anchor is parsed (the incremental index uses it to stop once the
 * new scan agrees with the old one). Returns the offset of the anchor it stopped at, or
 * text.length.
 */
export function scanGroups(
  text: string,
  from: number,
  state: ScanState,
  out: Group[],
  shouldStop?: (anchor: number, lastEnd: number) => boolean,
): number {
  const re = ANCHOR;
  // Where the current search started: a number's anchor is the spacing before its digit, and a
  // digit right at this offset matches with its anchor before it, where no anchor may be.
  let searchFrom = from;
  re.lastIndex = from;
  while (re.test(text)) {
    const anchor = matchStart(text, re.lastIndex);
    if (anchor < searchFrom) continue;
    if (shouldStop && shouldStop(anchor, state.lastEnd)) return anchor;
    const floor = Math.max(state.lastEnd, anchor - MAX_LOOKBEHIND);
    const group = dispatch(text, anchor, floor);
    if (group) {
      // The incremental index compares anchors of old and new scans: a group is known by the anchor that found it.
      group.anchor = anchor;
      out.push(group);
      state.lastEnd = groupEnd(group);
      searchFrom = state.lastEnd;
      re.lastIndex = searchFrom;
    } else {
      const c = text.charCodeAt(anchor);
      const sign = isSignStart(c);
      searchFrom = sign ? skipSignCluster(text, anchor) : anchor + 1;
      // After a number's anchor the next character is its digit, which no anchor starts at.
      re.lastIndex = sign || text.charCodeAt(anchor + 1) === 46 ? searchFrom : anchor + 2;
    }
  }
  return text.length;
}

/** All groups in `text`, in order. */
export function scanAll(text: string): Group[] {
  const out: Group[] = [];
  scanGroups(text, 0, { lastEnd: 0 }, out);
  return out;
}
