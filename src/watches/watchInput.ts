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
 * code travel to it, so it must be https; plain http is accepted for loopback addresses only, for
 * testing a receiver on this machine.
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
    return isLoopbackHost(url.hostname)
      ? undefined
      : `Use https: plain http is accepted only for a receiver on this machine (127.0.0.1, localhost), for testing.`;
  }
  if (url.protocol !== 'https:') return `Use an https:// address (not ${url.protocol.replace(/:$/, '')}).`;
  if (!url.hostname) return 'The address has no host name.';
  if (url.username || url.password) return 'Leave the user name and password out of the address; use a signing secret instead.';
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
