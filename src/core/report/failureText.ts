import { AuthError, CreditsError, InvalidKeyError, InvalidResponseError, MissingKeyError, RateLimitError, ServiceError, StatuteApiError, TimeoutError } from '../api/errors';
import { redactSecrets } from '../util/redact';

/** A failure in one sentence, in the extension's words, for a place without buttons (the command line, a report). */
export function describeCheckFailure(error: unknown): string {
  let message: string;
  if (error instanceof InvalidKeyError) message = error.message;
  else if (error instanceof MissingKeyError) message = 'No API key is set for the statute service.';
  else if (error instanceof AuthError) message = 'The statute service rejected the API key.';
  else if (error instanceof CreditsError) message = 'Your statute-service account is out of credits.';
  else if (error instanceof RateLimitError) message = `The statute service is rate-limiting requests: try again in ${Math.ceil(error.retryAfterMs / 1000)} s.`;
  else if (error instanceof TimeoutError) message = `${error.message} Check your connection or try again.`;
  else if (error instanceof ServiceError) message = `The statute service is unavailable (${error.status}); nothing was charged. Try again shortly.`;
  else if (error instanceof InvalidResponseError) message = `${error.message} Nothing is shown from it.`;
  else if (error instanceof StatuteApiError) message = error.message;
  else message = `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  return redactSecrets(message);
}
