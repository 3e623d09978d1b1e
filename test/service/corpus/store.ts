/**
 * Read side of the corpus: section records as the API prints them, text as of a date, search,
 * neighbours, the division tree, coverage and the laws catalog.
 */
import type Database from 'better-sqlite3';
import type { CorpusType, HierNode } from './model';
import type { Db } from './schema';

type Statement = Database.Statement<unknown[]>;

export interface BreadcrumbEntry {
  type: string;
  num: string;
  label: string;
  name: string;
}

export interface SectionRecord {
  actId: string;
  citation: string;
  citationShort: string;
  title: string;
  heading: string;
  corpusType: CorpusType;
  state: string;
  titleNumber: string;
  titleName: string;
  chapter: string | null;
  chapterName: string | null;
  subchapter: string | null;
  subchapterName: string | null;
  part: string | null;
  partName: string | null;
  subpart: string | null;
  subpartName: string | null;
  breadcrumb: BreadcrumbEntry[];
  actStatus: string;
  currentThrough: string;
  renumberedTo: string | null;
  transferredTo: string | null;
  effectiveDate: string | null;
  sourceCredit: string | null;
  htmlUrl: string;
  sourceUrl: string;
}

interface SectionRow {
  act_id: string;
  corpus: CorpusType;
  state: string;
  title: string;
  section_num: string;
  citation: string;
  citation_short: string;
  sort_key: string;
  container: string | null;
  division: string | null;
  version_id: number;
  heading: string;
  status: string;
  renumbered_to: string | null;
  transferred_to: string | null;
  hierarchy: string;
  source_credit: string | null;
  current_through: string;
  title_name: string;
}

export interface VersionRow {
  id: number;
  act_id: string;
  edition_id: number;
  date: string;
  heading: string;
  status: string;
  body_hash: string;
  source_credit: string | null;
  credit_dates: string;
  credit_says_added: number;
  label: string;
  scope: string;
}

export interface BodyRow {
  html: string;
  plain: string;
  notes_html: string | null;
  has_text: number;
  /** JSON of the section's enumerated levels (corpus/structure.ts). */
  structure: string;
}

export interface EditionRow {
  id: number;
  corpus: CorpusType;
  state: string;
  title: string;
  title_name: string;
  label: string;
  date: string;
  current_through: string;
  scope: string;
  file: string;
  section_count: number;
  published_at: string | null;
}

const SECTION_SELECT = `
  SELECT s.act_id, s.corpus, s.state, s.title, s.section_num, s.citation, s.citation_short, s.sort_key, s.container, s.division,
         v.id AS version_id, v.heading, v.status, v.renumbered_to, v.transferred_to, v.hierarchy, v.source_credit,
         e.current_through, e.title_name
    FROM sections s
    JOIN versions v ON v.id = s.current_version
    JOIN editions e ON e.id = v.edition_id`;

const HIER_LABELS: Record<string, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  division: 'Division',
  part: 'Part',
  subpart: 'Subpart',
  chapter: 'Chapter',
  subchapter: 'Subchapter',
  article: 'Article',
};

export function hierLabel(type: string, num: string): string {
  return `${HIER_LABELS[type] ?? type} ${num}`;
}

function stripPeriod(text: string): string {
  return text.replace(/\.\s*$/, '');
}

function officialUrls(row: { corpus: CorpusType; state: string; title: string; section_num: string }): { htmlUrl: string; sourceUrl: string } {
  switch (row.corpus) {
    case 'USC':
      return {
        htmlUrl: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${row.title}-section${row.section_num}&num=0&edition=prelim`,
        sourceUrl: `https://uscode.house.gov/download/download.shtml`,
      };
    case 'CFR':
      return {
        htmlUrl: `https://www.ecfr.gov/current/title-${row.title}/section-${row.section_num}`,
        sourceUrl: `https://www.govinfo.gov/app/collection/cfr`,
      };
    case 'STATE':
      return {
        htmlUrl: `https://code.dccouncil.gov/us/dc/council/code/sections/${row.section_num}`,
        sourceUrl: `https://github.com/DCCouncil/law-xml-codified/blob/main/us/dc/council/code/titles/${row.title}/sections/${row.section_num}.xml`,
      };
  }
}

