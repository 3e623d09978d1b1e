/**
 * The HTTP front: routing, faults, authentication, the rate limit, credits, and JSON answers with
 * the rate-limit headers on every API response.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Operation, PLAN_LIMITS, RateDecision, livePriceOf, priceOf } from '../billing';
import type { ServiceContext } from '../context';
import { ActiveFault, FaultRegistry, parseFaultHeader } from '../faults';
import { handleAdmin, isLoopback } from '../handlers/admin';
import { coverage, divisions, laws, pricing } from '../handlers/catalog';
import { batchSections, related, resolve, search, sectionBody, sectionMetadata } from '../handlers/statutes';
import { createWatch, listWatches } from '../handlers/watches';
import { LIVE_ROUTES } from '../handlers/live/routes';
import { ApiRequest, Reply, fieldError, invalid, problem } from './respond';

export type Handler = (req: ApiRequest, ctx: ServiceContext) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  pattern: RegExp;
  operation: Operation;
  handler: Handler;
  auth: boolean;
  /** Answers carry creditsConsumed and processingTimeMs even when free (metered routes). */
  metered?: boolean;
}

const STATUTES = '/api/v1/us/statutes';

const INTERFACE_ROUTES: Route[] = [
  { method: 'POST', pattern: /^(?:\/api\/v1)?\/us\/statutes\/search\/?$/, operation: 'search', handler: search, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/section/(?<id>[^/]*)/body/?$`), operation: 'sectionBody', handler: sectionBody, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/section/(?<id>[^/]*)/related/?$`), operation: 'related', handler: related, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/section/(?<id>[^/]*)/?$`), operation: 'section', handler: sectionMetadata, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/resolve/?$`), operation: 'resolve', handler: resolve, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/sections/?$`), operation: 'sections', handler: batchSections, auth: true },
  { method: 'POST', pattern: new RegExp(`^${STATUTES}/sections/?$`), operation: 'sections', handler: batchSections, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/coverage/?$`), operation: 'coverage', handler: coverage, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/divisions/?$`), operation: 'divisions', handler: divisions, auth: true },
  { method: 'GET', pattern: new RegExp(`^${STATUTES}/laws/?$`), operation: 'laws', handler: laws, auth: true },
  { method: 'GET', pattern: /^\/api\/v1\/pricing\/?$/, operation: 'pricing', handler: pricing, auth: false },
  { method: 'GET', pattern: /^\/api\/v1\/watches\/?$/, operation: 'watches', handler: listWatches, auth: true },
  { method: 'POST', pattern: /^\/api\/v1\/watches\/?$/, operation: 'createWatch', handler: createWatch, auth: true },
];

const MAX_BODY = 1024 * 1024;
const METERED_EXTRA: ReadonlySet<Operation> = new Set(['divisions']);

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new BodyTooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function bearerKey(req: http.IncomingMessage): string | null {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return m ? m[1]!.trim() : null;
}

/** The live API also takes `X-API-Key` and `?api_key=`; the interface document names Bearer only. */
function presentedKey(req: http.IncomingMessage, url: URL, ctx: ServiceContext): string | null {
  const bearer = bearerKey(req);
  if (bearer || ctx.dialect !== 'live') return bearer;
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  return url.searchParams.get('api_key')?.trim() || null;
}

function rateHeaders(decision: RateDecision, ctx?: ServiceContext, bucket?: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    // The live API prints the reset as a Unix time, never before the window ends; the interface dialect as seconds to wait.
    'X-RateLimit-Reset': ctx?.dialect === 'live' ? String(Math.ceil(decision.endsAt / 1000)) : String(decision.resetSeconds),
  };
  if (ctx?.dialect === 'live' && bucket) {
    const perDay = PLAN_LIMITS[ctx.accounts.planOf(bucket.startsWith('anon:') ? null : bucket)].perDay;
    const today = new Date().toISOString().slice(0, 10);
    const count = ctx.dailyCounts.get(bucket);
    const used = count && count.day === today ? count.used : 0;
    headers['X-RateLimit-Limit-Day'] = String(perDay);
    headers['X-RateLimit-Remaining-Day'] = String(Math.max(0, perDay - used));
  }
  return headers;
}

function countDaily(ctx: ServiceContext, bucket: string): void {
  const today = new Date().toISOString().slice(0, 10);
  const count = ctx.dailyCounts.get(bucket);
  if (count && count.day === today) count.used++;
  else ctx.dailyCounts.set(bucket, { day: today, used: 1 });
}

const LIVE_DEPRECATED_PREFIX = '/api/v1/statutes/';

export interface HttpService {
  server: http.Server;
  /** Ends hanging requests and open sockets, then closes the server. */
  close(): Promise<void>;
}

export function createHttpService(ctx: ServiceContext): HttpService {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    handle(req, res, ctx).catch((error: unknown) => {
      ctx.log(`internal error: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) send(res, { status: 500, body: { detail: 'Internal server error.' } }, {});
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function send(res: http.ServerResponse, reply: Reply, headers: Record<string, string>): void {
  if (reply.empty) {
    res.writeHead(reply.status, { ...headers, ...reply.headers });
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
    ...reply.headers,
  });
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, ctx: ServiceContext): Promise<void> {
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://local');
  let path = url.pathname;
  const live = ctx.dialect === 'live';
  const deprecation: Record<string, string> = {};
  if (live && path.startsWith(LIVE_DEPRECATED_PREFIX)) {
    // The bare prefix still answers, marked deprecated with a pointer to its successor.
    path = `/api/v1/us/statutes/${path.slice(LIVE_DEPRECATED_PREFIX.length)}`;
    deprecation.Deprecation = 'true';
    deprecation.Link = `<${path}>; rel="successor-version"`;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const remoteAddress = req.socket.remoteAddress ?? '';
  const requestId = randomUUID();
  const baseHeaders: Record<string, string> = { 'X-Request-Id': requestId, ...deprecation };

  if (path.startsWith('/__admin/')) {
    if (!isLoopback(remoteAddress)) return send(res, problem(404, 'Not found.'), baseHeaders);
    let body: unknown;
    const raw = method === 'GET' ? '' : await readBody(req);
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(res, problem(422, 'The body is not valid JSON.'), baseHeaders);
    }
    const reply = await handleAdmin({ method, path, params: {}, query: url.searchParams, body, rawBody: raw, key: null, remoteAddress, headers: req.headers }, ctx);
    return send(res, reply, baseHeaders);
  }

  const routes = live ? LIVE_ROUTES : INTERFACE_ROUTES;
  const candidates = routes.map((r) => ({ route: r, match: r.pattern.exec(path) })).filter((c) => c.match);
  const found = candidates.find((c) => c.route.method === method);
  const presented = presentedKey(req, url, ctx);
  const key = presented && ctx.accounts.has(presented) ? presented : null;
  const bucket = key ?? `anon:${remoteAddress}`;
  const logged = { method, path: url.pathname };
  if (!found) {
    const reply =
      candidates.length > 0
        ? { ...problem(405, live ? 'Method Not Allowed' : `Method ${method} is not allowed here.`), headers: { Allow: [...new Set(candidates.map((c) => c.route.method))].join(', ') } }
        : problem(404, live ? 'Not Found' : `No such endpoint: ${method} ${path}`);
    ctx.accounts.record(key, null, reply.status, logged);
    return send(res, reply, { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket), ctx, bucket) });
  }
  const { route, match } = found;
  const operation = route.operation;

  // Faults come first: they stand for failures in front of the service, whatever the request.
  let fault: ActiveFault | null = null;
  const faultHeader = req.headers['x-statute-fault'];
  if (ctx.allowFaultHeader && typeof faultHeader === 'string') {
    const spec = parseFaultHeader(faultHeader);
    if (spec) fault = FaultRegistry.fromSpec(spec);
  }
  fault ??= ctx.faults.take(method, path);
  if (fault?.fault === 'latency') {
    await new Promise((r) => setTimeout(r, fault!.latencyMs));
    if (res.destroyed || req.destroyed) return;
    fault = null;
  }
  if (fault) {
    const done = applyShortCircuitFault(fault, req, res, ctx, bucket, baseHeaders);
    if (done) {
      ctx.accounts.record(key, operation, done.status, { faulted: true, ...logged });
      return;
    }
  }

  if (route.auth && !key) {
    const reply = problem(401, presented ? 'Invalid API key.' : 'Missing API key: send Authorization: Bearer <key>.');
    ctx.accounts.record(null, operation, 401, logged);
    return finish(res, reply, { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket), ctx, bucket), 'WWW-Authenticate': 'Bearer' }, fault);
  }

  const decision = ctx.limiter.take(bucket);
  if (decision.allowed) countDaily(ctx, bucket);
  const headers = { ...baseHeaders, ...rateHeaders(decision, ctx, bucket) };
  if (!decision.allowed) {
    const reply = { ...problem(429, `Rate limit exceeded. Try again in ${decision.resetSeconds} seconds.`), headers: { 'Retry-After': String(decision.resetSeconds) } };
    ctx.accounts.record(key, operation, 429, { rateLimited: true, ...logged });
    return finish(res, reply, headers, fault);
  }

  const price = live ? livePriceOf(operation) : priceOf(operation);
  const outOfCredits = (cost: number): Reply => {
    const remaining = ctx.accounts.ledger(key).creditsRemaining;
    return live
      ? problem(402, 'Insufficient credits')
      : problem(402, `Out of credits: this call costs ${cost} credit${cost === 1 ? '' : 's'} and ${remaining} remain${remaining === 1 ? 's' : ''}.`);
  };
  if (key && price > 0 && ctx.accounts.ledger(key).creditsRemaining < price) {
    const remaining = ctx.accounts.ledger(key).creditsRemaining;
    ctx.accounts.record(key, operation, 402, logged);
    return finish(res, outOfCredits(price), { ...headers, 'X-Credits-Remaining': String(remaining) }, fault);
  }

  let raw = '';
  try {
    raw = method === 'POST' || method === 'PATCH' ? await readBody(req) : '';
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      ctx.accounts.record(key, operation, 413, logged);
      return finish(res, problem(413, 'The request body is larger than 1 MB.'), headers, fault);
    }
    throw error;
  }
  let body: unknown;
  if (method === 'POST' || method === 'PATCH') {
    try {
      body = raw.trim() ? JSON.parse(raw) : undefined;
    } catch {
      ctx.accounts.record(key, operation, 422, logged);
      return finish(res, invalid([fieldError(['body'], 'JSON decode error', 'json_invalid')]), headers, fault);
    }
  }
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match!.groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  let reply = await route.handler({ method, path, params, query: url.searchParams, body, rawBody: raw, key, remoteAddress, headers: req.headers }, ctx);

  // Only a successful, unfaulted call is charged (an unresolved citation is a success: 200), unless the
  // handler names the cost itself (live: per row, refunds, a citation's resolve line kept on a 404).
  const success = reply.status >= 200 && reply.status < 300;
  let charged = key !== null && fault === null ? (reply.charge ?? (success ? price : 0)) : 0;
  if (charged > ctx.accounts.ledger(key).creditsRemaining && key !== null) {
    reply = outOfCredits(charged);
    charged = 0;
  }
  if (charged > 0) ctx.accounts.charge(key!, operation, charged);
  const metered = live ? route.metered === true : price > 0 || METERED_EXTRA.has(operation);
  if (reply.status >= 200 && reply.status < 300 && metered && typeof reply.body === 'object' && reply.body !== null && !Array.isArray(reply.body)) {
    reply.body = { ...reply.body, processingTimeMs: Math.round((performance.now() - started) * 10) / 10, creditsConsumed: charged };
  }
  if (key) headers['X-Credits-Remaining'] = String(ctx.accounts.ledger(key).creditsRemaining);
  ctx.accounts.record(key, operation, reply.status, { faulted: fault !== null, credits: charged, ...logged });
  finish(res, reply, headers, fault);
}

