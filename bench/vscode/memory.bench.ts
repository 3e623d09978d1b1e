// Extension-host heap growth from opening the largest real document, scanning it through the extension
// and verifying it with "Verify Citations in Document" (the cost prompt approved), inside a real VS Code.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { VerifySummary } from '../../src/verify/verifyFeature';
import { answerMessages, ledger, resetAll } from '../../test/integration/helpers';
import { garbageCollector, heapUsed, record } from './record';

/** Runs the command as a user would, clicking "Verify (≤ N credits)" on the cost prompt. */
async function verifyDocument(document: vscode.TextDocument): Promise<{ summary: VerifySummary | undefined; ms: number; messages: string[] }> {
  const prompts = answerMessages((_message, buttons) => buttons.find((b) => b.startsWith('Verify')));
  const t0 = performance.now();
  try {
    const summary = await vscode.commands.executeCommand<VerifySummary | undefined>('statutes.verifyDocument', document.uri);
    return { summary, ms: performance.now() - t0, messages: prompts.messages };
  } finally {
    prompts.restore();
  }
}

describe('bench: memory', function () {
  this.timeout(240_000);

  it('heap growth after scanning and verifying the largest document', async () => {
    const source = process.env.STATUTES_BENCH_DOCUMENT;
    assert.ok(source, 'STATUTES_BENCH_DOCUMENT must name the document (npm run bench -- vscode sets it)');
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    assert.ok(folder, 'the workspace has no folder');
    const api = await resetAll(1_000_000);
    const gc = garbageCollector();
    const settle = async (): Promise<number> => {
      await gc?.collect();
      return heapUsed();
    };
    const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 100) / 100;

    const base = await settle();
    const text = await fs.readFile(source, 'utf8');
    const file = path.join(folder, `bench-${path.basename(source)}`);
    await fs.writeFile(file, text);
    // Opened but not shown yet: no editor feature has scanned it, so the scan below is the first.
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    const opened = await settle();

    const t0 = performance.now();
    const found = api.citations.get(document);
    const scanMs = performance.now() - t0;
    const scanned = await settle();

    await vscode.window.showTextDocument(document);
    const shown = await settle();

    const first = await verifyDocument(document);
    const beforeCollecting = heapUsed();
    const verified = await settle();
    const spent = await ledger();

    // The same again from an empty cache: memory that grows with every verification would show here.
    await vscode.commands.executeCommand('statutes.clearCache');
    const second = await verifyDocument(document);
    const reverified = await settle();

    record('memory', {
      document: path.basename(source),
      bytes: Buffer.byteLength(text),
      citations: found.length,
      gc: gc?.how ?? 'none: heap figures are as measured, without a collection first',
      heapMb: {
        base: mb(base),
        opened: mb(opened),
        scanned: mb(scanned),
        shown: mb(shown),
        verified: mb(verified),
        verifiedBeforeGc: mb(beforeCollecting),
        verifiedAgain: mb(reverified),
      },
      growthMb: {
        /** Everything from before opening to after verifying, other extensions reacting to the editor included. */
        total: mb(verified - base),
        /** What the extension's own steps added: the scan, and the verification. */
        extension: mb(scanned - opened + (verified - shown)),
        open: mb(opened - base),
        scan: mb(scanned - opened),
        show: mb(shown - scanned),
        verify: mb(verified - shown),
        verifyAgain: mb(reverified - verified),
      },
      scanMs,
      verify: {
        wallMs: first.ms,
        summary: first.summary,
        credits: spent.creditsConsumed,
        calls: spent.calls,
        rateLimited: spent.rateLimited,
        prompts: first.messages.length,
        againWallMs: second.ms,
      },
    });
    assert.ok(first.summary && second.summary, `a verification did not finish; messages: ${[...first.messages, ...second.messages].join(' | ')}`);
  });
});
