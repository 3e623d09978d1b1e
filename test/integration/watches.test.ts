// Statutes › Watches and "Watch This Code…" inside a real VS Code, against the local statute service
// (a fresh one per run, so it starts with no watches). The command takes its answers as an argument
// here; whatever is missing would be asked for in quick picks and input boxes.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { CodeTreeNode } from '../../src/core/tree/codeTree';
import type { CodeTreeFeature } from '../../src/tree/codeTreeFeature';
import type { WatchCodeResult, WatchesFeature } from '../../src/watches/watchesFeature';
import { setPlan, testDialect } from './helpers';

const EXTENSION_ID = 'statute-lookup.statute-lookup';

interface StatutesApi {
  codeTree?: CodeTreeFeature;
  watches?: WatchesFeature;
}

describe('watches', function () {
  this.timeout(60_000);
  let watches: WatchesFeature;
  let codeTree: CodeTreeFeature;
  let firstWebhookId: string | undefined;

  before(async () => {
    const extension = vscode.extensions.getExtension<StatutesApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed in this VS Code`);
    const api = await extension.activate();
    assert.ok(api?.watches && api.codeTree, 'activate() must return { codeTree, watches } (see src/watches/watchesFeature.ts)');
    watches = api.watches;
    codeTree = api.codeTree;
    await configureService();
    // Webhook watches need the Business plan on the live service (the interface has no plans).
    if (testDialect() === 'live') await setPlan('business');
    await vscode.commands.executeCommand('statutes.refreshWatches');
  });

  it('creates a webhook watch on the U.S. Code (https) and lists it', async () => {
    const result = await watchCode({ corpusType: 'USC', channel: 'webhook', webhookUrl: 'https://hooks.example.com/statutes?token=s3cret', webhookSecret: 'shh' });
    assert.equal(result.status, 'created', JSON.stringify(result));
    assert.ok(result.status === 'created');
    assert.equal(result.watch.channel, 'webhook');
    firstWebhookId = result.watch.id;
    const row = await rowFor(watches, result.watch.id);
    assert.equal(row.label, 'United States Code');
    assert.match(String(row.description), /^webhook · since \d{4}-\d{2}-\d{2} · last notified never$/);
    assert.match(String(row.tooltip), /Webhook: https:\/\/hooks\.example\.com\/statutes…/);
    assert.doesNotMatch(String(row.tooltip), /s3cret/);
  });

  it('creates an email watch on the D.C. Code from its row in the Codes view', async () => {
    const roots = await codeTree.provider.getChildren();
    const dcJurisdiction = roots.find((r) => r.type === 'jurisdiction' && r.code === 'dc');
    assert.ok(dcJurisdiction, 'no District of Columbia in the tree');
    const [dcCode] = (await codeTree.provider.getChildren(dcJurisdiction)) as CodeTreeNode[];
    assert.ok(dcCode?.type === 'code');
    assert.equal(codeTree.provider.getTreeItem(dcCode).contextValue, 'code', 'the row offers Watch This Code…');
    // The context menu passes the row; the answers a person would type are added here.
    const result = await watchCode({ ...dcCode, channel: 'email', emailAddress: 'clerk@firm.example' });
    assert.ok(result.status === 'created', JSON.stringify(result));
    // The live service answers with its lowercase board token (`state`).
    assert.equal(result.watch.corpusType.toUpperCase(), 'STATE');
    assert.equal(result.watch.state, 'dc');
    const row = await rowFor(watches, result.watch.id);
    assert.equal(row.label, 'Code of the District of Columbia');
    assert.match(String(row.description), /^email · /);
  });

  it('explains a duplicate (409) and points at the existing watch', async () => {
    const result = await watchCode({ corpusType: 'USC', channel: 'webhook', webhookUrl: 'https://other.example.com/hook' });
    assert.equal(result.status, 'duplicate', JSON.stringify(result));
    assert.ok(result.status === 'duplicate');
    assert.match(result.message, /already watch the United States Code by webhook/);
    assert.equal(result.existing?.id, firstWebhookId);
  });

  it('rejects a plain-http webhook address before calling the service', async () => {
    const before = (await watches.provider.rows()).length;
    const result = await watchCode({ corpusType: 'CFR', channel: 'webhook', webhookUrl: 'http://hooks.example.com/statutes' });
    assert.equal(result.status, 'invalid', JSON.stringify(result));
    assert.ok(result.status === 'invalid');
    assert.match(result.message, /https/);
    const bad = await watchCode({ corpusType: 'CFR', channel: 'email', emailAddress: 'clerk at firm' });
    assert.equal(bad.status, 'invalid');
    await vscode.commands.executeCommand('statutes.refreshWatches');
    assert.equal((await watches.provider.rows()).length, before, 'nothing was created');
  });

  it('accepts http on loopback (a local test receiver) for both channels', async () => {
    const result = await watchCode({ corpusType: 'CFR', channel: 'both', webhookUrl: 'http://127.0.0.1:9/hook', emailAddress: 'clerk@firm.example' });
    assert.ok(result.status === 'created', JSON.stringify(result));
    assert.equal(result.watch.channel, 'both');
  });

  it('puts a 422 from the service in plain words', async () => {
    const result = await watchCode({ corpusType: 'XYZ', channel: 'email', emailAddress: 'clerk@firm.example' });
    assert.equal(result.status, 'rejected', JSON.stringify(result));
    assert.ok(result.status === 'rejected');
    assert.match(result.message, /^The service did not accept the watch — the code: /);
  });

  it('shows a rejected key as an error row with "Set API Key…" (401)', async () => {
    try {
      await vscode.commands.executeCommand('statutes.setApiKey', 'not-a-valid-key');
      const rows = await watches.provider.getChildren();
      assert.equal(rows.length, 1);
      const item = watches.provider.getTreeItem(rows[0]!);
      assert.equal(item.label, 'The statute service rejected the API key.');
      assert.equal(item.command?.command, 'statutes.setApiKey');
      const [action] = await watches.provider.getChildren(rows[0]);
      assert.equal(action && watches.provider.getTreeItem(action).label, 'Set API Key…');
    } finally {
      await configureService();
    }
    const rows = await watches.provider.getChildren();
    assert.equal(rows.length, 3, 'the list is back once the key is good again');
  });
});

// ---- helpers -----------------------------------------------------------------------------------

async function configureService(): Promise<void> {
  const url = process.env.STATUTES_TEST_SERVICE_URL;
  const key = process.env.STATUTES_TEST_API_KEY;
  assert.ok(url && key, 'STATUTES_TEST_SERVICE_URL and STATUTES_TEST_API_KEY must be set (run through npm run test:integration)');
  const config = vscode.workspace.getConfiguration('statutes');
  if (config.get<string>('serviceUrl') !== url) await config.update('serviceUrl', url, vscode.ConfigurationTarget.Global);
  await vscode.commands.executeCommand('statutes.setApiKey', key);
}

function watchCode(args: object): Thenable<WatchCodeResult> {
  return vscode.commands.executeCommand<WatchCodeResult>('statutes.watchCode', args);
}

/** The Watches view's item for a watch, as VS Code would render it (after a refresh). */
async function rowFor(watches: WatchesFeature, watchId: string): Promise<vscode.TreeItem> {
  await vscode.commands.executeCommand('statutes.refreshWatches');
  const rows = await watches.provider.getChildren();
  const row = rows.find((r) => r.type === 'watch' && r.watch.id === watchId);
  assert.ok(row, `watch ${watchId} is not listed; rows: ${rows.map((r) => r.id).join(', ')}`);
  return watches.provider.getTreeItem(row);
}
