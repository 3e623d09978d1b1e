import vscode = require('vscode');
import { isCalendarDate } from '../core/checks/operativeDate';
import { markdownText } from '../core/util/markdown';
import { Config } from '../services/config';
import { Disposable } from '../services/dispose';
import { OperativeDates } from '../services/operativeDates';
import type { Services } from '../services/services';

/**
 * "Statutes: Set Operative Date…" and the status-bar item that shows, for the active document, the date its
 * statutes are read at. A date the document names in its text is edited there; otherwise the date is kept
 * for the document in the workspace.
 */
export class OperativeDateFeature extends Disposable {
  private readonly item = this._register(vscode.window.createStatusBarItem('statutes.operativeDate', vscode.StatusBarAlignment.Right, 101));
  private readonly dates: OperativeDates;
  private readonly config: Config;

  constructor(services: Services) {
    super();
    ({ operativeDates: this.dates, config: this.config } = services);
    this.item.name = 'Statute Lookup Operative Date';
    this.item.command = 'statutes.setOperativeDate';
    this._register(vscode.commands.registerCommand('statutes.setOperativeDate', (date?: string | null, uri?: string | vscode.Uri) => this.setDate(date, uri)));
    this._register(vscode.window.onDidChangeActiveTextEditor(() => this.render()));
    this._register(this.dates.onDidChange(() => this.render()));
    this._register(this.config.onDidChange(() => this.render()));
    this.render();
  }

  /** What the status bar shows now (empty when hidden). */
  get text(): string {
    return this.item.text;
  }

  private render(): void {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || !this.config.current.languages.includes(document.languageId)) {
      this.item.text = '';
      this.item.hide();
      return;
    }
    const { date, source } = this.dates.of(document);
    this.item.text = date ? `$(calendar) Law as of ${date}` : '$(calendar) Current law';
    const where = source === 'document' ? 'named in the document (`statutes-as-of:`)' : source === 'set' ? 'set for this document' : 'no operative date: the law in force today';
    this.item.tooltip = new vscode.MarkdownString(`**Statute Lookup** reads this document's statutes ${date ? `as of ${markdownText(date)}` : 'as current law'} — ${where}. Click to change.`);
    this.item.show();
  }

  /**
   * Sets the active (or given) document's date: asked for when not given; '' or null returns to current law.
   * Returns the date now in force for the document.
   */
  private async setDate(given?: string | null, target?: string | vscode.Uri): Promise<string | null | undefined> {
    const uri = typeof target === 'string' ? vscode.Uri.parse(target) : target;
    const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    if (!document) {
      void vscode.window.showInformationMessage('Statute Lookup: open a document to set the date its statutes are read at.');
      return undefined;
    }
    const current = this.dates.of(document);
    let date: string | null;
    if (given === undefined) {
      const typed = await vscode.window.showInputBox({
        title: 'Read the law as of which date?',
        prompt: 'YYYY-MM-DD; empty for current law. Hover, reader and verification read this document\'s statutes as of it.',
        value: current.date ?? '',
        validateInput: (v) => (v.trim() === '' || isCalendarDate(v.trim()) ? undefined : 'A date as YYYY-MM-DD, e.g. 2019-06-30'),
      });
      if (typed === undefined) return current.date;
      date = typed.trim() || null;
    } else {
      date = given && isCalendarDate(given.trim()) ? given.trim() : null;
      if (given && !date) {
        void vscode.window.showWarningMessage(`Statute Lookup: "${given}" is not a date (YYYY-MM-DD).`);
        return current.date;
      }
    }
    const mark = this.dates.markIn(document);
    if (mark) {
      if (!date) {
        void vscode.window.showInformationMessage('Statute Lookup: this document names its operative date in its text (statutes-as-of:); remove that line to read current law.');
        return current.date;
      }
      const edit = new vscode.WorkspaceEdit();
      edit.replace(document.uri, mark, date);
      await vscode.workspace.applyEdit(edit);
    } else {
      await this.dates.setFor(document.uri, date);
    }
    this.render();
    return this.dates.of(document).date;
  }
}
