// "Verify Citations in Document" inside a real VS Code against the local statute service, in either of
// its dialects (STATUTES_TEST_DIALECT = live | interface): the cost shown before spending, from the
// service's own prices, checked against its ledger; batch resolve on the live dialect; diagnostics, the
// good-law verdict among them; no second charge; cancelling; pacing; 402 midway; edits; fixes.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import { EXTENSION_ID, testDialect, admin, price, answerMessages, approveVerification, ledger, openDocument, resetAll, setSetting, verifyDocument, waitFor } from './helpers';

/** Which dialect the service of this run speaks. */
const DIALECT = testDialect();
/** Its price of one resolved citation (found or not). */
const RESOLVE_PRICE = price('resolve');

/** Resolve requests in the ledger: one per citation (GET), or one per batch of up to 50 (POST, live). */
function resolveRequests(l: { calls: Record<string, number> }): number {
  return (l.calls.resolve ?? 0) + (l.calls.resolveBatch ?? 0);
}

/** The credits the prompt announced. */
function announced(messages: string[]): number {
  const prompt = messages.find((m) => m.startsWith('Verify the citations'));
  assert.ok(prompt, `no cost prompt among: ${messages.join(' | ')}`);
  return Number(/costs at most (\d+) credits/.exec(prompt)?.[1]);
}

function diagnostics(document: vscode.TextDocument): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Statute Lookup');
}

function at(document: vscode.TextDocument, d: vscode.Diagnostic): string {
  return document.getText(d.range);
}

