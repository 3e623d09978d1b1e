/**
 * Live dialect watches: board tokens, `scope` and `webhookAuth`, webhook channels only on the
 * Business plan (403), the watch cap (3, or 100 on Business: 429), duplicates (409), PATCH, DELETE
 * and the `board.test` event.
 */
import type { ServiceContext } from '../../context';
import type { CorpusType } from '../../corpus/model';
import { ApiRequest, BodyChecker, FieldError, Reply, isReply, ok, problem, requireObjectBody } from '../../http/respond';
import { type Channel, type StoredWatch, type Watch, type WatchScope, type WebhookAuth, deliverLiveWebhook } from '../../watches';
import { boardList } from './catalog';
import { invalidQuery } from './records';

const CHANNELS: readonly Channel[] = ['email', 'webhook', 'both'];
const SCHEMES = ['none', 'bearer', 'basic', 'header'] as const;
export const WATCH_CAP = { pro: 3, business: 100 } as const;
const TEST_COOLDOWN_MS = 30_000;
const CAP_RETRY_AFTER = 3600;
const FORBIDDEN_HEADERS = /^(authorization|host|content-type|content-length|connection|transfer-encoding|user-agent|x-vaquill-.*)$/i;

function meta(started: number): { processingTimeMs: number; creditsConsumed: number } {
  return { processingTimeMs: Math.round((performance.now() - started) * 10) / 10, creditsConsumed: 0 };
}

/** The watch as the live API prints it (the secret and the auth secret are write-only). */
export function liveWatch(stored: StoredWatch): Record<string, unknown> {
  const w: Watch = stored.watch;
  const auth = stored.live?.webhookAuth ?? null;
  return {
    id: w.id,
    corpusType: w.corpusType.toLowerCase(),
    state: w.state,
    channel: w.channel,
    webhookUrl: w.webhookUrl,
    emailAddress: w.emailAddress,
    scope: stored.live?.scope ?? null,
    isActive: w.isActive,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    lastNotifiedAt: w.lastNotifiedAt,
    lastStatus: stored.live?.lastStatus ?? null,
    changeSignal: 'section_diff',
    webhookAuth: { scheme: auth?.scheme ?? 'none', headerName: auth?.headerName ?? null, hasSecret: Boolean(auth?.secret) || stored.secret !== null },
  };
}

function isLoopbackOrPublicHttp(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhookUrl is not a URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'webhookUrl must be http(s)';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  // The publisher blocks private targets; this local stand-in can only deliver to loopback, so it
  // blocks the other private ranges and link-local addresses.
  if (/^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) || host === '0.0.0.0' || host === 'metadata.google.internal') return 'webhookUrl targets a blocked address';
  return null;
}

function parseScope(value: unknown, board: string): { scope: WatchScope | null; error?: string } {
  if (value === undefined || value === null) return { scope: null };
  if (typeof value !== 'object' || Array.isArray(value)) return { scope: null, error: 'scope must be an object' };
  const s = value as Record<string, unknown>;
  const keys = Object.keys(s);
  const str = (k: string): string | undefined => (typeof s[k] === 'string' && (s[k] as string).trim() ? (s[k] as string).trim() : typeof s[k] === 'number' ? String(s[k]) : undefined);
  if (keys.includes('actId')) {
    if (keys.length !== 1 || !str('actId')) return { scope: null, error: 'scope {actId} stands alone' };
    return { scope: { actId: str('actId')! } };
  }
  if (keys.includes('source') || keys.includes('agency')) {
    const k = keys.includes('source') ? 'source' : 'agency';
    const allowed = k === 'source' ? ['agency_adjudication', 'agency_guidance', 'agency_manuals', 'cfr', 'federal_rules'] : ['agency_adjudication', 'agency_guidance', 'agency_manuals'];
    if (keys.length !== 1 || !str(k)) return { scope: null, error: `scope {${k}} stands alone` };
    if (!allowed.includes(board)) return { scope: null, error: `scope {${k}} does not apply to the ${board} board` };
    return { scope: k === 'source' ? { source: str(k)! } : { agency: str(k)! } };
  }
  if (keys.some((k) => !['title', 'chapter', 'part', 'section'].includes(k))) return { scope: null, error: `unknown scope key ${keys.find((k) => !['title', 'chapter', 'part', 'section'].includes(k))}` };
  if (!str('title')) return { scope: null, error: 'scope needs title with any narrower level' };
  if (str('section') && !str('chapter') && !str('part')) return { scope: null, error: 'scope section needs chapter or part' };
  const scope: WatchScope = { title: str('title')! };
  for (const k of ['chapter', 'part', 'section'] as const) if (str(k)) (scope as Record<string, string>)[k] = str(k)!;
  return { scope };
}

