#!/usr/bin/env node
// `npm run test:integration`: runs test/integration/**/*.test.ts inside a real VS Code.
//
//   node test/harness/run-integration.mjs [--grep PATTERN] [--skip-build] [--verbose] [--suite DIR] [--untrusted]
//                                         [--dialect interface|live|interface,live]
//
// --dialect picks which published description the local statute service answers as (default interface;
// a comma-separated list runs the suite once per dialect, building once). The suite reads it from
// STATUTES_TEST_DIALECT (helpers.ts `testDialect()`). An interface run reports into test-results/integration/,
// a live run into test-results/integration-live/.
//
// --suite runs another folder laid out the same way (an index.ts exporting run/setTestModules, plus
// *.test.ts or *.bench.ts files), e.g. `--suite bench/vscode`: built into out/bench/vscode/index.js,
// reporting into test-results/bench-vscode/.
//
// --untrusted keeps VS Code's workspace trust on, so the workspace opens untrusted (Restricted Mode), and
// tells the suite so (STATUTES_TEST_WORKSPACE_TRUST=untrusted); code-server route only, reporting into
// test-results/integration-untrusted/. The workspace-trust tests are written for both kinds of run:
// `--untrusted --grep "workspace trust"`.
//
// Which VS Code (STATUTES_VSCODE):
//   code-server (default)  code-server + headless chromium, driven directly by test/harness/code-server.mjs
//   stand-in               @vscode/test-electron's runTests() with test/harness/code-stand-in.mjs as the
//                          "VS Code executable" (the same code-server route, through the standard tool)
//   electron               @vscode/test-electron's runTests() with a downloaded VS Code
//                          (STATUTES_VSCODE_VERSION: stable by default, `min` = engines.vscode, or a version;
//                          needs internet, and a display or xvfb-run on Linux)
//
// Finishes with one line per dialect: `integration (live): N passed, N failed[, N skipped]`, and with
// several dialects a last `integration: …` line of the totals; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { onExitCleanup } from './cleanup.mjs';
import { CLEAN_SETTINGS, runExtensionTests } from './code-server.mjs';
import { ROOT, createSampleWorkspace, parseDialects, startStatuteService } from './fixtures.mjs';

const SUITE_DIR = path.join(ROOT, 'test', 'integration');
const OUT_DIR = path.join(ROOT, 'out', 'test', 'integration');
const RESULTS_DIR = path.join(ROOT, 'test-results', 'integration');
export const STAND_IN = path.join(ROOT, 'test', 'harness', 'code-stand-in.mjs');

/** @param {string} line */
const log = (line) => console.log(`integration: ${line}`);

/** Where a suite folder is built to and reports to (the default suite keeps its historical places). */
function suitePaths(suiteDir = SUITE_DIR) {
  const dir = path.resolve(ROOT, suiteDir);
  if (dir === SUITE_DIR) return { suiteDir: dir, outDir: OUT_DIR, resultsDir: RESULTS_DIR };
  const rel = path.relative(ROOT, dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`--suite must be a folder inside ${ROOT}, got ${suiteDir}`);
  return { suiteDir: dir, outDir: path.join(ROOT, 'out', rel), resultsDir: path.join(ROOT, 'test-results', rel.split(path.sep).join('-')) };
}

/**
 * Bundles test/integration/index.ts and every *.test.ts under test/integration (or the same in another
 * suite folder, also taking *.bench.ts) into one CommonJS file for the extension host. `vscode` comes
 * from the host; `mocha` is required from node_modules at run time.
 * @param {string} [suiteDir] default test/integration
 * @returns {Promise<string>} the bundle's path
 */
