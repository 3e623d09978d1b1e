import vscode = require('vscode');
import { CitationInfo, CitationLookup } from '../core/lookup/lookup';
import { Pricing } from '../core/api/models';
import { formatCredits, formatDollars } from '../core/api/pricing';
import type { MetadataPlan } from '../core/lookup/lookup';
import { VerifyOptions, VerifyOutcome, VerifyPlan, planVerification, runVerification } from '../core/lookup/verify';
import type { Logger } from '../core/util/log';
import { AutomaticCallsGate } from '../services/callGate';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';
import { errorText, reportFailure } from '../services/errorUi';
import { ServiceCatalog } from '../services/serviceCatalog';
import { ServiceConnection } from '../services/serviceConnection';
import type { Services } from '../services/services';
import { CitationCodeActions } from './citationCodeActions';
import { CitationDiagnostics } from './citationDiagnostics';

export interface VerifySummary {
  citations: number;
  distinct: number;
  requested: number;
  creditsSpent: number;
  cancelled: boolean;
  errors: number;
  warnings: number;
}

/**
 * "Verify Citations in Document": plan, say what it costs, ask, resolve paced, publish diagnostics;
 * and the quick fixes on the citations those diagnostics mark.
 */
export class VerifyFeature extends Disposable {
  /** Running verifications by document, with the means to cancel them. */
  private readonly running = new Map<string, AbortController>();
  private readonly citations: DocumentCitations;
  private readonly lookup: CitationLookup;
  private readonly connection: ServiceConnection;
  private readonly catalog: ServiceCatalog;
  private readonly gate: AutomaticCallsGate;
  private readonly config: Config;
  private readonly log: Logger;
  private readonly diagnostics: CitationDiagnostics;

  constructor(services: Services) {
    super();
    ({ citations: this.citations, lookup: this.lookup, connection: this.connection, catalog: this.catalog, gate: this.gate, config: this.config } = services);
    this.log = services.log.for('verify');
    this.diagnostics = this._register(new CitationDiagnostics(this.citations, this.config));
    const selector = this.config.current.languages.map((language) => ({ language }));
    this._register(
      vscode.languages.registerCodeActionsProvider(selector, new CitationCodeActions(this.citations), { providedCodeActionKinds: CitationCodeActions.kinds }),
    );
    this._register(
      vscode.commands.registerCommand('statutes.verifyDocument', (uri?: vscode.Uri) => this.verifyCommand(uri)),
    );
    this._register(
      vscode.workspace.onDidSaveTextDocument((document) => {
        const config = this.config.current;
        if (config.verifyOnSave && config.languages.includes(document.languageId)) void this.verify(document, true);
      }),
    );
  }

  private async verifyCommand(uri?: vscode.Uri): Promise<VerifySummary | undefined> {
    const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    if (!document) {
      void vscode.window.showInformationMessage('Statute Lookup: open a brief to verify its citations.');
      return undefined;
    }
    // Running the command is the user acting: automatic calls resume.
    this.gate.resume();
    return this.verify(document, false);
  }

  async verify(document: vscode.TextDocument, automatic: boolean): Promise<VerifySummary | undefined> {
    const key = document.uri.toString();
    if (this.running.has(key)) return undefined;
    if (automatic && this.gate.pausedFor) return undefined;
    const abort = new AbortController();
    this.running.set(key, abort);
    try {
      return await this.verifyOnce(document, automatic, abort.signal);
    } catch (error) {
      this.gate.observe(error);
      await reportFailure(error, this.log, 'verify');
      return undefined;
    } finally {
      this.running.delete(key);
    }
  }

  /** Cancels every running verification, as the notification's Cancel button does. */
  cancelAll(): void {
    for (const abort of this.running.values()) abort.abort();
  }

