// The full-text reader and version documents inside a real VS Code against the local statute service.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ReaderPanel } from '../../src/reader/readerPanels';
import { admin, answerInputBoxes, answerMessages, extensionApi, ledger, openDocument, resetAll, waitFor } from './helpers';

/** The dialect of the suite's service (the harness runs the suite once per dialect). */
const DIALECT = process.env.STATUTES_TEST_DIALECT === 'live' ? 'live' : 'interface';

async function shown(panel: ReaderPanel | undefined, predicate: (p: ReaderPanel) => boolean = (p) => p.shown !== undefined): Promise<ReaderPanel> {
  assert.ok(panel, 'no reader panel');
  assert.ok(await waitFor(() => predicate(panel), 15_000), 'the reader did not show the section');
  return panel;
}

describe('reader', function () {
  this.timeout(60_000);

  beforeEach(async () => {
    await resetAll();
  });

  afterEach(async () => {
    await admin('DELETE', '/__admin/faults');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens a section from a citation with heading, breadcrumb, status and sanitized service HTML', async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 107', pinpoint: '(3)' }));
    const view = panel.shown!;
    assert.equal(view.citation, '17 U.S.C. § 107');
    assert.equal(view.heading, 'Limitations on exclusive rights: Fair use');
    assert.ok(view.breadcrumb.some((b) => b.startsWith('Title 17')));
    assert.equal(view.statusKind, 'ok');
    assert.match(view.plain, /fair use/i);
    assert.ok(view.available);
    assert.equal(panel.panel.title, '17 U.S.C. § 107');
  });

  it('one reader: opening the section it shows again re-focuses it and costs nothing', async () => {
    const first = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '35 U.S.C. § 101' }));
    const spent = (await ledger()).creditsConsumed;
    const again = await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { actId: first.state.actId });
    assert.equal(again, first);
    assert.equal((await ledger()).creditsConsumed, spent);
  });

  it('as of a past date shows the older text and says how it was obtained', async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 115' }));
    const current = panel.shown!.plain.length;
    await panel.update({ asOf: '2014-01-01' });
    await shown(panel, (p) => p.shown?.asOf?.requested === '2014-01-01');
    const past = panel.shown!;
    assert.equal(past.asOf?.existed, true);
    assert.ok(past.asOf?.source);
    assert.ok(past.plain.length < current, `as of 2014 (${past.plain.length}) is not shorter than today (${current})`);
    assert.match(panel.panel.title, /as of 2014-01-01/);
  });

  it('a date before the section existed says so plainly', async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 1504', asOf: '2015-06-01' }));
    assert.equal(panel.shown!.asOf?.existed, false);
    assert.equal(panel.shown!.available, false);
  });

  it('previous / next walk the neighbours within the chapter', async () => {
    const api = await extensionApi();
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 107' }));
    await (panel as unknown as { navigate(d: 'previous' | 'next'): Promise<void> }).navigate('next');
    const next = api.readers.panelFor('USC_T17_C1_S108');
    await shown(next);
    assert.equal(next!.shown!.citation, '17 U.S.C. § 108');
    assert.equal((await ledger()).calls.related, 1);
  });

  it('reader navigation: Previous/Next and links open in place in the one reader, with Back and Forward', async () => {
    // Reader tabs are titled by their citation; the brief's tab is a text editor.
    const readerTabs = (): vscode.Tab[] => vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => !(t.input instanceof vscode.TabInputText) && /U\.S\.C\./.test(t.label));
    await openDocument('reader-navigation.md', 'See 17 U.S.C. § 107.\n');
    const groups = vscode.window.tabGroups.all.length;
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 107' }));
    await waitFor(() => panel.panel.viewColumn !== undefined, 5000);
    const column = panel.panel.viewColumn;
    assert.ok(column !== undefined, 'the reader has no column');
    const navigate = (direction: 'previous' | 'next'): Promise<void> => (panel as unknown as { navigate(d: 'previous' | 'next'): Promise<void> }).navigate(direction);
    await navigate('next');
    await shown(panel, (p) => p.shown?.citation === '17 U.S.C. § 108');
    await navigate('next');
    await shown(panel, (p) => p.shown?.citation === '17 U.S.C. § 109');
    await waitFor(() => readerTabs().length > 0, 5000);
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => `${t.label} [${t.input?.constructor?.name ?? typeof t.input}${t.input instanceof vscode.TabInputWebview ? ` ${t.input.viewType}` : ''}]`));
    assert.equal(readerTabs().length, 1, `Next opened a second reader: ${tabs.join(', ')}`);
    assert.ok(vscode.window.tabGroups.all.length <= groups + 1, 'the reader took more than one new column');
    assert.equal(panel.panel.viewColumn, column);
    assert.ok(panel.shown!.canBack);
    assert.equal(await panel.history('back'), true);
    await shown(panel, (p) => p.shown?.citation === '17 U.S.C. § 108');
    assert.ok(panel.shown!.canForward);
    await panel.history('back');
    await shown(panel, (p) => p.shown?.citation === '17 U.S.C. § 107' && !p.shown.canBack);
    await panel.history('forward');
    await shown(panel, (p) => p.shown?.citation === '17 U.S.C. § 108');
    // A hover's "Open full text" link goes to the same reader, and drops what was forward of it.
    const linked = await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '1 U.S.C. § 1' });
    assert.equal(linked, panel);
    await shown(panel, (p) => p.shown?.citation === '1 U.S.C. § 1' && !p.shown.canForward && p.shown.canBack);
    assert.equal(readerTabs().length, 1, 'a link opened a second reader');
    assert.equal(panel.panel.viewColumn, column);
    assert.equal((await ledger()).calls.related, 2, 'the neighbours of §§ 107 and 108 were not asked once each');
  });

  it('in a past view the status is that of the date, and the edition is named in words', async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 115', asOf: DIALECT === 'live' ? '2013-12-31' : '2014-01-01' }));
    const { statusAsOf, editionName } = await import('../../src/core/lookup/asOfNotice');
    const asOf = panel.shown!.asOf!;
    assert.equal(panel.shown!.code, 'U.S.C.');
    assert.equal(statusAsOf(asOf, panel.shown!.code).text, `In the code as of ${asOf.requested} · U.S. Code, 2013 release`);
    assert.equal(editionName(asOf, 'U.S.C.'), 'U.S. Code, 2013 release');
  });

  it('redline: Compare Versions starts from the citation under the cursor and shows word-level changes to § 115, 2014 → 2025, quickly', async () => {
    const editor = await openDocument('reader-redline.md', 'The mechanical license, 17 U.S.C. § 115, was rewritten in 2018.\n');
    editor.selection = new vscode.Selection(0, 30, 0, 30);
    const earlier = DIALECT === 'live' ? '2013-12-31' : '2014-01-01';
    const dates = answerInputBoxes([earlier, '2025-12-31']);
    const started = Date.now();
    try {
      await vscode.commands.executeCommand('statutes.compareVersions');
    } finally {
      dates.restore();
    }
    assert.equal(dates.prompts.length, 2, `asked: ${dates.prompts.join(' | ')}`);
    const api = await extensionApi();
    const panel = await shown(api.readers.current, (p) => p.shown?.redline !== undefined);
    const ms = Date.now() - started;
    const redline = panel.shown!.redline!;
    assert.equal(panel.shown!.citation, '17 U.S.C. § 115');
    assert.equal(redline.from.date, earlier);
    assert.equal(redline.to.date, '2025-12-31');
    const inserted = redline.parts.filter((p) => p.kind === 'inserted').map((p) => p.text).join(' ');
    const deleted = redline.parts.filter((p) => p.kind === 'deleted').map((p) => p.text).join(' ');
    assert.match(inserted, /blanket license/, 'the 2018 blanket license is not marked as inserted');
    assert.ok(redline.deletedWords > 0 && deleted.length > 0, 'nothing marked as deleted');
    // Sentences kept with words changed inside them: more than a handful of runs, and most of the text the same.
    assert.ok(redline.parts.length > 20, `only ${redline.parts.length} runs`);
    assert.ok(ms < 5000, `the redline took ${ms} ms`);
    assert.match(panel.panel.title, new RegExp(`redline ${earlier} → 2025-12-31`));
  });

  it('inserts the citation into the last active editor', async () => {
    const editor = await openDocument('reader-insert.md', 'Cited: \n');
    editor.selection = new vscode.Selection(0, 7, 0, 7);
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '1 U.S.C. § 1' }));
    await (panel as unknown as { insertIntoEditor(): Promise<void> }).insertIntoEditor();
    assert.match(editor.document.getText(), /Cited: 1 U\.S\.C\. § 1/);
  });

  it(`as of a date: the source, the edition year and the coverage note (${DIALECT})`, async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '17 U.S.C. § 107', asOf: '2021-06-01' }));
    const asOf = panel.shown!.asOf!;
    assert.equal(asOf.source, 'published');
    if (DIALECT === 'live') {
      assert.equal(asOf.resolvedEditionYear, 2021);
      assert.match(asOf.coverage ?? '', /2021 edition/);
    } else assert.ok(asOf.resolvedEdition, 'no edition named');
    const dc = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: 'D.C. Code § 47-2002', asOf: '2025-06-01' }));
    const dcAsOf = dc.shown!.asOf!;
    if (DIALECT === 'live') {
      // The current text, with no change seen since that date: shown, and never as "no edition on file".
      assert.equal(dcAsOf.source, 'live');
      assert.ok(dc.shown!.available);
      assert.match(dcAsOf.coverage ?? '', /observed since/);
    } else assert.ok(dcAsOf.source);
  });

  it(`the status in the reader flags a goodLawStatus other than good_law (${DIALECT})`, async () => {
    const panel = await shown(await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { citation: '35 U.S.C. § 104' }));
    assert.equal(panel.shown!.statusKind, 'warning');
    assert.equal(panel.shown!.status, DIALECT === 'live' ? 'Repealed · Good-law check: Not good law' : 'Repealed');
  });

  it('a service failure shows in the panel with a retry, not as a crash', async () => {
    await admin('POST', '/__admin/faults', { fault: '500', count: 1, pathPrefix: '/api/v1/us/statutes/section/' });
    const api = await extensionApi();
    const panel = await vscode.commands.executeCommand<ReaderPanel>('statutes.openSection', { actId: 'USC_T1_C1_S1', citation: '1 U.S.C. § 1' });
    assert.ok(panel);
    assert.ok(await waitFor(() => panel.shown !== undefined, 15_000) === false || panel.shown !== undefined);
    assert.ok(api.readers.panelFor('USC_T1_C1_S1'));
  });
});

