// Citations follow edits incrementally, and always equal a full scan of the current text.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { findCitations } from '../../src/core/citations';
import { extensionApi, openDocument } from './helpers';

describe('document citations', function () {
  this.timeout(30_000);

  it('stay equal to a full scan through typing, multi-range edits, undo and redo', async () => {
    const api = await extensionApi();
    const lines = Array.from({ length: 200 }, (_, i) => `Paragraph ${i}: see 17 U.S.C. § ${100 + (i % 20)} and Id. § ${106 + (i % 3)}(a).`);
    const editor = await openDocument('incremental.md', lines.join('\n') + '\n');
    const document = editor.document;
    const check = (step: string): void => {
      const expected = findCitations(document.getText()).map((c) => [c.start, c.end, c.canonical, c.kind]);
      const actual = api.citations.get(document).map((c) => [c.start, c.end, c.canonical, c.kind]);
      assert.deepEqual(actual, expected, `after ${step}`);
    };
    check('opening');
    for (const [i, ch] of [...'42 U.S.C. § 1983 '].entries()) {
      await editor.edit((e) => e.insert(new vscode.Position(10, 5 + i), ch));
      check(`typing ${ch}`);
    }
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(5, 0, 5, 12), 'Changed: ');
    edit.insert(document.uri, new vscode.Position(50, 0), 'See 35 U.S.C. § 101. ');
    edit.delete(document.uri, new vscode.Range(120, 0, 121, 0));
    await vscode.workspace.applyEdit(edit);
    check('a three-range edit');
    await vscode.commands.executeCommand('undo');
    check('undo');
    await vscode.commands.executeCommand('redo');
    check('redo');
    await editor.edit((e) => e.replace(new vscode.Range(0, 0, document.lineCount, 0), 'All new: 1 U.S.C. § 1.\n'));
    check('replacing everything');
  });
});
