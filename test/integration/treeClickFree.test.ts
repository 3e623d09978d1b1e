// The Codes tree: a click on a section shows what is known, with no paid request (by the service's own
// ledger); reading is an explicit action that names its price, and pays exactly that.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SectionNode } from '../../src/core/tree/codeTree';
import type { CodeTreeRow } from '../../src/tree/codeTreeProvider';
import type { CodeTreeFeature } from '../../src/tree/codeTreeFeature';
import { answerMessages, ledger, onDialect, price, resetAll, waitFor } from './helpers';

function label(item: vscode.TreeItem): string {
  return typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
}

async function child(tree: CodeTreeFeature, parent: CodeTreeRow | undefined, test: (item: vscode.TreeItem) => boolean): Promise<CodeTreeRow> {
  const rows = await tree.provider.getChildren(parent);
  const found = rows.find((row) => test(tree.provider.getTreeItem(row)));
  assert.ok(found, `no such row; rows: ${rows.map((r) => label(tree.provider.getTreeItem(r))).join(' | ')}`);
  return found;
}

describe(onDialect('Tree click free'), function () {
  this.timeout(90_000);

  it(onDialect('a click on § 107 shows what is known for free; Read Full Text names its price and pays it'), async () => {
    const api = await resetAll();
    const tree = api.codeTree;
    await vscode.commands.executeCommand('statutes.refreshCodeTree');
    const federal = await child(tree, undefined, (i) => /federal/i.test(label(i)));
    const usc = await child(tree, federal, (i) => label(i) === 'United States Code');
    const title = await child(tree, usc, (i) => /^Title 17\b/.test(label(i)));
    const chapter = await child(tree, title, (i) => /^Chapter 1\b/.test(label(i)));
    const section = (await child(tree, chapter, (i) => label(i) === '§ 107')) as SectionNode;
    for (const row of [title, chapter]) {
      const item = tree.provider.getTreeItem(row);
      assert.ok(label(item).length <= 28, `"${label(item)}" is longer than a sidebar shows`);
      assert.match(String(item.tooltip), new RegExp(`^${label(item).replace(/…$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), 'the full name is in the tooltip');
    }
    assert.match(tree.view.message ?? '', /^Covers the U\.S\. Code \([\d,]+ sections\), the C\.F\.R\. \([\d,]+\) and the D\.C\. Code \([\d,]+\); no data for \d+ other jurisdictions\.$/);

    const readPrice = price('sectionBody') + price('section');
    assert.ok(await waitFor(() => tree.provider.getTreeItem(section).contextValue === `section.cited read${readPrice}`), `context value: ${tree.provider.getTreeItem(section).contextValue}`);
    const item = tree.provider.getTreeItem(section);
    assert.match(String(item.tooltip), new RegExp(`Click for what is known \\(free\\)\\. Read full text: ${readPrice} credits\\.`));

    const before = await ledger();
    const prompts = answerMessages(() => undefined);
    let shown: string | undefined;
    try {
      shown = await vscode.commands.executeCommand<string>(item.command!.command, ...(item.command!.arguments ?? []));
    } finally {
      prompts.restore();
    }
    assert.match(shown ?? '', /^17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\. United States Code › Title 17 › Chapter 1\. /);
    assert.equal((await ledger()).creditsConsumed, before.creditsConsumed, 'the click was charged');
    // (The views may load free lists meanwhile — the Watches list, and divisions where they are free —
    // so only the routes this dialect charges for are compared.)
    const routes = ['resolve', 'resolveBatch', 'section', 'sections', 'sectionBody', 'related', 'search', ...(price('divisions') > 0 ? ['divisions'] : [])];
    const paid = (calls: Record<string, number>): number[] => routes.map((op) => calls[op] ?? 0);
    assert.deepEqual(paid((await ledger()).calls), paid(before.calls), 'the click sent a paid request');

    // The explicit action: its menu title names the price, and that is what the service charges.
    const manifest = vscode.extensions.getExtension('statute-lookup.statute-lookup')!.packageJSON as { contributes: { commands: { command: string; title: string }[] } };
    const command = `statutes.readTreeSection${readPrice}`;
    assert.equal(manifest.contributes.commands.find((c) => c.command === command)?.title, `Read Full Text (${readPrice} credits)`);
    await vscode.commands.executeCommand(command, section);
    assert.ok(await waitFor(() => api.readers.panelFor('USC_T17_C1_S107')?.shown !== undefined, 15_000), 'the reader did not open');
    assert.equal((await ledger()).creditsConsumed - before.creditsConsumed, readPrice);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
