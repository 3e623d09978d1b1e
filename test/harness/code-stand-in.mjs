#!/usr/bin/env node
// A stand-in for the VS Code executable: accepts the command line @vscode/test-electron's runTests()
// (and @vscode/test-cli's useInstallation.fromPath) pass to VS Code, and runs the extension tests in
// code-server + headless chromium instead. So `runTests({vscodeExecutablePath: <this file>, …})` works
// on machines that cannot download VS Code.
//
// Understood: --extensionDevelopmentPath=P (repeatable), --extensionTestsPath=P, --user-data-dir=D,
// --extensions-dir=D, and a positional folder to open. Other flags (--no-sandbox, --disable-extensions…)
// are accepted and ignored. Exit code: the extension host's.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { runExtensionTests } from './code-server.mjs';

/**
 * @param {string[]} argv
 * @returns {{developmentPaths: string[], testsPath?: string, userDataDir?: string, extensionsDir?: string, folder?: string, version: boolean}}
 */
export function parseVSCodeArgs(argv) {
  /** @type {ReturnType<typeof parseVSCodeArgs>} */
  const parsed = { developmentPaths: [], version: false };
  const withValue = new Set(['extensionDevelopmentPath', 'extensionTestsPath', 'user-data-dir', 'extensions-dir']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--version' || arg === '-v') {
      parsed.version = true;
      continue;
    }
    if (!arg.startsWith('-')) {
      parsed.folder = path.resolve(arg);
      continue;
    }
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (!match || !withValue.has(match[1])) continue;
    const value = path.resolve(match[2] ?? argv[++i] ?? '');
    if (match[1] === 'extensionDevelopmentPath') parsed.developmentPaths.push(value);
    else if (match[1] === 'extensionTestsPath') parsed.testsPath = value;
    else if (match[1] === 'user-data-dir') parsed.userDataDir = value;
    else parsed.extensionsDir = value;
  }
  return parsed;
}

async function main() {
  const args = parseVSCodeArgs(process.argv.slice(2));
  if (args.version) {
    const { CODE_SERVER_VERSION } = await import('./provision.mjs');
    console.log(`code-server ${CODE_SERVER_VERSION} (statutes test stand-in)`);
    return 0;
  }
  if (!args.testsPath || args.developmentPaths.length === 0) {
    console.error('code-stand-in: needs --extensionDevelopmentPath= and --extensionTestsPath= (only test runs are supported)');
    return 2;
  }
  /** @type {string | undefined} */
  let emptyFolder;
  if (!args.folder) emptyFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-empty-workspace-'));
  try {
    return await runExtensionTests({
      extensionDevelopmentPath: args.developmentPaths,
      extensionTestsPath: args.testsPath,
      folder: args.folder ?? /** @type {string} */ (emptyFolder),
      userDataDir: args.userDataDir,
      extensionsDir: args.extensionsDir,
      // progress on stderr; the extension host's output on stdout, as VS Code would print it
      log: (line) => console.error(`code-stand-in: ${line}`),
      print: (text) => console.log(text),
    });
  } finally {
    if (emptyFolder) await fs.rm(emptyFolder, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`code-stand-in: ERROR: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
