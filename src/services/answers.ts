import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { LookupCache } from '../core/lookup/lookupCache';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';

export interface Answers {
  lookup: CitationLookup;
  texts: SectionTexts;
  disposable: vscode.Disposable;
}

/** What the service has answered, kept so that nothing is paid for twice: per citation (persisted) and per text (session). */
export function setUpAnswers(context: vscode.ExtensionContext, connection: ServiceConnection): Answers {
  const lookup = new CitationLookup(() => connection.client(), new LookupCache(fileCacheStorage(context.globalStorageUri, 'lookup-cache.json')));
  const texts = new SectionTexts(() => connection.client());
  const forget = (): void => {
    lookup.forget();
    texts.clear();
  };
  const disposable = vscode.Disposable.from(
    // Statutes do not change with the account: a new key keeps the paid answers, a new service does not.
    connection.onDidChangeService(forget),
    new vscode.Disposable(() => void lookup.flush()),
    vscode.commands.registerCommand('statutes.clearCache', () => {
      forget();
      vscode.window.setStatusBarMessage('$(trash) Statute Lookup: cached answers cleared', 3000);
    }),
  );
  return { lookup, texts, disposable };
}
