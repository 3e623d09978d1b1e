import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { LookupCache } from '../core/lookup/lookupCache';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { Disposable } from './dispose';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';

/** What the service has answered, kept so that nothing is paid for twice: per citation (persisted) and per text (session). */
export class Answers extends Disposable {
  readonly lookup: CitationLookup;
  readonly texts: SectionTexts;

  constructor(storageFolder: vscode.Uri, connection: ServiceConnection) {
    super();
    this.lookup = new CitationLookup(() => connection.client(), new LookupCache(fileCacheStorage(storageFolder, 'lookup-cache.json')));
    this.texts = new SectionTexts(() => connection.client());
    // Statutes do not change with the account: a new key keeps the paid answers, a new service does not.
    this._register(connection.onDidChangeService(() => this.forget()));
    this._register(new vscode.Disposable(() => void this.lookup.flush()));
  }

  forget(): void {
    this.lookup.forget();
    this.texts.clear();
  }
}
