#!/usr/bin/env node
// Installs what the real-VS-Code tests need, once per machine, into a cache folder the harness owns:
//   - Debian packages: chromium (the browser playwright drives), libkrb5-dev + pkg-config (code-server's
//     native modules compile against them);
//   - Node 24 from the npm package node-<platform>-<arch> (code-server's server does not run on Node 20);
//   - code-server (VS Code server + web workbench), installed with that Node first on PATH.
// A marker file records the versions, so a second run only reads it and returns (well under a second).
// npm and apt-get installs are tried again when they fail (a registry or mirror can fail for a moment);
// a final failure carries the whole output of every attempt.
//
//   node test/harness/provision.mjs          # prints progress and the resulting paths
//   STATUTES_VSCODE_CACHE=/tmp/x node test/harness/provision.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runCommand, withRetries } from './retry.mjs';

export const NODE_VERSION = '24.21.0';
export const CODE_SERVER_VERSION = '4.139.1';
export const APT_PACKAGES = ['chromium', 'libkrb5-dev', 'pkg-config'];
export const CHROMIUM_PATH = '/usr/bin/chromium';

const MARKER = 'statutes-vscode-test.json';
/** Bump when the layout of the cache changes, so old caches are reinstalled. */
const LAYOUT = 1;

/**
 * @typedef {object} Provisioned
 * @property {string} cacheDir      the cache folder
 * @property {string} node          absolute path of the Node 24 binary
 * @property {string} nodeBinDir    folder to put first on PATH for code-server
 * @property {string} codeServerDir the code-server package folder
 * @property {string} codeServerEntry code-server's entry script (run it with `node`)
 * @property {string} chromium      the browser binary
 * @property {{node: string, codeServer: string}} versions
 */

/** @returns {string} */
export function defaultCacheDir() {
  return process.env.STATUTES_VSCODE_CACHE || path.join(os.homedir(), '.cache', 'statutes-vscode-test');
}

/**
 * @param {string} cacheDir
 * @returns {Provisioned}
 */
export function cachePaths(cacheDir) {
  const nodePkg = path.join(cacheDir, 'node24', 'node_modules', `node-${process.platform}-${process.arch}`);
  const codeServerDir = path.join(cacheDir, 'code-server', 'node_modules', 'code-server');
  return {
    cacheDir,
    node: path.join(nodePkg, 'bin', 'node'),
    nodeBinDir: path.join(nodePkg, 'bin'),
    codeServerDir,
    codeServerEntry: path.join(codeServerDir, 'out', 'node', 'entry.js'),
    chromium: CHROMIUM_PATH,
    versions: { node: NODE_VERSION, codeServer: CODE_SERVER_VERSION },
  };
}

/**
 * Ensures everything is installed; returns the paths. Idempotent and safe to call from several
 * processes at once (installation happens under a lock file in the cache folder).
 * @param {{cacheDir?: string, log?: (line: string) => void}} [options]
 * @returns {Promise<Provisioned>}
 */
export async function provision(options = {}) {
  const log = options.log ?? ((line) => console.log(`provision: ${line}`));
  const cacheDir = path.resolve(options.cacheDir ?? defaultCacheDir());
  try {
    return await install(cacheDir, log);
  } catch (error) {
    // The whole text (every attempt's npm or apt-get output) goes on: it is what a reader of CI needs.
    const text = error instanceof Error ? error.message : String(error);
    throw new Error(`could not install a real VS Code (code-server ${CODE_SERVER_VERSION} on Node ${NODE_VERSION}, chromium) into ${cacheDir}: ${text}`, { cause: error });
  }
}

/**
 * @param {string} cacheDir
 * @param {(line: string) => void} log
 * @returns {Promise<Provisioned>}
 */
