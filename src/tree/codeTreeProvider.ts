import vscode = require('vscode');
import { CodeTreeModel, CodeTreeNode, ErrorNode, SectionNode, divisionLabel, formatSectionCount } from '../core/tree/codeTree';
import { formatCredits } from '../core/api/pricing';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { ActionRow, actionItem, failureAction, failureItem } from '../services/failureItem';
import { ServiceState } from '../services/serviceState';
import { errorText } from '../services/errorUi';

export const CODE_TREE_VIEW = 'statutes.codeTree';

/** Commands behind rows that are not in the manifest (clicks on "Load more" and error rows). */
export const LOAD_MORE_COMMAND = 'statutes.loadMoreDivisions';
export const RETRY_COMMAND = 'statutes.retryTreeLoad';
/** A click on a section row: what is known about it, free. */
export const SHOW_SECTION_COMMAND = 'statutes.showTreeSection';
/**
 * "Read Full Text (N credits)" is one command per price up to this (a menu's title cannot change at run
 * time); the row's context value (`read3`) picks the one that names its price, `read` the one that asks.
 */
export const MAX_TITLED_PRICE = 10;

/** What the view shows: the model's nodes, and under an error row the row that says what to do. */
export type CodeTreeRow = CodeTreeNode | ActionRow;

/**
 * Laws catalog → jurisdictions → codes → divisions → sections. A thin layer over CodeTreeModel: rows
 * are the model's plain nodes, items are built here. With no URL or no key the root is empty, so the
 * view's welcome content (driven by `statutes.serviceConfigured` / `statutes.hasKey`) shows instead.
 */
export class CodeTreeProvider extends Disposable implements vscode.TreeDataProvider<CodeTreeRow> {
  private readonly changed = this._register(new vscode.EventEmitter<CodeTreeRow | undefined>());
  readonly onDidChangeTreeData = this.changed.event;
  /** Settles when the view has asked for the roots since the last full refresh. */
  private rootsAsked: Promise<void> = Promise.resolve();
  private onRootsAsked: (() => void) | undefined;
  /** Rows loaded while open whose label still shows the price of opening them. */
  private readonly pricedButOpen = new Set<string>();
  /** While a reveal runs, rows are not refreshed under it (a refresh would drop its selection). */
  private revealing = 0;

  constructor(
    readonly model: CodeTreeModel,
    private readonly state: ServiceState,
    private readonly log: Logger,
    /** What reading a section's full text costs now (undefined while the prices are not known); no request. */
    private readonly readingPrice: (node: SectionNode) => number | undefined = () => undefined,
    /** Called when the view loads its roots, i.e. when someone looks at it. */
    private readonly shown: () => void = () => undefined,
  ) {
    super();
  }

  async getChildren(element?: CodeTreeRow): Promise<CodeTreeRow[]> {
    if (!element) {
      this.onRootsAsked?.();
      this.onRootsAsked = undefined;
      this.shown();
    }
    if (element?.type === 'action') return [];
    if (element?.type === 'error') return [failureAction(element.id, element.error, retryCommand(element))];
    if (!element && !(await this.state.ready())) {
      void setContext('statutes.codeTreeEmpty', false);
      return [];
    }
    const wasLoaded = element ? this.model.isLoaded(element) : true;
    const rows = await this.model.children(element);
    for (const row of rows) if (row.type === 'error') this.logFailure(row, element);
    // The row said what opening it costs; once open it costs nothing more. Refreshing a row while VS Code
    // is still expanding it leaves it open and empty, so the row is redrawn when it is next collapsed.
    if (element && !wasLoaded && this.model.isLoaded(element) && this.model.pagePrice) this.pricedButOpen.add(element.id);
    if (!element) void setContext('statutes.codeTreeEmpty', rows.length === 0);
    return rows;
  }

  getParent(element: CodeTreeRow): CodeTreeNode | undefined {
    return element.type === 'action' ? this.model.get(element.parentId) : this.model.parent(element);
  }

  getTreeItem(node: CodeTreeRow): vscode.TreeItem {
    const item = node.type === 'action' ? actionItem(node) : node.type === 'section' ? sectionItem(node, this.readingPrice(node)) : buildItem(node, this.model.filter, this.model.openingCost(node));
    item.id = node.id;
    return item;
  }

  /** Called when the view collapses a row: one opened since it showed a price now says it is free. */
  collapsed(element: CodeTreeRow): void {
    if (element.type === 'action' || !this.pricedButOpen.delete(element.id)) return;
    if (this.revealing === 0 && this.model.get(element.id) === element) this.changed.fire(element);
  }

  /** Re-asks for a row's children (everything when omitted); what is cached stays cached. */
  refresh(node?: CodeTreeNode): void {
    if (!node) this.expectRoots();
    this.changed.fire(node);
  }

  /** Forgets every answer of this session and reloads. */
  clear(): void {
    this.model.clear();
    this.expectRoots();
    this.changed.fire(undefined);
  }

