/**
 * Writes parsed editions into the database and rebuilds what derives from the newest versions
 * (current version per section, search index, division tree). Used by the import and by publish.
 */
import { createHash } from 'node:crypto';
import { makeActId, makeCitation, makeCitationShort, naturalKey } from './ids';
import type { CorpusType, HierNode, HierType, ParsedEdition } from './model';
import { renderHtml, renderNotesHtml, renderPlain } from './render';
import type { Db } from './schema';
import { sectionStructure } from './structure';

export interface SourceScope {
  corpus: CorpusType;
  state: string;
  title: string;
}

/** Levels a reader drills through; subparts and the like stay in the breadcrumb only. */
const NAVIGABLE: Partial<Record<HierType, string>> = {
  title: 't',
  subtitle: 'st',
  division: 'd',
  part: 'pt',
  chapter: 'ch',
  subchapter: 'sch',
  article: 'art',
};

const ROOTS: Record<CorpusType, (state: string) => string> = {
  USC: () => '/us/usc',
  CFR: () => '/us/cfr',
  STATE: (state) => `/us/${state}/code`,
};

/**
 * Division identifiers are paths: `/us/usc/t17/ch1`, `/us/usc/t35/ptII/ch10`, `/us/cfr/t14/chI/schF/pt91`,
 * `/us/dc/code/t47/ch20/sch1`; a section leaf appends `/s107`.
 */
export function divisionPath(corpus: CorpusType, state: string, hierarchy: readonly HierNode[]): { identifier: string; node: HierNode }[] {
  const out: { identifier: string; node: HierNode }[] = [];
  let path = ROOTS[corpus](state);
  for (const node of hierarchy) {
    const prefix = NAVIGABLE[node.type];
    if (!prefix) continue;
    path += `/${prefix}${node.num.replace(/[\s/]+/g, '_')}`;
    out.push({ identifier: path, node });
  }
  return out;
}

/** The container neighbours stay within: the chapter (the part, in the CFR). */
export function containerOf(corpus: CorpusType, state: string, hierarchy: readonly HierNode[]): string | null {
  const path = divisionPath(corpus, state, hierarchy);
  const kind: HierType = corpus === 'CFR' ? 'part' : 'chapter';
  const match = path.filter((p) => p.node.type === kind).pop();
  return (match ?? path[path.length - 1])?.identifier ?? null;
}

export function bodyHash(html: string, notes: string | null): string {
  return createHash('sha1').update(html).update('\u0000').update(notes ?? '').digest('hex');
}

export interface IngestResult {
  editionId: number;
  actIds: string[];
}

