import vscode = require('vscode');
import { CodeTreeModel, CodeTreeNode, JurisdictionNode, SectionNode, WalkCost, formatSectionCount } from '../core/tree/codeTree';
import { formatCredits } from '../core/api/pricing';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { reportFailure } from '../services/errorUi';
import { ServiceState } from '../services/serviceState';
import type { Services } from '../services/services';
import { CODE_TREE_VIEW, CodeTreeProvider, CodeTreeRow, LOAD_MORE_COMMAND, RETRY_COMMAND, SHOW_SECTION_COMMAND } from './codeTreeProvider';
import { isSectionCitation, parseCitation } from '../core/citations';
import type { ChargingRules } from '../core/api/dialect';
import { CitationLookup } from '../core/lookup/lookup';
import type { CitationInfo } from '../core/lookup/types';
import { coverageSummary } from '../core/tree/coverageSummary';
import { statusText } from '../core/lookup/status';

/** `statutes.revealInTree` argument (from a hover link); a bare act id is accepted too. */
export interface RevealArgs {
  actId: string;
}

/**
 * The "Codes" view of the Statutes container and its commands. Laws and coverage are free; divisions
 * are free on the interface service and charged per page on the live one, which the rows say before
 * they are opened. Answers are kept for the session and Refresh forgets them.
 */
export class CodeTreeFeature extends Disposable {
  readonly model: CodeTreeModel;
  readonly provider: CodeTreeProvider;
  readonly view: vscode.TreeView<CodeTreeRow>;

  private readonly state: ServiceState;
  private readonly log: Logger;

  constructor(services: Services) {
    super();
    const { connection } = services;
    this.state = services.state;
    this.log = services.log.for('tree');
    this.model = services.codes;
    this.lookup = services.lookup;
    this.connectionRules = () => connection.client().charging();
    const read = (node?: SectionNode): Promise<unknown> => this.read(node);
    // The prices and what the service covers (free answers), learned when the view is first looked at.
    let learned = false;
    const learn = (): void => {
      if (learned) return;
      learned = true;
      void this.state.ready().then(async (ready) => {
        if (!ready) return void (learned = false);
        const [rules, coverage] = await Promise.all([connection.client().charging().catch(() => undefined), services.catalog.coverage().catch(() => undefined)]);
        // Section rows are drawn after this (a level or two down), with their price; nothing is redrawn:
        // a refresh would make the view read open levels again, which the live service charges.
        this.rules = rules;
        this.view.message = coverage ? coverageSummary(coverage) : undefined;
      });
    };
    this.provider = this._register(new CodeTreeProvider(this.model, this.state, this.log, (node) => this.readingPrice(node), learn));
    this.view = this._register(vscode.window.createTreeView(CODE_TREE_VIEW, { treeDataProvider: this.provider, showCollapseAll: true }));
    this._register(
      connection.onDidChange(() => {
        learned = false;
        this.rules = undefined;
      }),
    );
    this._register(this.view.onDidCollapseElement((e) => this.provider.collapsed(e.element)));
    // Another URL or key may mean another catalog: start over.
    this._register(connection.onDidChange(() => void this.refresh()));
    this._register(
      vscode.Disposable.from(
        vscode.commands.registerCommand('statutes.refreshCodeTree', () => this.refresh()),
        vscode.commands.registerCommand('statutes.filterJurisdiction', (code?: unknown) => this.filter(typeof code === 'string' ? code : undefined)),
        vscode.commands.registerCommand('statutes.clearJurisdictionFilter', () => this.applyFilter(undefined)),
        vscode.commands.registerCommand('statutes.revealInTree', (args?: RevealArgs | string) => this.reveal(typeof args === 'string' ? args : args?.actId)),
        vscode.commands.registerCommand(LOAD_MORE_COMMAND, (node?: CodeTreeNode) => this.loadMore(node)),
        vscode.commands.registerCommand(RETRY_COMMAND, (node?: CodeTreeNode) => this.retry(node)),
        vscode.commands.registerCommand('statutes.openTreeSection', (node?: SectionNode) => {
          if (node?.type !== 'section') return undefined;
          return vscode.commands.executeCommand('statutes.openSection', { actId: node.actId, citation: node.citation });
        }),
        vscode.commands.registerCommand('statutes.insertTreeCitation', (node?: SectionNode) => this.insertCitation(node)),
        vscode.commands.registerCommand(SHOW_SECTION_COMMAND, (node?: SectionNode) => this.showSection(node)),
        // The price is in each menu title (readCommand picks the one matching the row); the untitled one asks first.
        vscode.commands.registerCommand('statutes.readTreeSection', (node?: SectionNode) => this.read(node, true)),
        vscode.commands.registerCommand('statutes.readTreeSection0', read),
        vscode.commands.registerCommand('statutes.readTreeSection1', read),
        vscode.commands.registerCommand('statutes.readTreeSection2', read),
        vscode.commands.registerCommand('statutes.readTreeSection3', read),
        vscode.commands.registerCommand('statutes.readTreeSection4', read),
        vscode.commands.registerCommand('statutes.readTreeSection5', read),
        vscode.commands.registerCommand('statutes.readTreeSection6', read),
        vscode.commands.registerCommand('statutes.readTreeSection7', read),
        vscode.commands.registerCommand('statutes.readTreeSection8', read),
        vscode.commands.registerCommand('statutes.readTreeSection9', read),
        vscode.commands.registerCommand('statutes.readTreeSection10', read),
        vscode.commands.registerCommand('statutes.copyTreeCitation', (node?: SectionNode) =>
          node?.type === 'section' && node.citation ? vscode.commands.executeCommand('statutes.copyCitation', node.citation) : undefined,
        ),
      ),
    );
  }

