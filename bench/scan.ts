/**
 * Citation-scanner benchmark: throughput on the real documents in ../shared/data/docs,
 * worst-case inputs, incremental rescans after one-character edits, and the whole
 * `npm run --silent scan -- FILE` process on 25 MB of the real documents concatenated
 * (beyond start-up: the run on a one-byte file is subtracted).
 *
 *   npx tsx bench/scan.ts        this benchmark alone (npm run bench -- scan runs it with the others)
 *
 * It measures the engine as shipped: src/core/citations bundled by esbuild into one module
 * (under tsx every cross-module call would go through an export getter, which the extension
 * bundle does not have).
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Engine from '../src/core/citations/index';
import { DOCS_DIR, listDocuments, percentile, table } from './util';

export interface DocumentResult {
  name: string;
  bytes: number;
  citations: number;
  mbPerSec: number;
}

export interface AdversarialResult {
  name: string;
  bytes: number;
  citations: number;
  ms: number;
  /** Best CPU time of one call: what the scan costs when other work shares the machine's cores. */
  cpuMs: number;
  limitMs: number;
  ok: boolean;
}

/** Valid citations packed densely: not pathological, cost grows with the citations found. */
export interface DenseResult {
  name: string;
  bytes: number;
  citations: number;
  ms: number;
  microsPerCitation: number;
}

export interface IncrementalResult {
  documentBytes: number;
  citations: number;
  edits: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  limitMs: number;
  ok: boolean;
}

/** The CLI as a user runs it: `npm run --silent scan -- FILE`, best of several runs. */
export interface ProcessResult {
  bytes: number;
  citations: number;
  runs: number;
  /** Best wall time on the large file and on a one-byte file (start-up: tsx, esbuild, the engine's tables). */
  largeMs: number;
  startupMs: number;
  /** bytes / (largeMs - startupMs). */
  mbPerSec: number;
  /** The same from the children's CPU time (user + system), less sensitive to other work on the machine; null off Linux. */
  cpuMbPerSec: number | null;
  /** Best CPU time (user + system, ms) of the run on the large file and on the one-byte file; null off Linux. */
  largeCpuMs: number | null;
  startupCpuMs: number | null;
  /**
   * In this process (the V8 flags the extension host runs with; the scan command turns inlining off),
   * the first findCitations over the large text and a second one (JIT warm), wall and CPU time.
   */
  firstPassMs: number;
  warmPassMs: number;
  firstPassCpuMs: number;
  warmPassCpuMs: number;
  targetMbPerSec: number;
  ok: boolean;
}

export interface ScanBenchResult {
  engine: string;
  documents: DocumentResult[];
  overall: { bytes: number; citations: number; mbPerSec: number; targetMbPerSec: number; ok: boolean };
  adversarial: AdversarialResult[];
  dense: DenseResult[];
  incremental: IncrementalResult;
  process?: ProcessResult;
}

const MIB = 1 << 20;
const TARGET_MB_PER_SEC = 100;
const ADVERSARIAL_LIMIT_MS = 50;
const INCREMENTAL_LIMIT_MS = 5;

