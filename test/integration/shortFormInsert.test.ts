// Insert Citation offers Id. or the short form where the Bluebook calls for one, recommended first,
// and inserts what was chosen; every form reads back as the chosen section.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { TypedQuickPick, answerInputBoxes, extensionApi, onDialect, openDocument, resetAll, waitFor } from './helpers';

type Item = vscode.QuickPickItem & { section?: { citation?: string } };
type FormItem = vscode.QuickPickItem & { form?: unknown };

/** Inserts `typed` with `pinpoint`, choosing the form at `choice` among those offered; returns what was offered. */
async function insert(typed: string, pinpoint: string, choice: (items: FormItem[]) => FormItem | undefined): Promise<{ offered: FormItem[]; title?: string; inserted?: string }> {
  const { pick, restore } = TypedQuickPick.install<Item>();
  const boxes = answerInputBoxes([pinpoint]);
  const window = vscode.window as unknown as { showQuickPick: (items: FormItem[], options?: vscode.QuickPickOptions) => Promise<FormItem | undefined> };
  const original = window.showQuickPick;
  let offered: FormItem[] = [];
  let title: string | undefined;
  window.showQuickPick = async (items, options) => {
    offered = await Promise.resolve(items);
    title = options?.title;
    return choice(offered);
  };
  try {
    const done = vscode.commands.executeCommand<string | undefined>('statutes.insertCitation');
    pick.type(typed);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.ok(await waitFor(() => !pick.busy && pick.items.some((i) => i.section), 15_000), `items: ${pick.items.map((i) => i.label).join(' | ')}`);
    pick.choose(pick.items.find((i) => i.section)!);
    const inserted = await done;
    return { offered, title, inserted };
  } finally {
    window.showQuickPick = original;
    restore();
    boxes.restore();
  }
}

describe(onDialect('Short form insert'), function () {
  this.timeout(60_000);

  it(onDialect('right after § 107, inserting § 107(4) offers Id. § 107(4) first, then § 107(4), then the full form'), async () => {
    await resetAll();
    const editor = await openDocument('short-form.md', 'Fair use is codified at 17 U.S.C. § 107. \n');
    editor.selection = new vscode.Selection(0, 42, 0, 42);
    const { offered, title, inserted } = await insert('17 USC 107', '(4)', (items) => items[0]);
    assert.deepEqual(offered.map((i) => [i.label, i.description]), [['Id. § 107(4)', 'recommended'], ['§ 107(4)', undefined], ['17 U.S.C. § 107(4)', undefined]], `inserted ${inserted} into ${JSON.stringify(editor.document.getText())}`);
    assert.equal(title, 'Insert 17 U.S.C. § 107(4) as…');
    assert.equal(inserted, '*Id.* § 107(4)');
    assert.equal(editor.document.lineAt(0).text, 'Fair use is codified at 17 U.S.C. § 107. *Id.* § 107(4)');
    const api = await extensionApi();
    const last = api.citations.get(editor.document).at(-1);
    assert.equal(`${last?.canonical}${last?.pinpoint}`, '17 U.S.C. § 107(4)', 'the engine reads the inserted Id. as the chosen section');
  });

  it(onDialect('the full form when chosen, and no question where only the full form is right'), async () => {
    await resetAll();
    const editor = await openDocument('short-form-full.md', 'See 17 U.S.C. § 107. \n');
    editor.selection = new vscode.Selection(0, 21, 0, 21);
    const chosen = await insert('17 USC 107', '(4)', (items) => items.at(-1));
    assert.equal(chosen.inserted, '17 U.S.C. § 107(4)');

    const other = await openDocument('short-form-none.md', 'See 1 U.S.C. § 1. \n');
    other.selection = new vscode.Selection(0, 18, 0, 18);
    const none = await insert('17 USC 107', '', () => assert.fail('asked which form where only the full one is right'));
    assert.deepEqual(none.offered, []);
    assert.equal(none.inserted, '17 U.S.C. § 107');
  });
});
