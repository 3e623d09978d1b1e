// "Export Cite-Check Report" in a real VS Code against the local service: the report beside the brief in
// Markdown and JSON, the preview opened, the verification's price asked first, and a second export at 0 credits;
// after a verification of the same text the export uses its check: nothing asked, nothing sent.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as vscode from 'vscode';
import type { CiteCheckReport } from '../../src/core/report/citeCheck';
import type { ExportedReport } from '../../src/report/reportFeature';
import { answerMessages, ledger, onDialect, openDocument, price, resetAll, waitFor } from './helpers';

const BRIEF = `# Brief

The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.

The fifth factor, 17 U.S.C. § 107(5), favours the defendant; the exclusive rights are in 17 U.S.C. § 106.

Nothing is in 17 U.S.C. § 999 at all.

Patentable subject matter: 35 U.S.C. § 101.
`;

const approve = (_message: string, buttons: string[]): string | undefined => buttons.find((b) => b.startsWith('Verify (') || b.startsWith('Fetch ('));
const askNothing = (message: string): undefined => {
  if (/\?/.test(message)) throw new Error(`nothing should be asked: ${message}`);
  return undefined;
};

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
    const prompt = first.messages.find((m) => m.startsWith('Verify the citations in report-brief.md?'));
    assert.ok(prompt, `no price asked: ${first.messages.join(' | ')}`);
    assert.ok(first.result, `no report: ${first.messages.join(' | ')}`);
    // The service's ledger also lists the credits by operation.
    const paid = (await ledger()) as Awaited<ReturnType<typeof ledger>> & { creditsByOperation: Record<string, number | undefined> };
    const spent = paid.creditsConsumed;
    const announced = Number(/costs at most (\d+) credits/.exec(prompt)?.[1]);
    assert.equal(paid.creditsByOperation.sectionBody, price('sectionBody'), 'one text of § 107 for its pinpoint and its quotation');
    assert.ok(spent - (paid.creditsByOperation.section ?? 0) - (paid.creditsByOperation.sections ?? 0) <= announced, `spent ${spent}, announced ${announced} (headings asked apart)`);

    const { markdown, json } = first.result;
    assert.equal(markdown.fsPath, document.uri.fsPath.replace(/\.md$/, '.cite-check.md'));
    assert.equal(json.fsPath, document.uri.fsPath.replace(/\.md$/, '.cite-check.json'));
    const written = JSON.parse(await fs.readFile(json.fsPath, 'utf8')) as CiteCheckReport;
    assert.deepEqual(written.citations.map((c) => [c.line, c.asWritten, c.outcome, c.pinpointResult.result, c.quotationResult.result]), [
      [3, '17 U.S.C. § 107', 'warning', 'none', 'failed'],
      [5, '17 U.S.C. § 107(5)', 'error', 'failed', 'none'],
      [5, '17 U.S.C. § 106', 'ok', 'none', 'none'],
      [7, '17 U.S.C. § 999', 'error', 'none', 'none'],
      [9, '35 U.S.C. § 101', 'ok', 'none', 'none'],
    ]);
    assert.equal(written.summary.creditsSpent, spent, 'the report counts what the check spent');
    assert.equal(written.citations.reduce((n, c) => n + c.creditsSpent, 0), 4 * price('resolve') + price('sectionBody'));
    assert.equal(written.citations[0].section?.heading, 'Limitations on exclusive rights: Fair use');
    const text = await fs.readFile(markdown.fsPath, 'utf8');
    assert.match(text, /^# Cite-check report\n/);
    assert.match(text, /\| 4 \| 7 \| 17 U\.S\.C\. § 999 \| Not found \|/);
    const previewed = await waitFor(() => vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => /Preview/.test(t.label) && t.label.includes('report-brief.cite-check'))));
    assert.ok(previewed, `no preview among the tabs: ${vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.label)).join(', ')}`);

    const again = await exportReport(document.uri, askNothing);
    assert.ok(again.result);
    assert.equal((await ledger()).creditsConsumed, spent, 'a second export spends nothing');
    assert.equal(again.result.report.summary.creditsSpent, 0);
    assert.ok(again.result.report.citations.every((c) => c.creditsSpent === 0));
  });

  it('writes nothing when the price is declined, and spends nothing', async () => {
    await resetAll();
    const { document } = await openDocument('declined-brief.md', BRIEF);
    const declined = await exportReport(document.uri, () => undefined);
    assert.equal(declined.result, undefined);
    assert.ok(declined.messages.some((m) => /are not all checked yet; the report was not written/.test(m)), declined.messages.join(' | '));
    assert.equal((await ledger()).creditsConsumed, 0);
    await assert.rejects(fs.stat(document.uri.fsPath.replace(/\.md$/, '.cite-check.md')));
  });

  it('after a verification of the same text, uses its check: nothing asked, no request sent', async () => {
    await resetAll();
    const { document } = await openDocument('verified-brief.md', BRIEF);
    const prompts = answerMessages(approve);
    try {
      await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
    } finally {
      prompts.restore();
    }
    assert.ok(prompts.messages.some((m) => m.startsWith('Verify the citations in verified-brief.md?')), prompts.messages.join(' | '));
    // The service's ledger also lists each request it answered for the key, free ones included.
    const requests = async (): Promise<{ path: string }[]> => ((await ledger()) as Awaited<ReturnType<typeof ledger>> & { requests: { path: string }[] }).requests;
    const before = await requests();
    const exported = await exportReport(document.uri, askNothing);
    assert.ok(exported.result, exported.messages.join(' | '));
    const after = await requests();
    assert.ok(before.length > 0, 'the verification was sent');
    assert.equal(after.length, before.length, `requests sent by the export: ${after.slice(before.length).map((r) => r.path).join(', ')}`);
    assert.equal(exported.result.report.summary.creditsSpent, 0);
    assert.deepEqual(exported.result.report.citations.map((c) => [c.line, c.outcome, c.pinpointResult.result, c.quotationResult.result]), [
      [3, 'warning', 'none', 'failed'],
      [5, 'error', 'failed', 'none'],
      [5, 'ok', 'none', 'none'],
      [7, 'error', 'none', 'none'],
      [9, 'ok', 'none', 'none'],
    ]);

    // An edit makes the check stale: the export verifies again, and asks.
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, new vscode.Position(document.lineCount, 0), 'Also 17 U.S.C. § 108.\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const stale = await exportReport(document.uri, () => undefined);
    assert.equal(stale.result, undefined);
    assert.ok(stale.messages.some((m) => m.startsWith('Verify the citations in verified-brief.md?')), stale.messages.join(' | '));
  });
});
