import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { CommandError, INSTALL_ATTEMPTS, INSTALL_DELAYS_MS, boundLines, runCommand, withRetries } from '../../harness/retry.mjs';

// Stand-ins for an installer: real processes that fail the way `npm install` does (npm's error lines on
// stderr, a non-zero exit), without the network. A counter file makes a run fail only the first time.
const FLAKY = `
const fs = require('node:fs');
const counter = process.argv[2];
const runs = Number(fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8') : '0') + 1;
fs.writeFileSync(counter, String(runs));
if (runs === 1) {
  console.log('added 0 packages');
  console.error('npm error code ECONNRESET');
  console.error('npm error network aborted: request to https://registry.npmjs.org/code-server failed');
  process.exitCode = 1;
} else {
  console.log('added 1 package in ' + runs + ' runs');
}
`;

// Fails every time with 300 lines of output: the first and last lines must both reach the final error.
const BROKEN = `
const fs = require('node:fs');
const counter = process.argv[2];
const runs = Number(fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8') : '0') + 1;
fs.writeFileSync(counter, String(runs));
console.error('npm error first line of run ' + runs);
for (let i = 1; i <= 298; i++) console.error('gyp info build line ' + i + ' of run ' + runs);
console.error('npm error code E500 in run ' + runs);
// Not process.exit(): output to a pipe that is a socket could be cut short.
process.exitCode = 7;
`;

describe('installer retries (test/harness/retry.mjs)', () => {
  let dir: string;
  let counter: string;
  const noWait = async (ms: number) => waits.push(ms);
  let waits: number[];
  let lines: string[];
  const log = (line: string) => lines.push(line);

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-retry-test-'));
    counter = path.join(dir, 'runs');
    await fs.writeFile(path.join(dir, 'flaky-npm.cjs'), FLAKY);
    await fs.writeFile(path.join(dir, 'broken-npm.cjs'), BROKEN);
    waits = [];
    lines = [];
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const installer = (name: string) => runCommand([process.execPath, path.join(dir, name), counter], { quiet: true });
  const runs = async () => Number(await fs.readFile(counter, 'utf8'));

  it('a command that fails once and then passes is run again and the install succeeds', async () => {
    let prepared = 0;
    await withRetries('npm install code-server', () => installer('flaky-npm.cjs'), {
      log,
      sleep: noWait,
      beforeRetry: async () => void prepared++,
    });
    assert.equal(await runs(), 2);
    assert.equal(prepared, 1, 'what the failed attempt left is cleared once');
    assert.deepEqual(waits, [INSTALL_DELAYS_MS[0]]);
    // The failed attempt is logged with npm's own error lines, not just its exit code.
    const failure = lines.find((line) => line.includes('attempt 1 of 3 failed'));
    assert.ok(failure, lines.join('\n'));
    assert.match(failure, /exit 1/);
    assert.match(failure, /npm error code ECONNRESET/);
    assert.match(failure, /npm error network aborted: request to https:\/\/registry\.npmjs\.org\/code-server failed/);
    assert.match(failure, /added 0 packages/, 'stdout is kept too');
    assert.ok(lines.some((line) => /passed on attempt 2 of 3/.test(line)), lines.join('\n'));
  });

  it('a command that always fails is tried a bounded number of times, waiting longer each time, and its whole output is kept', async () => {
    const error = await withRetries('npm install code-server', () => installer('broken-npm.cjs'), {
      log,
      sleep: noWait,
    }).then(
      () => assert.fail('a command that always fails must not succeed'),
      (e: unknown) => e as Error,
    );
    assert.equal(INSTALL_ATTEMPTS, 3);
    assert.equal(await runs(), 3);
    assert.deepEqual(waits, INSTALL_DELAYS_MS);
    assert.ok(INSTALL_DELAYS_MS[1] > INSTALL_DELAYS_MS[0], 'the back-off grows');
    assert.match(error.message, /^npm install code-server failed 3 times:/);
    for (const run of [1, 2, 3]) {
      assert.match(error.message, new RegExp(`--- attempt ${run} of 3 \\(\\d+\\.\\d s\\) ---`));
      // Every line of every attempt, the first as well as the last (an earlier version kept a 60-line tail).
      assert.ok(error.message.includes(`npm error first line of run ${run}\n`), `run ${run}'s first line`);
      assert.ok(error.message.includes(`gyp info build line 150 of run ${run}\n`), `run ${run}'s middle`);
      assert.ok(error.message.includes(`npm error code E500 in run ${run}`), `run ${run}'s last line`);
    }
    assert.match(error.message, /broken-npm\.cjs \S+ failed \(exit 7\):\n/);
    assert.ok(error.cause instanceof CommandError);
    // The two failures before the last were each logged in full when they happened.
    const logged = lines.filter((line) => /attempt \d of 3 failed/.test(line));
    assert.equal(logged.length, 2);
    for (const line of logged) assert.equal(line.split('\n').filter((l) => l.startsWith('gyp info build line')).length, 298);
  });

  it('a program that is not there fails at once, without retries', async () => {
    await assert.rejects(
      withRetries('npm install', () => runCommand([path.join(dir, 'no-such-program')], { quiet: true }), { log, sleep: noWait }),
      (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
    );
    assert.deepEqual(waits, []);
  });

  it('output beyond a thousand lines keeps its head and its tail', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `line ${i + 1}`).join('\n');
    const bounded = boundLines(text).split('\n');
    assert.equal(bounded.length, 1001);
    assert.equal(bounded[0], 'line 1');
    assert.equal(bounded[99], 'line 100');
    assert.match(bounded[100], /4000 lines left out/);
    assert.equal(bounded.at(-1), 'line 5000');
    assert.equal(boundLines('a\nb'), 'a\nb');
  });
});
