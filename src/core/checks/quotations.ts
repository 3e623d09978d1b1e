import type { Citation } from '../citations/types';

/** Quoted language in a document. */
export interface Quotation {
  /** Offsets of the quoted words (inside the marks; for a block quote, the block's lines). */
  start: number;
  end: number;
  /** The words as written (block-quote markers and line breaks kept). */
  raw: string;
  style: 'straight' | 'curly' | 'latex' | 'enquote' | 'block';
}

/** Fewer words than this are a term or a phrase, not a quotation worth holding to the statute. */
export const MIN_QUOTED_WORDS = 4;
/** How far a quotation may stand from the citation it goes with (characters). */
const NEAR_BEFORE = 120;
const NEAR_AFTER = 200;

/** Every quotation in the document, in order, in the forms its format writes. */
export function findQuotations(text: string, format: string): Quotation[] {
  const found: Quotation[] = [];
  if (format === 'latex') {
    for (const m of text.matchAll(/``([\s\S]{1,4000}?)''/g)) found.push(at(m.index + 2, m[1], 'latex'));
    for (const m of text.matchAll(/\\enquote\*?\{/g)) {
      const start = m.index + m[0].length;
      const end = balancedBrace(text, start);
      if (end > start) found.push(at(start, text.slice(start, end), 'enquote'));
    }
  } else {
    for (const m of text.matchAll(/"([^"\n]*(?:\n(?![ \t]*\n)[^"\n]*)*)"/g)) found.push(at(m.index + 1, m[1], 'straight'));
  }
  for (const m of text.matchAll(/“([^“”]{1,4000}?)”/g)) found.push(at(m.index + 1, m[1], 'curly'));
  if (format === 'markdown') {
    for (const m of text.matchAll(/(?:^|\n)((?:[ ]{0,3}>[^\n]*(?:\n|$))+)/g)) {
      const start = m.index + m[0].indexOf(m[1]);
      const block = m[1].replace(/\n$/, '');
      found.push(at(start, block, 'block'));
    }
  }
  return found
    .filter((q) => wordCount(quotedWords(q)) >= MIN_QUOTED_WORDS)
    .sort((a, b) => a.start - b.start)
    // A quotation inside a block quote is checked as part of the block.
    .filter((q, i, all) => !all.some((o, j) => j !== i && o.style === 'block' && o.start <= q.start && o.end >= q.end && o !== q));
}

function at(start: number, raw: string, style: Quotation['style']): Quotation {
  return { start, end: start + raw.length, raw, style };
}

function balancedBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length && i < from + 8000; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The quoted words as prose: block-quote markers, LaTeX spacing and line-end hyphenation undone. */
export function quotedWords(quotation: Pick<Quotation, 'raw' | 'style'>): string {
  let text = quotation.raw;
  if (quotation.style === 'block') text = text.replace(/^[ ]{0,3}>[ ]?/gm, '');
  if (quotation.style === 'latex' || quotation.style === 'enquote') text = text.replace(/~/g, ' ').replace(/\\S\b\s*/g, '§ ').replace(/\\(?:textit|emph|textbf)\{([^{}]*)\}/g, '$1').replace(/(^|[^\\])%.*$/gm, '$1');
  return text
    .replace(/(\p{L})-[ \t]*\r?\n[ \t]*(\p{L})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
    // Markdown emphasis marks are not the statute's words.
    .replace(/(^|\s)[*_]+|[*_]+(?=\s|$|[.,;:])/g, '$1');
}

function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/**
 * The quotations that go with each citation: one that ends just before it (the citation supports the
 * quotation before it), else one that follows it closely (`§ 107 provides that "…"`, a block quote after
 * `§ 107 provides:`). A quotation goes with one citation only, and never across another citation or a
 * blank line (except a block quote, which stands in its own paragraph).
 */
export function quotationsByCitation(text: string, citations: readonly Citation[], quotations: readonly Quotation[]): Map<Citation, Quotation[]> {
  const out = new Map<Citation, Quotation[]>();
  const ordered = [...citations].sort((a, b) => a.start - b.start);
  const taken = new Set<Quotation>();
  const add = (citation: Citation, q: Quotation): void => {
    taken.add(q);
    const list = out.get(citation) ?? [];
    list.push(q);
    out.set(citation, list);
  };
  // First: citations following their quotation.
  for (const q of quotations) {
    const next = ordered.find((c) => c.start >= q.end);
    if (!next) continue;
    const gap = text.slice(q.end, next.start);
    const limit = q.style === 'block' ? NEAR_AFTER : NEAR_BEFORE;
    if (gap.length <= limit && !/\n[ \t]*\n[\s\S]*\n[ \t]*\n/.test(gap) && !(q.style !== 'block' && /\n[ \t]*\n/.test(gap)) && !/["“”]|``/.test(gap.replace(/^[”"'’]+/, ''))) add(next, q);
  }
  // Then: quotations following their citation (`§ 107 provides that "…"`) not already placed.
  for (const q of quotations) {
    if (taken.has(q)) continue;
    const before = ordered.filter((c) => c.end <= q.start);
    const previous = before[before.length - 1];
    if (!previous) continue;
    const gap = text.slice(previous.end, q.start);
    const blank = /\n[ \t]*\n/.test(gap);
    if (gap.length <= NEAR_AFTER && (!blank || (q.style === 'block' && /:\s*\n[ \t]*\n?\s*$/.test(gap)))) add(previous, q);
  }
  return out;
}
