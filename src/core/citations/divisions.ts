/**
 * A division of a state code cited level by level, as statutes and briefs write it:
 * `Chapter 11 of Title 9 of the O.C.G.A.`, `chapter 16, title 6, Idaho Code`, `Title 39, chapter 71, MCA`,
 * `Chapter 41, Article 4 NMSA 1978`, `CPLR article 78`, `Va. Code tit. 8.01, ch. 3`,
 * `Division 3.6 (commencing with Section 810) of Title 1 of the Government Code`.
 * The code is named after the levels or right before them; every level must be one the code has,
 * from its top level down (see DivisionScheme), so `chapter 7 of this book`, `Title VII` and
 * `Chapter 11 of the Bankruptcy Code` are none. No section number is ever made up.
 */
import { parseFromName, yearAt } from './codeCitations';
import { numberedByTitle, sectionsFit, titleExists, type CodeDef } from './codes';
import { lookupNameEndingAt, lookupNameStartingAt, type NameMatch } from './names';
import { makeGroup, type Group } from './raw';
import { GRAMMARS, joinTitle, parseSectionList } from './sections';
import { alnumAt, closingParenthesis, isAlnum, isDigit, isLetter, isLower, isUpper, matchSectionWord, matchSign, skipGap, skipGapBack, startsAt, wordAt } from './text';
import type { DivisionLabel, DivisionStep } from './types';

/** The words that name a level, as written (`Title`, `tit.`), and the level. */
const LABELS: ReadonlyArray<readonly [string, DivisionLabel]> = [
  ['Title', 'title'], ['title', 'title'], ['TITLE', 'title'], ['tit.', 'title'], ['Tit.', 'title'],
  ['Subtitle', 'subtitle'], ['subtitle', 'subtitle'], ['subtit.', 'subtitle'],
  ['Division', 'division'], ['division', 'division'], ['div.', 'division'], ['Div.', 'division'],
  ['Part', 'part'], ['part', 'part'], ['PART', 'part'], ['pt.', 'part'], ['Pt.', 'part'],
  ['Chapter', 'chapter'], ['chapter', 'chapter'], ['CHAPTER', 'chapter'], ['ch.', 'chapter'], ['Ch.', 'chapter'], ['chap.', 'chapter'], ['Chap.', 'chapter'],
  ['Subchapter', 'subchapter'], ['subchapter', 'subchapter'], ['subch.', 'subchapter'], ['Subch.', 'subchapter'],
  ['Article', 'article'], ['article', 'article'], ['ARTICLE', 'article'], ['art.', 'article'], ['Art.', 'article'],
];

/** How the canonical form abbreviates each level (the Bluebook's abbreviations for subdivisions). */
const ABBREVIATIONS: Readonly<Record<DivisionLabel, string>> = {
  title: 'tit.', subtitle: 'subtit.', division: 'div.', part: 'pt.', chapter: 'ch.', subchapter: 'subch.', article: 'art.', act: 'act',
};

/**
 * End of a level's number at `pos` (9, 63G, 8.01, 3.5, 2A, 358-A, 15-6, 815j), or -1: up to four digits,
 * up to three capitals or one lower-case letter, up to two parts after a period or hyphen, and nothing
 * of a word or number right after it. Read character by character: it is asked at every level label.
 */
function levelNumberEnd(text: string, pos: number): number {
  let p = pos;
  while (p < pos + 4 && isDigit(text.charCodeAt(p))) p++;
  if (p === pos) return -1;
  if (isUpper(text.charCodeAt(p))) {
    const q = p;
    while (p < q + 3 && isUpper(text.charCodeAt(p))) p++;
  } else if (isLower(text.charCodeAt(p))) {
    p++;
  }
  for (let part = 0; part < 2; part++) {
    const c = text.charCodeAt(p);
    if (c !== 46 && c !== 45) break;
    let q = p + 1;
    while (q < p + 5 && (isDigit(text.charCodeAt(q)) || isUpper(text.charCodeAt(q)))) q++;
    if (q === p + 1) break;
    p = q;
  }
  const c = text.charCodeAt(p);
  if (isAlnum(c)) return -1;
  return (c === 46 || c === 45) && isAlnum(text.charCodeAt(p + 1)) ? -1 : p;
}

