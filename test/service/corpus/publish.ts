/**
 * Publishing a newer version of a source into a running service: the file is imported as a new
 * edition of its title (or section), and the differences from the current text are reported as
 * changes for the watches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseStatuteFile } from './build';
import { isIsoDate, today } from './dates';
import { makeCitation } from './ids';
import { ingestEdition, rebuildDerived, bodyHash } from './ingest';
import type { CorpusType, HierNode, ParsedSection } from './model';
import { renderHtml, renderNotesHtml } from './render';
import type { Db } from './schema';
import { parseXml } from './xml';

export interface PublishedChange {
  changeKind: 'added' | 'amended' | 'removed';
  actId: string;
  citation: string;
  title: string;
}

export interface PublishResult {
  edition: { id: number; corpusType: CorpusType; state: string; title: string; label: string; date: string; scope: string; sections: number };
  changes: PublishedChange[];
}

export class PublishError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CurrentState {
  actId: string;
  hash: string;
  status: string;
  heading: string;
  sectionNum: string;
  hierarchy: HierNode[];
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function publishFile(db: Db, file: string, requestedDate?: string): PublishResult {
  if (!path.isAbsolute(file)) throw new PublishError(422, 'file must be an absolute path on the service machine.');
  if (!fs.existsSync(file)) throw new PublishError(422, `No such file: ${file}`);
  if (requestedDate !== undefined && !isIsoDate(requestedDate)) throw new PublishError(422, 'date must be YYYY-MM-DD.');
  let doc;
  try {
    doc = parseXml(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    throw new PublishError(422, `Not well-formed XML: ${(error as Error).message}`);
  }
  const hierarchyOf = (sectionNum: string): HierNode[] | undefined => {
    const row = db
      .prepare(`SELECT v.hierarchy FROM sections s JOIN versions v ON v.id = s.current_version WHERE s.corpus = 'STATE' AND s.section_num = ?`)
      .get(sectionNum) as { hierarchy: string } | undefined;
    return row ? (JSON.parse(row.hierarchy) as HierNode[]) : undefined;
  };
  const edition = parseStatuteFile(doc, file, { hierarchyOf });
  if (!edition) throw new PublishError(422, 'Unrecognised format: expected USLM (uscDoc/cfrDoc), eCFR, annual CFR or a D.C. Code section file.');
  if (edition.sections.length === 0) throw new PublishError(422, 'The file holds no sections.');

  const latest = (
    db.prepare('SELECT max(date) AS d FROM editions WHERE corpus = ? AND state = ? AND title = ?').get(edition.corpus, edition.state, edition.title) as { d: string | null }
  ).d;
  let date = requestedDate ?? today();
  if (latest && date <= latest) {
    if (requestedDate) throw new PublishError(409, `A newer version must be dated after the newest edition on file (${latest}).`);
    date = addDays(latest, 1);
  }
  edition.date = date;
  edition.currentThrough = date;
  edition.label = `${edition.label} (published ${date})`;

  const before = currentStates(db, edition.corpus, edition.state, edition.title);
  const inEdition = new Set(edition.sections.map((s) => s.sectionNum));
  // A section missing from a newer whole-title edition has left the code: it gets a textless version.
  if (edition.scope !== 'section') {
    const parts = new Set(edition.sections.map((s) => s.hierarchy.find((h) => h.type === 'part')?.num));
    for (const [, state] of before) {
      if (inEdition.has(state.sectionNum) || state.status !== 'in_force') continue;
      if (edition.scope === 'volume' && !parts.has(state.hierarchy.find((h) => h.type === 'part')?.num)) continue;
      edition.sections.push(removedSection(state));
    }
  }
  const { editionId } = ingestEdition(db, edition, new Date().toISOString());
  rebuildDerived(db, [{ corpus: edition.corpus, state: edition.state, title: edition.title }]);

  const changes: PublishedChange[] = [];
  for (const section of edition.sections) {
    const citation = makeCitation(edition.corpus, edition.state, edition.title, section.sectionNum);
    const old = before.get(citation);
    const actId = old?.actId ?? (db.prepare('SELECT act_id FROM sections WHERE citation = ?').get(citation) as { act_id: string }).act_id;
    const title = section.heading.replace(/\.\s*$/, '');
    if (!old) {
      changes.push({ changeKind: 'added', actId, citation, title });
      continue;
    }
    const hash = bodyHash(renderHtml(section.doc, { actId, citation, status: section.status }), renderNotesHtml(section.doc));
    if (hash === old.hash && section.status === old.status) continue;
    const gone = old.status === 'in_force' && section.status !== 'in_force';
    changes.push({ changeKind: gone ? 'removed' : 'amended', actId, citation, title });
  }
  return {
    edition: { id: editionId, corpusType: edition.corpus, state: edition.state, title: edition.title, label: edition.label, date, scope: edition.scope, sections: edition.sections.length },
    changes,
  };
}

function currentStates(db: Db, corpus: CorpusType, state: string, title: string): Map<string, CurrentState> {
  const rows = db
    .prepare(
      `SELECT s.act_id, s.citation, s.section_num, v.body_hash, v.status, v.heading, v.hierarchy
         FROM sections s JOIN versions v ON v.id = s.current_version
        WHERE s.corpus = ? AND s.state = ? AND s.title = ?`,
    )
    .all(corpus, state, title) as { act_id: string; citation: string; section_num: string; body_hash: string; status: string; heading: string; hierarchy: string }[];
  return new Map(
    rows.map((r) => [r.citation, { actId: r.act_id, hash: r.body_hash, status: r.status, heading: r.heading, sectionNum: r.section_num, hierarchy: JSON.parse(r.hierarchy) as HierNode[] }]),
  );
}

function removedSection(state: CurrentState): ParsedSection {
  return {
    sectionNum: state.sectionNum,
    hierarchy: state.hierarchy,
    heading: state.heading,
    status: 'omitted',
    renumberedTo: null,
    transferredTo: null,
    doc: { numLabel: `§ ${state.sectionNum}.`, heading: state.heading, blocks: [], sourceCredit: null, notes: [] },
    sourceCredit: null,
    creditDates: [],
    creditSaysAdded: false,
  };
}
