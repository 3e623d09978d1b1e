// "Insert Statutory Addendum" inside a real VS Code, on the sample brief, against the local service.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, admin, answerMessages, ledger, onDialect, openDocument, resetAll, setSetting, waitFor } from './helpers';

const OPEN = '<!-- statutes:statutory-addendum -->';

function problems(document: vscode.TextDocument): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Statute Lookup');
}

async function sampleBrief(name: string): Promise<vscode.TextEditor> {
  const sample = path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sample-brief.md');
  return openDocument(name, await fs.readFile(sample, 'utf8'));
}

/** Pays what the prompts ask (verification, texts); records every message. */
function paying(): ReturnType<typeof answerMessages> {
  return answerMessages((_message, buttons) => buttons.find((b) => b.startsWith('Verify (') || b.startsWith('Fetch (')));
}

/** The most a prompt announced, in credits. */
function announced(messages: string[], starting: string): number {
  const prompt = messages.find((m) => m.startsWith(starting));
  assert.ok(prompt, `no prompt starting "${starting}" in:\n${messages.join('\n')}`);
  return Number(/costs at most (\d+) credits?/.exec(prompt)?.[1]);
}

/** Makes the next progress notification cancel itself once `after` progress reports have been made. */
function cancellingProgress(after: number): { restore: () => void } {
  const window = vscode.window as unknown as { withProgress: typeof vscode.window.withProgress };
  const original = window.withProgress;
  window.withProgress = ((options: vscode.ProgressOptions, task: (p: vscode.Progress<{ message?: string; increment?: number }>, t: vscode.CancellationToken) => Thenable<unknown>) => {
    window.withProgress = original;
    const source = new vscode.CancellationTokenSource();
    let reports = 0;
    return original(options, (progress) =>
      task({ report: (value) => { progress.report(value); if (++reports >= after) source.cancel(); } }, source.token),
    );
  }) as typeof vscode.window.withProgress;
  return { restore: () => (window.withProgress = original) };
}

