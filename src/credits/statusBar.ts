import vscode = require('vscode');
import { CreditLedger } from '../core/lookup/credits';
import { Pricing } from '../core/api/models';
import { formatCredits } from '../core/api/pricing';
import { markdownText } from '../core/util/markdown';
import { Disposable } from '../services/dispose';
import { AutomaticCallsGate } from '../services/callGate';

/** Credits spent this session and today; turns into a warning while automatic calls are paused. */
export class CreditStatusBar extends Disposable {
  private readonly item = this._register(vscode.window.createStatusBarItem('statutes.credits', vscode.StatusBarAlignment.Right, 100));
  private pricing: Pricing | undefined;

  constructor(
    private readonly ledger: CreditLedger,
    private readonly gate: AutomaticCallsGate,
  ) {
    super();
    this.item.name = 'Statute Lookup Credits';
    this.item.command = 'statutes.showMenu';
    this._register(gate.onDidChange(() => this.render()));
    this.render();
    this.item.show();
  }

  /** What the status bar shows now. */
  get text(): string {
    return this.item.text;
  }

  setPricing(pricing: Pricing): void {
    this.pricing = pricing;
    this.render();
  }

  render(): void {
    const paused = this.gate.pausedFor;
    if (paused) {
      this.item.text = `$(circle-slash) Statutes paused`;
      this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.warningBackground');
    } else {
      this.item.text = `$(law) ${formatCredits(this.ledger.session)}`;
      this.item.backgroundColor = undefined;
    }
    const tip = new vscode.MarkdownString(undefined, true);
    tip.appendMarkdown(`**Statute Lookup**\n\n`);
    if (paused === 'credits') tip.appendMarkdown(`$(warning) Out of credits: automatic lookups are paused until you act.\n\n`);
    if (paused === 'key') tip.appendMarkdown(`$(warning) The API key was rejected: automatic lookups are paused until you set a key.\n\n`);
    tip.appendMarkdown(`${formatCredits(this.ledger.session)} this session · ${formatCredits(this.ledger.todayTotal)} today\n\n`);
    if (this.pricing) {
      tip.appendMarkdown(`| Operation | Credits |\n|---|---:|\n`);
      for (const cost of this.pricing.costs) tip.appendMarkdown(`| ${markdownText(cost.operation || `${cost.method} ${cost.endpoint}`)} | ${cost.credits} |\n`);
      if (this.pricing.dollarPerCredit !== undefined) tip.appendMarkdown(`\n1 credit = $${markdownText(String(this.pricing.dollarPerCredit))}\n`);
    }
    this.item.tooltip = tip;
  }
}