export async function buildSuite(suiteDir) {
  const { suiteDir: dir, outDir } = suitePaths(suiteDir);
  const files = (await listFiles(dir)).filter((file) => /\.(test|bench)\.ts$/.test(file)).sort();
  const entry = [
    `import { run, setTestModules } from './index';`,
    `setTestModules([`,
    ...files.map((file) => {
      const rel = path.relative(dir, file).split(path.sep).join('/');
      return `  { file: ${JSON.stringify(rel)}, load: () => require(${JSON.stringify(`./${rel}`)}) },`;
    }),
    `]);`,
    `export { run };`,
  ].join('\n');
  const outfile = path.join(outDir, 'index.js');
  await esbuild.build({
    stdin: { contents: entry, resolveDir: dir, sourcefile: 'integration-entry.ts', loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode', 'mocha'],
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  log(`built ${path.relative(ROOT, outfile)} (${files.length} test file${files.length === 1 ? '' : 's'})`);
  return outfile;
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/** @param {string[]} argv @param {{cwd?: string}} [options] @returns {Promise<void>} */
function run(argv, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: options.cwd ?? ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} failed (exit ${code})`))));
  });
}

/**
 * @typedef {object} RouteOptions
 * @property {string} suite      the bundled suite
 * @property {string} folder     workspace folder
 * @property {Record<string, unknown>} settings
 * @property {Record<string, string>} env
 * @property {boolean} verbose
 * @property {string} resultsDir
 * @property {boolean} [untrusted]  open the workspace untrusted (code-server route)
 * @property {string[]} [secrets]   must not be persisted in the browser's storage (code-server route)
 */

/** @param {RouteOptions} options @returns {Promise<number>} */
async function runWithCodeServer(options) {
  return runExtensionTests({
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: options.suite,
    folder: options.folder,
    settings: options.settings,
    env: options.env,
    verbose: options.verbose,
    log: (line) => log(line),
    print: (text) => console.log(text),
    logFile: path.join(options.resultsDir, 'workbench.log'),
    failureScreenshot: path.join(options.resultsDir, 'timeout.png'),
    workspaceTrust: Boolean(options.untrusted),
    browserStorageMustNotContain: options.secrets,
  });
}

/**
 * Through @vscode/test-electron's runTests: with the code-server stand-in, or a downloaded VS Code.
 * @param {RouteOptions & {standIn: boolean}} options
 * @returns {Promise<number>}
 */
async function runWithTestElectron(options) {
  const { runTests } = await import('@vscode/test-electron');
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-vscode-profile-'));
  const unregister = onExitCleanup(() => rmSync(profile, { recursive: true, force: true }));
  try {
    const userDataDir = path.join(profile, 'user-data');
    await fs.mkdir(path.join(userDataDir, 'User'), { recursive: true });
    await fs.writeFile(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...CLEAN_SETTINGS, ...options.settings }, null, 2) + '\n');
    /** @type {Parameters<typeof runTests>[0]} */
    const testOptions = {
      extensionDevelopmentPath: ROOT,
      extensionTestsPath: options.suite,
      launchArgs: [options.folder, `--user-data-dir=${userDataDir}`, `--extensions-dir=${path.join(profile, 'extensions')}`, '--disable-extensions'],
      extensionTestsEnv: options.env,
    };
    if (options.standIn) {
      await fs.chmod(STAND_IN, 0o755); // in case a checkout lost the executable bit
      testOptions.vscodeExecutablePath = STAND_IN;
      log(`runTests() with the code-server stand-in ${path.relative(ROOT, STAND_IN)}`);
    } else {
      testOptions.version = await electronVersion();
      log(`runTests() with VS Code ${testOptions.version} (downloaded by @vscode/test-electron)`);
    }
    try {
      return await runTests(testOptions);
    } catch (error) {
      const code = /** @type {{code?: unknown}} */ (error).code;
      if (typeof code === 'number') return code; // TestRunFailedError: VS Code ran and exited non-zero
      if (!options.standIn && typeof code === 'string') {
        throw new Error(`could not download VS Code (${code}; no internet?). Here use STATUTES_VSCODE=code-server or stand-in.`, { cause: error });
      }
      throw error;
    }
  } finally {
    unregister();
    await fs.rm(profile, { recursive: true, force: true });
  }
}

async function electronVersion() {
  const wanted = process.env.STATUTES_VSCODE_VERSION || 'stable';
  if (wanted !== 'min') return wanted;
  const pkg = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8'));
  return String(pkg.engines.vscode).replace(/^[^\d]*/, '');
}

/**
 * @param {{grep?: string, skipBuild?: boolean, verbose?: boolean, route?: string, suite?: string, untrusted?: boolean, dialect?: 'interface' | 'live'}} options
 * @returns {Promise<{passes: number, failures: number, pending: number}>}
 */
export async function runIntegration(options = {}) {
  const dialect = options.dialect ?? 'interface';
  const route = options.route ?? process.env.STATUTES_VSCODE ?? 'code-server';
  if (!['code-server', 'stand-in', 'electron'].includes(route)) throw new Error(`unknown STATUTES_VSCODE=${route} (code-server, stand-in, electron)`);
  if (options.untrusted && route !== 'code-server') throw new Error('--untrusted needs the code-server route (STATUTES_VSCODE=code-server)');
  const paths = suitePaths(options.suite);
  // The interface dialect keeps the historical folders; another dialect reports beside them.
  const resultsDir = `${paths.resultsDir}${dialect === 'interface' ? '' : `-${dialect}`}${options.untrusted ? '-untrusted' : ''}`;
  if (!options.skipBuild) await run([process.execPath, 'esbuild.mjs']);
  const suite = await buildSuite(options.suite);
  await fs.mkdir(resultsDir, { recursive: true });
  const resultsFile = path.join(resultsDir, 'results.json');
  await fs.rm(resultsFile, { force: true });

  const service = await startStatuteService({ dialect, log });
  const workspace = await createSampleWorkspace();
  let exitCode;
  try {
    /** @type {RouteOptions} */
    const routeOptions = {
      suite,
      folder: workspace.folder,
      settings: { 'statutes.serviceUrl': service.url },
      env: {
        STATUTES_TEST_SERVICE_URL: service.url,
        STATUTES_TEST_API_KEY: service.apiKey,
        STATUTES_TEST_RESULTS: resultsFile,
        STATUTES_TEST_DIALECT: dialect,
        ...(options.grep ? { STATUTES_TEST_GREP: options.grep } : {}),
        ...(options.untrusted ? { STATUTES_TEST_WORKSPACE_TRUST: 'untrusted' } : {}),
      },
      verbose: Boolean(options.verbose),
      resultsDir,
      untrusted: Boolean(options.untrusted),
      // The key (and the keys tests derive from it) is kept in secret storage only, never in globalState.
      secrets: [service.apiKey],
    };
    exitCode =
      route === 'code-server'
        ? await runWithCodeServer(routeOptions)
        : await runWithTestElectron({ ...routeOptions, standIn: route === 'stand-in' });
  } finally {
    await workspace.remove();
    await service.stop();
  }

  const results = await fs.readFile(resultsFile, 'utf8').then((text) => JSON.parse(text), () => undefined);
  if (!results) {
    log(`the suite did not report results (VS Code exit code ${exitCode}); see ${path.relative(ROOT, path.join(resultsDir, 'workbench.log'))}`);
    return { passes: 0, failures: 1, pending: 0 };
  }
  // A non-zero exit without failing tests (e.g. the host crashed after the run) still fails the run.
  const failures = results.failures || (exitCode === 0 ? 0 : 1);
  return { passes: results.passes, failures, pending: results.pending };
}

/**
 * @param {{passes: number, failures: number, pending: number}} counts
 * @param {string} [dialect]  named in the line when given
 */
export function summaryLine(counts, dialect) {
  return `integration${dialect ? ` (${dialect})` : ''}: ${counts.passes} passed, ${counts.failures} failed${counts.pending ? `, ${counts.pending} skipped` : ''}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      grep: { type: 'string', short: 'g' },
      'skip-build': { type: 'boolean' },
      verbose: { type: 'boolean' },
      suite: { type: 'string' },
      untrusted: { type: 'boolean' },
      dialect: { type: 'string' },
    },
  });
  const started = Date.now();
  const total = { passes: 0, failures: 0, pending: 0 };
  /** @type {string[]} */
  const lines = [];
  let dialects;
  try {
    dialects = parseDialects(values.dialect ?? process.env.STATUTES_TEST_DIALECT);
  } catch (error) {
    console.error(`integration: ERROR: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
    return;
  }
  for (const [i, dialect] of dialects.entries()) {
    const dialectStarted = Date.now();
    let counts;
    try {
      // The extension and the suite are built once for all dialects.
      const skipBuild = Boolean(values['skip-build']) || i > 0;
      counts = await runIntegration({ grep: values.grep, skipBuild, verbose: values.verbose, suite: values.suite, untrusted: values.untrusted, dialect });
    } catch (error) {
      console.error(`integration: ERROR (${dialect}): ${error instanceof Error ? error.stack ?? error.message : error}`);
      counts = { passes: 0, failures: 1, pending: 0 };
    }
    log(`${dialect} dialect finished in ${((Date.now() - dialectStarted) / 1000).toFixed(1)} s`);
    lines.push(summaryLine(counts, dialect));
    console.log(lines.at(-1));
    total.passes += counts.passes;
    total.failures += counts.failures;
    total.pending += counts.pending;
  }
  log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (dialects.length > 1) {
    for (const line of lines) console.log(line);
    console.log(summaryLine(total));
  }
  process.exitCode = total.failures > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'test', 'harness', 'run-integration.mjs')) {
  await main();
}