/** Most levels one citation names (California's `Chapter 3.5 of Part 1 of Division 3 of Title 2`). */
const MAX_LEVELS = 5;
/** Longest parenthetical read between levels: `(commencing with Section 11340)`. */
const MAX_PARENTHETICAL = 60;

/** LABELS by first character: a word is matched against the few labels that start like it. */
const LABELS_BY_FIRST: ReadonlyArray<ReadonlyArray<readonly [string, DivisionLabel]>> = (() => {
  const table: Array<Array<readonly [string, DivisionLabel]>> = Array.from({ length: 128 }, () => []);
  for (const entry of LABELS) table[entry[0].charCodeAt(0)].push(entry);
  return table;
})();

/** The level named by the label matched last (labelEnd's second result; nothing is allocated per label). */
let matchedLabel: DivisionLabel = 'chapter';

/** 1 for each pair of first two characters a label starts with (`Ti`, `ch`, `ar`): one look rules out most words. */
const LABEL_STARTS: Uint8Array = (() => {
  const table = new Uint8Array(128 * 128);
  for (const [word] of LABELS) table[word.charCodeAt(0) * 128 + word.charCodeAt(1)] = 1;
  return table;
})();

/** End of the level label at `pos` (a word of its own), its level in matchedLabel; or -1. */
function labelEnd(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  const d = text.charCodeAt(pos + 1);
  // NaN past the end fails the comparisons.
  if (!(c < 128 && d < 128) || LABEL_STARTS[c * 128 + d] === 0 || alnumAt(text, pos - 1)) return -1;
  const labels = LABELS_BY_FIRST[c];
  for (let i = 0; i < labels.length; i++) {
    const word = labels[i][0];
    if (startsAt(text, pos, word) && (word.charCodeAt(word.length - 1) === 46 || !isLetter(text.charCodeAt(pos + word.length)))) {
      matchedLabel = labels[i][1];
      return pos + word.length;
    }
  }
  return -1;
}

/** A hyphen, en dash or em dash. */
function isDash(c: number): boolean {
  return c === 45 || c === 0x2013 || c === 0x2014;
}

/** The level whose label starts at `pos`, or null. */
function labelAt(text: string, pos: number): DivisionLabel | null {
  return labelEnd(text, pos) >= 0 ? matchedLabel : null;
}

/** Whether `pos` starts a level label (`Title`, `ch.`, `article`). */
export function divisionLabelAt(text: string, pos: number): boolean {
  return labelEnd(text, pos) >= 0;
}

const GOES_ON_WORDS = ['of', 'and', 'or', 'to', 'through', 'et'];

/**
 * Whether an article or division number at `digit` (after its label at `labelStart`) can be part of a
 * citation: it goes on to `of`, a list, a range, a parenthetical or a code's name (`article 2315 of`,
 * `articles 1, 2`, `Article 4 NMSA 1978`), or a code's name stands before its label (`CPLR article 78`,
 * `Tennessee Code Annotated, Title 29`; `noNameRightBefore`: the caller has looked for the first). Most such numbers of prose do neither (`Article 1 says`); one
 * look rules them out before the article and division parsers read them.
 */
export function levelMayBeCited(text: string, labelStart: number, digit: number, floor: number, noNameRightBefore = false): boolean {
  let e = digit;
  while (e < digit + 16) {
    const c = text.charCodeAt(e);
    if (isAlnum(c) || ((c === 46 || c === 45) && isAlnum(text.charCodeAt(e + 1)))) e++;
    else break;
  }
  const q = skipGap(text, e);
  const c = text.charCodeAt(q);
  if (c === 44 || c === 45 || c === 0x2013 || c === 0x2014 || c === 38 || c === 40) return true;
  if (q > e) {
    if (isUpper(c)) {
      if (labelEnd(text, q) < 0) return true;
      // `Title 14 Chapter 709 of the Maine Revised Statutes`: a title's chapter run on without a comma.
      if (matchedLabel === 'chapter' && labelAt(text, labelStart) === 'title') return true;
    } else if (isLower(c)) {
      for (let i = 0; i < GOES_ON_WORDS.length; i++) if (wordAt(text, q, GOES_ON_WORDS[i])) return true;
    }
  }
  const p = skipGapBack(text, labelStart, floor);
  if (p === labelStart || p <= floor) return false;
  // Where the caller has looked right before the label, only a name before a comma is left to look for.
  if (noNameRightBefore && text.charCodeAt(p - 1) !== 44) return false;
  return nameBefore(text, labelStart, floor) !== null;
}

