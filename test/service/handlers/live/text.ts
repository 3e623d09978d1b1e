/**
 * The live body route's answer: the text in the asked `format`, `structured` subsections built from
 * the stored section structure, and the as-of block.
 */
import type { ServiceContext } from '../../context';
import type { SectionRecord } from '../../corpus/store';
import { statusNote } from '../../corpus/store';
import { pinpointOf, type SectionStructure, type StructureNode } from '../../corpus/structure';

export const BODY_FORMATS = ['all', 'both', 'html', 'markdown', 'plain', 'content', 'operative'] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];

export interface LiveSubsection {
  label: string;
  pincite: string;
  type: string;
  citation: string;
  text: string;
  children: LiveSubsection[];
}

/** The drafting levels the publisher names; deeper levels (items, subitems) are reported as the deepest. */
const LEVEL_TYPES = ['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause'];

function subsections(nodes: readonly StructureNode[], citation: string, depth = 0): LiveSubsection[] {
  return nodes.map((n) => {
    const pincite = pinpointOf(n.path);
    const type = LEVEL_TYPES.includes(n.type) ? n.type : LEVEL_TYPES[Math.min(depth, LEVEL_TYPES.length - 1)]!;
    return { label: n.label, pincite, type, citation: `${citation}${pincite}`, text: n.text, children: subsections(n.children, citation, depth + 1) };
  });
}

/** Markdown from the structure: flat paragraphs, or (structured) a nested list one level per enumerator. */
function markdownOf(headingLine: string, structure: SectionStructure, nested: boolean): string {
  const lines = [`## ${headingLine}`, ''];
  if (structure.intro) lines.push(...structure.intro.split('\n').flatMap((p) => [p, '']));
  const walk = (nodes: readonly StructureNode[], depth: number): void => {
    for (const n of nodes) {
      const text = `**${n.label}** ${n.text}`.trim();
      if (nested) lines.push(`${'  '.repeat(depth)}- ${text}`);
      else lines.push(text, '');
      walk(n.children, depth + 1);
    }
  };
  walk(structure.nodes, 0);
  if (structure.outro) lines.push('', ...structure.outro.split('\n').flatMap((p) => [p, '']));
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function tablesOf(html: string | null): { tableId: string; order: number; caption: string | null; rows: number; cols: number }[] {
  if (!html) return [];
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((m, i) => {
    const rows = [...m[1]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)];
    const cols = Math.max(0, ...rows.map((r) => (r[1]!.match(/<t[hd]>/g) ?? []).length));
    return { tableId: `t${i + 1}`, order: i + 1, caption: null, rows: rows.length, cols };
  });
}

function yearOf(date: string | null | undefined): number | null {
  return date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;
}

interface AsOfText {
  plain: string | null;
  notesHtml: string | null;
  structure: string | null;
  available: boolean;
  note: string | null;
  sourceCredit: string | null;
  block: Record<string, unknown>;
}

/**
 * The text as of a date under the publisher's two engines.
 *
 * stored_edition (the U.S. Code): a date resolves to the edition of its year; when that edition is
 * held its text is `published` verbatim (isBounded true), otherwise the date is out of coverage:
 * `unavailable`, no text, refunded. Dates are never answered from a neighbouring edition.
 *
 * observed_change (CFR, D.C.): every dated capture of a section on file is an observation. With no
 * change observed after the date the current text is `live`; otherwise the text is `reconstructed`
 * from the capture before the first change after the date (`basisChangeId` names that change).
 * `isBounded` is set when no change was observed affecting the date (a live answer, or a date before
 * the first capture, `observedFrom`).
 */