  /**
   * Forgets every answer and reloads. Where divisions are charged, the open rows are closed first:
   * the view would read each of them again at once, and pay for it unasked.
   */
  async refresh(): Promise<void> {
    const charged = Boolean(this.model.pagePrice);
    // Forgotten at once, so nothing asked from now on gets an old answer; shown again once closed.
    this.model.clear();
    if (charged) {
      await Promise.resolve(vscode.commands.executeCommand(`workbench.actions.treeView.${CODE_TREE_VIEW}.collapseAll`)).catch((error: unknown) =>
        this.log.warn(`collapsing the Codes view failed: ${String(error)}`),
      );
    }
    this.provider.refresh();
  }

  /**
   * Walks the divisions to the section and selects it. Resolves to the node, or undefined (with a
   * message) when it cannot be found or the service failed.
   */
  async reveal(actId: string | undefined): Promise<SectionNode | undefined> {
    if (!actId) return undefined;
    if (!(await this.state.ready())) {
      await vscode.commands.executeCommand(`${CODE_TREE_VIEW}.focus`);
      return undefined; // the view's welcome says what is missing
    }
    try {
      await vscode.commands.executeCommand(`${CODE_TREE_VIEW}.focus`);
      const result = await vscode.window.withProgress({ location: { viewId: CODE_TREE_VIEW } }, () =>
        this.model.findSection(actId, { confirm: (cost) => this.confirmWalk(actId, cost) }),
      );
      if (result.credits) this.log.info(`reveal ${actId}: ${result.pages} page${result.pages === 1 ? '' : 's'} of divisions, at most ${formatCredits(result.credits)}`);
      if (!result.found && result.reason === 'declined') {
        this.log.info(`reveal ${actId}: ${result.message}`);
        return undefined;
      }
      if (!result.found) {
        this.log.info(`reveal ${actId}: ${result.message}`);
        void vscode.window.showInformationMessage(`Statute Lookup: ${result.message}`, 'Open Section').then((choice) => {
          if (choice) void vscode.commands.executeCommand('statutes.openSection', { actId });
        });
        return undefined;
      }
      const jurisdiction = this.model.jurisdictionOf(result.node);
      if (this.model.filter && jurisdiction && jurisdiction.code.toLowerCase() !== this.model.filter) this.applyFilter(undefined);
      await this.provider.quietly(() => this.select(result.node));
      return result.node;
    } catch (error) {
      void reportFailure(error, this.log, `reveal ${actId} in tree`);
      return undefined;
    }
  }