/** End of `(commencing with Section 810)` or `(§ 8.01-228 et seq.)` after `pos`, or `pos`. */
function skipParenthetical(text: string, pos: number): number {
  const q = skipGap(text, pos);
  if (text.charCodeAt(q) !== 40 /* ( */) return pos;
  const inner = skipGap(text, q + 1);
  if (!startsAt(text, inner, 'commencing with') && !matchSign(text, inner)) return pos;
  const close = closingParenthesis(text, inner, q + MAX_PARENTHETICAL - inner, false);
  return close < 0 ? pos : close + 1;
}

// The levels one parse has read, in the order written (the parser is never re-entered, and a parse
// that finds no code's name allocates nothing).
const LEVEL_LABELS: DivisionLabel[] = new Array<DivisionLabel>(MAX_LEVELS).fill('chapter');
const NUMBER_STARTS = new Int32Array(MAX_LEVELS);
const NUMBER_ENDS = new Int32Array(MAX_LEVELS);
/** 1 where the level is joined to the one written before it by `of` (`Chapter 11 of Title 9`), 0 for a comma. */
const JOINED_BY_OF = new Uint8Array(MAX_LEVELS);

/** The code's name after the levels, from `p` (after `, ` or `of the`), with an edition year: `R.R.S. 1943`, `of 1950`. */
function nameAfter(text: string, p: number): { name: NameMatch; end: number } | null {
  // Every state code's name starts with a capital: one look rules out the words of prose.
  if (!isUpper(text.charCodeAt(p))) return null;
  const name = lookupNameStartingAt(text, p);
  if (!name) return null;
  let end = name.end;
  const y = skipGap(text, end);
  if (y > end && yearAt(text, y)) end = y + 4;
  else if (y > end && wordAt(text, y, 'of')) {
    const z = skipGap(text, y + 2);
    if (z > y + 2 && yearAt(text, z)) end = z + 4;
  }
  return { name, end };
}

/** The code named right before the first level (`Tennessee Code Annotated, Title 29`), or null. */
function nameBefore(text: string, start: number, floor: number): NameMatch | null {
  let p = skipGapBack(text, start, floor);
  if (p > floor && text.charCodeAt(p - 1) === 44) p = skipGapBack(text, p - 1, floor);
  if (p === start || p <= floor) return null;
  return lookupNameEndingAt(text, p, floor);
}

/**
 * `Virginia Code Title 55.1, Chapter 12, Section 55.1-1226`: the section after the levels that hold it, read as the
 * citation of the section where its number starts with the title's (or the first level's) number, as a code numbered
 * by section writes it; or, in a code numbered within titles, with the title the path names. Else null.
 */
export function sectionAfterPath(text: string, anchor: number, start: number, pathEnd: number, code: CodeDef, steps: readonly DivisionStep[], name: NameMatch): Group | null {
  let p = skipGap(text, pathEnd);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  const sign = matchSign(text, p) ?? matchSectionWord(text, p);
  if (!sign) return null;
  const items = parseSectionList(text, skipGap(text, sign.end), GRAMMARS[code.grammar], sign.plural);
  if (!items || !sectionsFit(code, items)) return null;
  // (`Title 10, Chapter 151, Section 2 of this Agreement`: some other text's section.)
  if (wordAt(text, skipGap(text, items[items.length - 1].end), 'of')) return null;
  let title: string | null = null;
  const join = code.titleJoin;
  if (join && steps.length === 1 && steps[0].label === 'title' && items.every((item) => !item.section.includes(join))) {
    // `Arizona Revised Statute Title 13, Section 1203`: a code that numbers a section with its title (13-1203).
    joinTitle(items, steps[0].number, join);
  } else if (code.layout === 'section') {
    // (Its title's number or, in a code numbered by chapter, its chapter's: `Title 5, ..., Chapter 153, Section 153.134`.)
    const within = (section: string): boolean => steps.some(({ number }) => section.length > number.length + 1 && section.startsWith(number) && '-.:'.includes(section[number.length]));
    if (!items.every((item) => within(item.section))) return null;
  } else if (numberedByTitle(code) && steps[0].label === 'title' && titleExists(code, steps[0].number)) {
    title = steps[0].number;
  } else {
    return null;
  }
  items[0].start = start;
  const g = makeGroup(anchor, 'full', code, title, start, items);
  if (name.form.alternatives) g.alternatives = name.form.alternatives;
  return g;
}

