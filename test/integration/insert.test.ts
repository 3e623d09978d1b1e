// Insert Citation…, the key and the credit display, inside a real VS Code (the table of authorities: tableOfAuthorities.test.ts).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { TypedQuickPick, admin, answerInputBoxes, answerMessages, apiKey, extensionApi, hoverAt, ledger, openDocument, price, resetAll, serviceUrl, setSetting, waitFor } from './helpers';

type Item = vscode.QuickPickItem & { section?: { citation?: string } };

async function insertWith(script: (pick: TypedQuickPick<Item>) => Promise<void>, inputs: (string | undefined)[]): Promise<string | undefined> {
  const { pick, restore } = TypedQuickPick.install<Item>();
  const boxes = answerInputBoxes(inputs);
  try {
    const done = vscode.commands.executeCommand<string | undefined>('statutes.insertCitation');
    await script(pick);
    return await done;
  } finally {
    restore();
    boxes.restore();
  }
}

async function results(pick: TypedQuickPick<Item>, predicate: (items: readonly Item[]) => boolean): Promise<readonly Item[]> {
  // Past the 400 ms debounce, so the items belong to what was typed last.
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.ok(await waitFor(() => !pick.busy && predicate(pick.items), 15_000), `items: ${pick.items.map((i) => i.label).join(' | ')}`);
  return pick.items;
}

