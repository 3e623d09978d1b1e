// Entry of the integration suite, loaded by VS Code's extension host (`--extensionTestsPath`).
// VS Code calls `run()`; a rejected promise makes the host exit with code 1.
//
// test/harness/run-integration.mjs bundles this file together with every `**/*.test.ts` beside it
// (out/test/integration/index.js) and registers them through `setTestModules()`.
//
// Environment (all optional; the extension host inherits it from VS Code / code-server):
//   STATUTES_TEST_GREP        only run tests whose full title matches this pattern
//   STATUTES_TEST_RESULTS     write a JSON summary of the run to this file
//   STATUTES_TEST_LOG_PREFIX  prefix every console line with this tag (the code-server harness uses it
//                             to tell test output apart from the workbench's own log lines)
//   STATUTES_TEST_DIALECT     `interface` (default) or `live`: the dialect the local service speaks
//                             (helpers.ts `testDialect()`); named in the results
import * as fs from 'node:fs';
import { format } from 'node:util';
import type MochaType from 'mocha';

export interface TestModule {
  /** Path relative to test/integration, for messages and mocha's `file` field. */
  file: string;
  load: () => unknown;
}

export interface TestResult {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  durationMs?: number;
  error?: string;
}

export interface RunResults {
  dialect: string;
  passes: number;
  failures: number;
  pending: number;
  durationMs: number;
  tests: TestResult[];
}

let registered: TestModule[] | undefined;

/** Called by the bundle the harness generates, before VS Code calls `run()`. */
export function setTestModules(modules: TestModule[]): void {
  registered = modules;
}

export async function run(): Promise<void> {
  process.setSourceMapsEnabled?.(true);
  tagConsoleOutput(process.env.STATUTES_TEST_LOG_PREFIX);
  const { default: Mocha } = await import('mocha');
  // Mocha's reporters print through the console.log they found when mocha was first loaded.
  Mocha.reporters.Base.consoleLog = console.log;
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 30_000, reporter: 'spec' });
  console.log(`Statute service dialect: ${process.env.STATUTES_TEST_DIALECT || 'interface'}`);
  const grep = process.env.STATUTES_TEST_GREP;
  if (grep) mocha.grep(grep);

  const modules = registered ?? [];
  if (modules.length === 0) throw new Error('integration: no test files registered (build the suite with test/harness/run-integration.mjs)');
  for (const module of modules) {
    mocha.suite.emit('pre-require', globalThis, module.file, mocha);
    mocha.suite.emit('require', module.load(), module.file, mocha);
    mocha.suite.emit('post-require', globalThis, module.file, mocha);
  }

  const results = await runMocha(mocha);
  const resultsFile = process.env.STATUTES_TEST_RESULTS;
  if (resultsFile) fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  if (results.failures > 0) throw new Error(`${results.failures} integration test(s) failed`);
}

function runMocha(mocha: MochaType): Promise<RunResults> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tests: TestResult[] = [];
    const runner = mocha.run(() => {
      const count = (state: TestResult['state']) => tests.filter((t) => t.state === state).length;
      resolve({ dialect: process.env.STATUTES_TEST_DIALECT || 'interface', passes: count('passed'), failures: count('failed'), pending: count('pending'), durationMs: Date.now() - started, tests });
    });
    runner.on('pass', (test) => tests.push({ title: test.fullTitle(), state: 'passed', durationMs: test.duration }));
    runner.on('pending', (test) => tests.push({ title: test.fullTitle(), state: 'pending' }));
    // 'fail' also fires for hooks (before/after…): each counts as one failure, like mocha's own summary.
    runner.on('fail', (test, error: Error) =>
      tests.push({ title: test.fullTitle(), state: 'failed', durationMs: test.duration, error: error?.stack ?? String(error) }),
    );
  });
}

function tagConsoleOutput(prefix: string | undefined): void {
  if (!prefix) return;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    // The extension host's console methods are accessors whose setter does not affect what is
    // forwarded to the workbench, so the property is redefined around the forwarding function.
    const forward = console[method];
    const tagged = (...args: unknown[]) => forward.call(console, prefix + format(...args));
    Object.defineProperty(console, method, { value: tagged, writable: true, configurable: true, enumerable: true });
  }
}
