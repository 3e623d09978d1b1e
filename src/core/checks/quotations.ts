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

/** The words from a citation to a quotation introduce it: same sentence (or a colon before a block quote), no other quotation. */
function leadsIn(gap: string, q: Quotation, crossesParagraph: (gap: string) => boolean): boolean {
  const words = gap.replace(/(?:["“‘]|``|\\enquote\*?\{)$/, '');
  if (words.length > NEAR_AFTER || crossesParagraph(words) || /["“”]|``/.test(words)) return false;
  if (q.style === 'block') return /:\s*$/.test(words) || !/[.;]\s/.test(words);
  return !/[.;!?]["”’)]*\s/.test(words);
}

/** Between a quotation and the citation that supports it: closing marks, punctuation and signals only. */
const SUPPORTING_GAP = /^[\s"'”’.,;:)]*(?:(?:see(?: also)?|cf\.|accord|quoting|citing|e\.g\.,?|\(|\[)[\s,.:]*)*$/i;

/**
 * The quotations that go with each citation. A quotation goes with the citation right after it when only
 * punctuation or a signal stands between (`"…." 17 U.S.C. § 107.`, `"…" (quoting § 107)`); else with the
 * citation before it in the same paragraph (`§ 106 … are "[s]ubject to sections 107 through 122."`, a block
 * quote after `§ 107 provides:`); else with the next citation in its paragraph. One citation per quotation.
 */
export function quotationsByCitation(text: string, citations: readonly Citation[], quotations: readonly Quotation[]): Map<Citation, Quotation[]> {
  const out = new Map<Citation, Quotation[]>();
  const ordered = [...citations].sort((a, b) => a.start - b.start);
  const blank = /\n[ \t]*\n/;
  for (const q of quotations) {
    const next = ordered.find((c) => c.start >= q.end);
    const before = ordered.filter((c) => c.end <= q.start);
    const previous = before[before.length - 1];
    const afterGap = next ? text.slice(q.end, next.start) : undefined;
    const beforeGap = previous ? text.slice(previous.end, q.start) : undefined;
    // A block quote stands in its own paragraph: one blank line on either side is its own.
    const crossesParagraph = (gap: string): boolean => (q.style === 'block' ? /\n[ \t]*\n[\s\S]*\n[ \t]*\n/.test(gap) : blank.test(gap));
    let owner: Citation | undefined;
    if (next && afterGap !== undefined && afterGap.length <= NEAR_AFTER && !crossesParagraph(afterGap) && SUPPORTING_GAP.test(afterGap)) owner = next;
    else if (previous && beforeGap !== undefined && leadsIn(beforeGap, q, crossesParagraph)) owner = previous;
    else if (next && afterGap !== undefined && afterGap.length <= NEAR_BEFORE && !crossesParagraph(afterGap) && !/["“”]|``/.test(afterGap.replace(/^[”"'’]+/, ''))) owner = next;
    if (!owner) continue;
    const list = out.get(owner) ?? [];
    list.push(q);
    out.set(owner, list);
  }
  return out;
}
