/** The statutory table of authorities: a block the extension inserts once and then rewrites in place. */
import { OutputFormat, escapeInline, outputFormatFor } from '../lookup/insertion';

export type TableFormat = OutputFormat;

export interface TableEntry {
  /** Heading of the group, e.g. "United States Code". */
  group: string;
  /** Sort order of the group (federal first, then states by name). */
  groupOrder: string;
  citation: string;
  heading?: string;
  /** 1-based line numbers where the section is cited. */
  lines: number[];
}

const MARKERS: Record<TableFormat, [string, string]> = {
  markdown: ['<!-- statutes:table-of-authorities -->', '<!-- /statutes:table-of-authorities -->'],
  latex: ['% statutes:table-of-authorities', '% /statutes:table-of-authorities'],
  plaintext: ['[statutes:table-of-authorities]', '[/statutes:table-of-authorities]'],
  restructuredtext: ['[statutes:table-of-authorities]', '[/statutes:table-of-authorities]'],
};

export function tableFormatFor(languageId: string): TableFormat {
  return outputFormatFor(languageId);
}

/**
 * Offsets of an existing table (markers included), or undefined. A marker counts only as a line of its
 * own, so marker text inside an entry can never end the block early.
 */
export function findTableBlock(text: string, format: TableFormat): { start: number; end: number } | undefined {
  const [open, close] = MARKERS[format];
  const start = markerLine(text, open, 0);
  if (start < 0) return undefined;
  const closeAt = markerLine(text, close, start + open.length);
  if (closeAt < 0) return undefined;
  return { start, end: closeAt + close.length };
}

function markerLine(text: string, marker: string, from: number): number {
  for (let at = text.indexOf(marker, from); at >= 0; at = text.indexOf(marker, at + 1)) {
    const after = text.charAt(at + marker.length);
    if ((at === 0 || text[at - 1] === '\n') && (after === '' || after === '\n' || after === '\r')) return at;
  }
  return -1;
}

/** Orders "17 U.S.C. § 107" before "17 U.S.C. § 1201" and "2 U.S.C." before "10 U.S.C.". */
export function compareCitations(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

export function buildTable(entries: readonly TableEntry[], format: TableFormat): string {
  const groups = new Map<string, TableEntry[]>();
  for (const entry of [...entries].sort((x, y) => compareCitations(x.groupOrder, y.groupOrder) || compareCitations(x.citation, y.citation))) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  const [open, close] = MARKERS[format];
  const out: string[] = [open];
  const where = (lines: number[]): string => `${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`;
  // Every text from the service or the document, escaped for the format, on one line.
  const t = (text: string): string => escapeInline(format, text);
  if (format === 'markdown') {
    out.push('## Table of Statutory Authorities', '');
    for (const [group, list] of groups) {
      out.push(`**${t(group)}**`, '');
      for (const e of list) out.push(`- ${t(e.citation)}${e.heading ? ` — ${t(e.heading)}` : ''} (${where(e.lines)})`);
      out.push('');
    }
    if (groups.size === 0) out.push('_No verified statutory citations._', '');
  } else if (format === 'latex') {
    out.push('\\section*{Table of Statutory Authorities}');
    for (const [group, list] of groups) {
      out.push(`\\subsection*{${t(group)}}`, '\\begin{itemize}');
      for (const e of list) out.push(`  \\item ${latexCitation(e.citation)}${e.heading ? ` --- ${t(e.heading)}` : ''} \\dotfill ${where(e.lines)}`);
      out.push('\\end{itemize}');
    }
    if (groups.size === 0) out.push('No verified statutory citations.');
  } else {
    out.push('TABLE OF STATUTORY AUTHORITIES', '');
    for (const [group, list] of groups) {
      out.push(t(group));
      for (const e of list) out.push(`  ${t(e.citation)}${e.heading ? ` - ${t(e.heading)}` : ''} .... ${where(e.lines)}`);
      out.push('');
    }
    if (groups.size === 0) out.push('No verified statutory citations.', '');
  }
  out.push(close);
  return out.join('\n');
}

/** `17 U.S.C. § 107` → `17~U.S.C.~\S~107`: ties keep a citation on one line. */
function latexCitation(citation: string): string {
  return citation
    .split('§')
    .map((part) => escapeInline('latex', part))
    .join('\\S')
    .replace(/ /g, '~');
}