function toRecord(row: SectionRow): SectionRecord {
  const hierarchy = JSON.parse(row.hierarchy) as HierNode[];
  const find = (type: string): HierNode | undefined => hierarchy.find((h) => h.type === type);
  const breadcrumb: BreadcrumbEntry[] = hierarchy.map((h) => ({ type: h.type, num: h.num, label: hierLabel(h.type, h.num), name: h.name }));
  breadcrumb.push({ type: 'section', num: row.section_num, label: `§ ${row.section_num}`, name: stripPeriod(row.heading) });
  const titleNode = find('title');
  return {
    actId: row.act_id,
    citation: row.citation,
    citationShort: row.citation_short,
    title: stripPeriod(row.heading),
    heading: row.heading,
    corpusType: row.corpus,
    state: row.state,
    titleNumber: row.title,
    titleName: titleNode?.name ?? row.title_name,
    chapter: find('chapter')?.num ?? null,
    chapterName: find('chapter')?.name ?? null,
    subchapter: find('subchapter')?.num ?? null,
    subchapterName: find('subchapter')?.name ?? null,
    part: find('part')?.num ?? null,
    partName: find('part')?.name ?? null,
    subpart: find('subpart')?.num ?? null,
    subpartName: find('subpart')?.name ?? null,
    breadcrumb,
    actStatus: row.status,
    currentThrough: row.current_through,
    renumberedTo: row.renumbered_to,
    transferredTo: row.transferred_to,
    effectiveDate: null,
    sourceCredit: row.source_credit,
    ...officialUrls(row),
  };
}

export interface SearchParams {
  query: string;
  corpusType?: CorpusType;
  state?: string;
  titleNumber?: string;
  limit: number;
  offset: number;
}

export interface SearchHit {
  record: SectionRecord;
  relevanceScore: number;
  excerpt: string;
}

export interface AsOfAnswer {
  available: boolean;
  note: string | null;
  html: string | null;
  plain: string | null;
  notesHtml: string | null;
  sourceCredit: string | null;
  heading: string | null;
  status: string | null;
  /** The version answered (null when none is); its structure JSON. */
  versionId: number | null;
  structure: string | null;
  asOf: {
    requested: string;
    existed: boolean | null;
    source: 'published' | 'reconstructed' | 'unavailable';
    resolvedEdition: string | null;
    editionDate: string | null;
  };
}

export interface DivisionItem {
  identifier: string;
  name: string;
  kind: string;
  num: string;
  label: string;
  isLeaf: boolean;
  actId?: string;
  citation?: string;
  sectionCount?: number;
}

export class CorpusStore {
  private statements = new Map<string, Statement>();

  constructor(readonly db: Db) {}