async function install(cacheDir, log) {
  const paths = cachePaths(cacheDir);
  const started = Date.now();

  await step(log, 'apt packages', () => ensureAptPackages(log));

  if (await markerMatches(paths)) {
    log(`node ${NODE_VERSION} + code-server ${CODE_SERVER_VERSION} cached in ${cacheDir} (${seconds(started)})`);
    return paths;
  }

  await fs.mkdir(cacheDir, { recursive: true });
  const release = await acquireLock(path.join(cacheDir, '.install.lock'), log);
  try {
    // Another process may have finished the installation while we waited for the lock.
    if (!(await markerMatches(paths))) {
      await step(log, `node ${NODE_VERSION}`, () => ensureNode(paths, log));
      await step(log, `code-server ${CODE_SERVER_VERSION}`, () => ensureCodeServer(paths, log));
      await fs.writeFile(
        path.join(cacheDir, MARKER),
        JSON.stringify({ layout: LAYOUT, ...paths.versions, platform: process.platform, arch: process.arch, installedAt: new Date().toISOString() }, null, 2) + '\n',
      );
    }
  } finally {
    await release();
  }
  log(`ready in ${seconds(started)}: ${cacheDir}`);
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Debian packages

/** @param {(line: string) => void} log */
async function ensureAptPackages(log) {
  const missing = APT_PACKAGES.filter((name) => !dpkgInstalled(name));
  if (missing.length === 0) return 'present';
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(`missing Debian packages ${missing.join(', ')} and no apt-get on this machine`);
  }
  /** @type {string[]} */
  let prefix = [];
  if (process.getuid?.() !== 0) {
    if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) {
      throw new Error(`missing Debian packages ${missing.join(', ')}; install them as root: apt-get install -y ${missing.join(' ')}`);
    }
    prefix = ['sudo', '-n', '--preserve-env=DEBIAN_FRONTEND'];
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = ['-o', 'DPkg::Lock::Timeout=300', '-o', 'Acquire::Retries=3'];
  log(`installing ${missing.join(' ')} (apt-get update first)`);
  // Both again on a retry: a failed install may be a package list gone stale on the mirror.
  await withRetries(`apt-get install ${missing.join(' ')}`, async () => {
    await runCommand([...prefix, 'apt-get', ...options, 'update', '-q'], { env, quiet: true });
    await runCommand([...prefix, 'apt-get', ...options, 'install', '-y', '-q', ...missing], { env, quiet: true });
  }, { log });
  const still = missing.filter((name) => !dpkgInstalled(name));
  if (still.length) throw new Error(`apt-get did not install ${still.join(', ')}`);
  return `installed ${missing.join(', ')}`;
}

/** @param {string} name */
function dpkgInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'install ok installed';
}

// ---------------------------------------------------------------------------------------------
// Node 24 and code-server

/**
 * @param {Provisioned} paths
 * @param {(line: string) => void} log
 */
async function ensureNode(paths, log) {
  if (await nodeWorks(paths.node)) return 'present';
  const dir = path.join(paths.cacheDir, 'node24');
  const prepare = () => emptyPackage(dir, 'statutes-vscode-test-node', {});
  await npmInstall(dir, [`node-${process.platform}-${process.arch}@${NODE_VERSION}`], process.env, log, prepare);
  if (!(await nodeWorks(paths.node))) throw new Error(`${paths.node} does not report v${NODE_VERSION}`);
  return 'installed';
}

/** @param {string} node */
async function nodeWorks(node) {
  if (!existsSync(node)) return false;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === `v${NODE_VERSION}`;
}

/**
 * @param {Provisioned} paths
 * @param {(line: string) => void} log
 */
