/**
 * The statutory table of authorities: every authority a document cites, grouped as a court expects
 * (U.S. Code, C.F.R., each state's code, session laws), ranges as cited, each with where it is cited
 * by references that survive edits (the document's headings; page numbers in LaTeX). A block the
 * extension inserts once and then rewrites in place.
 */
import type { Citation } from '../citations/types';
import { OutputFormat, escapeInline, outputFormatFor } from '../lookup/insertion';
import { type Region, blockMarkers, findAnyBlock } from './generatedBlocks';
import { type Heading, headingAt } from './headings';
import { stateName } from './stateNames';

export type TableFormat = OutputFormat;

export function tableFormatFor(languageId: string): TableFormat {
  return outputFormatFor(languageId);
}

/** The existing table (markers included), whichever format's markers it was written with. */
export function findTableBlock(text: string, format: TableFormat): Region | undefined {
  return findAnyBlock(text, 'table-of-authorities', format);
}

/** Orders "17 U.S.C. § 107" before "17 U.S.C. § 1201" and "2 U.S.C." before "10 U.S.C.". */
export function compareCitations(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** One authority as the document cites it, before anything is known about it from the service. */
export interface CitedAuthority {
  /** As listed: `17 U.S.C. § 107`, `17 U.S.C. §§ 1201–1205`, `42 U.S.C. § 3601 et seq.`. */
  citation: string;
  group: string;
  /** Orders the groups: federal codes, states by name, session laws. */
  groupOrder: string;
  /** Orders entries within a group. */
  sortKey: string;
  /** What verifying it means checking: the citation itself, or a range's two endpoints. */
  checks: Citation[];
  /** Each place it is cited, in document order (a range: from its first to its last section). */
  occurrences: Region[];
}

/** A citation of a range `§§ 1201–1205`, written as cited (an en dash between the ends). */
function rangeCitation(from: Citation, to: Citation): string {
  const end = to.section ?? to.canonical;
  return `${from.canonical.includes('§ ') ? from.canonical.replace('§ ', '§§ ') : from.canonical}–${end}`;
}

function groupOf(citation: Citation): { group: string; groupOrder: string; sortPrefix: string } {
  switch (citation.corpusType) {
    case 'USC':
      return { group: 'United States Code', groupOrder: '0', sortPrefix: '' };
    case 'CFR':
      return { group: 'Code of Federal Regulations', groupOrder: '1', sortPrefix: '' };
    case 'PL':
      return { group: 'Session Laws', groupOrder: '3', sortPrefix: '0 ' };
    case 'STAT':
      return { group: 'Session Laws', groupOrder: '3', sortPrefix: '1 ' };
    default: {
      const code = citation.code ?? '';
      if (!citation.state) return { group: 'Codes Not Identified', groupOrder: '4', sortPrefix: '' };
      const name = stateName(citation.state);
      return { group: `${name} (${code})`, groupOrder: `2 ${name} ${code}`, sortPrefix: '' };
    }
  }
}

/**
 * The authorities `citations` cite (short forms and `Id.` count for the section they stand for), each
 * once. A range is one authority, listed as cited, never split into its endpoints.
 */
export function collectAuthorities(citations: readonly Citation[]): CitedAuthority[] {
  const byKey = new Map<string, CitedAuthority>();
  for (let i = 0; i < citations.length; i++) {
    const citation = citations[i];
    if (!citation.corpusType && citation.kind !== 'ambiguous') continue;
    let listed = citation.canonical;
    let checks = [citation];
    let occurrence: Region = { start: citation.start, end: citation.end };
    const to = citation.range === 'from' ? citations[i + 1] : undefined;
    if (to?.range === 'to') {
      listed = rangeCitation(citation, to);
      checks = [citation, to];
      occurrence = { start: citation.start, end: to.end };
      i++;
    } else if (citation.etSeq) {
      listed = `${citation.canonical} et seq.`;
    }
    const known = byKey.get(listed);
    if (known) {
      known.occurrences.push(occurrence);
      continue;
    }
    const { group, groupOrder, sortPrefix } = groupOf(citation);
    // A range sorts where its first section does, a citation `et seq.` right after the section itself.
    byKey.set(listed, { citation: listed, group, groupOrder, sortKey: `${sortPrefix}${citation.canonical} ${listed}`, checks, occurrences: [occurrence] });
  }
  return [...byKey.values()];
}

/** Where an authority is cited, as the table shows it. */
export interface Reference {
  /** What the reader sees: a heading's numbering or text. Empty for a LaTeX page reference. */
  label: string;
  /** Markdown: the heading's anchor; reStructuredText: the section title; LaTeX: the `\label` name. */
  target: string;
}

export interface TableEntry {
  citation: string;
  group: string;
  groupOrder: string;
  sortKey?: string;
  /** One per place cited, in document order; repeated references are listed once. */
  references: Reference[];
  /** Set when the entry is not verified against the statute service: why, in words. */
  unverified?: string;
  /** Set when the statute service answered that a section it names does not exist: which, in words. */
  notFound?: string;
  /** Set when the service's last answer says a section it names is not in force (or not good law). */
  notInForce?: NotInForce;
}

/** A standing other than in force, as the table shows it. */
export interface NotInForce {
  /** The status in a word or two, written in brackets after the citation: `repealed`. */
  word: string;
  /** The status in words for the note under the table: `Repealed`, `35 U.S.C. § 104: Renumbered → …`. */
  text: string;
}

export interface TableOptions {
  /** More distinct references than this are written "passim". */
  passimAfter: number;
}

/** Before the first heading there is nothing to name: the reference says so. */
export const OPENING: Reference = { label: 'opening', target: '' };

/**
 * The reference of each occurrence: the heading it falls under (Markdown, plain text,
 * reStructuredText) or, in LaTeX, the `\label` placed after it (`labels`, by occurrence start).
 */
export function referencesFor(occurrences: readonly Region[], format: TableFormat, headings: readonly Heading[], labels?: ReadonlyMap<number, string>): Reference[] {
  return occurrences.map((o) => {
    const label = labels?.get(o.start);
    if (format === 'latex' && label) return { label: '', target: label };
    const heading = headingAt(headings, o.start);
    return heading ? { label: heading.label, target: heading.target } : OPENING;
  });
}

/** The name prefix of the labels the table places after citations in LaTeX. */
const LABEL_PREFIX = 'statutes-toa-';
const LABEL_AFTER = /^\\label\{statutes-toa-(\d+)\}/;

/** What separates the members of a list (`§§ 102 and 103`, `§§ 1981, 1982, and 1983`). */
const LIST_SEPARATOR = /^(?:\s*,\s*(?:(?:and|or)\s+|&\s*)?|\s+(?:and|or|&)\s+)$/;

/**
 * LaTeX page references: the `\label` after each occurrence, reusing the one already there (so a
 * rebuild changes nothing in the text), and the insertions that place the missing ones. The members
 * of a list share one label after the list's last member: a label inside it would end the list.
 */
export function latexLabels(text: string, occurrences: readonly Region[]): { labels: Map<number, string>; insertions: { offset: number; text: string }[] } {
  let next = 1;
  for (const m of text.matchAll(/\\label\{statutes-toa-(\d+)\}/g)) next = Math.max(next, Number(m[1]) + 1);
  const labels = new Map<number, string>();
  const insertions: { offset: number; text: string }[] = [];
  const sorted = [...occurrences].sort((a, b) => a.start - b.start);
  for (let i = 0; i < sorted.length; ) {
    let last = i;
    // A member is a bare section number (`103`); a citation naming its own code starts a new list.
    const member = (o: Region): boolean => !/\s|§|\\S/.test(text.slice(o.start, o.end));
    while (last + 1 < sorted.length && member(sorted[last + 1]) && LIST_SEPARATOR.test(text.slice(sorted[last].end, sorted[last + 1].start))) last++;
    const end = sorted[last].end;
    const existing = LABEL_AFTER.exec(text.slice(end, end + 40));
    const name = existing ? `${LABEL_PREFIX}${existing[1]}` : `${LABEL_PREFIX}${next++}`;
    if (!existing) insertions.push({ offset: end, text: `\\label{${name}}` });
    for (let k = i; k <= last; k++) labels.set(sorted[k].start, name);
    i = last + 1;
  }
  return { labels, insertions };
}

function distinct(references: readonly Reference[]): Reference[] {
  const seen = new Set<string>();
  return references.filter((r) => {
    const key = `${r.target}\u0000${r.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const TITLE = 'Table of Authorities';
/** Not verified (not yet, or never can be). */
const UNVERIFIED_MARK = '†';
/** Verified, and the service has no such section. */
const NOT_FOUND_MARK = '‡';

/** One explained mark: the note under the table lists the entries it marks and why. */
interface MarkNote {
  /** The mark as the note shows it (already in the format), or empty when the rows carry words instead. */
  mark: string;
  heading: string;
  items: { citation: string; why: string }[];
}

/** The table, markers included, in the document's format. */
export function buildTable(entries: readonly TableEntry[], format: TableFormat, options: TableOptions = { passimAfter: 5 }): string {
  const sorted = [...entries].sort((x, y) => compareCitations(x.groupOrder, y.groupOrder) || compareCitations(x.sortKey ?? x.citation, y.sortKey ?? y.citation));
  const groups = new Map<string, TableEntry[]>();
  for (const entry of sorted) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  // Markdown links by reference (`[I][toa-1]`), defined under the table: the rows stay short to read in the source.
  const anchors = new Map<string, string>();
  const t = (text: string): string => escapeInline(format, text);
  const where = (entry: TableEntry): string => {
    const refs = distinct(entry.references);
    if (refs.length > options.passimAfter) return format === 'markdown' ? '_passim_' : format === 'latex' ? '\\emph{passim}' : format === 'restructuredtext' ? '*passim*' : 'passim';
    return refs.map((r) => reference(r, format, anchors)).join(', ');
  };
  const symbol = (plain: string, latex: string): string => (format === 'latex' ? `\\textsuperscript{${latex}}` : plain);
  const unverifiedMark = symbol(UNVERIFIED_MARK, '\\dag');
  const notFoundMark = symbol(NOT_FOUND_MARK, '\\ddag');
  const mark = (entry: TableEntry): string => {
    const space = format === 'latex' ? '' : ' ';
    let out = '';
    if (entry.unverified) out += `${space}${unverifiedMark}`;
    if (entry.notFound) out += `${space}${notFoundMark}`;
    // The status in words: a symbol for "repealed" would be one more thing to look up before filing.
    if (entry.notInForce) out += ` [${t(entry.notInForce.word)}]`;
    return out;
  };
  const notes: MarkNote[] = [
    { mark: unverifiedMark, heading: 'Not verified against the statute service:', items: sorted.filter((e) => e.unverified).map((e) => ({ citation: e.citation, why: e.unverified ?? '' })) },
    { mark: notFoundMark, heading: 'Not found by the statute service:', items: sorted.filter((e) => e.notFound).map((e) => ({ citation: e.citation, why: e.notFound ?? '' })) },
    {
      mark: '',
      heading: 'Not in force according to the statute service (its status in brackets after the citation):',
      items: sorted.filter((e) => e.notInForce).map((e) => ({ citation: e.citation, why: e.notInForce?.text ?? '' })),
    },
  ].filter((n) => n.items.length > 0);
  const lead = (note: MarkNote): string => (note.mark ? (format === 'latex' ? note.mark : `${note.mark} `) : '');
  const [open, close] = blockMarkers('table-of-authorities', format);
  const out: string[] = [open];
  if (format === 'markdown') {
    out.push(`## ${TITLE}`, '');
    for (const [group, list] of groups) {
      out.push(`**${t(group)}**`, '', '| Authority | Cited in |', '| :-- | :-- |');
      for (const e of list) out.push(`| ${t(e.citation)}${mark(e)} | ${where(e)} |`);
      out.push('');
    }
    if (groups.size === 0) out.push('_No statutory citations._', '');
    for (const note of notes) {
      out.push(`${lead(note)}${note.heading}`, '');
      for (const item of note.items) out.push(`- ${t(item.citation)}: ${t(item.why)}`);
      out.push('');
    }
    if (anchors.size) {
      for (const [target, id] of anchors) out.push(`[${id}]: #${target}`);
      out.push('');
    }
  } else if (format === 'latex') {
    out.push(`\\section*{${TITLE}}`);
    for (const [group, list] of groups) {
      out.push(`\\subsection*{${t(group)}}`, '\\begin{flushleft}');
      for (const e of list) out.push(`${latexCitation(e.citation)}${mark(e)} \\dotfill ${where(e)}\\\\`);
      out.push('\\end{flushleft}');
    }
    if (groups.size === 0) out.push('No statutory citations.');
    for (const note of notes) {
      out.push(`\\par\\noindent${lead(note) || ' '}${t(note.heading)}`, '\\begin{itemize}');
      for (const item of note.items) out.push(`  \\item ${latexCitation(item.citation)}: ${t(item.why)}`);
      out.push('\\end{itemize}');
    }
  } else if (format === 'restructuredtext') {
    // A rubric, not a section title: the table must not change the document's section levels.
    out.push('', `.. rubric:: ${TITLE}`, '');
    for (const [group, list] of groups) {
      out.push(`**${t(group)}**`, '');
      for (const e of list) out.push(`- ${t(e.citation)}${mark(e)} — ${where(e)}`);
      out.push('');
    }
    if (groups.size === 0) out.push('No statutory citations.', '');
    for (const note of notes) {
      out.push(`${lead(note)}${t(note.heading)}`, '');
      for (const item of note.items) out.push(`- ${t(item.citation)}: ${t(item.why)}`);
      out.push('');
    }
  } else {
    out.push(TITLE.toUpperCase(), '');
    for (const [group, list] of groups) {
      out.push(t(group));
      for (const e of list) out.push(leader(`  ${t(e.citation)}${mark(e)}`, where(e)));
      out.push('');
    }
    if (groups.size === 0) out.push('No statutory citations.', '');
    for (const note of notes) {
      out.push(`${lead(note)}${note.heading}`);
      for (const item of note.items) out.push(`  ${t(item.citation)}: ${t(item.why)}`);
      out.push('');
    }
  }
  out.push(close);
  return out.join('\n');
}

function reference(r: Reference, format: TableFormat, anchors: Map<string, string>): string {
  switch (format) {
    case 'markdown': {
      if (!r.target) return escapeInline('markdown', r.label);
      // An anchor holds letters, digits, hyphens and underscores only: nothing that could end the link.
      const target = r.target.replace(/[^\p{L}\p{N}_-]/gu, '');
      let id = anchors.get(target);
      if (!id) anchors.set(target, (id = `toa-${anchors.size + 1}`));
      return `[${escapeInline('markdown', r.label)}][${id}]`;
    }
    case 'latex':
      return r.target && !r.label ? `\\pageref{${r.target}}` : escapeInline('latex', r.label);
    case 'restructuredtext':
      return r.target ? `\`${escapeInline('restructuredtext', r.target)}\`_` : escapeInline('restructuredtext', r.label);
    case 'plaintext':
      return escapeInline('plaintext', r.label);
  }
}

/** `  17 U.S.C. § 107 ........ I, III`: a dot leader out to a fixed column, as a printed table has. */
function leader(left: string, right: string, width = 76): string {
  const dots = Math.max(3, width - left.length - right.length - 2);
  return `${left} ${'.'.repeat(dots)} ${right}`;
}

/** `17 U.S.C. § 107` → `17~U.S.C.~\S~107`: ties keep a citation on one line. */
export function latexCitation(citation: string): string {
  return citation
    .split('§')
    .map((part) => escapeInline('latex', part))
    .join('\\S')
    .replace(/ /g, '~')
    .replace(/–/g, '--');
}
