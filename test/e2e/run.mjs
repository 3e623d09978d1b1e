#!/usr/bin/env node
// `npm run e2e`: checks made the way a person would use the extension, in a real workbench, with
// screenshots in test-results/e2e/*.png and a report in test-results/e2e/report.json.
//
//   node test/e2e/run.mjs [--grep TEXT] [--skip-build]
//
// Each check gets the shared session and returns {detail, screenshot}; a thrown error fails it (and
// a screenshot of the moment is saved). Exits non-zero if any check failed.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ROOT, SAMPLE_CITATION } from '../harness/fixtures.mjs';
import {
  RESULTS_DIR,
  answerInputBox,
  hoverText,
  notification,
  openFromExplorer,
  quickInput,
  runCommand,
  screenshot,
  startSession,
  waitForText,
} from './workbench.mjs';

/** The heading the local service returns for 17 U.S.C. § 107. */
const FAIR_USE_HEADING = 'Limitations on exclusive rights: Fair use';

/**
 * @typedef {object} CheckResult
 * @property {string} detail
 * @property {string} [screenshot]
 */

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {(session: import('./workbench.mjs').Session) => Promise<CheckResult>} run
 */

/** @type {Check[]} */
const CHECKS = [
  {
    name: 'API key set through F1 › Statutes: Set API Key…',
    async run({ page, service }) {
      await runCommand(page, 'Statutes: Set API Key');
      let masked = false;
      await answerInputBox(page, service.apiKey, {
        beforeEnter: async () => {
          masked = (await quickInput(page).getAttribute('type')) === 'password';
        },
      });
      if (!masked) throw new Error('the API key input box does not mask what is typed');
      const toast = await notification(page, 'API key');
      await sleep(500); // let the toast finish fading in
      const shot = await screenshot(page, 'api-key');
      const seen = (await toast.innerText()).replace(/\s+/g, ' ').trim();
      if (seen.includes(service.apiKey)) throw new Error(`the full API key is shown on screen: ${seen}`);
      return { detail: `masked input; then "${seen}"`, screenshot: shot };
    },
  },
  {
    name: `hover over ${SAMPLE_CITATION} in brief.md shows the section heading`,
    async run({ page }) {
      await openFromExplorer(page, 'brief.md');
      const hover = await hoverText(page, SAMPLE_CITATION);
      const { found, text } = await waitForText(hover, FAIR_USE_HEADING);
      const shot = await screenshot(page, 'hover');
      const shown = text.replace(/\s+/g, ' ').trim();
      if (!found) throw Object.assign(new Error(`the hover does not show "${FAIR_USE_HEADING}"; it shows: ${shown || '(nothing)'}`), { screenshot: shot });
      return { detail: shown, screenshot: shot };
    },
  },
];

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
  const checks = values.grep ? CHECKS.filter((check) => check.name.includes(String(values.grep))) : CHECKS;
  await fs.rm(RESULTS_DIR, { recursive: true, force: true });
  await fs.mkdir(RESULTS_DIR, { recursive: true });

  /** @type {{name: string, passed: boolean, detail: string, screenshot: string | null, durationMs: number}[]} */
  const results = [];
  /** @type {import('./workbench.mjs').Session | undefined} */
  let session;
  try {
    if (!values['skip-build']) await run([process.execPath, 'esbuild.mjs']);
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
    results.push({ name: 'start the workbench', passed: false, detail, screenshot: null, durationMs: Date.now() - started });
    console.error(`e2e: ERROR: ${detail}`);
  } finally {
    await session?.close();
  }

  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  const report = { passed, failed, durationMs: Date.now() - started, checks: results };
  await fs.writeFile(path.join(RESULTS_DIR, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`e2e: report ${path.relative(ROOT, path.join(RESULTS_DIR, 'report.json'))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
