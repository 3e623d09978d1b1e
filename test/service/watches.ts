/**
 * Watches (per key, in memory) and the notifications sent when a newer version of a watched source
 * is published: signed webhooks to loopback receivers, and an outbox standing in for e-mail.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Dialect } from './billing';
import type { CorpusType } from './corpus/model';
import type { CorpusStore } from './corpus/store';

export type Channel = 'email' | 'webhook' | 'both';

export interface Watch {
  id: string;
  corpusType: CorpusType;
  state: string | null;
  channel: Channel;
  webhookUrl: string | null;
  emailAddress: string | null;
  hasSecret: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  lastNotifiedAt: string | null;
}

/** Live dialect: how a webhook authenticates to the receiver. */
export interface WebhookAuth {
  scheme: 'none' | 'bearer' | 'basic' | 'header';
  secret: string | null;
  headerName: string | null;
}

/** Live dialect: what part of a board a watch covers. */
export type WatchScope = { title: string; chapter?: string; part?: string; section?: string } | { actId: string } | { source: string } | { agency: string };

export interface StoredWatch {
  key: string;
  secret: string | null;
  watch: Watch;
  /** Set on watches created through the live dialect. */
  live?: { scope: WatchScope | null; webhookAuth: WebhookAuth | null; lastStatus: string | null };
}

export interface NewWatch {
  corpusType: CorpusType;
  state: string | null;
  channel: Channel;
  webhookUrl: string | null;
  webhookSecret: string | null;
  emailAddress: string | null;
  live?: { scope: WatchScope | null; webhookAuth: WebhookAuth | null };
}

export interface Change {
  changeKind: 'added' | 'amended' | 'removed';
  actId: string;
  citation: string;
  title: string;
  detectedAt: string;
}

export interface WebhookPayload {
  event: 'board.updated' | 'board.test';
  corpusType: CorpusType;
  state: string | null;
  changes: Change[];
  deliveryId: string;
  firedAt: string;
}

export interface Delivery {
  deliveryId: string;
  watchId: string;
  key: string;
  channel: 'webhook' | 'email';
  target: string;
  /** HTTP status of the last attempt; null when no answer came (or for e-mail). */
  status: number | null;
  attempts: number;
  ok: boolean;
  error: string | null;
  signature: string | null;
  changes: number;
  firedAt: string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  watchId: string;
  sentAt: string;
}

export class WatchStore {
  private watches: StoredWatch[] = [];

  /** null when the key already watches this source on this channel. */
  create(key: string, input: NewWatch): Watch | null {
    const sameScope = (w: StoredWatch): boolean => !input.live || JSON.stringify(w.live?.scope ?? null) === JSON.stringify(input.live.scope);
    const duplicate = this.watches.some(
      (w) => w.key === key && w.watch.corpusType === input.corpusType && w.watch.state === input.state && w.watch.channel === input.channel && sameScope(w),
    );
    if (duplicate) return null;
    const now = new Date().toISOString();
    const watch: Watch = {
      id: randomUUID(),
      corpusType: input.corpusType,
      state: input.state,
      channel: input.channel,
      webhookUrl: input.webhookUrl,
      emailAddress: input.emailAddress,
      hasSecret: input.webhookSecret !== null,
      isActive: true,
      createdAt: now,
      updatedAt: now,
      lastNotifiedAt: null,
    };
    this.watches.push({ key, secret: input.webhookSecret, watch, ...(input.live ? { live: { ...input.live, lastStatus: null } } : {}) });
    return { ...watch };
  }

  /** A key's stored watches, in creation order. */
  storedOf(key: string): StoredWatch[] {
    return this.watches.filter((w) => w.key === key);
  }

  find(key: string, id: string): StoredWatch | undefined {
    return this.watches.find((w) => w.key === key && w.watch.id === id);
  }

  remove(key: string, id: string): boolean {
    const before = this.watches.length;
    this.watches = this.watches.filter((w) => !(w.key === key && w.watch.id === id));
    return this.watches.length < before;
  }

  list(key: string, filter: { corpusType?: string; state?: string; channel?: string }): Watch[] {
    return this.watches
      .filter((w) => w.key === key)
      .map((w) => w.watch)
      .filter((w) => !filter.corpusType || w.corpusType === filter.corpusType)
      .filter((w) => !filter.state || w.state === filter.state)
      .filter((w) => !filter.channel || w.channel === filter.channel)
      .map((w) => ({ ...w }));
  }

