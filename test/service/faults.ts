/**
 * Fault injection, so clients can be tested against the failures of the real service.
 *
 * Kinds:
 *   latency         wait `latencyMs` (default 1000), then answer normally (charged if it succeeds)
 *   500 | 503       error status with `{"detail"}` (503 carries Retry-After: `retryAfter`, default 1)
 *   429             rate-limit answer with Retry-After: `retryAfter` (default 2) — a "429 storm" with `count`
 *   402             out-of-credits answer (with `afterCalls`: "402 after N calls")
 *   malformed-json  200 with a body that is not JSON
 *   truncated       the real answer's headers (Content-Length of the full body), half the body, then the socket closes
 *   reset           the connection is destroyed without an answer
 *   hang            no answer at all until the client gives up (or the service closes)
 *
 * Sources: `POST /__admin/faults` and env `STATUTE_SERVICE_FAULTS` (one spec or a list, JSON) queue
 * faults for the next `count` matching requests (default 1; -1 = until cleared), after letting
 * `afterCalls` matching requests through; the header `X-Statute-Fault: kind[;name=value…]`
 * (e.g. `503`, `latency;ms=300`, `429;retryAfter=3`) faults just that request.
 * Faulted calls are never charged, except a latency fault on a call that then succeeds.
 */

export const FAULT_KINDS = ['latency', '500', '503', '429', '402', 'malformed-json', 'truncated', 'reset', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  fault: FaultKind;
  /** How many matching requests to fault; -1 until cleared. Default 1. */
  count?: number;
  /** Only requests whose path starts with this (e.g. `/api/v1/us/statutes/search`). */
  pathPrefix?: string;
  /** Only requests with this method. */
  method?: string;
  latencyMs?: number;
  /** Let this many matching requests through before faulting. */
  afterCalls?: number;
  /** Seconds for Retry-After on 429 and 503. */
  retryAfter?: number;
}

export interface ActiveFault extends Required<Pick<FaultSpec, 'fault' | 'count' | 'afterCalls'>> {
  id: number;
  pathPrefix: string | null;
  method: string | null;
  latencyMs: number;
  retryAfter: number | null;
  /** Requests faulted so far. */
  fired: number;
}

export function validateFault(input: unknown): { spec?: FaultSpec; error?: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'A fault is an object such as {"fault": "503", "count": 2}.' };
  const o = input as Record<string, unknown>;
  const allowed = new Set(['fault', 'count', 'pathPrefix', 'method', 'latencyMs', 'afterCalls', 'retryAfter']);
  const unknown = Object.keys(o).filter((k) => !allowed.has(k));
  if (unknown.length > 0) return { error: `Unknown fault field(s): ${unknown.join(', ')}.` };
  if (!FAULT_KINDS.includes(o.fault as FaultKind)) return { error: `fault must be one of ${FAULT_KINDS.join(', ')}.` };
  for (const field of ['latencyMs', 'afterCalls', 'retryAfter']) {
    if (o[field] !== undefined && (typeof o[field] !== 'number' || !Number.isInteger(o[field]) || (o[field] as number) < 0)) {
      return { error: `${field} must be a whole number ≥ 0.` };
    }
  }
  if (o.count !== undefined && (typeof o.count !== 'number' || !Number.isInteger(o.count) || (o.count !== -1 && o.count < 1))) {
    return { error: 'count must be a whole number ≥ 1, or -1 for "until cleared".' };
  }
  for (const field of ['pathPrefix', 'method']) {
    if (o[field] !== undefined && typeof o[field] !== 'string') return { error: `${field} must be a string.` };
  }
  return { spec: o as unknown as FaultSpec };
}

/** `503`, `latency;ms=300`, `429;retryAfter=3` → a spec for one request. */
export function parseFaultHeader(value: string): FaultSpec | null {
  const [kind, ...params] = value.split(';').map((p) => p.trim());
  if (!FAULT_KINDS.includes(kind as FaultKind)) return null;
  const spec: FaultSpec = { fault: kind as FaultKind };
  for (const param of params) {
    const [name, raw] = param.split('=').map((p) => p.trim());
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) continue;
    if (name === 'ms' || name === 'latencyMs') spec.latencyMs = n;
    if (name === 'retryAfter') spec.retryAfter = n;
  }
  return spec;
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = {
      id: this.nextId++,
      fault: spec.fault,
      count: spec.count ?? 1,
      afterCalls: spec.afterCalls ?? 0,
      pathPrefix: spec.pathPrefix ?? null,
      method: spec.method ? spec.method.toUpperCase() : null,
      latencyMs: spec.latencyMs ?? 1000,
      retryAfter: spec.retryAfter ?? null,
      fired: 0,
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): ActiveFault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The fault for this request, if any; counts it against the fault's budget. */
  take(method: string, path: string): ActiveFault | null {
    for (const fault of this.faults) {
      if (fault.pathPrefix && !path.startsWith(fault.pathPrefix)) continue;
      if (fault.method && fault.method !== method) continue;
      if (fault.afterCalls > 0) {
        fault.afterCalls--;
        continue;
      }
      fault.fired++;
      if (fault.count > 0) fault.count--;
      if (fault.count === 0) this.faults = this.faults.filter((f) => f !== fault);
      return { ...fault };
    }
    return null;
  }

  /** A one-request fault from the X-Statute-Fault header. */
  static fromSpec(spec: FaultSpec): ActiveFault {
    return {
      id: 0,
      fault: spec.fault,
      count: 1,
      afterCalls: 0,
      pathPrefix: null,
      method: null,
      latencyMs: spec.latencyMs ?? 1000,
      retryAfter: spec.retryAfter ?? null,
      fired: 1,
    };
  }
}

export function parseFaultsEnv(value: string): FaultSpec[] {
  const parsed = JSON.parse(value) as unknown;
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((item) => {
    const { spec, error } = validateFault(item);
    if (!spec) throw new Error(`STATUTE_SERVICE_FAULTS: ${error}`);
    return spec;
  });
}
