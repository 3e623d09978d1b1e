/**
 * Finds the statute files in a data directory, imports them once into an SQLite cache file keyed
 * by the files' names, sizes and mtimes plus the importer version, and opens an in-memory copy of
 * that cache for each service instance.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildDcTitleEdition, historyFileDate, isDcSection, readDcRecency, readDcSection, readDcTitleIndex } from './dc';
import { importAnnualCfr, importEcfr, isAnnualCfr, isEcfr } from './cfr';
import { ingestEdition, rebuildDerived } from './ingest';
import type { HierNode, ParsedEdition } from './model';
import { Db, IMPORTER_VERSION, createSchema, openFromBuffer, openInMemory } from './schema';
import { importUslm, isUslm, uslmFileInfo } from './uslm';
import { Document, parseXml } from './xml';

export interface DataFile {
  rel: string;
  abs: string;
  size: number;
  mtimeMs: number;
}

export interface LoadedCorpus {
  db: Db;
  cachePath: string;
  /** True when the cache file already existed (warm start). */
  fromCache: boolean;
  /** Milliseconds spent importing the XML (cold start only, else the figure recorded in the cache). */
  importMs: number;
  /** Milliseconds from call to a ready database. */
  loadMs: number;
  dataDir: string;
}

const CORPUS_FOLDERS = ['usc', 'cfr', 'dc'];

export function listDataFiles(dataDir: string): DataFile[] {
  const out: DataFile[] = [];
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (entry.isFile() && entry.name.endsWith('.xml')) {
        const stat = fs.statSync(abs);
        out.push({ rel: path.relative(dataDir, abs).split(path.sep).join('/'), abs, size: stat.size, mtimeMs: Math.floor(stat.mtimeMs) });
      }
    }
  };
  for (const folder of CORPUS_FOLDERS) {
    const dir = path.join(dataDir, folder);
    if (fs.existsSync(dir)) visit(dir);
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

export function corpusHash(files: readonly DataFile[]): string {
  const hash = createHash('sha256').update(`importer ${IMPORTER_VERSION}\n`);
  for (const f of files) hash.update(`${f.rel}\t${f.size}\t${f.mtimeMs}\n`);
  return hash.digest('hex').slice(0, 16);
}

export function loadCorpus(options: { dataDir: string; cacheDir: string; log?: (line: string) => void }): LoadedCorpus {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const files = listDataFiles(dataDir);
  if (files.length === 0) throw new Error(`No statute XML under ${dataDir} (expected usc/, cfr/ or dc/ folders).`);
  const cachePath = path.join(options.cacheDir, `corpus-${corpusHash(files)}.sqlite`);
  if (fs.existsSync(cachePath)) {
    const db = openFromBuffer(fs.readFileSync(cachePath));
    touch(cachePath);
    const importMs = Number(db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'import_ms'").get()?.value ?? 0);
    return { db, cachePath, fromCache: true, importMs, loadMs: performance.now() - started, dataDir };
  }
  log(`importing statute data from ${dataDir} (${files.length} files) …`);
  const db = openInMemory();
  createSchema(db);
  importAll(db, dataDir, files, log);
  const importMs = performance.now() - started;
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  setMeta.run('import_ms', String(Math.round(importMs)));
  setMeta.run('built_at', new Date().toISOString());
  setMeta.run('data_dir', dataDir);
  setMeta.run('importer_version', String(IMPORTER_VERSION));
  // Written to a temporary name and renamed, so a concurrent start never reads half a file.
  try {
    fs.mkdirSync(options.cacheDir, { recursive: true });
    const tmp = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, db.serialize());
    fs.renameSync(tmp, cachePath);
    log(`imported in ${(importMs / 1000).toFixed(1)} s → ${cachePath}`);
    pruneCache(options.cacheDir, cachePath);
  } catch (error) {
    log(`imported in ${(importMs / 1000).toFixed(1)} s; the cache could not be written (${(error as Error).message}), so the next start imports again`);
  }
  return { db, cachePath, fromCache: false, importMs, loadMs: performance.now() - started, dataDir };
}

const KEEP_CACHE_FILES = 4;

/** A cache in use stays among the newest, so pruning never drops it. */
function touch(file: string): void {
  try {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } catch {
    // A read-only cache directory still serves.
  }
}

/** Keeps the newest few cache files (one per data set in use) and drops abandoned temporary files. */
function pruneCache(cacheDir: string, keep: string): void {
  try {
    const entries = fs
      .readdirSync(cacheDir)
      .filter((name) => /^corpus-.*\.sqlite(\..*\.tmp)?$/.test(name))
      .map((name) => ({ file: path.join(cacheDir, name), stat: fs.statSync(path.join(cacheDir, name)) }));
    const caches = entries.filter((e) => e.file.endsWith('.sqlite')).sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs);
    for (const old of caches.slice(KEEP_CACHE_FILES)) if (old.file !== keep) fs.rmSync(old.file, { force: true });
    for (const tmp of entries.filter((e) => e.file.endsWith('.tmp') && Date.now() - e.stat.mtimeMs > 3_600_000)) fs.rmSync(tmp.file, { force: true });
  } catch {
    // Another process may be pruning at the same time; a leftover file does no harm.
  }
}

function readXml(file: DataFile): Document {
  return parseXml(fs.readFileSync(file.abs, 'utf8'), file.rel);
}

