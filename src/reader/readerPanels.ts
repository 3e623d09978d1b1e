import * as crypto from 'node:crypto';
import { withPinpoint } from '../core/lookup/citedForm';
import { escapeInline, insertableCitation, outputFormatFor, safePinpoint } from '../core/lookup/insertion';
import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { isSectionCitation, parseCitation } from '../core/citations';
import { SectionRecord } from '../core/api/models';
import { standingOf, statusText } from '../core/lookup/status';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { AutomaticCallsGate } from '../services/callGate';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { describeFailure, errorText, isCancellation, reportFailure } from '../services/errorUi';
import { askCitation, resolveSection } from './askSection';
import { FromWebview, ReaderState, ReaderView, ToWebview, exhaustive } from './webview/protocol';

export interface OpenSectionArgs {
  actId?: string;
  citation?: string;
  pinpoint?: string | null;
  asOf?: string;
  record?: SectionRecord;
}

const VIEW_TYPE = 'statutes.reader';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The full-text reader: one panel per section (re-focused if open), restored after a reload. */
export class ReaderPanels extends Disposable {
  private readonly panels = new Map<string, ReaderPanel>();
  private lastEditor: vscode.TextEditor | undefined = vscode.window.activeTextEditor;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly texts: SectionTexts,
    private readonly lookup: CitationLookup,
    private readonly gate: AutomaticCallsGate,
    private readonly log: Logger,
  ) {
    super();
    this._register(
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && editor.document.uri.scheme !== 'statute') this.lastEditor = editor;
      }),
    );
    this._register(vscode.commands.registerCommand('statutes.openSection', (args?: OpenSectionArgs | string) => this.openCommand(typeof args === 'string' ? { citation: args } : args)));
    this._register(vscode.commands.registerCommand('statutes.openSectionAsOf', async (args?: OpenSectionArgs) => {
      const asOf = await askDate('Open the text as of which date?', args?.asOf);
      return asOf ? this.openCommand({ ...args, asOf }) : undefined;
    }));
    this._register(
      vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
        deserializeWebviewPanel: async (panel, state: unknown) => {
          if (!isReaderState(state)) return panel.dispose();
          await this.restore(panel, state);
        },
      }),
    );
  }

  /** The panel showing a section, if open (for tests and the compare command). */
  panelFor(actId: string): ReaderPanel | undefined {
    return this.panels.get(actId);
  }

  async open(args: OpenSectionArgs): Promise<ReaderPanel | undefined> {
    const actId = args.actId ?? (args.citation ? (await resolveSection(this.lookup, args.citation))?.actId : undefined);
    if (!actId) return undefined;
    const state: ReaderState = { actId, citation: args.citation ?? args.record?.citation, asOf: args.asOf, pinpoint: args.pinpoint ?? undefined };
    const existing = this.panels.get(actId);
    if (existing) {
      existing.panel.reveal();
      if (args.asOf !== undefined || args.pinpoint) await existing.update({ asOf: args.asOf ?? existing.state.asOf, pinpoint: args.pinpoint ?? undefined });
      return existing;
    }
    // A hover or verification that looked the section up already paid for its metadata: only the text is owed.
    const record = args.record ?? (await this.cachedRecord(state.citation, actId));
    const panel = vscode.window.createWebviewPanel(VIEW_TYPE, state.citation ?? 'Statute', vscode.ViewColumn.Beside, {
      enableScripts: true,
      enableFindWidget: true,
      localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, 'out', 'webview'), vscode.Uri.joinPath(this.extensionUri, 'media')],
    });
    return this.adopt(panel, state, record);
  }

  /** The section's record from the answer cache (no request), when the citation names that section. */
  private async cachedRecord(citation: string | undefined, actId: string): Promise<SectionRecord | undefined> {
    const parsed = citation ? parseCitation(citation) : null;
    const cached = parsed && isSectionCitation(parsed) ? await this.lookup.cached(parsed).catch(() => undefined) : undefined;
    return cached?.section?.actId === actId ? cached.section : undefined;
  }

  /**
   * A panel VS Code restores after a reload: nothing is paid until the user asks. The record comes from
   * the answer cache when the citation was looked up before; the text waits for a click.
   */
  async restore(panel: vscode.WebviewPanel, state: ReaderState): Promise<ReaderPanel> {
    const clean: ReaderState = { actId: state.actId, citation: typeof state.citation === 'string' ? state.citation : undefined, asOf: typeof state.asOf === 'string' && DATE.test(state.asOf) ? state.asOf : undefined, pinpoint: safePinpoint(state.pinpoint) };
    return this.adopt(panel, clean, await this.cachedRecord(clean.citation, clean.actId), true);
  }

  private async openCommand(args: OpenSectionArgs = {}): Promise<ReaderPanel | undefined> {
    this.gate.resume();
    try {
      if (!args.actId && !args.citation) {
        const typed = await askCitation('Open Section');
        if (!typed) return undefined;
        args = { ...args, citation: typed };
      }
      return await this.open(args);
    } catch (error) {
      this.gate.observe(error);
      await reportFailure(error, this.log, 'open section');
      return undefined;
    }
  }

  private adopt(panel: vscode.WebviewPanel, state: ReaderState, record?: SectionRecord, askFirst = false): ReaderPanel {
    const reader = new ReaderPanel(panel, state, this.extensionUri, this.texts, this.log, () => this.lastEditor, (next) => this.open(next), record, askFirst);
    this.panels.set(state.actId, reader);
    reader.onDidDispose(() => {
      if (this.panels.get(state.actId) === reader) this.panels.delete(state.actId);
    });
    this._register(reader);
    return reader;
  }
}

