/**
 * Citation-scanner benchmark: throughput on the real documents in ../shared/data/docs,
 * worst-case inputs, and incremental rescans after one-character edits.
 *
 * It measures the engine as shipped: src/core/citations bundled by esbuild into one module
 * (under tsx every cross-module call would go through an export getter, which the extension
 * bundle does not have).
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

export interface ScanBenchResult {
  engine: string;
  documents: DocumentResult[];
  overall: { bytes: number; citations: number; mbPerSec: number; targetMbPerSec: number; ok: boolean };
  adversarial: AdversarialResult[];
  dense: DenseResult[];
  incremental: IncrementalResult;
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
  ];
}

/** 1 MiB of nothing but valid citations, one every 10 to 20 bytes. */
function denseInputs(): Array<[string, string]> {
  return [
    ['"42 U.S.C. " repeated (each reads as 42 U.S.C. § 42)', repeatTo('42 U.S.C. ', MIB)],
    ['"42 U.S.C. § 1983; § 1985(3); " repeated', repeatTo('42 U.S.C. § 1983; § 1985(3); ', MIB)],
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

export async function runScanBench(): Promise<ScanBenchResult> {
  const engine = await loadEngine();
  const files = listDocuments(DOCS_DIR);
  if (files.length === 0) throw new Error(`no *.txt or *.md documents under ${DOCS_DIR}`);

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

  const adversarial: AdversarialResult[] = [];
  for (const [name, text] of adversarialInputs()) {
    let citations = 0;
    const ms = bestMs(() => {
      citations = engine.findCitations(text).length;
    }, 5, 5);
    adversarial.push({ name, bytes: Buffer.byteLength(text), citations, ms, limitMs: ADVERSARIAL_LIMIT_MS, ok: ms < ADVERSARIAL_LIMIT_MS });
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
    incremental: benchIncremental(engine, texts.join('\n\n')),
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
    ['1 MiB adversarial input', 'citations', 'ms', `< ${ADVERSARIAL_LIMIT_MS} ms`],
    r.adversarial.map((a) => [a.name, String(a.citations), a.ms.toFixed(1), a.ok ? 'ok' : 'SLOW']),
  );
  const dense = table(
    ['1 MiB of dense valid citations', 'citations', 'ms', 'µs/citation'],
    r.dense.map((d) => [d.name, String(d.citations), d.ms.toFixed(1), d.microsPerCitation.toFixed(2)]),
  );
  const inc = r.incremental;
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
  ].join('\n');
}
