import vscode = require('vscode');
import { localDay } from '../core/lookup/credits';
import { CitationLookup } from '../core/lookup/lookup';
import { buildReport, type CiteCheckReport } from '../core/report/citeCheck';
import { planDocumentCheck, runDocumentCheck } from '../core/report/checkDocuments';
import { reportJson, reportMarkdown } from '../core/report/renderReport';
import type { Logger } from '../core/util/log';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';
import { reportFailure } from '../services/errorUi';
import { ServiceCatalog } from '../services/serviceCatalog';
import { ServiceConnection } from '../services/serviceConnection';
import type { Services } from '../services/services';

/** What the command wrote (the integration tests read it). */
export interface ExportedReport {
  markdown: vscode.Uri;
  json: vscode.Uri;
  report: CiteCheckReport;
}

/**
 * "Export Cite-Check Report": the document's citations as the last check saw them, written as Markdown and
 * JSON beside the document and opened in the Markdown preview. Citations not yet checked are checked
 * first through "Verify Citations in Document" (its price asked as always); the export itself calls
 * nothing that is charged, so exporting again costs 0.
 */
export class ReportFeature extends Disposable {
  private readonly citations: DocumentCitations;
  private readonly lookup: CitationLookup;
  private readonly connection: ServiceConnection;
  private readonly catalog: ServiceCatalog;
  private readonly config: Config;
  private readonly log: Logger;

  constructor(services: Services) {
    super();
    ({ citations: this.citations, lookup: this.lookup, connection: this.connection, catalog: this.catalog, config: this.config } = services);
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
    const toCheck = [{ name, text: document.getText(), citations: found, checkForm: document.languageId !== 'latex' }];
    const plan = async (): ReturnType<typeof planDocumentCheck> => {
      const [coverage, rules] = await Promise.all([this.catalog.coverage(), this.connection.client().charging()]);
      return planDocumentCheck(toCheck, this.lookup, rules, coverage);
    };
    let planned = await plan();
    // Citations not yet checked: the verification checks them, asking its price first.
    const paidBefore = new Set<string>();
    let spent = 0;
    if (planned.plan.uncached.length > 0) {
      const counting = this.connection.onCreditsConsumed((e) => (spent += e.credits));
      try {
        await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
      } finally {
        counting.dispose();
      }
      const before = planned.plan.uncached.map((q) => CitationLookup.key(q));
      planned = await plan();
      const still = new Set(planned.plan.uncached.map((q) => CitationLookup.key(q)));
      for (const key of before) if (!still.has(key)) paidBefore.add(key);
      if (still.size > 0) {
        void vscode.window.showWarningMessage(
          `Statute Lookup: ${still.size} citation${still.size === 1 ? ' in ' + name + ' is' : 's in ' + name + ' are'} not checked yet; the report was not written. Verify the document, then export again.`,
        );
        return undefined;
      }
    }
    const today = localDay();
    const outcome = await runDocumentCheck(planned, this.lookup, { operativeDate: today, today, staleAfterDays: this.config.current.staleAfterDays, fetchHeadings: false, paidBefore });
    const report = buildReport(outcome.checked, { service: this.connection.serviceKey, operativeDate: today, creditsSpent: spent, now: Date.now() });
    const target = await this.targetOf(document);
    if (!target) return undefined;
    const json = target.with({ path: target.path.replace(/\.md$/i, '.json') });
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(reportMarkdown(report)));
    await vscode.workspace.fs.writeFile(json, new TextEncoder().encode(reportJson(report)));
    await vscode.commands.executeCommand('markdown.showPreview', target);
    this.log.info(`cite-check report of ${name}: ${report.summary.citations} citations, ${spent} credits spent, written to ${target.toString(true)}`);
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
