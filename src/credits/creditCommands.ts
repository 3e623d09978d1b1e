import vscode = require('vscode');
import { CreditLedger } from '../core/lookup/credits';
import type { Logger } from '../core/util/log';
import { formatCredits, priceList } from '../core/api/pricing';
import { reportFailure } from '../services/errorUi';
import { ServiceCatalog } from '../services/serviceCatalog';
import { AutomaticCallsGate } from '../services/callGate';
import { CreditStatusBar } from './statusBar';

/** Pricing, resuming after a 402, and the status-bar menu. */
export function registerCreditCommands(catalog: ServiceCatalog, ledger: CreditLedger, gate: AutomaticCallsGate, statusBar: CreditStatusBar, log: Logger): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('statutes.showPricing', async () => {
      try {
        const pricing = await catalog.pricing();
        statusBar.setPricing(pricing);
        const lines = priceList(pricing).map((line) => `${line.name}: ${line.price}`);
        const rate = pricing.dollarPerCredit !== undefined ? `1 credit = $${pricing.dollarPerCredit}. ` : '';
        const balance = statusBar.remaining !== undefined ? ` Balance: ${statusBar.remaining.toLocaleString('en-US')} credit${statusBar.remaining === 1 ? '' : 's'}.` : '';
        await vscode.window.showInformationMessage('Statute Lookup pricing', {
          modal: true,
          detail: `${rate}Spent: ${formatCredits(ledger.session)} this session, ${formatCredits(ledger.todayTotal)} today in all windows.${balance}\n\n${lines.join('\n')}`,
        });
      } catch (error) {
        await reportFailure(error, log, 'pricing');
      }
    }),
    vscode.commands.registerCommand('statutes.resumeAutomaticLookups', () => {
      gate.resume();
      vscode.window.setStatusBarMessage('$(debug-start) Statute Lookup: automatic lookups resumed', 3000);
    }),
    vscode.commands.registerCommand('statutes.showMenu', async () => {
      const items: (vscode.QuickPickItem & { command: string })[] = [
        { label: '$(checklist) Verify Citations in Document', command: 'statutes.verifyDocument' },
        { label: '$(search) Insert Citation…', command: 'statutes.insertCitation' },
        { label: '$(tag) Show Pricing', description: `${formatCredits(ledger.session)} this session, ${formatCredits(ledger.todayTotal)} today`, command: 'statutes.showPricing' },
        ...(gate.pausedFor === 'credits' ? [{ label: '$(debug-start) Resume Automatic Lookups', command: 'statutes.resumeAutomaticLookups' }] : []),
        { label: '$(key) Set API Key…', command: 'statutes.setApiKey' },
        { label: '$(output) Show Log', command: 'statutes.showLog' },
      ];
      const chosen = await vscode.window.showQuickPick(items, { title: 'Statute Lookup' });
      if (chosen) await vscode.commands.executeCommand(chosen.command);
    }),
  );
}