  /**
   * Reveals and selects the node, and resolves once the view reports it selected. A refresh of the
   * tree that lands after the reveal (a Refresh just before, the filter) drops the selection: the
   * reveal waits for the view to have re-read its roots, and is made again if the selection does not come.
   */
  private async select(node: SectionNode): Promise<void> {
    await this.provider.settled();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const selected = this.selectionOf(node.id, 3000);
      await this.view.reveal(node, { select: true, focus: true, expand: false });
      if (await selected) return;
      this.log.info(`reveal ${node.actId}: not selected yet (attempt ${attempt})`);
    }
  }

  /** Whether the view's selection becomes the node within `ms`. */
  private selectionOf(id: string, ms: number): Promise<boolean> {
    if (this.view.selection[0]?.id === id) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (value: boolean): void => {
        listener.dispose();
        clearTimeout(timer);
        resolve(value);
      };
      const listener = this.view.onDidChangeSelection((e) => {
        if (e.selection[0]?.id === id) done(true);
      });
      const timer = setTimeout(() => done(this.view.selection[0]?.id === id), ms);
    });
  }

  /** Asked before a walk through charged divisions goes past the few credits it may spend unasked. */
  private async confirmWalk(actId: string, cost: WalkCost): Promise<boolean> {
    const go = `Continue (≤ ${formatCredits(cost.atMostMore)})`;
    const choice = await vscode.window.showWarningMessage(
      `Finding ${actId} in the Codes tree needs more levels than expected. Continue? It costs at most ${formatCredits(cost.atMostMore)} more.`,
      {
        modal: true,
        detail: `The service charges ${formatCredits(cost.perPage)} per page of divisions. ${cost.spent > 0 ? `${formatCredits(cost.spent)} spent so far; ` : ''}levels already opened are free.`,
      },
      go,
    );
    return choice === go;
  }

  /** Limits the tree to one jurisdiction: the code given, or the one picked. */
  private async filter(code: string | undefined): Promise<JurisdictionNode | undefined> {
    let jurisdictions: JurisdictionNode[];
    try {
      jurisdictions = await this.model.allJurisdictions();
    } catch (error) {
      void reportFailure(error, this.log, 'filter by jurisdiction');
      return undefined;
    }
    let chosen: JurisdictionNode | undefined;
    if (code !== undefined) {
      chosen = jurisdictions.find((j) => j.code.toLowerCase() === code.toLowerCase());
      if (!chosen) {
        void vscode.window.showWarningMessage(`Statute Lookup: the laws catalog has no jurisdiction "${code}".`);
        return undefined;
      }
    } else {
      type Item = vscode.QuickPickItem & { jurisdiction?: JurisdictionNode };
      const all: Item = { label: '$(list-flat) All jurisdictions', picked: !this.model.filter };
      const items: Item[] = [
        all,
        { label: '', kind: vscode.QuickPickItemKind.Separator },
        ...jurisdictions.map((j) => ({
          label: j.name,
          description: [j.code.toUpperCase(), formatSectionCount(j.sectionCount)].filter(Boolean).join(' · '),
          jurisdiction: j,
        })),
      ];
      const picked = await vscode.window.showQuickPick(items, { title: 'Filter Statutes by Jurisdiction', placeHolder: 'Show the codes of one jurisdiction', matchOnDescription: true });
      if (!picked) return undefined;
      chosen = picked.jurisdiction;
    }
    this.applyFilter(chosen);
    return chosen;
  }

  private applyFilter(jurisdiction: JurisdictionNode | undefined): void {
    this.model.setFilter(jurisdiction?.code);
    this.view.description = jurisdiction?.name;
    void vscode.commands.executeCommand('setContext', 'statutes.codeTreeFiltered', jurisdiction !== undefined);
    this.provider.refresh();
    // A row seen before keeps its expansion state: open the one left explicitly.
    if (jurisdiction) void Promise.resolve(this.view.reveal(jurisdiction, { expand: true, select: false, focus: false })).catch(() => undefined);
  }

  private async loadMore(node: CodeTreeNode | undefined): Promise<void> {
    const parent = node?.parentId !== undefined ? this.model.get(node.parentId) : undefined;
    if (!parent) return;
    await vscode.window.withProgress({ location: { viewId: CODE_TREE_VIEW } }, () => this.model.loadMore(parent));
    this.provider.refresh(parent);
  }

  private async retry(node: CodeTreeNode | undefined): Promise<void> {
    if (node?.type !== 'error') return;
    const parent = node.parentId !== undefined ? this.model.get(node.parentId) : undefined;
    if (node.retry === 'more' && parent) return this.loadMore(node);
    // A level that failed was not kept: asking for it again reloads it.
    this.provider.refresh(parent);
  }

  private readonly lookup: CitationLookup;
  private rules: ChargingRules | undefined;
  private readonly connectionRules: () => Promise<ChargingRules>;

  /** The cached answer for a section row's citation, if any (no request). */
  private known(node: SectionNode): CitationInfo | undefined {
    const parsed = node.citation ? parseCitation(node.citation) : null;
    if (!parsed || !isSectionCitation(parsed)) return undefined;
    const info = this.lookup.cache.get(CitationLookup.key(parsed));
    return info?.section?.actId === node.actId ? info : undefined;
  }

  /** Reading costs the text, plus the metadata unless an earlier answer has it; undefined until prices are known. */
  readingPrice(node: SectionNode): number | undefined {
    if (!this.rules) return undefined;
    const known = this.known(node)?.section;
    return this.rules.prices.sectionBody + (known?.title ? 0 : this.rules.prices.section);
  }

  private async learnPrice(node: SectionNode): Promise<number | undefined> {
    this.rules ??= await this.connectionRules().catch(() => undefined);
    return this.readingPrice(node);
  }

  /** A click on a section row: what the tree and earlier answers know, free; reading is a button that names its price. */
  async showSection(node: SectionNode | undefined): Promise<string | undefined> {
    if (node?.type !== 'section') return undefined;
    const cited = node.citation ?? node.actId;
    const path: string[] = [];
    for (let at = this.model.parent(node); at; at = this.model.parent(at)) if (at.type === 'code' || at.type === 'division') path.unshift(at.type === 'division' ? divisionName(at) : at.name);
    const section = this.known(node)?.section;
    const standing = section ? `${statusText(section)}${section.currentThrough ? `, current through ${section.currentThrough}` : ''} (from an earlier lookup)` : 'Status not looked up yet: hover the citation in a brief or read the text.';
    const price = this.readingPrice(node);
    const read = price === undefined ? 'Read Full Text…' : `Read Full Text (${price === 0 ? 'free' : formatCredits(price)})`;
    const buttons = [read, ...(node.citation ? ['Insert Citation', 'Copy Citation'] : [])];
    const message = `${cited}${node.name ? ` — ${node.name}` : ''}. ${path.length ? `${path.join(' › ')}. ` : ''}${standing}`;
    const choice = await vscode.window.showInformationMessage(message, ...buttons);
    if (choice === read) await this.read(node);
    else if (choice === 'Insert Citation') await this.insertCitation(node);
    else if (choice === 'Copy Citation') await vscode.commands.executeCommand('statutes.copyCitation', node.citation);
    return message;
  }

  /** The paid action: open the reader (the record from an earlier answer is reused, so only what is owed is paid). */
  private async read(node: SectionNode | undefined, ask = false): Promise<unknown> {
    if (node?.type !== 'section') return undefined;
    if (ask) {
      const price = this.readingPrice(node) ?? (await this.learnPrice(node));
      const go = price === undefined ? 'Read Full Text' : `Read Full Text (${formatCredits(price)})`;
      const choice = await vscode.window.showInformationMessage(`Read the full text of ${node.citation ?? node.actId}?${price === undefined ? '' : ` It costs ${formatCredits(price)}.`}`, { modal: true }, go);
      if (choice !== go) return undefined;
    }
    return vscode.commands.executeCommand('statutes.openSection', { actId: node.actId, citation: node.citation });
  }

  private async insertCitation(node: SectionNode | undefined): Promise<unknown> {
    if (node?.type !== 'section' || !node.citation) return undefined;
    if (!vscode.window.activeTextEditor) {
      void vscode.window.showInformationMessage(`Statute Lookup: open a document to insert ${node.citation} into.`);
      return undefined;
    }
    // A SectionRecord-like value: the insert command reads citation, actId and currentThrough.
    return vscode.commands.executeCommand('statutes.insertCitation', { actId: node.actId, citation: node.citation, title: node.name, breadcrumb: [], mock: false });
  }
}

function divisionName(node: { kind?: string; num?: string; name: string }): string {
  return node.kind && node.num ? `${node.kind[0]!.toUpperCase()}${node.kind.slice(1)} ${node.num}` : node.name;
}
