import vscode = require('vscode');
import type { SectionRecord } from '../core/api/models';
import { formatCredits, formatDollars } from '../core/api/pricing';
import { collectAuthorities } from '../core/authorities/tableOfAuthorities';
import {
  AddendumItem,
  AddendumOrder,
  AddendumSection,
  addendumItems,
  buildAddendum,
  editionInWords,
  findAddendumBlock,
  notReproduced,
  orderItems,
  paragraphsOf,
} from '../core/authorities/statutoryAddendum';
import { outputFormatFor } from '../core/lookup/insertion';
import { CitationLookup } from '../core/lookup/lookup';
import type { SectionTexts } from '../core/lookup/sectionTexts';
import { notCoveredReason } from '../core/lookup/verify';
import type { Logger } from '../core/util/log';
import type { AutomaticCallsGate } from '../services/callGate';
import type { Config } from '../services/config';
import type { DocumentCitations } from '../services/documentCitations';
import type { OperativeDates } from '../services/operativeDates';
import { describeFailure, errorText, isCancellation } from '../services/errorUi';
import type { ServiceCatalog } from '../services/serviceCatalog';
import type { ServiceConnection } from '../services/serviceConnection';

export interface AddendumDeps {
  citations: DocumentCitations;
  lookup: CitationLookup;
  texts: SectionTexts;
  catalog: ServiceCatalog;
  connection: ServiceConnection;
  gate: AutomaticCallsGate;
  config: Config;
  /** The date each document's statutes are read at (its `statutes-as-of:` line, or the date set for it). */
  operativeDates: OperativeDates;
  log: Logger;
}


/** A section known from the cache or resolved in this run. */
interface Known {
  item: AddendumItem;
  record?: SectionRecord;
  /** Why its text is not reproduced, when it is not. */
  missing?: string;
}

/**
 * "Insert Statutory Addendum": the full text of every section the document cites, as of its operative
 * date, priced and asked for before anything is paid, fetched with progress and cancellable; the
 * document is changed once, at the end, and only when every text has arrived.
 */
