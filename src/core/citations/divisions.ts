/**
 * A division of a state code cited level by level, as statutes and briefs write it:
 * `Chapter 11 of Title 9 of the O.C.G.A.`, `chapter 16, title 6, Idaho Code`, `Title 39, chapter 71, MCA`,
 * `Chapter 41, Article 4 NMSA 1978`, `CPLR article 78`, `Va. Code tit. 8.01, ch. 3`,
 * `Division 3.6 (commencing with Section 810) of Title 1 of the Government Code`.
 * The code is named after the levels or right before them; every level must be one the code has,
 * from its top level down (see DivisionScheme), so `chapter 7 of this book`, `Title VII` and
 * `Chapter 11 of the Bankruptcy Code` are none. No section number is ever made up.
 */
import type { CodeDef } from './codes';
import { lookupNameEndingAt, lookupNameStartingAt, type NameMatch } from './names';
import { makeGroup, type Group } from './raw';
import { matchEnd } from './sections';
import { alnumAt, isDigit, isLetter, matchSectionWord, matchSign, skipGap, skipGapBack, startsAt, wordAt } from './text';
import type { DivisionLabel, DivisionStep } from './types';

/** The words that name a level, as written (`Title`, `tit.`), and the level. */
const LABELS: ReadonlyArray<readonly [string, DivisionLabel]> = [
  ['Title', 'title'], ['title', 'title'], ['TITLE', 'title'], ['tit.', 'title'], ['Tit.', 'title'],
  ['Subtitle', 'subtitle'], ['subtitle', 'subtitle'], ['subtit.', 'subtitle'],
  ['Division', 'division'], ['division', 'division'], ['div.', 'division'], ['Div.', 'division'],
  ['Part', 'part'], ['part', 'part'], ['PART', 'part'], ['pt.', 'part'], ['Pt.', 'part'],
  ['Chapter', 'chapter'], ['chapter', 'chapter'], ['CHAPTER', 'chapter'], ['ch.', 'chapter'], ['Ch.', 'chapter'], ['chap.', 'chapter'],
  ['Subchapter', 'subchapter'], ['subchapter', 'subchapter'], ['subch.', 'subchapter'], ['Subch.', 'subchapter'],
  ['Article', 'article'], ['article', 'article'], ['ARTICLE', 'article'], ['art.', 'article'], ['Art.', 'article'],
];

/** How the canonical form abbreviates each level (the Bluebook's abbreviations for subdivisions). */
const ABBREVIATIONS: Readonly<Record<DivisionLabel, string>> = {
  title: 'tit.', subtitle: 'subtit.', division: 'div.', part: 'pt.', chapter: 'ch.', subchapter: 'subch.', article: 'art.', act: 'act',
};

// A level's number: 9, 63G, 8.01, 3.5, 2A, 358-A, 15-6.
const DIVISION_NUMBER = /\d{1,4}(?:[A-Z]{1,3}|[a-z])?(?:[.-][0-9A-Z]{1,4}){0,2}(?![0-9A-Za-z]|[.-][0-9A-Za-z])/y;
const EDITION_YEAR = /(?:1[89]|20)\d\d(?![0-9A-Za-z])/y;
/** Most levels one citation names (California's `Chapter 3.5 of Part 1 of Division 3 of Title 2`). */
const MAX_LEVELS = 5;
/** Longest parenthetical read between levels: `(commencing with Section 11340)`. */
const MAX_PARENTHETICAL = 60;

/** The level label at `pos` (a word of its own), or null. */
function labelAt(text: string, pos: number): { label: DivisionLabel; end: number } | null {
  const c = text.charCodeAt(pos);
  // Every label starts with one of these letters: one look rules out most words.
  if (c !== 84 && c !== 116 && c !== 83 && c !== 115 && c !== 68 && c !== 100 && c !== 80 && c !== 112 && c !== 67 && c !== 99 && c !== 65 && c !== 97) return null;
  if (alnumAt(text, pos - 1)) return null;
  for (const [word, label] of LABELS) {
    if (startsAt(text, pos, word) && (word.endsWith('.') || !isLetter(text.charCodeAt(pos + word.length)))) return { label, end: pos + word.length };
  }
  return null;
}

/** Whether `pos` starts a level label (`Title`, `ch.`, `article`). */
export function divisionLabelAt(text: string, pos: number): boolean {
  return labelAt(text, pos) !== null;
}

/** End of `(commencing with Section 810)` or `(§ 8.01-228 et seq.)` after `pos`, or `pos`. */
function skipParenthetical(text: string, pos: number): number {
  const q = skipGap(text, pos);
  if (text.charCodeAt(q) !== 40 /* ( */) return pos;
  const inner = skipGap(text, q + 1);
  if (!startsAt(text, inner, 'commencing with') && !matchSign(text, inner)) return pos;
  for (let i = inner; i < Math.min(text.length, q + MAX_PARENTHETICAL); i++) {
    const c = text.charCodeAt(i);
    if (c === 41 /* ) */) return i + 1;
    if (c === 40 || c === 10) return pos;
  }
  return pos;
}

type Separator = ',' | 'of';

