// The hover and verification say the same thing about every citation of the sample brief: each of
// verification's findings is in the hover in its words (or, for a section not in force, its status),
// and the hover raises no error or warning that verification does not.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, answerMessages, extensionApi, hoverAt, openDocument, resetAll, testDialect } from './helpers';

const DIALECT = testDialect();

describe(`hover and verification agree (${DIALECT})`, function () {
  this.timeout(180_000);

  it('on every citation of samples/sample-brief.md', async () => {
    await resetAll();
    const sample = path.join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'samples', 'sample-brief.md');
    const document = (await openDocument('agreement-brief.md', await fs.readFile(sample, 'utf8'))).document;
    const prompts = answerMessages((_message, buttons) => buttons.find((b) => b.startsWith('Verify') || b.startsWith('Fetch')));
    try {
      await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
    } finally {
      prompts.restore();
    }
    const api = await extensionApi();
    const citations = api.citations.get(document);
    assert.ok(citations.length >= 20, `only ${citations.length} citations found`);
    const diagnostics = vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Statute Lookup' && d.severity !== vscode.DiagnosticSeverity.Hint);
    const disagreements: string[] = [];
    let checked = 0;
    for (const citation of citations) {
      const range = new vscode.Range(document.positionAt(citation.start), document.positionAt(citation.end));
      const own = diagnostics.filter((d) => d.range.isEqual(range));
      const hover = await hoverAt(document, document.getText().slice(citation.start), 1).catch(() => '');
      const where = `${citation.text} (${citation.canonical})`;
      if (!hover) {
        disagreements.push(`${where}: no hover`);
        continue;
      }
      checked++;
      for (const d of own) {
        // Two findings the hover's status line says in its own words: not in force (with a warning), the good-law check.
        if (d.code === 'not-in-force') {
          if (!/\$\(warning\)/.test(hover)) disagreements.push(`${where}: verification says "${d.message}", the hover shows no warning`);
        } else if (d.code === 'good-law') {
          if (!/Good-law check: /.test(hover)) disagreements.push(`${where}: verification says "${d.message}", the hover does not mention the good-law check`);
        } else if (!hover.includes(d.message)) {
          disagreements.push(`${where}: verification says "${d.message}", the hover does not:\n${hover}`);
        }
      }
      const severities = new Set(own.map((d) => d.severity));
      if (/\$\(error\)/.test(hover) && !severities.has(vscode.DiagnosticSeverity.Error)) disagreements.push(`${where}: the hover shows an error verification does not:\n${hover}`);
      if (/\$\(warning\)/.test(hover) && !severities.has(vscode.DiagnosticSeverity.Warning)) disagreements.push(`${where}: the hover shows a warning verification does not:\n${hover}`);
      if (/\$\(pass\)/.test(hover) && own.length) disagreements.push(`${where}: the hover shows a plain pass though verification says "${own.map((d) => d.message).join('; ')}"`);
      if (/Not found/i.test(hover) && !own.some((d) => d.code === 'unresolved')) disagreements.push(`${where}: the hover says not found, verification does not`);
    }
    assert.deepEqual(disagreements, []);
    assert.equal(checked, citations.length);
    // The sample's known cases, so the comparison cannot pass on two empty sides.
    const said = diagnostics.map((d) => d.message).join('\n');
    assert.match(said, /14 C\.F\.R\. § 91\.3: the service's text is current only through 2015-01-01/);
    assert.match(said, /Cal\. Civ\. Code § 3294: the statute service has no data for California/);
    assert.match(said, /17 U\.S\.C\. § 1599 was not found/);
  });
});
