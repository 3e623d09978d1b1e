/** Shapes shared by the handlers: replies, errors and request validation. */
import type { IncomingHttpHeaders } from 'node:http';

export interface ApiRequest {
  method: string;
  path: string;
  /** Named path parts (e.g. `id`), already percent-decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body of a POST (undefined for GET). */
  body: unknown;
  rawBody: string;
  /** The bearer key when it is a known key, else null. */
  key: string | null;
  remoteAddress: string;
  headers: IncomingHttpHeaders;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * Credits this answer costs, when the handler decides (live dialect: per row, per unique citation,
   * refunds, the resolve line of a citation in the path). Without it a 2xx costs the route's price.
   */
  charge?: number;
  /** Answer without a body (204). */
  empty?: boolean;
}

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export function ok(body: unknown, status = 200): Reply {
  return { status, body };
}

export function problem(status: number, detail: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { detail, ...extra } };
}

/** 422 with a one-line `detail` and the per-field `errors` list. */
export function invalid(errors: FieldError[]): Reply {
  const detail = errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; ');
  return { status: 422, body: { detail: `Invalid request — ${detail}`, errors } };
}

export function fieldError(loc: (string | number)[], msg: string, type: string): FieldError {
  return { loc, msg, type };
}

/** Collects field errors for a JSON object body. */
export class BodyChecker {
  readonly errors: FieldError[] = [];

  constructor(
    readonly body: Record<string, unknown>,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(body)) {
      if (!allowed.includes(key)) this.errors.push(fieldError(['body', key], 'Extra inputs are not permitted', 'extra_forbidden'));
    }
  }

  string(name: string, opts: { required?: boolean; min?: number; max?: number; pattern?: RegExp; patternMsg?: string } = {}): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (opts.required) this.errors.push(fieldError(['body', name], 'Field required', 'missing'));
      return undefined;
    }
    if (typeof value !== 'string') {
      this.errors.push(fieldError(['body', name], 'Input should be a valid string', 'string_type'));
      return undefined;
    }
    const text = value.trim();
    if (opts.min !== undefined && text.length < opts.min) {
      this.errors.push(fieldError(['body', name], `String should have at least ${opts.min} characters`, 'string_too_short'));
      return undefined;
    }
    if (opts.max !== undefined && text.length > opts.max) {
      this.errors.push(fieldError(['body', name], `String should have at most ${opts.max} characters`, 'string_too_long'));
      return undefined;
    }
    if (opts.pattern && !opts.pattern.test(text)) {
      this.errors.push(fieldError(['body', name], opts.patternMsg ?? 'String has the wrong form', 'string_pattern_mismatch'));
      return undefined;
    }
    return text;
  }

  integer(name: string, opts: { min: number; max: number; fallback: number }): number {
    const value = this.body[name];
    if (value === undefined || value === null) return opts.fallback;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.errors.push(fieldError(['body', name], 'Input should be a valid integer', 'int_type'));
      return opts.fallback;
    }
    if (value < opts.min) this.errors.push(fieldError(['body', name], `Input should be greater than or equal to ${opts.min}`, 'greater_than_equal'));
    else if (value > opts.max) this.errors.push(fieldError(['body', name], `Input should be less than or equal to ${opts.max}`, 'less_than_equal'));
    return value;
  }

  boolean(name: string): boolean | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') {
      this.errors.push(fieldError(['body', name], 'Input should be a valid boolean', 'bool_type'));
      return undefined;
    }
    return value;
  }

  add(loc: (string | number)[], msg: string, type: string): void {
    this.errors.push(fieldError(loc, msg, type));
  }
}

export function requireObjectBody(body: unknown): Record<string, unknown> | Reply {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid([fieldError(['body'], 'Input should be a JSON object', 'model_attributes_type')]);
  }
  return body as Record<string, unknown>;
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof (value as Reply).status === 'number';
}

export const CORPUS_TOKENS = ['USC', 'CFR', 'STATE'] as const;

/** corpusType tokens are accepted in any case; answers use upper case. */
export function normaliseCorpus(value: string | null | undefined): string | undefined {
  return value ? value.trim().toUpperCase() : undefined;
}

/** Two-letter state codes are accepted in either case; answers use lower case. */
export function normaliseState(value: string | null | undefined): string | undefined {
  return value ? value.trim().toLowerCase() : undefined;
}