describe('versions as documents', function () {
  this.timeout(60_000);

  beforeEach(async () => {
    await resetAll();
  });

  it('statute: documents give the plain text as of a date, and differ between 2014 and 2025', async () => {
    const { statuteUri } = await import('../../src/reader/statuteDocuments');
    // Opened directly (not through Compare), each document asks before paying.
    const asked = answerMessages((_message, buttons) => buttons.find((b) => b === 'Load'));
    let older: vscode.TextDocument;
    let newer: vscode.TextDocument;
    try {
      older = await vscode.workspace.openTextDocument(statuteUri('USC_T17_C1_S115', '17 U.S.C. § 115', '2014-01-01'));
      newer = await vscode.workspace.openTextDocument(statuteUri('USC_T17_C1_S115', '17 U.S.C. § 115', '2025-12-31'));
    } finally {
      asked.restore();
    }
    assert.equal(asked.messages.length, 2);
    assert.match(older.getText(), /^17 U\.S\.C\. § 115/);
    assert.ok(newer.getText().length > older.getText().length);
    assert.notEqual(older.getText(), newer.getText());
    await vscode.commands.executeCommand('vscode.diff', older.uri, newer.uri, '17 U.S.C. § 115: 2014 ↔ 2025');
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab?.input instanceof vscode.TabInputTextDiff, 'no diff editor opened');
    assert.equal(tab.label, '17 U.S.C. § 115: 2014 ↔ 2025');
  });
});
