// Hardening of the hover, reader, key commands and the exported API inside a real VS Code against the
// local statute service: nothing reaches the key from outside, nothing automatic pays, nothing opened
// without a click pays.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ReaderPanel } from '../../src/reader/readerPanels';
import { admin, answerInputBoxes, answerMessages, apiKey, configureService, hoverAt, ledger, openDocument, paidRequests, resetAll, setSetting, totalCalls, waitFor } from './helpers';

const BUILT_IN_PROTOTYPES = new Set<object>([Object.prototype, Function.prototype, Array.prototype, Object.getPrototypeOf(async () => undefined) as object]);

/** Every string reachable from `root` through own properties (non-enumerable too) and prototypes other than the built-ins. */
function reachableStrings(root: unknown): { strings: string[]; objects: number } {
  const seen = new Set<unknown>();
  const strings: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
    seen.add(value);
    for (let o: object | null = value as object; o && !BUILT_IN_PROTOTYPES.has(o); o = Object.getPrototypeOf(o)) {
      for (const key of Reflect.ownKeys(o)) {
        const descriptor = Object.getOwnPropertyDescriptor(o, key);
        if (descriptor && 'value' in descriptor) visit(descriptor.value);
      }
    }
  };
  visit(root);
  return { strings, objects: seen.size };
}

