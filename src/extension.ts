import vscode = require('vscode');
import type { FoundCitation, StatutesApi, StatutesPublicApi } from './api';
import { findCitations } from './core/citations';
import { CreditsFeature } from './credits/creditsFeature';
import { HoverFeature } from './hover/hoverFeature';
import { InsertFeature } from './insert/insertFeature';
import { KeyFeature } from './key/keyFeature';
import { OperativeDateFeature } from './operativeDate/operativeDateFeature';
import { ReaderFeature } from './reader/readerFeature';
import { ReportFeature } from './report/reportFeature';
import { Services } from './services/services';
import { CodeTreeFeature } from './tree/codeTreeFeature';
import { VerifyFeature } from './verify/verifyFeature';
import { WatchesFeature } from './watches/watchesFeature';

/** The shared services and the list of features, each built the same way. No network here: everything is built lazily on first use. */
export function activate(context: vscode.ExtensionContext): StatutesPublicApi | StatutesApi {
  const started = performance.now();
  const services = new Services(context);
  const key = new KeyFeature(services);
  const credits = new CreditsFeature(services);
  const hover = new HoverFeature(services);
  const verify = new VerifyFeature(services);
  const report = new ReportFeature(services, verify);
  const reader = new ReaderFeature(services);
  const insert = new InsertFeature(services);
  const codeTree = new CodeTreeFeature(services);
  const watches = new WatchesFeature(services);
  const operativeDate = new OperativeDateFeature(services);
  // Features first: they may still use the services while they are disposed.
  context.subscriptions.push(key, credits, hover, verify, report, reader, insert, codeTree, watches, operativeDate, services);

  const { languages } = services.config.current;
  void vscode.commands.executeCommand('setContext', 'statutes.languages', languages);
  services.log.for('extension').info(`activated (VS Code ${vscode.version}, ${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
  const activationMs = performance.now() - started;
  const publicApi: StatutesPublicApi = Object.freeze({
    apiVersion: 1 as const,
    activationMs,
    findCitations: (text: string): FoundCitation[] =>
      typeof text === 'string' ? findCitations(text).map(({ start, end, text: written, canonical, pinpoint, corpusType }) => ({ start, end, text: written, canonical, pinpoint, corpusType })) : [],
  });
  // The parts themselves only to the extension's own tests: other extensions could reach the key through them.
  if (context.extensionMode !== vscode.ExtensionMode.Test) return publicApi;
  const { citations, lookup, gate } = services;
  return { ...publicApi, publicApi, citations, lookup, gate, ledger: credits.ledger, statusBar: credits.statusBar, verify, readers: reader.panels, codeTree, watches, operativeDate, operativeDates: services.operativeDates };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
