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

function subsections(nodes: readonly StructureNode[], citation: string): LiveSubsection[] {
  return nodes.map((n) => {
    const pincite = pinpointOf(n.path);
    return { label: n.label, pincite, type: n.type, citation: `${citation}${pincite}`, text: n.text, children: subsections(n.children, citation) };
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

export interface BodyAnswer {
  fields: Record<string, unknown>;
  /** `asOf` with `source: "unavailable"`: not charged. */
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
  } else {
    const answer = ctx.store.bodyAsOf(record.actId, asOf)!;
    const facts = ctx.store.versionFacts(record.actId);
    html = null; // as-of answers carry no HTML
    plain = answer.plain;
    notesHtml = answer.notesHtml;
    structureJson = answer.structure;
    available = answer.available;
    note = answer.note;
    sourceCredit = answer.sourceCredit;
    const unknownExistence = answer.asOf.source === 'unavailable' && answer.asOf.existed === null;
    let source: 'live' | 'reconstructed' | 'unavailable' | 'published';
    if (unknownExistence) source = 'unavailable';
    else if (answer.asOf.existed === false || answer.versionId === null) source = engine === 'stored_edition' ? 'published' : 'reconstructed';
    else if (answer.versionId === facts.currentVersionId) source = 'live';
    else if (answer.asOf.source === 'reconstructed') source = 'reconstructed';
    else source = engine === 'stored_edition' ? 'published' : 'reconstructed';
    refunded = source === 'unavailable';
    storage = engine === 'stored_edition' ? 'stored_edition' : 'corpus_change_history';
    const editions = [...new Set(facts.versionDates.map(yearOf).filter((y): y is number => y !== null))];
    const laterVersion = facts.versionDates.find((d) => d > asOf);
    const observedFrom = engine === 'observed_change' ? facts.firstEditionDate : null;
    const isBounded = engine === 'stored_edition' ? !unknownExistence && laterVersion !== undefined : observedFrom !== null && asOf >= observedFrom;
    const codeName = record.corpusType === 'USC' ? 'U.S. Code' : record.corpusType === 'CFR' ? 'CFR' : 'code';
    asOfBlock = {
      requested: asOf,
      source,
      existed: answer.asOf.existed,
      isBounded,
      coverage:
        engine === 'stored_edition'
          ? `Text as of a date comes from the ${codeName} editions on file (${editions.join(', ') || 'none'}); a date between two editions gets the earlier one unless a later credit shows the change was already in force.`
          : `Text as of a date is rebuilt from changes observed since ${observedFrom ?? 'the first capture'}; earlier dates are outside coverage.`,
      engine,
      basisChangeId: engine === 'observed_change' && answer.versionId !== null ? answer.versionId : null,
      observedFrom,
      resolvedEditionYear: yearOf(answer.asOf.editionDate),
      scheduledEditionYear: engine === 'stored_edition' ? yearOf(laterVersion) : null,
      editionsObserved: editions,
      outOfCoverageReason: unknownExistence ? 'before_coverage' : null,
    };
  }
  const structure = structureJson ? (JSON.parse(structureJson) as SectionStructure) : { intro: '', nodes: [] };
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
        if (format === 'content') fields.notes = notesHtml ? stripTags(notesHtml) : null;
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
