// The statutory table of authorities inside a real VS Code, on the sample brief, against the local service.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, answerMessages, onDialect, openDocument, resetAll, setSetting, waitFor } from './helpers';

function problems(document: vscode.TextDocument): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Statute Lookup');
}

async function sampleBrief(name: string): Promise<vscode.TextEditor> {
  const sample = path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sample-brief.md');
  return openDocument(name, await fs.readFile(sample, 'utf8'));
}

/** Clicks the verification's price button and, for the table, `tableChoice`; records every message. */
function clicking(tableChoice: string): ReturnType<typeof answerMessages> {
  return answerMessages((message, buttons) => (message.includes('not verified yet') ? tableChoice : buttons.find((b) => b.startsWith('Verify ('))));
}

const EVERY_AUTHORITY = [
  '1 U.S.C. § 1', '1 U.S.C. § 7', '17 U.S.C. § 106', '17 U.S.C. § 107', '17 U.S.C. § 115', '17 U.S.C. §§ 1201–1205', '17 U.S.C. § 411',
  '17 U.S.C. §§ 1501–1511', '17 U.S.C. § 1506', '17 U.S.C. § 1599', '35 U.S.C. § 101', '35 U.S.C. § 102', '35 U.S.C. § 103', '35 U.S.C. § 104',
  '35 U.S.C. § 112', 'D.C. Code § 47-2002', 'D.C. Code § 22-3211', 'Cal. Civ. Code § 3294', '1 C.F.R. § 1.1', '14 C.F.R. § 91.3',
  'Pub. L. No. 116-260', 'Pub. L. No. 117-228', '134 Stat. 1182', '136 Stat. 2305',
];

describe(onDialect('statutory table of authorities'), function () {
  this.timeout(120_000);

  beforeEach(async () => {
    await resetAll();
  });

  it('names the unverified citations, "Verify First" verifies and then inserts; every authority listed, and a second insertion changes nothing and adds no problem', async () => {
    const editor = await sampleBrief('toa-brief.md');
    const document = editor.document;
    const end = document.lineCount - 1;
    editor.selection = new vscode.Selection(end, 0, end, 0);
    const prompts = clicking('Verify First');
    try {
      const count = await vscode.commands.executeCommand<number>('statutes.insertTableOfAuthorities');
      const warning = prompts.messages.find((m) => m.includes('not verified yet'));
      assert.ok(warning, prompts.messages.join('\n'));
      for (const c of ['17 U.S.C. § 106', '17 U.S.C. § 107']) assert.ok(warning.includes(c), `the warning does not name ${c}: ${warning}`);
      assert.ok(!warning.includes('Pub. L.'), 'session laws can never be verified; the warning is about citations a verification checks');
      assert.ok(prompts.messages.some((m) => m.startsWith('Verify the citations')), 'Verify First did not verify');
      assert.equal(count, EVERY_AUTHORITY.length, 'the table was not inserted after verifying');
      const text = document.getText();
      const table = text.slice(text.indexOf('<!-- statutes:table-of-authorities -->'));
      for (const citation of EVERY_AUTHORITY) assert.ok(table.includes(`| ${citation}`), `${citation} is missing:\n${table}`);
      const id = /^\[(toa-\d+)\]: #i-the-copying-was-fair-use$/m.exec(table)?.[1];
      assert.ok(id, 'heading I has no link definition');
      assert.ok(table.includes(`| 17 U.S.C. § 107 | [I][${id}] |`), table);
      assert.match(table, /\| Cal\. Civ\. Code § 3294 † \|/);
      // The service answered for these: not "not verified", but what it said.
      assert.match(table, /\| 17 U\.S\.C\. § 1599 ‡ \|/);
      assert.match(table, /- 17 U\.S\.C\. § 1599: The statute service did not find 17 U\.S\.C\. § 1599\./);
      assert.match(table, /\| 35 U\.S\.C\. § 104 \[repealed\] \|/);
      assert.match(table, /- 35 U\.S\.C\. § 104: Repealed\./);
      assert.match(table, /\| 17 U\.S\.C\. § 106 \| /, 'a verified section is marked');
      assert.match(table, /- Cal\. Civ\. Code § 3294: The statute service has no (data|code) for/);

      const problemsBefore = problems(document).length;
      assert.ok(problemsBefore > 0, 'the verification reported nothing');
      const once = document.getText();
      await vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      assert.equal(document.getText(), once, 'the second insertion changed the document');
      assert.ok(await waitFor(() => problems(document).length === problemsBefore, 3000));
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(problems(document).length, problemsBefore, 'the table added problems');
      const tableStart = document.positionAt(once.indexOf('<!-- statutes:table-of-authorities -->')).line;
      assert.ok(!problems(document).some((d) => d.range.start.line >= tableStart), 'a problem was reported inside the table');
      // Editing above the table and rebuilding still finds it: one table, updated.
      await editor.edit((e) => e.insert(new vscode.Position(2, 0), 'See also 17 U.S.C. § 108.\n'));
      await vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      const updated = document.getText();
      assert.equal(updated.split('<!-- statutes:table-of-authorities -->').length, 2, 'a second table was inserted');
      assert.match(updated, /\| 17 U\.S\.C\. § 108 \| /, "the section verified on the way is not listed as verified");
    } finally {
      prompts.restore();
    }
  });

  it('LaTeX: labels after the citations and page references; inserting twice changes nothing', async () => {
    const tex = ['\\documentclass{article}', '\\begin{document}', '\\section{Fair use}', 'See 17~U.S.C.~\\S~107 and 35 U.S.C. §§ 102 and 103.', '', '\\end{document}', ''].join('\n');
    const editor = await openDocument('toa.tex', tex, 'latex');
    editor.selection = new vscode.Selection(4, 0, 4, 0);
    const prompts = clicking('Insert Now');
    try {
      await vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      const once = editor.document.getText();
      assert.match(once, /17~U\.S\.C\.~\\S~107\\label\{statutes-toa-1\} and 35 U\.S\.C\. §§ 102 and 103\\label\{statutes-toa-2\}\./);
      assert.match(once, /17~U\.S\.C\.~\\S~107\\textsuperscript\{\\dag\} \\dotfill \\pageref\{statutes-toa-1\}/);
      assert.match(once, /35~U\.S\.C\.~\\S~103\\textsuperscript\{\\dag\} \\dotfill \\pageref\{statutes-toa-2\}/);
      await vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      assert.equal(editor.document.getText(), once);
    } finally {
      prompts.restore();
    }
  });

  it('writes passim past the setting', async () => {
    await setSetting('tableOfAuthorities.passimAfter', 1);
    const editor = await openDocument('toa-passim.md', '# A\n\nSee 17 U.S.C. § 107.\n\n# B\n\n17 U.S.C. § 107(a).\n\n');
    editor.selection = new vscode.Selection(8, 0, 8, 0);
    const prompts = clicking('Insert Now');
    try {
      await vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      assert.match(editor.document.getText(), /\| 17 U\.S\.C\. § 107 † \| _passim_ \|/);
    } finally {
      prompts.restore();
      await setSetting('tableOfAuthorities.passimAfter', undefined);
    }
  });
});
