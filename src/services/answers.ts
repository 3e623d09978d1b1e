import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { LookupCache } from '../core/lookup/lookupCache';
import { SectionTexts } from '../core/lookup/sectionTexts';
import type { Logger } from '../core/util/log';
import { folderCacheStorage } from './cacheFile';
import { Disposable } from './dispose';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';

const CACHE_FILE = 'lookup-cache.json';

/**
 * What the service has answered, kept so that nothing is paid for twice: per citation (persisted, shared
 * by every window, apart per service URL) and per text (session).
 */
export class Answers extends Disposable {
  readonly lookup: CitationLookup;
  readonly texts: SectionTexts;

  constructor(storageFolder: vscode.Uri, connection: ServiceConnection, log: Logger) {
    super();
    const storage = storageFolder.scheme === 'file' ? folderCacheStorage(storageFolder.fsPath, CACHE_FILE) : fileCacheStorage(storageFolder, CACHE_FILE);
    const cache = new LookupCache(storage, {
      // Statutes do not change with the account: a new key keeps the paid answers; each service has its own.
      service: () => connection.serviceKey,
      onProblem: (message) => {
        log.warn(message);
        void vscode.window.showWarningMessage(`Statute Lookup: ${message}`);
      },
    });
    this.lookup = new CitationLookup(() => connection.client(), cache);
    this.texts = new SectionTexts(() => connection.client());
    this._register(connection.onDidChangeService(() => this.texts.clear()));
    this._register(new vscode.Disposable(() => void this.lookup.flush()));
  }

  forget(): void {
    this.lookup.forget();
    this.texts.clear();
  }
}
