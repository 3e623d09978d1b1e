// What opening a section from its hover costs, by the service's own request log: the hover pays for
// resolve (and metadata if resolve lacked the heading); opening then pays for the text only.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { admin, apiKey, hoverAt, onDialect, openDocument, price, resetAll, waitFor } from './helpers';

interface LoggedRequest {
  method: string;
  path: string;
  operation: string;
  status: number;
  credits: number;
}

async function requests(): Promise<LoggedRequest[]> {
  const ledger = await admin<{ requests: LoggedRequest[] }>('GET', `/__admin/ledger?key=${encodeURIComponent(apiKey())}`);
  return ledger.requests.filter((r) => r.operation !== 'pricing' && r.operation !== 'coverage');
}

/** The arguments of the hover's "Open full text" link, as VS Code would pass them. */
function openLinkArgs(hover: string): unknown[] {
  const match = /\(command:statutes\.openSection\?([^)\s]+)/.exec(hover);
  assert.ok(match, `the hover has no "Open full text" link:\n${hover}`);
  return JSON.parse(decodeURIComponent(match[1]!)) as unknown[];
}

describe(onDialect('Reading price'), () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it(onDialect('opening § 107 from its hover charges the text only'), async () => {
    const api = await resetAll();
    const editor = await openDocument('reading-price.md', 'Fair use is codified at 17 U.S.C. § 107.\n');
    const hover = await hoverAt(editor.document, '17 U.S.C. § 107', 3);
    assert.match(hover, /Limitations on exclusive rights/);
    const afterHover = await requests();
    const hoverCredits = afterHover.reduce((n, r) => n + r.credits, 0);
    assert.equal(hoverCredits, price('resolve'), `the hover: ${JSON.stringify(afterHover)}`);

    await vscode.commands.executeCommand('statutes.openSection', ...openLinkArgs(hover));
    assert.ok(await waitFor(() => api.readers.panelFor('USC_T17_C1_S107')?.shown !== undefined), 'the reader did not show § 107');
    const opened = (await requests()).slice(afterHover.length);
    assert.deepEqual(
      opened.map((r) => [r.operation, r.credits]),
      [['sectionBody', price('sectionBody')]],
      `opening from the hover: ${JSON.stringify(opened)}`,
    );
  });
});
