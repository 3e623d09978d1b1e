#!/usr/bin/env node
// `npm start`: the main job. Starts the local statute service on the real statute text and opens the
// extension in a real VS Code (code-server, in your browser) with a sample brief full of citations.
//
//   npm start [-- --desktop]
//
// --desktop also opens desktop VS Code (`code` on PATH) with --extensionDevelopmentPath.
// Ctrl+C stops everything. The demo workspace (.cache/demo-workspace) keeps your edits between runs.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { onExitCleanup } from '../test/harness/cleanup.mjs';
import { startCodeServer } from '../test/harness/code-server.mjs';
import { ROOT, startStatuteService } from '../test/harness/fixtures.mjs';
import { provision } from '../test/harness/provision.mjs';

const { values: args } = parseArgs({ options: { desktop: { type: 'boolean', default: false } } });
const log = (line) => console.log(`start: ${line}`);

const started = Date.now();
const paths = await provision({ log });
log('building the extension');
const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const workspace = path.join(ROOT, '.cache', 'demo-workspace');
const brief = path.join(workspace, 'sample-brief.md');
await fs.mkdir(workspace, { recursive: true });
// The user's edits to the demo brief are kept; only a missing brief is copied in.
await fs.copyFile(path.join(ROOT, 'samples', 'sample-brief.md'), brief, fs.constants.COPYFILE_EXCL).catch((error) => {
  if (error.code !== 'EEXIST') throw error;
});

const service = await startStatuteService({ credits: 10_000, log });
const server = await startCodeServer({
  folder: workspace,
  paths,
  linkExtensions: [ROOT],
  // Notifications are part of the demo; the smoke-test driver would hide them.
  smokeTestDriver: false,
  settings: { 'statutes.serviceUrl': service.url, 'workbench.startupEditor': 'none' },
  // The demo key reaches the extension through its environment: nothing is written to settings.
  env: { STATUTES_API_KEY: service.apiKey },
  userDataDir: path.join(ROOT, '.cache', 'demo-user-data'),
  log,
});
onExitCleanup(async () => {
  await server.stop();
  await service.stop();
});

const url = server.workbenchUrl({ folder: workspace, payload: [['openFile', server.remoteUri(brief)]] });
console.log('');
console.log(`  Statute service   ${service.url}   (API key ${service.apiKey}, 10,000 credits)`);
console.log(`  VS Code           ${url}`);
console.log('');
console.log('  Open the VS Code address in your browser. Hover a citation in sample-brief.md, run');
console.log('  "Statutes: Verify Citations in Document" (F1), or open the Statutes view in the activity bar.');
console.log(`  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl+C stops the service and VS Code.`);

if (args.desktop) {
  const code = spawnSync('code', ['--version'], { encoding: 'utf8' });
  if (code.status === 0) {
    log('opening desktop VS Code with --extensionDevelopmentPath');
    spawn('code', ['--new-window', `--extensionDevelopmentPath=${ROOT}`, workspace, brief], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, STATUTES_API_KEY: service.apiKey },
    }).unref();
    log(`desktop VS Code: set "statutes.serviceUrl" to ${service.url} in your user settings`);
  } else {
    log('desktop VS Code (`code`) is not installed here; use the browser address above');
  }
}
// Keep running until Ctrl+C (the cleanup handler stops the children).
await new Promise(() => {});