/** Inserts one edition and a version per section; sections new to the corpus get an act id. */
export function ingestEdition(db: Db, edition: ParsedEdition, publishedAt: string | null = null): IngestResult {
  const insertEdition = db.prepare(
    `INSERT INTO editions (corpus, state, title, title_name, label, date, current_through, scope, file, section_count, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const findSection = db.prepare<[string], { act_id: string }>('SELECT act_id FROM sections WHERE citation = ?');
  const insertSection = db.prepare(
    `INSERT INTO sections (act_id, corpus, state, title, section_num, citation, citation_short, sort_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBody = db.prepare('INSERT OR IGNORE INTO bodies (hash, html, plain, notes_html, has_text, structure) VALUES (?, ?, ?, ?, ?, ?)');
  const insertVersion = db.prepare(
    `INSERT OR REPLACE INTO versions (act_id, edition_id, date, heading, status, renumbered_to, transferred_to, hierarchy, body_hash, source_credit, credit_dates, credit_says_added)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const run = db.transaction((): IngestResult => {
    const { corpus, state, title } = edition;
    const editionId = Number(
      insertEdition.run(corpus, state, title, edition.titleName, edition.label, edition.date, edition.currentThrough, edition.scope, edition.file, edition.sections.length, publishedAt)
        .lastInsertRowid,
    );
    const actIds: string[] = [];
    for (const section of edition.sections) {
      const citation = makeCitation(corpus, state, title, section.sectionNum);
      let actId = findSection.get(citation)?.act_id;
      if (!actId) {
        actId = makeActId(corpus, state, title, section.hierarchy, section.sectionNum);
        insertSection.run(actId, corpus, state, title, section.sectionNum, citation, makeCitationShort(corpus, state, title, section.sectionNum), naturalKey(section.sectionNum));
      }
      const html = renderHtml(section.doc, { actId, citation, status: section.status });
      const notes = renderNotesHtml(section.doc);
      const hash = bodyHash(html, notes);
      const hasText = section.doc.blocks.length > 0 ? 1 : 0;
      insertBody.run(hash, html, renderPlain(section.doc), notes, hasText, JSON.stringify(sectionStructure(section.doc, corpus === 'USC')));
      insertVersion.run(
        actId,
        editionId,
        edition.date,
        section.heading,
        section.status,
        section.renumberedTo,
        section.transferredTo,
        JSON.stringify(section.hierarchy),
        hash,
        section.sourceCredit,
        JSON.stringify(section.creditDates),
        section.creditSaysAdded ? 1 : 0,
      );
      actIds.push(actId);
    }
    return { editionId, actIds };
  });
  return run();
}

interface CurrentRow {
  rid: number;
  act_id: string;
  corpus: CorpusType;
  state: string;
  title: string;
  citation: string;
  citation_short: string;
  sort_key: string;
  version_id: number;
  heading: string;
  hierarchy: string;
  plain: string;
}

/**
 * Recomputes, for the given sources (all when omitted), each section's current version, its place
 * in the division tree, the search index rows and the division nodes.
 */
export function rebuildDerived(db: Db, scopes?: readonly SourceScope[]): void {
  const all = db.prepare<[], SourceScope>('SELECT DISTINCT corpus, state, title FROM sections').all();
  const targets = scopes ?? all;
  const currentRows = db.prepare<[string, string, string], CurrentRow>(
    `SELECT s.id AS rid, s.act_id, s.corpus, s.state, s.title, s.citation, s.citation_short, s.sort_key,
            v.id AS version_id, v.heading, v.hierarchy, b.plain
       FROM sections s
       JOIN versions v ON v.id = (SELECT id FROM versions WHERE act_id = s.act_id ORDER BY date DESC, edition_id DESC LIMIT 1)
       JOIN bodies b ON b.hash = v.body_hash
      WHERE s.corpus = ? AND s.state = ? AND s.title = ?`,
  );
  const updateSection = db.prepare('UPDATE sections SET current_version = ?, container = ?, division = ? WHERE act_id = ?');
  // Search rows take the section's id as rowid, so replacing one is a keyed delete, not a scan.
  const deleteFts = db.prepare('DELETE FROM section_fts WHERE rowid = ?');
  const insertFts = db.prepare('INSERT INTO section_fts (rowid, act_id, citation, heading, body) VALUES (?, ?, ?, ?, ?)');
  const deleteDivisions = db.prepare('DELETE FROM divisions WHERE corpus = ? AND state = ? AND title = ?');
  const insertDivision = db.prepare(
    `INSERT OR REPLACE INTO divisions (identifier, parent, corpus, state, title, kind, num, name, sort_key, section_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const scope of targets) {
      const rows = currentRows.all(scope.corpus, scope.state, scope.title);
      const nodes = new Map<string, { parent: string | null; node: HierNode; sortKey: string; count: number }>();
      for (const row of rows) {
        const hierarchy = JSON.parse(row.hierarchy) as HierNode[];
        const path = divisionPath(row.corpus, row.state, hierarchy);
        path.forEach((p, i) => {
          const existing = nodes.get(p.identifier);
          if (existing) {
            existing.count++;
            if (i > 0 && row.sort_key < existing.sortKey) existing.sortKey = row.sort_key;
          } else {
            // Titles sort by number; everything below by the first section it holds.
            const sortKey = i === 0 ? naturalKey(p.node.num) : row.sort_key;
            nodes.set(p.identifier, { parent: i === 0 ? null : path[i - 1]!.identifier, node: p.node, sortKey, count: 1 });
          }
        });
        const division = path[path.length - 1]?.identifier ?? null;
        updateSection.run(row.version_id, containerOf(row.corpus, row.state, hierarchy), division, row.act_id);
        deleteFts.run(row.rid);
        insertFts.run(row.rid, row.act_id, `${row.citation} ${row.citation_short}`, row.heading, row.plain);
      }
      deleteDivisions.run(scope.corpus, scope.state, scope.title);
      for (const [identifier, d] of nodes) {
        insertDivision.run(identifier, d.parent, scope.corpus, scope.state, scope.title, d.node.type, d.node.num, d.node.name, d.sortKey, d.count);
      }
    }
  })();
}
