#!/usr/bin/env node
// `npm run e2e`: checks made the way a person would use the extension, in a real workbench, with
// screenshots in test-results/e2e/*.png and a report in test-results/e2e/report.json.
//
//   node test/e2e/run.mjs [--grep TEXT] [--skip-build] [--dialect interface|live|interface,live]
//
// The checks run once per dialect of the statute service (default both: interface, then live), each
// in a fresh workbench; every check's name ends with the dialect it ran on, `(live)` or `(interface)`,
// in the output and in report.json, and its screenshots are named <name>-<dialect>.png.
//
// Each check gets the shared session and returns {detail, screenshot}; a thrown error fails it (and
// a screenshot of the moment is saved). Exits non-zero if any check failed. The checks (test/e2e/checks/)
// run in order in one workbench and some build on earlier ones: `--grep verify-` runs both verification
// checks; the API key check runs whatever the filter.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, parseDialects } from '../harness/fixtures.mjs';
import { defaultCacheDir, provision } from '../harness/provision.mjs';
import { CHECKS as BASICS } from './checks/basics.mjs';
import { CHECKS as HOSTILE } from './checks/hostile.mjs';
import { CHECKS as XSS } from './checks/xss.mjs';
import { CHECKS as INSERT } from './checks/insert.mjs';
import { CHECKS as AUTHORITIES } from './checks/authorities.mjs';
import { CHECKS as READER } from './checks/reader.mjs';
import { CHECKS as REPORT } from './checks/report.mjs';
import { CHECKS as HOVER } from './checks/hover.mjs';
import { CHECKS as READCHECK } from './checks/readcheck.mjs';
import { CHECKS as TREE } from './checks/tree.mjs';
import { CHECKS as VERIFY } from './checks/verify.mjs';
import { CHECKS as LAWYER_DESK } from './checks/lawyerDesk.mjs';
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
 * @property {('interface' | 'live')[]} [dialects]  the dialects it runs on (default: every one the run covers)
 * @property {(session: import('./workbench.mjs').Session) => Promise<CheckResult>} run
 */

/**
 * In this order: each check starts from the workbench the previous ones left (the key is set first;
 * the verification's findings are what the Problems check looks at).
 * @type {Check[]}
 */
// The lawyer's-desk checks end with a window reload: last.
const CHECKS = [...BASICS, ...VERIFY, ...HOVER, ...REPORT, ...INSERT, ...AUTHORITIES, ...READER, ...READCHECK, ...TREE, ...HOSTILE, ...XSS, ...LAWYER_DESK];

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
  const { values } = parseArgs({ options: { grep: { type: 'string', short: 'g' }, 'skip-build': { type: 'boolean' }, dialect: { type: 'string' } } });
  const started = Date.now();
  const dialects = parseDialects(values.dialect ?? process.env.STATUTES_E2E_DIALECT ?? 'interface,live');
  const checks = values.grep ? CHECKS.filter((check) => check.required || check.name.includes(String(values.grep))) : CHECKS;
  await fs.rm(RESULTS_DIR, { recursive: true, force: true });
  await fs.mkdir(RESULTS_DIR, { recursive: true });

  /** @type {{name: string, dialect: string, passed: boolean, detail: string, screenshot: string | null, durationMs: number}[]} */
  const results = [];
  /** What installing the real VS Code took, or why it failed (the whole npm or apt-get output). */
  const provisioning = { cacheDir: path.resolve(defaultCacheDir()), durationMs: 0, error: /** @type {string | null} */ (null) };
  /** @type {Record<string, number>} */
  const dialectMs = {};
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
    for (const dialect of dialects) {
      const dialectStarted = Date.now();
      console.log(`e2e: the ${dialect} dialect`);
      await runChecks(checks, dialect, results);
      dialectMs[dialect] = Date.now() - dialectStarted;
      console.log(`e2e: ${dialect} dialect done in ${(dialectMs[dialect] / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    const detail = error instanceof Error ? error.stack ?? error.message : String(error);
    results.push({ name: 'install a real VS Code (code-server, Node 24, chromium)', dialect: '', passed: false, detail, screenshot: null, durationMs: Date.now() - started });
    console.error(`e2e: ERROR: ${detail}`);
  }

  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  /** @type {Record<string, {passed: number, failed: number, durationMs: number}>} */
  const byDialect = {};
  for (const dialect of dialects) {
    const mine = results.filter((r) => r.dialect === dialect);
    byDialect[dialect] = { passed: mine.filter((r) => r.passed).length, failed: mine.filter((r) => !r.passed).length, durationMs: dialectMs[dialect] ?? 0 };
  }
  const report = { passed, failed, durationMs: Date.now() - started, dialects: byDialect, provisioning, checks: results };
  await fs.writeFile(path.join(RESULTS_DIR, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`e2e: report ${path.relative(ROOT, path.join(RESULTS_DIR, 'report.json'))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const [dialect, counts] of Object.entries(byDialect)) console.log(`e2e (${dialect}): ${counts.passed} passed, ${counts.failed} failed`);
  // Repeated last, so that a log cut to its tail (as CI may show it) still says which check failed and why.
  for (const r of results.filter((result) => !result.passed)) console.log(`e2e: FAILED ${r.name}: ${r.detail.split('\n', 1)[0].slice(0, 600)}`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

/**
 * Runs `checks` in order in one fresh workbench against the statute service speaking `dialect`.
 * @param {Check[]} checks
 * @param {'interface' | 'live'} dialect
 * @param {{name: string, dialect: string, passed: boolean, detail: string, screenshot: string | null, durationMs: number}[]} results  appended to
 */
async function runChecks(checks, dialect, results) {
  const started = Date.now();
  /** @type {import('./workbench.mjs').Session | undefined} */
  let session;
  try {
    session = await startSession({ dialect });
    for (const check of checks.filter((c) => !c.dialects || c.dialects.includes(dialect))) {
      const name = `${check.name} (${dialect})`;
      const checkStarted = Date.now();
      try {
        const outcome = await check.run(session);
        results.push({ name, dialect, passed: true, detail: outcome.detail, screenshot: outcome.screenshot ?? null, durationMs: Date.now() - checkStarted });
        console.log(`  ✔ ${name}\n      ${outcome.detail}`);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        const given = /** @type {{screenshot?: string}} */ (error).screenshot;
        const shot = given ?? (await screenshot(session.page, `${slug(check.name)}-failure`).catch(() => null));
        results.push({ name, dialect, passed: false, detail, screenshot: shot, durationMs: Date.now() - checkStarted });
        console.log(`  ✘ ${name}\n      ${detail}${shot ? `\n      screenshot: ${shot}` : ''}`);
      }
    }
  } catch (error) {
    const detail = error instanceof Error ? error.stack ?? error.message : String(error);
    results.push({ name: `start the workbench (${dialect})`, dialect, passed: false, detail, screenshot: null, durationMs: Date.now() - started });
    console.error(`e2e: ERROR (${dialect}): ${detail}`);
  } finally {
    await session?.close();
  }
}

await main();
