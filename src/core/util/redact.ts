/** What a secret becomes in text that is logged or shown. */
export const REDACTED = '[redacted]';

/**
 * `text` with every known secret and every `Bearer …` credential taken out, for any text bound for a
 * log or the screen (error messages can quote the request's headers).
 */
export function redactSecrets(text: string, secrets: Iterable<string> = []): string {
  let out = text;
  // Longest first, so a key that contains another is removed whole.
  for (const secret of [...secrets].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)) out = out.split(secret).join(REDACTED);
  return (
    out
      // A quoted header value ("Bearer …") is cut at its closing quote, whatever it holds.
      .replace(/(["'`])(Bearer|Basic)\s[^"'`]*\1/gi, `$1$2 ${REDACTED}$1`)
      .replace(/\b(Bearer|Basic)\s+(?!\[redacted\])[^\s"'`,;)]+/gi, `$1 ${REDACTED}`)
  );
}