  private async verifyOnce(document: vscode.TextDocument, automatic: boolean, signal: AbortSignal): Promise<VerifySummary | undefined> {
    const name = vscode.workspace.asRelativePath(document.uri);
    const found = this.citations.get(document);
    if (found.length === 0) {
      if (!automatic) void vscode.window.showInformationMessage(`Statute Lookup: no statutory citations found in ${name}.`);
      this.diagnostics.setResults(document, { answers: new Map(), skipped: new Map() });
      return { citations: 0, distinct: 0, requested: 0, creditsSpent: 0, cancelled: false, errors: 0, warnings: 0 };
    }
    // Free calls; a wrong key or an unreachable service shows up here, before anything is spent.
    // The service's own prices and charging rules (its documented ones if its price table cannot be had).
    const [coverage, rules, pricing] = await Promise.all([
      this.catalog.coverage(),
      this.connection.client().charging(),
      this.catalog.pricing().catch(() => undefined),
    ]);
    const plan = await planVerification(found, this.lookup, rules, coverage);
    if ((plan.uncached.length > 0 || plan.maxCredits > 0) && !(await this.consent(plan, pricing, name, automatic))) return undefined;

    let spent = 0;
    const counting = this.connection.onCreditsConsumed((e) => (spent += e.credits));
    try {
      const approveMetadata = (sections: number, metadata: MetadataPlan): Promise<boolean> => this.consentToMetadata(sections, metadata, pricing, name, automatic);
      const listDivisions: VerifyOptions['listDivisions'] = (request, call) => this.connection.client().divisions(request, call);
      const extra = { approveMetadata, listDivisions };
      const outcome = plan.uncached.length === 0 ? await runVerification(plan, this.lookup, extra) : await this.withProgress(plan, name, signal, extra);
      const answers: Map<string, CitationInfo> = outcome.answers;
      const skipped = new Map(plan.skipped.map((s) => [CitationLookup.key(s.query), s.reason]));
      this.diagnostics.setResults(document, { answers, skipped });
      if (outcome.stoppedBy) this.gate.observe(outcome.stoppedBy);
      const summary = this.summarise(document, found.length, plan, spent, outcome.cancelled);
      if (outcome.failures.length) {
        const first = outcome.failures[0].error;
        this.log.warn(`${outcome.failures.length} citation(s) could not be checked; first: ${errorText(first)}`);
        await reportFailure(first, this.log, `verify ${name} (${outcome.failures.length} not checked)`);
      } else if (!automatic) {
        void vscode.window.showInformationMessage(this.describe(summary, name));
      }
      return summary;
    } finally {
      counting.dispose();
    }
  }

  private async consent(plan: VerifyPlan, pricing: Pricing | undefined, name: string, automatic: boolean): Promise<boolean> {
    const threshold = this.config.current.confirmAboveCredits;
    if (plan.maxCredits <= threshold && threshold > 0) return true;
    const dollars = formatDollars(pricing, plan.maxCredits);
    const cost = `at most ${formatCredits(plan.maxCredits)}${dollars ? ` (${dollars})` : ''}`;
    const cached = plan.distinct.length - plan.uncached.length;
    const { resolve, sections } = plan.rules;
    const requests =
      resolve.batchSize > 1
        ? `${plan.resolveRequests} request${plan.resolveRequests === 1 ? '' : 's'} of up to ${resolve.batchSize} citations`
        : `${plan.resolveRequests} request${plan.resolveRequests === 1 ? '' : 's'}, one per citation`;
    const metadataPrice = sections.unit === 'found' ? `${formatCredits(sections.credits)} per section found` : `${formatCredits(sections.credits)} per call of up to ${sections.batchSize} sections`;
    const detail =
      `${plan.distinct.length} distinct citation${plan.distinct.length === 1 ? '' : 's'}: ${cached} already verified (free), ` +
      `${plan.uncached.length} to resolve at ${formatCredits(resolve.perCitation)} each, charged also when the service does not find the citation (${requests}).` +
      ` If an answer lacks its heading, fetching it costs ${metadataPrice} and is asked first.` +
      (plan.divisionPages ? ` Chapters cited as a whole are looked for in the code's divisions (at most ${plan.divisionPages} page${plan.divisionPages === 1 ? '' : 's'}).` : '') +
      (plan.skipped.length ? ` ${plan.skipped.length} not sent (session laws or codes the service lacks).` : '');
    const go = `Verify (${cost.replace('at most ', '≤ ')})`;
    if (automatic) {
      const choice = await vscode.window.showInformationMessage(`Statute Lookup: verifying ${name} on save would cost ${cost}.`, go);
      return choice === go;
    }
    const choice = await vscode.window.showWarningMessage(`Verify the citations in ${name}? This costs ${cost}.`, { modal: true, detail }, go);
    return choice === go;
  }

