/** One run of a word-level difference: text both sides share, or text only the later (or earlier) side has. */
export interface WordDiffPart {
  kind: 'same' | 'inserted' | 'deleted';
  text: string;
}

/**
 * Segments compared exactly (longest common subsequence) when their token counts multiply to at most
 * this: about 16 MB of table. Larger ones are first cut at words that occur once on each side.
 */
const EXACT_LIMIT = 4_000_000;

/** Words, runs of whitespace, and single other characters: the units a redline marks. */
export function tokenizeWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+|\s+|[^\s\p{L}\p{N}]/gu) ?? [];
}

/**
 * The word-level difference from `before` to `after`. Joining the `same` and `deleted` parts gives
 * `before`; joining `same` and `inserted` gives `after`. Memory stays linear in the texts' length apart
 * from bounded tables; a long rewrite with nothing in common shows as one deletion and one insertion.
 */
export function wordDiff(before: string, after: string): WordDiffPart[] {
  const a = tokenizeWords(before);
  const b = tokenizeWords(after);
  const parts: WordDiffPart[] = [];
  diffRange(a, 0, a.length, b, 0, b.length, parts);
  return parts;
}

function push(parts: WordDiffPart[], kind: WordDiffPart['kind'], tokens: string[], from: number, to: number): void {
  if (from >= to) return;
  const text = tokens.slice(from, to).join('');
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

function diffRange(a: string[], aLo: number, aHi: number, b: string[], bLo: number, bHi: number, parts: WordDiffPart[]): void {
  let prefix = 0;
  while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++;
  push(parts, 'same', a, aLo, aLo + prefix);
  aLo += prefix;
  bLo += prefix;
  let suffix = 0;
  while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - suffix - 1] === b[bHi - suffix - 1]) suffix++;
  const aEnd = aHi - suffix;
  const bEnd = bHi - suffix;

  if (aLo === aEnd || bLo === bEnd) {
    push(parts, 'deleted', a, aLo, aEnd);
    push(parts, 'inserted', b, bLo, bEnd);
  } else if ((aEnd - aLo) * (bEnd - bLo) <= EXACT_LIMIT) {
    exactDiff(a, aLo, aEnd, b, bLo, bEnd, parts);
  } else {
    const anchors = uniqueAnchors(a, aLo, aEnd, b, bLo, bEnd);
    if (anchors.length === 0) {
      push(parts, 'deleted', a, aLo, aEnd);
      push(parts, 'inserted', b, bLo, bEnd);
    } else {
      let ai = aLo;
      let bi = bLo;
      for (const [ax, bx] of anchors) {
        diffRange(a, ai, ax, b, bi, bx, parts);
        push(parts, 'same', a, ax, ax + 1);
        ai = ax + 1;
        bi = bx + 1;
      }
      diffRange(a, ai, aEnd, b, bi, bEnd, parts);
    }
  }
  push(parts, 'same', a, aEnd, aHi);
}

/**
 * Pairs of positions of word tokens that occur exactly once in each range, in an order both sides
 * keep (the longest increasing run of them, as patience diff does).
 */
function uniqueAnchors(a: string[], aLo: number, aHi: number, b: string[], bLo: number, bHi: number): Array<[number, number]> {
  const inA = new Map<string, number>();
  for (let i = aLo; i < aHi; i++) if (/[\p{L}\p{N}]/u.test(a[i])) inA.set(a[i], inA.has(a[i]) ? -1 : i);
  const inB = new Map<string, number>();
  for (let j = bLo; j < bHi; j++) if (inA.has(b[j])) inB.set(b[j], inB.has(b[j]) ? -1 : j);
  const pairs: Array<[number, number]> = [];
  for (let j = bLo; j < bHi; j++) {
    const token = b[j];
    const i = inA.get(token);
    if (i !== undefined && i >= 0 && inB.get(token) === j) pairs.push([i, j]);
  }
  // pairs are in b's order; keep the longest run increasing in a (patience sorting, n log n)
  const tails: number[] = [];
  const previous = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][0] < pairs[k][0]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const run: Array<[number, number]> = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) run.push(pairs[k]);
  return run.reverse();
}

/** Longest common subsequence by table, for segments small enough (see EXACT_LIMIT). */
function exactDiff(a: string[], aLo: number, aHi: number, b: string[], bLo: number, bHi: number, parts: WordDiffPart[]): void {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const width = m + 1;
  // lengths[i * width + j] = LCS of a[aLo+i..aHi) and b[bLo+j..bHi)
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[aLo + i] === b[bLo + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[aLo + i] === b[bLo + j]) {
      push(parts, 'same', a, aLo + i, aLo + i + 1);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      push(parts, 'deleted', a, aLo + i, aLo + i + 1);
      i++;
    } else {
      push(parts, 'inserted', b, bLo + j, bLo + j + 1);
      j++;
    }
  }
  push(parts, 'deleted', a, aLo + i, aHi);
  push(parts, 'inserted', b, bLo + j, bHi);
}
