/**
 * Typed failures of the statute service. Callers branch on the class (never on `detail` text);
 * the extension turns them into UI in one place.
 */
export abstract class StatuteApiError extends Error {
  /** Whether the same call may be repeated without risk of paying twice. */
  constructor(
    message: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class AuthError extends StatuteApiError {
  constructor(detail?: string) {
    super('The statute service rejected the API key (401).', 401, detail);
  }
}

export class CreditsError extends StatuteApiError {
  constructor(detail?: string) {
    super('The account has no credits left for this call (402).', 402, detail);
  }
}

export class ForbiddenError extends StatuteApiError {
  constructor(detail?: string) {
    super('The API key lacks permission for this call (403).', 403, detail);
  }
}

export type NotFoundReason = 'not_in_corpus' | 'unresolved_citation' | 'missing_act_id' | string;

export class NotFoundError extends StatuteApiError {
  constructor(
    detail: string | undefined,
    readonly actId?: string,
    readonly reason?: NotFoundReason,
    readonly didYouMean: string[] = [],
  ) {
    super(detail ?? 'Not found (404).', 404, detail);
  }
}

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type?: string;
}

export class ValidationError extends StatuteApiError {
  constructor(
    detail: string | undefined,
    readonly errors: FieldError[] = [],
  ) {
    super(detail ?? 'The service rejected the request as invalid (422).', 422, detail);
  }
}

export class RateLimitError extends StatuteApiError {
  constructor(
    readonly retryAfterMs: number,
    detail?: string,
  ) {
    super(`Rate limit exceeded; retry in ${Math.ceil(retryAfterMs / 1000)} s (429).`, 429, detail);
  }
}

/** 5xx: the service failed; it charges nothing for these. */
export class ServiceError extends StatuteApiError {
  constructor(status: number, detail?: string) {
    super(`The statute service failed (${status}).`, status, detail);
  }
}

/** Any other unexpected status. */
export class UnexpectedStatusError extends StatuteApiError {
  constructor(status: number, detail?: string) {
    super(status >= 300 && status < 400 && detail ? detail : `The statute service answered with status ${status}.`, status, detail);
  }
}

/** The connection failed or broke; the call may or may not have reached (and charged) the service. */
export class NetworkError extends StatuteApiError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export class TimeoutError extends StatuteApiError {
  constructor(readonly timeoutMs: number) {
    super(`The statute service did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  }
}

/** The reply was not the JSON the interface describes (malformed, truncated or missing fields). */
export class InvalidResponseError extends StatuteApiError {
  constructor(message: string, status?: number) {
    super(message, status);
  }
}

/** The caller cancelled (e.g. the hover was dismissed). */
export class CancelledError extends StatuteApiError {
  constructor() {
    super('Cancelled.');
  }
}

/** The key is not set: no request was made. */
export class MissingKeyError extends StatuteApiError {
  constructor() {
    super('No API key is set for the statute service.');
  }
}

/** The configured service URL is unusable (bad syntax, or plain http to a non-loopback host). */
export class ServiceUrlError extends StatuteApiError {
}
