// The fault matrix: every feature (hover, verify, insert search, reader, tree, watches) under every
// failure of the statute service, inside a real VS Code against the local service's fault injection.
// Each (feature, fault) must end in one clear message with a next step, within the request timeout
// plus a small margin, without a stack trace, without an unhandled rejection or uncaught exception in
// the extension host, and without spending more than a clean run of the same feature (the service's
// ledger agrees with what the extension counted from the replies it accepted).
//
// It runs on whichever dialect the local service speaks (`testDialect()`): the requests the faults aim at
// and the operations that cost credits are those of that dialect.
//
// The matrix is printed as a table after the run and written to test-results/fault-matrix.json
// (fault-matrix-live.json on the live dialect).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as net from 'node:net';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StatutesApi } from '../../src/api';
import type { ReaderPanel } from '../../src/reader/readerPanels';
import type { ToWebview } from '../../src/reader/webview/protocol';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import type { WatchCodeResult } from '../../src/watches/watchesFeature';
import { EXTENSION_ID, TypedQuickPick, admin, apiKey, configureService, extensionApi, hoverAt, ledger, openDocument, resetAll, setSetting, testDialect, waitFor, type KeyLedger } from './helpers';

const LIVE = testDialect() === 'live';

const TIMEOUT_S = 2;
const MARGIN_MS = 2_000;
/** Retry-After of the 429 storm and of 503 (seconds): short, so the client's one automatic retry is exercised. */
const RETRY_AFTER_S = 1;
/**
 * A `latency` fault longer than the timeout. A service may answer, and charge, after the client gave up
 * (this local one drops the call when the connection is gone); the ledger check allows for either.
 */
const LATENCY_MS = TIMEOUT_S * 1000 + 1_000;

/**
 * The service's operations (as its ledger names them) that cost credits: a fault must not make the
 * extension repeat one. The live dialect also charges batch resolve and each divisions page
 * (live-api.md §2).
 */
const METERED = new Set(
  LIVE
    ? ['search', 'sectionBody', 'section', 'related', 'resolve', 'resolveBatch', 'sections', 'divisions', 'count']
    : ['search', 'sectionBody', 'section', 'related', 'resolve', 'sections'],
);

// ---- what each feature is and how it is driven ---------------------------------------------------

/** What a person sees at the end: a success, or one message and the next steps offered with it. */
interface Outcome {
  ok: boolean;
  message: string;
  actions: string[];
  /** Where it was shown (hover, message box, QuickPick row, reader error state, tree row, command result). */
  surface: string;
}

interface Feature {
  name: string;
  /** The request the faults aim at (path prefix and method on the local service). */
  path: string;
  method: 'GET' | 'POST';
  /** Metered requests the feature sends at once (faults are counted to hit all of them). */
  parallel: number;
  /** Credits left for the "402 midway" case (metered features); free features get an injected 402. */
  creditsFor402?: number;
  run: (api: StatutesApi, label: string) => Promise<Outcome>;
}

const HOVER_BRIEF = 'Fair use is codified at 17 U.S.C. § 107.\n';
const VERIFY_BRIEF = 'The rights are in 17 U.S.C. § 106, limited by 17 U.S.C. § 108; patents need 35 U.S.C. § 101.\n';

interface Shown {
  kind: 'info' | 'warning' | 'error';
  message: string;
  buttons: string[];
}

/** Records every message box while `body` runs; answers the verification's cost prompt with "Verify". */
async function capturingMessages<T>(body: () => Thenable<T> | Promise<T>): Promise<{ value: T; shown: Shown[] }> {
  const shown: Shown[] = [];
  type Fn = (message: string, ...rest: unknown[]) => Thenable<unknown>;
  const window = vscode.window as unknown as Record<string, Fn>;
  const names = { showInformationMessage: 'info', showWarningMessage: 'warning', showErrorMessage: 'error' } as const;
  const originals = new Map<string, Fn>();
  for (const [name, kind] of Object.entries(names)) {
    originals.set(name, window[name]);
    window[name] = (message: string, ...rest: unknown[]) => {
      const buttons = rest.filter((r): r is string => typeof r === 'string');
      shown.push({ kind, message, buttons });
      // Agrees to what a person asked for: the cost of a verification, a watch they requested.
      return Promise.resolve(buttons.find((b) => b.startsWith('Verify') || b === 'Create Watch'));
    };
  }
  try {
    return { value: await body(), shown };
  } finally {
    for (const [name, fn] of originals) window[name] = fn;
  }
}