interface Written {
  step: DivisionStep;
  /** How it is joined to the level written before it (none for the first). */
  joined: Separator | null;
}

/** The code's name after the levels, from `p` (after `, ` or `of the`), with an edition year: `R.R.S. 1943`, `of 1950`. */
function nameAfter(text: string, p: number): { name: NameMatch; end: number } | null {
  const name = lookupNameStartingAt(text, p);
  if (!name) return null;
  let end = name.end;
  const y = skipGap(text, end);
  if (y > end && matchEnd(EDITION_YEAR, text, y) > 0) end = y + 4;
  else if (y > end && wordAt(text, y, 'of')) {
    const z = skipGap(text, y + 2);
    if (z > y + 2 && matchEnd(EDITION_YEAR, text, z) > 0) end = z + 4;
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

/** `, §` or ` §` right after the division: the citation goes on to a section. */
function followedBySection(text: string, pos: number): boolean {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  return matchSign(text, p) !== null || matchSectionWord(text, p) !== null;
}

/** The levels as the code nests them, outermost first, or null when the code has no such division. */
function orderLevels(code: CodeDef, written: readonly Written[]): DivisionStep[] | null {
  const scheme = code.divisions;
  if (!scheme) return null;
  const labels = new Set(written.map((w) => w.step.label));
  if (labels.size !== written.length) return null;
  if (scheme.nested) {
    // Only `of` says how the levels of such a code nest: `Chapter 3.5 of Part 1 of Division 3`.
    if (written.some((w, i) => i > 0 && w.joined !== 'of')) return null;
    if (written.some((w) => !scheme.levels.includes(w.step.label))) return null;
    const steps = written.map((w) => w.step).reverse();
    // The outermost level named must be one a code can start with (a title, a division or a part).
    return scheme.levels.indexOf(steps[0].label) <= 2 ? steps : null;
  }
  const rank = written.map((w) => scheme.levels.indexOf(w.step.label));
  if (rank.some((r) => r < 0)) return null;
  // Written outermost first (`Title 9, Chapter 11`) or innermost first (`Chapter 11 of Title 9`,
  // `chapter 16, title 6`), never mixed; `of` always leads outward.
  const outward = written.length > 1 && rank[1] < rank[0];
  for (let i = 1; i < written.length; i++) {
    if (rank[i] < rank[i - 1] !== outward) return null;
    if (written[i].joined === 'of' && !outward) return null;
  }
  const steps = written.map((w) => w.step);
  if (outward) steps.reverse();
  // From the code's top level down, none skipped: `Chapter 11 of the O.C.G.A.` names no title.
  for (let i = 0; i < steps.length; i++) if (steps[i].label !== scheme.levels[i]) return null;
  return steps;
}

/**
 * Anchor: a level's label before its number (`Chapter 11`, `Title 9`, `tit. 8.01`, `article 78`),
 * at `anchor`. Reads the levels after it and the code's name after them or right before them.
 */
export function parseDivisionPath(text: string, anchor: number, floor: number): Group | null {
  const written: Written[] = [];
  let p = anchor;
  let joined: Separator | null = null;
  let end = anchor;
  let tail: { name: NameMatch; end: number } | null = null;
  for (;;) {
    const label = labelAt(text, p);
    if (!label) break;
    const n = skipGap(text, label.end);
    const numberEnd = matchEnd(DIVISION_NUMBER, text, n);
    if (numberEnd < 0) break;
    written.push({ step: { label: label.label, number: text.slice(n, numberEnd) }, joined });
    end = numberEnd;
    if (written.length === MAX_LEVELS) break;
    const afterParen = skipParenthetical(text, numberEnd);
    const q = skipGap(text, afterParen);
    let r: number;
    if (text.charCodeAt(q) === 44) {
      r = skipGap(text, q + 1);
      joined = ',';
    } else if (q > afterParen && wordAt(text, q, 'of')) {
      r = skipGap(text, q + 2);
      joined = 'of';
    } else {
      // `Chapter 41, Article 4 NMSA 1978`, `chapter 19.86 RCW`: the name right after the number.
      if (q > numberEnd) tail = nameAfter(text, q);
      break;
    }
    if (r === q || !isLetter(text.charCodeAt(r))) break;
    if (labelAt(text, r)) {
      p = r;
      continue;
    }
    if (joined === 'of' && wordAt(text, r, 'the')) r = skipGap(text, r + 3);
    tail = nameAfter(text, r);
    break;
  }
  if (written.length === 0) return null;
  if (!tail && isDigit(text.charCodeAt(skipGap(text, end)))) return null;
  const before = tail ? null : nameBefore(text, anchor, floor);
  const name = tail ? tail.name : before;
  if (!name || name.form.code.corpus !== 'STATE') return null;
  const code = name.form.code;
  // Such a code's levels are read only as its statutes write them, the name after them (`of the Government Code`).
  if (code.divisions?.nested && !tail) return null;
  const steps = orderLevels(code, written);
  if (!steps) return null;
  const spanEnd = tail ? tail.end : end;
  if (followedBySection(text, spanEnd)) return null;
  const start = before ? before.start : anchor;
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
