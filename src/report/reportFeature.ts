import vscode = require('vscode');
import type { CitationLookup } from '../core/lookup/lookup';
import { buildReport, type CiteCheckReport } from '../core/report/citeCheck';
import { checkedCitations, RecordingTexts, uncachedKeys, type CheckRun } from '../core/report/fromCheck';
import { reportJson, reportMarkdown } from '../core/report/renderReport';
import type { Logger } from '../core/util/log';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';
import { reportFailure } from '../services/errorUi';
import { ServiceConnection } from '../services/serviceConnection';
import type { Services } from '../services/services';

export interface CurrentCheck {
  run: CheckRun;
  /** Whether this export ran it (and paid for what it bought). */
  fresh: boolean;
}

/** Where the document's check comes from: the verification, which keeps the last one and asks the price of a new one. */
export interface DocumentChecks {
  currentCheck(document: vscode.TextDocument): Promise<CurrentCheck | undefined>;
}

/** What the command wrote (the integration tests read it). */
export interface ExportedReport {
  markdown: vscode.Uri;
  json: vscode.Uri;
  report: CiteCheckReport;
}

/**
 * "Export Cite-Check Report": the document's citations checked as the command line checks them (existence,
 * standing, pinpoints, quotations, as of the document's operative date), written as Markdown and JSON beside
 * the document and opened in the Markdown preview. The last verification of this very text at this date is
 * used as it is (free, nothing asked); otherwise the document is verified first, its price asked there.
 */
export class ReportFeature extends Disposable {
  private readonly citations: DocumentCitations;
  private readonly lookup: CitationLookup;
  private readonly connection: ServiceConnection;
  private readonly log: Logger;

  constructor(
    services: Services,
    private readonly checks: DocumentChecks,
  ) {
    super();
    ({ citations: this.citations, lookup: this.lookup, connection: this.connection } = services);
    this.log = services.log.for('report');
    this._register(vscode.commands.registerCommand('statutes.exportCiteCheckReport', (uri?: vscode.Uri) => this.exportCommand(uri)));
  }

  private async exportCommand(uri?: vscode.Uri): Promise<ExportedReport | undefined> {
    const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    if (!document) {
      void vscode.window.showInformationMessage('Statute Lookup: open a brief to export its cite-check report.');
      return undefined;
    }
    try {
      return await this.export(document);
    } catch (error) {
      await reportFailure(error, this.log, 'export cite-check report');
      return undefined;
    }
  }

  private async export(document: vscode.TextDocument): Promise<ExportedReport | undefined> {
    const name = vscode.workspace.asRelativePath(document.uri);
    const found = this.citations.get(document);
    if (found.length === 0) {
      void vscode.window.showInformationMessage(`Statute Lookup: no statutory citations found in ${name}; there is nothing to report.`);
      return undefined;
    }
    // What a new run would pay for; nothing when the last check is used.
    const uncached = await uncachedKeys(found, this.lookup);
    let spent = 0;
    const counting = this.connection.onCreditsConsumed((e) => (spent += e.credits));
    let current: CurrentCheck | undefined;
    try {
      current = await this.checks.currentCheck(document);
    } finally {
      counting.dispose();
    }
    if (!current) {
      void vscode.window.showWarningMessage(`Statute Lookup: the citations of ${name} are not all checked yet; the report was not written.`);
      return undefined;
    }
    const { run, fresh } = current;
    const result = run.check;
    if (result.cancelled) return undefined;
    const rules = await this.connection.client().charging();
    const unpaid = fresh ? uncached : new Set<string>();
    const texts = fresh ? run.texts : new RecordingTexts(run.texts);
    const checked = await checkedCitations(result, { document: name, text: run.text, rules, unpaid, texts });
    const report = buildReport(checked, { service: this.connection.serviceKey, operativeDate: result.operativeDate, creditsSpent: spent, now: Date.now() });
    const target = await this.targetOf(document);
    if (!target) return undefined;
    const json = target.with({ path: target.path.replace(/\.md$/i, '.json') });
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(reportMarkdown(report)));
    await vscode.workspace.fs.writeFile(json, new TextEncoder().encode(reportJson(report)));
    await vscode.commands.executeCommand('markdown.showPreview', target);
    this.log.info(`cite-check report of ${name}: ${report.summary.citations} citations${fresh ? '' : ' (from the last check)'}, ${spent} credits spent, written to ${target.toString(true)}`);
    return { markdown: target, json, report };
  }

  /** `brief.cite-check.md` beside a saved document; otherwise (untitled, read-only scheme) where the user says. */
  private async targetOf(document: vscode.TextDocument): Promise<vscode.Uri | undefined> {
    if (!document.isUntitled && document.uri.scheme === 'file') {
      return document.uri.with({ path: document.uri.path.replace(/(\.[^./]+)?$/, '.cite-check.md') });
    }
    const chosen = await vscode.window.showSaveDialog({
      title: 'Save the cite-check report (Markdown; the JSON goes beside it)',
      defaultUri: vscode.workspace.workspaceFolders?.[0] ? vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, 'cite-check.md') : undefined,
      filters: { Markdown: ['md'] },
    });
    if (!chosen) return undefined;
    return /\.md$/i.test(chosen.path) ? chosen : chosen.with({ path: `${chosen.path}.md` });
  }
}
