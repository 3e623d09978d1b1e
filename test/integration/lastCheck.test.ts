// Verification results survive closing and reopening the document: shown again from the cached answers,
// with no request to the service (its own request log says so), marked as the last check's and when.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import { EXTENSION_ID, admin, answerMessages, apiKey, extensionApi, onDialect, openDocument, resetAll, testDialect, waitFor } from './helpers';

async function requestCount(): Promise<number> {
  const ledger = await admin<{ requests: unknown[] }>('GET', `/__admin/ledger?key=${encodeURIComponent(apiKey())}`);
  return ledger.requests.length;
}

function findings(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Statute Lookup');
}

/** Closes the document for good (VS Code disposes it and its diagnostics) and opens it again. */
async function reopen(document: vscode.TextDocument): Promise<vscode.TextDocument> {
  const uri = document.uri;
  const language = document.languageId;
  // VS Code disposes a closed document when nothing holds it any more (its diagnostics go with it) and
  // builds a new one when it is opened again; a change of language does both at once, on the spot.
  const closed = new Promise<void>((resolve) => {
    const sub = vscode.workspace.onDidCloseTextDocument((d) => {
      if (d.uri.toString() === uri.toString()) {
        sub.dispose();
        resolve();
      }
    });
  });
  await vscode.languages.setTextDocumentLanguage(document, 'plaintext');
  await closed;
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const reopened = await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), language);
  await vscode.window.showTextDocument(reopened);
  return reopened;
}

/** The live service answers a U.S. Code date from the annual edition of its year: there, the day before 2014. */
const DATE = testDialect() === 'live' ? '2013-12-31' : '2014-01-01';

const BRIEF = `---
statutes-as-of: ${DATE}
---

The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.

The sixth factor, 17 U.S.C. § 107(5), is not one the Act knows.

"To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office." 17 U.S.C. § 115(c)(1).
`;

