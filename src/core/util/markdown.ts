/**
 * Text from the service or a document, made inert for the Markdown of hovers and tooltips. One function
 * for every such place, so a new surface cannot forget a character.
 */

/** C0/C1 controls, line and paragraph separators, and the bidirectional overrides that reorder what is shown. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Control characters removed; any run of line breaks and tabs becomes one space, so text stays on its line. */
export function stripControls(text: string): string {
  return text.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').replace(CONTROLS, '');
}

/**
 * Literal text in Markdown: one line, and every ASCII punctuation character backslash-escaped (CommonMark
 * allows it for all of them; `:` only before `/`), so no heading (`#`, setext `=`/`-`), emphasis, strike-through (`~`), link,
 * image, HTML, entity (`&`), theme icon (`$(…)`) or bare-URL autolink (`http:` split at `\:`) can form.
 */
export function markdownText(text: string): string {
  // `:` only where a URL scheme would start (`http://`); elsewhere it is ordinary prose ("Fair use: …").
  return stripControls(text).replace(/[!-/;-@[-`{-~]|:(?=\/)/g, (c) => `\\${c}`);
}

/**
 * A `command:` link for Markdown. `title` is Markdown the caller built (escape text with markdownText);
 * the arguments are JSON, percent-encoded including `(`, `)` and the other characters encodeURIComponent
 * keeps, so nothing in them can end the link's destination.
 */
export function commandLink(title: string, command: string, args: unknown[] = []): string {
  const query = args.length ? `?${encodeURIComponent(JSON.stringify(args)).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}` : '';
  return `[${title}](command:${command}${query})`;
}
