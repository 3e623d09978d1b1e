import vscode = require('vscode');
import {
  AuthError,
  CancelledError,
  CreditsError,
  InvalidKeyError,
  InvalidResponseError,
  MissingKeyError,
  NetworkError,
  RateLimitError,
  ServiceError,
  ServiceUrlError,
  StatuteApiError,
  TimeoutError,
  ValidationError,
} from '../core/api/errors';
import { describeRejection } from '../core/api/rejection';
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

const SET_KEY: FailureAction = { title: 'Set API Key…', command: 'statutes.setApiKey' };
const SHOW_LOG: FailureAction = { title: 'Show Log', command: 'statutes.showLog' };
const OPEN_SETTINGS: FailureAction = { title: 'Open Settings', command: 'workbench.action.openSettings', args: ['statutes.serviceUrl'] };

/** A failure's message for the log (its stack goes to the log only through reportFailure), secrets redacted. */
export function errorText(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}

/**
 * Every failure turned into one short sentence and the next step; the one place errors become UI.
 * `subject` names what was sent (e.g. "the watch") for a refusal that lists the fields at fault.
 */
export function describeFailure(error: unknown, subject?: string): FailureDescription {
  const { message, actions } = describe(error, subject);
  return { message: redact(message), actions };
}

function describe(error: unknown, subject?: string): FailureDescription {
  if (error instanceof InvalidKeyError) return { message: error.message, actions: [SET_KEY] };
  if (error instanceof MissingKeyError) return { message: 'No API key is set for the statute service.', actions: [SET_KEY] };
  if (error instanceof AuthError) return { message: 'The statute service rejected the API key.', actions: [SET_KEY] };
  if (error instanceof CreditsError) return { message: 'Your statute-service account is out of credits.', actions: [SHOW_LOG] };
  if (error instanceof RateLimitError) {
    if (error.requestedRetryAfterMs > error.retryAfterMs) {
      return { message: `The statute service asked to wait more than an hour before the next request; it will be tried again in ${Math.ceil(error.retryAfterMs / 60_000)} min.`, actions: [SHOW_LOG] };
    }
    return { message: `The statute service is rate-limiting requests: try again in ${Math.ceil(error.retryAfterMs / 1000)} s.`, actions: [] };
  }
  if (error instanceof ValidationError && subject) return { message: describeRejection(subject, error.detail, error.errors), actions: [] };
  if (error instanceof ServiceUrlError) return { message: error.message, actions: [OPEN_SETTINGS] };
  if (error instanceof TimeoutError) return { message: `${error.message} Check your connection or try again.`, actions: [SHOW_LOG] };
  if (error instanceof NetworkError) return { message: `${error.message}`, actions: [SHOW_LOG] };
  if (error instanceof ServiceError) return { message: `The statute service is unavailable (${error.status}); nothing was charged. Try again shortly.`, actions: [SHOW_LOG] };
  if (error instanceof InvalidResponseError) return { message: `${error.message} Nothing is shown from it.`, actions: [SHOW_LOG] };
  if (error instanceof StatuteApiError) return { message: error.message, actions: [SHOW_LOG] };
  return { message: `Unexpected error: ${errorText(error)}`, actions: [SHOW_LOG] };
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
