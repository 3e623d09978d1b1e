import vscode = require('vscode');
import { apiKeyProblem } from '../core/api/apiKey';
import { describeKey } from '../services/apiKeyStore';
import { Disposable } from '../services/dispose';
import type { Services } from '../services/services';

/** "Set API Key…" and "Clear API Key": the key lives in secret storage (ApiKeyStore). */
export class KeyFeature extends Disposable {
  constructor(services: Services) {
    super();
    const store = services.keys;
    // The optional argument lets scripts and tests set the key without the input box.
    this._register(vscode.commands.registerCommand('statutes.setApiKey', async (keyArgument?: unknown) => {
      const key = typeof keyArgument === 'string' ? keyArgument.trim() : await promptForKey(await store.get());
      if (!key) return false;
      // The argument is checked as the input box checks a paste; the message never repeats the key.
      const problem = apiKeyProblem(key);
      if (problem) {
        void vscode.window.showErrorMessage(`Statute Lookup: the key was not saved. ${problem}`);
        return false;
      }
      await store.set(key);
      void vscode.window.showInformationMessage(`Statute Lookup: API key ${describeKey(key)} saved in secret storage.`);
      return true;
    }));
    this._register(vscode.commands.registerCommand('statutes.clearApiKey', async () => {
      const current = await store.get();
      if (!current) {
        void vscode.window.showInformationMessage('Statute Lookup: no API key is set.');
        return;
      }
      await store.clear();
      void vscode.window.showInformationMessage(`Statute Lookup: API key ${describeKey(current)} removed.`);
    }));
  }
}

async function promptForKey(current: string | undefined): Promise<string | undefined> {
  const value = await vscode.window.showInputBox({
    title: 'Statute Lookup: API Key',
    prompt: current ? `Replace the key in use (${describeKey(current)}). It is kept in VS Code's secret storage.` : "Paste your statute-lookup API key. It is kept in VS Code's secret storage.",
    password: true,
    ignoreFocusOut: true,
    validateInput: (text) => (text.trim() ? apiKeyProblem(text.trim()) : 'Enter a key, or press Escape.'),
  });
  return value?.trim() || undefined;
}