describe(onDialect('statutory addendum'), function () {
  this.timeout(180_000);

  beforeEach(async () => {
    await resetAll();
    await setSetting('addendum.order', 'citation');
  });

  afterEach(async () => {
    await setSetting('addendum.order', undefined);
    await admin('DELETE', '/__admin/faults');
  });

  it('asks at the service\'s price before paying, inserts every cited section\'s text with its edition, rebuilds in place for free, and adds no problem', async () => {
    const editor = await sampleBrief('addendum-brief.md');
    const document = editor.document;
    const prompts = paying();
    try {
      await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
      const problemsBefore = problems(document).length;
      assert.ok(problemsBefore > 0);
      const spentBefore = (await ledger()).creditsConsumed;
      const reproduced = await vscode.commands.executeCommand<number>('statutes.insertStatutoryAddendum');
      const most = announced(prompts.messages, 'Fetch the statute texts');
      const spent = (await ledger()).creditsConsumed - spentBefore;
      assert.ok(spent > 0 && spent <= most, `spent ${spent}, announced at most ${most}`);
      assert.ok(reproduced && reproduced >= 20, `only ${reproduced} sections reproduced`);
      const once = document.getText();
      const addendum = once.slice(once.indexOf(OPEN));
      assert.equal(once.split(OPEN).length, 2);
      assert.match(addendum, /\n### 17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\n\n_U\.S\. Code, current through [A-Z][a-z]+ \d{1,2}, \d{4}_\n\nNotwithstanding the provisions of sections 106 and 106A/);
      for (const section of ['17 U.S.C. § 1203', '17 U.S.C. § 1509', 'D.C. Code § 47-2002', '1 C.F.R. § 1.1']) assert.ok(addendum.includes(`### ${section}`), `${section} is missing`);
      assert.match(addendum, /### Cal\. Civ\. Code § 3294\n\n_Not reproduced_\n\n_Not reproduced: the statute service has no/);
      assert.match(addendum, /- Pub\. L\. No\. 116-260: a session law/);
      assert.ok(addendum.indexOf('### 17 U.S.C. § 106') < addendum.indexOf('### 1 U.S.C. § 1 '), 'not in citation order');
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(problems(document).length, problemsBefore, 'the addendum added problems');

      prompts.messages.length = 0;
      const spentOnce = (await ledger()).creditsConsumed;
      await vscode.commands.executeCommand('statutes.insertStatutoryAddendum');
      assert.equal(document.getText(), once, 'the rebuild changed the addendum');
      assert.equal((await ledger()).creditsConsumed, spentOnce, 'the rebuild paid again');
      assert.ok(!prompts.messages.some((m) => m.startsWith('Fetch the statute texts')), 'the rebuild asked to pay');
      assert.ok(await waitFor(() => problems(document).length === problemsBefore, 2000));
    } finally {
      prompts.restore();
    }
  });

  it('grouped by code when asked, in LaTeX before \\end{document}', async () => {
    await setSetting('addendum.order', 'ask');
    const editor = await openDocument('addendum.tex', '\\documentclass{article}\n\\begin{document}\nSee 17 U.S.C. § 107 and 1 U.S.C. § 1.\n\\end{document}\n', 'latex');
    const window = vscode.window as unknown as { showQuickPick: (items: readonly { label: string }[]) => Promise<unknown> };
    const original = window.showQuickPick;
    window.showQuickPick = async (items) => items.find((i) => i.label === 'Grouped by code');
    const prompts = paying();
    try {
      await vscode.commands.executeCommand('statutes.insertStatutoryAddendum');
    } finally {
      window.showQuickPick = original;
      prompts.restore();
    }
    const text = editor.document.getText();
    assert.match(text, /% \/statutes:statutory-addendum\n\n\\end\{document\}\n$/);
    assert.match(text, /\\subsection\*\{United States Code\}\n\\subsubsection\*\{1~U\.S\.C\.~\\S~1 --- Words denoting number, gender, and so forth\}/);
    assert.ok(text.indexOf('1~U.S.C.~\\S~1 ---') < text.indexOf('17~U.S.C.~\\S~107 ---'));
  });

  it('reads the texts as of the document\'s operative date and says the edition in words', async () => {
    const editor = await openDocument('addendum-dated.md', '<!-- statutes-as-of: 2013-12-01 -->\n\n# Brief\n\nSee 17 U.S.C. § 107.\n');
    const prompts = paying();
    try {
      await vscode.commands.executeCommand('statutes.insertStatutoryAddendum');
    } finally {
      prompts.restore();
    }
    const text = editor.document.getText();
    assert.match(text, /_The text of each statute cited, as in force on December 1, 2013, in the order first cited\._/);
    assert.match(text, /### 17 U\.S\.C\. § 107 — Limitations on exclusive rights: Fair use\n\n_U\.S\. Code, 2013 release_\n\nNotwithstanding/);
  });

  it('cancelled or failed midway, nothing is written', async () => {
    const editor = await openDocument('addendum-cancel.md', 'See 17 U.S.C. § 107, 17 U.S.C. § 106 and 1 U.S.C. § 1.\n');
    const before = editor.document.getText();
    let prompts = paying();
    const cancel = cancellingProgress(2);
    try {
      await vscode.commands.executeCommand('statutes.insertStatutoryAddendum');
      assert.ok(prompts.messages.some((m) => /addendum cancelled; the document was not changed/.test(m)), prompts.messages.join('\n'));
      assert.equal(editor.document.getText(), before);
    } finally {
      cancel.restore();
      prompts.restore();
    }
    prompts = paying();
    try {
      await admin('POST', '/__admin/faults', { fault: '500', count: -1, pathPrefix: '/api/v1/us/statutes/section/' });
      await vscode.commands.executeCommand('statutes.insertStatutoryAddendum');
      assert.ok(prompts.messages.some((m) => /the addendum was not written \(the document is unchanged\)/.test(m)), prompts.messages.join('\n'));
      assert.equal(editor.document.getText(), before);
    } finally {
      prompts.restore();
    }
  });
});