async function ensureCodeServer(paths, log) {
  const dir = path.join(paths.cacheDir, 'code-server');
  if (existsSync(paths.codeServerEntry)) {
    // A cache without our marker (an older or interrupted installation): keep it if it works.
    const problem = codeServerProblem(paths);
    if (!problem) return 'present (verified)';
    log(`existing code-server installation does not work (${problem}); reinstalling`);
  }
  // code-server's postinstall runs `npm install` in lib/vscode, which compiles native modules
  // (kerberos, spdlog, sqlite3, …) for the Node that runs npm: Node 24 must come first on PATH,
  // and node-gyp must use Node 24's headers (the npm package ships them), not a global `nodedir`.
  const prepare = () => emptyPackage(dir, 'statutes-vscode-test-code-server', { 'code-server': true, argon2: true });
  const nodePkg = path.dirname(paths.nodeBinDir);
  // Under `npm start` the machine's npm runs this, and its user agent (`npm/… node/v20…`) would pass to the npm below as
  // that npm's own setting: code-server's postinstall reads the Node version from it and refuses to install.
  const inherited = { ...process.env };
  delete inherited.npm_config_user_agent;
  const env = {
    ...inherited,
    PATH: `${paths.nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodePkg,
    npm_config_ignore_scripts: 'false',
  };
  await npmInstall(dir, [`code-server@${CODE_SERVER_VERSION}`], env, log, prepare);
  const problem = codeServerProblem(paths);
  if (problem) throw new Error(`code-server was installed but does not work: ${problem}`);
  return 'installed';
}

/**
 * Cheap check that code-server runs under Node 24 and its native modules load.
 * @param {Provisioned} paths
 * @returns {string | undefined} what is wrong, or nothing
 */
function codeServerProblem(paths) {
  const version = spawnSync(paths.node, [paths.codeServerEntry, '--version'], { encoding: 'utf8', timeout: 60_000 });
  if (version.status !== 0 || !version.stdout.includes(CODE_SERVER_VERSION)) {
    return `\`code-server --version\` gave ${version.error ?? `exit ${version.status}`}:\n${`${version.stdout ?? ''}${version.stderr ?? ''}`.trim()}`;
  }
  const modules = path.join(paths.codeServerDir, 'lib', 'vscode', 'node_modules');
  const natives = [
    '@vscode/spdlog/build/Release/spdlog.node',
    '@vscode/sqlite3/build/Release/vscode-sqlite3.node',
    'kerberos/build/Release/kerberos.node',
    'node-pty/package.json',
  ].map((file) => path.join(modules, file));
  const script = `for (const f of ${JSON.stringify(natives)}) { if (f.endsWith('.node')) process.dlopen({ exports: {} }, f); else require(f); }`;
  const load = spawnSync(paths.node, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
  return load.status === 0 ? undefined : `its native modules do not load:\n${`${load.stdout ?? ''}${load.stderr ?? ''}`.trim()}`;
}

/**
 * Empties `dir` and writes the package.json an installation starts from.
 * @param {string} dir
 * @param {string} name
 * @param {Record<string, boolean>} allowScripts
 */
async function emptyPackage(dir, name, allowScripts) {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const pkg = { name, private: true, description: 'Installed by test/harness/provision.mjs', allowScripts };
  await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
}

/**
 * Installs into a fresh `dir`; a failed attempt is tried again from an empty folder (a half-finished
 * postinstall must not be mistaken for an installation).
 * @param {string} dir
 * @param {string[]} specs
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 * @param {() => Promise<void>} prepare  empties `dir` and writes its package.json
 */
async function npmInstall(dir, specs, env, log, prepare) {
  const command = `npm install ${specs.join(' ')}`;
  log(`${command} (in ${dir})`);
  await prepare();
  await withRetries(command, () =>
    runCommand(['npm', 'install', '--no-audit', '--no-fund', '--no-update-notifier', '--save-exact', ...specs], {
      cwd: dir,
      env: { ...env, npm_config_yes: 'true', npm_config_progress: 'false' },
      quiet: true,
    }), { log, beforeRetry: prepare });
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * @param {(line: string) => void} log
 * @param {string} label
 * @param {() => Promise<string>} fn
 */
async function step(log, label, fn) {
  const started = Date.now();
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    throw new Error(`${label}: failed after ${seconds(started)}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  log(`${label}: ${outcome} (${seconds(started)})`);
}

/** @param {Provisioned} paths */
async function markerMatches(paths) {
  try {
    const marker = JSON.parse(await fs.readFile(path.join(paths.cacheDir, MARKER), 'utf8'));
    return (
      marker.layout === LAYOUT &&
      marker.node === NODE_VERSION &&
      marker.codeServer === CODE_SERVER_VERSION &&
      existsSync(paths.node) &&
      existsSync(paths.codeServerEntry)
    );
  } catch {
    return false;
  }
}

/**
 * A lock file created exclusively; a lock older than 20 minutes is considered abandoned.
 * @param {string} file
 * @param {(line: string) => void} log
 * @returns {Promise<() => Promise<void>>}
 */
async function acquireLock(file, log) {
  let announced = false;
  for (;;) {
    try {
      const handle = await fs.open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > 20 * 60_000) {
        log(`removing stale lock ${file}`);
        await fs.rm(file, { force: true });
        continue;
      }
      if (!announced) log(`waiting for another installation to finish (${file})`);
      announced = true;
      await sleep(1000);
    }
  }
}

/** @param {number} since */
function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  provision().then(
    (paths) => console.log(JSON.stringify(paths, null, 2)),
    (error) => {
      console.error(`provision: FAILED: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    },
  );
}
