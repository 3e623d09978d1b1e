import vscode = require('vscode');
import { CitationInfo, CitationLookup } from '../core/lookup/lookup';
import { Pricing } from '../core/api/models';
import { formatCredits, formatDollars } from '../core/api/pricing';
import type { MetadataPlan } from '../core/lookup/lookup';
import { planDocumentCheck, runDocumentCheck, type CheckServices, type DocumentCheck, type PreparedCheck } from '../core/checks/checkDocument';
import { localDay } from '../core/lookup/credits';
import type { SectionTexts } from '../core/lookup/sectionTexts';
import type { Logger } from '../core/util/log';
import { AutomaticCallsGate } from '../services/callGate';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';
import { errorText, reportFailure } from '../services/errorUi';
import { ServiceCatalog } from '../services/serviceCatalog';
import { ServiceConnection } from '../services/serviceConnection';
import type { Services } from '../services/services';
import { OperativeDates, dateWords } from '../services/operativeDates';
import { CheckCodeActions } from './checkCodeActions';
import { CheckDiagnostics } from './checkDiagnostics';
import { CitationCodeActions } from './citationCodeActions';
import { CitationDiagnostics } from './citationDiagnostics';
import { FormHintHoverProvider } from './formHintHover';
import { LastChecks, lastCheckNote } from '../core/lookup/lastCheck';
import { DIALECTS } from '../core/api/dialect';
import { RecordingTexts, type CheckRun } from '../core/report/fromCheck';

export interface VerifySummary {
  citations: number;
  distinct: number;
  requested: number;
  creditsSpent: number;
  cancelled: boolean;
  errors: number;
  warnings: number;
  /** The date the law was read at (null: current law). */
  operativeDate: string | null;
  /** Text reads the pinpoint and quotation checks made or found at hand, and citations whose text was not fetched. */
  textReads: number;
  notFetched: number;
  /** Citations not written in Bluebook form (whatever severity they are shown with). */
  formHints: number;
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
  private readonly texts: SectionTexts;
  private readonly operativeDates: OperativeDates;
  /** Pinpoint, quotation and amendment findings (verification's own are in `diagnostics`). */
  readonly checkDiagnostics: CheckDiagnostics;
  /** The last run per document: its full result, the document version it read, the texts it bought (the report uses them). */
  readonly lastCheck = new Map<string, CheckRun>();
  /** Each document's last check, kept across reloads, to show its findings again when the document is opened. */
  private readonly lastChecks: LastChecks;
  private readonly restoredNoteItem = this._register(vscode.window.createStatusBarItem('statutes.lastCheck', vscode.StatusBarAlignment.Left, 0));
  private restoredNoteShown = false;

  constructor(services: Services) {
    super();
    ({ citations: this.citations, lookup: this.lookup, connection: this.connection, catalog: this.catalog, gate: this.gate, config: this.config } = services);
    this.texts = services.texts;
    this.operativeDates = services.operativeDates;
    this.log = services.log.for('verify');
    const state = services.context.workspaceState;
    this.lastChecks = new LastChecks({ get: () => state.get('statutes.lastChecks'), set: (value) => state.update('statutes.lastChecks', value) });
    this.diagnostics = this._register(new CitationDiagnostics(this.citations, this.config, this.lastChecks));
    this.checkDiagnostics = this._register(new CheckDiagnostics());
    const selector = this.config.current.languages.map((language) => ({ language }));
    this._register(
      vscode.languages.registerCodeActionsProvider(selector, new CitationCodeActions(this.citations), { providedCodeActionKinds: CitationCodeActions.kinds }),
    );
    this._register(vscode.languages.registerCodeActionsProvider(selector, new CheckCodeActions(), { providedCodeActionKinds: CheckCodeActions.kinds }));
    // Findings read at another date no longer hold: they go until the next run.
    this._register(this.operativeDates.onDidChange((uri) => this.checkDiagnostics.clear(uri)));
    this._register(vscode.languages.registerHoverProvider(selector, new FormHintHoverProvider(this.citations)));
    this._register(
      vscode.commands.registerCommand('statutes.verifyDocument', (uri?: vscode.Uri) => this.verifyCommand(uri)),
    );
    this._register(
      vscode.workspace.onDidSaveTextDocument((document) => {
        const config = this.config.current;
        if (config.verifyOnSave && config.languages.includes(document.languageId)) void this.verify(document, true);
      }),
    );
    this.restoredNoteItem.name = 'Statute Lookup Last Check';
    this.restoredNoteItem.command = 'workbench.actions.view.problems';
    this._register(vscode.window.onDidChangeActiveTextEditor(() => this.renderRestoredNote()));
    this._register(
      vscode.languages.onDidChangeDiagnostics((e) => {
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        if (this.restoredNoteShown || e.uris.some((uri) => uri.toString() === active)) this.renderRestoredNote();
      }),
    );
    // A document checked before shows all its findings again when reopened (or after a reload), free.
    this._register(vscode.workspace.onDidOpenTextDocument((d) => void this.restore(d)));
    for (const document of vscode.workspace.textDocuments) void this.restore(document);
  }

