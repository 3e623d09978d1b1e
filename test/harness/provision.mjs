#!/usr/bin/env node
// Installs what the real-VS-Code tests need, once per machine, into a cache folder the harness owns:
//   - Debian packages: chromium (the browser playwright drives), libkrb5-dev + pkg-config (code-server's
//     native modules compile against them);
//   - Node 24 from the npm package node-<platform>-<arch> (code-server's server does not run on Node 20);
//   - code-server (VS Code server + web workbench), installed with that Node first on PATH.
// A marker file records the versions, so a second run only reads it and returns (well under a second).
//
//   node test/harness/provision.mjs          # prints progress and the resulting paths
//   STATUTES_VSCODE_CACHE=/tmp/x node test/harness/provision.mjs
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

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
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  log(`installing ${missing.join(' ')} (apt-get update first)`);
  await run([...prefix, 'apt-get', ...lockWait, 'update', '-q'], { env, quiet: true });
  await run([...prefix, 'apt-get', ...lockWait, 'install', '-y', '-q', ...missing], { env, quiet: true });
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
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await writePackageJson(dir, 'statutes-vscode-test-node', {});
  await npmInstall(dir, [`node-${process.platform}-${process.arch}@${NODE_VERSION}`], process.env, log);
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
    if (codeServerWorks(paths)) return 'present (verified)';
    log('existing code-server installation does not work; reinstalling');
  }
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  // code-server's postinstall runs `npm install` in lib/vscode, which compiles native modules
  // (kerberos, spdlog, sqlite3, …) for the Node that runs npm: Node 24 must come first on PATH,
  // and node-gyp must use Node 24's headers (the npm package ships them), not a global `nodedir`.
  await writePackageJson(dir, 'statutes-vscode-test-code-server', { 'code-server': true, argon2: true });
  const nodePkg = path.dirname(paths.nodeBinDir);
  const env = {
    ...process.env,
    PATH: `${paths.nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodePkg,
    npm_config_ignore_scripts: 'false',
  };
  await npmInstall(dir, [`code-server@${CODE_SERVER_VERSION}`], env, log);
  if (!codeServerWorks(paths)) throw new Error('code-server was installed but does not start (see the npm output above)');
  return 'installed';
}

/**
 * Cheap check that code-server runs under Node 24 and its native modules load.
 * @param {Provisioned} paths
 */
function codeServerWorks(paths) {
  const version = spawnSync(paths.node, [paths.codeServerEntry, '--version'], { encoding: 'utf8', timeout: 60_000 });
  if (version.status !== 0 || !version.stdout.includes(CODE_SERVER_VERSION)) return false;
  const modules = path.join(paths.codeServerDir, 'lib', 'vscode', 'node_modules');
  const natives = [
    '@vscode/spdlog/build/Release/spdlog.node',
    '@vscode/sqlite3/build/Release/vscode-sqlite3.node',
    'kerberos/build/Release/kerberos.node',
    'node-pty/package.json',
  ].map((file) => path.join(modules, file));
  const script = `for (const f of ${JSON.stringify(natives)}) { if (f.endsWith('.node')) process.dlopen({ exports: {} }, f); else require(f); }`;
  return spawnSync(paths.node, ['-e', script], { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/**
 * @param {string} dir
 * @param {string} name
 * @param {Record<string, boolean>} allowScripts
 */
async function writePackageJson(dir, name, allowScripts) {
  const pkg = { name, private: true, description: 'Installed by test/harness/provision.mjs', allowScripts };
  await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
}

/**
 * @param {string} dir
 * @param {string[]} specs
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} log
 */
async function npmInstall(dir, specs, env, log) {
  log(`npm install ${specs.join(' ')} (in ${dir})`);
  await run(['npm', 'install', '--no-audit', '--no-fund', '--no-update-notifier', '--save-exact', ...specs], {
    cwd: dir,
    env: { ...env, npm_config_yes: 'true', npm_config_progress: 'false' },
    quiet: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * Runs a command; with `quiet`, its output is kept and shown only if it fails.
 * @param {string[]} argv
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean}} [options]
 * @returns {Promise<void>}
 */
function run(argv, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const tail = Buffer.concat(output).toString('utf8').split('\n').slice(-60).join('\n');
      reject(new Error(`${argv.join(' ')} failed (${signal ?? `exit ${code}`})${tail ? `:\n${tail}` : ''}`));
    });
  });
}

/**
 * @param {(line: string) => void} log
 * @param {string} label
 * @param {() => Promise<string>} fn
 */
async function step(log, label, fn) {
  const started = Date.now();
  const outcome = await fn();
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
