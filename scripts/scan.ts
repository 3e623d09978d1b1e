/**
 * Prints every citation in the given files as JSON lines:
 *   npm run --silent scan -- FILE... ('-' reads standard input)
 * Exit status: 0 on success, 2 when a file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { findCitations } from '../src/core/citations/index';

function readInput(file: string): string {
  return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
}

function main(argv: string[]): number {
  const files = argv.filter((a) => a !== '--');
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent scan -- FILE... (use - for standard input)\n');
    return 2;
  }
  const lines: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readInput(file);
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
      process.stderr.write(`scan: cannot read ${file}: ${reason}\n`);
      return 2;
    }
    for (const c of findCitations(text)) {
      lines.push(JSON.stringify({
        file, start: c.start, end: c.end, text: c.text, canonical: c.canonical,
        pinpoint: c.pinpoint, corpusType: c.corpusType, state: c.state, kind: c.kind,
      }));
    }
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
