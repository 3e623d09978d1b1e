// Activation and the first hover, inside a real VS Code with the local statute service.
// The harness opens a temp workspace holding brief.md; without it the test writes its own file.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';

const EXTENSION_ID = 'statute-lookup.statute-lookup';
const CITATION = '17 U.S.C. § 107';
const HEADING = 'Limitations on exclusive rights: Fair use';
const SAMPLE = `# Brief in support of the motion

Quoting a few lines for criticism is fair use under ${CITATION}, and the district court erred.
`;

describe('activation', () => {
  let document: vscode.TextDocument;

  before(async () => {
    document = await vscode.workspace.openTextDocument(await sampleBrief());
    await vscode.window.showTextDocument(document);
  });

  it('activates on a markdown document', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed in this VS Code`);
    assert.equal(document.languageId, 'markdown');
    // Opening the document is what activates it (onLanguage:markdown); nothing here calls activate() first.
    const active = await waitFor(() => extension.isActive, 10_000);
    assert.ok(active, `${EXTENSION_ID} did not activate when a markdown document was opened`);
    // isActive is also true after a failed activation; activate() rethrows that failure.
    await extension.activate();
  });

  it(`hover over ${CITATION} shows the section heading`, async () => {
    await configureService();
    const offset = document.getText().indexOf(CITATION);
    assert.ok(offset >= 0);
    const position = document.positionAt(offset + CITATION.indexOf('107'));
    let text = '';
    await waitFor(async () => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position);
      text = hovers.map(hoverText).join('\n---\n');
      return text.includes(HEADING);
    }, 15_000);
    assert.ok(text.includes(HEADING), `hover does not show "${HEADING}"; it shows:\n${text || '(no hover)'}`);
  });
});

/** The workspace's brief.md (written by the harness), or a new file in a temp folder. */
async function sampleBrief(): Promise<vscode.Uri> {
  const [found] = await vscode.workspace.findFiles('**/brief.md', undefined, 1);
  if (found) return found;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'statutes-it-'));
  const file = path.join(dir, 'brief.md');
  await fs.writeFile(file, SAMPLE);
  return vscode.Uri.file(file);
}

/** Points the extension at the local service the runner started, with its test key. */
async function configureService(): Promise<void> {
  const url = process.env.STATUTES_TEST_SERVICE_URL;
  const key = process.env.STATUTES_TEST_API_KEY;
  assert.ok(url && key, 'STATUTES_TEST_SERVICE_URL and STATUTES_TEST_API_KEY must be set (run through npm run test:integration)');
  const config = vscode.workspace.getConfiguration('statutes');
  if (config.get<string>('serviceUrl') !== url) {
    await config.update('serviceUrl', url, vscode.ConfigurationTarget.Global);
  }
  await vscode.commands.executeCommand('statutes.setApiKey', key);
}

function hoverText(hover: vscode.Hover): string {
  return hover.contents
    .map((part) => (typeof part === 'string' ? part : part.value))
    .join('\n');
}

/** Polls `condition` until it holds or `timeoutMs` passes; returns whether it held. */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