describe(onDialect('Results after reopen'), function () {
  this.timeout(180_000);

  it(onDialect('shows the last check again from the cache, free, saying when it ran'), async () => {
    await resetAll();
    const sample = path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sample-brief.md');
    const editor = await openDocument('reopen-brief.md', await fs.readFile(sample, 'utf8'));
    const uri = editor.document.uri;
    const prompts = answerMessages((_m, buttons) => buttons.find((b) => b.startsWith('Verify')));
    let summary: VerifySummary | undefined;
    try {
      summary = await vscode.commands.executeCommand<VerifySummary>('statutes.verifyDocument', uri);
    } finally {
      prompts.restore();
    }
    assert.ok(summary && summary.errors + summary.warnings > 0, `the sample brief should have findings: ${JSON.stringify(summary)}`);
    const before = findings(uri).map((d) => [d.severity, d.message, d.range.start.line]);
    const requestsAfterVerify = await requestCount();

    await reopen(editor.document);
    assert.ok(await waitFor(() => findings(uri).length === before.length), `after reopening: ${findings(uri).length} findings, before: ${before.length}`);
    const after = findings(uri);
    assert.deepEqual(
      after.map((d) => [d.severity, d.message.replace(/ \(from the last check, today at \d\d:\d\d\)$/, ''), d.range.start.line]),
      before,
      'the same findings, at the same places',
    );
    for (const d of after) assert.match(d.message, /\(from the last check, today at \d\d:\d\d\)$/);
    assert.equal(await requestCount(), requestsAfterVerify, 'reopening sent a request to the service');

    // The status-bar note counts what the Problems panel lists (it leaves out Hint severity) and the
    // form hints apart, and is shown only while the document it is about is the active one.
    const api = await extensionApi();
    const problems = after.filter((d) => d.severity !== vscode.DiagnosticSeverity.Hint).length;
    const hints = after.filter((d) => d.severity === vscode.DiagnosticSeverity.Hint).length;
    assert.ok(problems > 0 && hints > 0, `the sample brief should have problems and form hints: ${problems}, ${hints}`);
    const expected = new RegExp(`^\\$\\(history\\) ${problems} problems? and ${hints} form hints? from the last check, today at \\d\\d:\\d\\d · free$`);
    assert.ok(await waitFor(() => api.verify.restoredNote !== undefined), 'no status-bar note after reopening');
    assert.match(api.verify.restoredNote!, expected);
    const reopened = vscode.window.activeTextEditor!.document;
    await openDocument('reopen-nothing-cited.md', 'Nothing here cites a statute.\n');
    assert.ok(await waitFor(() => api.verify.restoredNote === undefined), `the note stays over a document without findings: ${api.verify.restoredNote}`);
    await vscode.window.showTextDocument(reopened);
    assert.ok(await waitFor(() => api.verify.restoredNote !== undefined), 'the note does not come back with its document');
    assert.match(api.verify.restoredNote!, expected);
  });

  it(onDialect('brings back the pinpoint and quotation findings too, with their quick fixes, free'), async () => {
    await resetAll();
    const { document } = await openDocument('reopen-read-check.md', BRIEF);
    const prompts = answerMessages((_m, buttons) => buttons.find((b) => b.startsWith('Verify (')));
    try {
      await vscode.commands.executeCommand<VerifySummary>('statutes.verifyDocument', document.uri);
    } finally {
      prompts.restore();
    }
    const shown = (d: vscode.Diagnostic, text: vscode.TextDocument): [string, string, string] => [String(d.code), d.message, text.getText(d.range)];
    const before = findings(document.uri).map((d) => shown(d, document));
    const codes = before.map(([code]) => code);
    for (const code of ['pinpoint-missing', 'quotation-mismatch', 'quotation-other-date']) assert.ok(codes.includes(code), `no ${code} after verifying: ${codes.join(', ')}`);
    const requestsAfterVerify = await requestCount();

    const reopened = await reopen(document);
    assert.ok(await waitFor(() => findings(reopened.uri).length >= before.length), `after reopening: ${findings(reopened.uri).map((d) => d.code).join(', ')}; before: ${codes.join(', ')}`);
    const after = findings(reopened.uri).map((d) => shown(d, reopened));
    // The note closes the finding's own sentence, before a quotation's redline.
    for (const [, message] of after) assert.match(message.split('\n')[0], /\(from the last check, today at \d\d:\d\d\)$/);
    const unmarked = (rows: [string, string, string][]): string[] => rows.map(([code, message, text]) => `${code}|${message.replace(/ \(from the last check, today at \d\d:\d\d\)(?=$|\n)/, '')}|${text}`).sort();
    assert.deepEqual(unmarked(after), unmarked(before), 'the same findings, at the same words');
    assert.equal(await requestCount(), requestsAfterVerify, 'reopening sent a request to the service');

    // The quick fixes work on the findings shown again.
    const at = (code: string): vscode.Diagnostic => findings(reopened.uri).find((d) => d.code === code)!;
    const actionsAt = (range: vscode.Range): Thenable<vscode.CodeAction[]> => vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', reopened.uri, range);
    const compare = (await actionsAt(at('quotation-other-date').range)).find((a) => a.title.startsWith('Compare Versions'));
    assert.deepEqual(compare?.command?.arguments, [{ actId: 'USC_T17_C1_S115', citation: '17 U.S.C. § 115', from: DATE, to: undefined }]);
    const fix = (await actionsAt(at('quotation-mismatch').range)).find((a) => a.title === "Replace the quotation with the statute's words");
    assert.ok(fix?.edit, 'no quotation fix on the restored finding');
    await vscode.workspace.applyEdit(fix.edit);
    assert.match(reopened.getText(), /The Act says that "the factors to be considered shall include" four things\./);
    assert.ok(await waitFor(() => !findings(reopened.uri).some((d) => d.code === 'quotation-mismatch')));
    assert.equal(reopened.getText(at('pinpoint-missing').range), '17 U.S.C. § 107(5)');
  });
});
