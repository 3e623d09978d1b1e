import vscode = require('vscode');
import { CreditLedger } from '../core/lookup/credits';
import { ApiKeyStore } from '../services/apiKeyStore';
import { ServiceCatalog } from '../services/serviceCatalog';
import { ServiceConnection } from '../services/serviceConnection';
import { registerCreditCommands } from './creditCommands';
import { AutomaticCallsGate } from '../services/callGate';
import { CreditStatusBar } from './statusBar';

export interface Credits {
  gate: AutomaticCallsGate;
  ledger: CreditLedger;
  statusBar: CreditStatusBar;
  disposable: vscode.Disposable;
}

/** The credit display and the pause after a 402: counts every reply's creditsConsumed, resumes on a new key. */
export function setUpCredits(context: vscode.ExtensionContext, connection: ServiceConnection, keys: ApiKeyStore, catalog: ServiceCatalog, log: vscode.LogOutputChannel): Credits {
  const gate = new AutomaticCallsGate();
  const ledger = new CreditLedger({ get: () => context.globalState.get('statutes.creditsToday'), set: (v) => context.globalState.update('statutes.creditsToday', v) });
  const statusBar = new CreditStatusBar(ledger, gate);
  const disposable = vscode.Disposable.from(
    gate,
    statusBar,
    keys.onDidChange(() => gate.resume()),
    connection.onCreditsConsumed((e) => {
      ledger.add(e.credits);
      statusBar.render();
    }),
    registerCreditCommands(catalog, ledger, gate, statusBar, log),
  );
  return { gate, ledger, statusBar, disposable };
}