export function registerStatutoryAddendum(deps: AddendumDeps): vscode.Disposable {
  const { citations, lookup, texts, catalog, connection, gate, config, operativeDates, log } = deps;
  // Resolutions that came back without a heading are not cached by the lookup; keep them for the session so a rebuild pays nothing.
  const resolvedHere = new Map<string, SectionRecord | null>();

  const chooseOrder = async (): Promise<AddendumOrder | undefined> => {
    const setting = config.current.addendumOrder;
    if (setting !== 'ask') return setting;
    const picked = await vscode.window.showQuickPick(
      [
        { label: 'In citation order', description: 'each section where the document first cites it', order: 'citation' as const },
        { label: 'Grouped by code', description: 'U.S. Code, C.F.R., each state\'s code, by title and section', order: 'code' as const },
      ],
      { title: 'Statutory Addendum: order of the sections', placeHolder: 'The setting statutes.addendum.order skips this question' },
    );
    return picked?.order;
  };

  const run = async (): Promise<number | undefined> => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showInformationMessage('Statute Lookup: open a brief to build its statutory addendum.');
      return undefined;
    }
    gate.resume();
    const document = editor.document;
    const format = outputFormatFor(document.languageId);
    // The texts as of the document's operative date; none: current law.
    const asOf = operativeDates.of(document).date ?? undefined;
    const authorities = collectAuthorities(citations.get(document));
    const order = await chooseOrder();
    if (!order) return undefined;
    const items = orderItems(addendumItems(authorities), order);
    const omitted = notReproduced(authorities);
    if (items.length === 0) {
      void vscode.window.showInformationMessage('Statute Lookup: the document cites no statutory section whose text the addendum could reproduce.');
      return undefined;
    }
    try {
      const [coverage, pricing] = await Promise.all([catalog.coverage().catch(() => undefined), catalog.pricing().catch(() => undefined)]);
      const known: Known[] = [];
      const toResolve: Known[] = [];
      for (const item of items) {
        const entry: Known = { item };
        known.push(entry);
        const uncovered = notCoveredReason(item.query, coverage);
        if (uncovered) {
          entry.missing = uncovered.replace(/^The statute service has/, 'the statute service has').replace(/; not verified\.$/, '');
          continue;
        }
        const key = CitationLookup.key(item.query);
        const cached = await lookup.cached(item.query);
        const record = cached ? (cached.resolved ? cached.section : null) : resolvedHere.get(key);
        if (record === undefined) toResolve.push(entry);
        else if (record === null) entry.missing = 'not found by the statute service';
        else entry.record = record;
      }
      let bodiesOwed = toResolve.length;
      for (const k of known) if (k.record && !(await texts.cachedBody(k.record.actId, asOf))) bodiesOwed++;
      const estimate = await connection.client().estimate({ resolve: toResolve.length, sectionBody: bodiesOwed });
      const threshold = config.current.confirmAboveCredits;
      if (estimate.credits > 0 && !(threshold > 0 && estimate.credits <= threshold)) {
        const dollars = formatDollars(pricing, estimate.credits);
        const cost = `at most ${formatCredits(estimate.credits)}${dollars ? ` (${dollars})` : ''}`;
        const unavailable = known.filter((k) => k.missing).length;
        const have = items.length - bodiesOwed - unavailable;
        const detail =
          `${items.length} section${items.length === 1 ? '' : 's'} cited: ${have} text${have === 1 ? '' : 's'} already here (free), ` +
          `${bodiesOwed} to fetch${toResolve.length ? ` (${toResolve.length} of them looked up first, charged also when the service does not find the section)` : ''}` +
          `${unavailable ? `, ${unavailable} the service does not have (not charged)` : ''}. Nothing is written into the document unless every text arrives.`;
        const go = `Fetch (${cost.replace('at most ', '≤ ')})`;
        const choice = await vscode.window.showWarningMessage(`Fetch the statute texts for the addendum? This costs ${cost}.`, { modal: true, detail }, go);
        if (choice !== go) return undefined;
      }

      let spent = 0;
      const counting = connection.onCreditsConsumed((e) => (spent += e.credits));
      let sections: AddendumSection[] | undefined;
      try {
        sections = await vscode.window.withProgress(
          { location: vscode.ProgressLocation.Notification, title: 'Statutory addendum', cancellable: true },
          async (progress, token) => {
            const abort = new AbortController();
            const cancel = token.onCancellationRequested(() => abort.abort());
            try {
              const out: AddendumSection[] = [];
              let done = 0;
              for (const entry of known) {
                if (token.isCancellationRequested) return undefined;
                progress.report({ message: `${done} of ${known.length} sections: ${entry.item.citation}`, increment: 100 / known.length });
                if (!entry.record && !entry.missing) {
                  const info = await lookup.resolve(entry.item.query, abort.signal);
                  resolvedHere.set(CitationLookup.key(entry.item.query), info.resolved ? info.section : null);
                  if (info.resolved && info.section) entry.record = info.section;
                  else entry.missing = 'not found by the statute service';
                }
                if (token.isCancellationRequested) return undefined;
                const section: AddendumSection = { citation: entry.item.citation, group: entry.item.group, edition: '', paragraphs: [] };
                if (entry.record) {
                  const body = await texts.body(entry.record.actId, asOf);
                  section.heading = entry.record.title;
                  section.edition = editionInWords(entry.item, body.asOf, entry.record.currentThrough);
                  section.paragraphs = body.available ? paragraphsOf(body.plain, entry.record.title) : [];
                  if (!body.available || section.paragraphs.length === 0) section.note = body.note ?? 'The statute service has no text of this section.';
                  section.sourceCredit = body.sourceCredit;
                } else {
                  section.edition = 'Not reproduced';
                  section.note = `Not reproduced: ${entry.missing ?? 'no text'}.`;
                }
                out.push(section);
                done++;
              }
              return out;
            } finally {
              cancel.dispose();
            }
          },
        );
      } finally {
        counting.dispose();
      }
      const paid = spent ? ` ${formatCredits(spent)} spent; the texts fetched are kept for this session.` : '';
      if (!sections) {
        void vscode.window.showInformationMessage(`Statute Lookup: statutory addendum cancelled; the document was not changed.${paid}`);
        return undefined;
      }
      const addendum = buildAddendum(sections, format, { order, asOf, notReproduced: omitted });
      // The text as it is now: the author may have typed while the texts arrived.
      const text = document.getText();
      const block = findAddendumBlock(text, format);
      const ok = await editor.edit((edit) => {
        if (block) {
          edit.replace(new vscode.Range(document.positionAt(block.start), document.positionAt(block.end)), addendum);
          return;
        }
        const endDocument = format === 'latex' ? text.lastIndexOf('\\end{document}') : -1;
        const at = endDocument >= 0 ? endDocument : text.length;
        const before = text.slice(0, at);
        const lead = before.length === 0 || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
        edit.insert(document.positionAt(at), `${lead}${addendum}\n${endDocument >= 0 ? '\n' : ''}`);
      });
      if (!ok) {
        void vscode.window.showErrorMessage('Statute Lookup: the addendum could not be written (the document changed or is read-only); nothing was changed.');
        return undefined;
      }
      const reproduced = sections.filter((s) => s.paragraphs.length > 0).length;
      void vscode.window.showInformationMessage(`Statute Lookup: statutory addendum ${block ? 'updated' : 'inserted'}: ${reproduced} section${reproduced === 1 ? '' : 's'} reproduced.${paid}`);
      return reproduced;
    } catch (error) {
      if (isCancellation(error)) {
        void vscode.window.showInformationMessage('Statute Lookup: statutory addendum cancelled; the document was not changed.');
        return undefined;
      }
      gate.observe(error);
      log.warn(`statutory addendum: ${errorText(error)}`);
      const { message, actions } = describeFailure(error);
      const choice = await vscode.window.showErrorMessage(`Statute Lookup: the addendum was not written (the document is unchanged). ${message}`, ...actions.map((a) => a.title));
      const action = actions.find((a) => a.title === choice);
      if (action) await vscode.commands.executeCommand(action.command, ...(action.args ?? []));
      return undefined;
    }
  };
  return vscode.commands.registerCommand('statutes.insertStatutoryAddendum', run);
}