  /** Active watches on a source: federal corpora match on corpusType, state codes on the state too. */
  matching(corpusType: CorpusType, state: string): StoredWatch[] {
    return this.watches.filter((w) => w.watch.isActive && w.watch.corpusType === corpusType && (corpusType !== 'STATE' || w.watch.state === state));
  }

  markNotified(id: string, at: string): void {
    const stored = this.watches.find((w) => w.watch.id === id);
    if (stored) stored.watch.lastNotifiedAt = stored.watch.updatedAt = at;
  }

  clear(): void {
    this.watches = [];
  }
}

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** Notifies every matching watch; resolves when all deliveries have finished (or given up). */
export async function notifyWatches(
  store: WatchStore,
  source: { corpusType: CorpusType; state: string },
  changes: Change[],
  sinks: { deliveries: Delivery[]; outbox: OutboxMail[]; dialect?: Dialect; store?: CorpusStore },
): Promise<Delivery[]> {
  if (changes.length === 0) return [];
  const results: Delivery[] = [];
  await Promise.all(
    store.matching(source.corpusType, source.state).map(async (stored) => {
      const { watch } = stored;
      const firedAt = new Date().toISOString();
      const inScope = stored.live ? changes.filter((c) => changeInScope(c, stored.live!.scope, sinks.store)) : changes;
      if (inScope.length === 0) return;
      if (watch.channel === 'webhook' || watch.channel === 'both') {
        const delivery = stored.live ? await deliverLiveWebhook(stored, source, inScope, firedAt, 'board.updated') : await deliverWebhook(stored, source, changes, firedAt);
        results.push(delivery);
      }
      if (watch.channel === 'email' || watch.channel === 'both') {
        const deliveryId = randomUUID();
        sinks.outbox.push({
          to: watch.emailAddress ?? '',
          subject: `${changes.length} change(s) in ${source.corpusType === 'STATE' ? `${source.state.toUpperCase()} code` : source.corpusType}`,
          text: changes.map((c) => `${c.changeKind}: ${c.citation} — ${c.title}`).join('\n'),
          watchId: watch.id,
          sentAt: firedAt,
        });
        results.push({ deliveryId, watchId: watch.id, key: stored.key, channel: 'email', target: watch.emailAddress ?? '', status: null, attempts: 1, ok: true, error: null, signature: null, changes: changes.length, firedAt });
      }
      store.markNotified(watch.id, firedAt);
    }),
  );
  sinks.deliveries.push(...results);
  return results;
}

const ATTEMPTS = 3;

async function deliverWebhook(stored: StoredWatch, source: { corpusType: CorpusType; state: string }, changes: Change[], firedAt: string): Promise<Delivery> {
  const deliveryId = randomUUID();
  const url = stored.watch.webhookUrl ?? '';
  const payload: WebhookPayload = {
    event: 'board.updated',
    corpusType: source.corpusType,
    state: source.corpusType === 'STATE' ? source.state : null,
    changes,
    deliveryId,
    firedAt,
  };
  const raw = JSON.stringify(payload);
  const signature = stored.secret ? signBody(stored.secret, raw) : null;
  const base: Delivery = { deliveryId, watchId: stored.watch.id, key: stored.key, channel: 'webhook', target: url, status: null, attempts: 0, ok: false, error: null, signature, changes: changes.length, firedAt };
  // The local service only ever calls back to this machine.
  if (!isLoopbackUrl(url)) return { ...base, error: 'not delivered: the local service only delivers to loopback addresses' };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'statute-service-local/1',
    'X-Statute-Event': 'board.updated',
    'X-Statute-Delivery': deliveryId,
  };
  if (signature) headers['X-Statute-Signature'] = signature;
  let result = base;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetch(url, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer().catch(() => undefined);
      result = { ...base, attempts: attempt, status: response.status, ok: response.ok, error: response.ok ? null : `HTTP ${response.status}` };
      // Only a server-side failure is worth another try.
      if (response.status < 500) break;
    } catch (error) {
      result = { ...base, attempts: attempt, error: (error as Error).message };
    }
    if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, 200 * attempt));
  }
  return result;
}