function parseAuth(value: unknown, errors: FieldError[]): WebhookAuth | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ loc: ['body', 'webhookAuth'], msg: 'Input should be an object', type: 'model_type' });
    return null;
  }
  const a = value as Record<string, unknown>;
  if (!(SCHEMES as readonly unknown[]).includes(a.scheme)) {
    errors.push({ loc: ['body', 'webhookAuth', 'scheme'], msg: `Input should be ${SCHEMES.join(', ')}`, type: 'enum' });
    return null;
  }
  return { scheme: a.scheme as WebhookAuth['scheme'], secret: typeof a.secret === 'string' ? a.secret : null, headerName: typeof a.headerName === 'string' ? a.headerName : null };
}

export function createWatch(req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const body = requireObjectBody(req.body);
  if (isReply(body)) return { status: 422, body: { detail: (body.body as { errors: FieldError[] }).errors } };
  const check = new BodyChecker(body, ['corpusType', 'state', 'channel', 'webhookUrl', 'webhookSecret', 'emailAddress', 'scope', 'webhookAuth']);
  // Unknown keys are not refused on this body.
  check.errors.length = 0;
  const board = check.string('corpusType', { required: true })?.toLowerCase();
  const stateText = check.string('state')?.toLowerCase();
  const channel = (check.string('channel') ?? 'webhook').toLowerCase();
  if (!CHANNELS.includes(channel as Channel)) check.add(['body', 'channel'], "Input should be 'webhook', 'email' or 'both'", 'enum');
  const webhookUrl = check.string('webhookUrl', { max: 2000 }) ?? null;
  const webhookSecret = check.string('webhookSecret', { max: 256 }) ?? null;
  const emailAddress = check.string('emailAddress', { max: 320 }) ?? null;
  if (emailAddress && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailAddress)) check.add(['body', 'emailAddress'], 'value is not a valid email address', 'value_error');
  const webhookAuth = parseAuth(body.webhookAuth, check.errors);
  if (check.errors.length > 0) return { status: 422, body: { detail: check.errors } };

  // 400: the channel and its targets, the target itself, the scope, the auth header name.
  const webhook = channel === 'webhook' || channel === 'both';
  if (webhook && !webhookUrl) return problem(400, `A ${channel} watch needs webhookUrl.`);
  if ((channel === 'email' || channel === 'both') && !emailAddress) return problem(400, `A ${channel} watch needs emailAddress.`);
  if (webhookUrl) {
    const blocked = isLoopbackOrPublicHttp(webhookUrl);
    if (blocked) return problem(400, blocked);
  }
  if (webhookAuth?.scheme === 'header' && (!webhookAuth.headerName || FORBIDDEN_HEADERS.test(webhookAuth.headerName))) return problem(400, 'webhookAuth.headerName may not be Authorization, a transport header or X-Vaquill-*.');
  const scoped = parseScope(body.scope, board ?? '');
  if (scoped.error) return problem(400, scoped.error);
  if (scoped.scope && 'actId' in scoped.scope && !ctx.store.getSection(scoped.scope.actId)) return problem(400, `No section has the id ${scoped.scope.actId}.`);

  const found = boardList(ctx).find((b) => b.corpusType === board && (b.state ?? undefined) === (b.state === null ? undefined : stateText));
  if (!found || (found.state === null && stateText !== undefined && stateText !== 'federal')) return problem(404, `No board ${board}${stateText ? ` (${stateText})` : ''}.`);

  const plan = ctx.accounts.planOf(req.key);
  if (webhook && plan !== 'business') return problem(403, 'Webhook watches need the Business plan; email watches work on every plan.');
  const existing = ctx.watches.storedOf(req.key!);
  if (existing.length >= WATCH_CAP[plan]) {
    return { ...problem(429, `Watch limit reached (${WATCH_CAP[plan]} on the ${plan} plan).`), headers: { 'Retry-After': String(CAP_RETRY_AFTER) } };
  }
  const watch = ctx.watches.create(req.key!, {
    corpusType: board!.toUpperCase() as CorpusType,
    state: found.state,
    channel: channel as Channel,
    webhookUrl: webhook ? webhookUrl : null,
    webhookSecret: webhook ? webhookSecret : null,
    emailAddress,
    live: { scope: scoped.scope, webhookAuth },
  });
  if (!watch) return problem(409, `A ${channel} watch on this board and scope already exists.`);
  return ok({ data: liveWatch(ctx.watches.find(req.key!, watch.id)!), meta: meta(started) }, 201);
}

export function listWatches(req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const errors: FieldError[] = [];
  const limitText = req.query.get('limit');
  const limit = limitText === null ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) errors.push({ loc: ['query', 'limit'], msg: 'Input should be between 1 and 200', type: 'int_range' });
  const offsetText = req.query.get('offset');
  const offset = offsetText === null ? 0 : Number(offsetText);
  if (!Number.isInteger(offset) || offset < 0) errors.push({ loc: ['query', 'offset'], msg: 'Input should be greater than or equal to 0', type: 'greater_than_equal' });
  if (errors.length > 0) return invalidQuery(errors);
  const watches = ctx.watches.storedOf(req.key!).slice(offset, offset + limit).map(liveWatch);
  return ok({ data: { watches }, meta: meta(started) });
}

