#!/usr/bin/env node
// `npm run e2e`: checks made the way a person would use the extension, in a real workbench, with
// screenshots in test-results/e2e/*.png and a report in test-results/e2e/report.json.
//
//   node test/e2e/run.mjs [--grep TEXT] [--skip-build]
//
// Each check gets the shared session and returns {detail, screenshot}; a thrown error fails it (and
// a screenshot of the moment is saved). Exits non-zero if any check failed. The checks (test/e2e/checks/)
// run in order in one workbench and some build on earlier ones: `--grep verify-` runs both verification
// checks; the API key check runs whatever the filter.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../harness/fixtures.mjs';
import { defaultCacheDir, provision } from '../harness/provision.mjs';
import { CHECKS as BASICS } from './checks/basics.mjs';
import { CHECKS as HOSTILE } from './checks/hostile.mjs';
import { CHECKS as XSS } from './checks/xss.mjs';
import { CHECKS as INSERT } from './checks/insert.mjs';
import { CHECKS as READER } from './checks/reader.mjs';
import { CHECKS as TREE } from './checks/tree.mjs';
import { CHECKS as VERIFY } from './checks/verify.mjs';
import { RESULTS_DIR, screenshot, startSession } from './workbench.mjs';

/**
 * @typedef {object} CheckResult
 * @property {string} detail
 * @property {string} [screenshot]
 */

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {boolean} [required]  runs even when --grep leaves it out (later checks depend on it)
 * @property {(session: import('./workbench.mjs').Session) => Promise<CheckResult>} run
 */

/**
 * In this order: each check starts from the workbench the previous ones left (the key is set first;
 * the verification's findings are what the Problems check looks at).
 * @type {Check[]}
 */
const CHECKS = [...BASICS, ...VERIFY, ...INSERT, ...READER, ...TREE, ...HOSTILE, ...XSS];

/** @param {string} name */
function slug(name) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
}

/** @param {string[]} argv @returns {Promise<void>} */
function run(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} failed (exit ${code})`))));
  });
}

async function main() {
  const { values } = parseArgs({ options: { grep: { type: 'string', short: 'g' }, 'skip-build': { type: 'boolean' } } });
  const started = Date.now();
  const checks = values.grep ? CHECKS.filter((check) => check.required || check.name.includes(String(values.grep))) : CHECKS;
  await fs.rm(RESULTS_DIR, { recursive: true, force: true });
  await fs.mkdir(RESULTS_DIR, { recursive: true });

  /** @type {{name: string, passed: boolean, detail: string, screenshot: string | null, durationMs: number}[]} */
  const results = [];
  /** @type {import('./workbench.mjs').Session | undefined} */
  let session;
  /** What installing the real VS Code took, or why it failed (the whole npm or apt-get output). */
  const provisioning = { cacheDir: path.resolve(defaultCacheDir()), durationMs: 0, error: /** @type {string | null} */ (null) };
  try {
    if (!values['skip-build']) await run([process.execPath, 'esbuild.mjs']);
    // On its own first, so that a failed installation is reported as such, with its cause.
    const provisionStarted = Date.now();
    try {
      await provision({ log: (line) => console.log(`e2e: ${line}`) });
    } catch (error) {
      provisioning.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      provisioning.durationMs = Date.now() - provisionStarted;
    }
    session = await startSession();
    for (const check of checks) {
      const checkStarted = Date.now();
      try {
        const outcome = await check.run(session);
        results.push({ name: check.name, passed: true, detail: outcome.detail, screenshot: outcome.screenshot ?? null, durationMs: Date.now() - checkStarted });
        console.log(`  ✔ ${check.name}\n      ${outcome.detail}`);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        const given = /** @type {{screenshot?: string}} */ (error).screenshot;
        const shot = given ?? (await screenshot(session.page, `${slug(check.name)}-failure`).catch(() => null));
        results.push({ name: check.name, passed: false, detail, screenshot: shot, durationMs: Date.now() - checkStarted });
        console.log(`  ✘ ${check.name}\n      ${detail}${shot ? `\n      screenshot: ${shot}` : ''}`);
      }
    }
  } catch (error) {
    const detail = error instanceof Error ? error.stack ?? error.message : String(error);
    const name = provisioning.error ? 'install a real VS Code (code-server, Node 24, chromium)' : 'start the workbench';
    results.push({ name, passed: false, detail, screenshot: null, durationMs: Date.now() - started });
    console.error(`e2e: ERROR: ${detail}`);
  } finally {
    await session?.close();
  }

  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  const report = { passed, failed, durationMs: Date.now() - started, provisioning, checks: results };
  await fs.writeFile(path.join(RESULTS_DIR, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`e2e: report ${path.relative(ROOT, path.join(RESULTS_DIR, 'report.json'))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
