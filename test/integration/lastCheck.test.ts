// Verification results survive closing and reopening the document: shown again from the cached answers,
// with no request to the service (its own request log says so), marked as the last check's and when.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import { EXTENSION_ID, admin, answerMessages, apiKey, onDialect, openDocument, resetAll, waitFor } from './helpers';

async function requestCount(): Promise<number> {
  const ledger = await admin<{ requests: unknown[] }>('GET', `/__admin/ledger?key=${encodeURIComponent(apiKey())}`);
  return ledger.requests.length;
}

function findings(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Statute Lookup');
}

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
    await vscode.languages.setTextDocumentLanguage(editor.document, 'plaintext');
    await closed;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.window.showTextDocument(await vscode.languages.setTextDocumentLanguage(await vscode.workspace.openTextDocument(uri), 'markdown'));
    assert.ok(await waitFor(() => findings(uri).length === before.length), `after reopening: ${findings(uri).length} findings, before: ${before.length}`);
    const after = findings(uri);
    assert.deepEqual(
      after.map((d) => [d.severity, d.message.replace(/ \(from the last check, today at \d\d:\d\d\)$/, ''), d.range.start.line]),
      before,
      'the same findings, at the same places',
    );
    for (const d of after) assert.match(d.message, /\(from the last check, today at \d\d:\d\d\)$/);
    assert.equal(await requestCount(), requestsAfterVerify, 'reopening sent a request to the service');
  });
});
