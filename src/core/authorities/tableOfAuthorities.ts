/** The statutory table of authorities: a block the extension inserts once and then rewrites in place. */

export type TableFormat = 'markdown' | 'latex' | 'plaintext';

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
};

export function tableFormatFor(languageId: string): TableFormat {
  return languageId === 'latex' ? 'latex' : languageId === 'markdown' ? 'markdown' : 'plaintext';
}

/** Offsets of an existing table (markers included), or undefined. */
export function findTableBlock(text: string, format: TableFormat): { start: number; end: number } | undefined {
  const [open, close] = MARKERS[format];
  const start = text.indexOf(open);
  if (start < 0) return undefined;
  const closeAt = text.indexOf(close, start + open.length);
  if (closeAt < 0) return undefined;
  return { start, end: closeAt + close.length };
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
  if (format === 'markdown') {
    out.push('## Table of Statutory Authorities', '');
    for (const [group, list] of groups) {
      out.push(`**${group}**`, '');
      for (const e of list) out.push(`- ${e.citation}${e.heading ? ` — ${e.heading}` : ''} (${where(e.lines)})`);
      out.push('');
    }
    if (groups.size === 0) out.push('_No verified statutory citations._', '');
  } else if (format === 'latex') {
    out.push('\\section*{Table of Statutory Authorities}');
    for (const [group, list] of groups) {
      out.push(`\\subsection*{${latexEscape(group)}}`, '\\begin{itemize}');
      for (const e of list) out.push(`  \\item ${latexCitation(e.citation)}${e.heading ? ` --- ${latexEscape(e.heading)}` : ''} \\dotfill ${where(e.lines)}`);
      out.push('\\end{itemize}');
    }
    if (groups.size === 0) out.push('No verified statutory citations.');
  } else {
    out.push('TABLE OF STATUTORY AUTHORITIES', '');
    for (const [group, list] of groups) {
      out.push(group);
      for (const e of list) out.push(`  ${e.citation}${e.heading ? ` - ${e.heading}` : ''} .... ${where(e.lines)}`);
      out.push('');
    }
    if (groups.size === 0) out.push('No verified statutory citations.', '');
  }
  out.push(close);
  return out.join('\n');
}

function latexEscape(text: string): string {
  return text.replace(/[\\{}$&#^_%~]/g, (c) => (c === '\\' ? '\\textbackslash{}' : c === '~' ? '\\textasciitilde{}' : c === '^' ? '\\textasciicircum{}' : `\\${c}`));
}

/** `17 U.S.C. § 107` → `17~U.S.C.~\S~107`: ties keep a citation on one line. */
function latexCitation(citation: string): string {
  return citation
    .split('§')
    .map(latexEscape)
    .join('\\S')
    .replace(/ /g, '~');
}