describe('hardening', function () {
  this.timeout(60_000);

  beforeEach(async () => {
    await resetAll();
  });

  afterEach(async () => {
    await admin('DELETE', '/__admin/faults');
    await setSetting('hover.useNetwork', undefined);
    delete process.env.STATUTES_API_KEY;
    await configureService();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('item 8: other extensions get a narrow, frozen facade from which no part of the extension, and no key, is reachable', async () => {
    const api = await resetAll();
    // Make sure the client exists and holds the key.
    const { document } = await openDocument('facade.md', 'See 17 U.S.C. § 107.\n');
    await hoverAt(document, '17 U.S.C. § 107', 3);
    const facade = api.publicApi;
    assert.ok(Object.isFrozen(facade));
    assert.deepEqual(Object.keys(facade).sort(), ['activationMs', 'apiVersion', 'findCitations']);
    for (const value of Object.values(facade)) assert.ok(typeof value !== 'object' || value === null, 'the facade hands out an object');
    const found = facade.findCitations('Fair use: 17 U.S.C. § 107(a).');
    assert.deepEqual(found.map((c) => [c.canonical, c.pinpoint]), [['17 U.S.C. § 107', '(a)']]);
    const { strings, objects } = reachableStrings({ facade, found });
    assert.ok(objects < 20, `${objects} objects reachable from the facade`);
    assert.ok(!strings.some((s) => s.includes(apiKey())), 'the key is reachable from the facade');
    // The wide object is for the extension's own tests only; through it the key is reachable, which is why it is not exported.
    assert.equal((facade as unknown as Record<string, unknown>).lookup, undefined);
  });

  it('item 8: "Clear API Key" says when STATUTES_API_KEY is still in use', async () => {
    process.env.STATUTES_API_KEY = 'environment-key-9876';
    const shown = answerMessages(() => undefined);
    try {
      assert.equal(await vscode.commands.executeCommand('statutes.clearApiKey'), 'environment');
      assert.equal(await vscode.commands.executeCommand('statutes.clearApiKey'), 'environment');
    } finally {
      shown.restore();
    }
    assert.match(shown.messages[0], /removed from secret storage[\s\S]*…9876[\s\S]*STATUTES_API_KEY is still used/);
    assert.match(shown.messages[1], /STATUTES_API_KEY is used/);
    assert.ok(!shown.messages.some((m) => /removed\.$/.test(m)));
  });

  it('item 8: hover links cannot set a key: they run the prompt-only command, which ignores arguments', async () => {
    await vscode.commands.executeCommand('statutes.setApiKey', 'not-a-valid-key');
    const { document } = await openDocument('key-links.md', 'See 17 U.S.C. § 107.\n');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(document.getText().indexOf('107')));
    const parts = hovers.flatMap((h) => h.contents).filter((c): c is vscode.MarkdownString => typeof c !== 'string' && 'isTrusted' in c);
    assert.ok(parts.some((p) => p.value.includes('command:statutes.enterApiKey')), 'no key link in the hover');
    for (const part of parts) {
      const allowed = typeof part.isTrusted === 'object' ? part.isTrusted.enabledCommands : [];
      assert.ok(!allowed.includes('statutes.setApiKey'), 'hover links may run statutes.setApiKey');
      assert.ok(!part.value.includes('command:statutes.setApiKey'));
    }
    const boxes = answerInputBoxes([undefined]);
    try {
      assert.equal(await vscode.commands.executeCommand('statutes.enterApiKey', 'planted-key-0000'), false);
    } finally {
      boxes.restore();
    }
    assert.equal(boxes.prompts.length, 1, 'the prompt-only command did not prompt');
  });

  it('item 1: a hostile answer cannot swap the section the hover inserts, and the link inserts exactly what it shows', async () => {
    const api = await resetAll();
    const { document } = await openDocument('swap.md', 'Fair use: 17 U.S.C. § 107.\n');
    const canonical = '17 U.S.C. § 107';
    api.lookup.cache.set(`USC||${canonical}`, {
      canonical,
      resolved: true,
      subsection: null,
      fetchedAt: Date.now(),
      section: { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 108', title: 'Fair use\n=====\n![x](http://127.0.0.1:9/beacon)', breadcrumb: [{ type: 'title', num: '17', label: 'Title 17', name: 'Copyrights' }], actStatus: 'in_force' },
    } as never);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(document.getText().indexOf('107')));
    const value = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
    assert.ok(!/(^|[^\\])!\[/.test(value), `an image survived: ${value}`);
    assert.ok(!/^=+$/m.test(value), 'a setext underline survived');
    const link = /\[\$\(replace\) Insert ([^\]]+)\]\(command:statutes\.replaceCitation\?([^)]+)\)/.exec(value);
    assert.ok(link, value);
    const shown = link[1].replace(/\\(.)/g, '$1');
    const [args] = JSON.parse(decodeURIComponent(link[2])) as [{ text: string }];
    assert.equal(shown, canonical);
    assert.equal(args.text, shown, 'the link inserts something other than what it shows');
    assert.match(value.replace(/\\(.)/g, '$1'), /the service answered with 17 U\.S\.C\. § 108, not 17 U\.S\.C\. § 107/);
    // The command itself refuses to swap one section for another, whoever calls it.
    const warned = answerMessages(() => undefined);
    try {
      const start = document.getText().indexOf(canonical);
      const swapped = await vscode.commands.executeCommand('statutes.replaceCitation', { uri: document.uri.toString(), start, end: start + canonical.length, version: document.version, text: '17 U.S.C. § 108' });
      assert.equal(swapped, false);
    } finally {
      warned.restore();
    }
    assert.equal(document.getText(), 'Fair use: 17 U.S.C. § 107.\n');
  });

  it('item 10: a partial cached answer pays no metadata call with hover.useNetwork off or after a 402 pause', async () => {
    const api = await resetAll();
    const canonical = '17 U.S.C. § 106';
    const key = `USC||${canonical}`;
    const partial = {
      canonical,
      resolved: true,
      section: { actId: 'USC_T17_C1_S106', citation: canonical, breadcrumb: [], actStatus: 'in_force' },
      subsection: null,
      fetchedAt: Date.now(),
      needsMetadata: true,
      queryKey: key,
    };
    const { document } = await openDocument('partial.md', `Rights: ${canonical}. Other: 35 U.S.C. § 101.\n`);
    api.lookup.cache.set(key, partial as never);
    await setSetting('hover.useNetwork', false);
    const cacheOnly = await hoverAt(document, canonical, 12);
    assert.match(cacheOnly, /17 U\.S\.C\. § 106/);
    assert.match(cacheOnly, /In force/);
    assert.deepEqual(paidRequests(await ledger()), [], 'a cache-only hover paid');
    await setSetting('hover.useNetwork', undefined);
    await admin('POST', '/__admin/credits', { key: apiKey(), credits: 0 });
    await hoverAt(document, '35 U.S.C. § 101', 12);
    assert.equal(api.gate.pausedFor, 'credits');
    const before = paidRequests(await ledger());
    await hoverAt(document, canonical, 12);
    assert.deepEqual(paidRequests(await ledger()), before, 'a hover paid while automatic lookups are paused');
  });

  it('item 11: a reader restored after a reload pays nothing until the user clicks Load', async () => {
    const api = await resetAll();
    const panel = vscode.window.createWebviewPanel('statutes.reader', '17 U.S.C. § 107', vscode.ViewColumn.Beside, { enableScripts: true });
    const reader = await (api.readers as unknown as { restore(p: vscode.WebviewPanel, s: object): Promise<ReaderPanel> }).restore(panel, { actId: 'USC_T17_C1_S107', citation: '17 U.S.C. § 107', asOf: '2014-01-01' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(reader.awaitingConsent, true);
    const view = (): ReaderPanel['shown'] => reader.shown;
    assert.equal(view(), undefined, 'the restored reader loaded its text');
    assert.deepEqual(paidRequests(await ledger()), [], 'restoring a reader paid');
    await (reader as unknown as { receive(m: { type: 'load' }): Promise<void> }).receive({ type: 'load' });
    assert.ok(await waitFor(() => view() !== undefined, 15_000));
    assert.equal(view()?.citation, '17 U.S.C. § 107');
    assert.ok(totalCalls(await ledger()) > 0);
  });

  it('item 11: a statute: document opened from a link asks before paying, and pays nothing when declined', async () => {
    const { statuteUri } = await import('../../src/reader/statuteDocuments');
    const declined = answerMessages(() => undefined);
    let document: vscode.TextDocument;
    try {
      document = await vscode.workspace.openTextDocument(statuteUri('USC_T17_C1_S107', '17 U.S.C. § 107', '2021-06-01'));
    } finally {
      declined.restore();
    }
    assert.equal(declined.messages.length, 1);
    assert.match(declined.messages[0], /spends credits/);
    assert.match(document.getText(), /^Not loaded/);
    assert.deepEqual(paidRequests(await ledger()), [], 'opening a statute: link paid without a click');
  });
});