function changeInScope(change: Change, scope: WatchScope | null, store: CorpusStore | undefined): boolean {
  if (!scope) return true;
  if ('actId' in scope) return change.actId === scope.actId;
  if ('title' in scope) {
    const record = store?.getSection(change.actId);
    if (!record) return true;
    if (record.titleNumber !== scope.title) return false;
    if (scope.chapter && record.chapter !== scope.chapter) return false;
    if (scope.part && record.part !== scope.part) return false;
    if (scope.section && record.breadcrumb[record.breadcrumb.length - 1]?.num !== scope.section) return false;
    return true;
  }
  return true;
}

/** Board labels as the live boards list prints them. */
function boardLabel(source: { corpusType: CorpusType; state: string }): string {
  return source.corpusType === 'USC' ? 'United States Code' : source.corpusType === 'CFR' ? 'Code of Federal Regulations' : `${source.state.toUpperCase()} Code`;
}

const LIVE_CHANGE_CAP = 10;

/**
 * A live-dialect delivery: `X-Vaquill-Event` and (with a secret) `X-Vaquill-Signature`, the optional
 * `webhookAuth` header, and the live payload (at most 10 changes, the rest counted). `deliveryId` is
 * the same across the retries of one event.
 */
export async function deliverLiveWebhook(
  stored: StoredWatch,
  source: { corpusType: CorpusType; state: string },
  changes: Change[],
  firedAt: string,
  event: 'board.updated' | 'board.test',
): Promise<Delivery> {
  const deliveryId = randomUUID();
  const url = stored.watch.webhookUrl ?? '';
  const counts = { added: 0, amended: 0, removed: 0 };
  for (const c of changes) counts[c.changeKind]++;
  const payload = {
    event,
    corpusType: source.corpusType.toLowerCase(),
    state: source.corpusType === 'STATE' ? source.state : null,
    boardLabel: boardLabel(source),
    refreshLogId: event === 'board.test' ? null : Date.parse(firedAt),
    deliveryId,
    firedAt,
    scope: stored.live?.scope ?? null,
    changes: changes.slice(0, LIVE_CHANGE_CAP).map((c, i) => ({ id: Date.parse(c.detectedAt) * 100 + i, ...c })),
    changesOverflowCount: Math.max(0, changes.length - LIVE_CHANGE_CAP),
    ...(changes.length > 0 ? { sectionsAdded: counts.added, sectionsAmended: counts.amended, sectionsRemoved: counts.removed } : {}),
    rowsAdded: counts.added,
    rowsUpdated: counts.amended,
    rowsDeleted: counts.removed,
  };
  const raw = JSON.stringify(payload);
  const signature = stored.secret ? signBody(stored.secret, raw) : null;
  const base: Delivery = { deliveryId, watchId: stored.watch.id, key: stored.key, channel: 'webhook', target: url, status: null, attempts: 0, ok: false, error: null, signature, changes: changes.length, firedAt };
  if (!isLoopbackUrl(url)) return { ...base, error: 'not delivered: the local service only delivers to loopback addresses' };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'statute-service-local/1', 'X-Vaquill-Event': event };
  if (signature) headers['X-Vaquill-Signature'] = signature;
  const auth = stored.live?.webhookAuth;
  if (auth && auth.scheme !== 'none' && auth.secret) {
    if (auth.scheme === 'bearer') headers.Authorization = `Bearer ${auth.secret}`;
    else if (auth.scheme === 'basic') headers.Authorization = `Basic ${auth.secret}`;
    else if (auth.scheme === 'header' && auth.headerName) headers[auth.headerName] = auth.secret;
  }
  let result = base;
  const attempts = event === 'board.test' ? 1 : ATTEMPTS;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      // Redirects are not followed: a 3xx counts as a failure.
      const response = await fetch(url, { method: 'POST', headers, body: raw, redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer().catch(() => undefined);
      const ok = response.status >= 200 && response.status < 300;
      result = { ...base, attempts: attempt, status: response.status, ok, error: ok ? null : `HTTP ${response.status}` };
      if (response.status < 500) break;
    } catch (error) {
      result = { ...base, attempts: attempt, error: (error as Error).message };
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, 200 * attempt));
  }
  if (stored.live) stored.live.lastStatus = result.ok ? 'delivered' : 'failed';
  return result;
}
