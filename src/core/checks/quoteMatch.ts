import { wordDiff, type WordDiffPart } from '../util/wordDiff';

export interface QuoteMatch {
  /**
   * matches: the quotation is the statute's words, allowing what legal writing allows; differs: it stands
   * for a passage of the statute but changes its words; absent: no passage of the statute resembles it.
   */
  verdict: 'matches' | 'differs' | 'absent';
  /** The statute's words the quotation stands for (spaces collapsed), when it matches or differs. */
  exact?: string;
  /** Offsets of those words in the statute's text. */
  sourceStart?: number;
  sourceEnd?: number;
  /** differs: the quotation's words against the statute's (deleted: only in the quotation; inserted: only in the statute). */
  diff?: WordDiffPart[];
  /** Share of the quotation's words found in order in the passage (1 when it matches). */
  score: number;
}

interface Token {
  /** Compared form: curly apostrophes straightened. */
  word: string;
  start: number;
  end: number;
}

/** A quoted word: literal, a word with a bracketed alteration (`[t]he`: a pattern), or words the writer put in (`[the Act]`). */
type QuoteWord = { kind: 'word'; word: string } | { kind: 'pattern'; pattern: RegExp; word: string } | { kind: 'inserted' };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const ELLIPSIS = /\s*(?:\.\s?\.\s?\.(?:\s?\.)?|…|\*\s\*\s\*)\s*/g;
/** A passage of the statute that a quotation may show as its share of a match: it is below this, it differs. */
const RESEMBLES = 0.5;

/** Straightens quotes and apostrophes, so smart and straight ones compare equal. */
function straighten(text: string): string {
  return text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"');
}

function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: straighten(m[0]), start: m.index, end: m.index + m[0].length }));
}

/** The quotation's parts between ellipses, each a list of words. */
function quoteSegments(quote: string): QuoteWord[][] {
  return unbreak(quote)
    .split(ELLIPSIS)
    .map((segment) => segmentWords(segment))
    .filter((segment) => segment.some((w) => w.kind !== 'inserted'));
}

function segmentWords(segment: string): QuoteWord[] {
  const out: QuoteWord[] = [];
  // Whole bracketed words (`[the Register]`) are the writer's; brackets inside a word alter letters of it.
  const pieces = segment.split(/(\[[^\]]*\](?:[\p{L}\p{N}'’]*)|(?:[\p{L}\p{N}'’]*)\[[^\]]*\][\p{L}\p{N}'’]*)/u);
  for (const piece of pieces) {
    if (!piece) continue;
    if (piece.includes('[')) {
      const standalone = /^\[[^\]]*\]$/.test(piece);
      if (standalone) {
        if (out[out.length - 1]?.kind !== 'inserted') out.push({ kind: 'inserted' });
        continue;
      }
      const source = piece.split(/\[[^\]]*\]/).map((part) => part.replace(/[.*+?^${}()|\\[\]]/g, '\\$&')).join('[\\p{L}]{0,3}');
      out.push({ kind: 'pattern', pattern: new RegExp(`^${source}$`, 'iu'), word: piece.replace(/\[[^\]]*\]/g, '') });
      continue;
    }
    for (const m of piece.matchAll(WORD)) out.push({ kind: 'word', word: m[0] });
  }
  return out;
}

function equal(q: QuoteWord, source: string, caseFree: boolean): boolean {
  if (q.kind === 'inserted') return false;
  if (q.kind === 'pattern') return q.pattern.test(source);
  if (q.word === source) return true;
  return caseFree && q.word.length > 0 && q.word.slice(1) === source.slice(1) && q.word[0].toLowerCase() === source[0].toLowerCase();
}

/**
 * Source words inside a parenthesis that cites (`(15 U.S.C. 78c)`, `(section 106)`): a quotation may omit
 * them. For each word in one, the index of the first word after the parenthesis.
 */
function citationSkips(text: string, words: readonly Token[]): Map<number, number> {
  const skips = new Map<number, number>();
  for (const m of text.matchAll(/\((?:[^()]|\([^()]*\))*\)/g)) {
    const inner = m[0];
    if (!/\d/.test(inner) || !/(U\.S\.C\.|C\.F\.R\.|§|\bsection\b|\bStat\.|Pub\. ?L\.|\bchapter\b|\btitle\b)/i.test(inner)) continue;
    const start = m.index;
    const end = start + inner.length;
    const first = words.findIndex((w) => w.start >= start);
    if (first < 0) continue;
    let after = first;
    while (after < words.length && words[after].end <= end) after++;
    for (let i = first; i < after; i++) skips.set(i, after);
  }
  return skips;
}

/** Aligns one segment from source word `s`: the index after its last word, or -1. */
function alignAt(segment: readonly QuoteWord[], source: readonly Token[], s: number, skips: Map<number, number>): number {
  let j = s;
  for (let i = 0; i < segment.length; i++) {
    const q = segment[i];
    if (q.kind === 'inserted') {
      const next = segment[i + 1];
      if (!next) return j;
      let k = j;
      while (k < source.length && k <= j + 12 && !equal(next, source[k].word, false)) k++;
      if (k >= source.length || k > j + 12) return -1;
      j = k;
      continue;
    }
    while (j < source.length && !equal(q, source[j].word, i === 0) && skips.has(j)) j = skips.get(j)!;
    if (j >= source.length || !equal(q, source[j].word, i === 0)) return -1;
    j++;
  }
  return j;
}