  /**
   * The last check's findings again (existence and status, pinpoints, quotations, amendments): the check
   * runs at the date it used, unapproved, so only cached answers and texts are read: no request, nothing
   * spent. Citations whose answers or texts have left the cache show what the cache still holds.
   */
  async restore(document: vscode.TextDocument): Promise<boolean> {
    const key = document.uri.toString();
    const last = this.lastChecks.get(key);
    const shown = (): boolean => this.diagnostics.has(document.uri) || this.running.has(key) || document.isClosed;
    if (!last || shown() || !this.config.current.languages.includes(document.languageId)) return false;
    // Checks kept before the date was recorded (or a damaged one) read at the document's date now.
    const date = typeof last.operativeDate === 'string' || last.operativeDate === null ? last.operativeDate : this.operativeDates.of(document).date;
    // Nothing is bought, so the prices only shape a plan that is not shown: the documented ones do when none is known yet.
    const rules = this.connection.client().knownCharging ?? DIALECTS.interface.rules(undefined);
    const services = { lookup: this.lookup, texts: this.texts, rules, coverage: this.catalog.knownCoverage };
    const text = document.getText();
    const prepared = await planDocumentCheck({ text, format: document.languageId, operativeDate: date, citations: this.citations.get(document) }, services);
    const result = await runDocumentCheck(prepared, services, { today: localDay(), staleAfterDays: this.config.current.staleAfterDays }, false);
    if (shown() || document.getText() !== text) return false;
    this.diagnostics.setResults(document, { answers: result.verification.answers, skipped: new Map(last.skipped), restoredFrom: last.checkedAt, operativeDate: date });
    // Findings read at another date than the document's now do not hold (as when its date changes).
    if (date === this.operativeDates.of(document).date) this.checkDiagnostics.set(document, result.findings, last.checkedAt);
    this.renderRestoredNote();
    return true;
  }

  /** The status-bar note of a restored check, as shown now (undefined while hidden). */
  get restoredNote(): string | undefined {
    return this.restoredNoteShown ? this.restoredNoteItem.text : undefined;
  }

