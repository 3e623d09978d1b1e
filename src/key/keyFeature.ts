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
    const save = async (key: string | undefined): Promise<boolean> => {
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
    };
    // The optional argument lets scripts and tests set the key without the input box.
    this._register(vscode.commands.registerCommand('statutes.setApiKey', async (keyArgument?: unknown) =>
      save(typeof keyArgument === 'string' ? keyArgument.trim() : await promptForKey(await store.get())),
    ));
    // What links in hovers run: the input box only, whatever arguments a link carries, so no link can set a key.
    this._register(vscode.commands.registerCommand('statutes.enterApiKey', async () => save(await promptForKey(await store.get()))));
    this._register(vscode.commands.registerCommand('statutes.clearApiKey', async () => {
      const source = await store.source();
      const current = await store.get();
      if (source === 'secret' && current) {
        await store.clear();
        const still = await store.get();
        void vscode.window.showInformationMessage(
          still
            ? `Statute Lookup: API key ${describeKey(current)} removed from secret storage. The key ${describeKey(still)} in the environment variable STATUTES_API_KEY is still used; unset it and restart VS Code to stop.`
            : `Statute Lookup: API key ${describeKey(current)} removed.`,
        );
        return still ? 'environment' : 'removed';
      }
      if (source === 'environment' && current) {
        void vscode.window.showInformationMessage(
          `Statute Lookup: no key is stored in secret storage, but the key ${describeKey(current)} in the environment variable STATUTES_API_KEY is used; unset it and restart VS Code to stop.`,
        );
        return 'environment';
      }
      void vscode.window.showInformationMessage('Statute Lookup: no API key is set.');
      return 'none';
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