  /** Headings missing from resolve answers: their own price, asked for like the verification itself. */
  private async consentToMetadata(sections: number, metadata: MetadataPlan, pricing: Pricing | undefined, name: string, automatic: boolean): Promise<boolean> {
    const credits = metadata.estimate.credits;
    const threshold = this.config.current.confirmAboveCredits;
    if (credits === 0 || (threshold > 0 && credits <= threshold)) return true;
    if (automatic) return false;
    const dollars = formatDollars(pricing, credits);
    const cost = `at most ${formatCredits(credits)}${dollars ? ` (${dollars})` : ''}`;
    const go = `Fetch (${cost.replace('at most ', '≤ ')})`;
    const choice = await vscode.window.showInformationMessage(
      `Statute Lookup: ${sections} section${sections === 1 ? '' : 's'} in ${name} came back without ${sections === 1 ? 'its heading' : 'their headings'}. Fetch ${sections === 1 ? 'it' : 'them'} for ${cost}? Statuses are already checked; hovers fetch headings when needed.`,
      go,
    );
    return choice === go;
  }

  private async withProgress(plan: VerifyPlan, name: string, signal: AbortSignal, extra: Pick<VerifyOptions, 'approveMetadata' | 'listDivisions'>): Promise<VerifyOutcome> {
    return await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Verifying citations in ${name}`, cancellable: true },
      async (progress, token) => {
        const abort = new AbortController();
        const cancel = token.onCancellationRequested(() => abort.abort());
        signal.addEventListener('abort', () => abort.abort(), { once: true });
        const total = plan.uncached.length;
        let done = 0;
        const report = (): void => {
          const wait = this.connection.client().pacingDelayMs;
          progress.report({ message: `${done} of ${total} resolved${wait > 1500 ? ` — waiting ${Math.ceil(wait / 1000)} s for the service's rate limit` : ''}` });
        };
        const ticker = setInterval(report, 1000);
        report();
        try {
          return await runVerification(plan, this.lookup, {
            ...extra,
            signal: abort.signal,
            onProgress: (p) => {
              progress.report({ increment: 100 / Math.max(1, p.total) });
              done = p.done;
              report();
            },
          });
        } finally {
          clearInterval(ticker);
          cancel.dispose();
        }
      },
    );
  }

  private summarise(document: vscode.TextDocument, citations: number, plan: VerifyPlan, spent: number, cancelled: boolean): VerifySummary {
    const diagnostics = this.diagnostics.get(document.uri);
    return {
      citations,
      distinct: plan.distinct.length + plan.skipped.length,
      requested: plan.uncached.length,
      creditsSpent: spent,
      cancelled,
      errors: diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length,
      warnings: diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Warning).length,
    };
  }

  private describe(s: VerifySummary, name: string): string {
    const problems = s.errors + s.warnings === 0 ? 'no problems' : `${s.errors} not found, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}`;
    const head = s.cancelled ? `Verification of ${name} cancelled` : `Verified ${s.citations} citation${s.citations === 1 ? '' : 's'} in ${name}`;
    return `Statute Lookup: ${head}: ${problems}; ${formatCredits(s.creditsSpent)} spent.`;
  }
}
