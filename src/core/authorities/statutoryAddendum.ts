/**
 * The statutory addendum: the full text of every section a document cites, as of its operative date,
 * each headed by its canonical citation and the edition the text comes from (in words), in the order
 * of first citation or grouped by code. A block the extension inserts once and then rewrites in place.
 */
import type { AsOfInfo } from '../api/models';
import { isSectionCitation } from '../citations/codes';
import type { Citation } from '../citations/types';
import { OutputFormat, escapeInline, escapeParagraph } from '../lookup/insertion';
import { type Region, blockMarkers, findAnyBlock } from './generatedBlocks';
import { wrapText } from '../util/wrapText';
import { type CitedAuthority, compareCitations, latexCitation } from './tableOfAuthorities';

export type AddendumOrder = 'citation' | 'code';

/** One section to reproduce: a cited section, or a section inside a cited range. */
export interface AddendumItem {
  /** The canonical citation of the section (`17 U.S.C. § 1202`). */
  citation: string;
  /** What to look the section up by. */
  query: Pick<Citation, 'canonical' | 'corpusType' | 'state'>;
  group: string;
  groupOrder: string;
  sortKey: string;
  /** Position of its first citation in the document (a range's members keep their order within it). */
  firstCited: number;
}

/**
 * The sections whose text the addendum reproduces, each once: every cited section, and every section of
 * a cited range (`§§ 1201–1205` gives five). Session laws, whole chapters and codes the document leaves
 * ambiguous have no section text and are left to `notReproduced`.
 */
export function addendumItems(authorities: readonly CitedAuthority[]): AddendumItem[] {
  const items = new Map<string, AddendumItem>();
  for (const authority of authorities) {
    const first = authority.checks[0];
    if (!isSectionCitation(first)) continue;
    const firstCited = authority.occurrences[0]?.start ?? 0;
    const canonicals = first.members && authority.checks.length === 2 ? first.members : authority.checks.length === 2 ? authority.checks.map((c) => c.canonical) : [first.canonical];
    canonicals.forEach((canonical, i) => {
      const known = items.get(canonical);
      const position = firstCited + i / 1000;
      if (known) {
        known.firstCited = Math.min(known.firstCited, position);
        return;
      }
      items.set(canonical, {
        citation: canonical,
        query: { canonical, corpusType: first.corpusType, state: first.state },
        group: authority.group,
        groupOrder: authority.groupOrder,
        sortKey: canonical,
        firstCited: position,
      });
    });
  }
  return [...items.values()];
}

/** Authorities the addendum cannot reproduce, with why. */
export function notReproduced(authorities: readonly CitedAuthority[]): { citation: string; reason: string }[] {
  return authorities
    .filter((a) => !isSectionCitation(a.checks[0]))
    .map((a) => {
      const c = a.checks[0];
      const reason = c.corpusType === 'PL' || c.corpusType === 'STAT' ? 'a session law; the statute service holds codes only' : c.kind === 'ambiguous' ? 'the document does not say which code it is' : `a whole ${c.divisionLabel ?? 'chapter'}, not a section`;
      return { citation: a.citation, reason };
    });
}

