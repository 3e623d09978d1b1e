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
import { asOfNotice } from '../core/lookup/asOfNotice';
import { wordDiff } from '../core/util/wordDiff';
import { FromWebview, ReaderState, ReaderView, Redline, ToWebview, exhaustive } from './webview/protocol';

export interface OpenSectionArgs {
  actId?: string;
  citation?: string;
  pinpoint?: string | null;
  asOf?: string;
  record?: SectionRecord;
  /** Open the redline between two dates' texts. */
  compare?: { from: string; to: string };
}

const VIEW_TYPE = 'statutes.reader';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The full-text reader: one panel, in which sections open in place (Previous/Next, hover links, Open
 * Section…) with Back and Forward, restored after a reload.
 */
export class ReaderPanels extends Disposable {
  private reader: ReaderPanel | undefined;
  private lastEditor: vscode.TextEditor | undefined = vscode.window.activeTextEditor;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly texts: SectionTexts,
    private readonly lookup: CitationLookup,
    private readonly gate: AutomaticCallsGate,
    private readonly log: Logger,
    /** The operative date of a document (absent: current law), for a section opened without a date. */
    private readonly operativeDateOf?: (document: vscode.TextDocument) => string | null,
  ) {
    super();
    this._register(
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && editor.document.uri.scheme !== 'statute') this.lastEditor = editor;
      }),
    );
    this._register(vscode.commands.registerCommand('statutes.openSection', (args?: OpenSectionArgs | string) => this.openCommand(this.withDocumentDate(typeof args === 'string' ? { citation: args } : args))));
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

  /** A section opened without a date reads at the operative date of the document being edited (if it has one). */
  private withDocumentDate(args: OpenSectionArgs | undefined): OpenSectionArgs | undefined {
    if ((args && ('asOf' in args || 'compare' in args)) || !this.lastEditor || !this.operativeDateOf) return args;
    // a brief that is no longer on screen (closed, or its tab put away) no longer sets the date
    const document = this.lastEditor.document;
    if (document.isClosed || !vscode.window.visibleTextEditors.some((editor) => editor.document === document)) return args;
    const date = this.operativeDateOf(document);
    return date ? { ...args, asOf: date } : args;
  }

  /** The panel if it shows this section (for tests and the compare command). */
  panelFor(actId: string): ReaderPanel | undefined {
    return this.reader?.state.actId === actId ? this.reader : undefined;
  }

  /** The reader panel, whatever it shows. */
  get current(): ReaderPanel | undefined {
    return this.reader;
  }

  async open(args: OpenSectionArgs): Promise<ReaderPanel | undefined> {
    const actId = args.actId ?? (args.citation ? (await resolveSection(this.lookup, args.citation))?.actId : undefined);
    if (!actId) return undefined;
    const compare = validCompare(args.compare);
    const state: ReaderState = { actId, citation: args.citation ?? args.record?.citation, asOf: args.asOf, pinpoint: safePinpoint(args.pinpoint), compare };
    // A hover or verification that looked the section up already paid for its metadata: only the text is owed.
    const record = args.record ?? (await this.cachedRecord(state.citation, actId));
    const existing = this.reader;
    if (existing) {
      // In place, where the reader already is: never a second tab, never another column.
      existing.panel.reveal(existing.panel.viewColumn);
      await existing.go(state, record);
      return existing;
    }
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
    const clean: ReaderState = { actId: state.actId, citation: typeof state.citation === 'string' ? state.citation : undefined, asOf: typeof state.asOf === 'string' && DATE.test(state.asOf) ? state.asOf : undefined, pinpoint: safePinpoint(state.pinpoint), compare: validCompare(state.compare) };
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
    const reader = new ReaderPanel(panel, state, this.extensionUri, this.texts, this.log, () => this.lastEditor, record, askFirst);
    // Panels restored from an older version (one per section) collapse into the newest.
    if (this.reader && this.reader.panel !== panel) this.reader.panel.dispose();
    this.reader = reader;
    reader.onDidDispose(() => {
      if (this.reader === reader) this.reader = undefined;
    });
    this._register(reader);
    return reader;
  }
}

/** Places a panel can go back to, at most. */
const HISTORY_LIMIT = 50;

/** The reader's one webview panel: a section (or a redline of two of its dates), with its history. */
export class ReaderPanel extends Disposable {
  private ready = false;
  private lastMessage: ToWebview | undefined;
  private record: SectionRecord | undefined;
  private readonly back: ReaderState[] = [];
  private readonly forward: ReaderState[] = [];
  /** Increases with each load, so a slow answer for a place already left is not shown. */
  private generation = 0;
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

  /** A change of date or pinpoint on the same place: no history entry. */
  async update(change: Partial<ReaderState>): Promise<void> {
    this.state = { ...this.state, ...change };
    await this.load();
  }

  /** Goes to another place in this panel; the one left is where Back returns. */
  async go(state: ReaderState, record?: SectionRecord): Promise<void> {
    if (sameReaderPlace(state, this.state)) {
      if (state.pinpoint !== this.state.pinpoint) await this.update({ pinpoint: state.pinpoint });
      return;
    }
    this.back.push(this.state);
    if (this.back.length > HISTORY_LIMIT) this.back.shift();
    this.forward.length = 0;
    await this.show(state, record);
  }

  /** Back or Forward in this panel's history; false when there is nowhere to go. */
  async history(direction: 'back' | 'forward'): Promise<boolean> {
    const [from, to] = direction === 'back' ? [this.back, this.forward] : [this.forward, this.back];
    const target = from.pop();
    if (!target) return false;
    to.push(this.state);
    await this.show(target);
    return true;
  }

  get canGoBack(): boolean {
    return this.back.length > 0;
  }

