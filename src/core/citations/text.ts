/**
 * Character-level helpers shared by the citation grammars. Everything here is
 * bounded: gap skipping stops after MAX_GAP characters, so no caller can be
 * dragged across an unbounded run of whitespace.
 */

/** Longest run of spacing accepted between two tokens of one citation (OCR'd text pads generously). */
export const MAX_GAP = 64;
/** Line breaks allowed inside one gap: one blank line, as at a page break in scanned opinions. */
const MAX_GAP_NEWLINES = 2;

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

export function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

export function isLetter(c: number): boolean {
  return isUpper(c) || isLower(c);
}

export function isAlnum(c: number): boolean {
  return isDigit(c) || isLetter(c);
}

/**
 * `text.startsWith(word, pos)`, compared character by character: the optimising compiler inlines
 * this loop, while the builtin is a call that costs more than the comparison on the short words
 * the parsers test at every anchor. A negative `pos` counts as 0, as for startsWith.
 */
export function startsAt(text: string, pos: number, word: string): boolean {
  const start = pos < 0 ? 0 : pos;
  if (start + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  return true;
}

/** True for the character at `pos` being a letter or digit; false outside the text. */
export function alnumAt(text: string, pos: number): boolean {
  return pos >= 0 && pos < text.length && isAlnum(text.charCodeAt(pos));
}

/** Plain whitespace plus the Unicode spaces that word processors and PDFs put inside citations. */
function isSpace(c: number): boolean {
  return (
    c === 32 || c === 9 || c === 10 || c === 13 || c === 12 ||
    c === 0xa0 || // no-break space
    (c >= 0x2000 && c <= 0x200a) || // en/em/thin/hair spaces
    c === 0x202f || // narrow no-break space
    c === 0x205f || c === 0x3000
  );
}

/** LaTeX spacing commands that may sit between citation tokens: `\,` `\;` `\:` `\ ` `\!`. */
function latexSpaceLength(text: string, pos: number): number {
  if (text.charCodeAt(pos) !== 92 /* \ */) return 0;
  const next = text.charCodeAt(pos + 1);
  return next === 44 || next === 59 || next === 58 || next === 32 || next === 33 ? 2 : 0;
}

/** Length of one gap unit at `pos` (a space, `~`, a LaTeX space, `&nbsp;`), or 0. */
function gapUnitLength(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  // isSpace written out for ASCII: this runs at every gap the parsers cross.
  if (c === 32 || c === 126 /* ~ */ || (c >= 9 && c <= 13 && c !== 11) || (c >= 0xa0 && isSpace(c))) return 1;
  if (c === 92) return latexSpaceLength(text, pos);
  if (c === 38 /* & */ && startsAt(text, pos, '&nbsp;')) return 6;
  if (c === 0xc2) return mojibakeBefore(text, pos + 1) ? 1 : 0;
  if (c === 0x0e22) return thaiMojibakeSpace(text, pos) ? 1 : 0;
  return 0;
}

/**
 * `ยงย `: UTF-8 text read as Thai (TIS-620) makes `ยง` of `§` and `ย` of a no-break space's first byte. A `ย` right
 * after that `ยง` and before spacing is read as spacing.
 */
function thaiMojibakeSpace(text: string, pos: number): boolean {
  if (text.charCodeAt(pos - 1) !== 0x0e07 || text.charCodeAt(pos - 2) !== 0x0e22) return false;
  const n = text.charCodeAt(pos + 1);
  return n === 32 || n === 0xa0;
}

/**
 * `Â§`, `Â ` (with a no-break space): UTF-8 text read as Latin-1 puts an `Â` before `§` and before
 * every no-break space. The `Â` is read as spacing.
 */
function mojibakeBefore(text: string, pos: number): boolean {
  const n = text.charCodeAt(pos);
  return n === 0xa7 || n === 0xa0;
}

/**
 * Skips spacing forward from `pos`. Returns the new position, or `pos` itself when the
 * gap is longer than MAX_GAP or holds too many line breaks (then the tokens are not
 * treated as one citation).
 */
export function skipGap(text: string, pos: number): number {
  let p = pos;
  let newlines = 0;
  const limit = Math.min(text.length, pos + MAX_GAP);
  while (p < limit) {
    const n = gapUnitLength(text, p);
    if (n === 0) return p;
    if (text.charCodeAt(p) === 10 && ++newlines > MAX_GAP_NEWLINES) return pos;
    p += n;
  }
  return p < text.length && gapUnitLength(text, p) > 0 ? pos : p;
}

/** Skips spacing backward from `pos` (exclusive end) but never below `floor`. */
export function skipGapBack(text: string, pos: number, floor: number): number {
  let p = pos;
  let newlines = 0;
  const limit = Math.max(floor, pos - MAX_GAP);
  while (p > limit) {
    const c = text.charCodeAt(p - 1);
    if (c === 32 || c === 126 || (c >= 9 && c <= 13 && c !== 11) || (c >= 0xa0 && isSpace(c))) {
      if (c === 10 && ++newlines > MAX_GAP_NEWLINES) return pos;
      p--;
      // LaTeX's `\ ` is one unit: its backslash is spacing too.
      if (c === 32 && p - 1 >= limit && text.charCodeAt(p - 1) === 92) p--;
    } else if (c === 59 /* ; */ && p - 6 >= limit && startsAt(text, p - 6, '&nbsp;')) {
      p -= 6;
    } else if ((c === 0xc2 && mojibakeBefore(text, p)) || (c === 0x0e22 && p - 3 >= limit && thaiMojibakeSpace(text, p - 1))) {
      p--;
    } else if (p - 2 >= limit && text.charCodeAt(p - 2) === 92 && latexSpaceLength(text, p - 2) === 2) {
      p -= 2;
    } else {
      return p;
    }
  }
  return p;
}

/**
 * After a footnote's marker at `pos` (`[1]`, `[12]`, as a page prints it: `Pen. Code,[1] § 215`; `fn. 1`; a number run
 * into a comma) and the spacing after it; else `pos`.
 */
export function skipFootnoteMarker(text: string, pos: number): number {
  // (Or a number run into the comma after a name: `Labor Code,1 § 245`.)
  if (isDigit(text.charCodeAt(pos)) && text.charCodeAt(pos - 1) === 44 /* , */) {
    let e = pos + 1;
    if (isDigit(text.charCodeAt(e))) e++;
    const after = skipGap(text, e);
    return after > e ? after : pos;
  }
  const bracketed = bracketedMarkerEnd(text, pos);
  if (bracketed > pos) return skipGap(text, bracketed);
  // (Or a note's: `Gov. Code, fn. 1 §§ 51200`.)
  if (!startsAt(text, pos, 'fn.')) return pos;
  const digits = skipGap(text, pos + 3);
  let e = digits;
  while (e < digits + 3 && isDigit(text.charCodeAt(e))) e++;
  return e > digits && !alnumAt(text, e) ? skipGap(text, e) : pos;
}

/** Where a footnote's marker in brackets at `pos` ends (`[1]`, `[12]`, `[123]`), else `pos`. */
export function bracketedMarkerEnd(text: string, pos: number): number {
  if (text.charCodeAt(pos) !== 91 /* [ */) return pos;
  let e = pos + 1;
  while (e < pos + 4 && isDigit(text.charCodeAt(e))) e++;
  return e > pos + 1 && text.charCodeAt(e) === 93 /* ] */ ? e + 1 : pos;
}

/** Where a footnote's marker ending at `end` starts (skipFootnoteMarker), the spacing before it skipped; else `end`. */
export function skipFootnoteMarkerBack(text: string, end: number, floor: number): number {
  const bracket = text.charCodeAt(end - 1) === 93; /* ] */
  const digitsEnd = bracket ? end - 1 : end;
  let s = digitsEnd;
  while (s > floor && digitsEnd - s < 3 && isDigit(text.charCodeAt(s - 1))) s--;
  if (s === digitsEnd || s <= floor) return end;
  if (bracket) return text.charCodeAt(s - 1) === 91 /* [ */ ? skipGapBack(text, s - 1, floor) : end;
  // (Run into the comma after a name's last letter or period: `Labor Code,1 §`.)
  if (text.charCodeAt(s - 1) === 44 && digitsEnd - s <= 2 && s - 2 >= floor && (isLetter(text.charCodeAt(s - 2)) || text.charCodeAt(s - 2) === 46)) return s;
  const label = skipGapBack(text, s, floor);
  return label - 3 >= floor && startsAt(text, label - 3, 'fn.') && !alnumAt(text, label - 4) ? skipGapBack(text, label - 3, floor) : end;
}

/** Where `phrase` ends if it occurs at `pos`, any spacing standing for each of its spaces (`United States\nCode`); else -1. */
export function spacedPhraseEnd(text: string, pos: number, phrase: string): number {
  let p = pos;
  for (let i = 0; i < phrase.length; i++) {
    const c = phrase.charCodeAt(i);
    if (c === 32) {
      const q = skipGap(text, p);
      if (q === p) return -1;
      p = q;
    } else if (text.charCodeAt(p) === c) {
      p++;
    } else {
      return -1;
    }
  }
  return p;
}

/** True when `word` occurs at `pos` and is not followed by a letter or digit. */
export function wordAt(text: string, pos: number, word: string): boolean {
  return startsAt(text, pos, word) && !alnumAt(text, pos + word.length);
}

/** Collapses every run of spacing (including NBSP, `~`, LaTeX spaces) into one space. */
export function normalizeSpacing(s: string): string {
  let out = '';
  let i = 0;
  let pendingSpace = false;
  while (i < s.length) {
    const n = gapUnitLength(s, i);
    if (n > 0) {
      pendingSpace = out.length > 0;
      i += n;
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += s[i];
    i++;
  }
  return out;
}

/** Section signs as written in prose, Markdown/HTML and LaTeX. */
export interface SignMatch {
  end: number;
  plural: boolean;
}

/** Matches one section sign (`§`, `\S`, `\textsection`, `&sect;`, `&#167;`, `[section]`) at `pos`; returns its length or 0. */
export function signLength(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 0xa7) return 1;
  if (c === 92 /* \ */) {
    if (text.charCodeAt(pos + 1) === 83 /* S */ && !isLetter(text.charCodeAt(pos + 2))) return 2;
    // `\textsection{}`: the empty group keeps the space after the command.
    if (startsAt(text, pos, '\\textsection') && !isLetter(text.charCodeAt(pos + 12))) return startsAt(text, pos + 12, '{}') ? 14 : 12;
    return 0;
  }
  // `18 U.S.C. [section]1030`: how some databases' full text renders the sign (and `[sections]`, both of `§§`).
  if (c === 91 /* [ */) return startsAt(text, pos, '[section]') ? 9 : startsAt(text, pos, '[sections]') ? 10 : 0;
  if (c === 38 /* & */) {
    if (startsAt(text, pos, '&sect;')) return 6;
    if (startsAt(text, pos, '&#167;')) return 6;
    if (startsAt(text, pos, '&#xA7;') || startsAt(text, pos, '&#xa7;')) return 6;
  }
  return 0;
}

/** Matches `§`, `§§` (also `\S\S`, `&sect;&sect;`, `§ §`, a database's `[sections]`) at `pos`. */
export function matchSign(text: string, pos: number): SignMatch | null {
  const first = signLength(text, pos);
  if (first === 0) return null;
  if (first === 10) return { end: pos + 10, plural: true }; // `[sections]`
  let p = pos + first;
  let second = signLength(text, p);
  if (second === 0 && text.charCodeAt(p) === 32) {
    second = signLength(text, p + 1);
    if (second > 0) p++;
  }
  if (second > 0) return { end: p + second, plural: true };
  return { end: p, plural: false };
}

/** Matches `section`, `sections`, `sec.`, `secs.` (any usual capitalisation) at `pos`. */
export function matchSectionWord(text: string, pos: number): SignMatch | null {
  // Character by character, not a list of spellings: this runs at every `section` in a document.
  const c = text.charCodeAt(pos);
  if (c !== 115 /* s */ && c !== 83 /* S */) return null;
  const upper = startsAt(text, pos + 1, 'ECTION');
  if (upper || startsAt(text, pos + 1, 'ection')) {
    if (upper !== (c === 83) && upper) return null; // `sECTION`
    let end = pos + 7;
    const plural = text.charCodeAt(end) === (upper ? 83 : 115);
    if (plural) end++;
    return isLetter(text.charCodeAt(end)) ? null : { end, plural };
  }
  // `sec.`, `secs.`, `Sec` without its period, `SEC.`, `Sect.`.
  const e = c === 83 && text.charCodeAt(pos + 1) === 69 ? 69 : 101; // `SE…` or `Se…`/`se…`
  if (text.charCodeAt(pos + 1) !== e || text.charCodeAt(pos + 2) !== e - 2 /* c or C */) return null;
  let end = pos + 3;
  const plural = text.charCodeAt(end) === (e === 69 ? 83 : 115);
  if (plural) end++;
  else if (text.charCodeAt(end) === (e === 69 ? 84 : 116)) end++; // `Sect.`
  if (text.charCodeAt(end) === 46) return { end: end + 1, plural };
  // Without its period only as `Sec 1983`: `Sect` and `Secs` are written with one.
  return end === pos + 3 && !alnumAt(text, end) ? { end, plural: false } : null;
}

/**
 * Signals and sentence words: capitalised, yet not part of an authority's name when they
 * stand before `§` or before an unprefixed code name (`See Penal Code § 187`).
 */
export const SIGNAL_WORDS = new Set([
  'See', 'Cf', 'Compare', 'But', 'Accord', 'Contra', 'Also', 'And', 'Or', 'Nor', 'In', 'Under', 'With', 'Per', 'Pursuant',
  'Citing', 'Quoting', 'Both', 'Neither', 'Either', 'Whether', 'Although', 'Because', 'If', 'When', 'While', 'Unlike',
  'Like', 'Following', 'Before', 'After', 'Since', 'Thus', 'Hence', 'Moreover', 'However', 'Accordingly', 'Here', 'There',
  'Where', 'Only', 'Even', 'Instead', 'Rather', 'Notably', 'Specifically', 'Finally', 'First', 'Second', 'Third',
  'Similarly', 'Likewise', 'Further', 'Furthermore', 'Therefore', 'Indeed', 'Yet', 'So', 'By', 'From', 'To', 'Of', 'On',
  'At', 'For', 'Violating', 'Violated', 'Section', 'Sections', 'The', 'This', 'That', 'Its', 'Then', 'Now', 'Next',
  'Again', 'Still', 'Later', 'Earlier', 'Otherwise', 'Elsewhere', 'Meanwhile', 'Consequently', 'Nevertheless',
  'Nonetheless', 'Additionally', 'Separately', 'Conversely', 'Relatedly', 'Importantly', 'Critically', 'Contrary',
]);

/**
 * The `)` that closes a parenthesis whose text starts at `from`, looked for in at most `limit` characters (a parenthesis
 * never closed must not send a parse to the end of the text); -1 where another `(` opens first or, unless
 * `acrossLines`, a line ends.
 */
export function closingParenthesis(text: string, from: number, limit: number, acrossLines: boolean): number {
  const end = Math.min(text.length, from + limit);
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 41 /* ) */) return i;
    if (c === 40 /* ( */ || (c === 10 && !acrossLines)) return -1;
  }
  return -1;
}
