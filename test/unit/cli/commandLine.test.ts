// The `statute-lookup` command line as CI runs it: the bundle esbuild.mjs builds, spawned as its own
// process, over real HTTP to the local service in both dialects; what it cost read from the service's ledger.
import * as assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import Ajv from 'ajv';
import { findCitations } from '../../../src/core/citations';
import type { CiteCheckReport } from '../../../src/core/report/citeCheck';
import { CITE_CHECK_REPORT_SCHEMA } from '../../../src/core/report/reportSchema';
import { RunningService, startService } from '../../service/service';
import { startForwardProxy } from '../../harness/forwardProxy';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'out', 'cli.js');

const CLEAN = `# Brief

Fair use is governed by 17 U.S.C. § 107, and the exclusive rights by 17 U.S.C. § 106.
Patentable subject matter: 35 U.S.C. § 101. Again, 17 U.S.C. § 107.
`;
const MISSING = `# Brief

The four factors are in 17 U.S.C. § 107.

Nothing is in 17 U.S.C. § 999 at all.
`;

/** A bad pinpoint, a misquotation and a missing section, among citations that are right. */
const FLAWED = `# Brief in support of the motion to dismiss

## Argument

The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.

The fifth factor, 17 U.S.C. § 107(5), favours the defendant as well.

The plaintiff also relies on 17 U.S.C. § 1599, which does not exist.

Patentable subject matter is defined in 35 U.S.C. § 101, and the exclusive rights in 17 U.S.C. § 106.
`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawned, never run synchronously: the service answers on this process's event loop. */
function cli(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment without any proxy or key of the machine running the tests. */
function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^(https?_proxy|no_proxy|all_proxy|statutes_)/i.test(name)) env[name] = value;
  return { ...env, ...extra };
}