/**
 * Compares quoted language with a statute's text, tolerant of what legal writing allows: ellipses for
 * omitted words, bracketed alterations (`[t]he`, `[the Register]`), a first letter's changed case, internal
 * citations left out, line breaks and hyphenation, smart or straight quotes. When the words differ it finds
 * the passage the quotation stands for and gives the statute's exact words and a word-level difference.
 */
export function matchQuotation(quote: string, statute: string): QuoteMatch {
  const source = tokens(statute);
  const segments = quoteSegments(quote);
  if (segments.length === 0 || source.length === 0) return { verdict: 'absent', score: 0 };
  const skips = citationSkips(statute, source);
  const exact = alignSegments(segments, source, skips);
  if (exact) {
    const [a, b] = exact;
    return { verdict: 'matches', exact: collapse(statute.slice(source[a].start, source[b - 1].end)), sourceStart: source[a].start, sourceEnd: source[b - 1].end, score: 1 };
  }
  return closest(quote, segments.flat().filter((w): w is Exclude<QuoteWord, { kind: 'inserted' }> => w.kind !== 'inserted'), source, statute);
}

/** Every segment in order, each at the first place it fits after the previous one: [first word, after last word]. */
function alignSegments(segments: readonly QuoteWord[][], source: readonly Token[], skips: Map<number, number>): [number, number] | undefined {
  const first = segments[0].filter((w, i) => !(w.kind === 'inserted' && i === 0));
  for (let s = 0; s < source.length; s++) {
    if (!equal(first[0], source[s].word, true)) continue;
    let end = alignAt(first, source, s, skips);
    if (end < 0) continue;
    let ok = true;
    for (const segment of segments.slice(1)) {
      const words = segment.filter((w, i) => !(w.kind === 'inserted' && i === 0));
      let placed = -1;
      for (let t = end; t < source.length && placed < 0; t++) if (equal(words[0], source[t].word, true)) placed = alignAt(words, source, t, skips);
      if (placed < 0) {
        ok = false;
        break;
      }
      end = placed;
    }
    if (ok) return [s, end];
  }
  return undefined;
}

/** Occurrences of a word beyond this are too common to place a quotation by. */
const COMMON = 400;

/** The passage the quotation most resembles: the diagonal most of its words vote for, refined by a longest common subsequence. */
function closest(quote: string, words: readonly Exclude<QuoteWord, { kind: 'inserted' }>[], source: readonly Token[], statute: string): QuoteMatch {
  const positions = new Map<string, number[]>();
  source.forEach((t, i) => {
    const key = t.word.toLowerCase();
    const list = positions.get(key) ?? [];
    if (list.length <= COMMON) list.push(i);
    positions.set(key, list);
  });
  const votes = new Map<number, number>();
  words.forEach((w, qi) => {
    const list = positions.get(w.word.toLowerCase());
    if (!list || list.length > COMMON) return;
    for (const p of list) votes.set(p - qi, (votes.get(p - qi) ?? 0) + 1);
  });
  if (votes.size === 0) return { verdict: 'absent', score: 0 };
  let best = 0;
  let bestVotes = -1;
  for (const [d, v] of votes) if (v > bestVotes || (v === bestVotes && d < best)) [best, bestVotes] = [d, v];
  const from = Math.max(0, best - 3);
  const to = Math.min(source.length, best + Math.ceil(words.length * 1.5) + 6);
  const window = source.slice(from, to);
  const pairs = lcs(words.map((w) => w.word.toLowerCase()), window.map((t) => t.word.toLowerCase()));
  const score = pairs.length / words.length;
  if (pairs.length === 0 || score < RESEMBLES) return { verdict: 'absent', score };
  // The passage runs from the first to the last word matched, widened by the quotation's unmatched words at either end.
  const [q0, s0] = pairs[0];
  const [q1, s1] = pairs[pairs.length - 1];
  const a = Math.max(0, from + s0 - q0);
  const b = Math.min(source.length - 1, from + s1 + (words.length - 1 - q1));
  const sourceStart = source[a].start;
  const sourceEnd = source[b].end;
  const exact = collapse(statute.slice(sourceStart, sourceEnd));
  return { verdict: 'differs', exact, sourceStart, sourceEnd, diff: wordDiff(collapse(unbreak(quote)), exact), score };
}

/** Index pairs (quotation word, window word) of a longest common subsequence; the inputs are small. */
function lcs(a: readonly string[], b: readonly string[]): [number, number][] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** Straight quotes, and words broken across lines by a hyphen joined again. */
function unbreak(text: string): string {
  return straighten(text).replace(/(\p{L})-[ \t]*\r?\n[ \t]*(?:>[ \t]*)?(\p{L})/gu, '$1$2');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
