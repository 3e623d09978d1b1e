// "Export Cite-Check Report" in a real VS Code against the local service: the report beside the brief in
// Markdown and JSON, the preview opened, the verification's price asked first, and a second export at 0 credits.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as vscode from 'vscode';
import type { CiteCheckReport } from '../../src/core/report/citeCheck';
import type { ExportedReport } from '../../src/report/reportFeature';
import { answerMessages, ledger, onDialect, openDocument, price, resetAll, waitFor } from './helpers';

const BRIEF = `# Brief

Fair use is governed by 17 U.S.C. § 107, and the exclusive rights by 17 U.S.C. § 106.

Nothing is in 17 U.S.C. § 999 at all.

Patentable subject matter: 35 U.S.C. § 101.
`;

const approve = (_message: string, buttons: string[]): string | undefined => buttons.find((b) => b.startsWith('Verify') || b.startsWith('Fetch'));

async function exportReport(uri: vscode.Uri, answer = approve): Promise<{ result: ExportedReport | undefined; messages: string[] }> {
  const prompts = answerMessages(answer);
  try {
    const result = await vscode.commands.executeCommand<ExportedReport | undefined>('statutes.exportCiteCheckReport', uri);
    return { result, messages: prompts.messages };
  } finally {
    prompts.restore();
  }
}

describe(onDialect('export cite-check report'), function () {
  this.timeout(120_000);

  it('checks the brief first (its price asked), writes the report beside it, opens the preview; exporting again costs 0', async () => {
    await resetAll();
    const { document } = await openDocument('report-brief.md', BRIEF);
    const first = await exportReport(document.uri);
    assert.ok(first.messages.some((m) => m.startsWith('Verify the citations in')), `no price asked: ${first.messages.join(' | ')}`);
    assert.ok(first.result, `no report: ${first.messages.join(' | ')}`);
    const spent = (await ledger()).creditsConsumed;
    assert.ok(spent >= 4 * price('resolve'), `spent ${spent}`);

    const { markdown, json } = first.result;
    assert.equal(markdown.fsPath, document.uri.fsPath.replace(/\.md$/, '.cite-check.md'));
    assert.equal(json.fsPath, document.uri.fsPath.replace(/\.md$/, '.cite-check.json'));
    const written = JSON.parse(await fs.readFile(json.fsPath, 'utf8')) as CiteCheckReport;
    assert.deepEqual(written.citations.map((c) => [c.line, c.asWritten, c.outcome]), [
      [3, '17 U.S.C. § 107', 'ok'],
      [3, '17 U.S.C. § 106', 'ok'],
      [5, '17 U.S.C. § 999', 'error'],
      [7, '35 U.S.C. § 101', 'ok'],
    ]);
    assert.equal(written.summary.creditsSpent, spent, 'the report counts what the check it started spent');
    assert.equal(written.citations.reduce((n, c) => n + c.creditsSpent, 0), 4 * price('resolve'));
    assert.equal(written.citations[0].section?.heading, 'Limitations on exclusive rights: Fair use');
    const text = await fs.readFile(markdown.fsPath, 'utf8');
    assert.match(text, /^# Cite-check report\n/);
    assert.match(text, /\| 3 \| 5 \| 17 U\.S\.C\. § 999 \| Not found \|/);
    const previewed = await waitFor(() => vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => /Preview/.test(t.label) && t.label.includes('report-brief.cite-check'))));
    assert.ok(previewed, `no preview among the tabs: ${vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.label)).join(', ')}`);

    const again = await exportReport(document.uri, () => {
      throw new Error('nothing should be asked');
    });
    assert.ok(again.result);
    assert.equal((await ledger()).creditsConsumed, spent, 'a second export spends nothing');
    assert.equal(again.result.report.summary.creditsSpent, 0);
    assert.ok(again.result.report.citations.every((c) => c.creditsSpent === 0));
  });

  it('writes nothing when the verification is declined, and spends nothing', async () => {
    await resetAll();
    const { document } = await openDocument('declined-brief.md', BRIEF);
    const declined = await exportReport(document.uri, () => undefined);
    assert.equal(declined.result, undefined);
    assert.ok(declined.messages.some((m) => /not checked yet; the report was not written/.test(m)), declined.messages.join(' | '));
    assert.equal((await ledger()).creditsConsumed, 0);
    await assert.rejects(fs.stat(document.uri.fsPath.replace(/\.md$/, '.cite-check.md')));
  });
});
