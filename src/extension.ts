import * as vscode from 'vscode';
import { readConfig } from './config';
import { CreditLedger } from './core/credits';
import { CitationLookup } from './core/lookup';
import { LookupCache } from './core/lookupCache';
import { SectionTexts } from './core/sectionTexts';
import { registerCreditCommands } from './credits/creditCommands';
import { AutomaticCallsGate } from './credits/creditGate';
import { CreditStatusBar } from './credits/statusBar';
import { DocumentCitations } from './documentCitations';
import { registerCitationCommands } from './hover/citationCommands';
import { CitationHoverProvider } from './hover/hoverProvider';
import { InsertCitationFeature } from './insert/insertCitation';
import { registerTableOfAuthorities } from './insert/tableOfAuthoritiesCommand';
import { ApiKeyStore } from './key/apiKeyStore';
import { registerKeyCommands } from './key/keyCommands';
import { ReaderPanels } from './reader/readerPanels';
import { StatuteDocuments } from './reader/statuteDocuments';
import { ServiceState } from './tree/serviceState';
import { registerCodeTree } from './tree/treeCommands';
import { registerWatches } from './watches/watchCommands';
import { ServiceCatalog } from './serviceCatalog';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';
import { CitationCodeActions } from './verify/citationCodeActions';
import { CitationDiagnostics } from './verify/citationDiagnostics';
import type { StatutesApi } from './api';
import { VerifyFeature } from './verify/verifyFeature';

/** Wires the features together. No network here: everything is built lazily on first use. */
export function activate(context: vscode.ExtensionContext): StatutesApi {
  const started = performance.now();
  const log = vscode.window.createOutputChannel('Statute Lookup', { log: true });
  const keys = new ApiKeyStore(context.secrets);
  const connection = new ServiceConnection(keys, log);
  const catalog = new ServiceCatalog(connection);
  const citations = new DocumentCitations();
  const lookup = new CitationLookup(() => connection.client(), new LookupCache(fileCacheStorage(context.globalStorageUri, 'lookup-cache.json')));
  const gate = new AutomaticCallsGate();
  const ledger = new CreditLedger({ get: () => context.globalState.get('statutes.creditsToday'), set: (v) => context.globalState.update('statutes.creditsToday', v) });
  const statusBar = new CreditStatusBar(ledger, gate);
  const diagnostics = new CitationDiagnostics(citations);
  const texts = new SectionTexts(() => connection.client());
  const selector = readConfig().languages.map((language) => ({ language }));
  const verify = new VerifyFeature(citations, lookup, connection, catalog, diagnostics, gate, log);
  const readers = new ReaderPanels(context.extensionUri, texts, lookup, gate, log);
  const serviceState = new ServiceState(keys);
  const codeTree = registerCodeTree(connection, catalog, serviceState, log);
  const watches = registerWatches(connection, serviceState, codeTree.model, log);

  context.subscriptions.push(
    log, keys, connection, catalog, citations, gate, statusBar, diagnostics, serviceState, codeTree, watches,
    // Statutes do not change with the account: a new key keeps the paid answers, a new service does not.
    connection.onDidChangeService(() => {
      lookup.forget();
      texts.clear();
    }),
    keys.onDidChange(() => gate.resume()),
    new vscode.Disposable(() => void lookup.flush()),
    connection.onCreditsConsumed((e) => {
      ledger.add(e.credits);
      statusBar.render();
    }),
    registerKeyCommands(keys),
    registerCitationCommands(),
    registerCreditCommands(catalog, ledger, gate, statusBar, log),
    registerTableOfAuthorities(citations, lookup, catalog),
    verify,
    new InsertCitationFeature(connection, lookup, gate, log),
    readers,
    new StatuteDocuments(texts, lookup, log),
    vscode.commands.registerCommand('statutes.showLog', () => log.show()),
    vscode.commands.registerCommand('statutes.clearCache', () => {
      lookup.forget();
      texts.clear();
      vscode.window.setStatusBarMessage('$(trash) Statute Lookup: cached answers cleared', 3000);
    }),
    vscode.languages.registerHoverProvider(selector, new CitationHoverProvider(citations, lookup, gate, log)),
    vscode.languages.registerCodeActionsProvider(selector, new CitationCodeActions(citations), { providedCodeActionKinds: CitationCodeActions.kinds }),
  );
  void vscode.commands.executeCommand('setContext', 'statutes.languages', readConfig().languages);
  log.info(`activated (VS Code ${vscode.version}, ${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
  return { citations, lookup, gate, ledger, statusBar, verify, readers, codeTree, watches, activationMs: performance.now() - started };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
