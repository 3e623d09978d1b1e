/**
 * Watches (per key, in memory) and the notifications sent when a newer version of a watched source
 * is published: signed webhooks to loopback receivers, and an outbox standing in for e-mail.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { CorpusType } from './corpus/model';

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

interface StoredWatch {
  key: string;
  secret: string | null;
  watch: Watch;
}

export interface NewWatch {
  corpusType: CorpusType;
  state: string | null;
  channel: Channel;
  webhookUrl: string | null;
  webhookSecret: string | null;
  emailAddress: string | null;
}

export interface Change {
  changeKind: 'added' | 'amended' | 'removed';
  actId: string;
  citation: string;
  title: string;
  detectedAt: string;
}

export interface WebhookPayload {
  event: 'board.updated';
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
    const duplicate = this.watches.some(
      (w) => w.key === key && w.watch.corpusType === input.corpusType && w.watch.state === input.state && w.watch.channel === input.channel,
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
    this.watches.push({ key, secret: input.webhookSecret, watch });
    return { ...watch };
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
  sinks: { deliveries: Delivery[]; outbox: OutboxMail[] },
): Promise<Delivery[]> {
  if (changes.length === 0) return [];
  const results: Delivery[] = [];
  await Promise.all(
    store.matching(source.corpusType, source.state).map(async (stored) => {
      const { watch } = stored;
      const firedAt = new Date().toISOString();
      if (watch.channel === 'webhook' || watch.channel === 'both') {
        const delivery = await deliverWebhook(stored, source, changes, firedAt);
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
