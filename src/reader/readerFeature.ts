import { Disposable } from '../services/dispose';
import type { Services } from '../services/services';
import { ReaderPanels } from './readerPanels';
import { StatuteDocuments } from './statuteDocuments';

/** Full text: the reader webview ("Open Section…", "as of") and the `statute:` documents that "Compare with Version as of…" diffs. */
export class ReaderFeature extends Disposable {
  readonly panels: ReaderPanels;

  constructor(services: Services) {
    super();
    const log = services.log.for('reader');
    this.panels = this._register(new ReaderPanels(services.context.extensionUri, services.texts, services.lookup, services.gate, log, (document) => services.operativeDates.of(document).date));
    this._register(new StatuteDocuments(services.texts, services.lookup, services.citations, log));
  }
}