  /** Prepared once per SQL text: the hot paths (batch, search results) run the same few queries. */
  private stmt(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[]>(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private sectionStmt = (): Statement => this.stmt(`${SECTION_SELECT} WHERE s.act_id = ?`);

  getSection(actId: string): SectionRecord | null {
    const row = this.sectionStmt().get(actId) as SectionRow | undefined;
    return row ? toRecord(row) : null;
  }

  getSections(actIds: readonly string[]): Map<string, SectionRecord> {
    const stmt = this.sectionStmt();
    const out = new Map<string, SectionRecord>();
    for (const id of actIds) {
      const row = stmt.get(id) as SectionRow | undefined;
      if (row) out.set(id, toRecord(row));
    }
    return out;
  }

  findByCitation(citation: string, filters: { corpusType?: string; state?: string } = {}): SectionRecord | null {
    const row = this.stmt(`${SECTION_SELECT} WHERE s.citation = ?`).get(citation) as SectionRow | undefined;
    if (!row) return null;
    if (filters.corpusType && row.corpus !== filters.corpusType) return null;
    if (filters.state && row.state !== filters.state && !(row.state === 'federal' && filters.state === 'federal')) return null;
    return toRecord(row);
  }

  /** A citation exactly as stored (canonical or short form, any case, any spacing). */
  findByCitationText(text: string): SectionRecord | null {
    const normal = text.replace(/\s+/g, ' ').trim();
    const row = this.stmt(`${SECTION_SELECT} WHERE s.citation = ? COLLATE NOCASE OR s.citation_short = ? COLLATE NOCASE`).get(normal, normal) as SectionRow | undefined;
    return row ? toRecord(row) : null;
  }

  currentBody(actId: string): (BodyRow & { version: VersionRow }) | null {
    const version = this.stmt(
        `SELECT v.*, e.label, e.scope FROM sections s JOIN versions v ON v.id = s.current_version JOIN editions e ON e.id = v.edition_id WHERE s.act_id = ?`,
      )
      .get(actId) as VersionRow | undefined;
    if (!version) return null;
    return { ...this.body(version.body_hash), version };
  }

  private body(hash: string): BodyRow {
    return this.stmt('SELECT html, plain, notes_html, has_text, structure FROM bodies WHERE hash = ?').get(hash) as BodyRow;
  }

  /**
   * The text as of a date: the newest edition at or before it (`published`). For the U.S. Code, when a
   * later edition's source credit shows the section was last changed after that edition but on or
   * before the date, the later text was already in force: it is answered as `reconstructed`.
   * Before the first edition on file the answer is `unavailable` with `existed: null` (unknown), unless
   * the credit says when the section was added.
   */
  bodyAsOf(actId: string, date: string): AsOfAnswer | null {
    const section = this.getSection(actId);
    if (!section) return null;
    const editions = this.stmt(
        `SELECT * FROM editions e
          WHERE e.corpus = ? AND e.state = ? AND e.title = ?
            AND (e.scope = 'title' OR EXISTS (SELECT 1 FROM versions v WHERE v.edition_id = e.id AND v.act_id = ?))
          ORDER BY e.date, e.id`,
      )
      .all(section.corpusType, section.state, section.titleNumber, actId) as EditionRow[];
    const versions = this.stmt(`SELECT v.*, e.label, e.scope FROM versions v JOIN editions e ON e.id = v.edition_id WHERE v.act_id = ? ORDER BY v.date, v.edition_id`)
      .all(actId) as VersionRow[];
    const none = (existed: boolean | null, note: string, edition: EditionRow | null): AsOfAnswer => ({
      available: false,
      note,
      html: null,
      plain: null,
      notesHtml: null,
      sourceCredit: null,
      heading: null,
      status: null,
      versionId: null,
      structure: null,
      asOf: { requested: date, existed, source: 'unavailable', resolvedEdition: edition?.label ?? null, editionDate: edition?.date ?? null },
    });
    const answer = (v: VersionRow, source: 'published' | 'reconstructed', note: string | null): AsOfAnswer => {
      const body = this.body(v.body_hash);
      return {
        available: body.has_text === 1,
        note: note ?? (body.has_text === 1 ? null : statusNote(section.citation, v.status, v.heading)),
        html: body.html,
        plain: body.plain,
        notesHtml: body.notes_html,
        sourceCredit: v.source_credit,
        heading: v.heading,
        status: v.status,
        versionId: v.id,
        structure: body.structure,
        asOf: { requested: date, existed: !['repealed', 'renumbered', 'transferred', 'expired'].includes(v.status), source, resolvedEdition: v.label, editionDate: v.date },
      };
    };
    const first = editions[0];
    const firstVersion = versions[0];
    if (!first || date < first.date) {
      const dates = firstVersion ? (JSON.parse(firstVersion.credit_dates) as string[]) : [];
      if (firstVersion && firstVersion.credit_says_added === 1 && dates[0] && date < dates[0]) {
        return none(false, `${section.citation} did not exist on ${date}: it was added on ${dates[0]} (per its source credit).`, null);
      }
      return none(null, `No text of ${section.citation} is on file before ${first?.date ?? 'any date'}${first ? ` (the earliest edition here is ${first.label})` : ''}.`, null);
    }
    const edition = [...editions].reverse().find((e) => e.date <= date)!;
    const published = versions.filter((v) => v.date <= date).pop();
    const atEdition = published && published.edition_id === edition.id ? published : edition.scope === 'title' ? undefined : published;
    const later = versions.find((v) => v.date > date);
    // Only U.S. Code credits name every amending law with its date; D.C. histories leave out emergency
    // and temporary acts and CFR citations give publication, not effective, dates.
    if (later && section.corpusType === 'USC') {
      const credits = JSON.parse(later.credit_dates) as string[];
      const lastChange = credits[credits.length - 1];
      if (lastChange && lastChange > edition.date && lastChange <= date && (!atEdition || atEdition.body_hash !== later.body_hash)) {
        return answer(
          later,
          'reconstructed',
          `No edition on file was published between ${edition.date} and ${date}. The ${later.label} text (${later.date}) is given: its source credit names no change after ${lastChange}, so it was in force on ${date} (effective dates can differ from enactment dates).`,
        );
      }
    }
    if (atEdition) return answer(atEdition, 'published', null);
    if (later) {
      return none(false, `${section.citation} did not exist on ${date}: it is not in ${edition.label} (${edition.date}); it first appears in ${later.label} (${later.date}).`, edition);
    }
    return none(false, `${section.citation} was no longer in the code on ${date}: it is not in ${edition.label} (${edition.date}).`, edition);
  }

  search(params: SearchParams): { hits: SearchHit[]; count: number } {
    const tokens = (params.query.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => `"${t.replace(/"/g, '')}"`);
    if (tokens.length === 0) return { hits: [], count: 0 };
    const filters: string[] = [];
    const args: (string | number)[] = [];
    if (params.corpusType) {
      filters.push('s.corpus = ?');
      args.push(params.corpusType);
    }
    if (params.state) {
      filters.push('s.state = ?');
      args.push(params.state);
    }
    if (params.titleNumber) {
      filters.push('s.title = ?');
      args.push(params.titleNumber);
    }
    const where = filters.length > 0 ? ` AND ${filters.join(' AND ')}` : '';
    const run = (match: string): { hits: SearchHit[]; count: number } => {
      const count = (
        this.stmt(`SELECT count(*) AS n FROM section_fts f JOIN sections s ON s.act_id = f.act_id WHERE section_fts MATCH ?${where}`).get(match, ...args) as { n: number }
      ).n;
      if (count === 0) return { hits: [], count };
      const rows = this.stmt(
          `SELECT f.act_id, bm25(section_fts, 0.0, 10.0, 4.0, 1.0) AS rank, snippet(section_fts, 3, '', '', '…', 24) AS excerpt
             FROM section_fts f JOIN sections s ON s.act_id = f.act_id
            WHERE section_fts MATCH ?${where}
            ORDER BY rank LIMIT ? OFFSET ?`,
        )
        .all(match, ...args, params.limit, params.offset) as { act_id: string; rank: number; excerpt: string }[];
      const records = this.getSections(rows.map((r) => r.act_id));
      const hits = rows.map((r) => ({ record: records.get(r.act_id)!, relevanceScore: Math.round(-r.rank * 1000) / 1000, excerpt: r.excerpt.replace(/\s+/g, ' ').trim() }));
      return { hits, count };
    };
    // Every word first; if nothing has them all, any of them (ranked by how many and how rare).
    const all = run(tokens.join(' '));
    return all.count > 0 || tokens.length === 1 ? all : run(tokens.join(' OR '));
  }

  neighbours(actId: string, count: number): { previous: SectionRecord[]; next: SectionRecord[]; container: { identifier: string; label: string; name: string } | null } {
    const row = this.stmt('SELECT container, sort_key FROM sections WHERE act_id = ?').get(actId) as { container: string | null; sort_key: string } | undefined;
    if (!row?.container) return { previous: [], next: [], container: null };
    const before = this.stmt('SELECT act_id FROM sections WHERE container = ? AND (sort_key < ? OR (sort_key = ? AND act_id < ?)) ORDER BY sort_key DESC, act_id DESC LIMIT ?')
      .all(row.container, row.sort_key, row.sort_key, actId, count) as { act_id: string }[];
    const after = this.stmt('SELECT act_id FROM sections WHERE container = ? AND (sort_key > ? OR (sort_key = ? AND act_id > ?)) ORDER BY sort_key, act_id LIMIT ?')
      .all(row.container, row.sort_key, row.sort_key, actId, count) as { act_id: string }[];
    const records = this.getSections([...before, ...after].map((r) => r.act_id));
    const division = this.stmt('SELECT kind, num, name FROM divisions WHERE identifier = ?').get(row.container) as { kind: string; num: string; name: string } | undefined;
    return {
      previous: before.reverse().map((r) => records.get(r.act_id)!),
      next: after.map((r) => records.get(r.act_id)!),
      container: division ? { identifier: row.container, label: hierLabel(division.kind, division.num), name: division.name } : null,
    };
  }

  getDivision(identifier: string): { identifier: string; parent: string | null; corpus: CorpusType; state: string; kind: string; num: string; name: string } | null {
    return (this.stmt('SELECT identifier, parent, corpus, state, kind, num, name FROM divisions WHERE identifier = ?').get(identifier) as never) ?? null;
  }

  /** Children of a division (or the titles, without a parent): divisions and section leaves in code order. */
  divisionChildren(parent: string | null, filters: { corpusType?: string; state?: string }): DivisionItem[] {
    if (parent === null) {
      const clauses: string[] = ['parent IS NULL'];
      const args: string[] = [];
      if (filters.corpusType) {
        clauses.push('corpus = ?');
        args.push(filters.corpusType);
      }
      if (filters.state) {
        clauses.push('state = ?');
        args.push(filters.state);
      }
      const rows = this.stmt(`SELECT identifier, kind, num, name, section_count FROM divisions WHERE ${clauses.join(' AND ')} ORDER BY corpus DESC, state, sort_key`)
        .all(...args) as { identifier: string; kind: string; num: string; name: string; section_count: number }[];
      return rows.map((r) => ({ identifier: r.identifier, name: r.name, kind: r.kind, num: r.num, label: hierLabel(r.kind, r.num), isLeaf: false, sectionCount: r.section_count }));
    }
    const divisions = this.stmt('SELECT identifier, kind, num, name, section_count, sort_key FROM divisions WHERE parent = ?')
      .all(parent) as { identifier: string; kind: string; num: string; name: string; section_count: number; sort_key: string }[];
    const sections = this.stmt(
        `SELECT s.act_id, s.section_num, s.citation, s.sort_key, v.heading FROM sections s JOIN versions v ON v.id = s.current_version WHERE s.division = ?`,
      )
      .all(parent) as { act_id: string; section_num: string; citation: string; sort_key: string; heading: string }[];
    const items: (DivisionItem & { sortKey: string })[] = [
      ...divisions.map((d) => ({
        identifier: d.identifier,
        name: d.name,
        kind: d.kind,
        num: d.num,
        label: hierLabel(d.kind, d.num),
        isLeaf: false,
        sectionCount: d.section_count,
        sortKey: d.sort_key,
      })),
      ...sections.map((s) => ({
        identifier: `${parent}/s${s.section_num}`,
        name: stripPeriod(s.heading),
        kind: 'section',
        num: s.section_num,
        label: `§ ${s.section_num}`,
        isLeaf: true,
        actId: s.act_id,
        citation: s.citation,
        sortKey: s.sort_key,
      })),
    ];
    items.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
    return items.map(({ sortKey: _sortKey, ...item }) => item);
  }

  counts(): { corpus: CorpusType; state: string; title: string; title_name: string; n: number }[] {
    return this.stmt(
        `SELECT s.corpus, s.state, s.title, (SELECT name FROM divisions d WHERE d.corpus = s.corpus AND d.state = s.state AND d.title = s.title AND d.parent IS NULL) AS title_name, count(*) AS n
           FROM sections s GROUP BY s.corpus, s.state, s.title ORDER BY s.corpus, s.state, CAST(s.title AS INTEGER)`,
      )
      .all() as { corpus: CorpusType; state: string; title: string; title_name: string; n: number }[];
  }

  editions(): EditionRow[] {
    return this.stmt('SELECT * FROM editions ORDER BY corpus, state, CAST(title AS INTEGER), date').all() as EditionRow[];
  }

  private idCache: { stamp: string; ids: string[] } | null = null;

  /** Every act id (cached until a publish adds sections). */
  allActIds(): string[] {
    const stamp = (this.stmt("SELECT count(*) || ':' || max(id) AS stamp FROM sections").get() as { stamp: string }).stamp;
    if (this.idCache?.stamp !== stamp) {
      this.idCache = { stamp, ids: (this.stmt('SELECT act_id FROM sections ORDER BY sort_key').all() as { act_id: string }[]).map((r) => r.act_id) };
    }
    return this.idCache.ids;
  }

  /** Every version of a section on file, oldest first, with its edition's date. */
  versionRows(actId: string): (VersionRow & { edition_date: string })[] {
    return this.stmt(
      `SELECT v.*, e.label, e.scope, e.date AS edition_date FROM versions v JOIN editions e ON e.id = v.edition_id WHERE v.act_id = ? ORDER BY v.date, v.edition_id`,
    ).all(actId) as never;
  }

  /** Editions of one title (oldest first). */
  titleEditions(corpus: string, state: string, title: string): EditionRow[] {
    return this.stmt('SELECT * FROM editions WHERE corpus = ? AND state = ? AND title = ? ORDER BY date, id').all(corpus, state, title) as EditionRow[];
  }

  bodyByHash(hash: string): BodyRow {
    return this.body(hash);
  }

  /** Dates of every version of a section on file (ascending) and its current version's credit dates. */
  versionFacts(actId: string): { versionDates: string[]; creditDates: string[]; currentVersionId: number | null; firstEditionDate: string | null } {
    const versions = this.stmt('SELECT v.id, v.date, v.credit_dates FROM versions v WHERE v.act_id = ? ORDER BY v.date, v.edition_id').all(actId) as { id: number; date: string; credit_dates: string }[];
    const current = this.stmt('SELECT current_version FROM sections WHERE act_id = ?').get(actId) as { current_version: number | null } | undefined;
    const currentRow = versions.find((v) => v.id === current?.current_version);
    const section = this.stmt('SELECT corpus, state, title FROM sections WHERE act_id = ?').get(actId) as { corpus: string; state: string; title: string } | undefined;
    const first = section ? (this.stmt('SELECT min(date) AS d FROM editions WHERE corpus = ? AND state = ? AND title = ?').get(section.corpus, section.state, section.title) as { d: string | null }).d : null;
    return {
      versionDates: versions.map((v) => v.date),
      creditDates: currentRow ? (JSON.parse(currentRow.credit_dates) as string[]) : [],
      currentVersionId: current?.current_version ?? null,
      firstEditionDate: first,
    };
  }

  /** Every division node of one code (corpus and state), for the live dialect's drill-down by filters. */
  divisionNodes(corpus: string, state: string): { identifier: string; parent: string | null; kind: string; num: string; name: string; sort_key: string; section_count: number }[] {
    return this.stmt('SELECT identifier, parent, kind, num, name, sort_key, section_count FROM divisions WHERE corpus = ? AND state = ?').all(corpus, state) as never;
  }

  /** Section leaves filed directly under the given division nodes. */
  sectionsUnder(identifiers: readonly string[]): { act_id: string; section_num: string; sort_key: string; heading: string; division: string }[] {
    const stmt = this.stmt('SELECT s.act_id, s.section_num, s.sort_key, s.division, v.heading FROM sections s JOIN versions v ON v.id = s.current_version WHERE s.division = ?');
    return identifiers.flatMap((id) => stmt.all(id) as never[]);
  }

  /** Act ids of a code, optionally one title. */
  actIdsIn(corpus: string, state: string | null, title: string | null): string[] {
    const clauses = ['corpus = ?'];
    const args: string[] = [corpus];
    if (state) {
      clauses.push('state = ?');
      args.push(state);
    }
    if (title) {
      clauses.push('title = ?');
      args.push(title);
    }
    return (this.stmt(`SELECT act_id FROM sections WHERE ${clauses.join(' AND ')}`).all(...args) as { act_id: string }[]).map((r) => r.act_id);
  }

  meta(key: string): string | null {
    return (this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value ?? null;
  }
}

/** Why a section has no text, in a sentence. */
export function statusNote(citation: string, status: string, heading: string): string {
  switch (status) {
    case 'repealed':
      return `${citation} was repealed (${heading.replace(/^Repealed\.?\s*/i, '') || 'no details on file'}); no text is in force.`;
    case 'renumbered':
      return `${citation} was renumbered (${heading}); it has no text of its own.`;
    case 'transferred':
      return `${citation} was transferred (${heading}); it has no text of its own.`;
    case 'reserved':
      return `${citation} is reserved; it has no text.`;
    default:
      return `No text is on file for ${citation} (${status.replace(/_/g, ' ')}).`;
  }
}

