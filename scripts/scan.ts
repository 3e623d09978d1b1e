/**
 * Prints every citation in the given files as JSON lines:
 *   npm run --silent scan -- FILE... ('-' reads standard input)
 * Each line: file, start, end, text, canonical, pinpoint, corpusType (USC, CFR, STATE, PL, STAT),
 * state, kind; and, where the citation has them, members (a range's sections), division
 * (a chapter cited as a whole) and candidates (an ambiguous citation's readings).
 * Exit status: 0 on success, 2 when a file cannot be read.
 *
 * The engine runs as the extension ships it: bundled into one module by esbuild. Run from its
 * TypeScript sources through tsx, every call between the engine's modules goes through an
 * export getter until the JIT has inlined it, and the scan of a large file costs about half
 * as much again.
 */
import { build, type BuildResult } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type * as Engine from '../src/core/citations/index';
import type { Citation } from '../src/core/citations/index';

/** Bundles the engine (esbuild works in its own process: the caller reads its input meanwhile). */
function bundleEngine(): Promise<BuildResult<{ write: false }>> {
  const entry = join(__dirname, '../src/core/citations/index.ts');
  return build({ entryPoints: [entry], bundle: true, format: 'cjs', platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
}

function loadEngine(out: BuildResult<{ write: false }>): typeof Engine {
  const dir = mkdtempSync(join(tmpdir(), 'statute-scan-'));
  try {
    const file = join(dir, 'citations.cjs');
    writeFileSync(file, out.outputFiles[0].text);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file) as typeof Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readInput(file: string): string {
  // Reading the bytes and decoding them in one call costs half what readFileSync(file, 'utf8') does on large files.
  return (file === '-' ? readFileSync(0) : readFileSync(file)).toString('utf8');
}

const OUTPUT_PIECE = 1 << 16;

/** Whether JSON writes `s` as it is, between quotes: no quote, backslash, control character or surrogate (a lone one is escaped). */
function plain(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/** `s` as JSON: most strings of an output line need no escaping, and one look costs less than JSON.stringify. */
function quoted(s: string): string {
  return plain(s) ? `"${s}"` : JSON.stringify(s);
}

function quotedOrNull(s: string | null): string {
  return s === null ? 'null' : quoted(s);
}

/** One output line: the fields of `c` that are printed, in their order (`fileJson` is the file's name as JSON). */
function line(fileJson: string, c: Citation): string {
  let s = `{"file":${fileJson},"start":${c.start},"end":${c.end},"text":${quoted(c.text)},"canonical":${quoted(c.canonical)},` +
    `"pinpoint":${quotedOrNull(c.pinpoint)},"corpusType":${quotedOrNull(c.corpusType)},"state":${quotedOrNull(c.state)},"kind":${quoted(c.kind)}`;
  // The fields only some citations have, left out where absent (as JSON.stringify leaves out an undefined field).
  if (c.members) s += `,"members":${JSON.stringify(c.members)}`;
  if (c.division !== undefined) s += `,"division":${JSON.stringify(c.division)}`;
  if (c.candidates) s += `,"candidates":${JSON.stringify(c.candidates)}`;
  return `${s}}\n`;
}

async function main(argv: string[]): Promise<number> {
  const files = argv.filter((a) => a !== '--');
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent scan -- FILE... (use - for standard input)\n');
    return 2;
  }
  // The inputs are read and decoded while esbuild bundles the engine: on a large file that is
  // most of a tenth of a second this process would otherwise spend waiting on one or the other.
  const bundled = bundleEngine();
  // Every file is read before anything is written: a file that cannot be read leaves the output empty.
  const inputs: Array<[string, string]> = [];
  for (const file of files) {
    try {
      inputs.push([file, readInput(file)]);
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
      process.stderr.write(`scan: cannot read ${file}: ${reason}\n`);
      await bundled.catch(() => undefined);
      return 2;
    }
  }
  // The engine's parse functions are large and call each other a great deal: with inlining,
  // the optimising compiler spends more CPU on them during a scan than the scan it speeds up
  // (measured by CPU time on 25 MB of real documents: the first pass costs 10 to 20% less without it).
  setFlagsFromString('--no-turbo-inlining');
  const { findCitations, prepareNameTables } = loadEngine(await bundled);
  prepareNameTables();
  // Written in pieces of about 64 KB: one string of the whole output (tens of MB for a large file)
  // would survive a dozen young-generation collections, each copying it, before it is written.
  // (Encoding each line straight into a buffer instead measured no faster.)
  let out = '';
  for (const [file, text] of inputs) {
    const citations = findCitations(text);
    const fileJson = JSON.stringify(file);
    for (let i = 0; i < citations.length; i++) {
      out += line(fileJson, citations[i]);
      if (out.length >= OUTPUT_PIECE) {
        process.stdout.write(out);
        out = '';
      }
    }
  }
  if (out.length > 0) process.stdout.write(out);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`scan: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