/**
 * A division's heading before a section's sign or word: its words in capitals (and `and`, `of`, `the`, `for`, `in`,
 * `on`, `or`, `to`), no number, after the division's number and perhaps a period, colon or dash, and perhaps a dash after.
 */
const CAPITALISED_HEADING_WORD = String.raw`(?!See\b|Cf\b)[A-Z][A-Za-z'’]*(?:-[A-Za-z]+)?`;
const HEADING_WORD = String.raw`(?:${CAPITALISED_HEADING_WORD}|and|of|the|for|in|on|or|to|&)`;
const HEADING_BEFORE_SECTION = new RegExp(String.raw`[.:]?[ \t]+(?:[-–—][ \t]+)?${CAPITALISED_HEADING_WORD}(?:,?[ \t]+${HEADING_WORD}){0,15}[ \t]+(?:[-–—][ \t]+)?(?=§|Section\b|Sec\.)`, 'y');

/** Oklahoma's titles whose sections carry a hyphen (`2 O.S. § 2-4`, `47 O.S. § 11-902`, `63 O.S. § 1-101`). */
const OKLAHOMA_HYPHENATED_TITLES: ReadonlySet<string> = new Set(['2', '10A', '27A', '43A', '47', '63', '70']);

/** `, §` or ` §` right after the division: the citation goes on to a section. */
function followedBySection(text: string, pos: number): boolean {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  return matchSign(text, p) !== null || matchSectionWord(text, p) !== null;
}

/** The `count` levels read, as the code nests them, outermost first; null when the code has no such division. */
function orderLevels(text: string, code: CodeDef, count: number, nameFirst: boolean): DivisionStep[] | null {
  const scheme = code.divisions;
  if (!scheme) return null;
  const levels = scheme.levels;
  for (let i = 0; i < count; i++) {
    if (!levels.includes(LEVEL_LABELS[i])) return null;
    for (let j = 0; j < i; j++) if (LEVEL_LABELS[j] === LEVEL_LABELS[i]) return null;
  }
  let outward: boolean;
  if (scheme.nested) {
    // Only `of` says how the levels of such a code nest: `Chapter 3.5 of Part 1 of Division 3`; and the
    // outermost level named (written last) must be one a code can start with (a title, a division or a part).
    // Its canonical form, with the name first, lists the levels outermost first, joined by commas
    // (`Cal. Gov't Code tit. 1, div. 3.6`), and starts with such a level.
    for (let i = 1; i < count; i++) if (JOINED_BY_OF[i] !== (nameFirst ? 0 : 1)) return null;
    if (levels.indexOf(LEVEL_LABELS[nameFirst ? 0 : count - 1]) > 2) return null;
    outward = !nameFirst;
  } else {
    // Written outermost first (`Title 9, Chapter 11`) or innermost first (`Chapter 11 of Title 9`,
    // `chapter 16, title 6`), never mixed; `of` always leads outward.
    outward = count > 1 && levels.indexOf(LEVEL_LABELS[1]) < levels.indexOf(LEVEL_LABELS[0]);
    for (let i = 1; i < count; i++) {
      if (levels.indexOf(LEVEL_LABELS[i]) < levels.indexOf(LEVEL_LABELS[i - 1]) !== outward) return null;
      if (JOINED_BY_OF[i] && !outward) return null;
    }
    // From the code's top level down, none skipped: `Chapter 11 of the O.C.G.A.` names no title.
    for (let i = 0; i < count; i++) if (LEVEL_LABELS[outward ? count - 1 - i : i] !== levels[i]) return null;
  }
  const steps: DivisionStep[] = [];
  for (let k = 0; k < count; k++) {
    const i = outward ? count - 1 - k : k;
    steps.push({ label: LEVEL_LABELS[i], number: text.slice(NUMBER_STARTS[i], NUMBER_ENDS[i]) });
  }
  return steps;
}

/** LABELS by last character, for reading a label back from its end. */
const LABELS_BY_LAST: ReadonlyArray<readonly string[]> = (() => {
  const table: string[][] = Array.from({ length: 128 }, () => []);
  for (const [word] of LABELS) table[word.charCodeAt(word.length - 1)].push(word);
  return table;
})();

