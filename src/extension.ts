import vscode = require('vscode');
import type { StatutesApi } from './api';
import { CreditsFeature } from './credits/creditsFeature';
import { HoverFeature } from './hover/hoverFeature';
import { InsertFeature } from './insert/insertFeature';
import { KeyFeature } from './key/keyFeature';
import { ReaderFeature } from './reader/readerFeature';
import { Services } from './services/services';
import { CodeTreeFeature } from './tree/codeTreeFeature';
import { VerifyFeature } from './verify/verifyFeature';
import { WatchesFeature } from './watches/watchesFeature';

/** The shared services and the list of features, each built the same way. No network here: everything is built lazily on first use. */
export function activate(context: vscode.ExtensionContext): StatutesApi {
  const started = performance.now();
  const services = new Services(context);
  const key = new KeyFeature(services);
  const credits = new CreditsFeature(services);
  const hover = new HoverFeature(services);
  const verify = new VerifyFeature(services);
  const reader = new ReaderFeature(services);
  const insert = new InsertFeature(services);
  const codeTree = new CodeTreeFeature(services);
  const watches = new WatchesFeature(services);
  // Features first: they may still use the services while they are disposed.
  context.subscriptions.push(key, credits, hover, verify, reader, insert, codeTree, watches, services);

  const { languages } = services.config.current;
  void vscode.commands.executeCommand('setContext', 'statutes.languages', languages);
  services.log.for('extension').info(`activated (VS Code ${vscode.version}, ${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
  const { citations, lookup, gate } = services;
  return { citations, lookup, gate, ledger: credits.ledger, statusBar: credits.statusBar, verify, readers: reader.panels, codeTree, watches, activationMs: performance.now() - started };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
