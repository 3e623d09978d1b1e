/**
 * The headings of a document, so that a table of authorities can say where a statute is cited by the
 * document's own structure ("I", "III") rather than by line numbers, which change with every edit.
 */
import type { OutputFormat } from '../lookup/insertion';
import { type Region, insideRegion } from './generatedBlocks';

export interface Heading {
  /** Offset of the heading's first character. */
  offset: number;
  /** The heading as it reads (markup removed). */
  text: string;
  /** What a reference to it shows: its numbering (`I`, `IV`) where that is unique, otherwise its text. */
  label: string;
  /** Markdown: the anchor a link to it takes (`i-the-copying-was-fair-use`); others: its text. */
  target: string;
}

/** A heading's leading numbering: `I.`, `IV.`, `2.`, `A.`, `2.1` (a trailing period dropped). */
const NUMBERING = /^((?:[IVXLC]+|\d+(?:\.\d+)*|[A-Z]))[.)]?\s+\S/;
/** RST adornment: a line of one repeated punctuation character. */
const ADORNMENT = /^([=\-`:'"~^_*+#<>.])\1+\s*$/;

interface Line {
  start: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, text: text.slice(start, end).replace(/\r$/, '') });
    if (nl < 0) return lines;
    start = nl + 1;
  }
}

/** Inline Markdown read as text: emphasis, code, links and escapes removed. */
function markdownText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([^\w\s])/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** GitHub's (and VS Code's preview's) heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function markdownSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function markdownHeadings(lines: Line[]): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const { text, start } = lines[i];
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fenceMark) {
      if (!fence) fence = fenceMark[0];
      else if (fenceMark[0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const atx = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+\s*)?$/.exec(text);
    if (atx) {
      found.push({ offset: start, text: markdownText(atx[1]) });
      continue;
    }
    const next = lines[i + 1]?.text ?? '';
    if (text.trim() && !/^\s{0,3}([-*+]|\d+[.)])\s/.test(text) && /^\s{0,3}(=+|-+)\s*$/.test(next)) {
      // A setext heading (a `---` under a blank line is a rule: `text` is blank there).
      found.push({ offset: start, text: markdownText(text) });
      i++;
    }
  }
  return found;
}

function rstHeadings(lines: Line[]): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const title = lines[i].text;
    const under = lines[i + 1].text;
    if (!title.trim() || ADORNMENT.test(title) || /^\s/.test(title) || title.startsWith('..')) continue;
    const adornment = ADORNMENT.exec(under);
    if (!adornment || under.trimEnd().length < title.trimEnd().length) continue;
    found.push({ offset: lines[i].start, text: title.trim().replace(/\\(.)/g, '$1') });
    i++;
  }
  return found;
}

/**
 * Plain text has no markup: a heading is a short line standing alone (blank line or start before it,
 * blank line after) that is numbered (`I. The copying was fair use`) or written in capitals, or a line
 * underlined with `===` or `---`.
 */
function plainHeadings(lines: Line[]): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text.trim();
    if (!text || text.length > 100) continue;
    const next = lines[i + 1]?.text.trim() ?? '';
    if (/^#{1,6}\s+\S/.test(text)) {
      found.push({ offset: lines[i].start, text: text.replace(/^#+\s*/, '') });
      continue;
    }
    if (/^(=+|-+)$/.test(next) && next.length >= Math.min(3, text.length)) {
      found.push({ offset: lines[i].start, text });
      i++;
      continue;
    }
    const alone = (i === 0 || !lines[i - 1].text.trim()) && !next;
    if (!alone || /[.,;:]$/.test(text)) continue;
    const letters = text.replace(/[^A-Za-z]/g, '');
    const capitals = letters.length >= 3 && letters === letters.toUpperCase();
    if (NUMBERING.test(text) || capitals) found.push({ offset: lines[i].start, text: text.replace(/^#+\s*/, '') });
  }
  return found;
}

function latexHeadings(text: string): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  const pattern = /\\(?:part|chapter|section|subsection|subsubsection)\*?\{([^{}\n]*)\}/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push({ offset: m.index, text: m[1].replace(/\\[a-zA-Z]+\s*|[{}~]/g, ' ').replace(/\s+/g, ' ').trim() });
  return found;
}

/** The document's headings in order, those inside the extension's generated blocks left out. */
export function documentHeadings(text: string, format: OutputFormat, generated: readonly Region[] = []): Heading[] {
  const lines = format === 'latex' ? [] : linesOf(text);
  const raw =
    format === 'markdown' ? markdownHeadings(lines) : format === 'restructuredtext' ? rstHeadings(lines) : format === 'latex' ? latexHeadings(text) : plainHeadings(lines);
  const kept = raw.filter((h) => h.text && !insideRegion(generated, h.offset, h.offset + 1));
  const numbers = kept.map((h) => NUMBERING.exec(h.text)?.[1]);
  const count = new Map<string, number>();
  for (const n of numbers) if (n) count.set(n, (count.get(n) ?? 0) + 1);
  const slugs = new Map<string, number>();
  return kept.map((h, i) => {
    const number = numbers[i];
    let target = h.text;
    if (format === 'markdown') {
      // Repeated headings get -1, -2… as in GitHub and VS Code's preview.
      const base = markdownSlug(h.text);
      const seen = slugs.get(base) ?? 0;
      slugs.set(base, seen + 1);
      target = seen ? `${base}-${seen}` : base;
    }
    return { offset: h.offset, text: h.text, label: number && count.get(number) === 1 ? number : h.text, target };
  });
}

/** The heading a text at `offset` falls under (the last one before it), if any. */
export function headingAt(headings: readonly Heading[], offset: number): Heading | undefined {
  let lo = 0;
  let hi = headings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (headings[mid].offset <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? headings[lo - 1] : undefined;
}
