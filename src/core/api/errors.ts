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

/** 403 because the plan lacks the feature (webhook watches need Business); email still works on every plan. */
export class PlanError extends ForbiddenError {
  constructor(detail?: string) {
    super(detail);
    this.message = 'The plan of this API key does not include this feature (403); an e-mail watch works on every plan.';
  }
}

/** 400: the service refused the request as made (a resolve scope outside its set, a bad watch channel, URL or scope). */
export class BadRequestError extends StatuteApiError {
  constructor(detail?: string) {
    super('The statute service refused the request (400).', 400, detail);
  }
}

/** 409: a watch with the same board and channel (or a colliding scope) exists already. */
export class ConflictError extends StatuteApiError {
  constructor(detail?: string) {
    super('A watch like this one exists already (409).', 409, detail);
  }
}

/**
 * The service answered 404 or 405 to a route one dialect has and the other lacks, and no other route
 * can do the job. The request is remembered and never sent again to this service.
 */
export class UnsupportedRouteError extends StatuteApiError {
  constructor(
    readonly route: string,
    status: number,
  ) {
    super(`The statute service does not offer ${route} (${status}).`, status);
  }
}

export type NotFoundReason = 'not_in_corpus' | 'unresolved_citation' | 'missing_act_id' | 'assembled_id' | 'state_session_law' | (string & {});

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
  /**
   * `retryAfterMs` is what the client waits (at most an hour); `requestedRetryAfterMs` what the
   * service asked for, when that was longer.
   */
  constructor(
    readonly retryAfterMs: number,
    detail?: string,
    readonly requestedRetryAfterMs: number = retryAfterMs,
  ) {
    super(
      requestedRetryAfterMs > retryAfterMs
        ? `Rate limit exceeded; the service asked for a wait longer than an hour, so the next try is in ${Math.ceil(retryAfterMs / 60_000)} min (429).`
        : `Rate limit exceeded; retry in ${Math.ceil(retryAfterMs / 1000)} s (429).`,
      429,
      detail,
    );
  }
}

/**
 * 429 on creating a watch: the account holds as many watches as its plan allows (3, or 100 on Business).
 * The service uses 429 for the rate limit too; `rateLimitLeft` says the per-minute budget was not spent,
 * so the cap is the cause.
 */
export class WatchCapError extends RateLimitError {
  constructor(
    retryAfterMs: number,
    readonly rateLimitLeft: boolean,
    detail?: string,
    requestedRetryAfterMs?: number,
  ) {
    super(retryAfterMs, detail, requestedRetryAfterMs);
    this.message = rateLimitLeft
      ? 'The account has as many watches as its plan allows (3, or 100 on Business); delete one first (429).'
      : `Too many requests, or the plan's watch cap is reached; retry in ${Math.ceil(retryAfterMs / 1000)} s (429).`;
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

/** An act id that cannot name a section (`..`, a path, control characters): refused before any request. */
export class InvalidActIdError extends StatuteApiError {
  constructor(actId: unknown) {
    const shown = typeof actId === 'string' ? JSON.stringify(actId.slice(0, 60)) : typeof actId;
    super(`Not a section id: ${shown}. Nothing was sent.`);
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

/** The key in use is not a usable API key (control characters, spaces, too long): no request was made. */
export class InvalidKeyError extends StatuteApiError {
  constructor(problem: string) {
    super(`${problem} No request was made; set the key again.`);
  }
}

/** The configured service URL is unusable (bad syntax, or plain http to a non-loopback host). */
export class ServiceUrlError extends StatuteApiError {
}
