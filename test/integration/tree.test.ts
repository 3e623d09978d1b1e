// The Statutes › Codes view inside a real VS Code, against the local statute service in either dialect
// (STATUTES_TEST_DIALECT, else what the service says it speaks). On the live dialect each page of
// divisions costs a credit: the rows say so before they are opened, the service's ledger and the
// status bar count it, and "Reveal in tree" asks before a walk goes past a few credits.
// The tree is reached through the extension's exported API (`activate()` returns `{ codeTree, watches }`)
// and through its commands, as the hover and the menus use them.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StatutesApi } from '../../src/api';
import type { SectionNode } from '../../src/core/tree/codeTree';
import type { CodeTreeRow } from '../../src/tree/codeTreeProvider';
import type { CodeTreeFeature } from '../../src/tree/codeTreeFeature';
import { answerMessages, ledger, waitFor , testDialect } from './helpers';

const EXTENSION_ID = 'statute-lookup.statute-lookup';

describe('statutes tree', function () {
  this.timeout(120_000);
  let tree: CodeTreeFeature;
  let api: StatutesApi;
  let live: boolean;

  before(async () => {
    const extension = vscode.extensions.getExtension<StatutesApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed in this VS Code`);
    api = await extension.activate();
    assert.ok(api?.codeTree, 'activate() must return { codeTree, watches } (see src/tree/codeTreeFeature.ts)');
    tree = api.codeTree;
    live = testDialect() === 'live';
    await configureService();
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
  });

  afterEach(async () => {
    tree.model.pageSize = undefined;
  });

  it('drills down from the laws catalog to 17 U.S.C. § 107 through divisions, saying first what each level costs', async () => {
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const spentBefore = (await ledger()).creditsConsumed;
    const sessionBefore = api.ledger.session;
    const federal = await child(tree, undefined, (item) => /federal/i.test(label(item)));
    const usc = await child(tree, federal, (item) => label(item) === 'United States Code');
    const uscItem = tree.provider.getTreeItem(usc);
    if (live) {
      // Said before anything is spent: in the row and in its tooltip.
      assert.match(String(uscItem.description), /^[\d,]+ §§ · 1 credit to open$/);
      assert.match(String(uscItem.tooltip), /Opening it costs 1 credit/);
      assert.equal((await ledger()).creditsConsumed, spentBefore, 'nothing is charged before a level is opened');
    } else {
      assert.match(String(uscItem.description), /^[\d,]+ §§$/);
      assert.doesNotMatch(String(uscItem.tooltip), /credit/);
    }
    const title = await child(tree, usc, (item) => /^Title 17 — \S/.test(label(item)));
    // Opened once, the row says no more about a price.
    assert.match(String(tree.provider.getTreeItem(usc).description), /^[\d,]+ §§$/);
    assert.equal(/credit/.test(String(tree.provider.getTreeItem(title).description)), live);
    const chapter = await child(tree, title, (item) => /^Chapter 1 — \S/.test(label(item)));
    const section = await child(tree, chapter, (item) => label(item) === '§ 107');
    // Three levels opened: the U.S. Code's titles, Title 17's chapters, Chapter 1's sections.
    const charged = (await ledger()).creditsConsumed - spentBefore;
    assert.equal(charged, live ? 3 : 0, `the drill-down cost ${charged} credits`);
    assert.ok(await until(() => api.ledger.session - sessionBefore === charged), `the credit display counted ${api.ledger.session - sessionBefore}, the service ${charged}`);
    assert.match(api.statusBar.text, new RegExp(`\\b${api.ledger.session} credits?$`));
    const item = tree.provider.getTreeItem(section);
    assert.ok(typeof item.description === 'string' && item.description.length > 3, 'the heading is shown beside the number');
    // A click shows what is known, free; reading is the row's own action, named with its price.
    assert.match(item.contextValue ?? '', /^section\.cited read(\d+)?$/);
    assert.equal(item.command?.command, 'statutes.showTreeSection');
    assert.equal((item.command?.arguments?.[0] as { actId?: string }).actId, 'USC_T17_C1_S107');

    // getParent leads back up the same way (what TreeView.reveal relies on).
    const chain: string[] = [];
    for (let node: CodeTreeRow | undefined = section; node; node = tree.provider.getParent(node)) chain.push(node.id);
    assert.deepEqual(chain, [section.id, chapter.id, title.id, usc.id, federal.id]);
    // Ids are stable across a refresh: derived from corpus and identifiers, not positions.
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const again = await child(tree, await path(tree, federal, usc, title, chapter), (i) => label(i) === '§ 107');
    assert.equal(tree.provider.getTreeItem(again).id, item.id);
  });

  it('reveals and selects a section by act id, walking the divisions', async () => {
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const spentBefore = (await ledger()).creditsConsumed;
    const prompts = answerMessages(() => undefined);
    let node: SectionNode | undefined;
    try {
      node = await vscode.commands.executeCommand<SectionNode | undefined>('statutes.revealInTree', { actId: 'USC_T17_C1_S107' });
    } finally {
      prompts.restore();
    }
    assert.ok(node, 'statutes.revealInTree found nothing');
    assert.equal(node.actId, 'USC_T17_C1_S107');
    assert.deepEqual(prompts.messages, [], 'a walk of a few credits is not asked about');
    assert.equal((await ledger()).creditsConsumed - spentBefore, live ? 3 : 0);
    await selected(tree, node.id);

    // A D.C. section under a subchapter the id does not name, and a C.F.R. section under chapter and subchapter.
    const dc = await vscode.commands.executeCommand<SectionNode | undefined>('statutes.revealInTree', { actId: 'STATE_DC_T47_C20_S47-2002' });
    assert.equal(dc?.citation, 'D.C. Code § 47-2002');
    await selected(tree, dc.id);
    const cfr = await vscode.commands.executeCommand<SectionNode | undefined>('statutes.revealInTree', 'CFR_T1_P1_S1_1');
    assert.equal(cfr?.citation, '1 C.F.R. § 1.1');
    await selected(tree, cfr.id);

    // Not there: no exception, nothing selected anew (a message offers to open it instead).
    const missing = await vscode.commands.executeCommand<SectionNode | undefined>('statutes.revealInTree', { actId: 'USC_T17_C1_S9999' });
    assert.equal(missing, undefined);
    assert.equal(tree.view.selection[0]?.id, cfr?.id);
  });

  it('asks before "Reveal in tree" walks past a few credits, saying how many more at most', async () => {
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const spentBefore = (await ledger()).creditsConsumed;
    // An id that names the title but not the chapter: the walk looks through Title 17's chapters in turn.
    const prompts = answerMessages(() => undefined);
    let node: SectionNode | undefined;
    try {
      node = await vscode.commands.executeCommand<SectionNode | undefined>('statutes.revealInTree', { actId: 'USC_T17_S1201' });
    } finally {
      prompts.restore();
    }
    assert.equal(node, undefined);
    const spent = (await ledger()).creditsConsumed - spentBefore;
    if (live) {
      assert.equal(prompts.messages.length, 1, prompts.messages.join('\n'));
      assert.match(prompts.messages[0]!, /^Finding USC_T17_S1201 in the Codes tree needs more levels than expected\. Continue\? It costs at most 20 credits more\.\nThe service charges 1 credit per page of divisions\. 5 credits spent so far/);
      assert.equal(spent, 5, 'declined: nothing is spent past the few credits');
    } else {
      assert.ok(prompts.messages.every((m) => !/Continue\?/.test(m)), 'a free walk is not asked about');
      assert.equal(spent, 0);
    }
  });

  it('shows "Load more" on a paged level and appends the next page', async function () {
    if (live) return this.skip(); // the live service pages at 200 and takes no page size: see the next test
    const chapterPath = [/federal/i, /^United States Code$/, /^Title 17 /, /^Chapter 1 /];
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const whole = (await tree.provider.getChildren(await findPath(tree, chapterPath))).map((r) => label(tree.provider.getTreeItem(r)));
    assert.ok(whole.length >= 5, `chapter 1 lists ${whole.length} sections`);

    tree.model.pageSize = 2;
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const chapter = await findPath(tree, chapterPath);
    let rows = await tree.provider.getChildren(chapter);
    assert.equal(rows.length, 3);
    const more = tree.provider.getTreeItem(rows[2]!);
    assert.equal(more.label, 'Load more…');
    assert.equal(more.description, '2 shown');
    assert.equal(more.command?.command, 'statutes.loadMoreDivisions');
    await vscode.commands.executeCommand(more.command.command, ...(more.command.arguments ?? []));
    rows = await tree.provider.getChildren(chapter);
    assert.deepEqual(rows.slice(0, 4).map((r) => label(tree.provider.getTreeItem(r))), whole.slice(0, 4), 'the second page follows the first');
    for (let pages = 0; rows.at(-1)?.type === 'more' && pages < 50; pages++) {
      const next = tree.provider.getTreeItem(rows.at(-1)!).command!;
      await vscode.commands.executeCommand(next.command, ...(next.arguments ?? []));
      rows = await tree.provider.getChildren(chapter);
    }
    assert.deepEqual(rows.map((r) => label(tree.provider.getTreeItem(r))), whole, 'paged through, the level is the same as unpaged');
    assert.equal(new Set(rows.map((r) => r.id)).size, rows.length);
  });

  it('pages a long level on live: 200 rows, then "Load more" that says it costs a credit', async function () {
    if (!live) return this.skip(); // paging on the interface service is the test above
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    // 14 C.F.R. Part 91 lists 250 sections.
    const chapter = await findPath(tree, [/federal/i, /Federal Regulations/, /^Title 14 /, /^Chapter I /, /^Part 91 /]);
    let rows = await tree.provider.getChildren(chapter);
    assert.equal(rows.length, 201);
    const more = tree.provider.getTreeItem(rows[200]!);
    assert.equal(more.label, 'Load more…');
    assert.equal(more.description, '200 shown · 1 credit to load');
    const spentBefore = (await ledger()).creditsConsumed;
    await vscode.commands.executeCommand(more.command!.command, ...(more.command!.arguments ?? []));
    rows = await tree.provider.getChildren(chapter);
    assert.equal(rows.length, 250);
    assert.ok(rows.every((r) => r.type === 'section'));
    assert.equal(new Set(rows.map((r) => r.id)).size, rows.length);
    assert.equal((await ledger()).creditsConsumed - spentBefore, 1);
  });

  it('filters by jurisdiction and clears the filter', async () => {
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    await vscode.commands.executeCommand('statutes.filterJurisdiction', 'dc');
    const roots = await tree.provider.getChildren();
    assert.deepEqual(roots.map((r) => label(tree.provider.getTreeItem(r))), ['District of Columbia']);
    assert.equal(tree.view.description, 'District of Columbia');
    await vscode.commands.executeCommand('statutes.clearJurisdictionFilter');
    assert.ok((await tree.provider.getChildren()).length >= 2);
    assert.equal(tree.view.description, undefined);
  });

  it('shows the rejected key as a row with "Set API Key…" instead of failing (401)', async () => {
    try {
      await vscode.commands.executeCommand('statutes.setApiKey', 'not-a-valid-key');
      const rows = await tree.provider.getChildren();
      assert.equal(rows.length, 1);
      const item = tree.provider.getTreeItem(rows[0]!);
      assert.equal(item.label, 'The statute service rejected the API key.');
      assert.equal(item.command?.command, 'statutes.setApiKey');
      // The remedy is also a row of its own, so it shows however narrow the sidebar is.
      const [action] = await tree.provider.getChildren(rows[0]);
      assert.ok(action);
      assert.equal(tree.provider.getTreeItem(action).label, 'Set API Key…');
      assert.equal(tree.provider.getTreeItem(action).command?.command, 'statutes.setApiKey');
      assert.equal(tree.provider.getParent(action)?.id, rows[0]!.id);
    } finally {
      await configureService();
    }
    // The new key reaches the extension through secret storage's change event, a moment later.
    let roots: CodeTreeRow[] = [];
    await waitFor(async () => {
      roots = await tree.provider.getChildren();
      return roots.length >= 2 && roots.every((r) => r.type === 'jurisdiction');
    });
    assert.ok(
      roots.length >= 2 && roots.every((r) => r.type === 'jurisdiction'),
      `the tree recovers once the key is good again; rows: ${roots.map((r) => label(tree.provider.getTreeItem(r))).join(' | ')}`,
    );
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

/**
 * The view reports its selection back asynchronously: wait for the selection event that names the
 * node (however loaded the machine is), not for a fixed time. Mocha's timeout bounds the wait.
 */
async function selected(tree: CodeTreeFeature, id: string): Promise<void> {
  if (tree.view.selection[0]?.id !== id) {
    let listener: vscode.Disposable | undefined;
    let guard: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      listener = tree.view.onDidChangeSelection((e) => {
        if (e.selection[0]?.id === id) resolve(true);
      });
      // It may have arrived between the check and the subscription.
      if (tree.view.selection[0]?.id === id) resolve(true);
      // Only a bound to fail with a message before mocha's timeout; success never waits for it.
      guard = setTimeout(() => resolve(false), 45_000);
    });
    const ok = await arrived;
    listener?.dispose();
    clearTimeout(guard);
    assert.ok(ok, `no selection event for ${id}; the view's selection is ${tree.view.selection.map((r) => r.id).join(', ') || 'empty'}`);
  }
  assert.equal(tree.view.selection[0]?.id, id, 'the revealed section is selected in the view');
}

/** Polls a condition the extension settles on its own schedule (an event already fired), up to 10 s. */
async function until(condition: () => boolean): Promise<boolean> {
  for (const deadline = Date.now() + 10_000; !condition() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
}

function label(item: vscode.TreeItem): string {
  return typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
}

async function child(tree: CodeTreeFeature, parent: CodeTreeRow | undefined, test: (item: vscode.TreeItem) => boolean): Promise<CodeTreeRow> {
  const rows = await tree.provider.getChildren(parent);
  const found = rows.find((row) => test(tree.provider.getTreeItem(row)));
  assert.ok(found, `no such row under ${parent ? label(tree.provider.getTreeItem(parent)) : 'the root'}; rows: ${rows.map((r) => label(tree.provider.getTreeItem(r))).join(' | ')}`);
  return found;
}

/** Loads each level along rows already seen (after a refresh) and returns the last. */
async function path(tree: CodeTreeFeature, ...nodes: CodeTreeRow[]): Promise<CodeTreeRow> {
  let parent: CodeTreeRow | undefined;
  for (const node of nodes) parent = await child(tree, parent, (item) => item.id === node.id);
  return parent!;
}

async function findPath(tree: CodeTreeFeature, labels: RegExp[]): Promise<CodeTreeRow> {
  let parent: CodeTreeRow | undefined;
  for (const pattern of labels) parent = await child(tree, parent, (item) => pattern.test(label(item)));
  return parent!;
}