/** Parses any single statute file the service understands (used by the import and by publish). */
export function parseStatuteFile(doc: Document, rel: string, hints: { date?: string; hierarchyOf?: (section: string) => HierNode[] | undefined } = {}): ParsedEdition | null {
  if (isUslm(doc)) {
    const info = uslmFileInfo(doc);
    const date = hints.date ?? info.fileDate ?? '1970-01-01';
    const label = info.publicationName.includes('@')
      ? info.publicationName
      : info.corpus === 'CFR'
        ? `CFR (USLM), revised as of ${info.fileDate ?? 'an unknown date'}`
        : `${info.publicationName || 'USLM'} (processed ${info.fileDate ?? 'undated'})`;
    return importUslm(doc, rel, { date, label });
  }
  if (isEcfr(doc)) {
    const edition = importEcfr(doc, rel);
    return hints.date ? { ...edition, date: hints.date } : edition;
  }
  if (isAnnualCfr(doc)) {
    const edition = importAnnualCfr(doc, rel);
    return hints.date ? { ...edition, date: hints.date } : edition;
  }
  if (isDcSection(doc)) {
    const date = hints.date ?? historyFileDate(rel) ?? '1970-01-01';
    const probe = readDcSection(doc, []);
    const hierarchy = hints.hierarchyOf?.(probe.sectionNum) ?? [];
    const section = hierarchy.length > 0 ? readDcSection(doc, hierarchy) : probe;
    const title = hierarchy[0]?.num ?? probe.sectionNum.split('-')[0] ?? '';
    return {
      corpus: 'STATE',
      state: 'dc',
      title,
      titleName: hierarchy[0]?.name ?? '',
      label: `D.C. Code build ${date} (§ ${section.sectionNum} only)`,
      date,
      currentThrough: date,
      scope: 'section',
      file: rel,
      sections: [section],
    };
  }
  return null;
}

function importAll(db: Db, dataDir: string, files: DataFile[], log: (line: string) => void): void {
  const editions: ParsedEdition[] = [];
  const timings: string[] = [];
  const timed = <T>(what: string, fn: () => T): T => {
    const t = performance.now();
    const result = fn();
    timings.push(`${what} ${Math.round(performance.now() - t)} ms`);
    return result;
  };

  // United States Code and CFR in USLM or GPO formats: one file, one edition.
  const uscByReleasePoint = new Map<string, { edition: ParsedEdition; fileDate: string | null }[]>();
  for (const file of files.filter((f) => f.rel.startsWith('usc/') || f.rel.startsWith('cfr/'))) {
    timed(file.rel, () => {
      const doc = readXml(file);
      const edition = parseStatuteFile(doc, file.rel);
      if (!edition) return;
      if (isUslm(doc) && edition.corpus === 'USC') {
        const info = uslmFileInfo(doc);
        const key = info.releasePoint ?? `file:${file.rel}`;
        const group = uscByReleasePoint.get(key) ?? [];
        group.push({ edition, fileDate: info.fileDate });
        uscByReleasePoint.set(key, group);
      }
      editions.push(edition);
    });
  }
  // A release point's date is the latest creation date among its files here: the point at which
  // every title of that release point was published (113-31 → 2013-07-26, 117-80 → 2021-04-29,
  // 119-36 → 2025-08-26 with the files at hand).
  for (const group of uscByReleasePoint.values()) {
    const dates = group.map((g) => g.fileDate).filter((d): d is string => !!d).sort();
    const date = dates[dates.length - 1];
    if (date) for (const g of group) g.edition.date = g.edition.currentThrough = date;
  }

  // D.C. Code builds: the root index names the titles; each title index nests its sections.
  const dcHierarchy = new Map<string, HierNode[]>();
  for (const rootIndex of files.filter((f) => /^dc\/[^/]+\/(?:.*\/)?code\/index\.xml$/.test(f.rel))) {
    const codeDir = path.dirname(rootIndex.abs);
    const recency = readDcRecency(readXml(rootIndex));
    const buildDate = /code-(\d{4}-\d{2}-\d{2})/.exec(rootIndex.rel)?.[1] ?? recency ?? '1970-01-01';
    const titlesDir = path.join(codeDir, 'titles');
    if (!fs.existsSync(titlesDir)) continue;
    for (const titleName of fs.readdirSync(titlesDir).sort()) {
      const indexPath = path.join(titlesDir, titleName, 'index.xml');
      if (!fs.existsSync(indexPath)) continue;
      timed(`dc title ${titleName}`, () => {
        const rel = path.relative(dataDir, indexPath).split(path.sep).join('/');
        const index = readDcTitleIndex(parseXml(fs.readFileSync(indexPath, 'utf8'), rel));
        const sections = index.entries.flatMap((entry) => {
          const abs = path.resolve(path.dirname(indexPath), entry.href);
          if (!fs.existsSync(abs)) return [];
          const section = readDcSection(parseXml(fs.readFileSync(abs, 'utf8'), entry.href), entry.hierarchy);
          dcHierarchy.set(section.sectionNum, entry.hierarchy);
          return [section];
        });
        editions.push(buildDcTitleEdition(index, sections, { date: buildDate, currentThrough: recency ?? buildDate, file: rel }));
      });
    }
  }
  // Dated copies of single sections.
  for (const file of files.filter((f) => /^dc\/history[^/]*\//.test(f.rel))) {
    const edition = parseStatuteFile(readXml(file), file.rel, { hierarchyOf: (s) => dcHierarchy.get(s) });
    if (edition) editions.push(edition);
  }

  // Newest first, so a section's act id (which names its chapter) comes from its newest version.
  editions.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  timed('database', () => {
    for (const edition of editions) ingestEdition(db, edition);
    rebuildDerived(db);
  });
  log(`import timings: ${timings.join(', ')}`);
}