describe('statute-lookup command line', function () {
  this.timeout(120_000);
  before(() => {
    execFileSync(process.execPath, ['esbuild.mjs', '--only=cli'], { cwd: ROOT, stdio: 'ignore' });
  });

  it('starts with a shebang and answers --help with its usage', async () => {
    assert.match(readFileSync(CLI, 'utf8').slice(0, 30), /^#!\/usr\/bin\/env node\n/);
    const help = await cli(['--help'], baseEnv({}), ROOT);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /usage: statute-lookup check FILE\.\.\./);
  });

  it('exits 2 with a clear message on usage errors, before any request', async () => {
    const env = baseEnv({ STATUTES_API_KEY: 'k', STATUTES_SERVICE_URL: 'http://127.0.0.1:9' });
    for (const [args, message] of [
      [[], /no command given/],
      [['lint', 'a.md'], /unknown command "lint"/],
      [['check'], /no FILE given/],
      [['check', 'a.md', '--fail-on', 'sometimes'], /--fail-on is error, warning or never, not "sometimes"/],
      [['check', 'a.md', '--as-of', '2024-02-30'], /--as-of wants a date as YYYY-MM-DD, not "2024-02-30"/],
      [['check', 'a.md', '--report', 'r.html'], /--report writes FILE\.md or FILE\.json/],
      [['check', 'a.md', '--bogus'], /unknown option --bogus/],
      [['check', 'a.md', '--service', 'http://example.com'], /Refusing plain http to example\.com/],
    ] as const) {
      const run = await cli([...args], env, ROOT);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, message);
      assert.equal(run.stdout, '');
    }
  });

  for (const dialect of ['interface', 'live'] as const) {
    describe(`against the ${dialect} service`, () => {
      let service: RunningService;
      let dir: string;
      const spent = (): number => service.ledger('k').creditsConsumed;
      /** Credits for resolving: one call per citation on the interface service, batches on the live one. */
      const resolveCredits = (): number => {
        const by = service.ledger('k').creditsByOperation as Record<string, number | undefined>;
        return (by.resolve ?? 0) + (by.resolveBatch ?? 0);
      };
      const resolveCalls = (): number => {
        const calls = service.ledger('k').calls as Record<string, number | undefined>;
        return (calls.resolve ?? 0) + (calls.resolveBatch ?? 0);
      };
      const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => baseEnv({ STATUTES_API_KEY: 'k', STATUTES_SERVICE_URL: service.url, XDG_CACHE_HOME: path.join(dir, 'cache'), ...extra });
      const perCitation = dialect === 'live' ? 2 : 1;

      before(async () => {
        service = await startService({ port: 0, dialect, keys: 'k:1000:pro' });
      });
      after(async () => {
        await service.close();
      });
      beforeEach(() => {
        service.reset();
        dir = mkdtempSync(path.join(tmpdir(), 'statute-cli-'));
        writeFileSync(path.join(dir, 'clean.md'), CLEAN);
        writeFileSync(path.join(dir, 'missing.md'), MISSING);
      });
      afterEach(() => rmSync(dir, { recursive: true, force: true }));

      it('exits 0 on a brief whose citations all resolve, and a second run costs 0 credits', async () => {
        const first = await cli(['check', 'clean.md'], env(), dir);
        assert.equal(first.code, 0, first.stderr);
        const paid = spent();
        assert.equal(resolveCredits(), 3 * perCitation, 'three distinct citations, each resolved once');
        assert.equal(first.stdout, `statute-lookup: 4 citations in 1 file: 0 errors, 0 warnings, 0 information, 0 hints; ${paid} credits spent.\n`);
        const again = await cli(['check', 'clean.md', '--report', 'again.json'], env(), dir);
        assert.equal(again.code, 0, again.stderr);
        assert.equal(spent(), paid, 'the second run is answered from the cache');
        assert.match(again.stdout, /; 0 credits spent\.\n$/);
        const report = JSON.parse(readFileSync(path.join(dir, 'again.json'), 'utf8')) as CiteCheckReport;
        assert.equal(report.summary.creditsSpent, 0);
        assert.ok(report.citations.every((c) => c.creditsSpent === 0 && c.outcome === 'ok' && c.checkedAt !== null));
      });

      it('exits 1 on a missing section with one FILE:LINE:COL line, and writes reports that list every citation', async () => {
        const run = await cli(['check', 'missing.md', '--as-of', '2024-06-01', '--report', 'out/report.json', '--report', 'out/report.md'], env(), dir);
        assert.equal(run.code, 1, run.stderr);
        assert.equal(run.stderr, '');
        const lines = run.stdout.trimEnd().split('\n');
        assert.deepEqual(lines.slice(0, -1), ['missing.md:5:15: error: 17 U.S.C. § 999 was not found in the statute service.']);
        assert.equal(lines.at(-1), `statute-lookup: 2 citations in 1 file: 1 error, 0 warnings, 0 information, 0 hints; ${spent()} credits spent.`);

        const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as CiteCheckReport;
        const validate = new Ajv({ allErrors: true, strict: false }).compile(CITE_CHECK_REPORT_SCHEMA);
        assert.ok(validate(report), JSON.stringify(validate.errors, null, 2));
        assert.equal(report.citations.length, findCitations(MISSING).length);
        assert.deepEqual(report.summary.byOutcome, { ok: 1, error: 1, warning: 0, information: 0, 'not-verified': 0, 'not-checked': 0 });
        assert.equal(report.summary.creditsSpent, spent());
        assert.equal(report.summary.operativeDate, '2024-06-01');
        assert.equal(report.summary.service, `${service.url}/`);
        const [found, missing] = report.citations;
        assert.deepEqual(found.section, { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', heading: 'Limitations on exclusive rights: Fair use' });
        assert.equal(found.line, 3);
        assert.equal(found.status?.actStatus, 'in_force');
        assert.match(found.currentThrough ?? '', /^\d{4}-\d{2}-\d{2}$/);
        assert.equal(found.creditsSpent, perCitation);
        assert.equal(missing.section, null);
        assert.equal(missing.outcome, 'error');
        assert.equal(missing.creditsSpent, perCitation, 'a citation the service does not find is charged too');
        assert.equal(report.citations.reduce((n, c) => n + c.creditsSpent, 0), resolveCredits());

        const markdown = readFileSync(path.join(dir, 'out', 'report.md'), 'utf8');
        assert.match(markdown, /^# Cite-check report\n/);
        assert.match(markdown, /\| 2 \| 5 \| 17 U\.S\.C\. § 999 \| Not found \|/);
        assert.match(markdown, /Limitations on exclusive rights: Fair use/);
      });

      it('a brief with a bad pinpoint, a misquotation and a missing section: exactly those three findings, exit 1, every citation in the report', async () => {
        writeFileSync(path.join(dir, 'flawed.md'), FLAWED);
        const run = await cli(['check', 'flawed.md', '--report', 'flawed.json'], env(), dir);
        assert.equal(run.code, 1, run.stderr);
        assert.equal(
          run.stdout,
          'flawed.md:5:20: warning: The quotation does not match 17 U.S.C. § 107 in the current text. The statute reads: “the factors to be considered shall include”.\n' +
            'flawed.md:7:19: error: 17 U.S.C. § 107 has no paragraph (5) in the current text.\n' +
            'flawed.md:9:30: error: 17 U.S.C. § 1599 was not found in the statute service.\n' +
            `statute-lookup: 5 citations in 1 file: 2 errors, 1 warning, 0 information, 0 hints; ${spent()} credits spent.\n`,
        );
        const ledger = service.ledger('k');
        assert.equal(ledger.calls.sectionBody, 1, 'one text of § 107 serves its pinpoint and its quotation');
        const report = JSON.parse(readFileSync(path.join(dir, 'flawed.json'), 'utf8')) as CiteCheckReport;
        const validate = new Ajv({ allErrors: true, strict: false }).compile(CITE_CHECK_REPORT_SCHEMA);
        assert.ok(validate(report), JSON.stringify(validate.errors, null, 2));
        assert.deepEqual(
          report.citations.map((c) => [c.line, c.asWritten, c.outcome, c.pinpointResult.result, c.quotationResult.result]),
          [
            [5, '17 U.S.C. § 107', 'warning', 'none', 'failed'],
            [7, '17 U.S.C. § 107(5)', 'error', 'failed', 'none'],
            [9, '17 U.S.C. § 1599', 'error', 'none', 'none'],
            [11, '35 U.S.C. § 101', 'ok', 'none', 'none'],
            [11, '17 U.S.C. § 106', 'ok', 'none', 'none'],
          ],
        );
        assert.deepEqual(report.citations[0].quotationResult.quotations, [{ quoted: 'the factors to be considered may include', verdict: 'differs', exact: 'the factors to be considered shall include' }]);
        assert.equal(report.summary.operativeDate, null, 'no date given: the current law');
        assert.equal(report.summary.creditsSpent, ledger.creditsConsumed);
        assert.equal(report.citations.reduce((n, c) => n + c.creditsSpent, 0), resolveCredits() + (ledger.creditsByOperation.sectionBody ?? 0));

        const again = await cli(['check', 'flawed.md'], env(), dir);
        assert.equal(again.code, 1);
        assert.equal(service.ledger('k').creditsConsumed, ledger.creditsConsumed, 'the re-run reads answers and texts from the cache');
        assert.match(again.stdout, /; 0 credits spent\.\n$/);
      });

      it('--as-of reads the law at that date, and says so in the report', async () => {
        writeFileSync(path.join(dir, 'flawed.md'), FLAWED);
        const date = dialect === 'live' ? '2013-12-31' : '2014-01-01';
        const run = await cli(['check', 'flawed.md', '--as-of', date, '--report', 'dated.json'], env(), dir);
        assert.equal(run.code, 1, run.stderr);
        assert.match(run.stdout, new RegExp(`flawed\\.md:7:19: error: 17 U\\.S\\.C\\. § 107 has no paragraph \\(5\\) as of ${date}\\.`));
        const report = JSON.parse(readFileSync(path.join(dir, 'dated.json'), 'utf8')) as CiteCheckReport;
        assert.equal(report.summary.operativeDate, date);
        assert.ok(report.citations.every((c) => c.operativeDate === date));
        assert.match(report.citations[1].edition ?? '', new RegExp(`^Text as of ${date}`));
      });

      it('exits by --fail-on: never gives 0 on the same findings', async () => {
        const run = await cli(['check', 'missing.md', '--fail-on', 'never'], env(), dir);
        assert.equal(run.code, 0, run.stderr);
        assert.match(run.stdout, /missing\.md:5:15: error: /);
      });

      it('--dry-run spends nothing and names the most the check costs, at the service\'s prices', async () => {
        const dry = await cli(['check', 'clean.md', 'missing.md', '--dry-run'], env(), dir);
        assert.equal(dry.code, 0, dry.stderr);
        assert.equal(spent(), 0);
        assert.equal(resolveCalls(), 0);
        const most = Number(/would cost at most (\d+) credits/.exec(dry.stdout)?.[1]);
        assert.match(dry.stdout, new RegExp(`4 to resolve at ${perCitation} credits? each`));
        assert.match(dry.stdout, new RegExp(`\\(${dialect} API\\)\\. Nothing was spent\\.`));
        const real = await cli(['check', 'clean.md', 'missing.md'], env(), dir);
        assert.equal(real.code, 1, real.stderr);
        assert.ok(spent() > 0 && spent() <= most, `spent ${spent()}, announced at most ${most}`);
        const after = await cli(['check', 'clean.md', 'missing.md', '--dry-run'], env(), dir);
        assert.match(after.stdout, /4 already answered \(free\), 0 to resolve/);
        assert.match(after.stdout, /would cost at most 0 credits/);
      });

      it('exits 2 with the extension\'s words when the key is missing or refused, a file is unreadable, or the service is unreachable', async () => {
        const noKey = await cli(['check', 'clean.md'], env({ STATUTES_API_KEY: '' }), dir);
        assert.equal(noKey.code, 2);
        assert.match(noKey.stderr, /No API key is set for the statute service: set STATUTES_API_KEY/);
        const refused = await cli(['check', 'clean.md'], env({ STATUTES_API_KEY: 'wrong-key' }), dir);
        assert.equal(refused.code, 2, refused.stdout);
        assert.match(refused.stderr, /The statute service rejected the API key\./);
        const unreadable = await cli(['check', 'clean.md', 'absent.md'], env(), dir);
        assert.equal(unreadable.code, 2);
        assert.match(unreadable.stderr, /cannot read absent\.md: no such file/);
        const closed = await new Promise<number>((resolve) => {
          const probe = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as AddressInfo;
            probe.close(() => resolve(port));
          });
        });
        const down = await cli(['check', 'clean.md', '--service', `http://127.0.0.1:${closed}`], env(), dir);
        assert.equal(down.code, 2);
        assert.match(down.stderr, /^statute-lookup: .*(connect|reach|network|fetch)/i);
        assert.equal(spent(), 0);
      });

      it('exits 2 when the account runs out of credits mid-run, and says how many citations were not checked', async () => {
        service.setCredits('k', perCitation);
        const run = await cli(['check', 'clean.md'], env(), dir);
        assert.equal(run.code, 2, run.stdout);
        assert.match(run.stderr, /not checked: Your statute-service account is out of credits\./);
      });

      it('goes through HTTP_PROXY (CONNECT or absolute form), and around it for hosts in NO_PROXY', async () => {
        const target = new URL(service.url);
        const proxy = await startForwardProxy(service.url);
        const { seen, url: proxyUrl } = proxy;
        try {
          // Nothing listens on 127.0.0.2: the check can only succeed through the proxy.
          const unreachable = `http://127.0.0.2:${target.port}`;
          const through = await cli(['check', 'missing.md'], env({ STATUTES_SERVICE_URL: unreachable, HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl }), dir);
          assert.equal(through.code, 1, through.stderr);
          assert.ok(seen.some((line) => line.includes('127.0.0.2')), `the proxy saw: ${seen.join(', ') || 'nothing'}`);
          assert.equal(resolveCalls(), dialect === 'live' ? 1 : 2);

          seen.length = 0;
          const direct = await cli(['check', 'clean.md'], env({ HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' }), dir);
          assert.equal(direct.code, 0, direct.stderr);
          assert.deepEqual(seen, [], 'a host in NO_PROXY is reached directly');
        } finally {
          proxy.close();
        }
      });
    });
  }
});
