import vscode = require('vscode');
import { describeFailure } from './errorUi';

/** Failures fixed elsewhere: the remedy goes there instead of retrying. */
const FIX_ELSEWHERE = new Set(['statutes.setApiKey', 'workbench.action.openSettings']);

const ICONS: Record<string, string> = { 'statutes.setApiKey': 'key', 'workbench.action.openSettings': 'gear' };

/** The row under an error row that says what to do (visible even when the message is cut off). */
export interface ActionRow {
  type: 'action';
  id: string;
  parentId: string;
  command: vscode.Command;
}

/** Fix the cause (Set API Key…, Open Settings) when that is the remedy; otherwise retry. */
function remedy(error: unknown, retry: vscode.Command): vscode.Command {
  const fix = describeFailure(error).actions.find((a) => FIX_ELSEWHERE.has(a.command));
  return fix ? { title: fix.title, command: fix.command, arguments: fix.args } : retry;
}

/**
 * A failed load as a row (never a popup from `getChildren`): the short message, expanded to show its
 * remedy as the one child row. Clicking either runs the remedy.
 */
export function failureItem(error: unknown, retry: vscode.Command): vscode.TreeItem {
  const { message } = describeFailure(error);
  const command = remedy(error, retry);
  const item = new vscode.TreeItem(message, vscode.TreeItemCollapsibleState.Expanded);
  item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('errorForeground'));
  item.contextValue = 'error';
  item.command = command;
  item.tooltip = `${message}\n\nClick to ${command.title.replace(/…$/, '').toLowerCase()}.`;
  return item;
}

export function failureAction(parentId: string, error: unknown, retry: vscode.Command): ActionRow {
  return { type: 'action', id: `${parentId}|action`, parentId, command: remedy(error, retry) };
}

export function actionItem(row: ActionRow): vscode.TreeItem {
  const item = new vscode.TreeItem(row.command.title, vscode.TreeItemCollapsibleState.None);
  item.iconPath = new vscode.ThemeIcon(ICONS[row.command.command] ?? 'refresh');
  item.command = row.command;
  item.contextValue = 'action';
  return item;
}
