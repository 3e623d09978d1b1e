import vscode = require('vscode');
import { Disposable } from '../services/dispose';
import type { Services } from '../services/services';
import { registerCitationCommands } from './citationCommands';
import { CitationHoverProvider } from './hoverProvider';
import { HoverText } from './hoverText';

/** The hover on a citation and the commands behind its links (copy, replace with the canonical form). */
export class HoverFeature extends Disposable {
  constructor(services: Services) {
    super();
    const selector = services.config.current.languages.map((language) => ({ language }));
    const log = services.log.for('hover');
    const text = new HoverText(services.texts, services.operativeDates, services.config, services.gate, services.connection, log);
    const provider = new CitationHoverProvider(services.citations, services.lookup, services.gate, services.config, services.catalog, log, text);
    this._register(vscode.languages.registerHoverProvider(selector, provider));
    this._register(registerCitationCommands());
  }
}