  /**
   * "7 problems and 2 form hints from the last check, today at 16:47 · free", only while the active
   * editor shows a restored check's findings. Problems are what the Problems panel lists (errors,
   * warnings, information); hints it does not list are counted apart.
   */
  private renderRestoredNote(): void {
    const document = vscode.window.activeTextEditor?.document;
    const checkedAt = document && this.diagnostics.restoredFrom(document.uri);
    const shown = document && checkedAt ? [...this.diagnostics.get(document.uri), ...this.checkDiagnostics.get(document.uri)] : [];
    const hints = shown.filter((d) => d.severity === vscode.DiagnosticSeverity.Hint);
    const problems = shown.length - hints.length;
    if (!checkedAt || shown.length === 0) {
      this.restoredNoteItem.hide();
      this.restoredNoteShown = false;
      return;
    }
    const hintWord = hints.every((d) => d.code === 'non-canonical') ? 'form hint' : 'hint';
    const counts = [
      ...(problems > 0 ? [`${problems} problem${problems === 1 ? '' : 's'}`] : []),
      ...(hints.length > 0 ? [`${hints.length} ${hintWord}${hints.length === 1 ? '' : 's'}`] : []),
    ].join(' and ');
    this.restoredNoteItem.text = `$(history) ${counts} ${lastCheckNote(checkedAt)} · free`;
    this.restoredNoteItem.tooltip = 'Shown again from the answers kept from that check: nothing was asked of the service. Verify the document to check it anew.';
    this.restoredNoteItem.show();
    this.restoredNoteShown = true;
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

  /**
   * The document's check for the cite-check report: the last run when it read this version at this operative
   * date and checked everything (free, nothing asked); otherwise a run as the command runs it (price asked,
   * Problems panel updated). `fresh` says this call ran it. Undefined when declined or already running.
   */
  async currentCheck(document: vscode.TextDocument): Promise<{ run: CheckRun; fresh: boolean } | undefined> {
    const key = document.uri.toString();
    const before = this.lastCheck.get(key);
    if (before && this.isCurrent(document, before) && isComplete(before.check)) return { run: before, fresh: false };
    this.gate.resume();
    await this.verify(document, false);
    const after = this.lastCheck.get(key);
    return after && after !== before && this.isCurrent(document, after) ? { run: after, fresh: true } : undefined;
  }

  private isCurrent(document: vscode.TextDocument, run: CheckRun): boolean {
    // The version alone is not enough: a document closed and opened again starts at version 1.
    return run.version === document.version && run.text === document.getText() && run.check.operativeDate === this.operativeDates.of(document).date;
  }

  /** Cancels every running verification, as the notification's Cancel button does. */
  cancelAll(): void {
    for (const abort of this.running.values()) abort.abort();
  }

  private async verifyOnce(document: vscode.TextDocument, automatic: boolean, signal: AbortSignal): Promise<VerifySummary | undefined> {
    const name = vscode.workspace.asRelativePath(document.uri);
    const found = this.citations.get(document);
    const { date } = this.operativeDates.of(document);
    if (found.length === 0) {
      if (!automatic) void vscode.window.showInformationMessage(`Statute Lookup: no statutory citations found in ${name}.`);
      this.diagnostics.setResults(document, { answers: new Map(), skipped: new Map(), operativeDate: date });
      this.checkDiagnostics.clear(document.uri);
      return { citations: 0, distinct: 0, requested: 0, creditsSpent: 0, cancelled: false, errors: 0, warnings: 0, operativeDate: date, textReads: 0, notFetched: 0, formHints: 0 };
    }
    // Free calls; a wrong key or an unreachable service shows up here, before anything is spent.
    // The service's own prices and charging rules (its documented ones if its price table cannot be had).
    const [coverage, rules, pricing] = await Promise.all([
      this.catalog.coverage(),
      this.connection.client().charging(),
      this.catalog.pricing().catch(() => undefined),
    ]);
    const listDivisions: CheckServices['listDivisions'] = (request, call) => this.connection.client().divisions(request, call);
    const texts = new RecordingTexts(this.texts);
    const services = { lookup: this.lookup, texts, rules, coverage, listDivisions };
    const version = document.version;
    // The resolves and the text reads the pinpoint and quotation checks need, priced together and asked once.
    const text = document.getText();
    const prepared = await planDocumentCheck({ text, format: document.languageId, operativeDate: date, citations: found }, services);
    let consent: Consent = 'all';
    if (prepared.plan.maxCredits > 0) consent = await this.consent(prepared, pricing, name, automatic);
    if (consent === 'none') return undefined;

    let spent = 0;
    const counting = this.connection.onCreditsConsumed((e) => (spent += e.credits));
    try {
      const approveMetadata = (sections: number, metadata: MetadataPlan): Promise<boolean> => this.consentToMetadata(sections, metadata, pricing, name, automatic);
      const options = { today: localDay(), staleAfterDays: this.config.current.staleAfterDays, approveMetadata, readTexts: consent === 'all' };
      const result =
        prepared.plan.uncachedResolves === 0
          ? await runDocumentCheck(prepared, services, options, true)
          : await this.withProgress(prepared, name, signal, (progress) => runDocumentCheck(prepared, services, { ...options, ...progress }, true));
      this.lastCheck.set(document.uri.toString(), { version, text, check: result, texts });
      const answers: Map<string, CitationInfo> = result.verification.answers;
      this.diagnostics.setResults(document, { answers, skipped: result.skipped, operativeDate: result.operativeDate });
      this.checkDiagnostics.set(document, result.findings);
      if (result.stoppedBy) this.gate.observe(result.stoppedBy);
      const summary = this.summarise(document, found.length, prepared, result, spent);
      if (result.failures.length) {
        const first = result.failures[0].error;
        this.log.warn(`${result.failures.length} citation(s) could not be checked; first: ${errorText(first)}`);
        await reportFailure(first, this.log, `verify ${name} (${result.failures.length} not checked)`);
      } else if (!automatic) {
        void vscode.window.showInformationMessage(this.describe(summary, name));
      }
      return summary;
    } finally {
      counting.dispose();
    }
  }

  /** Asks once for the whole run: `all`, `resolves` (verify, read no texts) or `none`. */
  private async consent(prepared: PreparedCheck, pricing: Pricing | undefined, name: string, automatic: boolean): Promise<Consent> {
    const { plan } = prepared;
    const verifyPlan = prepared.verify;
    const threshold = this.config.current.confirmAboveCredits;
    if (plan.maxCredits <= threshold && threshold > 0) return 'all';
    const costOf = (credits: number): string => {
      const dollars = formatDollars(pricing, credits);
      return `at most ${formatCredits(credits)}${dollars ? ` (${dollars})` : ''}`;
    };
    const cost = costOf(plan.maxCredits);
    const cached = verifyPlan.distinct.length - verifyPlan.uncached.length;
    const { resolve, sections, prices } = verifyPlan.rules;
    const requests =
      resolve.batchSize > 1
        ? `${verifyPlan.resolveRequests} request${verifyPlan.resolveRequests === 1 ? '' : 's'} of up to ${resolve.batchSize} citations`
        : `${verifyPlan.resolveRequests} request${verifyPlan.resolveRequests === 1 ? '' : 's'}, one per citation`;
    const metadataPrice = sections.unit === 'found' ? `${formatCredits(sections.credits)} per section found` : `${formatCredits(sections.credits)} per call of up to ${sections.batchSize} sections`;
    const texts =
      plan.textReads > 0
        ? ` Checking pinpoints and quotations ${plan.operativeDate ? `as of ${plan.operativeDate}` : 'against current law'} reads ${plan.textReads} text${plan.textReads === 1 ? '' : 's'} (${plan.textSections} section${plan.textSections === 1 ? '' : 's'}${plan.operativeDate ? ', as of that date and today' : ''}) at ${formatCredits(prices.sectionBody)} each, kept for later.`
        : plan.textSections > 0
          ? ` The texts for the pinpoint and quotation checks are already at hand (free).`
          : '';
    const detail =
      (plan.operativeDate ? `Reading the law as of ${plan.operativeDate}. ` : 'Reading current law (no operative date is set). ') +
      `${verifyPlan.distinct.length} distinct citation${verifyPlan.distinct.length === 1 ? '' : 's'}: ${cached} already verified (free), ` +
      `${verifyPlan.uncached.length} to resolve at ${formatCredits(resolve.perCitation)} each, charged also when the service does not find the citation (${requests}).` +
      texts +
      ` If an answer lacks its heading, fetching it costs ${metadataPrice} and is asked first.` +
      (plan.divisionPages ? ` Chapters cited as a whole are looked for in the code's divisions (at most ${plan.divisionPages} page${plan.divisionPages === 1 ? '' : 's'}).` : '') +
      (verifyPlan.skipped.length ? ` ${verifyPlan.skipped.length} not sent (session laws or codes the service lacks).` : '');
    const go = `Verify (${cost.replace('at most ', '≤ ')})`;
    const withoutTexts = plan.estimate.credits - (plan.estimate.byOperation.sectionBody ?? 0);
    const resolvesOnly = plan.textReads > 0 && verifyPlan.uncached.length > 0 ? `Verify without reading texts (${costOf(withoutTexts).replace('at most ', '≤ ')})` : undefined;
    if (automatic) {
      const choice = await vscode.window.showInformationMessage(`Statute Lookup: verifying ${name} on save would cost ${cost}.`, go);
      return choice === go ? 'all' : 'none';
    }
    const buttons = resolvesOnly ? [go, resolvesOnly] : [go];
    const choice = await vscode.window.showWarningMessage(`Verify the citations in ${name}? This costs ${cost}.`, { modal: true, detail }, ...buttons);
    return choice === go ? 'all' : choice !== undefined && choice === resolvesOnly ? 'resolves' : 'none';
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

  private async withProgress(prepared: PreparedCheck, name: string, signal: AbortSignal, run: (progress: { signal: AbortSignal; onProgress: (done: number, total: number) => void }) => Promise<DocumentCheck>): Promise<DocumentCheck> {
    return await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Verifying citations in ${name} (${prepared.operativeDate ? dateWords(prepared.operativeDate) : 'current law'})`, cancellable: true },
      async (progress, token) => {
        const abort = new AbortController();
        const cancel = token.onCancellationRequested(() => abort.abort());
        signal.addEventListener('abort', () => abort.abort(), { once: true });
        const total = prepared.plan.uncachedResolves;
        let done = 0;
        const report = (): void => {
          const wait = this.connection.client().pacingDelayMs;
          progress.report({ message: `${done} of ${total} resolved${wait > 1500 ? ` — waiting ${Math.ceil(wait / 1000)} s for the service's rate limit` : ''}` });
        };
        const ticker = setInterval(report, 1000);
        report();
        try {
          return await run({
            signal: abort.signal,
            onProgress: (d, t) => {
              progress.report({ increment: 100 / Math.max(1, t) });
              done = d;
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

  private summarise(document: vscode.TextDocument, citations: number, prepared: PreparedCheck, result: DocumentCheck, spent: number): VerifySummary {
    const diagnostics = [...this.diagnostics.get(document.uri), ...this.checkDiagnostics.get(document.uri)];
    return {
      citations,
      distinct: prepared.verify.distinct.length + prepared.verify.skipped.length,
      requested: prepared.verify.uncached.length,
      creditsSpent: spent,
      cancelled: result.cancelled,
      errors: diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length,
      warnings: diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Warning).length,
      operativeDate: result.operativeDate,
      textReads: prepared.plan.textReads,
      notFetched: result.findings.filter((f) => f.code === 'text-not-fetched').length,
      formHints: diagnostics.filter((d) => d.code === 'non-canonical').length,
    };
  }

  private describe(s: VerifySummary, name: string): string {
    const problems = s.errors + s.warnings === 0 ? 'no problems' : `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}`;
    const forms = s.formHints ? `, ${s.formHints} not in Bluebook form (quick fix on each)` : '';
    const head = s.cancelled ? `Verification of ${name} cancelled` : `Verified ${s.citations} citation${s.citations === 1 ? '' : 's'} in ${name} ${s.operativeDate ? dateWords(s.operativeDate) : 'against current law'}`;
    return `Statute Lookup: ${head}: ${problems}${forms}; ${formatCredits(s.creditsSpent)} spent.`;
  }
}

type Consent = 'all' | 'resolves' | 'none';

/** Every citation answered and every text read: nothing was cancelled, declined, failed or left unread. */
function isComplete(check: DocumentCheck): boolean {
  return !check.cancelled && check.approved && !check.stoppedBy && check.failures.length === 0 && !check.findings.some((f) => f.code === 'text-not-fetched');
}