/** One section in one webview panel. */
export class ReaderPanel extends Disposable {
  private ready = false;
  private lastMessage: ToWebview | undefined;
  private record: SectionRecord | undefined;
  private readonly closed = this._register(new vscode.EventEmitter<void>());
  readonly onDidDispose = this.closed.event;
  /** The view last shown (tests read it). */
  shown: ReaderView | undefined;

  constructor(
    readonly panel: vscode.WebviewPanel,
    public state: ReaderState,
    private readonly extensionUri: vscode.Uri,
    private readonly texts: SectionTexts,
    private readonly log: Logger,
    private readonly lastEditor: () => vscode.TextEditor | undefined,
    private readonly openOther: (args: OpenSectionArgs) => Promise<ReaderPanel | undefined>,
    record?: SectionRecord,
    askFirst = false,
  ) {
    super();
    this.record = record;
    panel.webview.options = {
      enableScripts: true,
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'out', 'webview'), vscode.Uri.joinPath(extensionUri, 'media')],
    };
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = this.html();
    this._register(panel.webview.onDidReceiveMessage((m: FromWebview) => void this.receive(m)));
    this._register(
      panel.onDidDispose(() => {
        this.closed.fire();
        this.dispose();
      }),
    );
    if (askFirst) {
      this.awaitingConsent = true;
      const name = record?.citation ?? state.citation ?? state.actId;
      this.post({ type: 'confirm', citation: name, message: `Restored after a reload. Loading the text${state.asOf ? ` as of ${state.asOf}` : ''} spends credits, so it waits for you.`, action: 'Load text' });
    } else void this.load();
  }

  /** True while a restored panel waits for the user before paying for its text. */
  awaitingConsent = false;

  async update(change: Partial<ReaderState>): Promise<void> {
    this.state = { ...this.state, ...change };
    await this.load();
  }

  private post(message: ToWebview): void {
    this.lastMessage = message;
    if (this.ready) void this.panel.webview.postMessage(message);
  }

  private async load(): Promise<void> {
    const { actId, asOf } = this.state;
    this.post({ type: 'loading', citation: this.state.citation ?? actId, asOf });
    try {
      const record = (this.record = await this.texts.record(actId, this.record));
      const body = await this.texts.body(actId, asOf);
      // The citation as the engine reads it (the live service appends the edition year to `citation`).
      const citation = insertableCitation([record.citation, record.citationShort])?.text ?? record.citation;
      this.state.citation = citation ?? this.state.citation;
      this.panel.title = `${this.state.citation ?? actId}${asOf ? ` (as of ${asOf})` : ''}`;
      const { severity, goodLaw } = standingOf(record);
      this.shown = {
        actId,
        citation: citation ?? actId,
        heading: record.title,
        breadcrumb: record.breadcrumb.map((b) => [b.label, b.name].filter(Boolean).join(' — ')).filter(Boolean),
        status: goodLaw ? `${statusText(record)} · Good-law check: ${goodLaw.label}` : statusText(record),
        statusKind: severity === 'ok' ? 'ok' : severity === 'error' ? 'error' : 'warning',
        currentThrough: record.currentThrough,
        html: body.html,
        plain: body.plain,
        available: body.available,
        note: body.note,
        sourceCredit: body.sourceCredit,
        asOf: body.asOf && {
          requested: body.asOf.requested,
          existed: body.asOf.existed,
          source: body.asOf.source,
          resolvedEdition: body.asOf.resolvedEdition,
          resolvedEditionYear: body.asOf.resolvedEditionYear,
          coverage: body.asOf.coverage,
        },
        pinpoint: this.state.pinpoint,
        mock: record.mock,
      };
      this.post({ type: 'show', view: this.shown });
    } catch (error) {
      if (isCancellation(error)) return;
      this.log.warn(`${actId}${asOf ? ` as of ${asOf}` : ''}: ${errorText(error)}`);
      const { message, actions } = describeFailure(error);
      this.post({ type: 'error', citation: this.state.citation ?? actId, message, actions: actions.map((a) => ({ title: a.title, command: a.command })) });
    }
  }

  private async receive(message: FromWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        if (this.lastMessage) void this.panel.webview.postMessage(this.lastMessage);
        return;
      case 'asOf':
        if (message.date !== null && !DATE.test(message.date)) return;
        return this.update({ asOf: message.date ?? undefined });
      case 'retry':
      case 'load':
        // A click in the page: the user asked.
        this.awaitingConsent = false;
        return this.load();
      case 'copy': {
        const text = this.citationText()?.text;
        if (text) {
          await vscode.env.clipboard.writeText(text);
          vscode.window.setStatusBarMessage(`$(copy) Copied ${text}`, 3000);
        }
        return;
      }
      case 'insert':
        return this.insertIntoEditor();
      case 'compare':
        await vscode.commands.executeCommand('statutes.compareVersions', { actId: this.state.actId, citation: this.shown?.citation });
        return;
      case 'navigate':
        return this.navigate(message.direction);
      case 'command':
        // Only the actions describeFailure offers (key, log, settings) are accepted from the page.
        // Never with arguments; the key prompt through its argument-free command.
        if (message.command === 'statutes.setApiKey') await vscode.commands.executeCommand('statutes.enterApiKey');
        else if (['statutes.showLog', 'statutes.showPricing'].includes(message.command)) await vscode.commands.executeCommand(message.command);
        return;
      default:
        return exhaustive(message);
    }
  }

  private async insertIntoEditor(): Promise<void> {
    const editor = this.lastEditor();
    if (!editor || !this.shown) {
      void vscode.window.showInformationMessage('Statute Lookup: click into a document first; the citation is inserted at its cursor.');
      return;
    }
    const citation = this.citationText();
    if (!citation) {
      void vscode.window.showWarningMessage("Statute Lookup: the service's citation for this section is not one the extension recognises; nothing was inserted.");
      return;
    }
    if (citation.replaced) void vscode.window.showInformationMessage(`Statute Lookup: inserting ${citation.text}: ${citation.replaced}.`);
    const text = escapeInline(outputFormatFor(editor.document.languageId), citation.text);
    await vscode.window.showTextDocument(editor.document, editor.viewColumn);
    const ok = await editor.edit((edit) => edit.replace(editor.selection, text));
    if (!ok) void vscode.window.showErrorMessage('Statute Lookup: the citation could not be inserted (the document is read-only or changed).');
  }

  /** The citation the reader copies and inserts: only what the citation engine reads back as one. */
  private citationText(): { text: string; replaced?: string } | undefined {
    if (!this.shown || !this.record) return undefined;
    const insertable = insertableCitation([this.record.citation, this.record.citationShort]);
    return insertable && { ...insertable, text: withPinpoint(insertable.text, safePinpoint(this.state.pinpoint)) };
  }

  private async navigate(direction: 'previous' | 'next'): Promise<void> {
    try {
      const related = await this.texts.related(this.state.actId);
      const target = direction === 'previous' ? related.previous[related.previous.length - 1] : related.next[0];
      if (!target) {
        void vscode.window.showInformationMessage(`Statute Lookup: no ${direction} section in ${related.container?.name ?? related.container?.label ?? 'this chapter'}.`);
        return;
      }
      await this.openOther({ actId: target.actId, citation: target.citation, asOf: this.state.asOf, record: target });
    } catch (error) {
      await reportFailure(error, this.log, `${direction} section`);
    }
  }

  private html(): string {
    const webview = this.panel.webview;
    const nonce = crypto.randomBytes(16).toString('base64');
    const asset = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, ...path)).toString();
    // base-uri and form-action do not fall back to default-src: set them, should markup get past the sanitizer.
    const csp = [`default-src 'none'`, `script-src 'nonce-${nonce}'`, `style-src ${webview.cspSource}`, `img-src ${webview.cspSource}`, `font-src ${webview.cspSource}`, `base-uri 'none'`, `form-action 'none'`].join('; ');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${asset('out', 'webview', 'codicons', 'codicon.css')}">
<link rel="stylesheet" href="${asset('media', 'reader.css')}">
<title>${escapeHtml(this.state.citation ?? this.state.actId)}</title>
</head>
<body data-state="${escapeHtml(JSON.stringify(this.state))}">
<main id="root" aria-live="polite"></main>
<script nonce="${nonce}" src="${asset('out', 'webview', 'reader.js')}"></script>
</body>
</html>`;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isReaderState(value: unknown): value is ReaderState {
  return typeof value === 'object' && value !== null && typeof (value as ReaderState).actId === 'string';
}

export async function askDate(title: string, value?: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title,
    value: value ?? new Date().toISOString().slice(0, 10),
    prompt: 'A date as YYYY-MM-DD; the text shown is the newest version at or before it',
    validateInput: (v) => (DATE.test(v.trim()) && !Number.isNaN(Date.parse(v.trim())) ? undefined : 'Use the form YYYY-MM-DD, e.g. 2014-01-01'),
  });
  return typed?.trim() || undefined;
}
