import vscode = require('vscode');
import { SearchResults, SectionRecord } from '../core/api/models';
import { isSectionCitation, parseCitation } from '../core/citations';
import { CitationLookup } from '../core/lookup/lookup';

import { statusText } from '../core/lookup/status';
import { escapeInline, insertableCitation, outputFormatFor } from '../core/lookup/insertion';
import { CitationForm, citationForms } from '../core/lookup/shortFormInsert';
import type { Logger } from '../core/util/log';
import { formatCredits } from '../core/api/pricing';
import { AutomaticCallsGate } from '../services/callGate';
import { Disposable } from '../services/dispose';
import { describeFailure, errorText, isCancellation } from '../services/errorUi';
import { Config } from '../services/config';
import { ServiceConnection } from '../services/serviceConnection';
import type { Services } from '../services/services';
import { registerTableOfAuthorities } from './tableOfAuthoritiesCommand';
import { registerStatutoryAddendum } from './statutoryAddendumCommand';

const CORPORA = [undefined, 'USC', 'CFR', 'STATE'] as const;
const CORPUS_NAMES: Record<string, string> = { USC: 'U.S. Code', CFR: 'C.F.R.', STATE: 'state codes' };
const DEBOUNCE_MS = 400;
const OPEN_BUTTON: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('book'), tooltip: 'Open full text' };

interface ResultItem extends vscode.QuickPickItem {
  section?: SectionRecord;
  /** Canonical form of the citation typed, when the result answers one. */
  expected?: string;
}

/**
 * "Insert Citation…": live search (debounced, each distinct query paid once) and insert what the service
 * resolved; "Insert Statutory Table of Authorities"; and "Insert Statutory Addendum".
 */
export class InsertFeature extends Disposable {
  /** Search answers of this session, by query and filters: the same search is never paid twice. */
  private readonly searches = new Map<string, SearchResults>();

  private readonly connection: ServiceConnection;
  private readonly lookup: CitationLookup;
  private readonly gate: AutomaticCallsGate;
  private readonly config: Config;
  private readonly log: Logger;

  constructor(services: Services) {
    super();
    ({ connection: this.connection, lookup: this.lookup, gate: this.gate, config: this.config } = services);
    this.log = services.log.for('insert');
    this._register(registerTableOfAuthorities(services.citations, services.lookup, services.catalog, services.config));
    this._register(
      registerStatutoryAddendum({
        citations: services.citations,
        lookup: services.lookup,
        texts: services.texts,
        catalog: services.catalog,
        connection: services.connection,
        gate: services.gate,
        config: services.config,
        operativeDates: services.operativeDates,
        log: services.log.for('addendum'),
      }),
    );
    this._register(vscode.commands.registerCommand('statutes.insertCitation', (section?: SectionRecord) => (section?.citation ? this.insertSection(section) : this.pick())));
  }