/** Whether a level label ends at `end` (`Title` of `Title 9`), as a word of its own. */
function labelEndingAt(text: string, end: number, floor: number): boolean {
  const c = text.charCodeAt(end - 1);
  if (!(c < 128)) return false;
  const words = LABELS_BY_LAST[c];
  for (let i = 0; i < words.length; i++) {
    const s = end - words[i].length;
    if (s >= floor && startsAt(text, s, words[i]) && !alnumAt(text, s - 1)) return true;
  }
  return false;
}

/**
 * Where the text before the `,` or `of` that joins the level at `anchor` to what precedes it ends
 * (`Title 9` in `Chapter 11 of Title 9`: the end of `11`), or -1 where no such join stands before it.
 */
function joinedFrom(text: string, anchor: number, floor: number): number {
  const p = skipGapBack(text, anchor, floor);
  if (p > floor && text.charCodeAt(p - 1) === 44) return skipGapBack(text, p - 1, floor);
  if (p < anchor && p - 2 > floor && startsAt(text, p - 2, 'of') && !alnumAt(text, p - 3)) return skipGapBack(text, p - 2, floor);
  return -1;
}

/**
 * Whether the level joined at `joined` (joinedFrom) continues a level written before it (`, Chapter 11`
 * after `Title 9`, `of Title 9` after `Chapter 11 (commencing with Section 5)`): the citation starts at
 * that earlier level, whose parse read this one too. A chain of levels is read once, from its first.
 */
