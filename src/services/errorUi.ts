import vscode = require('vscode');
import { CancelledError } from '../core/api/errors';
import { failureText, type NextStep } from '../core/api/failureText';
import type { Logger } from '../core/util/log';
import { redact } from './log';

export interface FailureAction {
  title: string;
  command: string;
  args?: unknown[];
}

export interface FailureDescription {
  message: string;
  actions: FailureAction[];
}

/** The buttons of each next step. */
const ACTIONS: Record<NextStep, FailureAction> = {
  setApiKey: { title: 'Set API Key…', command: 'statutes.setApiKey' },
  showLog: { title: 'Show Log', command: 'statutes.showLog' },
  openSettings: { title: 'Open Settings', command: 'workbench.action.openSettings', args: ['statutes.serviceUrl'] },
};

/** A failure's message for the log (its stack goes to the log only through reportFailure), secrets redacted. */
export function errorText(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}

/**
 * A failure's sentence (core's one wording) with its next steps as buttons; the one place errors become UI.
 * `subject` names what was sent (e.g. "the watch") for a refusal that lists the fields at fault.
 */
export function describeFailure(error: unknown, subject?: string): FailureDescription {
  const { message, next } = failureText(error, subject);
  return { message: redact(message), actions: next.map((step) => ACTIONS[step]) };
}

export function isCancellation(error: unknown): boolean {
  return error instanceof CancelledError || error instanceof vscode.CancellationError;
}

/** Logs the failure (with stack) and shows it with its actions as buttons. */
export async function reportFailure(error: unknown, log: Logger, context: string): Promise<void> {
  if (isCancellation(error)) return;
  log.error(redact(`${context}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
  const { message, actions } = describeFailure(error);
  const chosen = await vscode.window.showErrorMessage(`Statute Lookup: ${message}`, ...actions.map((a) => a.title));
  const action = actions.find((a) => a.title === chosen);
  if (action) await vscode.commands.executeCommand(action.command, ...(action.args ?? []));
}