/** Faults that answer in place of the service. Returns the status booked, or null to carry on. */
function applyShortCircuitFault(
  fault: ActiveFault,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ctx: ServiceContext,
  bucket: string,
  baseHeaders: Record<string, string>,
): { status: number | string } | null {
  const headers = { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket), ctx, bucket), 'X-Statute-Injected-Fault': fault.fault };
  switch (fault.fault) {
    case 'reset':
      req.socket.destroy();
      return { status: 'reset' };
    case 'hang':
      // Never answered; the socket is destroyed when the client gives up or the service closes.
      return { status: 'hang' };
    case '500':
      send(res, problem(500, 'Internal server error (injected fault).'), headers);
      return { status: 500 };
    case '503': {
      const retryAfter = fault.retryAfter ?? 1;
      send(res, { ...problem(503, 'Service temporarily unavailable (injected fault).'), headers: { 'Retry-After': String(retryAfter) } }, headers);
      return { status: 503 };
    }
    case '429': {
      const retryAfter = fault.retryAfter ?? 2;
      send(res, { ...problem(429, `Rate limit exceeded. Try again in ${retryAfter} seconds.`), headers: { 'Retry-After': String(retryAfter), 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(retryAfter) } }, headers);
      return { status: 429 };
    }
    case '402':
      send(res, problem(402, 'Out of credits (injected fault).'), headers);
      return { status: 402 };
    default:
      return null;
  }
}

/** Sends the reply, corrupted as a `malformed-json` or `truncated` fault asks. */
function finish(res: http.ServerResponse, reply: Reply, headers: Record<string, string>, fault: ActiveFault | null): void {
  if (!fault) return send(res, reply, headers);
  const text = JSON.stringify(reply.body);
  const allHeaders = { 'Content-Type': 'application/json; charset=utf-8', ...headers, ...reply.headers, 'X-Statute-Injected-Fault': fault.fault };
  if (fault.fault === 'malformed-json') {
    // Valid-looking start, then garbage: a proxy that mangled the answer.
    const broken = `${text.slice(0, Math.max(1, Math.floor(text.length / 2)))}<!-- upstream error -->`;
    res.writeHead(200, { ...allHeaders, 'Content-Length': String(Buffer.byteLength(broken)) });
    res.end(broken);
    return;
  }
  if (fault.fault === 'truncated') {
    const bytes = Buffer.from(text);
    res.writeHead(reply.status, { ...allHeaders, 'Content-Length': String(bytes.length) });
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
    return;
  }
  send(res, reply, headers);
}