describe('insert citation', function () {
  this.timeout(60_000);

  beforeEach(async () => {
    await resetAll();
  });

  it('searches as the user types (debounced), shows heading and status, and inserts the canonical citation with a pinpoint', async () => {
    const editor = await openDocument('insert.md', 'The test is stated in .\n');
    editor.selection = new vscode.Selection(0, 22, 0, 22);
    const inserted = await insertWith(async (pick) => {
      pick.type('fa');
      pick.type('fair');
      pick.type('fair use');
      const items = await results(pick, (i) => i.some((x) => x.label === '17 U.S.C. § 107'));
      const fairUse = items.find((x) => x.label === '17 U.S.C. § 107')!;
      assert.equal(fairUse.description, 'Limitations on exclusive rights: Fair use');
      assert.match(fairUse.detail ?? '', /In force/);
      pick.choose(fairUse);
    }, ['(a)']);
    assert.equal(inserted, '17 U.S.C. § 107(a)');
    assert.equal(editor.document.lineAt(0).text, 'The test is stated in 17 U.S.C. § 107(a).');
    const spent = await ledger();
    assert.equal(spent.calls.search, 1, 'typing fired more than one search (no debounce)');
  });

  it('resolves a typed citation (1 credit) instead of searching (2), and never pays twice for the same search', async () => {
    await openDocument('insert2.md', '\n');
    await insertWith(async (pick) => {
      pick.type('35 USC 101');
      const items = await results(pick, (i) => i.length > 0);
      assert.equal(items[0].label, '35 U.S.C. § 101');
      pick.type('patent eligible');
      await results(pick, (i) => i.length > 0);
      pick.type('35 USC 101');
      await results(pick, (i) => i[0]?.label === '35 U.S.C. § 101');
      pick.type('patent eligible');
      await results(pick, (i) => i.length > 0);
      pick.hide();
    }, []);
    const spent = await ledger();
    assert.equal(spent.calls.resolve, 1);
    assert.equal(spent.calls.search ?? 0, 1);
  });

  it('a result opens its full text in the reader, and the search stays open', async () => {
    await openDocument('insert4.md', '\n');
    const api = await extensionApi();
    await insertWith(async (pick) => {
      pick.type('patentable inventions');
      const items = await results(pick, (i) => i.some((x) => x.label === '35 U.S.C. § 101'));
      pick.pressItemButton(items.find((x) => x.label === '35 U.S.C. § 101')!);
      assert.ok(await waitFor(() => api.readers.panelFor('USC_T35_C10_S101')?.shown !== undefined, 15_000), 'the reader did not open');
      pick.hide();
    }, []);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('a failed search shows its reason in the list, not a crash', async () => {
    await openDocument('insert3.md', '\n');
    await admin('POST', '/__admin/faults', { fault: '503', count: 1, pathPrefix: '/api/v1/us/statutes/search' });
    await insertWith(async (pick) => {
      pick.type('mechanical license');
      const items = await results(pick, (i) => i.length > 0);
      assert.match(items[0].label, /unavailable \(503\); nothing was charged/);
      pick.hide();
    }, []);
    await admin('DELETE', '/__admin/faults');
  });
});

describe('key, service URL and credits', function () {
  this.timeout(60_000);

  it('shows only the last four characters of the key, and clearing it stops requests', async () => {
    const api = await resetAll();
    const prompts = answerMessages(() => undefined);
    try {
      await vscode.commands.executeCommand('statutes.setApiKey', apiKey());
      assert.ok(prompts.messages.some((m) => m.includes(`…${apiKey().slice(-4)}`)));
      assert.ok(!prompts.messages.some((m) => m.includes(apiKey())), 'the whole key was shown');
      await vscode.commands.executeCommand('statutes.clearApiKey');
    } finally {
      prompts.restore();
    }
    const { document } = await openDocument('key.md', 'See 35 U.S.C. § 102.\n');
    assert.match(await hoverAt(document, '35 U.S.C. § 102', 3), /No API key is set/);
    assert.equal((await ledger()).creditsConsumed, 0);
    assert.equal(api.gate.pausedFor, undefined);
  });

  it('a new key takes effect at once', async () => {
    await resetAll();
    await admin('POST', '/__admin/credits', { key: 'second-key', credits: 50 });
    await vscode.commands.executeCommand('statutes.setApiKey', 'second-key');
    const { document } = await openDocument('key2.md', 'See 35 U.S.C. § 112.\n');
    assert.match(await hoverAt(document, '35 U.S.C. § 112', 3), /Specification/);
    const second = await admin<{ creditsConsumed: number }>('GET', '/__admin/ledger?key=second-key');
    assert.equal(second.creditsConsumed, price('resolve'));
    assert.equal((await ledger()).creditsConsumed, 0);
  });

  it('a workspace settings.json cannot redirect the key to another service', async () => {
    await resetAll();
    const folder = vscode.workspace.workspaceFolders![0].uri.fsPath;
    await fs.mkdir(path.join(folder, '.vscode'), { recursive: true });
    const settings = path.join(folder, '.vscode', 'settings.json');
    await fs.writeFile(settings, JSON.stringify({ 'statutes.serviceUrl': 'http://127.0.0.1:9/steal' }));
    try {
      await waitFor(() => vscode.workspace.getConfiguration('statutes').inspect('serviceUrl')?.workspaceValue !== undefined, 3000);
      const { document } = await openDocument('scope.md', 'See 1 U.S.C. § 2.\n');
      assert.match(await hoverAt(document, '1 U.S.C. § 2', 3), /1 U\.S\.C\. § 2/);
      assert.equal((await ledger()).calls.resolve, 1, 'the request did not reach the configured service');
      assert.equal(vscode.workspace.getConfiguration('statutes').inspect('serviceUrl')?.globalValue, serviceUrl());
    } finally {
      await fs.rm(settings);
    }
  });

  it('the status bar counts credits from the replies', async () => {
    const api = await resetAll();
    const before = api.ledger.session;
    const { document } = await openDocument('credits.md', 'See 17 U.S.C. § 110 and 17 U.S.C. § 111.\n');
    await hoverAt(document, '17 U.S.C. § 110', 3);
    await hoverAt(document, '17 U.S.C. § 111', 3);
    assert.equal(api.ledger.session - before, 2 * price('resolve'));
    assert.match(api.statusBar.text, new RegExp(`\\$\\(law\\) ${api.ledger.session} credits`));
    assert.ok(api.ledger.todayTotal >= 2 * price('resolve'));
    await setSetting('hover.useNetwork', undefined);
  });
});
