import vscode = require('vscode');
import type { Pricing } from '../core/api/models';
import { formatCredits, formatDollars } from '../core/api/pricing';
import { planDocumentCheck, runDocumentCheck, type CheckPlan, type DocumentCheck } from '../core/checks/checkDocument';
import { localDay } from '../core/lookup/credits';
import type { CitationLookup, MetadataPlan } from '../core/lookup/lookup';
import type { SectionTexts } from '../core/lookup/sectionTexts';
import { buildReport, type CiteCheckReport } from '../core/report/citeCheck';
import { checkedCitations, RecordingTexts, uncachedKeys } from '../core/report/fromCheck';
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
 * "Export Cite-Check Report": the document's citations checked as the command line checks them (existence,
 * standing, pinpoints, quotations, as of the document's operative date), written as Markdown and JSON beside
 * the document and opened in the Markdown preview. What is not yet answered is bought after one price prompt;
 * what is answered already (by an earlier check, a hover, the reader) is free, so exporting again costs 0.
 */
export class ReportFeature extends Disposable {
  private readonly citations: DocumentCitations;
  private readonly lookup: CitationLookup;
  private readonly texts: SectionTexts;
  private readonly connection: ServiceConnection;
  private readonly catalog: ServiceCatalog;
  private readonly config: Config;
  private readonly log: Logger;

  constructor(services: Services) {
    super();
    ({ citations: this.citations, lookup: this.lookup, connection: this.connection, catalog: this.catalog, config: this.config } = services);
    this.texts = services.answers.texts;
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
    const text = document.getText();
    // Free calls; a wrong key or an unreachable service shows up here, before anything is spent.
    const [coverage, rules, pricing] = await Promise.all([this.catalog.coverage(), this.connection.client().charging(), this.catalog.pricing().catch(() => undefined)]);
    const texts = new RecordingTexts(this.texts);
    const client = this.connection.client();
    const services = { lookup: this.lookup, texts, rules, coverage, listDivisions: client.divisions.bind(client) };
    const prepared = await planDocumentCheck({ text, format: document.languageId, citations: found }, services);
    const { plan } = prepared;
    if (plan.maxCredits > 0 && !(await this.consent(plan, pricing, name))) {
      void vscode.window.showWarningMessage(`Statute Lookup: the citations of ${name} are not all checked yet; the report was not written.`);
      return undefined;
    }
    const unpaid = await uncachedKeys(found, this.lookup);
    let spent = 0;
    const counting = this.connection.onCreditsConsumed((e) => (spent += e.credits));
    let result: DocumentCheck;
    try {
      result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `Checking the citations in ${name}`, cancellable: true },
        async (_progress, token) => {
          const abort = new AbortController();
          const cancel = token.onCancellationRequested(() => abort.abort());
          try {
            return await runDocumentCheck(
              prepared,
              services,
              {
                today: localDay(),
                staleAfterDays: this.config.current.staleAfterDays,
                signal: abort.signal,
                approveMetadata: (sections, metadata) => this.consentToMetadata(sections, metadata, pricing, name),
              },
              true,
            );
          } finally {
            cancel.dispose();
          }
        },
      );
    } finally {
      counting.dispose();
    }
    if (result.cancelled) return undefined;
    const checked = await checkedCitations(result, { document: name, text, rules, unpaid, texts });
    const report = buildReport(checked, { service: this.connection.serviceKey, operativeDate: result.operativeDate, creditsSpent: spent, now: Date.now() });
    const target = await this.targetOf(document);
    if (!target) return undefined;
    const json = target.with({ path: target.path.replace(/\.md$/i, '.json') });
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(reportMarkdown(report)));
    await vscode.workspace.fs.writeFile(json, new TextEncoder().encode(reportJson(report)));
    await vscode.commands.executeCommand('markdown.showPreview', target);
    this.log.info(`cite-check report of ${name}: ${report.summary.citations} citations, ${spent} credits spent, written to ${target.toString(true)}`);
    const failed = result.stoppedBy ?? result.failures[0]?.error;
    if (failed !== undefined) await reportFailure(failed, this.log, `export cite-check report of ${name} (not everything was checked)`);
    return { markdown: target, json, report };
  }

  /** What checking costs, asked once, as the verification asks. */
  private async consent(plan: CheckPlan, pricing: Pricing | undefined, name: string): Promise<boolean> {
    const dollars = formatDollars(pricing, plan.maxCredits);
    const cost = `at most ${formatCredits(plan.maxCredits)}${dollars ? ` (${dollars})` : ''}`;
    const parts: string[] = [];
    const resolve = plan.estimate.byOperation.resolve;
    const reads = plan.estimate.byOperation.sectionBody;
    if (plan.uncachedResolves) parts.push(`${plan.uncachedResolves} citation${plan.uncachedResolves === 1 ? '' : 's'} to resolve (${formatCredits(resolve ?? 0)}, charged also when the service does not find one)`);
    if (plan.textReads) parts.push(`${plan.textReads} section text${plan.textReads === 1 ? '' : 's'} to read for the pinpoints and quotations (${formatCredits(reads ?? 0)})`);
    const detail = `${parts.join('; ')}. ${plan.distinct - plan.uncachedResolves} citation${plan.distinct - plan.uncachedResolves === 1 ? ' is' : 's are'} already answered (free).${plan.operativeDate ? ` The law is read as of ${plan.operativeDate}.` : ''}`;
    const go = `Check (${cost.replace('at most ', '≤ ')})`;
    const choice = await vscode.window.showWarningMessage(`Check the citations in ${name} for the cite-check report? This costs ${cost}.`, { modal: true, detail }, go);
    return choice === go;
  }

  /** Headings a resolve lacked: their own price, asked for like the check itself. */
  private async consentToMetadata(sections: number, metadata: MetadataPlan, pricing: Pricing | undefined, name: string): Promise<boolean> {
    const credits = metadata.estimate.credits;
    if (credits === 0) return true;
    const dollars = formatDollars(pricing, credits);
    const cost = `at most ${formatCredits(credits)}${dollars ? ` (${dollars})` : ''}`;
    const go = `Fetch (${cost.replace('at most ', '≤ ')})`;
    const choice = await vscode.window.showWarningMessage(
      `${sections} section${sections === 1 ? '' : 's'} cited in ${name} came back without ${sections === 1 ? 'its heading' : 'their headings'}. Fetch ${sections === 1 ? 'it' : 'them'} for the report for ${cost}?`,
      { modal: true, detail: 'Without it the report names the section by its citation only.' },
      go,
    );
    return choice === go;
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