function findOr404(req: ApiRequest, ctx: ServiceContext): StoredWatch | Reply {
  return ctx.watches.find(req.key!, req.params.id ?? '') ?? problem(404, 'No such watch.');
}

export function updateWatch(req: ApiRequest, ctx: ServiceContext): Reply {
  const started = performance.now();
  const stored = findOr404(req, ctx);
  if (isReply(stored)) return stored;
  const body = requireObjectBody(req.body);
  if (isReply(body)) return { status: 422, body: { detail: (body.body as { errors: FieldError[] }).errors } };
  const errors: FieldError[] = [];
  if (body.isActive !== undefined && typeof body.isActive !== 'boolean') errors.push({ loc: ['body', 'isActive'], msg: 'Input should be a valid boolean', type: 'bool_type' });
  for (const k of ['webhookUrl', 'webhookSecret', 'emailAddress']) if (body[k] !== undefined && body[k] !== null && typeof body[k] !== 'string') errors.push({ loc: ['body', k], msg: 'Input should be a valid string', type: 'string_type' });
  const auth = body.webhookAuth !== undefined ? parseAuth(body.webhookAuth, errors) : undefined;
  if (errors.length > 0) return { status: 422, body: { detail: errors } };
  if (typeof body.webhookUrl === 'string') {
    if (ctx.accounts.planOf(req.key) !== 'business') return problem(403, 'Webhook watches need the Business plan.');
    const blocked = isLoopbackOrPublicHttp(body.webhookUrl);
    if (blocked) return problem(400, blocked);
  }
  let scope = stored.live?.scope ?? null;
  if (body.scope !== undefined) {
    const parsed = parseScope(body.scope, stored.watch.corpusType.toLowerCase());
    if (parsed.error) return problem(400, parsed.error);
    const collides = ctx.watches
      .storedOf(req.key!)
      .some((w) => w !== stored && w.watch.corpusType === stored.watch.corpusType && w.watch.state === stored.watch.state && w.watch.channel === stored.watch.channel && JSON.stringify(w.live?.scope ?? null) === JSON.stringify(parsed.scope));
    if (collides) return problem(409, 'Another watch on this board and channel already has that scope.');
    scope = parsed.scope;
  }
  const w = stored.watch;
  if (typeof body.isActive === 'boolean') w.isActive = body.isActive;
  if (typeof body.webhookUrl === 'string') w.webhookUrl = body.webhookUrl;
  if (typeof body.emailAddress === 'string') w.emailAddress = body.emailAddress;
  // An empty secret stops signing.
  if (typeof body.webhookSecret === 'string') stored.secret = body.webhookSecret || null;
  w.hasSecret = stored.secret !== null;
  const live = (stored.live ??= { scope: null, webhookAuth: null, lastStatus: null });
  live.scope = scope;
  if (auth !== undefined) {
    // Sending the same scheme without a secret keeps the stored one; `none` drops it.
    live.webhookAuth = auth && auth.scheme !== 'none' && auth.secret === null && live.webhookAuth?.scheme === auth.scheme ? { ...auth, secret: live.webhookAuth.secret } : auth;
  }
  w.updatedAt = new Date().toISOString();
  return ok({ data: liveWatch(stored), meta: meta(started) });
}

export function deleteWatch(req: ApiRequest, ctx: ServiceContext): Reply {
  const stored = findOr404(req, ctx);
  if (isReply(stored)) return stored;
  ctx.watches.remove(req.key!, stored.watch.id);
  return { status: 204, body: null, empty: true };
}

export async function testWatch(req: ApiRequest, ctx: ServiceContext): Promise<Reply> {
  const started = performance.now();
  const stored = findOr404(req, ctx);
  if (isReply(stored)) return stored;
  const last = ctx.watchTests.get(stored.watch.id);
  const now = Date.now();
  if (last !== undefined && now - last < TEST_COOLDOWN_MS) {
    const wait = Math.ceil((TEST_COOLDOWN_MS - (now - last)) / 1000);
    return { ...problem(429, `One test per 30 seconds per watch. Try again in ${wait} seconds.`), headers: { 'Retry-After': String(wait) } };
  }
  ctx.watchTests.set(stored.watch.id, now);
  let webhook: { success: boolean; statusCode: number | null } | null = null;
  if (stored.watch.channel !== 'email') {
    const source = { corpusType: stored.watch.corpusType, state: stored.watch.state ?? 'federal' };
    const delivery = await deliverLiveWebhook(stored, source, [], new Date().toISOString(), 'board.test');
    webhook = { success: delivery.ok, statusCode: delivery.status };
  }
  return ok({ data: { channel: stored.watch.channel, webhook }, meta: meta(started) });
}
