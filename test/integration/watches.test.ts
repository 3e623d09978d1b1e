// Statutes › Watches and "Watch This Code…" inside a real VS Code, against the local statute service in
// either dialect (STATUTES_TEST_DIALECT, else what the service says it speaks). Each run starts from no
// watches and a Business key; the plan and cap tests switch the key to Pro. The command takes its
// answers as an argument here, so it shows them for confirmation first (answered by the test);
// whatever is missing would be asked for in quick picks and input boxes.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StatutesApi } from '../../src/api';
import type { CodeTreeNode } from '../../src/core/tree/codeTree';
import type { CodeTreeFeature } from '../../src/tree/codeTreeFeature';
import type { WatchCodeResult, WatchesFeature } from '../../src/watches/watchesFeature';
import { admin, answerMessages, apiKey, configureService, ledger, waitFor , testDialect } from './helpers';

const EXTENSION_ID = 'statute-lookup.statute-lookup';
const SECRET = 'a-signing-secret-of-32-characters';

describe('watches', function () {
  this.timeout(60_000);
  let watches: WatchesFeature;
  let codeTree: CodeTreeFeature;
  let firstWebhookId: string | undefined;
  let live: boolean;

  before(async () => {
    const extension = vscode.extensions.getExtension<StatutesApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed in this VS Code`);
    const api = await extension.activate();
    assert.ok(api?.watches && api.codeTree, 'activate() must return { codeTree, watches } (see src/watches/watchesFeature.ts)');
    watches = api.watches;
    codeTree = api.codeTree;
    live = testDialect() === 'live';
    // No watches, and a plan with webhooks (live: Business).
    await admin('POST', '/__admin/reset', { keys: `${apiKey()}:100000:business` });
    await configureService();
    await vscode.commands.executeCommand('statutes.refreshWatches');
  });

  it('creates a webhook watch on the U.S. Code (https) once confirmed, and lists it', async () => {
    const { result, messages } = await confirmed({ corpusType: 'USC', channel: 'webhook', webhookUrl: 'https://hooks.example.com/statutes?token=s3cret', webhookSecret: SECRET });
    assert.equal(result.status, 'created', JSON.stringify(result));
    assert.ok(result.status === 'created');
    assert.equal(result.watch.channel, 'webhook');
    assert.match(messages[0]!, /^Statute Lookup: create a watch on the United States Code\? Notifications will go by webhook to https:\/\/hooks\.example\.com\/statutes…\./);
    assert.doesNotMatch(messages.join('\n'), /s3cret|a-signing-secret/);
    firstWebhookId = result.watch.id;
    const row = await rowFor(watches, result.watch.id);
    assert.equal(row.label, 'United States Code');
    assert.match(String(row.description), /^webhook · since \d{4}-\d{2}-\d{2} · last notified never$/);
    assert.match(String(row.tooltip), /Webhook: https:\/\/hooks\.example\.com\/statutes…/);
    assert.doesNotMatch(String(row.tooltip), /s3cret/);
  });

  it('item 12: a watch from command arguments is created only when confirmed', async () => {
    const before = (await ledger()).calls.createWatch ?? 0;
    const prompt = answerMessages(() => undefined);
    let result: WatchCodeResult;
    try {
      result = await watchCode({ corpusType: 'CFR', channel: 'email', emailAddress: 'attacker@evil.example' });
    } finally {
      prompt.restore();
    }
    assert.equal(result.status, 'cancelled');
    assert.match(prompt.messages[0] ?? '', /create a watch on the Code of Federal Regulations\? Notifications will go by e-mail to attacker@evil\.example\.\nThis watch was requested by a command or link/);
    assert.equal((await ledger()).calls.createWatch ?? 0, before, 'nothing was sent');
  });

  it('item 12: a webhook needs a signing secret of 16 characters or more, checked before calling the service', async () => {
    const before = (await ledger()).calls.createWatch ?? 0;
    for (const webhookSecret of [undefined, 'shh', 'fifteen-chars-x']) {
      const result = await watchCode({ corpusType: 'CFR', channel: 'webhook', webhookUrl: 'https://hooks.example.com/cfr', webhookSecret });
      assert.equal(result.status, 'invalid', JSON.stringify(result));
      assert.ok(result.status === 'invalid');
      assert.match(result.message, /at least 16 characters/);
    }
    assert.equal((await ledger()).calls.createWatch ?? 0, before, 'nothing was sent');
  });

  it('creates an email watch on the D.C. Code from its row in the Codes view', async () => {
    const roots = await codeTree.provider.getChildren();
    const dcJurisdiction = roots.find((r) => r.type === 'jurisdiction' && r.code === 'dc');
    assert.ok(dcJurisdiction, 'no District of Columbia in the tree');
    const [dcCode] = (await codeTree.provider.getChildren(dcJurisdiction)) as CodeTreeNode[];
    assert.ok(dcCode?.type === 'code');
    assert.equal(codeTree.provider.getTreeItem(dcCode).contextValue, 'code', 'the row offers Watch This Code…');
    // The context menu passes the row; the answers a person would type are added here.
    const { result } = await confirmed({ ...dcCode, channel: 'email', emailAddress: 'clerk@firm.example' });
    assert.ok(result.status === 'created', JSON.stringify(result));
    assert.equal(result.watch.corpusType.toUpperCase(), 'STATE');
    assert.equal(result.watch.state, 'dc');
    const row = await rowFor(watches, result.watch.id);
    // The interface catalog names the code; the live one (from coverage) only describes the corpus.
    assert.equal(row.label, live ? 'District of Columbia Code' : 'Code of the District of Columbia');
    assert.match(String(row.description), /^email · /);
  });

  it('explains a duplicate (409) and points at the existing watch', async () => {
    const { result } = await confirmed({ corpusType: 'USC', channel: 'webhook', webhookUrl: 'https://other.example.com/hook', webhookSecret: SECRET });
    assert.equal(result.status, 'duplicate', JSON.stringify(result));
    assert.ok(result.status === 'duplicate');
    assert.match(result.message, /already watch the United States Code by webhook/);
    assert.equal(result.existing?.id, firstWebhookId);
  });

  it('rejects a plain-http webhook address before calling the service', async () => {
    const before = (await watches.provider.rows()).length;
    const result = await watchCode({ corpusType: 'CFR', channel: 'webhook', webhookUrl: 'http://hooks.example.com/statutes', webhookSecret: SECRET });
    assert.equal(result.status, 'invalid', JSON.stringify(result));
    assert.ok(result.status === 'invalid');
    assert.match(result.message, /https/);
    const bad = await watchCode({ corpusType: 'CFR', channel: 'email', emailAddress: 'clerk at firm' });
    assert.equal(bad.status, 'invalid');
    await vscode.commands.executeCommand('statutes.refreshWatches');
    assert.equal((await watches.provider.rows()).length, before, 'nothing was created');
  });

  it("item 12: warns that a loopback webhook means the service's own machine before creating it (both channels)", async () => {
    const { result, messages } = await confirmed({ corpusType: 'CFR', channel: 'both', webhookUrl: 'http://127.0.0.1:9/hook', webhookSecret: SECRET, emailAddress: 'clerk@firm.example' });
    assert.ok(result.status === 'created', JSON.stringify(result));
    assert.equal(result.watch.channel, 'both');
    assert.match(messages[0]!, /127\.0\.0\.1:9 is a loopback address: to the service it means the service's own machine, not this one/);
  });

  it('puts a refusal of an unknown code in plain words (interface: 422; live: no such board, 404)', async () => {
    const { result } = await confirmed({ corpusType: 'XYZ', channel: 'email', emailAddress: 'clerk@firm.example' });
    assert.equal(result.status, 'rejected', JSON.stringify(result));
    assert.ok(result.status === 'rejected');
    if (live) assert.equal(result.message, 'The service has no board for the XYZ, so it cannot be watched.');
    else assert.match(result.message, /^The service did not accept the watch — the code: /);
  });

  it('shows a rejected key as an error row with "Set API Key…" (401)', async () => {
    const count = (await watches.provider.rows()).length;
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
    assert.ok(await waitFor(async () => (await watches.provider.getChildren()).length === count), 'the list is back once the key is good again');
  });

  describe('plans (live: webhooks need Business, at most 3 watches on Pro)', () => {
    before(async () => {
      const { creditsRemaining } = await ledger();
      await admin('POST', '/__admin/credits', { key: apiKey(), credits: creditsRemaining, plan: 'pro' });
    });
    after(async () => {
      const { creditsRemaining } = await ledger();
      await admin('POST', '/__admin/credits', { key: apiKey(), credits: creditsRemaining, plan: 'business' });
    });

    it('explains a webhook outside the plan (403) and offers an e-mail watch instead', async () => {
      const { result, messages } = await confirmed({ corpusType: 'STATE', state: 'dc', channel: 'webhook', webhookUrl: 'https://hooks.example.com/dc', webhookSecret: SECRET });
      if (!live) {
        // The interface document has no plans: the webhook is created.
        assert.equal(result.status, 'created', JSON.stringify(result));
        return;
      }
      assert.equal(result.status, 'plan', JSON.stringify(result));
      assert.ok(result.status === 'plan');
      assert.match(result.message, /^Watches by webhook need the service's Business plan, which this API key does not have\. An e-mail watch works on every plan/);
      assert.ok(messages.some((m) => m.includes(result.message)), messages.join('\n'));
    });

    it("explains the watch cap (429): the plan's cap, and to delete a watch first", async () => {
      const have = (await watches.provider.rows()).length;
      const { result } = await confirmed({ corpusType: 'CFR', channel: 'email', emailAddress: 'records@firm.example' });
      if (!live) {
        // No cap in the interface document.
        assert.equal(result.status, 'created', JSON.stringify(result));
        return;
      }
      assert.ok(have >= 3, `the account already holds ${have} watches`);
      assert.equal(result.status, 'cap', JSON.stringify(result));
      assert.ok(result.status === 'cap');
      assert.equal(result.count, have);
      assert.match(result.message, new RegExp(`^You have ${have} watches, .*cap.*so no watch on the Code of Federal Regulations was added\\. Delete a watch you no longer need, then try again\\.$`));
    });
  });
});

// ---- helpers -----------------------------------------------------------------------------------

function watchCode(args: object): Thenable<WatchCodeResult> {
  return vscode.commands.executeCommand<WatchCodeResult>('statutes.watchCode', args);
}

/** Runs the command and clicks "Create Watch" in its confirmation; returns what every message said. */
async function confirmed(args: object): Promise<{ result: WatchCodeResult; messages: string[] }> {
  const prompt = answerMessages((_message, buttons) => buttons.find((b) => b === 'Create Watch'));
  try {
    const result = await watchCode(args);
    return { result, messages: prompt.messages };
  } finally {
    prompt.restore();
  }
}

/** The Watches view's item for a watch, as VS Code would render it (after a refresh). */
async function rowFor(watches: WatchesFeature, watchId: string): Promise<vscode.TreeItem> {
  await vscode.commands.executeCommand('statutes.refreshWatches');
  const rows = await watches.provider.getChildren();
  const row = rows.find((r) => r.type === 'watch' && r.watch.id === watchId);
  assert.ok(row, `watch ${watchId} is not listed; rows: ${rows.map((r) => r.id).join(', ')}`);
  return watches.provider.getTreeItem(row);
}