function asOfAnswer(ctx: ServiceContext, record: SectionRecord, date: string): AsOfText {
  const versions = ctx.store.versionRows(record.actId);
  const yearsWith = (hash?: string): number[] => [...new Set(versions.filter((v) => !hash || v.body_hash === hash).map((v) => yearOf(v.edition_date)!))].sort((a, b) => a - b);
  const text = (v: (typeof versions)[number]): Omit<AsOfText, 'block'> => {
    const body = ctx.store.bodyByHash(v.body_hash);
    const has = body.has_text === 1;
    return { plain: body.plain, notesHtml: body.notes_html, structure: body.structure, available: has, note: has ? null : statusNote(record.citation, v.status, v.heading), sourceCredit: v.source_credit };
  };
  const none = (note: string): Omit<AsOfText, 'block'> => ({ plain: null, notesHtml: null, structure: null, available: false, note, sourceCredit: null });
  const first = versions[0];
  const creditDates = first ? (JSON.parse(first.credit_dates) as string[]) : [];
  const addedAfter = first !== undefined && first.credit_says_added === 1 && creditDates[0] !== undefined && date < creditDates[0];

  if (record.corpusType === 'USC') {
    const year = yearOf(date)!;
    const held = ctx.store.titleEditions(record.corpusType, record.state, record.titleNumber).filter((e) => e.scope === 'title');
    const heldYears = [...new Set(held.map((e) => yearOf(e.date)!))].sort((a, b) => a - b);
    const edition = [...held].reverse().find((e) => yearOf(e.date) === year);
    const base = { requested: date, engine: 'stored_edition', basisChangeId: null, observedFrom: null, scheduledEditionYear: year };
    if (!edition) {
      const reason = `No ${year} edition of Title ${record.titleNumber} is held (editions held: ${heldYears.join(', ') || 'none'}); a date outside them is not answered from a neighbouring edition.`;
      return {
        ...none(reason),
        block: { ...base, source: 'unavailable', existed: !addedAfter, isBounded: false, coverage: `U.S. Code text as of a date comes from the annual editions held for this title: ${heldYears.join(', ') || 'none'}.`, resolvedEditionYear: null, editionsObserved: yearsWith(), outOfCoverageReason: reason },
      };
    }
    const version = versions.find((v) => v.edition_id === edition.id);
    const block = { ...base, source: 'published', isBounded: true, coverage: `Published text of the ${year} edition (${edition.label}), as printed.`, resolvedEditionYear: year, outOfCoverageReason: null };
    if (!version) {
      const existedBefore = versions.some((v) => v.date < edition.date);
      return { ...none(`${record.citation} is not in the ${year} edition (${edition.label}).`), block: { ...block, existed: existedBefore, editionsObserved: yearsWith() } };
    }
    return { ...text(version), block: { ...block, existed: true, editionsObserved: yearsWith(version.body_hash) } };
  }

  const observedFrom = first?.date ?? null;
  const base = { requested: date, engine: 'observed_change', observedFrom, resolvedEditionYear: null, scheduledEditionYear: null, editionsObserved: null, outOfCoverageReason: null };
  const coverage = `Rebuilt from changes observed since ${observedFrom ?? 'capture began'}; a change that happened before then, or between two observations, is not seen.`;
  if (!first) return { ...none('No text of this section was ever captured.'), block: { ...base, source: 'unavailable', existed: true, isBounded: true, coverage, basisChangeId: null, outOfCoverageReason: 'No capture of this section is held.' } };
  if (addedAfter) {
    return { ...none(`${record.citation} did not exist on ${date}: it was added on ${creditDates[0]}.`), block: { ...base, source: 'reconstructed', existed: false, isBounded: date < first.date, coverage, basisChangeId: first.id } };
  }
  // The capture in force on the date (the first one, for a date before capture began), and the first change after it.
  const atDate = [...versions].reverse().find((v) => v.date <= date) ?? first;
  const index = versions.indexOf(atDate);
  const change = versions.slice(index + 1).find((v, i, rest) => v.body_hash !== (i === 0 ? atDate.body_hash : rest[i - 1]!.body_hash));
  const beforeCapture = date < first.date;
  if (!change) return { ...text(atDate), block: { ...base, source: 'live', existed: true, isBounded: true, coverage, basisChangeId: null } };
  return { ...text(atDate), block: { ...base, source: 'reconstructed', existed: true, isBounded: beforeCapture, coverage, basisChangeId: change.id } };
}