  get canGoForward(): boolean {
    return this.forward.length > 0;
  }

  private async show(state: ReaderState, record?: SectionRecord): Promise<void> {
    if (state.actId !== this.state.actId) this.record = record?.actId === state.actId ? record : undefined;
    this.state = { ...state };
    this.awaitingConsent = false;
    await this.load();
  }

  private post(message: ToWebview): void {
    this.lastMessage = message;
    if (this.ready) void this.panel.webview.postMessage(message);
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    const { actId, asOf, compare } = this.state;
    const when = compare ? ` ${compare.from} → ${compare.to}` : asOf ? ` as of ${asOf}` : '';
    this.post({ type: 'loading', citation: this.state.citation ?? actId, asOf: compare ? undefined : asOf });
    try {
      const record = await this.texts.record(actId, this.record);
      if (generation !== this.generation) return;
      this.record = record;
      const [body, redline] = compare ? [undefined, await this.redline(actId, compare.from, compare.to, record)] : [await this.texts.body(actId, asOf), undefined];
      if (generation !== this.generation) return;
      // The citation as the engine reads it (the live service appends the edition year to `citation`).
      const citation = insertableCitation([record.citation, record.citationShort])?.text ?? record.citation;
      this.state.citation = citation ?? this.state.citation;
      this.panel.title = `${this.state.citation ?? actId}${compare ? ` (redline ${compare.from} → ${compare.to})` : asOf ? ` (as of ${asOf})` : ''}`;
      const { severity, goodLaw } = standingOf(record);
      const parsed = citation ? parseCitation(citation) : null;
      this.shown = {
        actId,
        citation: citation ?? actId,
        heading: record.title,
        // The section's own level would repeat the heading.
        breadcrumb: record.breadcrumb.filter((b) => b.type !== 'section').map((b) => [b.label, b.name].filter(Boolean).join(' — ')).filter(Boolean),
        status: goodLaw ? `${statusText(record)} · Good-law check: ${goodLaw.label}` : statusText(record),
        statusKind: severity === 'ok' ? 'ok' : severity === 'error' ? 'error' : 'warning',
        currentThrough: record.currentThrough,
        html: body?.html ?? '',
        plain: body?.plain ?? '',
        available: body?.available ?? redline !== undefined,
        note: body?.note,
        sourceCredit: body?.sourceCredit,
        asOf: body?.asOf && {
          requested: body.asOf.requested,
          existed: body.asOf.existed,
          source: body.asOf.source,
          resolvedEdition: body.asOf.resolvedEdition,
          resolvedEditionYear: body.asOf.resolvedEditionYear,
          coverage: body.asOf.coverage,
        },
        pinpoint: this.state.pinpoint,
        mock: record.mock,
        code: parsed?.code,
        canBack: this.canGoBack,
        canForward: this.canGoForward,
        redline,
      };
      this.post({ type: 'show', view: this.shown });
    } catch (error) {
      if (isCancellation(error) || generation !== this.generation) return;
      this.log.warn(`${actId}${when}: ${errorText(error)}`);
      const { message, actions } = describeFailure(error);
      this.post({ type: 'error', citation: this.state.citation ?? actId, message, actions: actions.map((a) => ({ title: a.title, command: a.command })) });
    }
  }

  /** The word-level changes from one date's text to another's (texts are kept for the session: a second look is free). */
  private async redline(actId: string, from: string, to: string, record: SectionRecord): Promise<Redline> {
    const [before, after] = await Promise.all([this.texts.body(actId, from), this.texts.body(actId, to)]);
    const code = parseCitation(record.citation ?? '')?.code;
    const side = (date: string, body: typeof before): Redline['from'] => ({
      date,
      available: body.available,
      notice: body.asOf ? asOfNotice(body.asOf, body.available ? undefined : body.note, code).text : body.available ? `Text as of ${date}.` : (body.note ?? `No text as of ${date}.`),
    });
    const parts = wordDiff(before.available ? before.plain : '', after.available ? after.plain : '');
    const words = (kind: 'inserted' | 'deleted'): number => parts.filter((p) => p.kind === kind).reduce((n, p) => n + (p.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
    return { from: side(from, before), to: side(to, after), parts, insertedWords: words('inserted'), deletedWords: words('deleted') };
  }

  private async receive(message: FromWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        if (this.lastMessage) void this.panel.webview.postMessage(this.lastMessage);
        return;
      case 'asOf':
        if (message.date !== null && !DATE.test(message.date)) return;
        return this.update({ asOf: message.date ?? undefined, compare: undefined });
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
      case 'redline':
        if (!DATE.test(message.from) || !DATE.test(message.to)) return;
        return this.go({ actId: this.state.actId, citation: this.state.citation, compare: { from: message.from, to: message.to } });
      case 'lineDiff': {
        const compare = this.state.compare;
        if (compare) await vscode.commands.executeCommand('statutes.compareVersions', { actId: this.state.actId, citation: this.shown?.citation, from: compare.from, to: compare.to, lineDiff: true });
        return;
      }
      case 'navigate':
        return this.navigate(message.direction);
      case 'history':
        await this.history(message.direction);
        return;
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
      await this.go({ actId: target.actId, citation: target.citation, asOf: this.state.asOf }, target);
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

function validCompare(value: unknown): ReaderState['compare'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { from, to } = value as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' && DATE.test(from) && DATE.test(to) ? { from, to } : undefined;
}

/** The same section on the same date (or the same redline): going there is no new history entry. */
function sameReaderPlace(a: ReaderState, b: ReaderState): boolean {
  return a.actId === b.actId && a.asOf === b.asOf && a.compare?.from === b.compare?.from && a.compare?.to === b.compare?.to;
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