/** Bundles the engine the way the extension build does and loads it. */
async function loadEngine(): Promise<typeof Engine> {
  const out = await build({
    entryPoints: [resolve(process.cwd(), 'src/core/citations/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const dir = mkdtempSync(join(tmpdir(), 'statute-scan-bench-'));
  const file = join(dir, 'citations.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return (await import(pathToFileURL(file).href)) as typeof Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Best wall time of one call, after `warmup` unmeasured calls (so the JIT has settled), over at least
 * `runs` calls and at least 100 ms of calls: a 30 KB document takes a fraction of a millisecond, and a
 * handful of samples that short is mostly timer and scheduler noise.
 */
function bestMs(fn: () => void, warmup: number, runs: number): number {
  for (let i = 0; i < warmup; i++) fn();
  let best = Infinity;
  let spent = 0;
  for (let i = 0; i < runs || spent < 100; i++) {
    const t0 = performance.now();
    fn();
    const ms = performance.now() - t0;
    best = Math.min(best, ms);
    spent += ms;
  }
  return best;
}

/** Best CPU time (user + system) of one call over `runs` calls. */
function bestCpuMs(fn: () => void, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    fn();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
}

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Worst cases for a scanner: long runs of what anchors look for, and nothing else. */
function adversarialInputs(): Array<[string, string]> {
  const list = (prefix: string): string => {
    let s = prefix;
    for (let i = 1; s.length < MIB; i++) s += `${i}, `;
    return s.slice(0, MIB);
  };
  return [
    ['§ run', repeatTo('§', MIB)],
    ['§§ run with spaces', repeatTo('§§ ', MIB)],
    ['digits', repeatTo('1234567890', MIB)],
    ['U.S.C. repeated', repeatTo('U.S.C. ', MIB)],
    ['((((( run', repeatTo('(', MIB)],
    ['pinpoint run', `42 U.S.C. § 1983${repeatTo('(a)', MIB)}`],
    ['§§ 1, 2, 3, ... list', list('§§ ')],
    ['42 U.S.C. §§ 1, 2, 3, ... list', list('42 U.S.C. §§ ')],
    ['whitespace', repeatTo(' \n\t', MIB)],
    ['no-break spaces', repeatTo('\u00a0', MIB)],
    ['LaTeX \\S\\S~ run', repeatTo('\\S\\S~', MIB)],
    ['HTML &sect; run', repeatTo('&sect;&nbsp;', MIB)],
    ['code name + § repeated', repeatTo('Cal. Civ. Code § ', MIB)],
    ['Id. § repeated', repeatTo('Id. § ', MIB)],
    ['"section 1 of title" repeated', repeatTo('section 1 of title ', MIB)],
    ['capital initials + digit', repeatTo('A.B.C.D.E.F 1 ', MIB)],
    ['hyphen chain', `42 U.S.C. § 1${repeatTo('-1', MIB)}`],
    // Anchors of the local, postfix, chapter and session-law forms.
    ['numbers after words', repeatTo('at 1 in 2 of 3 ', MIB)],
    ['number after every space', repeatTo(' 1', MIB)],
    ['local abbreviation + number', repeatTo('RCW 1 ', MIB)],
    ['spaced initials + number', repeatTo('N. J. S. A. 1 ', MIB)],
    ['chapter label without a code', repeatTo('see c. 1 ', MIB)],
    ['"chapter 1 of the" repeated', repeatTo('chapter 1 of the ', MIB)],
    ['"section 1, title 1," repeated', repeatTo('section 1, title 1, ', MIB)],
    ['"Code §" repeated', repeatTo('Code § ', MIB)],
    ['I.C. without a section', repeatTo('I.C. § x ', MIB)],
    ['P.L.1 run', repeatTo('P.L.1', MIB)],
    ['"Pub. L. No." repeated', repeatTo('Pub. L. No. ', MIB)],
    ['Kansas commas', `K.S.A. 1-1${repeatTo(',111', MIB)}`],
    ['en-dash chain', `42 U.S.C. § 1a${repeatTo('–1', MIB)}`],
    // Anchors of divisions cited level by level (`Chapter 11 of Title 9 of the O.C.G.A.`, `CPLR article 78`).
    ['"Title 1 " repeated', repeatTo('Title 1 ', MIB)],
    ['"Part 1 " repeated', repeatTo('Part 1 ', MIB)],
    ['"Article 1 " repeated', repeatTo('Article 1 ', MIB)],
    ['"Division 1 " repeated', repeatTo('Division 1 ', MIB)],
    ['"article 1 of the " repeated', repeatTo('article 1 of the ', MIB)],
    ['"Title 1, Chapter 2, " repeated', repeatTo('Title 1, Chapter 2, ', MIB)],
    ['"chapter 1, title 2, " repeated', repeatTo('chapter 1, title 2, ', MIB)],
    ['"Chapter 1 of Title 2 of " repeated', repeatTo('Chapter 1 of Title 2 of ', MIB)],
    ['"Chapter 2, " repeated', repeatTo('Chapter 2, ', MIB)],
    ['a parenthetical between levels', repeatTo('Division 1 (commencing with Section 1) of ', MIB)],
    // A list that needs a code after it and has a section word in every item (4.6 s before lists took one word at most).
    ['"sections 1 and " repeated', repeatTo('sections 1 and ', MIB)],
    ['"section 1 and section 1 and " repeated', repeatTo('section 1 and section 1 and ', MIB)],
    // A comma after a number in parts and before a capital: the anchor of a postfix name after bare numbers (`24-10-119, C.R.S.`).
    ['"1-1111, F.S. " repeated (a number of another shape)', repeatTo('1-1111, F.S. ', MIB)],
    ['"1.1,A" repeated', repeatTo('1.1,A', MIB)],
    // A lettered number and a hyphen with no range's end after it (once read to the document's end at each: 22 s).
    ['"42 U.S.C. § 1983a- " repeated', repeatTo('42 U.S.C. § 1983a- ', MIB)],
    // A short form that names its title, with no code numbered by title to read it as.
    ['"Title 1, § 1 " repeated', repeatTo('Title 1, § 1 ', MIB)],
    // A section in parts of a law named after it, no parenthesis near (once looked for to the document's end at each: 12.8 s at 4 MiB).
    ['"section 2001.038 of the Act. " repeated', repeatTo('section 2001.038 of the Act. ', MIB)],
  ];
}

/** 1 MiB of nothing but valid citations, one every 10 to 20 bytes. */
function denseInputs(): Array<[string, string]> {
  return [
    ['"42 U.S.C. " repeated (each reads as 42 U.S.C. § 42)', repeatTo('42 U.S.C. ', MIB)],
    ['"42 U.S.C. § 1983; § 1985(3); " repeated', repeatTo('42 U.S.C. § 1983; § 1985(3); ', MIB)],
    ['"G.L. c. 1 " repeated (chapter citations)', repeatTo('G.L. c. 1 ', MIB)],
    ['"I.C. § 1-1-1 " repeated (ambiguous citations)', repeatTo('I.C. § 1-1-1 ', MIB)],
    // Short forms: each is a citation of the code cited last.
    ['"§ 1 " repeated after 42 U.S.C. § 1983 (short forms)', `42 U.S.C. § 1983; ${repeatTo('§ 1 ', MIB)}`],
  ];
}

/** A deterministic PRNG so runs are comparable. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

function benchIncremental(engine: typeof Engine, corpus: string): IncrementalResult {
  const text = repeatTo(`${corpus}\n\n`, MIB);
  const index = new engine.CitationIndex(text);
  void index.citations;
  const random = lcg(42);
  const times: number[] = [];
  const edits = 300;
  for (let i = 0; i < edits + 20; i++) {
    const length = index.text.length;
    const offset = Math.floor(random() * length);
    const remove = random() < 0.5 && offset < length;
    const edit = remove
      ? { offset, deletedLength: 1, insertedText: '' }
      : { offset, deletedLength: 0, insertedText: '1 §x.'[Math.floor(random() * 5)] };
    const t0 = performance.now();
    index.applyEdit(edit);
    void index.citations;
    const ms = performance.now() - t0;
    if (i >= 20) times.push(ms); // the first edits warm the JIT up
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  return {
    documentBytes: Buffer.byteLength(text),
    citations: index.citations.length,
    edits,
    p50Ms: percentile(times, 0.5),
    p95Ms: p95,
    maxMs: times[times.length - 1],
    limitMs: INCREMENTAL_LIMIT_MS,
    ok: p95 <= INCREMENTAL_LIMIT_MS,
  };
}

/** CPU time (user + system, ms) of this process's waited-for children, from /proc; null where there is none. */
function childrenCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat(5) (cutime, cstime), counted from 1 with pid and comm removed: indexes 13 and 14.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

/** Runs `npm run --silent scan -- file` with its output to /dev/null; returns [wall ms, child CPU ms or null]. */
function timeScanProcess(file: string): [number, number | null] {
  const out = openSync('/dev/null', 'w');
  try {
    const cpu0 = childrenCpuMs();
    const t0 = performance.now();
    const r = spawnSync('npm', ['run', '--silent', 'scan', '--', file], { stdio: ['ignore', out, 'inherit'] });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`scan exited with ${r.status}`);
    const cpu1 = childrenCpuMs();
    return [ms, cpu0 === null || cpu1 === null ? null : cpu1 - cpu0];
  } finally {
    closeSync(out);
  }
}

const PROCESS_BYTES = 25_000_000;

/** The real documents, concatenated (blank lines between) and repeated to 25 MB. */
function concatenatedDocuments(texts: readonly string[]): string {
  const unit = texts.join('\n\n') + '\n\n';
  const repeated = unit.repeat(Math.ceil(PROCESS_BYTES / Buffer.byteLength(unit)));
  // Cut at 25 MB without splitting a character.
  return Buffer.from(repeated).subarray(0, PROCESS_BYTES).toString('utf8').replace(/\uFFFD$/, '');
}

function benchProcess(engine: typeof Engine, texts: readonly string[], runs: number): ProcessResult {
  const dir = mkdtempSync(join(tmpdir(), 'statute-scan-process-'));
  try {
    const large = join(dir, 'documents.txt');
    const tiny = join(dir, 'tiny.txt');
    const text = concatenatedDocuments(texts);
    writeFileSync(large, text);
    writeFileSync(tiny, 'x');
    let largeMs = Infinity;
    let startupMs = Infinity;
    let largeCpu = Infinity;
    let startupCpu = Infinity;
    for (let i = 0; i < runs; i++) {
      const [tMs, tCpu] = timeScanProcess(tiny);
      const [lMs, lCpu] = timeScanProcess(large);
      startupMs = Math.min(startupMs, tMs);
      largeMs = Math.min(largeMs, lMs);
      if (tCpu !== null && lCpu !== null) {
        startupCpu = Math.min(startupCpu, tCpu);
        largeCpu = Math.min(largeCpu, lCpu);
      }
    }
    const bytes = Buffer.byteLength(text);
    // The first pass of this process is the engine's first: nothing before it has warmed the JIT up.
    let t0 = performance.now();
    let c0 = process.cpuUsage();
    const citations = engine.findCitations(text).length;
    const firstPassMs = performance.now() - t0;
    let c = process.cpuUsage(c0);
    const firstPassCpuMs = (c.user + c.system) / 1000;
    t0 = performance.now();
    c0 = process.cpuUsage();
    engine.findCitations(text);
    const warmPassMs = performance.now() - t0;
    c = process.cpuUsage(c0);
    const warmPassCpuMs = (c.user + c.system) / 1000;
    const mbPerSec = bytes / 1e6 / ((largeMs - startupMs) / 1000);
    const cpuMbPerSec = Number.isFinite(largeCpu) ? bytes / 1e6 / (Math.max(1, largeCpu - startupCpu) / 1000) : null;
    return {
      bytes, citations, runs, largeMs, startupMs, mbPerSec, cpuMbPerSec,
      largeCpuMs: Number.isFinite(largeCpu) ? largeCpu : null, startupCpuMs: Number.isFinite(startupCpu) ? startupCpu : null,
      firstPassMs, warmPassMs, firstPassCpuMs, warmPassCpuMs,
      targetMbPerSec: TARGET_MB_PER_SEC, ok: mbPerSec >= TARGET_MB_PER_SEC,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runScanBench(): Promise<ScanBenchResult> {
  const engine = await loadEngine();
  const files = listDocuments(DOCS_DIR);
  if (files.length === 0) throw new Error(`no *.txt or *.md documents under ${DOCS_DIR}`);
  // First, while this process has not run the engine yet: its first pass is measured cold.
  const processResult = benchProcess(engine, files.map((f) => readFileSync(f, 'utf8')), 5);

  const documents: DocumentResult[] = [];
  let totalBytes = 0;
  let totalMs = 0;
  let totalCitations = 0;
  const texts: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    const bytes = Buffer.byteLength(text);
    let citations = 0;
    const ms = bestMs(() => {
      citations = engine.findCitations(text).length;
    }, 5, 20);
    documents.push({ name: relative(DOCS_DIR, file), bytes, citations, mbPerSec: bytes / 1e6 / (ms / 1000) });
    totalBytes += bytes;
    totalMs += ms;
    totalCitations += citations;
  }
  const overallMbPerSec = totalBytes / 1e6 / (totalMs / 1000);
  // Before the adversarial and dense inputs: their megabytes of results, still to be collected, would otherwise land
  // in the edits' timings as pauses no editor's heap of one document has.
  const incremental = benchIncremental(engine, texts.join('\n\n'));

  const adversarial: AdversarialResult[] = [];
  for (const [name, text] of adversarialInputs()) {
    let citations = 0;
    const ms = bestMs(() => {
      citations = engine.findCitations(text).length;
    }, 5, 5);
    const cpuMs = bestCpuMs(() => engine.findCitations(text), 5);
    adversarial.push({ name, bytes: Buffer.byteLength(text), citations, ms, cpuMs, limitMs: ADVERSARIAL_LIMIT_MS, ok: ms < ADVERSARIAL_LIMIT_MS });
  }

  const dense: DenseResult[] = [];
  for (const [name, text] of denseInputs()) {
    let citations = 0;
    const ms = bestMs(() => {
      citations = engine.findCitations(text).length;
    }, 2, 5);
    dense.push({ name, bytes: Buffer.byteLength(text), citations, ms, microsPerCitation: (ms * 1000) / citations });
  }

  return {
    engine: 'src/core/citations (esbuild bundle)',
    documents,
    overall: {
      bytes: totalBytes,
      citations: totalCitations,
      mbPerSec: overallMbPerSec,
      targetMbPerSec: TARGET_MB_PER_SEC,
      ok: overallMbPerSec >= TARGET_MB_PER_SEC,
    },
    adversarial,
    dense,
    incremental,
    process: processResult,
  };
}

/** A plain-text report of a ScanBenchResult. */
export function formatScanBench(r: ScanBenchResult): string {
  const docs = table(
    ['document', 'bytes', 'citations', 'MB/s'],
    [
      ...r.documents.map((d) => [d.name, String(d.bytes), String(d.citations), d.mbPerSec.toFixed(0)]),
      ['overall', String(r.overall.bytes), String(r.overall.citations), r.overall.mbPerSec.toFixed(0)],
    ],
  );
  const adv = table(
    ['1 MiB adversarial input', 'citations', 'ms', 'cpu ms', `< ${ADVERSARIAL_LIMIT_MS} ms`],
    r.adversarial.map((a) => [a.name, String(a.citations), a.ms.toFixed(1), a.cpuMs.toFixed(1), a.ok ? 'ok' : 'SLOW']),
  );
  const dense = table(
    ['1 MiB of dense valid citations', 'citations', 'ms', 'µs/citation'],
    r.dense.map((d) => [d.name, String(d.citations), d.ms.toFixed(1), (d.citations > 0 ? d.microsPerCitation.toFixed(2) : '—')]),
  );
  const inc = r.incremental;
  const p = r.process;
  const processLines = p
    ? [
      '',
      `npm run --silent scan -- FILE on ${(p.bytes / 1e6).toFixed(0)} MB of the real documents concatenated (${p.citations} citations), best of ${p.runs}: ` +
        `${p.largeMs.toFixed(0)} ms, start-up ${p.startupMs.toFixed(0)} ms, ${p.mbPerSec.toFixed(0)} MB/s beyond start-up ` +
        `(target >= ${p.targetMbPerSec}: ${p.ok ? 'ok' : 'BELOW TARGET'})` +
        (p.cpuMbPerSec === null || p.largeCpuMs === null || p.startupCpuMs === null
          ? ''
          : `; by CPU time (user + system, best of ${p.runs}): ${p.largeCpuMs.toFixed(0)} ms, start-up ${p.startupCpuMs.toFixed(0)} ms, ` +
            `${p.cpuMbPerSec.toFixed(0)} MB/s beyond start-up (target >= ${p.targetMbPerSec}: ${p.cpuMbPerSec >= p.targetMbPerSec ? 'ok' : 'BELOW TARGET'})`),
      `in this process (default V8 flags, as in the extension host): first findCitations over it ${p.firstPassMs.toFixed(0)} ms wall, ` +
        `${p.firstPassCpuMs.toFixed(0)} ms CPU (${(p.bytes / 1e3 / p.firstPassCpuMs).toFixed(0)} MB/s by CPU); ` +
        `second ${p.warmPassMs.toFixed(0)} ms wall, ${p.warmPassCpuMs.toFixed(0)} ms CPU (${(p.bytes / 1e3 / p.warmPassCpuMs).toFixed(0)} MB/s by CPU)`,
    ]
    : [];
  return [
    `scan: ${r.engine}`,
    docs,
    `overall ${r.overall.mbPerSec.toFixed(0)} MB/s (target >= ${r.overall.targetMbPerSec}: ${r.overall.ok ? 'ok' : 'BELOW TARGET'})`,
    '',
    adv,
    '',
    dense,
    '',
    `incremental: ${inc.edits} one-character edits in a ${(inc.documentBytes / MIB).toFixed(2)} MiB document (${inc.citations} citations): ` +
      `p50 ${inc.p50Ms.toFixed(3)} ms, p95 ${inc.p95Ms.toFixed(3)} ms, max ${inc.maxMs.toFixed(3)} ms (p95 <= ${inc.limitMs} ms: ${inc.ok ? 'ok' : 'SLOW'})`,
    ...processLines,
  ].join('\n');
}

if (require.main === module) {
  runScanBench().then((r) => console.log(formatScanBench(r)), (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
