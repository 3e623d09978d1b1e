/**
 * What "Watch This Code…" asks for, checked before anything is sent, and the service's refusals put
 * in plain words. No VS Code here: the checks run in the input boxes and in unit tests alike.
 */
import { isLoopbackHost } from '../core/api/serviceUrl';
import type { WatchChannel } from '../core/api/models';

export const CHANNELS: readonly WatchChannel[] = ['email', 'webhook', 'both'];

export function isChannel(value: unknown): value is WatchChannel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

export function needsWebhook(channel: WatchChannel): boolean {
  return channel !== 'email';
}

export function needsEmail(channel: WatchChannel): boolean {
  return channel !== 'webhook';
}

/** `email` → "email"; `both` → "email and webhook"; unknown values pass through. */
export function channelText(channel: string): string {
  return channel === 'both' ? 'email and webhook' : channel;
}

/**
 * Why a webhook address cannot be used, or undefined when it can. Notifications about the watched
 * code travel to it, so it must be https; plain http is accepted only for a loopback host, which
 * means a receiver beside the service (see `webhookHostWarning`), as in a local test set-up.
 */
export function checkWebhookUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return 'Enter the https:// address that should receive the notifications.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'This is not a web address. It should look like https://hooks.example.com/statutes.';
  }
  if (url.protocol === 'http:') {
    return isLoopbackHost(url.hostname) ? undefined : `Use https: notifications should not travel unencrypted (plain http is accepted only for a loopback receiver beside the service).`;
  }
  if (url.protocol !== 'https:') return `Use an https:// address (not ${url.protocol.replace(/:$/, '')}).`;
  if (!url.hostname) return 'The address has no host name.';
  if (url.username || url.password) return 'Leave the user name and password out of the address; use a signing secret instead.';
  return undefined;
}

export type WebhookHostKind = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'local-name';

/**
 * Hosts that name a network rather than a place on the internet: the service, not this machine,
 * sends the notifications, so to it `127.0.0.1` is itself and `10.0.0.5` is its own network.
 */
export function webhookHostKind(raw: string): WebhookHostKind | undefined {
  let host: string;
  try {
    // The URL parser settles the spellings of an address (`2130706433`, `0x7f.1`, `[::ffff:7f00:1]`).
    host = new URL(raw.trim()).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (/\.(local|internal|lan|home\.arpa)$/.test(host) || (!host.includes('.') && !host.includes(':'))) return 'local-name';
  const v4 = ipv4Of(host);
  if (v4) {
    const [a, b] = v4;
    if (a === 127) return 'loopback';
    if (a === 0) return 'unspecified';
    if (a === 169 && b === 254) return 'link-local';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
    return undefined;
  }
  if (!host.includes(':')) return undefined;
  if (host === '::1') return 'loopback';
  if (host === '::') return 'unspecified';
  if (/^fe[89ab]/.test(host)) return 'link-local';
  if (/^f[cd]/.test(host)) return 'private';
  return undefined;
}

/** A dotted IPv4 address, also inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`, `::ffff:a00:1`). */
function ipv4Of(host: string): number[] | undefined {
  const dotted = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (dotted) return dotted.slice(1).map(Number);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255];
  }
  return undefined;
}

const HOST_MEANING: Record<WebhookHostKind, string> = {
  loopback: 'a loopback address: to the service it means the service\'s own machine, not this one',
  private: 'a private network address: to the service it means a machine on the service\'s own network, not yours',
  'link-local': 'a link-local address (such as a cloud metadata endpoint): to the service it means its own network segment',
  unspecified: 'an unspecified address (0.0.0.0 or ::), which the service would take as itself',
  'local-name': 'a local host name, which the service resolves on its own network, not yours',
};

/** A warning for a webhook whose host means the service's own network, or undefined. */
export function webhookHostWarning(raw: string): string | undefined {
  const kind = webhookHostKind(raw);
  if (!kind) return undefined;
  let host = raw;
  try {
    host = new URL(raw.trim()).host;
  } catch {
    // shown as typed
  }
  return `${host} is ${HOST_MEANING[kind]}. The statute service sends the notifications, so they will not reach a receiver on this machine or your network.`;
}

export const MIN_SECRET_LENGTH = 16;

/** Why a webhook signing secret cannot be used, or undefined when it can: required, at least 16 characters. */
export function checkWebhookSecret(raw: string | undefined): string | undefined {
  const text = raw?.trim() ?? '';
  if (!text) return `Enter a signing secret of at least ${MIN_SECRET_LENGTH} characters: your receiver checks each notification's signature with it.`;
  if ([...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'The secret may not contain control characters.';
  if (text.length < MIN_SECRET_LENGTH) return `The secret must be at least ${MIN_SECRET_LENGTH} characters long (it has ${text.length}); a short one can be guessed.`;
  return undefined;
}

/** Why an email address cannot be used, or undefined when it can (a shape check; the service has the last word). */
export function checkEmail(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return 'Enter the email address that should receive the notifications.';
  if (/\s/.test(text)) return 'An email address has no spaces.';
  if (!/^[^@]+@[^@]+\.[^@.]+$/.test(text) || text.includes('..')) return 'This is not an email address. It should look like name@example.com.';
  return undefined;
}

/** A webhook address as shown in lists: scheme, host and path, without query or fragment (which may hold tokens). */
export function displayWebhook(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search || url.hash ? '…' : ''}`;
  } catch {
    return raw;
  }
}