describe(`verify citations in document (${DIALECT})`, function () {
  this.timeout(120_000);
  let brief: vscode.TextDocument;

  before(async () => {
    const sample = path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sample-brief.md');
    brief = (await openDocument('verify-brief.md', await fs.readFile(sample, 'utf8'))).document;
  });

  beforeEach(async () => {
    await resetAll();
  });

  afterEach(async () => {
    await admin('DELETE', '/__admin/faults');
    await setSetting('verify.onSave', undefined);
    await setSetting('verify.confirmAboveCredits', undefined);
  });

  it('says what it will cost at the service\'s own price, then reports every kind of finding, and the ledger agrees', async () => {
    const { summary, messages } = await verifyDocument(brief);
    assert.ok(summary, 'no summary');
    const prompt = messages.find((m) => m.startsWith('Verify the citations'))!;
    const maxCredits = announced(messages);
    assert.match(prompt, new RegExp(`to resolve at ${RESOLVE_PRICE} credits? each, charged also when the service does not find the citation`));
    const spent = await ledger();
    assert.equal(summary.creditsSpent, spent.creditsConsumed, 'the extension and the service disagree on credits');
    assert.ok(spent.creditsConsumed <= maxCredits, `spent ${spent.creditsConsumed} > announced ${maxCredits}`);
    assert.ok(maxCredits <= 1.1 * spent.creditsConsumed, `announced ${maxCredits}, more than 10 % above the ${spent.creditsConsumed} charged`);
    // The resolves, and the texts the pinpoint and quotation checks read (one per distinct section: no operative date).
    assert.ok(summary.textReads > 0, 'the brief has pinpoints and a quotation: texts are read');
    assert.equal(spent.calls.sectionBody ?? 0, summary.textReads);
    assert.match(prompt, new RegExp(`Checking pinpoints and quotations against current law reads ${summary.textReads} texts? .* at ${price('sectionBody')} credits? each`));
    assert.equal(spent.creditsConsumed, RESOLVE_PRICE * summary.requested + price('sectionBody') * summary.textReads);
    assert.equal(resolveRequests(spent), DIALECT === 'live' ? Math.ceil(summary.requested / 50) : summary.requested);
    assert.equal(spent.rateLimited, 0);

    const found = diagnostics(brief);
    const bySeverity = (s: vscode.DiagnosticSeverity): string[] => found.filter((d) => d.severity === s).map((d) => at(brief, d));
    assert.deepEqual(bySeverity(vscode.DiagnosticSeverity.Error), ['17 U.S.C. § 1599']);
    assert.deepEqual(bySeverity(vscode.DiagnosticSeverity.Warning), ['35 U.S.C. § 104']);
    const information = bySeverity(vscode.DiagnosticSeverity.Information);
    assert.ok(information.includes('Cal. Civ. Code § 3294'), 'an uncovered state code is not flagged as not verified');
    if (DIALECT === 'live') {
      // The live service checks good law: D.C. Code sections in force come back `unknown`, shown as unverified.
      const goodLaw = found.filter((d) => d.code === 'good-law');
      assert.ok(goodLaw.length > 0, 'no good-law diagnostic on the live dialect');
      for (const d of goodLaw) assert.match(d.message, /has not been checked for good law|is no longer good law|is not operative/);
      assert.ok(goodLaw.some((d) => at(brief, d) === 'D.C. Code § 47-2002'), goodLaw.map((d) => at(brief, d)).join(', '));
    } else {
      assert.ok(!found.some((d) => d.code === 'good-law'), 'the interface service sends no good-law verdict');
    }
    assert.deepEqual(bySeverity(vscode.DiagnosticSeverity.Hint), ['17 USC 115', 'Pub. L. 117-228']);
    const hint = found.find((d) => d.severity === vscode.DiagnosticSeverity.Hint)!;
    assert.equal(hint.message, 'Bluebook form: 17 U.S.C. § 115');
  });

  it('100 distinct citations: the estimate holds against the ledger, and on the live dialect they take 2 resolve requests', async () => {
    // Sections of 17 U.S.C. (found or not: both are charged), each cited twice.
    const cites = Array.from({ length: 100 }, (_, i) => `17 U.S.C. § ${101 + i}`);
    const { document } = await openDocument('hundred.md', [...cites, ...cites].map((c) => `See ${c}.`).join('\n') + '\n');
    // The Pro plan's rate limit: with batches of 50 the whole brief fits in one window.
    if (DIALECT === 'live') await admin('POST', '/__admin/rate', { rate: '30/60' });
    const started = Date.now();
    const { summary, messages } = await verifyDocument(document);
    const seconds = (Date.now() - started) / 1000;
    assert.equal(summary?.requested, 100);
    const spent = await ledger();
    const maxCredits = announced(messages);
    assert.equal(spent.creditsConsumed, 100 * RESOLVE_PRICE);
    assert.ok(spent.creditsConsumed <= maxCredits && maxCredits <= 1.1 * spent.creditsConsumed, `announced ${maxCredits}, charged ${spent.creditsConsumed}`);
    if (DIALECT === 'live') {
      assert.equal(resolveRequests(spent), 2);
      assert.equal(spent.calls.resolve ?? 0, 0, 'a citation went out on its own');
      assert.equal(spent.rateLimited, 0);
      assert.ok(seconds < 10, `${seconds} s at 30/60`);
    } else {
      assert.equal(resolveRequests(spent), 100);
    }
  });

  it('a second run on the unchanged document spends nothing and asks nothing', async () => {
    await verifyDocument(brief);
    const first = await ledger();
    const { summary, messages } = await verifyDocument(brief);
    const second = await ledger();
    assert.equal(second.creditsConsumed, first.creditsConsumed);
    assert.equal(summary?.creditsSpent, 0);
    assert.ok(!messages.some((m) => m.startsWith('Verify the citations')), 'asked to spend on a re-run');
  });

  it('declining the prompt spends nothing', async () => {
    const { summary } = await verifyDocument(brief, () => undefined);
    assert.equal(summary, undefined);
    assert.equal((await ledger()).creditsConsumed, 0);
  });

  it('diagnostics follow edits, and an edited citation is not silently kept', async () => {
    const editor = await vscode.window.showTextDocument(brief);
    await verifyDocument(brief);
    const before = diagnostics(brief).find((d) => d.severity === vscode.DiagnosticSeverity.Error)!;
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(0, 0), 'DRAFT\n\n')));
    const moved = diagnostics(brief).find((d) => d.severity === vscode.DiagnosticSeverity.Error)!;
    assert.equal(moved.range.start.line, before.range.start.line + 2);
    assert.equal(at(brief, moved), '17 U.S.C. § 1599');
    const offset = brief.getText().indexOf('§ 1599');
    assert.ok(await editor.edit((e) => e.replace(new vscode.Range(brief.positionAt(offset + 2), brief.positionAt(offset + 6)), '1598')));
    assert.ok(!diagnostics(brief).some((d) => at(brief, d).includes('1598')), 'an edited citation kept the old verdict');
    assert.ok(await editor.edit((e) => e.delete(new vscode.Range(0, 0, 2, 0))));
    await vscode.commands.executeCommand('undo');
    await vscode.commands.executeCommand('undo');
  });

  it('code actions: the Bluebook form fixes a hint; a short form is written out', async () => {
    const { document } = await openDocument('fixes.md', 'See 17 USC 107 for the factors. Id. § 106 lists the rights.\n');
    await verifyDocument(document);
    const hint = diagnostics(document).find((d) => d.severity === vscode.DiagnosticSeverity.Hint);
    assert.ok(hint);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, hint.range);
    const fix = actions.find((a) => a.title === 'Use Bluebook form: 17 U.S.C. § 107');
    assert.ok(fix?.edit, `actions: ${actions.map((a) => a.title).join(', ')}`);
    await vscode.workspace.applyEdit(fix.edit);
    assert.match(document.getText(), /See 17 U\.S\.C\. § 107 for/);
    const idAt = document.positionAt(document.getText().indexOf('Id.') + 1);
    const expand = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, new vscode.Range(idAt, idAt))).find((a) => a.title.startsWith('Write out short form'));
    assert.ok(expand?.edit);
    await vscode.workspace.applyEdit(expand.edit);
    assert.match(document.getText(), /17 U\.S\.C\. § 106 lists/);
    assert.ok(diagnostics(document).length >= 0);
  });

  it('cancelling keeps what was already paid for; the re-run pays only for the rest', async () => {
    const api = await resetAll();
    await admin('POST', '/__admin/faults', { fault: 'latency', latencyMs: DIALECT === 'live' ? 1500 : 400, count: -1, pathPrefix: '/api/v1/us/statutes/resolve' });
    const prompts = answerMessages(approveVerification);
    const running = vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', brief.uri);
    if (DIALECT === 'live') {
      // One batch carries the whole brief: cancel while it is in flight.
      await new Promise((go) => setTimeout(go, 600));
    } else {
      assert.ok(await waitFor(async () => ((await ledger()).calls.resolve ?? 0) >= 4, 20_000), 'verification did not start');
    }
    api.verify.cancelAll();
    const cancelled = await running;
    prompts.restore();
    assert.equal(cancelled?.cancelled, true);
    await admin('DELETE', '/__admin/faults');
    const paidBefore = (await ledger()).creditsConsumed;
    const resolvedBefore = DIALECT === 'live' ? paidBefore / RESOLVE_PRICE : ((await ledger()).calls.resolve ?? 0);
    if (DIALECT === 'live') assert.equal(resolvedBefore, cancelled?.requested, 'the batch in flight was not kept');
    else assert.ok(resolvedBefore < (cancelled?.requested ?? 0), 'cancel came too late to test anything');
    const requestsBefore = resolveRequests(await ledger());
    const { summary, messages } = await verifyDocument(brief);
    const after = await ledger();
    // The cancelled run bought no text; the re-run reads them once.
    assert.equal(after.creditsConsumed, (cancelled?.requested ?? 0) * RESOLVE_PRICE + (summary?.textReads ?? 0) * price('sectionBody'), 'a citation was paid for twice');
    assert.equal(after.calls.sectionBody ?? 0, summary?.textReads);
    assert.equal(summary?.requested, (cancelled?.requested ?? 0) - resolvedBefore);
    assert.equal(after.creditsConsumed - paidBefore, summary?.creditsSpent);
    if (DIALECT === 'live') {
      assert.equal(resolveRequests(after), requestsBefore, 'the re-run asked again');
      // Asked only for the texts the cancelled run did not read: nothing already paid for is priced again.
      const prompt = messages.find((m) => m.startsWith('Verify the citations'));
      if (prompt) assert.equal(announced(messages), (summary?.textReads ?? 0) * price('sectionBody'), 'asked to spend on what was paid for');
    }
  });

  it('paces itself to the service rate limit: no 429s', async () => {
    await admin('POST', '/__admin/rate', { rate: '5/2' });
    const { summary } = await verifyDocument(brief);
    const spent = await ledger();
    assert.ok(summary && summary.requested > 5, 'the brief needs more requests than one window allows');
    const limited = spent.requests.filter((r) => r.status === 429).map((r) => `${r.at} ${r.method} ${r.path}`);
    assert.equal(spent.rateLimited, 0, `${spent.rateLimited} requests were rate-limited: ${limited.join('; ')}`);
    assert.equal(resolveRequests(spent), DIALECT === 'live' ? 1 : summary.requested);
  });

  it('402 midway: stops, says so, pauses automatic calls; nothing is charged twice', async () => {
    const api = await resetAll(5);
    const { summary, messages } = await verifyDocument(brief);
    assert.ok(messages.some((m) => /out of credits/.test(m)), `messages: ${messages.join(' | ')}`);
    assert.equal(api.gate.pausedFor, 'credits');
    assert.match(api.statusBar.text, /paused/);
    const spent = await ledger();
    // Interface: 5 single resolves go through before the 6th is refused. Live: the one batch costs more than 5 credits and is refused whole.
    const paid = DIALECT === 'live' ? 0 : 5;
    assert.equal(spent.creditsConsumed, paid);
    assert.ok((spent.statuses['402'] ?? 0) >= 1);
    assert.ok(summary === undefined || summary.creditsSpent === paid);
  });

  it('verify on save (when enabled) runs without a prompt under the threshold', async () => {
    await setSetting('verify.onSave', true);
    await setSetting('verify.confirmAboveCredits', 1000);
    const { document } = await openDocument('on-save.md', 'Patentable subject matter: 35 U.S.C. § 101.\n');
    const editor = await vscode.window.showTextDocument(document);
    await editor.edit((e) => e.insert(new vscode.Position(1, 0), 'And 35 U.S.C. § 103.\n'));
    await document.save();
    assert.ok(await waitFor(async () => (await ledger()).creditsConsumed === 2 * RESOLVE_PRICE, 15_000), 'saving did not verify');
    assert.equal(resolveRequests(await ledger()), DIALECT === 'live' ? 1 : 2);
  });
  it('a chapter cited as a whole is looked for among the code divisions; a missing one is not found; checked once', async () => {
    const { document } = await openDocument('chapters.md', 'Assault is in D.C. Code ch. 22-4; there is no D.C. Code ch. 22-99.\n');
    const answer = (_message: string, buttons: string[]): string | undefined => buttons.find((b) => b.startsWith('Verify'));
    const { summary } = await verifyDocument(document, answer);
    assert.ok(summary, 'no summary');
    const found = diagnostics(document);
    assert.deepEqual(found.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => [at(document, d), d.message]), [
      ['D.C. Code ch. 22-99', 'D.C. Code ch. 22-99 was not found in the statute service.'],
    ]);
    assert.ok(!found.some((d) => at(document, d) === 'D.C. Code ch. 22-4' && d.severity !== vscode.DiagnosticSeverity.Hint), 'the chapter that exists was flagged');
    const spent = await ledger();
    const listed = spent.calls.divisions ?? 0;
    assert.ok(listed > 0, 'no division was listed');
    assert.equal(resolveRequests(spent), 0, 'a chapter was sent to resolve');
    assert.equal(summary.creditsSpent, spent.creditsConsumed);
    const again = await verifyDocument(document, answer);
    const after = await ledger();
    // (What the second run listed, and when, in the message: enough to tell a repeat from a listing something else made.)
    const listings = after.requests.filter((r) => r.operation === 'divisions').map((r) => `${r.at} ${r.method} ${r.path} ${r.status}`);
    assert.equal(after.calls.divisions ?? 0, listed, `a chapter already checked was listed again (first run ${JSON.stringify(summary)}; second ${JSON.stringify(again.summary)}): ${listings.join("; ")}`);
    assert.equal(diagnostics(document).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length, 1);
  });
});
