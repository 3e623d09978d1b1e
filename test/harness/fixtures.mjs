// What the integration and e2e runs share: the local statute service (a child process, as a user's
// service would be) and a temp workspace folder holding a sample brief.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { onExitCleanup } from './cleanup.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Text of the sample brief; the integration and e2e checks look for this citation. */
export const SAMPLE_CITATION = '17 U.S.C. § 107';
export const SAMPLE_BRIEF = `# Brief in support of the motion to dismiss

## Argument

Quoting a few lines of the manuscript for criticism and comment is fair use under ${SAMPLE_CITATION},
and the district court erred in holding otherwise.

The four statutory factors favour the defendant.
`;

/** The published descriptions the local statute service can answer as. */
export const DIALECTS = /** @type {const} */ (['interface', 'live']);

/**
 * @param {string | undefined} value  e.g. `live`, `interface,live`
 * @returns {('interface' | 'live')[]}
 */
export function parseDialects(value) {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return ['interface'];
  for (const name of names) {
    if (!DIALECTS.includes(/** @type {any} */ (name))) throw new Error(`unknown dialect "${name}" (interface, live)`);
  }
  return /** @type {('interface' | 'live')[]} */ ([...new Set(names)]);
}

/**
 * @typedef {object} StatuteService
 * @property {string} url     base URL, e.g. http://127.0.0.1:40123
 * @property {string} apiKey  a key the service accepts
 * @property {'interface' | 'live'} dialect  which published description the service answers as
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `tsx test/service/main.ts --port 0 --dialect D` with one fresh API key, or uses the service
 * named by STATUTES_TEST_SERVICE_URL + STATUTES_TEST_API_KEY when both are set.
 * `dialect`: `interface` (default) or `live`; `plan`: the key's plan, `pro` (default) or `business`.
 * @param {{credits?: number, dialect?: 'interface' | 'live', plan?: 'pro' | 'business', log?: (line: string) => void, timeoutMs?: number}} [options]
 * @returns {Promise<StatuteService>}
 */
export async function startStatuteService(options = {}) {
  const log = options.log ?? ((line) => console.log(`harness: ${line}`));
  const dialect = options.dialect ?? 'interface';
  if (process.env.STATUTES_TEST_SERVICE_URL && process.env.STATUTES_TEST_API_KEY) {
    log(`using the statute service at ${process.env.STATUTES_TEST_SERVICE_URL} (from the environment)`);
    return { url: process.env.STATUTES_TEST_SERVICE_URL, apiKey: process.env.STATUTES_TEST_API_KEY, dialect, stop: async () => {} };
  }
  const apiKey = `it-${randomBytes(12).toString('hex')}`;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const started = Date.now();
  const child = spawn(tsx, ['test/service/main.ts', '--port', '0', '--dialect', dialect], {
    cwd: ROOT,
    env: { ...process.env, STATUTE_SERVICE_KEYS: `${apiKey}:${options.credits ?? 100_000}:${options.plan ?? 'pro'}` },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = /** @type {number} */ (child.pid);
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => {
    exited = true;
    resolve(code ?? signal);
  }));
  const kill = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  };
  const unregister = onExitCleanup(kill);
  const stop = async () => {
    unregister();
    if (exited) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    if ((await Promise.race([exit, sleep(3000, 'timeout', { ref: false })])) === 'timeout') kill();
  };

  let output = '';
  /** @type {(url: string) => void} */
  let onUrl = () => {};
  const listening = new Promise((resolve) => (onUrl = resolve));
  const onData = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString('utf8');
    const match = /listening on (http:\/\/[^\s]+)/.exec(output);
    if (match) onUrl(match[1].replace(/\/$/, ''));
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  const timeoutMs = options.timeoutMs ?? 60_000;
  try {
    const url = await Promise.race([
      listening,
      exit.then((code) => {
        throw new Error(`the statute service exited (${code}) before listening:\n${output}`);
      }),
      sleep(timeoutMs, undefined, { ref: false }).then(() => {
        throw new Error(`the statute service did not print "listening on http://…" within ${timeoutMs / 1000} s:\n${output}`);
      }),
    ]);
    log(`statute service (${dialect}) on ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return { url: String(url), apiKey, dialect, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A temp folder holding brief.md; remove it with the returned `remove()`.
 * @param {Record<string, string>} [extraFiles] relative path → contents
 * @returns {Promise<{folder: string, brief: string, remove: () => Promise<void>}>}
 */
export async function createSampleWorkspace(extraFiles = {}) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-workspace-'));
  const brief = path.join(folder, 'brief.md');
  await fs.writeFile(brief, SAMPLE_BRIEF);
  for (const [name, contents] of Object.entries(extraFiles)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await fs.writeFile(path.join(folder, name), contents);
  }
  const keep = process.env.STATUTES_KEEP_TEMP === '1';
  const removeNow = () => {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  };
  const unregister = onExitCleanup(removeNow);
  const remove = async () => {
    unregister();
    if (!keep) await fs.rm(folder, { recursive: true, force: true });
  };
  return { folder, brief, remove };
}