  private async pick(): Promise<string | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showInformationMessage('Statute Lookup: open a document to insert a citation into.');
      return undefined;
    }
    this.gate.resume();
    const pick = vscode.window.createQuickPick<ResultItem>();
    let corpus: (typeof CORPORA)[number] = undefined;
    let state: string | undefined;
    let spent = 0;
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const corpusButton = (): vscode.QuickInputButton => ({ iconPath: new vscode.ThemeIcon('filter'), tooltip: `Searching ${corpus ? CORPUS_NAMES[corpus] : 'all codes'}${state ? ` (${state.toUpperCase()})` : ''} — click to change` });
    const stateButton: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('globe'), tooltip: 'Limit to one state…' };
    const refreshChrome = (): void => {
      pick.title = `Insert Citation — ${corpus ? CORPUS_NAMES[corpus] : 'all codes'}${state ? ` · ${state.toUpperCase()}` : ''}${spent ? ` · ${formatCredits(spent)} spent` : ''}`;
      pick.buttons = [corpusButton(), stateButton];
    };
    pick.placeholder = 'Type a citation (1 credit to resolve) or search words (2 credits a search)';
    // Opening a result's full text moves focus to the reader; the search stays until Escape or a choice.
    pick.ignoreFocusOut = true;
    pick.matchOnDescription = true;
    pick.matchOnDetail = true;
    refreshChrome();
    const counting = this.connection.onCreditsConsumed((e) => {
      spent += e.credits;
      refreshChrome();
    });

    const run = async (): Promise<void> => {
      const query = pick.value.trim();
      const mine = ++generation;
      if (query.length < 3) {
        pick.items = [];
        pick.busy = false;
        return;
      }
      pick.busy = true;
      try {
        const items = await this.find(query, corpus, state);
        if (mine !== generation) return;
        pick.items = items.length ? items : [{ label: '$(circle-slash) No matching sections', alwaysShow: true }];
      } catch (error) {
        if (mine !== generation || isCancellation(error)) return;
        this.gate.observe(error);
        this.log.warn(`search "${query}": ${errorText(error)}`);
        const { message, actions } = describeFailure(error);
        pick.items = [{ label: `$(warning) ${message}`, detail: actions.map((a) => a.title).join(' · ') || undefined, alwaysShow: true }];
      } finally {
        if (mine === generation) pick.busy = false;
      }
    };

    const result = new Promise<ResultItem | undefined>((resolve) => {
      pick.onDidChangeValue(() => {
        clearTimeout(timer);
        timer = setTimeout(() => void run(), DEBOUNCE_MS);
      });
      pick.onDidTriggerButton(async (button) => {
        if (button === stateButton) {
          const code = await vscode.window.showInputBox({ title: 'Limit to a state', prompt: 'Two-letter state code (e.g. DC, CA); empty for all', validateInput: (v) => (v.trim() === '' || /^[A-Za-z]{2}$/.test(v.trim()) ? undefined : 'Two letters, e.g. DC') });
          if (code === undefined) return void pick.show();
          state = code.trim().toLowerCase() || undefined;
          if (state) corpus = 'STATE';
        } else {
          corpus = CORPORA[(CORPORA.indexOf(corpus) + 1) % CORPORA.length];
          if (corpus !== 'STATE') state = undefined;
        }
        refreshChrome();
        pick.show();
        void run();
      });
      // A result's button opens its full text, leaving the search open to insert afterwards.
      pick.onDidTriggerItemButton(({ item }) => {
        if (item.section) void vscode.commands.executeCommand('statutes.openSection', { actId: item.section.actId, citation: item.section.citation, record: item.section });
      });
      pick.onDidAccept(() => {
        const chosen = pick.selectedItems[0];
        if (chosen?.section) {
          resolve(chosen);
          pick.hide();
        }
      });
      pick.onDidHide(() => resolve(undefined));
    });
    pick.show();
    const chosen = await result;
    clearTimeout(timer);
    counting.dispose();
    pick.dispose();
    return chosen?.section ? this.insertSection(chosen.section, editor, chosen.expected) : undefined;
  }

  /** A typed citation is resolved (cheaper, cached); anything else is a search. */
  private async find(query: string, corpus: string | undefined, state: string | undefined): Promise<ResultItem[]> {
    const parsed = parseCitation(query);
    if (parsed && isSectionCitation(parsed)) {
      const info = await this.lookup.lookup(parsed);
      return info.resolved && info.section ? [{ ...toItem(info.section), expected: parsed.canonical }] : [{ label: `$(circle-slash) ${parsed.canonical} was not found in the statute service`, alwaysShow: true }];
    }
    const key = JSON.stringify([query.toLowerCase(), corpus, state]);
    let answer = this.searches.get(key);
    if (!answer) {
      answer = await this.connection.client().search({ query, corpusType: corpus, state, limit: 20 });
      this.searches.set(key, answer);
    }
    return answer.results.filter((r) => r.citation && !r.mock).map(toItem);
  }

  private async insertSection(section: SectionRecord, editor = vscode.window.activeTextEditor, expected?: string): Promise<string | undefined> {
    if (!editor || !section.citation) return undefined;
    const insertable = insertableCitation([section.citation, section.citationShort], expected);
    if (!insertable) {
      void vscode.window.showWarningMessage("Statute Lookup: the service's citation for this section is not one the extension recognises; nothing was inserted.");
      return undefined;
    }
    if (insertable.replaced) void vscode.window.showInformationMessage(`Statute Lookup: inserting ${insertable.text}: ${insertable.replaced}.`);
    const config = this.config.current.insert;
    let pinpoint = '';
    if (config.askPinpoint) {
      const typed = await vscode.window.showInputBox({
        title: `Insert ${insertable.text}`,
        prompt: 'Pinpoint (optional), e.g. (a)(1) — press Enter to insert the section',
        validateInput: (v) => (/^(\s*\([A-Za-z0-9]{1,8}\))*\s*$/.test(v) ? undefined : 'A pinpoint is a run of parenthesised subdivisions, e.g. (a)(1)(B)'),
      });
      if (typed === undefined) return undefined;
      pinpoint = typed.replace(/\s+/g, '');
    }
    const year = config.parentheticalYear && /^\d{4}/.test(section.currentThrough ?? '') ? ` (${section.currentThrough?.slice(0, 4)})` : '';
    const format = outputFormatFor(editor.document.languageId);
    // Id. or the short form where the Bluebook calls for one; the full form otherwise, or when chosen.
    const before = editor.document.getText(new vscode.Range(new vscode.Position(0, 0), editor.selection.start));
    const forms = citationForms(insertable.text, pinpoint, before, format);
    const form = forms.length > 1 ? await chooseForm(forms, insertable.text + pinpoint) : forms[0];
    if (!form) return undefined;
    const text = form.kind === 'full' ? escapeInline(format, `${insertable.text}${pinpoint}${year}`) : form.text;
    const ok = await editor.edit((edit) => edit.replace(editor.selection, text));
    if (!ok) {
      void vscode.window.showErrorMessage('Statute Lookup: the citation could not be inserted (the document changed or is read-only).');
      return undefined;
    }
    return text;
  }
}

/** Which form to insert: the recommended one first and preselected (Enter takes it). */
async function chooseForm(forms: CitationForm[], full: string): Promise<CitationForm | undefined> {
  const items = forms.map((form, i) => ({ label: form.plain, description: i === 0 ? 'recommended' : undefined, detail: form.why, form }));
  const chosen = await vscode.window.showQuickPick(items, { title: `Insert ${full} as…`, placeHolder: 'The Bluebook uses Id. or a short form where the citation before makes the code clear' });
  return chosen?.form;
}

function toItem(section: SectionRecord): ResultItem {
  const excerpt = section.excerpt?.replace(/\s+/g, ' ').trim();
  return {
    label: insertableCitation([section.citation, section.citationShort])?.text ?? section.citation ?? section.actId,
    description: section.title,
    detail: [statusText(section), section.currentThrough ? `current through ${section.currentThrough}` : '', excerpt ? `“${excerpt.slice(0, 140)}”` : ''].filter(Boolean).join(' · '),
    buttons: [OPEN_BUTTON],
    section,
    // The service chose these: VS Code's own filter would hide `17 U.S.C. § 107` when `17 USC 107` was typed.
    alwaysShow: true,
  };
}
