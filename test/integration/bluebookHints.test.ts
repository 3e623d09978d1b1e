// Bluebook-form hints: counted in the verification summary, shown as Information when the setting asks
// (so they are listed in the Problems panel), and in the hover over any part of the citation.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import { answerMessages, hoverAt, onDialect, openDocument, resetAll, setSetting, waitFor } from './helpers';

const TEXT = 'Plaintiff relies on 17 USC 115 and on 17 U.S.C. § 106.\n';

function formFindings(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Statute Lookup' && d.code === 'non-canonical');
}

describe(onDialect('Bluebook hints'), function () {
  this.timeout(60_000);
  afterEach(async () => {
    await setSetting('verify.formHintsAsInformation', undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it(onDialect('counts them in the summary and shows them as Information when asked'), async () => {
    await resetAll();
    const { document } = await openDocument('bluebook-hints.md', TEXT);
    const prompts = answerMessages((_m, buttons) => buttons.find((b) => b.startsWith('Verify')));
    let summary: VerifySummary | undefined;
    try {
      summary = await vscode.commands.executeCommand<VerifySummary>('statutes.verifyDocument', document.uri);
    } finally {
      prompts.restore();
    }
    assert.equal(summary?.formHints, 1);
    assert.ok(
      prompts.messages.some((m) => /: no problems, 1 not in Bluebook form \(quick fix on each\); \d+ credits? spent\.$/.test(m)),
      `summary: ${prompts.messages.join(' | ')}`,
    );
    const [hint] = formFindings(document.uri);
    assert.equal(hint?.severity, vscode.DiagnosticSeverity.Hint);
    assert.equal(hint?.message, 'Bluebook form: 17 U.S.C. § 115');

    await setSetting('verify.formHintsAsInformation', true);
    assert.ok(await waitFor(() => formFindings(document.uri)[0]?.severity === vscode.DiagnosticSeverity.Information), 'not shown as Information');
    await setSetting('verify.formHintsAsInformation', undefined);
    assert.ok(await waitFor(() => formFindings(document.uri)[0]?.severity === vscode.DiagnosticSeverity.Hint), 'not back to a Hint');
  });

  it(onDialect('shows the Bluebook form in the hover over the last characters too, and not for a citation in form'), async () => {
    await resetAll();
    const { document } = await openDocument('bluebook-hover.md', TEXT);
    for (const offset of [0, 5, 9]) assert.match(await hoverAt(document, '17 USC 115', offset), /Bluebook form: \*\*17 U.S.C. § 115\*\*/, `at offset ${offset}`);
    assert.doesNotMatch(await hoverAt(document, '17 U.S.C. § 106', 12), /Bluebook form/);
  });
});