  /**
   * Resolves once the view has re-read its roots after the last full refresh (or after `ms`, for a
   * view that is not shown): a reveal made before that would be undone by the refresh.
   */
  async settled(ms = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.rootsAsked, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  /** Runs `work` with row refreshes held back. */
  async quietly<T>(work: () => Promise<T>): Promise<T> {
    this.revealing++;
    try {
      return await work();
    } finally {
      this.revealing--;
    }
  }

  private expectRoots(): void {
    if (this.onRootsAsked) return;
    this.rootsAsked = new Promise((resolve) => (this.onRootsAsked = resolve));
  }

  private logFailure(row: ErrorNode, parent: CodeTreeNode | undefined): void {
    const where = parent ? `${parent.type} ${parent.id}` : 'laws catalog';
    const error = row.error;
    this.log.warn(`loading ${where} failed: ${errorText(error)}`);
  }
}

/** `· 1 credit to open` beside a row whose level is charged and not loaded yet. */
function costNote(cost: number, what = 'open'): string | undefined {
  return cost > 0 ? `${formatCredits(cost)} to ${what}` : undefined;
}

function costTip(cost: number, what = 'Opening it'): string | undefined {
  return cost > 0 ? `${what} costs ${formatCredits(cost)}: the service charges for each page of divisions (once per session; opened rows stay loaded).` : undefined;
}

function joined(parts: (string | undefined)[], separator: string): string | undefined {
  const text = parts.filter(Boolean).join(separator);
  return text || undefined;
}

function buildItem(node: CodeTreeNode, filter: string | undefined, cost: number): vscode.TreeItem {
  const { Collapsed, Expanded, None } = vscode.TreeItemCollapsibleState;
  switch (node.type) {
    case 'jurisdiction': {
      const item = new vscode.TreeItem(node.name, filter ? Expanded : Collapsed);
      item.description = compactCount(node.sectionCount);
      item.tooltip = joined([node.name, formatSectionCount(node.sectionCount)], '\n');
      item.iconPath = new vscode.ThemeIcon(node.federal ? 'library' : 'location');
      item.contextValue = 'jurisdiction';
      return item;
    }
    case 'code': {
      const item = new vscode.TreeItem(shortLabel(node.name), Collapsed);
      item.description = joined([compactCount(node.sectionCount), costNote(cost)], ' · ');
      item.tooltip = joined([node.name, formatSectionCount(node.sectionCount), costTip(cost)], '\n');
      item.iconPath = new vscode.ThemeIcon('book');
      item.contextValue = 'code';
      return item;
    }
    case 'division': {
      const label = divisionLabel(node);
      // A sidebar of normal width shows about 36 characters beside the indent: the full name is in the tooltip.
      const item = new vscode.TreeItem(shortLabel(label), node.empty ? None : Collapsed);
      item.description = joined([compactCount(node.sectionCount), costNote(cost)], ' · ');
      item.tooltip = joined([label, formatSectionCount(node.sectionCount), costTip(cost)], '\n');
      item.iconPath = new vscode.ThemeIcon('folder');
      item.contextValue = 'division';
      return item;
    }
    case 'section':
      return sectionItem(node, undefined);
    case 'more': {
      const item = new vscode.TreeItem('Load more…', None);
      item.description = joined([`${node.loaded.toLocaleString('en-US')} shown`, costNote(cost, 'load')], ' · ');
      item.tooltip = joined(['Load the next page of this level.', costTip(cost, 'The next page')], '\n');
      item.iconPath = new vscode.ThemeIcon('ellipsis');
      item.command = { title: 'Load more', command: LOAD_MORE_COMMAND, arguments: [node] };
      item.contextValue = 'more';
      return item;
    }
    case 'error':
      return failureItem(node.error, retryCommand(node));
  }
}

/** A label cut at a word, near `max` characters, with an ellipsis. */
export function shortLabel(label: string, max = 28): string {
  if (label.length <= max) return label;
  const cut = label.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:—–-]+$/, '')}…`;
}

function sectionItem(node: SectionNode, readPrice: number | undefined): vscode.TreeItem {
  const item = new vscode.TreeItem(node.num ? `§ ${node.num}` : shortLabel(node.name || node.actId), vscode.TreeItemCollapsibleState.None);
  if (node.num && node.name) item.description = node.name;
  const cited = node.citation ?? node.actId;
  const reading = readPrice === undefined ? 'Reading the full text is charged (its price is shown before you pay).' : readPrice === 0 ? 'Read full text: free (already paid for).' : `Read full text: ${formatCredits(readPrice)}.`;
  item.tooltip = `${cited}${node.name ? `\n${node.name}` : ''}\n\nClick for what is known (free). ${reading}`;
  item.accessibilityInformation = { label: `${cited}${node.name ? `, ${node.name}` : ''}` };
  item.iconPath = new vscode.ThemeIcon('law');
  item.command = { title: 'Show Section', command: SHOW_SECTION_COMMAND, arguments: [node] };
  // The price in the context value picks the menu entry whose title names it.
  item.contextValue = `${node.citation ? 'section.cited' : 'section'}${readPrice !== undefined && Number.isInteger(readPrice) && readPrice >= 0 && readPrice <= MAX_TITLED_PRICE ? ` read${readPrice}` : ' read'}`;
  return item;
}

/** `1,737 §§`: the count as a description short enough to stay beside its label (in words in the tooltip). */
function compactCount(count: number | undefined): string | undefined {
  return count === undefined ? undefined : `${count.toLocaleString('en-US')} §§`;
}

function retryCommand(node: ErrorNode): vscode.Command {
  return { title: node.retry === 'more' ? 'Retry Loading More' : 'Retry', command: RETRY_COMMAND, arguments: [node] };
}

function setContext(key: string, value: unknown): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', key, value);
}
