import vscode = require('vscode');
import { CodeNode, fallbackCodeName, sameSource, sourceRef } from '../core/tree/codeTree';
import { Memo } from '../core/util/memo';
import type { Watch } from '../core/api/models';
import type { Logger } from '../core/util/log';
import { Disposable } from '../services/dispose';
import { ActionRow, actionItem, failureAction, failureItem } from '../services/failureItem';
import { ServiceState } from '../services/serviceState';
import { channelText, displayWebhook } from './watchInput';
import { errorText } from '../services/errorUi';

export const WATCHES_VIEW = 'statutes.watches';

const RETRY: vscode.Command = { title: 'Retry', command: 'statutes.refreshWatches' };

export interface WatchRow {
  type: 'watch';
  id: string;
  watch: Watch;
  /** "U.S. Code", "D.C. Code": the catalog's name for the watched source. */
  source: string;
}

export interface WatchErrorRow {
  type: 'error';
  id: string;
  error: unknown;
}

export type WatchesNode = WatchRow | WatchErrorRow | ActionRow;

export interface WatchesSource {
  watches(): Promise<Watch[]>;
  /** The catalog's codes, for naming sources; may fail (names fall back). */
  codes(): Promise<CodeNode[]>;
}

/** The caller's watches, fetched once per session (Refresh and a new watch fetch again). */
export class WatchesProvider extends Disposable implements vscode.TreeDataProvider<WatchesNode> {
  private readonly changed = this._register(new vscode.EventEmitter<WatchesNode | undefined>());
  readonly onDidChangeTreeData = this.changed.event;
  private readonly loaded = new Memo(() => this.load());
  private lastError: WatchErrorRow | undefined;

  constructor(
    private readonly source: WatchesSource,
    private readonly state: ServiceState,
    private readonly log: Logger,
  ) {
    super();
  }

  async getChildren(element?: WatchesNode): Promise<WatchesNode[]> {
    if (element?.type === 'error') return [failureAction(element.id, element.error, RETRY)];
    if (element) return [];
    if (!(await this.state.ready())) {
      void setEmpty(false);
      return [];
    }
    try {
      const rows = await this.rows();
      void setEmpty(rows.length === 0);
      return rows;
    } catch (error) {
      this.log.warn(`listing failed: ${errorText(error)}`);
      void setEmpty(false);
      this.lastError = { type: 'error', id: 'watches|error', error };
      return [this.lastError];
    }
  }

  getParent(element: WatchesNode): WatchesNode | undefined {
    return element.type === 'action' ? this.lastError : undefined;
  }

  getTreeItem(node: WatchesNode): vscode.TreeItem {
    const item = node.type === 'watch' ? watchItem(node) : node.type === 'error' ? failureItem(node.error, RETRY) : actionItem(node);
    item.id = node.id;
    return item;
  }

  /** The listed watches (loading them if needed); throws when the service fails. */
  rows(): Promise<WatchRow[]> {
    return this.loaded.get();
  }

  /** Forgets the list and shows it again. */
  clear(): void {
    this.loaded.reset();
    this.changed.fire(undefined);
  }

  private async load(): Promise<WatchRow[]> {
    const [watches, codes] = await Promise.all([this.source.watches(), this.source.codes().catch(() => [] as CodeNode[])]);
    return watches
      .map((watch) => {
        const ref = sourceRef(watch.corpusType, watch.state);
        const source = codes.find((c) => sameSource(c.ref, ref))?.name ?? fallbackCodeName(ref.corpusType, ref.state);
        return { type: 'watch' as const, id: `w:${watch.id}`, watch, source };
      })
      .sort((a, b) => a.source.localeCompare(b.source) || a.watch.channel.localeCompare(b.watch.channel));
  }
}

function watchItem(row: WatchRow): vscode.TreeItem {
  const { watch } = row;
  const item = new vscode.TreeItem(row.source, vscode.TreeItemCollapsibleState.None);
  const paused = watch.isActive === false;
  const created = day(watch.createdAt);
  const notified = day(watch.lastNotifiedAt) ?? 'never';
  item.description = [channelText(watch.channel), paused ? 'inactive' : undefined, created ? `since ${created}` : undefined, `last notified ${notified}`]
    .filter(Boolean)
    .join(' · ');
  item.tooltip = [
    `${row.source} — by ${channelText(watch.channel)}${paused ? ' (inactive)' : ''}`,
    watch.webhookUrl ? `Webhook: ${displayWebhook(watch.webhookUrl)}` : undefined,
    `Created: ${created ?? 'unknown'}`,
    `Last notified: ${notified}`,
  ]
    .filter(Boolean)
    .join('\n');
  item.iconPath = new vscode.ThemeIcon(paused ? 'eye-closed' : 'eye');
  item.contextValue = 'watch';
  return item;
}

/** `2026-11-21T08:54:15Z` → `2026-11-21`. */
function day(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value || undefined;
}

function setEmpty(empty: boolean): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', 'statutes.watchesEmpty', empty);
}
