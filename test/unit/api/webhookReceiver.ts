/**
 * Reading a watch notification as it arrives at a receiver. The live service names its headers
 * `X-Vaquill-*`, the interface document `X-Statute-*`; both carry `sha256=<hex>`, an HMAC-SHA256 of the
 * raw body keyed with the watch's secret. Verify before parsing; the body is untrusted until then.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_EVENT_HEADERS = ['x-vaquill-event', 'x-statute-event'] as const;
export const WEBHOOK_SIGNATURE_HEADERS = ['x-vaquill-signature', 'x-statute-signature'] as const;

export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

export interface WebhookHeaders {
  /** `board.updated`, or `board.test` (acknowledge, then ignore). */
  event?: string;
  signature?: string;
  /** Which naming the sender used. */
  naming?: 'live' | 'interface';
}

export function readWebhookHeaders(headers: HeaderBag): WebhookHeaders {
  for (const [i, naming] of (['live', 'interface'] as const).entries()) {
    const event = header(headers, WEBHOOK_EVENT_HEADERS[i]);
    const signature = header(headers, WEBHOOK_SIGNATURE_HEADERS[i]);
    if (event !== undefined || signature !== undefined) return { event, signature, naming };
  }
  return {};
}

/** True when `signature` (`sha256=<hex>`) is the HMAC of exactly these bytes under `secret`; compared in constant time. */
export function verifyWebhookSignature(rawBody: Uint8Array | string, secret: string, signature: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '');
  if (!m || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(m[1]!, 'hex'));
}
