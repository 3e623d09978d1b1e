import {
  AuthError,
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
} from './errors';
import { describeRejection } from './rejection';
import { redactSecrets } from '../util/redact';

/** What the user can do next about a failure; the editor turns these into buttons, the command line ignores them. */
export type NextStep = 'setApiKey' | 'openSettings' | 'showLog';

export interface FailureText {
  /** One short sentence in the extension's words, with any `Bearer …` credential removed. */
  message: string;
  next: NextStep[];
}

/**
 * Every failure as one sentence and its next steps: the one wording shared by the editor, the command
 * line and the report. `subject` names what was sent (e.g. "the watch") for a refusal that lists the
 * fields at fault.
 */
export function failureText(error: unknown, subject?: string): FailureText {
  const { message, next } = describe(error, subject);
  return { message: redactSecrets(message), next };
}

function describe(error: unknown, subject?: string): FailureText {
  if (error instanceof InvalidKeyError) return { message: error.message, next: ['setApiKey'] };
  if (error instanceof MissingKeyError) return { message: 'No API key is set for the statute service.', next: ['setApiKey'] };
  if (error instanceof AuthError) return { message: 'The statute service rejected the API key.', next: ['setApiKey'] };
  if (error instanceof CreditsError) return { message: 'Your statute-service account is out of credits.', next: ['showLog'] };
  if (error instanceof RateLimitError) {
    if (error.requestedRetryAfterMs > error.retryAfterMs) {
      return { message: `The statute service asked to wait more than an hour before the next request; it will be tried again in ${Math.ceil(error.retryAfterMs / 60_000)} min.`, next: ['showLog'] };
    }
    return { message: `The statute service is rate-limiting requests: try again in ${Math.ceil(error.retryAfterMs / 1000)} s.`, next: [] };
  }
  if (error instanceof ValidationError && subject) return { message: describeRejection(subject, error.detail, error.errors), next: [] };
  if (error instanceof ServiceUrlError) return { message: error.message, next: ['openSettings'] };
  if (error instanceof TimeoutError) return { message: `${error.message} Check your connection or try again.`, next: ['showLog'] };
  if (error instanceof NetworkError) return { message: error.message, next: ['showLog'] };
  if (error instanceof ServiceError) return { message: `The statute service is unavailable (${error.status}); nothing was charged. Try again shortly.`, next: ['showLog'] };
  if (error instanceof InvalidResponseError) return { message: `${error.message} Nothing is shown from it.`, next: ['showLog'] };
  if (error instanceof StatuteApiError) return { message: error.message, next: ['showLog'] };
  return { message: `Unexpected error: ${error instanceof Error ? error.message : String(error)}`, next: ['showLog'] };
}
