import vscode = require('vscode');
import type { StatutesApi } from './api';
import { setUpAnswers } from './services/answers';
import { readConfig } from './services/config';
import { setUpCredits } from './credits/setUpCredits';
import { DocumentCitations } from './services/documentCitations';
import { registerCitationCommands } from './hover/citationCommands';
import { CitationHoverProvider } from './hover/hoverProvider';
import { InsertCitationFeature } from './insert/insertCitation';
import { registerTableOfAuthorities } from './insert/tableOfAuthoritiesCommand';
import { ApiKeyStore } from './services/apiKeyStore';
import { registerKeyCommands } from './key/keyCommands';
import { ReaderPanels } from './reader/readerPanels';
import { StatuteDocuments } from './reader/statuteDocuments';
import { ServiceCatalog } from './services/serviceCatalog';
import { ServiceConnection } from './services/serviceConnection';
import { ServiceState } from './services/serviceState';
import { registerCodeTree } from './tree/treeCommands';
import { CitationCodeActions } from './verify/citationCodeActions';
import { CitationDiagnostics } from './verify/citationDiagnostics';
import { VerifyFeature } from './verify/verifyFeature';
import { registerWatches } from './watches/watchCommands';

/** Wires the features together. No network here: everything is built lazily on first use. */
export function activate(context: vscode.ExtensionContext): StatutesApi {
  const started = performance.now();
  const log = vscode.window.createOutputChannel('Statute Lookup', { log: true });
  const keys = new ApiKeyStore(context.secrets);
  const connection = new ServiceConnection(keys, log);
  const catalog = new ServiceCatalog(connection);
  const citations = new DocumentCitations();
  const { lookup, texts, disposable: answers } = setUpAnswers(context, connection);
  const { gate, ledger, statusBar, disposable: credits } = setUpCredits(context, connection, keys, catalog, log);
  const diagnostics = new CitationDiagnostics(citations);
  const verify = new VerifyFeature(citations, lookup, connection, catalog, diagnostics, gate, log);
  const readers = new ReaderPanels(context.extensionUri, texts, lookup, gate, log);
  const serviceState = new ServiceState(keys);
  const codeTree = registerCodeTree(connection, catalog, serviceState, log);
  const watches = registerWatches(connection, serviceState, codeTree.model, log);
  const { languages } = readConfig();
  const selector = languages.map((language) => ({ language }));

  context.subscriptions.push(
    log, keys, connection, catalog, citations, answers, credits, diagnostics, verify, readers, serviceState, codeTree, watches,
    registerKeyCommands(keys),
    registerCitationCommands(),
    registerTableOfAuthorities(citations, lookup, catalog),
    new InsertCitationFeature(connection, lookup, gate, log),
    new StatuteDocuments(texts, lookup, log),
    vscode.commands.registerCommand('statutes.showLog', () => log.show()),
    vscode.languages.registerHoverProvider(selector, new CitationHoverProvider(citations, lookup, gate, log)),
    vscode.languages.registerCodeActionsProvider(selector, new CitationCodeActions(citations), { providedCodeActionKinds: CitationCodeActions.kinds }),
  );
  void vscode.commands.executeCommand('setContext', 'statutes.languages', languages);
  log.info(`activated (VS Code ${vscode.version}, ${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
  return { citations, lookup, gate, ledger, statusBar, verify, readers, codeTree, watches, activationMs: performance.now() - started };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
