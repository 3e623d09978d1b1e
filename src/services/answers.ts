import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { LookupCache } from '../core/lookup/lookupCache';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { TextCache } from '../core/lookup/textCache';
import type { Logger } from '../core/util/log';
import { folderCacheStorage } from './cacheFile';
import { Disposable } from './dispose';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';

const CACHE_FILE = 'lookup-cache.json';
/** Section texts read for the reader, hovers and the checks: beside the answers, bounded on its own. */
const TEXTS_FILE = 'section-texts.json';

/**
 * What the service has answered, kept so that nothing is paid for twice: per citation (persisted, shared
 * by every window, apart per service URL) and per text (persisted the same way, bounded in size).
 */
export class Answers extends Disposable {
  readonly lookup: CitationLookup;
  readonly texts: SectionTexts;

  constructor(storageFolder: vscode.Uri, connection: ServiceConnection, log: Logger) {
    super();
    const storageOf = (name: string) => (storageFolder.scheme === 'file' ? folderCacheStorage(storageFolder.fsPath, name) : fileCacheStorage(storageFolder, name));
    const storage = storageOf(CACHE_FILE);
    const cache = new LookupCache(storage, {
      // Statutes do not change with the account: a new key keeps the paid answers; each service has its own.
      service: () => connection.serviceKey,
      onProblem: (message) => {
        log.warn(message);
        void vscode.window.showWarningMessage(`Statute Lookup: ${message}`);
      },
    });
    this.lookup = new CitationLookup(() => connection.client(), cache);
    const kept = new TextCache(storageOf(TEXTS_FILE), {
      service: () => connection.serviceKey,
      onProblem: (message) => log.warn(message),
    });
    this.texts = new SectionTexts(() => connection.client(), undefined, undefined, kept);
    this._register(connection.onDidChangeService(() => this.texts.clear()));
    this._register(new vscode.Disposable(() => void this.lookup.flush()));
    this._register(new vscode.Disposable(() => void kept.save()));
  }

  forget(): void {
    this.lookup.forget();
    this.texts.clear(true);
  }
}
