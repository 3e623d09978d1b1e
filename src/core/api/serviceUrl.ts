import { ServiceUrlError } from './errors';

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true;
  return /^127(?:\.\d{1,3}){3}$/.test(host);
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
