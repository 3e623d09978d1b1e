/**
 * The single linear pass. One global regex finds cheap anchors (a section sign, `U.S.C`,
 * `C.F.R`, `Stat`, `Pub. L.`, `section 5`, `art. 5`, an all-caps abbreviation before a
 * number); at each anchor a hand-written parser looks at most MAX_LOOKBEHIND characters
 * back and a bounded distance forward. Anchors inside a citation already found are skipped,
 * so every character is looked at a bounded number of times.
 */
import { cfrName, matchCfrMarker, matchUscMarker, parseFromName, uscName } from './codeCitations';
import { lookupNameEndingAt } from './names';
import { groupEnd, type Group } from './raw';
import { parsePublicLaw, parseStatutesAtLarge } from './sessionLaws';
import { parseAtArticle, parseAtChapter, parseAtSectionSign, parseAtSectionWord } from './signLed';
import { isDigit, isLetter, isUpper, matchSign, signLength, skipGap, skipGapBack } from './text';

/** No parse reads further back than this from its anchor (the incremental index relies on it). */
export const MAX_LOOKBEHIND = 256;
/**
 * A parse that finds nothing reads at most this far past its anchor; one that succeeds, this
 * far past its end. (Each gap is at most MAX_GAP long and a parse crosses a bounded number of
 * them; the worst case is under 2,000 characters.)
 */
export const MAX_LOOKAHEAD = 4096;

// The dispatcher looks at the characters at the anchor to choose a parser. (Lookbehinds
// here would cost V8 its fast first-character scan, so runs of signs are skipped in code.)
const ANCHOR = new RegExp(
  [
    String.raw`§|\\S(?![A-Za-z])|\\textsection|&(?:sect|#167|#x[aA]7);`,
    String.raw`U\.? ?S\.? ?C|u\.? ?s\.? ?c`,
    String.raw`C\.? ?F\.? ?R|c\.? ?f\.? ?r`,
    String.raw`Stat(?:\b|utes?\s{1,3}\d|s\.)`,
    String.raw`Pub\b|P\. ?L\.|Public Law|PL\s\d`,
    String.raw`(?:[Ss]ections?|SECTIONS?)\s{1,3}\d|[Ss]ecs?\.\s{0,3}\d`,
    String.raw`[Aa]rts?\.\s{0,3}\d`,
    String.raw`Ann\.\s{1,3}\d`,
    // Chapter-level citations: `c. 93A`, `ch. 151B`, `chapter 19.86` (anchored past their first letter).
    String.raw`hapter\s{1,3}\d|[ch]\.\s{0,3}\d`,
    String.raw`\b[A-Z]\.? ?[A-Z](?:\.? ?[A-Z]){0,4}\.?\s{0,3}\d`,
    String.raw`RSMo\s{0,3}\d`,
  ].join('|'),
  'g',
);

function parseAtStat(text: string, anchor: number, floor: number): Group | null {
  if (isLetter(text.charCodeAt(anchor + 4))) {
    // `Florida Statute 768.72`, `§ 893.80, Stats.`: a name ending in a word that starts with `Stat`.
    let e = anchor + 4;
    while (e < text.length && e - anchor < 9 && isLetter(text.charCodeAt(e))) e++;
    if (text.charCodeAt(e) === 46) e++;
    const name = lookupNameEndingAt(text, e, floor);
    return name ? parseFromName(text, floor, anchor, name) : null;
  }
  const end = text.charCodeAt(anchor + 4) === 46 ? anchor + 5 : anchor + 4;
  const name = lookupNameEndingAt(text, end, floor);
  return (name && parseFromName(text, floor, anchor, name)) ?? parseStatutesAtLarge(text, anchor, floor);
}

function parseAtAbbreviation(text: string, anchor: number, floor: number): Group | null {
  let e = anchor;
  // Initials, dotted or spaced (`N. J. S. A.`): a space counts only between a period and a capital.
  while (e < text.length && e - anchor < 20) {
    const c = text.charCodeAt(e);
    if (isUpper(c) || c === 46) e++;
    else if (c === 32 && text.charCodeAt(e - 1) === 46 && isUpper(text.charCodeAt(e + 1))) e++;
    else break;
  }
  // Missouri's `RSMo`: the one local abbreviation that ends in a lower-case letter.
  if (text.charCodeAt(e) === 111 /* o */ && e - anchor >= 3 && text.startsWith('RSMo', e - 3)) e++;
  const name = lookupNameEndingAt(text, e, floor);
  return name ? parseFromName(text, floor, anchor, name) : null;
}

