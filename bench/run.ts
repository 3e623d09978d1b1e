/**
 * Runs the benchmarks, prints their reports and writes bench/results.json, one key per
 * benchmark (`npm run bench`, or `npm run bench -- scan` for some of them). To add one,
 * add an entry to BENCHMARKS.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatScanBench, runScanBench } from './scan';

interface Benchmark<T> {
  run: () => Promise<T>;
  format: (result: T) => string;
}

function benchmark<T>(run: () => Promise<T>, format: (result: T) => string): Benchmark<unknown> {
  return { run, format: format as (result: unknown) => string };
}

const BENCHMARKS: Record<string, Benchmark<unknown>> = {
  scan: benchmark(runScanBench, formatScanBench),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => a !== '--');
  const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS);
  const unknown = names.filter((n) => !(n in BENCHMARKS));
  if (unknown.length > 0) throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);

  const file = resolve(process.cwd(), 'bench/results.json');
  const results: Record<string, unknown> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  for (const name of names) {
    const { run, format } = BENCHMARKS[name];
    const result = await run();
    results[name] = result;
    process.stdout.write(`${format(result)}\n\n`);
  }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`results written to ${file}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exitCode = 1;
});
