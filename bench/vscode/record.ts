// What the benchmarks inside VS Code share: where their figures go, and a garbage collector.
import * as fs from 'node:fs';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

/** Merges `{[name]: value}` into the JSON file named by STATUTES_BENCH_RESULTS (bench/vscodeHost.ts reads it). */
export function record(name: string, value: unknown): void {
  const file = process.env.STATUTES_BENCH_RESULTS;
  if (!file) {
    console.log(`${name}: ${JSON.stringify(value)}`);
    return;
  }
  const data = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  data[name] = value;
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * A full garbage collection, if one can be had: `global.gc` when the host exposes it, else the same
 * function obtained by turning on --expose-gc at run time; undefined when neither works.
 */
export function garbageCollector(): { collect: () => Promise<void>; how: string } | undefined {
  const make = (gc: () => void, how: string) => ({
    how,
    collect: async () => {
      // Twice, with a turn of the event loop between, so that finalizers and weak references settle.
      gc();
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    },
  });
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return make(exposed, 'global.gc');
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    if (typeof gc === 'function') return make(gc as () => void, "v8.setFlagsFromString('--expose-gc') + vm.runInNewContext('gc')");
  } catch {
    // not available
  }
  return undefined;
}

export function heapUsed(): number {
  return process.memoryUsage().heapUsed;
}
