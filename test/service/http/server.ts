/**
 * The HTTP front: routing, faults, authentication, the rate limit, credits, and JSON answers with
 * the rate-limit headers on every API response.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Operation, RateDecision, priceOf } from '../billing';
import type { ServiceContext } from '../context';
import { ActiveFault, FaultRegistry, parseFaultHeader } from '../faults';
import { handleAdmin, isLoopback } from '../handlers/admin';
import { coverage, divisions, laws, pricing } from '../handlers/catalog';
import { batchSections, related, resolve, search, sectionBody, sectionMetadata } from '../handlers/statutes';
import { createWatch, listWatches } from '../handlers/watches';
import { ApiRequest, Reply, fieldError, invalid, problem } from './respond';

type Handler = (req: ApiRequest, ctx: ServiceContext) => Reply | Promise<Reply>;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  operation: Operation;
  handler: Handler;
  auth: boolean;
}

const STATUTES = '/api/v1/us/statutes';

const ROUTES: Route[] = [
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

function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetSeconds),
  };
}

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
  const path = url.pathname;
  const method = (req.method ?? 'GET').toUpperCase();
  const remoteAddress = req.socket.remoteAddress ?? '';
  const requestId = randomUUID();
  const baseHeaders: Record<string, string> = { 'X-Request-Id': requestId };

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

  const candidates = ROUTES.map((r) => ({ route: r, match: r.pattern.exec(path) })).filter((c) => c.match);
  const found = candidates.find((c) => c.route.method === method);
  const presented = bearerKey(req);
  const key = presented && ctx.accounts.has(presented) ? presented : null;
  const bucket = key ?? `anon:${remoteAddress}`;
  if (!found) {
    const reply =
      candidates.length > 0
        ? { ...problem(405, `Method ${method} is not allowed here.`), headers: { Allow: [...new Set(candidates.map((c) => c.route.method))].join(', ') } }
        : problem(404, `No such endpoint: ${method} ${path}`);
    ctx.accounts.record(key, null, reply.status);
    return send(res, reply, { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket)) });
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
      ctx.accounts.record(key, operation, done.status, { faulted: true });
      return;
    }
  }

  if (route.auth && !key) {
    const reply = problem(401, presented ? 'Invalid API key.' : 'Missing API key: send Authorization: Bearer <key>.');
    ctx.accounts.record(null, operation, 401);
    return finish(res, reply, { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket)), 'WWW-Authenticate': 'Bearer' }, fault);
  }

  const decision = ctx.limiter.take(bucket);
  const headers = { ...baseHeaders, ...rateHeaders(decision) };
  if (!decision.allowed) {
    const reply = { ...problem(429, `Rate limit exceeded. Try again in ${decision.resetSeconds} seconds.`), headers: { 'Retry-After': String(decision.resetSeconds) } };
    ctx.accounts.record(key, operation, 429, { rateLimited: true });
    return finish(res, reply, headers, fault);
  }

  const price = priceOf(operation);
  if (key && price > 0 && ctx.accounts.ledger(key).creditsRemaining < price) {
    const remaining = ctx.accounts.ledger(key).creditsRemaining;
    ctx.accounts.record(key, operation, 402);
    return finish(res, problem(402, `Out of credits: this call costs ${price} credit${price === 1 ? '' : 's'} and ${remaining} remain${remaining === 1 ? 's' : ''}.`), { ...headers, 'X-Credits-Remaining': String(remaining) }, fault);
  }

  let raw = '';
  try {
    raw = method === 'POST' ? await readBody(req) : '';
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      ctx.accounts.record(key, operation, 413);
      return finish(res, problem(413, 'The request body is larger than 1 MB.'), headers, fault);
    }
    throw error;
  }
  let body: unknown;
  if (method === 'POST') {
    try {
      body = raw.trim() ? JSON.parse(raw) : undefined;
    } catch {
      ctx.accounts.record(key, operation, 422);
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
  const reply = await route.handler({ method, path, params, query: url.searchParams, body, rawBody: raw, key, remoteAddress, headers: req.headers }, ctx);

  // Only a successful, unfaulted call is charged (an unresolved citation is a success: 200).
  const success = reply.status >= 200 && reply.status < 300;
  const charged = success && key !== null && fault === null ? price : 0;
  if (charged > 0) ctx.accounts.charge(key!, operation, charged);
  if (success && (price > 0 || METERED_EXTRA.has(operation)) && typeof reply.body === 'object' && reply.body !== null && !Array.isArray(reply.body)) {
    reply.body = { ...reply.body, creditsConsumed: charged, processingTimeMs: Math.round((performance.now() - started) * 10) / 10 };
  }
  if (key) headers['X-Credits-Remaining'] = String(ctx.accounts.ledger(key).creditsRemaining);
  ctx.accounts.record(key, operation, reply.status, { faulted: fault !== null });
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
  const headers = { ...baseHeaders, ...rateHeaders(ctx.limiter.peek(bucket)), 'X-Statute-Injected-Fault': fault.fault };
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
