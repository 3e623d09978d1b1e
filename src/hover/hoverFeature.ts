import vscode = require('vscode');
import { Disposable } from '../services/dispose';
import type { Services } from '../services/services';
import { registerCitationCommands } from './citationCommands';
import { CitationHoverProvider } from './hoverProvider';

/** The hover on a citation and the commands behind its links (copy, replace with the canonical form). */
export class HoverFeature extends Disposable {
  constructor(services: Services) {
    super();
    const selector = services.config.current.languages.map((language) => ({ language }));
    const provider = new CitationHoverProvider(services.citations, services.lookup, services.gate, services.config, services.catalog, services.log.for('hover'));
    this._register(vscode.languages.registerHoverProvider(selector, provider));
    this._register(registerCitationCommands());
  }
}
