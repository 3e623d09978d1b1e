// Security inside a real VS Code: where the API key goes (secret storage and the configured service,
// nowhere else: not in any log at trace level, settings, storage, webhook or redirect target), what hover
// links may run, and what an untrusted workspace may configure.
//
// Covered elsewhere, not repeated here:
//   - a workspace settings.json cannot redirect the key to another service URL — insert.test.ts,
//     "a workspace settings.json cannot redirect the key to another service";
//   - plain http:// to a non-loopback host is refused before any request — hover.test.ts,
//     "plain http to a non-loopback host is refused before any request";
//   - the key input box masks what is typed and the UI shows only the last four characters — the e2e
//     check "API key set through F1 › Statutes: Set API Key…" and insert.test.ts;
//   - globalState and workspaceState: code-server's workbench keeps them in the browser's IndexedDB, out of
//     this extension host's reach; test/harness/run-integration.mjs checks after every run that the test
//     key (which every key used here contains) is in none of the browser's storage (IndexedDB, Web Storage).
//   - hostile section HTML in the reader — the e2e checks test/e2e/checks/hostile.mjs and xss.mjs.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StatutesApi } from '../../src/api';
import type { ReaderPanel } from '../../src/reader/readerPanels';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import type { WatchCodeResult } from '../../src/watches/watchesFeature';
import { EXTENSION_ID, TypedQuickPick, admin, answerInputBoxes, answerMessages, apiKey, configureService, hoverAt, ledger, openDocument, resetAll, serviceUrl, setSetting, testDialect, waitFor } from './helpers';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that records every request and answers with `answer`. */
async function receiver(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.writeHead(204).end()): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every file under `dir` (no symlinks followed, sockets and other specials skipped). */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/**
 * The folder code-server keeps this session's user data in (logs, settings, global and workspace storage),
 * with its config and XDG folders beside it: the harness runs it with `--user-data-dir <temp>/user-data`,
 * and code-server tells its extension host where its session socket is inside that folder.
 */
