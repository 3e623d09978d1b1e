import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Bump when the importers or the schema change: the cache key includes it. */
export const IMPORTER_VERSION = 18;

export const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- One imported source file: a dated edition of a title, of some parts of a title, or of one section.
CREATE TABLE editions (
  id INTEGER PRIMARY KEY,
  corpus TEXT NOT NULL,
  state TEXT NOT NULL,
  title TEXT NOT NULL,
  title_name TEXT NOT NULL,
  label TEXT NOT NULL,
  date TEXT NOT NULL,
  current_through TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('title', 'volume', 'section')),
  file TEXT NOT NULL,
  section_count INTEGER NOT NULL,
  published_at TEXT
);
CREATE INDEX editions_source ON editions (corpus, state, title, date);

-- A section's identity across editions; the current_* columns describe its newest version.
CREATE TABLE sections (
  id INTEGER PRIMARY KEY,
  act_id TEXT NOT NULL UNIQUE,
  corpus TEXT NOT NULL,
  state TEXT NOT NULL,
  title TEXT NOT NULL,
  section_num TEXT NOT NULL,
  citation TEXT NOT NULL UNIQUE,
  citation_short TEXT NOT NULL,
  sort_key TEXT NOT NULL,
  current_version INTEGER,
  container TEXT,
  division TEXT
);
CREATE INDEX sections_division ON sections (division, sort_key);
CREATE INDEX sections_container ON sections (container, sort_key);
CREATE INDEX sections_scope ON sections (corpus, state, title, sort_key);

-- Rendered text, shared by versions whose text did not change between editions.
CREATE TABLE bodies (
  hash TEXT PRIMARY KEY,
  html TEXT NOT NULL,
  plain TEXT NOT NULL,
  notes_html TEXT,
  has_text INTEGER NOT NULL,
  -- The enumerated levels as JSON (SectionStructure), for structured answers.
  structure TEXT NOT NULL DEFAULT '{"intro":"","nodes":[],"outro":""}'
);

-- A section as one edition prints it.
CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  act_id TEXT NOT NULL REFERENCES sections (act_id),
  edition_id INTEGER NOT NULL REFERENCES editions (id),
  date TEXT NOT NULL,
  heading TEXT NOT NULL,
  status TEXT NOT NULL,
  renumbered_to TEXT,
  transferred_to TEXT,
  hierarchy TEXT NOT NULL,
  body_hash TEXT NOT NULL REFERENCES bodies (hash),
  source_credit TEXT,
  credit_dates TEXT NOT NULL,
  credit_says_added INTEGER NOT NULL,
  UNIQUE (act_id, edition_id)
);
CREATE INDEX versions_by_act ON versions (act_id, date);

-- Navigable hierarchy (title, part, chapter, subchapter …) of the current versions.
CREATE TABLE divisions (
  identifier TEXT PRIMARY KEY,
  parent TEXT,
  corpus TEXT NOT NULL,
  state TEXT NOT NULL,
  title TEXT NOT NULL,
  kind TEXT NOT NULL,
  num TEXT NOT NULL,
  name TEXT NOT NULL,
  sort_key TEXT NOT NULL,
  section_count INTEGER NOT NULL
);
CREATE INDEX divisions_parent ON divisions (parent, sort_key);

-- Relevance-ranked search over the current text.
CREATE VIRTUAL TABLE section_fts USING fts5 (
  act_id UNINDEXED, citation, heading, body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
`;

export function createSchema(db: Db): void {
  db.exec(SCHEMA);
}

export function openInMemory(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}

/** An in-memory copy of a cache file: each service instance may publish into its own copy. */
export function openFromBuffer(buffer: Buffer): Db {
  const db = new Database(buffer);
  db.pragma('foreign_keys = ON');
  return db;
}
