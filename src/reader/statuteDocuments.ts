import vscode = require('vscode');
import { localDay } from '../core/lookup/credits';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { wrapText } from '../core/util/wrapText';
import { asOfNotice } from '../core/lookup/asOfNotice';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { describeFailure, errorText, reportFailure } from '../services/errorUi';
import { CitationLookup } from '../core/lookup/lookup';
import { askCitation, resolveSection } from './askSection';
import { askDate } from './readerPanels';
import { isSectionCitation, parseCitation } from '../core/citations';
import type { DocumentCitations } from '../services/documentCitations';

export interface CompareArgs {
  actId?: string;
  citation?: string;
  /** Both dates given: no questions asked. */
  from?: string;
  to?: string;
  /** VS Code's side-by-side line diff in place of the reader's redline. */
  lineDiff?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const STATUTE_SCHEME = 'statute';

/** `statute:/<title>.txt?actId=…&asOf=…`: the plain text of a section as of a date, read-only. */
export function statuteUri(actId: string, citation: string, asOf?: string): vscode.Uri {
  const name = `${citation.replace(/[/\\]/g, '∕')}${asOf ? ` as of ${asOf}` : ' (current)'}.txt`;
  const query = new URLSearchParams({ actId, ...(asOf ? { asOf } : {}) }).toString();
  return vscode.Uri.from({ scheme: STATUTE_SCHEME, path: `/${name}`, query });
}

/** Versions of a section as documents, so VS Code's own diff editor can compare two dates. */
export class StatuteDocuments extends Disposable implements vscode.TextDocumentContentProvider {
  /** Documents the user asked for (Compare, or Load when asked): they may spend credits. */
  private readonly consented = new Set<string>();

  constructor(
    private readonly texts: SectionTexts,
    private readonly lookup: CitationLookup,
    private readonly citations: DocumentCitations,
    private readonly log: Logger,
  ) {
    super();
    this._register(vscode.workspace.registerTextDocumentContentProvider(STATUTE_SCHEME, this));
    this._register(vscode.commands.registerCommand('statutes.compareVersions', (args?: CompareArgs) => this.compare(args)));
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    const actId = query.get('actId');
    if (!actId) return 'Not a statute document (no actId).';
    const asOf = query.get('asOf') ?? undefined;
    // A statute: link can come from any document (an untrusted one too) or a restored editor: ask before paying.
    if (!this.consented.has(uri.toString())) {
      const load = 'Load';
      const choice = await vscode.window.showWarningMessage(
        `Statute Lookup: open ${actId}${asOf ? ` as of ${asOf}` : ''}? Loading a statute document spends credits (metadata and text).`,
        { modal: true },
        load,
      );
      if (choice !== load) return `Not loaded: ${actId}${asOf ? ` as of ${asOf}` : ''} was not fetched, because loading it spends credits. Close this document and open it again to choose Load.\n`;
      this.consented.add(uri.toString());
    }
    try {
      const [record, body] = await Promise.all([this.texts.record(actId), this.texts.body(actId, asOf)]);
      const lines = [`${record.citation ?? actId}${record.title ? ` — ${record.title}` : ''}`];
      if (body.asOf) {
        const notice = asOfNotice(body.asOf, body.available ? undefined : body.note, parseCitation(record.citation ?? '')?.code);
        lines.push(notice.text);
        if (notice.coverage) lines.push(notice.coverage);
      } else if (record.currentThrough) lines.push(`Current through ${record.currentThrough}`);
      lines.push('');
      lines.push(body.available ? wrapText(body.plain) : (body.note ?? 'No text is available for this section.'));
      if (body.available && body.note) lines.push('', `Note: ${body.note}`);
      return lines.join('\n') + '\n';
    } catch (error) {
      this.log.warn(`${uri.toString()}: ${errorText(error)}`);
      return `Could not load ${actId}${asOf ? ` as of ${asOf}` : ''}: ${describeFailure(error).message}\n`;
    }
  }

  /**
   * Asks for two dates for a section (the reader's, else the citation under the cursor, else a typed one)
   * and shows the word-level redline in the reader; `lineDiff` opens VS Code's diff editor instead.
   */
  async compare(args: CompareArgs = {}): Promise<void> {
    try {
      let actId = args.actId;
      let citation = args.citation;
      if (!actId) {
        const underCursor = this.citationUnderCursor();
        const typed = underCursor ?? (await askCitation('Compare with Version as of…'));
        const ref = typed ? await resolveSection(this.lookup, typed) : undefined;
        actId = ref?.actId;
        citation = ref?.citation;
      }
      if (!actId) return;
      const name = citation ?? actId;
      const earlier = args.from && DAY.test(args.from) ? args.from : await askDate(`Compare ${name}: the earlier date`, '2014-01-01');
      if (!earlier) return;
      // an earlier date given alone (an "amended since" fix) compares with today
      const later = args.to && DAY.test(args.to) ? args.to : args.from ? localDay() : await askDate(`Compare ${name}: the later date`);
      if (!later) return;
      if (!args.lineDiff) {
        await vscode.commands.executeCommand('statutes.openSection', { actId, citation, compare: { from: earlier, to: later } });
        return;
      }
      for (const date of [earlier, later]) this.consented.add(statuteUri(actId, name, date).toString());
      await vscode.commands.executeCommand('vscode.diff', statuteUri(actId, name, earlier), statuteUri(actId, name, later), `${name}: ${earlier} ↔ ${later}`, { preview: false });
    } catch (error) {
      await reportFailure(error, this.log, 'compare versions');
    }
  }

  /** The section citation at the cursor of the editor in front, in canonical form. */
  private citationUnderCursor(): string | undefined {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.uri.scheme === STATUTE_SCHEME) return undefined;
    const found = this.citations.at(editor.document, editor.selection.active);
    return found && isSectionCitation(found) ? found.canonical : undefined;
  }
}