function sessionFolders(): { userData: string; root: string } {
  const socket = process.env.CODE_SERVER_SESSION_SOCKET;
  assert.ok(socket, 'CODE_SERVER_SESSION_SOCKET is not set: this test reads the session folders of code-server (run through npm run test:integration)');
  const userData = path.dirname(socket);
  return { userData, root: path.dirname(userData) };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('security', function () {
  this.timeout(120_000);

  describe('the API key goes to secret storage and the configured service only', () => {
    let api: StatutesApi;
    /** Distinctive keys: the harness's test key with a suffix, so its browser-storage check covers them too. */
    let canary: string;
    let revoked: string;
    let webhook: Awaited<ReturnType<typeof receiver>>;
    const shown: string[] = [];

    before(async () => {
      api = await resetAll();
      canary = `${apiKey()}-trace-canary-7f3a`;
      revoked = `${apiKey()}-revoked-canary-91c2`;
      // Business: the live service refuses webhook watches to other plans (the interface ignores plans).
      await admin('POST', '/__admin/credits', { key: canary, credits: 10_000, plan: 'business' });
      webhook = await receiver();
      // Everything at trace: VS Code's own logs and the extension's channel (made the active output first).
      await vscode.commands.executeCommand('_extensionTests.setLogLevel', 'trace');
      await vscode.commands.executeCommand('statutes.showLog');
      const commands = await vscode.commands.getCommands(true);
      if (commands.includes('workbench.action.output.activeOutputLogLevel.1')) await vscode.commands.executeCommand('workbench.action.output.activeOutputLogLevel.1');
      await vscode.commands.executeCommand('workbench.action.closePanel');
      assert.equal(vscode.env.logLevel, vscode.LogLevel.Trace, 'the log level did not change to trace');
    });

    after(async () => {
      await vscode.commands.executeCommand('statutes.showLog');
      const commands = await vscode.commands.getCommands(true);
      if (commands.includes('workbench.action.output.activeOutputLogLevelDefault')) await vscode.commands.executeCommand('workbench.action.output.activeOutputLogLevelDefault');
      await vscode.commands.executeCommand('workbench.action.closePanel');
      await vscode.commands.executeCommand('_extensionTests.setLogLevel', 'info');
      await webhook?.close();
      await admin('DELETE', '/__admin/faults');
      await configureService();
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });

    it('every feature works with a key from secret storage, at trace log level, and no message shows the key', async () => {
      const prompts = answerMessages((_m, buttons) => buttons.find((b) => b.startsWith('Verify')));
      try {
        // Through the command's input box, as a person sets it (the box itself is checked by the e2e suite).
        const boxes = answerInputBoxes([canary]);
        try {
          assert.equal(await vscode.commands.executeCommand('statutes.setApiKey'), true);
        } finally {
          boxes.restore();
        }
        assert.equal(process.env.STATUTES_API_KEY, undefined, 'a key in the environment would stand in for secret storage');

        const { document } = await openDocument('security-brief.md', 'See 17 U.S.C. § 107, 35 U.S.C. § 101 and D.C. Code § 47-2002.\nNot verified: 17 U.S.C. § 109.\n');
        assert.match(await hoverAt(document, '17 U.S.C. § 107', 5), /Fair use/);
        const summary = await vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', document.uri);
        await vscode.commands.executeCommand('statutes.clearCache'); // so that the hovers below ask the service
        assert.ok(summary && summary.requested >= 2, `verify: ${JSON.stringify(summary)}`);

        await openDocument('security-insert.md', '\n');
        const { pick, restore } = TypedQuickPick.install<vscode.QuickPickItem & { section?: unknown }>();
        const pinpoint = answerInputBoxes(['']);
        try {
          const done = vscode.commands.executeCommand<string | undefined>('statutes.insertCitation');
          pick.type('fair use');
          await sleep(450);
          assert.ok(await waitFor(() => !pick.busy && pick.items.some((i) => i.section), 15_000), `search: ${pick.items.map((i) => i.label).join(' | ')}`);
          pick.choose(pick.items.find((i) => i.section)!);
          assert.ok(await done, 'nothing was inserted');
        } finally {
          restore();
          pinpoint.restore();
        }

        const panel = await vscode.commands.executeCommand<ReaderPanel | undefined>('statutes.openSection', { citation: '35 U.S.C. § 101' });
        assert.ok(panel && (await waitFor(() => panel.shown !== undefined, 15_000)), 'the reader did not show the section');

        await vscode.commands.executeCommand('statutes.refreshCodeTree');
        const roots = await api.codeTree.provider.getChildren();
        assert.ok(roots.length >= 2 && roots.every((r) => r.type === 'jurisdiction'), 'the Codes view did not load');
        assert.ok((await api.codeTree.provider.getChildren(roots[0])).length > 0);

        // Failures with the key in use log warnings and errors with stacks: none may carry it.
        await admin('POST', '/__admin/faults', { fault: '500', count: 1, pathPrefix: '/api/v1/us/statutes/resolve' });
        assert.match(await hoverAt(document, '35 U.S.C. § 101', 3), /35 U\.S\.C\. § 101/);
        await admin('POST', '/__admin/faults', { fault: 'truncated', count: 1, pathPrefix: '/api/v1/us/statutes/section/' });
        await vscode.commands.executeCommand('statutes.openSection', { actId: 'USC_T1_C1_S1', citation: '1 U.S.C. § 1' });
        await sleep(500);
        await admin('DELETE', '/__admin/faults');
        // A rejected key is not written anywhere either.
        await vscode.commands.executeCommand('statutes.setApiKey', revoked);
        assert.match(await hoverAt(document, '17 U.S.C. § 109', 3), /rejected the API key/);
        await vscode.commands.executeCommand('statutes.setApiKey', canary);
        api.gate.resume();
        await api.lookup.cache.save();
      } finally {
        prompts.restore();
        shown.push(...prompts.messages);
      }
      // All ledgers at once: a key in a URL would be logged (VS Code logs the URLs the extension host fetches at debug level).
      type Ledger = { creditsConsumed: number; calls: Record<string, number> };
      const spent = (await admin<{ keys: Record<string, Ledger> }>('GET', '/__admin/ledger')).keys[canary]!;
      assert.ok(spent.creditsConsumed > 0 && (spent.calls.resolve ?? 0) > 0, `the service saw no calls with the key from secret storage: ${JSON.stringify(spent)}`);
      assert.ok(shown.some((m) => m.includes(`…${canary.slice(-4)}`)), `the key's last four characters were not shown: ${shown.join(' | ')}`);
      for (const message of shown) {
        assert.ok(!message.includes(canary) && !message.includes(revoked), `a message shows the key: ${message}`);
      }
    });

    it('item 7: a key argument with a control character or a space is refused, the key in use kept, and no message shows it', async () => {
      await configureService(serviceUrl(), canary);
      const prompts = answerMessages(() => undefined);
      try {
        for (const bad of [`${canary}\u0007x`, `${canary}\nAuthorization: x`, `${canary} x`]) {
          assert.equal(await vscode.commands.executeCommand('statutes.setApiKey', bad), false, `accepted ${JSON.stringify(bad)}`);
        }
        const { document } = await openDocument('security-bad-key.md', 'See 17 U.S.C. § 107.\n');
        assert.match(await hoverAt(document, '17 U.S.C. § 107', 5), /Fair use/);
      } finally {
        prompts.restore();
      }
      assert.equal(prompts.messages.length, 3, prompts.messages.join(' | '));
      for (const message of prompts.messages) {
        assert.match(message, /not saved/);
        assert.ok(!message.includes(canary.slice(-8)), `a message shows the key: ${message}`);
      }
    });

    it('a webhook watch and its deliveries carry neither the key nor an Authorization header', async () => {
      await configureService(serviceUrl(), canary);
      const hook = `${webhook.url}/statutes-hook?token=receiver-token`;
      // A watch from command arguments is shown for confirmation first; the secret has 16 characters or more.
      const confirm = answerMessages((_m, buttons) => buttons.find((b) => b === 'Create Watch'));
      const created = await vscode.commands
        .executeCommand<WatchCodeResult>('statutes.watchCode', { corpusType: 'STATE', state: 'dc', channel: 'webhook', webhookUrl: hook, webhookSecret: 'sign-me-with-a-long-secret' })
        .then((result) => (confirm.restore(), result), (error: unknown) => (confirm.restore(), Promise.reject(error)));
      assert.equal(created.status, 'created', JSON.stringify(created));
      // Creating the watch does not contact the receiver: only the service does, when the code changes.
      assert.equal(webhook.received.length, 0, 'the extension contacted the webhook address itself');

      // A newer version of D.C. Code § 47-2002 (its text changed, the heading kept) makes the service notify.
      const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
      const candidates = [
        path.join(extension.extensionPath, '..', 'shared', 'data', 'dc', 'history-47-2002', '47-2002@2024-09-29.xml'),
        path.join(extension.extensionPath, 'test', 'service', 'fixture', 'dc', 'history-47-2002', '47-2002@2022-01-01.xml'),
      ];
      let source: string | undefined;
      for (const candidate of candidates) source ??= await fs.readFile(candidate, 'utf8').catch(() => undefined);
      assert.ok(source, `no D.C. history file among ${candidates.join(', ')}`);
      const changed = source.replace(/gross receipts/, 'gross receipts (as republished)');
      assert.notEqual(changed, source);
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-security-'));
      try {
        const file = path.join(dir, '47-2002@security.xml');
        await fs.writeFile(file, changed);
        const published = await admin<{ deliveries: { target: string; ok: boolean }[] }>('POST', '/__admin/publish', { file, date: '2026-03-01' });
        assert.ok(published.deliveries.some((d) => d.target.startsWith(webhook.url) && d.ok), `no delivery to the receiver: ${JSON.stringify(published.deliveries)}`);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
      assert.ok(webhook.received.length >= 1, 'the receiver got nothing');
      for (const request of webhook.received) {
        assert.equal(request.headers.authorization, undefined, `a delivery carried Authorization: ${request.url}`);
        const everything = JSON.stringify(request);
        assert.ok(!everything.includes(apiKey()), `a delivery carried the API key: ${request.method} ${request.url}`);
      }
      const signature = testDialect() === 'live' ? 'x-vaquill-signature' : 'x-statute-signature';
      assert.ok(webhook.received.some((r) => r.headers[signature]), `deliveries are signed (${signature}) with the watch secret, not the key`);
    });

    it('a redirect from the service to another origin does not take the key along', async () => {
      const elsewhere = await receiver((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
      const redirector = await receiver((req, res) => res.writeHead(307, { Location: `${elsewhere.url}${req.url}` }).end());
      const prompts = answerMessages(() => undefined);
      try {
        await configureService(redirector.url, canary);
        const { document } = await openDocument('security-redirect.md', 'See 17 U.S.C. § 110.\n');
        const text = await hoverAt(document, '17 U.S.C. § 110', 5);
        assert.ok(redirector.received.length >= 1, 'the configured service got no request');
        // (The first request may be the free, keyless pricing probe that learns the service's dialect.)
        const keyed = redirector.received.filter((r) => r.headers.authorization !== undefined);
        assert.ok(keyed.length >= 1, `no request to the configured service carried the key: ${redirector.received.map((r) => `${r.method} ${r.url}`).join(', ')}`);
        for (const request of keyed) assert.equal(request.headers.authorization, `Bearer ${canary}`, 'the configured service is where the key goes');
        for (const request of elsewhere.received) {
          assert.equal(request.headers.authorization, undefined, `the redirect target got Authorization on ${request.url}`);
          assert.ok(!JSON.stringify(request).includes(apiKey()), `the redirect target got the key: ${request.url}`);
        }
        // Whatever followed, the person is told something plain (no stack trace).
        assert.doesNotMatch(text, /\n\s+at |Error:/, text);
        console.log(`    redirect: the target saw ${elsewhere.received.length} request(s), none with the key; the hover said: ${text.split('\n').slice(2).join(' ').slice(0, 160)}`);
      } finally {
        prompts.restore();
        await configureService(serviceUrl(), canary);
        await elsewhere.close();
        await redirector.close();
      }
    });

    it('is in no log, settings, storage or workspace file of the session (searched at trace level)', async () => {
      await sleep(1500); // log files are written with a short delay
      const { userData, root } = sessionFolders();
      const workspace = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      const files = [...(await filesUnder(root)), ...(workspace ? await filesUnder(workspace) : [])];
      const relative = files.map((f) => path.relative(userData, f));
      // What must have been searched for the search to mean anything:
      const extensionLog = files.find((f) => f.endsWith(path.join(EXTENSION_ID, 'Statute Lookup.log')));
      assert.ok(extensionLog, `the extension's log file is not under ${userData}: ${relative.join(', ')}`);
      assert.match(await fs.readFile(extensionLog, 'utf8'), /GET \/api\/v1\/us\/statutes\/resolve/, "the extension's log has no requests in it");
      assert.ok(files.some((f) => f.endsWith(path.join('User', 'settings.json'))), 'no user settings.json');
      assert.ok(files.some((f) => f.endsWith(path.join('globalStorage', EXTENSION_ID, 'lookup-cache.json'))), "no lookup-cache.json in the extension's global storage");
      let traced = 0;
      const found: string[] = [];
      for (const file of files) {
        const bytes = await fs.readFile(file).catch(() => Buffer.alloc(0));
        if (bytes.includes('[trace]')) traced++;
        for (const [name, secret] of [['key', canary], ['rejected key', revoked], ['test key', apiKey()]] as const) {
          if (bytes.includes(secret) || bytes.includes(Buffer.from(secret, 'utf16le'))) found.push(`${name} in ${path.relative(root, file)}`);
        }
      }
      assert.ok(traced > 0, 'no log file has a [trace] line: the session did not log at trace level');
      assert.deepEqual(found, [], `the key was written to disk (${files.length} files searched)`);
      console.log(`    searched ${files.length} files (${traced} with trace lines) under ${root} and the workspace: no key`);
    });

    it('hover links run only the extension’s allow-listed commands, and link nowhere else', async () => {
      await resetAll();
      const { document } = await openDocument('security-links.md', 'See 17 U.S.C. § 107.\n');
      const offset = document.getText().indexOf('107');
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(offset));
      const parts = hovers.flatMap((h) => h.contents).filter((c): c is vscode.MarkdownString => typeof c !== 'string' && 'value' in c && 'isTrusted' in c);
      assert.ok(parts.length > 0, 'no hover');
      for (const part of parts) {
        assert.notEqual(part.isTrusted, true, 'a hover is trusted to run any command');
        const allowed = typeof part.isTrusted === 'object' ? part.isTrusted.enabledCommands : [];
        for (const [, target] of part.value.matchAll(/\]\(([^)\s]+)/g)) {
          const command = /^command:([\w.]+)/.exec(target)?.[1];
          assert.ok(command, `a hover links outside VS Code: ${target}`);
          assert.ok(allowed.includes(command), `a hover runs ${command}, which is not in its allow-list ${allowed.join(', ')}`);
          assert.ok(command.startsWith('statutes.') || command === 'workbench.action.openSettings', `a hover runs ${command}`);
        }
      }
    });
  });

  describe('workspace trust', () => {
    // Run twice: in the normal (trusted) run, and by `run-integration.mjs --untrusted --grep "workspace trust"`,
    // which keeps workspace trust on so the folder opens untrusted (Restricted Mode).
    const untrusted = process.env.STATUTES_TEST_WORKSPACE_TRUST === 'untrusted';
    /** An unrestricted setting written beside the restricted one. */
    const MARKER = 'verify.staleAfterDays';
    const MARKER_VALUE = 777;
    let settingsFile: string;

    before(async () => {
      await resetAll();
      const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      assert.ok(folder, 'no workspace folder');
      settingsFile = path.join(folder, '.vscode', 'settings.json');
      await setSetting('verify.confirmAboveCredits', 1000);
    });

    afterEach(async () => {
      await fs.rm(settingsFile, { force: true });
      await setSetting('verify.onSave', undefined);
      await waitFor(() => vscode.workspace.getConfiguration('statutes').inspect(MARKER)?.workspaceValue === undefined, 5000);
    });

    after(async () => {
      await setSetting('verify.confirmAboveCredits', undefined);
    });

    /**
     * Writes the workspace's settings.json and waits until VS Code has read it. An untrusted workspace's
     * value of a restricted setting is not even reported, so an unrestricted one beside it tells.
     */
    async function workspaceSettings(values: Record<string, unknown>): Promise<void> {
      await fs.mkdir(path.dirname(settingsFile), { recursive: true });
      await fs.writeFile(settingsFile, JSON.stringify({ ...values, [`statutes.${MARKER}`]: MARKER_VALUE }, null, 2));
      const read = await waitFor(() => vscode.workspace.getConfiguration('statutes').inspect(MARKER)?.workspaceValue === MARKER_VALUE, 10_000);
      assert.ok(read, 'VS Code did not read the workspace settings.json');
    }

    /** Edits and saves a brief; resolves with the resolve calls the service saw within `ms`. */
    async function saveAndCount(name: string, ms: number): Promise<number> {
      const { document } = await openDocument(name, 'Patentable subject matter: 35 U.S.C. § 101.\n');
      const editor = await vscode.window.showTextDocument(document);
      await editor.edit((e) => e.insert(new vscode.Position(1, 0), 'Novelty: 35 U.S.C. § 102.\n'));
      // One GET per citation, or one batch (live) for all of them.
      const resolves = async (): Promise<number> => {
        const { calls } = await ledger();
        return (calls.resolve ?? 0) + (calls.resolveBatch ?? 0);
      };
      const before = await resolves();
      await document.save();
      await waitFor(async () => (await resolves()) > before, ms);
      return (await resolves()) - before;
    }

    it('the manifest supports untrusted workspaces in a limited way: verify.onSave is restricted', () => {
      const manifest = vscode.extensions.getExtension(EXTENSION_ID)!.packageJSON as {
        capabilities?: { untrustedWorkspaces?: { supported?: unknown; restrictedConfigurations?: string[]; description?: string } };
        contributes: { configuration: { properties: Record<string, { scope?: string }> }[] };
      };
      const capability = manifest.capabilities?.untrustedWorkspaces;
      assert.equal(capability?.supported, 'limited');
      assert.deepEqual(capability?.restrictedConfigurations, ['statutes.verify.onSave']);
      assert.ok(capability?.description, 'Restricted Mode shows this description');
      // The settings that could send the key elsewhere cannot be set by a workspace at all.
      const properties = Object.assign({}, ...manifest.contributes.configuration.map((c) => c.properties)) as Record<string, { scope?: string }>;
      assert.equal(properties['statutes.serviceUrl']?.scope, 'application');
      assert.equal(properties['statutes.verify.confirmAboveCredits']?.scope, 'application');
    });

    if (untrusted) {
      it('in an untrusted workspace, a workspace-level statutes.verify.onSave: true is ignored: saving spends nothing', async () => {
        assert.equal(vscode.workspace.isTrusted, false, 'the workspace is trusted: run with --untrusted');
        await workspaceSettings({ 'statutes.verify.onSave': true });
        const onSave = vscode.workspace.getConfiguration('statutes').inspect<boolean>('verify.onSave');
        assert.equal(vscode.workspace.getConfiguration('statutes').get('verify.onSave'), false, 'the untrusted workspace value took effect');
        assert.equal(onSave?.workspaceValue, undefined, 'VS Code reports the restricted workspace value');
        assert.equal(await saveAndCount('trust-untrusted.md', 3000), 0, 'saving in an untrusted workspace verified the document');
      });

      it('in an untrusted workspace, the user-level statutes.verify.onSave still applies (the check above can fail)', async () => {
        await setSetting('verify.onSave', true);
        assert.ok((await saveAndCount('trust-user.md', 15_000)) >= 1, 'the user setting did not verify on save');
      });

      it('in an untrusted workspace, hovers still work (limited support)', async () => {
        const { document } = await openDocument('trust-hover.md', 'See 17 U.S.C. § 106.\n');
        assert.match(await hoverAt(document, '17 U.S.C. § 106', 5), /Exclusive rights/);
      });
    } else {
      it('in a trusted workspace, a workspace-level statutes.verify.onSave: true is honoured (what Restricted Mode turns off)', async () => {
        assert.equal(vscode.workspace.isTrusted, true);
        await workspaceSettings({ 'statutes.verify.onSave': true });
        assert.equal(vscode.workspace.getConfiguration('statutes').get('verify.onSave'), true);
        assert.ok((await saveAndCount('trust-trusted.md', 15_000)) >= 1, 'saving did not verify the document');
      });
    }
  });
});