export interface BodyAnswer {
  fields: Record<string, unknown>;
  /** `available: false` (other than a section that did not exist yet) or `asOf` with `source: "unavailable"`: not charged. */
  refunded: boolean;
}

export function bodyFormats(ctx: ServiceContext, record: SectionRecord, options: { format: BodyFormat; structured: boolean; asOf?: string }): BodyAnswer {
  const { format, structured, asOf } = options;
  const engine = record.corpusType === 'USC' ? 'stored_edition' : 'observed_change';
  let html: string | null;
  let plain: string | null;
  let notesHtml: string | null;
  let structureJson: string | null;
  let available: boolean;
  let note: string | null;
  let sourceCredit: string | null;
  let asOfBlock: Record<string, unknown> | undefined;
  let refunded = false;
  let storage = 'r2_render';
  if (asOf === undefined) {
    const current = ctx.store.currentBody(record.actId)!;
    html = ctx.htmlOverrides.get(record.actId) ?? current.html;
    plain = current.plain;
    notesHtml = current.notes_html;
    structureJson = current.structure;
    available = current.has_text === 1;
    note = available ? null : statusNote(record.citation, record.actStatus, record.heading);
    sourceCredit = current.version.source_credit;
    // `available: false` (no text on file, e.g. a repealed section) is not charged.
    refunded = !available;
  } else {
    const answer = asOfAnswer(ctx, record, asOf);
    html = null; // as-of answers carry no HTML
    plain = answer.plain;
    notesHtml = answer.notesHtml;
    structureJson = answer.structure;
    available = answer.available;
    note = answer.note;
    sourceCredit = answer.sourceCredit;
    // Out of coverage, or no text where the section did exist: refunded. "Did not exist yet" is an answer: charged.
    refunded = answer.block.source === 'unavailable' || (!answer.available && answer.block.existed !== false);
    storage = engine === 'stored_edition' ? 'stored_edition' : 'corpus_change_history';
    asOfBlock = answer.block;
  }
  const structure = structureJson ? (JSON.parse(structureJson) as SectionStructure) : { intro: '', nodes: [], outro: '' };
  const headingLine = plain ? (plain.split('\n')[0] ?? '') : '';
  const markdown = available && plain ? markdownOf(headingLine, structure, structured) : null;
  const fields: Record<string, unknown> = {};
  const usc = record.corpusType === 'USC';
  const contentOf = (): string | null => (plain && available ? plain.split('\n').slice(1).join('\n').trim() : null);
  switch (format) {
    case 'both':
      if (asOf === undefined) fields.html = html;
      fields.plain = plain;
      break;
    case 'all':
      if (asOf === undefined) fields.html = html;
      fields.plain = plain;
      fields.markdown = markdown;
      break;
    case 'html':
      if (asOf === undefined) fields.html = html;
      break;
    case 'plain':
      fields.plain = plain;
      break;
    case 'markdown':
      if (markdown) fields.markdown = markdown;
      else {
        fields.plain = plain;
        note ??= 'No markdown rendering of this text exists; plain text is given.';
      }
      break;
    case 'content':
    case 'operative':
      if (usc) {
        fields.content = contentOf();
        // format=operative leaves the notes off the wire: null there means "not sent".
        fields.notes = format === 'content' && notesHtml ? stripTags(notesHtml) : null;
      } else {
        fields.plain = plain;
        fields.content = null;
        note ??= 'content and operative split U.S. Code sections only; plain text is given.';
      }
      break;
  }
  if (structured) {
    fields.subsections = available ? subsections(structure.nodes, record.citation) : [];
    if (markdown && !('markdown' in fields)) fields.markdown = markdown;
  }
  const tables = tablesOf(asOf === undefined ? html : null);
  return {
    refunded,
    fields: {
      ...fields,
      source: storage,
      sourceUrl: record.htmlUrl,
      sourceCredit,
      available,
      note,
      tables,
      figures: [],
      hasTables: asOf === undefined ? tables.length > 0 : null,
      hasFigures: asOf === undefined ? false : null,
      ...(asOfBlock ? { asOf: asOfBlock } : {}),
    },
  };
}
