import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIR, PROJECT_ROOT } from '../../service/service';
import { API, START_TIMEOUT_MS, call, tempDir } from './helpers';

const MAIN = path.join(PROJECT_ROOT, 'test', 'service', 'main.ts');

function run(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; stdout: ${out}; stderr: ${err}`)), timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}; stdout: ${out}; stderr: ${err}`));
    });
  });
}

function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

describe('statute service: command line', function () {
  this.timeout(START_TIMEOUT_MS);
  let child: ChildProcess | undefined;
  let cache: string;
  let url: string;

  before(async () => {
    cache = tempDir('statute-cli-cache');
    child = run(['--port', '0', '--data', FIXTURE_DIR, '--cache', cache], { STATUTE_SERVICE_KEYS: 'cli-key:3,spare:10', STATUTE_SERVICE_RATE: '50/60', STATUTE_SERVICE_DIALECT: '' });
    const m = await waitForLine(child, /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/m, 60_000);
    url = m[1]!;
  });

  after(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(cache, { recursive: true, force: true });
  });

  it('prints the listening line and serves the keys and rate limit from the environment', async () => {
    const pricing = await call({ url }, '/api/v1/pricing', { key: null });
    assert.equal(pricing.status, 200);
    const first = await call({ url }, `${API}/section/USC_T17_C1_S107/body`, { key: 'cli-key' });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-ratelimit-limit'), '50');
    assert.match(first.json.html, /id="4" data-pinpoint="\(4\)"/);
    const second = await call({ url }, `${API}/section/USC_T17_C1_S107/body`, { key: 'cli-key' });
    assert.equal(second.status, 402);
    assert.equal((await call({ url }, `${API}/coverage`, { key: 'demo-key' })).status, 401);
  });

  it('publishes a newer version into the running service with --publish', async () => {
    const dir = tempDir('statute-cli-publish');
    try {
      const file = path.join(dir, 'usc17-newer.xml');
      const source = fs.readFileSync(path.join(FIXTURE_DIR, 'usc', 't17', 'usc17@119-36.xml'), 'utf8');
      fs.writeFileSync(file, source.replace('No single factor decides the question.', 'No single factor decides the question, and all are weighed together.'));
      const port = new URL(url).port;
      const result = await finished(run(['--publish', file, '--port', port, '--date', '2026-02-01']));
      assert.equal(result.code, 0, result.stdout);
      const answer = JSON.parse(result.stdout);
      assert.deepEqual(
        answer.changes.map((c: { changeKind: string; actId: string }) => [c.changeKind, c.actId]),
        [['amended', 'USC_T17_C1_S107']],
      );
      const body = await call({ url }, `${API}/section/USC_T17_C1_S107/body`, { key: 'spare' });
      assert.match(body.json.plain, /all are weighed together/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('statute service: command line, live dialect', function () {
  this.timeout(START_TIMEOUT_MS);
  const cache = tempDir('statute-cli-live-cache');
  const children: ChildProcess[] = [];

  after(() => {
    for (const child of children) if (child.pid && child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(cache, { recursive: true, force: true });
  });

  for (const [how, args, env] of [
    ['--dialect live', ['--dialect', 'live'], {}],
    ['STATUTE_SERVICE_DIALECT=live', [], { STATUTE_SERVICE_DIALECT: 'live' }],
  ] as const) {
    it(`answers as the live API with ${how}, and keys carry a plan`, async () => {
      const child = run(['--port', '0', '--data', FIXTURE_DIR, '--cache', cache, ...args], { STATUTE_SERVICE_KEYS: 'biz:100:business,pro:5', ...env });
      children.push(child);
      const m = await waitForLine(child, /^listening on (http:\/\/127\.0\.0\.1:\d+)\ndialect: live$/m, 60_000);
      const url = m[1]!;
      assert.equal((await call({ url }, '/api/v1/api-credits/pricing', { key: null })).status, 200);
      assert.equal((await call({ url }, '/api/v1/pricing', { key: null })).status, 404);
      assert.equal((await call({ url }, '/api/v1/credits/balance', { key: 'biz' })).json.plan, 'business');
      assert.equal((await call({ url }, '/api/v1/credits/balance', { key: 'pro' })).json.plan, 'pro');
      const resolved = await call({ url }, `${API}/resolve?cite=${encodeURIComponent('17 U.S.C. § 107')}`, { key: 'pro' });
      assert.equal(resolved.json.creditsConsumed, 2);
      child.kill('SIGTERM');
    });
  }

  it('refuses an unknown dialect', async () => {
    const result = await finished(run(['--port', '0', '--data', FIXTURE_DIR, '--cache', cache, '--dialect', 'legacy']));
    assert.equal(result.code, 1);
  });
});
