/** Small helpers the benchmarks share: percentiles, plain-text tables, the documents and the largest one. */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { findCitations } from '../src/core/citations/index';
import { CitationLookup } from '../src/core/lookup/lookup';
import { queryOf } from '../src/core/lookup/verify';

export const DOCS_DIR = resolve(process.env.STATUTE_DOCS_DIR ?? resolve(process.cwd(), '../shared/data/docs'));

/** The real documents (*.txt, *.md) under DOCS_DIR, sorted. */
export function listDocuments(dir = DOCS_DIR): string[] {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(txt|md)$/.test(name)) files.push(p);
    }
  };
  walk(dir);
  return files;
}

export interface DocumentPick {
  /** Path relative to DOCS_DIR. */
  name: string;
  path: string;
  bytes: number;
  citations: number;
  /** Distinct citations (by lookup key), session laws included. */
  distinct: number;
}

/** The real document with the most citations (ties: the most distinct ones). */
export function largestDocument(): DocumentPick {
  let best: DocumentPick | undefined;
  for (const path of listDocuments()) {
    const text = readFileSync(path, 'utf8');
    const found = findCitations(text);
    const pick: DocumentPick = {
      name: relative(DOCS_DIR, path),
      path,
      bytes: Buffer.byteLength(text),
      citations: found.length,
      distinct: new Set(found.map((c) => CitationLookup.key(queryOf(c)))).size,
    };
    if (!best || pick.citations > best.citations || (pick.citations === best.citations && pick.distinct > best.distinct)) best = pick;
  }
  if (!best) throw new Error(`no *.txt or *.md documents under ${DOCS_DIR}`);
  return best;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** p50, p95 and max of some timings, in ms. */
export function spread(times: readonly number[]): { p50Ms: number; p95Ms: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), maxMs: sorted[sorted.length - 1] };
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Runs `node args…` in the project folder; rejects on a non-zero exit. Output goes to ours, prefixed. */
export function runNode(args: string[], options: { env?: NodeJS.ProcessEnv; prefix?: string; quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: process.cwd(), env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let pending = '';
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      if (options.quiet) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stderr.write(`${options.prefix ?? ''}${line}\n`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending && !options.quiet) process.stderr.write(`${options.prefix ?? ''}${pending}\n`);
      if (code === 0) resolvePromise(output);
      else reject(new Error(`node ${args.map((a) => basename(a) === a ? a : relative(process.cwd(), a)).join(' ')} exited with ${code}\n${output.slice(-4000)}`));
    });
  });
}

/** Progress lines go to stderr so that stdout holds only the reports. */
export function progress(line: string): void {
  process.stderr.write(`  … ${line}\n`);
}
