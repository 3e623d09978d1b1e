import vscode = require('vscode');
import { CreditLedger } from '../core/lookup/credits';
import { Pricing } from '../core/api/models';
import { formatCredits, priceList } from '../core/api/pricing';
import { markdownText } from '../core/util/markdown';
import { Disposable } from '../services/dispose';
import { AutomaticCallsGate } from '../services/callGate';

/** Credits spent this session and today; turns into a warning while automatic calls are paused. */
export class CreditStatusBar extends Disposable {
  private readonly item = this._register(vscode.window.createStatusBarItem('statutes.credits', vscode.StatusBarAlignment.Right, 100));
  private pricing: Pricing | undefined;
  private balance: { credits: number; at: Date } | undefined;

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

  /** Whether the tooltip has the price list yet. */
  get hasPricing(): boolean {
    return this.pricing !== undefined;
  }

  setPricing(pricing: Pricing | undefined): void {
    this.pricing = pricing;
    this.render();
  }

  /** The balance the service last reported. */
  get remaining(): number | undefined {
    return this.balance?.credits;
  }

  setBalance(credits: number, at = new Date()): void {
    this.balance = { credits, at };
    this.render();
  }

  /** The tooltip's Markdown (tests read it). */
  get tooltipMarkdown(): string {
    const tip = this.item.tooltip;
    return typeof tip === 'string' ? tip : (tip?.value ?? '');
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
    tip.isTrusted = { enabledCommands: ['statutes.showPricing'] };
    tip.appendMarkdown(`**Statute Lookup**\n\n`);
    if (paused === 'credits') tip.appendMarkdown(`$(warning) Out of credits: automatic lookups are paused until you act.\n\n`);
    if (paused === 'key') tip.appendMarkdown(`$(warning) The API key was rejected: automatic lookups are paused until you set a key.\n\n`);
    tip.appendMarkdown(`Spent: ${formatCredits(this.ledger.session)} this session · ${formatCredits(this.ledger.todayTotal)} today in all windows\n\n`);
    if (this.balance) tip.appendMarkdown(`Balance: **${markdownText(`${this.balance.credits.toLocaleString('en-US')} credit${this.balance.credits === 1 ? '' : 's'}`)}** (as the service reported at ${timeOf(this.balance.at)})\n\n`);
    if (this.pricing) {
      const lines = priceList(this.pricing);
      tip.appendMarkdown(`| What you do | Price |\n|---|---|\n`);
      for (const line of lines.filter((l) => l.credits > 0)) tip.appendMarkdown(`| ${markdownText(line.name)} | ${markdownText(line.price)} |\n`);
      const free = lines.filter((l) => l.credits === 0).map((l) => l.name);
      if (free.length) tip.appendMarkdown(`\nFree: ${markdownText(free.join(' · '))}\n`);
      if (this.pricing.dollarPerCredit !== undefined) tip.appendMarkdown(`\n1 credit = $${markdownText(String(this.pricing.dollarPerCredit))}\n`);
    } else {
      tip.appendMarkdown(`Prices: [Show Pricing](command:statutes.showPricing)\n`);
    }
    this.item.tooltip = tip;
  }
}

function timeOf(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
