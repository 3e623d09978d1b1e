import vscode = require('vscode');
import { CreditLedger } from '../core/lookup/credits';
import { Disposable } from '../services/dispose';
import type { Services } from '../services/services';
import { registerCreditCommands } from './creditCommands';
import { CreditStatusBar } from './statusBar';

/**
 * The credit display, pricing, the pause after a 402 and the cache of paid answers: counts every reply's
 * creditsConsumed, shows it in the status bar, and lets the user resume or forget what was paid for.
 */
export class CreditsFeature extends Disposable {
  readonly ledger: CreditLedger;
  readonly statusBar: CreditStatusBar;

  constructor(services: Services) {
    super();
    const { context, connection, gate, catalog, answers } = services;
    const state = context.globalState;
    this.ledger = new CreditLedger({ keys: () => state.keys(), get: (key) => state.get(key), set: (key, value) => state.update(key, value) });
    this.statusBar = this._register(new CreditStatusBar(this.ledger, gate));
    this._register(
      connection.onCreditsConsumed((e) => {
        this.ledger.add(e.credits);
        this.statusBar.render();
        // The price list for the tooltip, once something was paid for (free; activation makes no call).
        if (!this.statusBar.hasPricing) catalog.pricing().then((pricing) => this.statusBar.setPricing(pricing), () => undefined);
      }),
    );
    this._register(connection.onBalance((credits) => this.statusBar.setBalance(credits)));
    this._register(connection.onDidChangeService(() => this.statusBar.setPricing(undefined)));
    this._register(registerCreditCommands(catalog, this.ledger, gate, this.statusBar, services.log.for('credits')));
    this._register(
      vscode.commands.registerCommand('statutes.clearCache', () => {
        answers.forget();
        vscode.window.setStatusBarMessage('$(trash) Statute Lookup: cached answers cleared', 3000);
      }),
    );
  }
}