function fromMessages(shown: Shown[], surface: string, ok: boolean): Outcome {
  const error = shown.find((s) => s.kind === 'error');
  if (error) return { ok: false, message: error.message, actions: error.buttons, surface };
  const last = shown.filter((s) => !s.message.startsWith('Verify the citations')).at(-1);
  return { ok, message: last?.message ?? '', actions: last?.buttons ?? [], surface };
}

const FEATURES: Feature[] = [
  {
    name: 'hover',
    path: '/api/v1/us/statutes/resolve',
    method: 'GET',
    parallel: 1,
    creditsFor402: 0,
    async run() {
      const { document } = await openDocument('fault-hover.md', HOVER_BRIEF);
      const text = await hoverAt(document, '17 U.S.C. § 107', 5);
      const actions = [...text.matchAll(/\[([^\]]+)\]\(command:[^)]*\)/g)].map((m) => m[1]);
      const warning = /\$\(warning\) ([^\n[]*)/.exec(text)?.[1]?.trim();
      return { ok: /Fair use/.test(text) && !warning, message: warning ?? text, actions: warning ? actions : [], surface: 'hover' };
    },
  },
  {
    name: 'verify',
    path: '/api/v1/us/statutes/resolve',
    // Where the service offers batch resolve (live), the brief's three citations go in one POST.
    method: LIVE ? 'POST' : 'GET',
    parallel: LIVE ? 1 : 3,
    creditsFor402: 1,
    async run() {
      const { document } = await openDocument('fault-verify.md', VERIFY_BRIEF);
      const { value: summary, shown } = await capturingMessages(() => vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', document.uri));
      return fromMessages(shown, 'message box', summary !== undefined && !summary.cancelled);
    },
  },
  {
    name: 'insert',
    path: '/api/v1/us/statutes/search',
    method: 'POST',
    parallel: 1,
    creditsFor402: 1,
    async run(_api, label) {
      await openDocument('fault-insert.md', '\n');
      const { pick, restore } = TypedQuickPick.install<vscode.QuickPickItem>();
      try {
        const done = vscode.commands.executeCommand<string | undefined>('statutes.insertCitation');
        // Distinct words per case: the feature never pays twice for the same search.
        pick.type(label === 'none' ? 'mechanical license' : `mechanical license ${label}`);
        await new Promise((resolve) => setTimeout(resolve, 450)); // past the debounce
        const settled = await waitFor(() => !pick.busy && pick.items.length > 0, 20_000);
        const first = pick.items[0];
        pick.hide();
        await done;
        if (!settled || !first) return { ok: false, message: '', actions: [], surface: 'QuickPick row' };
        const warning = /^\$\(warning\) (.*)$/.exec(first.label)?.[1];
        return { ok: !warning, message: warning ?? first.label, actions: first.detail ? first.detail.split(' · ') : [], surface: 'QuickPick row' };
      } finally {
        restore();
      }
    },
  },
  {
    name: 'reader',
    path: '/api/v1/us/statutes/section/',
    method: 'GET',
    parallel: 1,
    creditsFor402: 1,
    async run() {
      const panel = await vscode.commands.executeCommand<ReaderPanel | undefined>('statutes.openSection', { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107' });
      assert.ok(panel, 'no reader panel was opened');
      // The page shows what the panel last posted to it; an error carries the remedies beside "Retry".
      const last = (): ToWebview | undefined => (panel as unknown as { lastMessage?: ToWebview }).lastMessage;
      await waitFor(() => panel.shown !== undefined || last()?.type === 'error', 20_000);
      const message = last();
      if (message?.type === 'error') return { ok: false, message: message.message, actions: ['Retry', ...message.actions.map((a) => a.title)], surface: 'reader error state' };
      return { ok: panel.shown !== undefined, message: panel.shown?.heading ?? '', actions: [], surface: 'reader' };
    },
  },
  {
    name: 'tree',
    // The live service deprecated /laws: the catalog comes from /coverage there.
    path: LIVE ? '/api/v1/us/statutes/coverage' : '/api/v1/us/statutes/laws',
    method: 'GET',
    parallel: 1,
    async run(api) {
      const tree = api.codeTree;
      const rows = await tree.provider.getChildren();
      const error = rows.find((r) => r.type === 'error');
      if (!error) return { ok: rows.length > 0 && rows.every((r) => r.type === 'jurisdiction'), message: `${rows.length} jurisdictions`, actions: [], surface: 'tree' };
      const label = tree.provider.getTreeItem(error).label;
      const actions = (await tree.provider.getChildren(error)).map((r) => String(tree.provider.getTreeItem(r).label));
      return { ok: false, message: typeof label === 'string' ? label : (label?.label ?? ''), actions, surface: 'tree error row' };
    },
  },
  {
    name: 'watches',
    path: '/api/v1/watches',
    method: 'POST',
    parallel: 1,
    async run() {
      const { value, shown } = await capturingMessages(() =>
        vscode.commands.executeCommand<WatchCodeResult>('statutes.watchCode', { corpusType: 'USC', channel: 'email', emailAddress: 'clerk@firm.example' }),
      );
      if (value.status === 'created') return { ok: true, message: `created ${value.watch.id}`, actions: [], surface: 'watch command result' };
      const box = shown.find((s) => s.kind === 'error');
      const message = 'message' in value ? value.message : value.status;
      // The command's result and the message box must say the same thing.
      if (box) assert.ok(box.message.includes(message), `the result says "${message}", the message box "${box.message}"`);
      return { ok: false, message, actions: box?.buttons ?? [], surface: 'watch command result' };
    },
  },
];

// ---- the faults ----------------------------------------------------------------------------------

interface CaseContext {
  feature: Feature;
  closedPort: number;
}

interface Fault {
  name: string;
  /** What the person must be told (undefined: the feature must succeed). */
  expect: (feature: Feature) => RegExp | undefined;
  setup: (c: CaseContext) => Promise<void>;
  /** Waits the client makes by itself before giving up (automatic retry of a GET). */
  waitMs: (feature: Feature) => number;
  /** Whether the extension abandons calls the service may still charge (timeouts). */
  abandons?: boolean;
  /** Calls a clean run makes that this fault may legitimately repeat (the one automatic GET retry). */
  retries?: boolean;
}

const inject = (c: CaseContext, spec: Record<string, unknown>): Promise<unknown> =>
  admin('POST', '/__admin/faults', { pathPrefix: c.feature.path, method: c.feature.method, ...spec });
const isGet = (f: Feature): boolean => f.method === 'GET';

const FAULTS: Fault[] = [
  { name: 'none', expect: () => undefined, setup: async () => undefined, waitMs: () => 0 },
  {
    name: 'timeout',
    expect: () => new RegExp(`did not answer within ${TIMEOUT_S} s`),
    // Longer than the timeout: the client gives up first (the request is in flight, maybe charged).
    setup: async (c) => void (await inject(c, { fault: 'latency', latencyMs: LATENCY_MS, count: 1 })),
    waitMs: () => TIMEOUT_S * 1000,
    abandons: true,
  },
  {
    name: '500',
    expect: () => /unavailable \(500\); nothing was charged/,
    setup: async (c) => void (await inject(c, { fault: '500', count: 1 })),
    waitMs: () => 0,
  },
  {
    name: '503',
    expect: () => /unavailable \(503\); nothing was charged/,
    // Enough to fail the first attempt and the one automatic retry of every parallel request.
    setup: async (c) => void (await inject(c, { fault: '503', count: 2 * c.feature.parallel, retryAfter: RETRY_AFTER_S })),
    waitMs: (f) => (isGet(f) ? 1000 : 0),
    retries: true,
  },
  {
    name: '503 once',
    // A GET is retried once and then succeeds (charged once); a POST is never retried.
    expect: (f) => (isGet(f) ? undefined : /unavailable \(503\); nothing was charged/),
    setup: async (c) => void (await inject(c, { fault: '503', count: 1, retryAfter: RETRY_AFTER_S })),
    waitMs: (f) => (isGet(f) ? 1000 : 0),
    retries: true,
  },
  {
    name: 'malformed-json',
    expect: () => /not valid JSON/,
    setup: async (c) => void (await inject(c, { fault: 'malformed-json', count: 1 })),
    waitMs: () => 0,
  },
  {
    name: 'truncated',
    expect: () => /cut off or unreadable|not valid JSON/,
    setup: async (c) => void (await inject(c, { fault: 'truncated', count: 1 })),
    waitMs: () => 0,
  },
  {
    name: 'reset',
    expect: () => /Could not reach the statute service|cut off or unreadable/,
    setup: async (c) => void (await inject(c, { fault: 'reset', count: 1 })),
    waitMs: () => 0,
  },
  {
    name: '401',
    expect: () => /rejected the API key/,
    setup: async () => void (await vscode.commands.executeCommand('statutes.setApiKey', 'fault-matrix-not-a-valid-key')),
    waitMs: () => 0,
  },
  {
    name: '402',
    expect: () => /out of credits/,
    setup: async (c) => {
      // Metered features run out midway (what is left pays for some calls, not all); free ones get a 402.
      if (c.feature.creditsFor402 !== undefined) await admin('POST', '/__admin/credits', { key: apiKey(), credits: c.feature.creditsFor402 });
      else await inject(c, { fault: '402', count: 1 });
    },
    waitMs: () => 0,
  },
  {
    name: '429 storm',
    expect: () => new RegExp(`rate-limiting requests: try again in ${RETRY_AFTER_S} s`),
    setup: async (c) => void (await inject(c, { fault: '429', count: 2 * c.feature.parallel, retryAfter: RETRY_AFTER_S })),
    waitMs: (f) => (isGet(f) ? RETRY_AFTER_S * 1000 : 0),
    retries: true,
  },
  {
    name: 'down',
    expect: () => /Could not reach the statute service/,
    setup: async (c) => setSetting('serviceUrl', `http://127.0.0.1:${c.closedPort}`),
    waitMs: () => 0,
  },
];

// ---- the run ------------------------------------------------------------------------------------

interface Cell {
  pass: boolean;
  ms: number;
  budgetMs: number;
  surface: string;
  message: string;
  actions: string[];
  /** Credits the service charged, and the extension counted from replies, during the case. */
  charged: number;
  counted: number;
  calls: Record<string, number>;
  unhandled: string[];
  problem?: string;
}

const matrix = new Map<string, Map<string, Cell>>();
const baseline = new Map<string, { charged: number; calls: Record<string, number> }>();
/** Unhandled rejections and uncaught exceptions seen in the extension host, by case. */
const unhandled: { case: string; what: string }[] = [];
let currentCase = 'setup';

function onRejection(reason: unknown): void {
  unhandled.push({ case: currentCase, what: `unhandledRejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}` });
}
function onException(error: Error): void {
  unhandled.push({ case: currentCase, what: `uncaughtException: ${error.stack ?? error.message}` });
}

async function freePortThatIsClosed(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function delta(after: KeyLedger, before: KeyLedger): { charged: number; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  for (const [op, n] of Object.entries(after.calls)) {
    const d = n - (before.calls[op] ?? 0);
    if (d > 0) calls[op] = d;
  }
  return { charged: after.creditsConsumed - before.creditsConsumed, calls };
}

const STACK = /\n\s+at |\bat [\w$.<>]+ \(|node:internal|\b(?:Type|Reference|Range|Syntax)Error\b|^Error:|Unexpected error/m;

/** Everything a cell must satisfy; returns the first problem, or undefined. */
function judge(feature: Feature, fault: Fault, outcome: Outcome, cell: Omit<Cell, 'pass' | 'problem'>): string | undefined {
  const expected = fault.expect(feature);
  if (expected === undefined) {
    if (!outcome.ok) return `expected the feature to succeed, it showed: "${outcome.message}"`;
  } else {
    if (outcome.ok) return `expected a failure message, the feature succeeded ("${outcome.message}")`;
    if (!expected.test(outcome.message)) return `the message "${outcome.message}" does not say ${expected}`;
    if (outcome.actions.length === 0 && !/try again/i.test(outcome.message)) return `no next step with "${outcome.message}"`;
  }
  if (STACK.test(outcome.message)) return `a stack trace or raw error reached the user: "${outcome.message}"`;
  if (cell.ms > cell.budgetMs) return `took ${cell.ms} ms (budget ${cell.budgetMs} ms)`;
  if (cell.unhandled.length) return `unhandled in the extension host: ${cell.unhandled[0]}`;
  const clean = baseline.get(feature.name);
  if (clean && cell.charged > clean.charged) return `charged ${cell.charged} credits; a clean run costs ${clean.charged}`;
  if (fault.abandons ? cell.counted > cell.charged : cell.counted !== cell.charged) return `the service charged ${cell.charged}, the extension counted ${cell.counted}`;
  if (clean) {
    for (const [op, n] of Object.entries(cell.calls)) {
      if (!METERED.has(op)) continue;
      const allowed = (clean.calls[op] ?? 0) * (fault.retries && isGet(feature) ? 2 : 1);
      if (n > allowed) return `${n} ${op} calls (a clean run makes ${clean.calls[op] ?? 0}): a call was repeated`;
    }
  }
  return undefined;
}

describe('fault matrix', function () {
  this.timeout(60_000);
  let api: StatutesApi;
  let closedPort: number;

  before(async () => {
    api = await extensionApi();
    closedPort = await freePortThatIsClosed();
    process.on('unhandledRejection', onRejection);
    process.on('uncaughtException', onException);
    // The counter must see what it is meant to count: one deliberate unhandled rejection.
    currentCase = 'probe';
    void Promise.reject(new Error('deliberate: the fault matrix checks that its unhandled-rejection counter works (VS Code logs this one)'));
    assert.ok(await waitFor(() => unhandled.some((u) => u.case === 'probe'), 3000), 'the unhandledRejection counter does not see rejections in this extension host');
    unhandled.length = 0;
    await setSetting('requestTimeoutSeconds', TIMEOUT_S);
    // The Codes view would load the catalog by itself while visible and race the case for the fault.
    if (api.codeTree.view.visible || api.watches.view.visible) await vscode.commands.executeCommand('workbench.action.closeSidebar');
  });

  after(async () => {
    currentCase = 'teardown';
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
    await admin('DELETE', '/__admin/faults');
    await setSetting('requestTimeoutSeconds', undefined);
    await resetAll();
    await report();
  });

  for (const feature of FEATURES) {
    describe(feature.name, () => {
      for (const fault of FAULTS) {
        it(`${feature.name} × ${fault.name}`, async () => {
          const label = `${feature.name}-${fault.name}`.replace(/\W+/g, '-');
          currentCase = `${feature.name} × ${fault.name}`;
          await resetAll();
          await vscode.commands.executeCommand('statutes.refreshCodeTree');
          await vscode.commands.executeCommand('statutes.refreshWatches');
          const before = await ledger();
          const countedBefore = api.ledger.session;
          const seen = unhandled.length;
          await fault.setup({ feature, closedPort });
          const budgetMs = TIMEOUT_S * 1000 + fault.waitMs(feature) + MARGIN_MS;
          let outcome: Outcome;
          let ms: number;
          const started = Date.now();
          try {
            outcome = await feature.run(api, label);
          } finally {
            ms = Date.now() - started;
            await admin('DELETE', '/__admin/faults');
            // A call abandoned on timeout may still be answered, and charged, when its latency is over.
            if (fault.abandons) await new Promise((resolve) => setTimeout(resolve, Math.max(0, LATENCY_MS + 300 - ms)));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          const spent = delta(await ledger(), before);
          const cell: Omit<Cell, 'pass' | 'problem'> = {
            ms,
            budgetMs,
            surface: outcome.surface,
            message: outcome.message,
            actions: outcome.actions,
            charged: spent.charged,
            counted: api.ledger.session - countedBefore,
            calls: spent.calls,
            unhandled: unhandled.slice(seen).map((u) => u.what),
          };
          const problem = judge(feature, fault, outcome, cell);
          if (fault.name === 'none' && !problem) baseline.set(feature.name, spent);
          record(feature.name, fault.name, { ...cell, pass: !problem, problem });
          // Leave nothing for the next case: open readers, a paused gate, a client still backing off.
          await vscode.commands.executeCommand('workbench.action.closeAllEditors');
          if (fault.name === '429 storm') await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_S * 1000 + 100));
          if (fault.name === 'down' || fault.name === '401') await configureService();
          assert.equal(problem, undefined, problem);
        });
      }
    });
  }

  // A service that stops answering in the middle of a long verification: the run must end with the
  // first batch of requests in flight, not after one timeout per citation (nor pay for answers it drops).
  describe('verify under a lasting outage', () => {
    const citations = Array.from({ length: 12 }, (_, i) => `17 U.S.C. § ${101 + i}`);
    const brief = `Cited: ${citations.join(', ')}.\n`;

    for (const fault of ['hang', 'reset'] as const) {
      it(`${fault} on every resolve → one message after the first batch, not one wait per citation`, async () => {
        currentCase = `verify × lasting ${fault}`;
        await resetAll();
        const { document } = await openDocument('fault-verify-long.md', brief);
        const seen = unhandled.length;
        await admin('POST', '/__admin/faults', { fault, count: -1, pathPrefix: '/api/v1/us/statutes/resolve' });
        const started = Date.now();
        let shown: Shown[];
        try {
          ({ shown } = await capturingMessages(() => vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', document.uri)));
        } finally {
          await admin('DELETE', '/__admin/faults');
        }
        const ms = Date.now() - started;
        const outcome = fromMessages(shown, 'message box', false);
        assert.match(outcome.message, fault === 'hang' ? /did not answer within 2 s/ : /Could not reach|cut off/);
        assert.ok(ms <= TIMEOUT_S * 1000 + MARGIN_MS, `the verification took ${ms} ms to give up`);
        const calls = (await ledger()).calls;
        const resolves = (calls.resolve ?? 0) + (calls.resolveBatch ?? 0);
        // The client runs four single resolves at once: those may be in flight when the first one fails.
        // With batch resolve (live) the twelve citations are one request.
        const inFlight = LIVE ? 1 : 4;
        assert.ok(resolves <= inFlight, `${resolves} resolve calls (${JSON.stringify(calls)}) were sent to a service that had stopped answering`);
        assert.deepEqual(unhandled.slice(seen), []);
      });
    }
  });

  // A suite of its own: mocha runs a suite's own tests before its child suites.
  describe('afterwards', () => {
    it('the extension still answers (no crash, nothing left paused, nothing unhandled)', async () => {
      currentCase = 'after the matrix';
      await resetAll();
      const { document } = await openDocument('fault-after.md', HOVER_BRIEF);
      assert.match(await hoverAt(document, '17 U.S.C. § 107', 5), /Fair use/);
      assert.equal(api.gate.pausedFor, undefined);
      assert.deepEqual(unhandled, [], 'unhandled rejections or exceptions during the matrix');
    });
  });
});

function record(feature: string, fault: string, cell: Cell): void {
  if (!matrix.has(feature)) matrix.set(feature, new Map());
  matrix.get(feature)!.set(fault, cell);
}

/** Prints feature × fault → pass/FAIL and writes the whole matrix as JSON. */
async function report(): Promise<void> {
  const faults = FAULTS.map((f) => f.name);
  const width = Math.max(...faults.map((f) => f.length), 4);
  const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));
  const header = `${pad('feature', 8)} | ${faults.map((f) => pad(f, width)).join(' | ')}`;
  const lines = [header, header.replace(/[^|]/g, '-')];
  for (const feature of FEATURES) {
    const row = faults.map((f) => {
      const cell = matrix.get(feature.name)?.get(f);
      return pad(cell === undefined ? '—' : cell.pass ? 'pass' : 'FAIL', width);
    });
    lines.push(`${pad(feature.name, 8)} | ${row.join(' | ')}`);
  }
  const cells = [...matrix.values()].flatMap((m) => [...m.values()]);
  const failed = cells.filter((c) => !c.pass).length;
  console.log(`\nFault matrix, ${testDialect()} dialect (request timeout ${TIMEOUT_S} s; ${cells.length} cases, ${failed} failed):\n${lines.join('\n')}\n`);
  for (const [feature, row] of matrix) {
    for (const [fault, cell] of row) if (!cell.pass) console.log(`  FAIL ${feature} × ${fault}: ${cell.problem}`);
  }

  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  const results = process.env.STATUTES_TEST_RESULTS;
  // test-results/integration[-live]/results.json → test-results/fault-matrix[-live].json
  const folder = results ? path.dirname(path.dirname(results)) : extension ? path.join(extension.extensionPath, 'test-results') : undefined;
  if (!folder) return;
  const json = {
    generatedAt: new Date().toISOString(),
    dialect: testDialect(),
    requestTimeoutSeconds: TIMEOUT_S,
    faults,
    features: FEATURES.map((f) => f.name),
    failed,
    matrix: Object.fromEntries([...matrix].map(([feature, row]) => [feature, Object.fromEntries(row)])),
    unhandled,
  };
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, LIVE ? 'fault-matrix-live.json' : 'fault-matrix.json');
  await fs.writeFile(file, JSON.stringify(json, null, 2) + '\n');
  console.log(`Fault matrix written to ${file}`);
}