function continuesLevels(text: string, joined: number, floor: number): boolean {
  if (joined < 0) return false;
  let p = joined;
  if (p > floor && text.charCodeAt(p - 1) === 41 /* ) */) {
    let open = p - 2;
    while (open > floor && p - open < MAX_PARENTHETICAL && text.charCodeAt(open) !== 40) open--;
    if (text.charCodeAt(open) !== 40) return false;
    p = skipGapBack(text, open, floor);
  }
  let s = p;
  while (s > floor && p - s < 16 && (isAlnum(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 46 || text.charCodeAt(s - 1) === 45)) s--;
  if (s === p || !isDigit(text.charCodeAt(s))) return false;
  const q = skipGapBack(text, s, floor);
  return q < s && labelEndingAt(text, q, floor);
}

/**
 * Whether the level joined at `joined` (joinedFrom) stands right after a number and `,` or `of` (`Title 9`
 * in `Chapter 11 of Title 9`, `title 1` in `section 1, title 1`): it continues a chain of levels read from
 * its first, or follows a section, and starts no citation. An edition year is no such number (`Code of
 * Alabama 1975, Title 6, Chapter 5`). One look back, before the level is read: a chain is read once, from its first level.
 */
function afterNumber(text: string, joined: number, floor: number): boolean {
  const p = joined;
  if (p <= floor || !isDigit(text.charCodeAt(p - 1))) return false;
  const year = p - 4 >= floor && isDigit(text.charCodeAt(p - 2)) && isDigit(text.charCodeAt(p - 3)) && !alnumAt(text, p - 5) && yearAt(text, p - 4);
  return !year;
}

/**
 * Anchor: a level's label before its number (`Chapter 11`, `Title 9`, `tit. 8.01`, `article 78`),
 * at `anchor`. Reads the levels after it and the code's name after them or right before them.
 * `chainOnly`: only a citation of two levels or more is read (at a chapter label, whose one-level
 * citations parseAtChapter reads).
 */
export function parseDivisionPath(
  text: string, anchor: number, floor: number, chainOnly = false, knownBefore?: NameMatch | null,
): Group | null {
  let count = 0;
  let joinedByOf = 0;
  let end = anchor;
  let tail: { name: NameMatch; end: number } | null = null;
  let tailOf = false;
  const joined = joinedFrom(text, anchor, floor);
  if (afterNumber(text, joined, floor)) return null;
  let le = labelEnd(text, anchor);
  if (le < 0) return null;
  // Whether the anchor's level was found to start its chain (asked once, and only when it matters:
  // before a second level is read, so a long chain is read once, or before a citation is made;
  // at once after a parenthetical and `of` or `,`, where a chain of levels goes on more often than not).
  let starts = false;
  if (joined > floor && text.charCodeAt(joined - 1) === 41 /* ) */) {
    if (continuesLevels(text, joined, floor)) return null;
    starts = true;
  }
  for (;;) {
    if (le < 0) break;
    const n = skipGap(text, le);
    const numberEnd = levelNumberEnd(text, n);
    if (numberEnd < 0) break;
    // `Title\n\n2022 Utah Code`: a heading, then the year of an edition; no code has a title 2022.
    if (matchedLabel === 'title' && yearAt(text, n)) break;
    LEVEL_LABELS[count] = matchedLabel;
    NUMBER_STARTS[count] = n;
    NUMBER_ENDS[count] = numberEnd;
    JOINED_BY_OF[count] = joinedByOf;
    count++;
    end = numberEnd;
    const afterParen = skipParenthetical(text, numberEnd);
    const q = skipGap(text, afterParen);
    let r: number;
    if (text.charCodeAt(q) === 44) {
      r = skipGap(text, q + 1);
      joinedByOf = 0;
    } else if (q > afterParen && wordAt(text, q, 'of')) {
      r = skipGap(text, q + 2);
      joinedByOf = 1;
    } else if (isDash(text.charCodeAt(q)) && (labelEnd(text, skipGap(text, q + 1)) >= 0 && matchedLabel !== LEVEL_LABELS[0])) {
      // `SC Code of Laws Title 63 - Chapter 3`: levels joined by a dash, as a site's breadcrumb writes them (down from the
      // first: `Title 1 - Chapter 2 - Title 3` lists two).
      r = skipGap(text, q + 1);
      joinedByOf = 0;
    } else if (q > afterParen && count === 1 && LEVEL_LABELS[0] === 'title' && (le = labelEnd(text, q)) >= 0 && matchedLabel === 'chapter') {
      // `Utah Code Title 57 Chapter 22`: a title and its chapter run on without a comma, as a site's heading writes them.
      joinedByOf = 0;
      if (!starts) {
        if (continuesLevels(text, joined, floor)) return null;
        starts = true;
      }
      continue;
    } else {
      if (chainOnly && count < 2) return null;
      // `Chapter 41, Article 4 NMSA 1978`, `chapter 19.86 RCW`: the name right after the number
      // (never a level's label: `Part 1 Part 2` names no code).
      if (q > numberEnd && labelEnd(text, q) < 0) tail = nameAfter(text, q);
      break;
    }
    if (r === q || !isLetter(text.charCodeAt(r))) break;
    le = labelEnd(text, r);
    if (le >= 0) {
      // More levels than any code nests: a list of divisions, or no citation.
      if (count === MAX_LEVELS) return null;
      if (!starts) {
        if (continuesLevels(text, joined, floor)) return null;
        starts = true;
      }
      continue;
    }
    if (chainOnly && count < 2) return null;
    if (joinedByOf && wordAt(text, r, 'the')) r = skipGap(text, r + 3);
    tail = nameAfter(text, r);
    tailOf = joinedByOf === 1;
    break;
  }
  if (count === 0 || (chainOnly && count < 2)) return null;
  if (!tail && isDigit(text.charCodeAt(skipGap(text, end)))) return null;
  const before = tail ? null : knownBefore !== undefined ? knownBefore : nameBefore(text, anchor, floor);
  const name = tail ? tail.name : before;
  if (!name || name.form.code.corpus !== 'STATE') return null;
  // `Me. Rev. Stat. tit. 22, 4055(1)`: a number after a title's comma may be its section, written without a sign (read from the name).
  if (!tail && count === 1 && name.form.code.layout === 'titleAfter' && text.charCodeAt(end) === 44 && isDigit(text.charCodeAt(skipGap(text, end + 1)))) {
    const section = parseFromName(text, floor, name.start, name);
    if (section) return section;
  }
  if (!starts && continuesLevels(text, joined, floor)) return null;
  const code = name.form.code;
  // Such a code's levels are read as its statutes write them, the name after them (`of the Government Code`),
  // or in the canonical form, after the code's full name (`Cal. Gov't Code tit. 1, div. 3.6`).
  if (code.divisions?.nested && (tail ? !tailOf : name.form.unprefixed)) return null;
  const steps = orderLevels(text, code, count, !tail);
  if (!steps) return null;
  // A subject code named without its state (`the Labor Code`) is California's only where a division or a
  // part is named: Texas's codes of the same names have titles and chapters too (`Chapter 21 of the Labor Code`).
  if (code.divisions?.nested && name.form.unprefixed && !steps.some((s) => s.label === 'division' || s.label === 'part')) return null;
  const spanEnd = tail ? tail.end : end;
  const start = before ? before.start : anchor;
  // (A name after the levels starts the section's own citation: `Chapter 11 of Title 9 of the O.C.G.A. § 9-11-12`.)
  if (followedBySection(text, spanEnd)) return tail ? null : sectionAfterPath(text, anchor, start, spanEnd, code, steps, name);
  if (!tail) {
    // `Tennessee Code Title 4. State Government § 4-56-103`, `Ga. Code Title 51 Torts Section 51-4-2`: a law site's heading
    // names the title before the section (read as the section's citation only where sectionAfterPath finds the section in it).
    // (In a code numbered within titles, whose sections' numbers never hold the title's, only before the sign: not a
    // contract's `Delaware Code Title 6. Commerce and Trade Section 5 shall survive`.)
    HEADING_BEFORE_SECTION.lastIndex = spanEnd;
    if (HEADING_BEFORE_SECTION.test(text) && (code.layout === 'section' || text.charCodeAt(HEADING_BEFORE_SECTION.lastIndex) === 0xa7)) {
      const section = sectionAfterPath(text, anchor, start, HEADING_BEFORE_SECTION.lastIndex, code, steps, name);
      // (`Oklahoma Statutes Title 25. Definitions and General Provisions §25-1301`: such a site writes the title in every
      // section's number too, where a code numbers its sections within titles: title 2's `2-4` is `§2-2-4` there, so a
      // title whose sections carry a hyphen keeps one after the title's is taken off.)
      const written = `${section?.title}-`;
      const rest = (s: string): string => s.slice(written.length);
      const hyphenated = section !== null && OKLAHOMA_HYPHENATED_TITLES.has(section.title ?? '');
      if (section && code.titleInSection && section.items.every((item) => item.section.startsWith(written) && /^\d/.test(rest(item.section)) && (!hyphenated || rest(item.section).includes('-')))) {
        for (const item of section.items) item.section = item.section.slice(written.length);
      }
      if (section) return section;
    }
  }
  const last = steps[steps.length - 1];
  const title = steps.length > 1 || last.label === 'title' ? steps[0].number : null;
  const g = makeGroup(anchor, 'division', code, title, start, [{ start, end: spanEnd, section: last.number, pinpoint: null }]);
  g.path = steps;
  if (name.form.alternatives) g.alternatives = name.form.alternatives;
  return g;
}
/**
 * Whether a chapter number cited alone (`Utah Code ch. 7`, `D.C. Code ch. 22-4`) names a division of
 * the code: always where the code's chapters are its top level or the code has no scheme; where they
 * are numbered within titles, only a number that carries its title (`22-4`, `15-6`).
 */
export function loneChapterNamesDivision(code: CodeDef, chapter: string): boolean {
  const scheme = code.divisions;
  if (!scheme || scheme.levels[0] === 'chapter') return true;
  if (scheme.nested) return false;
  return chapter.includes('-') || chapter.includes('.') || chapter.includes(':');
}

/** A state code whose chapters are numbered through it whatever its titles (no title in its scheme), and `chapter` one of them. */
export function chapterNumberedThrough(code: CodeDef, chapter: string): boolean {
  const titled = numberedByTitle(code) || code.divisions?.levels.includes('title') === true;
  return code.corpus === 'STATE' && !titled && loneChapterNamesDivision(code, chapter);
}

/**
 * The canonical citation of a division read level by level: the code's Bluebook name and each level,
 * outermost first (`Ga. Code Ann. tit. 9, ch. 11`, `N.M. Stat. Ann. ch. 41, art. 4`, `N.Y. C.P.L.R. art. 78`);
 * an Illinois act as the act is cited (`815 Ill. Comp. Stat. 505`, `735 Ill. Comp. Stat. 5/art. II`).
 */
export function formatDivisionPath(code: CodeDef, path: readonly DivisionStep[]): string {
  if (code.layout === 'chapterAct') {
    const [chapter, act, article] = path;
    return `${chapter.number} ${code.name} ${act.number}${article ? `/art. ${article.number}` : ''}`;
  }
  return `${code.name} ${path.map((s) => `${ABBREVIATIONS[s.label]} ${s.number}`).join(', ')}`;
}