export function orderItems(items: readonly AddendumItem[], order: AddendumOrder): AddendumItem[] {
  return [...items].sort((x, y) => (order === 'citation' ? x.firstCited - y.firstCited : compareCitations(x.groupOrder, y.groupOrder) || compareCitations(x.sortKey, y.sortKey)));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-08-26` → `August 26, 2025`; anything else as given. */
export function dateInWords(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return date;
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** What a code is called in words: `U.S. Code`, `Code of Federal Regulations`, or the code's own name. */
function codeInWords(item: Pick<AddendumItem, 'query' | 'group'>): string {
  if (item.query.corpusType === 'USC') return 'U.S. Code';
  if (item.query.corpusType === 'CFR') return 'Code of Federal Regulations';
  return item.group;
}

/**
 * The year of an edition label: the live service's year, a year in the label, or the Congress of an
 * OLRC release point (`Online@113-31`: the 113th Congress, which first met in 2013).
 */
function editionYear(asOf: Pick<AsOfInfo, 'resolvedEdition' | 'resolvedEditionYear'>): number | undefined {
  if (asOf.resolvedEditionYear) return asOf.resolvedEditionYear;
  const label = asOf.resolvedEdition ?? '';
  const congress = /@(\d{2,3})-\d+/.exec(label);
  if (congress) return 1789 + 2 * (Number(congress[1]) - 1);
  const year = /\b(1[89]\d{2}|2\d{3})\b/.exec(label);
  return year ? Number(year[1]) : undefined;
}

/**
 * Where a text comes from, in words: "U.S. Code, 2013 release", "D.C. Code, reconstructed as of June 1,
 * 2014", "U.S. Code, current through August 26, 2025".
 */
export function editionInWords(item: Pick<AddendumItem, 'query' | 'group'>, asOf: AsOfInfo | undefined, currentThrough: string | undefined): string {
  const code = codeInWords(item);
  if (asOf && asOf.source !== 'live') {
    const year = editionYear(asOf);
    if (asOf.source === 'published') return year ? `${code}, ${year} release` : `${code}, the published edition in force on ${dateInWords(asOf.requested)}`;
    if (asOf.source === 'reconstructed') return `${code}, reconstructed as in force on ${dateInWords(asOf.requested)}${year ? ` from the ${year} release and later amendments` : ''}`;
    return `${code}, no edition on file for ${dateInWords(asOf.requested)}`;
  }
  return currentThrough ? `${code}, current through ${dateInWords(currentThrough)}` : `${code}, current text`;
}

/** One section's text as the addendum reproduces it. */
export interface AddendumSection {
  citation: string;
  group: string;
  heading?: string;
  /** The edition, in words (`editionInWords`). */
  edition: string;
  /** The text, subdivision by subdivision; empty when the service has none (then `note` says why). */
  paragraphs: Paragraph[];
  note?: string;
  /** The enacting and amending laws, as the code prints them after the text. */
  sourceCredit?: string;
}

/** One subdivision of a statute: its text and how deep it sits (0: the section's own text). */
export interface Paragraph {
  level: number;
  text: string;
}

/**
 * A statute's plain text as paragraphs: each line one subdivision, its depth read from its indentation
 * (two spaces a level). A first line that only repeats the section number and heading (`§ 107.
 * Limitations on …`) is dropped: the addendum's own heading says it.
 */
export function paragraphsOf(plain: string, heading?: string): Paragraph[] {
  const paragraphs = plain
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => ({ level: Math.min(6, Math.floor((/^ */.exec(line)?.[0].length ?? 0) / 2)), text: line.replace(/\s+/g, ' ').trim() }));
  const first = paragraphs[0];
  if (first && /^§+\s*[\w.:-]+\.?\s/.test(first.text) && (!heading || first.text.includes(heading.trim()) || first.text.length < 200)) paragraphs.shift();
  return paragraphs;
}

/** A subdivision indented as the format indents a paragraph (reStructuredText: nested block quotes). */
function indented(format: OutputFormat, para: Paragraph): string {
  const text = escapeParagraph(format, para.text);
  if (para.level === 0) return text;
  switch (format) {
    case 'markdown':
      return `${'&emsp;'.repeat(2 * para.level)}${text}`;
    case 'latex':
      return `{\\setlength{\\leftskip}{${2 * para.level}em}\\noindent ${text}\\par}`;
    case 'restructuredtext':
      return `${'  '.repeat(para.level)}${text}`;
    case 'plaintext':
      return `${'  '.repeat(para.level)}${text}`;
  }
}

/** Plain text is read as written: long lines wrap under their own indentation. */
function plainLines(text: string): string {
  return wrapText(text, 78);
}

const TITLE = 'Statutory Addendum';

export function findAddendumBlock(text: string, format: OutputFormat): Region | undefined {
  return findAnyBlock(text, 'statutory-addendum', format);
}

export interface AddendumOptions {
  order: AddendumOrder;
  /** The operative date the texts are as of; undefined: current law. */
  asOf?: string;
  notReproduced?: readonly { citation: string; reason: string }[];
}

/** The addendum, markers included, in the document's format. Every text from the service is escaped. */
export function buildAddendum(sections: readonly AddendumSection[], format: OutputFormat, options: AddendumOptions): string {
  const [open, close] = blockMarkers('statutory-addendum', format);
  const t = (text: string): string => escapeInline(format, text);
  const p = (text: string): string => escapeParagraph(format, text);
  const sub = (para: Paragraph): string => indented(format, para);
  const groups = options.order === 'code';
  const intro = `The text of each statute cited, ${options.asOf ? `as in force on ${dateInWords(options.asOf)}` : 'as currently in force'}${groups ? ', by code' : ', in the order first cited'}.`;
  const heading = (s: AddendumSection): string => `${s.citation}${s.heading ? ` — ${s.heading}` : ''}`;
  const out: string[] = [open];
  let group: string | undefined;
  const omitted = options.notReproduced ?? [];
  if (format === 'markdown') {
    out.push(`## ${TITLE}`, '', `_${t(intro)}_`, '');
    for (const s of sections) {
      if (groups && s.group !== group) out.push(`### ${t((group = s.group))}`, '');
      out.push(`${groups ? '####' : '###'} ${t(heading(s))}`, '', `_${t(s.edition)}_`, '');
      for (const para of s.paragraphs) out.push(sub(para), '');
      if (s.note) out.push(`_${t(s.note)}_`, '');
      if (s.sourceCredit) out.push(`<small>${t(s.sourceCredit)}</small>`, '');
    }
    if (omitted.length) {
      out.push('**Not reproduced:**', '');
      for (const o of omitted) out.push(`- ${t(o.citation)}: ${t(o.reason)}.`);
      out.push('');
    }
  } else if (format === 'latex') {
    out.push(`\\section*{${TITLE}}`, `\\textit{${t(intro)}}`, '');
    for (const s of sections) {
      if (groups && s.group !== group) out.push(`\\subsection*{${t((group = s.group))}}`);
      out.push(`\\${groups ? 'subsubsection' : 'subsection'}*{${latexCitation(s.citation)}${s.heading ? ` --- ${t(s.heading)}` : ''}}`, `\\textit{${t(s.edition)}}`, '');
      for (const para of s.paragraphs) out.push(sub(para), '');
      if (s.note) out.push(`\\textit{${t(s.note)}}`, '');
      if (s.sourceCredit) out.push(`{\\small ${t(s.sourceCredit)}}`, '');
    }
    if (omitted.length) {
      out.push('\\paragraph{Not reproduced.}', '\\begin{itemize}');
      for (const o of omitted) out.push(`  \\item ${latexCitation(o.citation)}: ${t(o.reason)}.`);
      out.push('\\end{itemize}');
    }
  } else if (format === 'restructuredtext') {
    // Rubrics, not section titles: the addendum must not change the document's section levels.
    out.push('', `.. rubric:: ${TITLE}`, '', `*${t(intro)}*`, '');
    for (const s of sections) {
      if (groups && s.group !== group) out.push(`.. rubric:: ${t((group = s.group))}`, '');
      out.push(`**${t(heading(s))}**`, '', `*${t(s.edition)}*`, '');
      for (const para of s.paragraphs) out.push(sub(para), '');
      if (s.note) out.push(`*${t(s.note)}*`, '');
      if (s.sourceCredit) out.push(p(s.sourceCredit), '');
    }
    if (omitted.length) {
      out.push('**Not reproduced:**', '');
      for (const o of omitted) out.push(`- ${t(o.citation)}: ${t(o.reason)}.`);
      out.push('');
    }
  } else {
    out.push(TITLE.toUpperCase(), '', t(intro), '');
    for (const s of sections) {
      if (groups && s.group !== group) out.push((group = t(s.group)).toUpperCase(), '');
      out.push(t(heading(s)), `(${t(s.edition)})`, '');
      for (const para of s.paragraphs) out.push(plainLines(sub(para)), '');
      if (s.note) out.push(plainLines(p(s.note)), '');
      if (s.sourceCredit) out.push(plainLines(p(s.sourceCredit)), '');
    }
    if (omitted.length) {
      out.push('Not reproduced:');
      for (const o of omitted) out.push(`  ${t(o.citation)}: ${t(o.reason)}.`);
      out.push('');
    }
  }
  out.push(close);
  return out.join('\n');
}