/** Anchor: `Ann.` before a number, after a code name (`735 ILCS Ann. 5/13-202`). */
function parseAtAnnotated(text: string, anchor: number, floor: number): Group | null {
  const name = lookupNameEndingAt(text, skipGapBack(text, anchor, floor), floor);
  return name ? parseFromName(text, floor, name.start, name) : null;
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

/** A U.S.C. or C.F.R. marker needs its title just before it (`42 U.S.C.`, `Title 42, U.S.C.`). */
function titleMayPrecede(text: string, marker: number, floor: number): boolean {
  const p = skipGapBack(text, marker, floor);
  const c = text.charCodeAt(p - 1);
  return p > floor && (isDigit(c) || c === 44 /* , */);
}

function isSignStart(c: number): boolean {
  return c === 0xa7 || c === 92 || c === 38;
}

/** Chooses the parser for the anchor at `anchor` from the characters there. */
function dispatch(text: string, anchor: number, floor: number): Group | null {
  const c = text.charCodeAt(anchor);
  switch (c) {
    case 0xa7: case 92 /* \\ */: case 38 /* & */:
      return digitFollowsSign(text, anchor) ? parseAtSectionSign(text, anchor, floor) : null;
    case 85 /* U */: {
      const end = matchUscMarker(text, anchor);
      if (end < 0) return parseAtAbbreviation(text, anchor, floor);
      return titleMayPrecede(text, anchor, floor) ? parseFromName(text, floor, anchor, uscName(anchor, end)) : null;
    }
    case 67 /* C */: {
      const end = matchCfrMarker(text, anchor);
      if (end < 0) return parseAtAbbreviation(text, anchor, floor);
      return titleMayPrecede(text, anchor, floor) ? parseFromName(text, floor, anchor, cfrName(anchor, end)) : null;
    }
    case 115 /* s */:
      return parseAtSectionWord(text, anchor, floor);
    case 97 /* a */:
      return parseAtArticle(text, anchor, floor);
    case 117 /* u */: {
      const end = matchUscMarker(text, anchor);
      return end >= 0 && titleMayPrecede(text, anchor, floor) ? parseFromName(text, floor, anchor, uscName(anchor, end)) : null;
    }
    case 99 /* c */: {
      const end = matchCfrMarker(text, anchor);
      if (end >= 0) return titleMayPrecede(text, anchor, floor) ? parseFromName(text, floor, anchor, cfrName(anchor, end)) : null;
      return parseAtChapter(text, anchor, floor);
    }
    case 104 /* h */:
      return anchor > floor && (text.charCodeAt(anchor - 1) === 99 || text.charCodeAt(anchor - 1) === 67) ? parseAtChapter(text, anchor - 1, floor) : null;
    default:
      break;
  }
  if (c === 83 /* S */) {
    if (text.startsWith('Stat', anchor)) return parseAtStat(text, anchor, floor);
    if (text.startsWith('Sec', anchor) || text.startsWith('SECTION', anchor)) return parseAtSectionWord(text, anchor, floor);
  } else if (c === 80 /* P */) {
    if (text.startsWith('Pub', anchor) || text.startsWith('P.', anchor) || text.startsWith('PL', anchor)) {
      const g = parsePublicLaw(text, anchor);
      if (g || text.startsWith('Pub', anchor)) return g;
    }
  } else if (c === 65 /* A */ && (text.startsWith('Art.', anchor) || text.startsWith('Arts.', anchor))) {
    return parseAtArticle(text, anchor, floor);
  } else if (c === 65 /* A */ && text.startsWith('Ann.', anchor)) {
    return parseAtAnnotated(text, anchor, floor);
  }
  return parseAtAbbreviation(text, anchor, floor);
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
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const anchor = m.index;
    if (shouldStop && shouldStop(anchor, state.lastEnd)) return anchor;
    const floor = Math.max(state.lastEnd, anchor - MAX_LOOKBEHIND);
    const group = dispatch(text, anchor, floor);
    if (group) {
      out.push(group);
      state.lastEnd = groupEnd(group);
      re.lastIndex = state.lastEnd;
    } else {
      re.lastIndex = isSignStart(text.charCodeAt(anchor)) ? skipSignCluster(text, anchor) : anchor + 1;
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
