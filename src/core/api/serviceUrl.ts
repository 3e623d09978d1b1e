import { ServiceUrlError } from './errors';

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

/**
 * Only names that never leave the machine: `localhost`, `127.0.0.0/8` written as four decimal octets, and
 * `[::1]`. Not `*.localhost`: resolvers may send such names through DNS.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(host)) return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets.slice(1).every((o) => Number(o) <= 255);
}

/**
 * The service URL as a base for relative paths (always ending in `/`). The API key travels on every
 * request, so plain http is refused unless the host is loopback.
 */
export function parseServiceUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ServiceUrlError(`The service URL "${raw}" is not a valid URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceUrlError(`The service URL must use https (got ${url.protocol}).`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ServiceUrlError(
      `Refusing plain http to ${url.hostname}: the API key would travel unencrypted. Use https, or a loopback address for a local service.`,
    );
  }
  if (url.username || url.password) throw new ServiceUrlError('The service URL must not contain credentials.');
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}
