/** Longer than any key the services issue; a longer paste is not a key. */
export const MAX_API_KEY_LENGTH = 512;

/**
 * Why `key` cannot be an API key, or undefined when it can: a key is printable ASCII without spaces
 * (it travels in an HTTP header, where anything else breaks the request and ends up in error text).
 * The sentence never repeats the key.
 */
export function apiKeyProblem(key: string): string | undefined {
  if (key.length === 0) return 'The API key is empty.';
  if (key.length > MAX_API_KEY_LENGTH) return `An API key has at most ${MAX_API_KEY_LENGTH} characters.`;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code === 0x20) return 'An API key has no spaces.';
    if (code < 0x21 || code > 0x7e) return 'An API key has only printable ASCII characters (no spaces, accents or control characters).';
  }
  return undefined;
}
