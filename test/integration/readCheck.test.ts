// Reading and checking what a brief says the statute says, inside a real VS Code against the local
// statute service in either dialect: the operative date (document line, command, status bar), the cost
// prompt with the text reads, the pinpoint, quotation and amendment diagnostics with their quick fixes,
// and the hover's statute text at the operative date, free when at hand.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { extensionApi, hoverAt, ledger, openDocument, price, resetAll, setSetting, testDialect, verifyDocument, waitFor } from './helpers';

const DIALECT = testDialect();
/** The live service answers a U.S. Code date from the annual edition of its year (2013, 2021 and 2025 are held): there, the day before 2014. */
const DATE = DIALECT === 'live' ? '2013-12-31' : '2014-01-01';

const BRIEF = `---
title: Brief on fair use and mechanical licences
statutes-as-of: ${DATE}
---

# Argument

The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.

The sixth factor, 17 U.S.C. § 107(5), is not one the Act knows. The fourth is the market, 17 U.S.C. § 107(4).

"To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office." 17 U.S.C. § 115(c)(1).
`;

function checkDiagnostics(document: vscode.TextDocument): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Statute Lookup' && typeof d.code === 'string' && /^(pinpoint|quotation|amended|text|not-at)/.test(d.code));
}

describe(`read and check: pinpoints, quotations, operative date (${DIALECT})`, function () {
  this.timeout(120_000);

  beforeEach(async () => {
    await resetAll();
  });
  afterEach(async () => {
    await setSetting('hover.showText', undefined);
  });

  it(`the brief at ${DATE}: exactly the right diagnostics, one prompt with the text reads, and the fix applies the statute's words`, async () => {
    const { document } = await openDocument('read-check-brief.md', BRIEF);
    const { summary, messages } = await verifyDocument(document);
    assert.ok(summary);
    assert.equal(summary.operativeDate, DATE);
    const prompts = messages.filter((m) => m.startsWith('Verify the citations'));
    assert.equal(prompts.length, 1, 'asked once');
    assert.match(prompts[0], new RegExp(`Reading the law as of ${DATE}`));
    // Two sections, each read as of the date and today.
    assert.equal(summary.textReads, 4);
    assert.match(prompts[0], new RegExp(`reads 4 texts \\(2 sections, as of that date and today\\) at ${price('sectionBody')} credits each`));
    const spent = await ledger();
    assert.equal(spent.calls.sectionBody, 4);
    assert.equal(spent.creditsConsumed, 2 * price('resolve') + 4 * price('sectionBody'));
    assert.equal(summary.creditsSpent, spent.creditsConsumed);
    assert.ok(messages.some((m) => new RegExp(`Verified 4 citations in .*read-check-brief\\.md as of ${DATE}`).test(m)), messages.join(' | '));

    const found = checkDiagnostics(document).map((d) => ({ severity: d.severity, code: d.code, text: document.getText(d.range), message: d.message }));
    assert.deepEqual(
      found.map((d) => [d.severity, d.code, d.text]),
      [
        [vscode.DiagnosticSeverity.Warning, 'quotation-mismatch', 'the factors to be considered may include'],
        [vscode.DiagnosticSeverity.Error, 'pinpoint-missing', '17 U.S.C. § 107(5)'],
        [vscode.DiagnosticSeverity.Information, 'quotation-other-date', document.getText().match(/To be entitled[^"]*Office\./)![0]],
      ],
      JSON.stringify(found, null, 1),
    );
    assert.equal(found[0].message, `The quotation does not match 17 U.S.C. § 107 as of ${DATE}. The statute reads: “the factors to be considered shall include”.\nDifference: the factors to be considered [-may-]{+shall+} include`);
    assert.equal(found[1].message, `17 U.S.C. § 107 has no paragraph (5) as of ${DATE}.`);
    assert.match(found[2].message, new RegExp(`matches 17 U\\.S\\.C\\. § 115 as of ${DATE}; the current text reads differently \\(amended since ${DATE}\\)`));

    // Compare Versions on the § 115 note; the statute's words on the misquotation.
    const s115 = checkDiagnostics(document).find((d) => d.code === 'quotation-other-date')!;
    const compare = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, s115.range)).find((a) => a.title.startsWith('Compare Versions'));
    assert.ok(compare?.command, 'no Compare Versions action');
    assert.equal(compare.command.command, 'statutes.compareVersions');
    assert.deepEqual(compare.command.arguments, [{ actId: 'USC_T17_C1_S115', citation: '17 U.S.C. § 115', from: DATE, to: undefined }]);
    const misquote = checkDiagnostics(document).find((d) => d.code === 'quotation-mismatch')!;
    const fix = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, misquote.range)).find((a) => a.title === "Replace the quotation with the statute's words");
    assert.ok(fix?.edit, 'no quick fix');
    await vscode.workspace.applyEdit(fix.edit);
    assert.match(document.getText(), /The Act says that "the factors to be considered shall include" four things\./);
    // The fixed quotation's diagnostic goes with the edit; the others stay where they were.
    assert.ok(await waitFor(() => !checkDiagnostics(document).some((d) => d.code === 'quotation-mismatch')));
    assert.equal(document.getText(checkDiagnostics(document).find((d) => d.code === 'pinpoint-missing')!.range), '17 U.S.C. § 107(5)');

    // Verifying again: the corrected quotation matches, nothing is asked or paid.
    const before = (await ledger()).creditsConsumed;
    const again = await verifyDocument(document);
    assert.ok(!again.messages.some((m) => m.startsWith('Verify the citations')), 'asked again');
    assert.equal((await ledger()).creditsConsumed, before);
    assert.deepEqual(checkDiagnostics(document).map((d) => d.code), ['pinpoint-missing', 'quotation-other-date']);
  });

  it('declining the text reads: verified, and the checks say "not checked: text not fetched"', async () => {
    const { document } = await openDocument('read-check-decline.md', BRIEF);
    const { summary } = await verifyDocument(document, (_m, buttons) => buttons.find((b) => b.startsWith('Verify without reading texts')));
    assert.ok(summary);
    const spent = await ledger();
    assert.equal(spent.calls.sectionBody ?? 0, 0);
    assert.equal(spent.creditsConsumed, 2 * price('resolve'));
    const notFetched = checkDiagnostics(document).filter((d) => d.code === 'text-not-fetched');
    assert.deepEqual(notFetched.map((d) => d.message), ['17 U.S.C. § 107: not checked: text not fetched.', '17 U.S.C. § 107(5): not checked: text not fetched.', '17 U.S.C. § 107(4): not checked: text not fetched.', '17 U.S.C. § 115(c)(1): not checked: text not fetched.']);
  });

  it('operative date: Set Operative Date… keeps it per document, the status bar says it, a document line is edited in place', async () => {
    const api = await extensionApi();
    const plain = await openDocument('read-check-plain.md', 'The market factor, 17 U.S.C. § 107(4).\n');
    assert.ok(await waitFor(() => api.operativeDate.text === '$(calendar) Current law'), api.operativeDate.text);
    const set = await vscode.commands.executeCommand<string | null>('statutes.setOperativeDate', DATE);
    assert.equal(set, DATE);
    assert.equal(api.operativeDate.text, `$(calendar) Law as of ${DATE}`);
    assert.equal(api.operativeDates.of(plain.document).date, DATE);
    assert.equal(api.operativeDates.of(plain.document).source, 'set');
    // Another document keeps its own.
    const other = await openDocument('read-check-other.md', 'See 17 U.S.C. § 107.\n');
    assert.ok(await waitFor(() => api.operativeDate.text === '$(calendar) Current law'));
    assert.equal(api.operativeDates.of(other.document).date, null);
    // A document that names its date: the command edits the line.
    const named = await openDocument('read-check-named.tex', '% statutes-as-of: 2019-06-30\nSee 17~U.S.C.~\\S~107.\n', 'latex');
    assert.equal(api.operativeDates.of(named.document).source, 'document');
    await vscode.commands.executeCommand('statutes.setOperativeDate', DATE);
    assert.match(named.document.getText(), new RegExp(`^% statutes-as-of: ${DATE}\\n`));
    assert.equal(api.operativeDate.text, `$(calendar) Law as of ${DATE}`);
    await vscode.commands.executeCommand('statutes.setOperativeDate', null, plain.document.uri);
    assert.equal(api.operativeDates.of(plain.document).date, null);
  });

  it('hover text: the cited paragraph as of the date, free once read; the price when not; never when set so', async () => {
    const { document } = await openDocument('read-check-hover.md', BRIEF);
    await verifyDocument(document);
    const spent = (await ledger()).creditsConsumed;
    const four = await hoverAt(document, '17 U.S.C. § 107(4)', 3);
    assert.match(four, new RegExp(`Text as of ${DATE}`));
    assert.match(four, /> \(4\) the effect of the use upon the potential market for or value of the copyrighted work/);
    assert.match(four, new RegExp(`Open full text as of ${DATE}`));
    const five = await hoverAt(document, '17 U.S.C. § 107(5)', 3);
    assert.match(five, new RegExp(`17 U\\.S\\.C\\. § 107 has no paragraph \\(5\\) as of ${DATE}`));
    assert.equal((await ledger()).creditsConsumed, spent, 'the hover paid for text at hand');

    // A section whose text was never read: the hover names the price and reads nothing.
    const fresh = await openDocument('read-check-hover-fresh.md', 'Exclusive rights: 17 U.S.C. § 106(1).\n');
    const unread = await hoverAt(fresh.document, '17 U.S.C. § 106(1)', 3);
    assert.match(unread, new RegExp(`The current text is not read yet\\. Reading it costs ${price('sectionBody')} credits?\\.`));
    assert.equal((await ledger()).calls.sectionBody ?? 0, 4);
    await setSetting('hover.showText', 'always');
    const read = await hoverAt(fresh.document, '17 U.S.C. § 106(1)', 3);
    assert.match(read, /Current text/);
    assert.match(read, /> \(1\) to reproduce the copyrighted work in copies or phonorecords;/);
    assert.equal((await ledger()).calls.sectionBody, 5);
    await setSetting('hover.showText', 'never');
    assert.doesNotMatch(await hoverAt(fresh.document, '17 U.S.C. § 106(1)', 3), /Current text|current text is not read/);
  });
});
