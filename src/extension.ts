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
import { ServiceCatalog } from './serviceCatalog';
import { ServiceConnection } from './serviceConnection';
import { fileCacheStorage } from './storage';
import { CitationCodeActions } from './verify/citationCodeActions';
import { CitationDiagnostics } from './verify/citationDiagnostics';
import { VerifyFeature } from './verify/verifyFeature';

/** Wires the features together. No network here: everything is built lazily on first use. */
export function activate(context: vscode.ExtensionContext): void {
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

  context.subscriptions.push(
    log, keys, connection, catalog, citations, gate, statusBar, diagnostics,
    connection.onDidChange(() => {
      lookup.forget();
      texts.clear();
    }),
    keys.onDidChange(() => gate.resume()),
    connection.onCreditsConsumed((e) => {
      ledger.add(e.credits);
      statusBar.render();
    }),
    registerKeyCommands(keys),
    registerCitationCommands(),
    registerCreditCommands(catalog, ledger, gate, statusBar, log),
    registerTableOfAuthorities(citations, lookup, catalog),
    new VerifyFeature(citations, lookup, connection, catalog, diagnostics, gate, log),
    new InsertCitationFeature(connection, lookup, gate, log),
    new ReaderPanels(context.extensionUri, texts, lookup, gate, log),
    new StatuteDocuments(texts, lookup, log),
    vscode.commands.registerCommand('statutes.showLog', () => log.show()),
    vscode.languages.registerHoverProvider(selector, new CitationHoverProvider(citations, lookup, gate, log)),
    vscode.languages.registerCodeActionsProvider(selector, new CitationCodeActions(citations), { providedCodeActionKinds: CitationCodeActions.kinds }),
  );
  void vscode.commands.executeCommand('setContext', 'statutes.languages', readConfig().languages);
  log.info(`activated (VS Code ${vscode.version}, ${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
