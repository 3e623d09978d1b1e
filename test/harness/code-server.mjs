// Runs a real VS Code here: code-server (VS Code server + web workbench, on Node 24) and Debian chromium
// driven by playwright-core. Used by the integration runner (extension tests in the extension host,
// results through `window.codeAutomationExit`) and by the e2e checks (a person's view of the workbench).
// Every process started here runs in its own process group and is killed, and every temp folder removed,
// when the caller stops, fails, times out or is interrupted.
/* global fetch, AbortSignal, TextDecoder, localStorage, sessionStorage, indexedDB */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { URLSearchParams } from 'node:url';
import { format } from 'node:util';
import { onExitCleanup } from './cleanup.mjs';
import { provision } from './provision.mjs';

/** Settings that keep the workbench quiet and the screen clean. */
export const CLEAN_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.enableExperiments': false,
  'editor.hover.delay': 100,
  'editor.minimap.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'chat.disableAIFeatures': true,
  'chat.commandCenter.enabled': false,
  'security.workspace.trust.enabled': false,
  'git.enabled': false,
  'window.commandCenter': false,
};

/**
 * With `workspaceTrust`: VS Code's workspace trust on, without the start-up dialog, so the folder opens
 * untrusted (Restricted Mode) and stays so.
 */
export const TRUST_SETTINGS = {
  'security.workspace.trust.enabled': true,
  'security.workspace.trust.startupPrompt': 'never',
  'security.workspace.trust.banner': 'never',
  'security.workspace.trust.untrustedFiles': 'open',
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @typedef {object} CodeServer
 * @property {string} url          base URL, e.g. http://127.0.0.1:41234
 * @property {string} authority    host:port, the authority of vscode-remote URIs
 * @property {string} folder       the workspace folder it opens
 * @property {string} userDataDir
 * @property {string} extensionsDir
 * @property {(absPath: string) => string} remoteUri  vscode-remote URI of a path on this machine
 * @property {(options?: {payload?: [string, string][], folder?: string}) => string} workbenchUrl
 * @property {() => string} output last lines code-server printed
 * @property {() => Promise<void>} stop  kills code-server and its children, removes temp folders
 */

/**
 * Starts code-server on a free loopback port with fresh user-data and extensions folders.
 * @param {object} options
 * @param {string} options.folder                 workspace folder to open
 * @param {Record<string, unknown>} [options.settings] user settings, merged over CLEAN_SETTINGS
 * @param {Record<string, string>} [options.env]  extra environment (the extension host inherits it)
 * @param {string} [options.userDataDir]          use this instead of a temp folder (kept on stop)
 * @param {string} [options.extensionsDir]        use this instead of a temp folder (kept on stop)
 * @param {string[]} [options.installExtensions]  .vsix files (or gallery ids) to install before starting
 * @param {string[]} [options.linkExtensions]     extension folders to link into the extensions folder, so
 *   the server finds them as installed extensions (no payload needed)
 * @param {boolean} [options.smokeTestDriver]     pass `enable-smoke-test-driver` (default true): needed for
 *   the `payload` (extension development and tests); it also hides notification toasts
 * @param {import('./provision.mjs').Provisioned} [options.paths] result of provision()
 * @param {boolean} [options.verbose]             print code-server's own output
 * @param {boolean} [options.workspaceTrust]      keep workspace trust on (default off, `--disable-workspace-trust`):
 *   the folder then opens untrusted, in Restricted Mode
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<CodeServer>}
 */
export async function startCodeServer(options) {
  const log = options.log ?? ((line) => console.log(`harness: ${line}`));
  const paths = options.paths ?? (await provision());
  const keepTemp = process.env.STATUTES_KEEP_TEMP === '1';
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-code-server-'));
  const removeTemp = () => (keepTemp ? Promise.resolve() : fs.rm(temp, { recursive: true, force: true }));
  const userDataDir = options.userDataDir ? path.resolve(options.userDataDir) : path.join(temp, 'user-data');
  const extensionsDir = options.extensionsDir ? path.resolve(options.extensionsDir) : path.join(temp, 'extensions');
  const folder = path.resolve(options.folder);

  // A caller-provided user-data-dir may already hold settings (the stand-in route): keep them.
  const settingsFile = path.join(userDataDir, 'User', 'settings.json');
  const existing = await fs.readFile(settingsFile, 'utf8').then((text) => JSON.parse(text), () => ({}));
  const settings = { ...CLEAN_SETTINGS, ...existing, ...(options.workspaceTrust ? TRUST_SETTINGS : {}), ...options.settings };
  await fs.mkdir(path.dirname(settingsFile), { recursive: true });
  await fs.mkdir(extensionsDir, { recursive: true });
  await fs.writeFile(settingsFile, JSON.stringify(settings, null, 2) + '\n');
  // An explicit config file and XDG folders keep code-server from writing into $HOME.
  const config = path.join(temp, 'config.yaml');
  await fs.writeFile(config, 'disable-telemetry: true\n');
  const xdg = { XDG_CONFIG_HOME: path.join(temp, 'xdg-config'), XDG_DATA_HOME: path.join(temp, 'xdg-data'), XDG_RUNTIME_DIR: path.join(temp, 'xdg-runtime') };
  for (const dir of Object.values(xdg)) await fs.mkdir(dir, { recursive: true, mode: 0o700 });

  const env = {
    ...process.env,
    ...xdg,
    ...options.env,
    EXTENSIONS_GALLERY: '{}',
    PATH: `${paths.nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  // code-server reads these to pick its own port/password; never let the caller's leak in.
  delete env.PORT;
  delete env.PASSWORD;
  delete env.HASHED_PASSWORD;
  delete env.VSCODE_IPC_HOOK_CLI;

  for (const folderToLink of options.linkExtensions ?? []) {
    const manifest = JSON.parse(await fs.readFile(path.join(folderToLink, 'package.json'), 'utf8'));
    const id = `${manifest.publisher}.${manifest.name}-${manifest.version}`.toLowerCase();
    await fs.symlink(path.resolve(folderToLink), path.join(extensionsDir, id), 'dir');
  }
  const common = ['--config', config, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];
  for (const extension of options.installExtensions ?? []) {
    log(`installing ${extension}`);
    await runQuiet(paths.node, [paths.codeServerEntry, ...common, '--force', '--install-extension', extension], env);
  }

  const args = [
    paths.codeServerEntry,
    ...common,
    '--auth', 'none',
    '--bind-addr', '127.0.0.1:0',
    '--disable-telemetry',
    '--disable-update-check',
    ...(options.workspaceTrust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    '--ignore-last-opened',
    ...(options.smokeTestDriver === false ? [] : ['--vscode-option', 'enable-smoke-test-driver']),
    folder,
  ];
  const started = Date.now();
  const child = spawn(paths.node, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = /** @type {number} */ (child.pid);
  const killGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const emergency = () => {
    killGroup('SIGKILL');
    if (!keepTemp) rmSync(temp, { recursive: true, force: true });
  };
  const unregisterEmergency = onExitCleanup(emergency);
  let exited = false;
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => {
    exited = true;
    resolve(code ?? signal);
  }));

  /** @type {string[]} */
  const lines = [];
  /** @type {(url: string) => void} */
  let onListening = () => {};
  const listening = new Promise((resolve) => (onListening = resolve));
  let pending = '';
  const onData = (/** @type {Buffer} */ chunk) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (options.verbose) console.log(`[code-server] ${line}`);
      const match = /HTTP server listening on (http:\/\/[^\s/]+)/.exec(line);
      if (match) onListening(match[1]);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      killGroup('SIGTERM');
      const timer = sleep(5000, undefined, { ref: false }).then(() => 'timeout');
      if ((await Promise.race([exitPromise, timer])) === 'timeout') killGroup('SIGKILL');
    }
    // children of the group (extension host, pty host) may outlive the server by a moment
    killGroup('SIGKILL');
    unregisterEmergency();
    await removeTemp();
  };

  try {
    const url = await Promise.race([
      listening,
      exitPromise.then((code) => {
        throw new Error(`code-server exited (${code}) before listening:\n${lines.join('\n')}`);
      }),
      sleep(60_000, undefined, { ref: false }).then(() => {
        throw new Error(`code-server did not start listening within 60 s:\n${lines.join('\n')}`);
      }),
    ]);
    await waitForHealthz(String(url), 30_000);
    log(`code-server ${paths.versions.codeServer} on ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const authority = new URL(String(url)).host;
    const remoteUri = (/** @type {string} */ absPath) =>
      `vscode-remote://${authority}${path.resolve(absPath).split(path.sep).map(encodeURIComponent).join('/')}`;
    return {
      url: String(url),
      authority,
      folder,
      userDataDir,
      extensionsDir,
      remoteUri,
      workbenchUrl: ({ payload, folder: openFolder } = {}) => {
        const query = new URLSearchParams({ folder: openFolder ?? folder });
        if (payload) query.set('payload', JSON.stringify(payload));
        return `${url}/?${query}`;
      },
      output: () => lines.join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitForHealthz(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`code-server /healthz did not answer within ${timeoutMs / 1000} s (${last})`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function runQuiet(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.slice(1).join(' ')} failed (${code}):\n${output}`))));
  });
}

/**
 * @typedef {object} Workbench
 * @property {import('playwright-core').Browser} browser
 * @property {import('playwright-core').Page} page
 * @property {() => Promise<void>} close
 */

/**
 * Launches Debian chromium headless and opens the workbench of `server`.
 * @param {CodeServer} server
 * @param {object} [options]
 * @param {[string, string][]} [options.payload]  e.g. [['extensionDevelopmentPath', server.remoteUri(dir)]]
 * @param {(level: string, message: string) => void} [options.onLog]  receives window.codeAutomationLog calls
 * @param {(code: number) => void} [options.onExit]  receives window.codeAutomationExit calls
 * @param {{width: number, height: number}} [options.viewport]
 * @param {string} [options.chromium]  browser binary (default /usr/bin/chromium)
 * @returns {Promise<Workbench>}
 */
export async function openWorkbench(server, options = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: options.chromium ?? process.env.STATUTES_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  // playwright kills the browser itself when this process exits or is interrupted
  const close = async () => {
    await browser.close().catch(() => {});
  };
  try {
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.exposeFunction('codeAutomationLog', (/** @type {string} */ level, /** @type {unknown} */ message) => {
      const text = Array.isArray(message) ? format(...message) : typeof message === 'string' ? message : format('%o', message);
      options.onLog?.(String(level), text);
    });
    await page.exposeFunction('codeAutomationExit', (/** @type {number} */ code) => {
      options.onExit?.(Number(code));
    });
    await page.goto(server.workbenchUrl({ payload: options.payload }), { waitUntil: 'domcontentloaded' });
    return { browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Runs an extension test suite inside code-server's extension host and returns its exit code.
 * @param {object} options
 * @param {string | string[]} options.extensionDevelopmentPath  folder(s) with the extension's package.json
 * @param {string} options.extensionTestsPath        module exporting `run()`
 * @param {string} options.folder                    workspace folder to open
 * @param {Record<string, unknown>} [options.settings]
 * @param {Record<string, string>} [options.env]     environment for the extension host
 * @param {string} [options.userDataDir]
 * @param {string} [options.extensionsDir]
 * @param {number} [options.timeoutMs]               hard limit for the whole run (default 10 min: the whole suite takes about 4 min on a loaded 2-core machine; the limit is for hangs)
 * @param {string} [options.failureScreenshot]       where to save a screenshot if the run times out
 * @param {(text: string) => void} [options.print]   receives the extension host's output
 * @param {(line: string) => void} [options.log]     harness progress lines
 * @param {boolean} [options.verbose]                also print workbench and code-server logs
 * @param {boolean} [options.workspaceTrust]         open the folder untrusted (see startCodeServer)
 * @param {string[]} [options.browserStorageMustNotContain]  secrets (the test API key) that must not be
 *   persisted in the browser's storage (IndexedDB, localStorage), where code-server's workbench keeps
 *   globalState and workspaceState; checked when the tests have finished, a find fails the run
 * @param {string} [options.logFile]                 write the workbench's and code-server's logs here
 * @returns {Promise<number>}
 */
export async function runExtensionTests(options) {
  const timeoutMs = options.timeoutMs ?? Number(process.env.STATUTES_TEST_TIMEOUT_MS || 10 * 60_000);
  const log = options.log ?? ((line) => console.log(`harness: ${line}`));
  const print = options.print ?? ((text) => console.log(text));
  const deadline = Date.now() + timeoutMs;
  const paths = await provision({ log: (line) => log(line) });
  const logPrefix = '<statutes-test> ';
  const server = await startCodeServer({ ...options, env: { ...options.env, STATUTES_TEST_LOG_PREFIX: logPrefix }, paths, log });
  /** @type {string[]} */
  const workbenchLog = [];
  /** @type {Workbench | undefined} */
  let workbench;
  try {
    /** @type {(code: number) => void} */
    let onExit = () => {};
    const exited = new Promise((resolve) => (onExit = resolve));
    const payload = /** @type {[string, string][]} */ ([
      ...[options.extensionDevelopmentPath].flat().map((dir) => ['extensionDevelopmentPath', server.remoteUri(dir)]),
      ['extensionTestsPath', server.remoteUri(options.extensionTestsPath)],
      ['skipWelcome', 'true'],
    ]);
    const started = Date.now();
    workbench = await openWorkbench(server, {
      payload,
      onExit,
      onLog: (level, message) => {
        workbenchLog.push(`[${level}] ${message}`);
        if (message.startsWith(logPrefix)) print(message.slice(logPrefix.length));
        else if (options.verbose) log(`[workbench ${level}] ${message}`);
      },
    });
    workbench.page.on('pageerror', (error) => log(`[page error] ${error.message}`));
    const crashed = new Promise((resolve) => workbench?.page.on('crash', () => resolve('crash')));
    const closed = new Promise((resolve) => workbench?.browser.on('disconnected', () => resolve('browser closed')));
    const timer = sleep(Math.max(0, deadline - Date.now()), undefined, { ref: false }).then(() => 'timeout');
    const outcome = await Promise.race([exited, crashed, closed, timer]);
    if (typeof outcome === 'number') {
      log(`extension tests finished with exit code ${outcome} (${((Date.now() - started) / 1000).toFixed(1)} s in the workbench)`);
      const secrets = options.browserStorageMustNotContain ?? [];
      if (secrets.length) {
        await sleep(1000); // the workbench writes its storage to IndexedDB shortly after a change
        const scan = await scanBrowserStorage(workbench.page, secrets).catch((error) => {
          log(`browser storage: could not be searched for the test API key (${error instanceof Error ? error.message : error})`);
          return undefined;
        });
        if (!scan) return outcome || 1;
        const where = `${scan.databases} IndexedDB database(s), ${scan.entries} entries, localStorage and sessionStorage`;
        if (scan.hits.length === 0) log(`browser storage: the test API key is in none of ${where}`);
        else {
          log(`browser storage: the test API key is persisted in ${scan.hits.join(', ')} (checked ${where})`);
          return outcome || 1;
        }
      }
      return outcome;
    }
    if (outcome === 'timeout' && options.failureScreenshot) {
      await fs.mkdir(path.dirname(options.failureScreenshot), { recursive: true });
      await workbench.page.screenshot({ path: options.failureScreenshot }).catch(() => {});
    }
    const why =
      outcome === 'timeout'
        ? `the extension tests did not finish within ${Math.round(timeoutMs / 1000)} s (no codeAutomationExit call)`
        : `the workbench went away (${outcome}) before the tests finished`;
    throw new Error(`${why}\n--- last code-server output ---\n${server.output()}`);
  } finally {
    await workbench?.close();
    if (options.logFile) {
      await fs.mkdir(path.dirname(options.logFile), { recursive: true });
      const text = `--- workbench log ---\n${workbenchLog.join('\n')}\n--- code-server output ---\n${server.output()}\n`;
      await fs.writeFile(options.logFile, text).catch(() => {});
    }
    await server.stop();
  }
}

/**
 * Where in the page's persistent storage (IndexedDB, localStorage, sessionStorage) any of `needles`
 * occurs, by database/store/key or storage/key. Never returns the values themselves.
 * @param {import('playwright-core').Page} page
 * @param {string[]} needles
 * @returns {Promise<{databases: number, entries: number, hits: string[]}>}
 */
export async function scanBrowserStorage(page, needles) {
  return page.evaluate(async (wanted) => {
    /** @type {string[]} */
    const hits = [];
    let entries = 0;
    const decoder = new TextDecoder('utf-8', { fatal: false });
    /** @param {unknown} value @returns {string} */
    const text = (value) => {
      if (typeof value === 'string') return value;
      if (value instanceof ArrayBuffer) return decoder.decode(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return decoder.decode(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      try {
        return JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) || v instanceof ArrayBuffer ? text(v) : v instanceof Map ? [...v] : v)) ?? '';
      } catch {
        return String(value);
      }
    };
    /** @param {string} where @param {unknown} key @param {unknown} value */
    const check = (where, key, value) => {
      entries++;
      const both = `${text(key)}\n${text(value)}`;
      if (wanted.some((needle) => both.includes(needle))) hits.push(`${where} ${text(key).slice(0, 80)}`);
    };
    for (const [name, area] of /** @type {const} */ ([['localStorage', localStorage], ['sessionStorage', sessionStorage]])) {
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i) ?? '';
        check(name, key, area.getItem(key));
      }
    }
    const databases = await indexedDB.databases();
    for (const { name } of databases) {
      if (!name) continue;
      /** @type {IDBDatabase} */
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        for (const store of db.objectStoreNames) {
          /** @type {[unknown[], unknown[]]} */
          const [keys, values] = await new Promise((resolve, reject) => {
            const tx = db.transaction(store, 'readonly');
            const keysRequest = tx.objectStore(store).getAllKeys();
            const valuesRequest = tx.objectStore(store).getAll();
            tx.oncomplete = () => resolve([keysRequest.result, valuesRequest.result]);
            tx.onerror = () => reject(tx.error);
          });
          values.forEach((value, i) => check(`IndexedDB ${name}/${store}`, keys[i], value));
        }
      } finally {
        db.close();
      }
    }
    return { databases: databases.length, entries, hits };
  }, needles);
}
