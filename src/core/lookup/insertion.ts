import { parseCitation } from '../citations';
import { stripControls } from '../util/markdown';

/**
 * What goes into the user's document. A citation from the service is inserted only when the citation
 * engine reads it, whole, as the citation the user chose; otherwise the engine's own canonical form is
 * inserted and the reason given. Every text is stripped of control characters and escaped for the
 * document's format. Used by every insertion path (table of authorities, hover, Insert Citation, reader).
 */

export type OutputFormat = 'markdown' | 'latex' | 'restructuredtext' | 'plaintext';

export function outputFormatFor(languageId: string): OutputFormat {
  return languageId === 'markdown' || languageId === 'latex' || languageId === 'restructuredtext' ? languageId : 'plaintext';
}

export interface InsertableCitation {
  /** The citation as it may be inserted (not yet escaped for a format). */
  text: string;
  /** Set when the service's form was not used: why, in words. */
  replaced?: string;
}

/** A year parenthetical the live service appends (`17 U.S.C. § 107 (2025)`): dropped without comment. */
const YEAR_SUFFIX = /^ \(\d{4}\)$/;

/**
 * The citation to insert for a section. `forms` are the service's spellings in order of preference
 * (`citation`, then `citationShort`); `expected` is the canonical form of the citation the user chose
 * (the document's, or the one typed), when there is one. Undefined when neither the service's text nor
 * `expected` gives a citation the engine recognises.
 */
export function insertableCitation(forms: readonly (string | null | undefined)[], expected?: string): InsertableCitation | undefined {
  let reason: string | undefined;
  let engineForm: string | undefined;
  for (const form of forms) {
    if (!form) continue;
    const clean = stripControls(form).trim();
    const parsed = parseCitation(clean);
    if (!parsed || parsed.kind !== 'full') {
      reason ??= "the service's citation is not one the extension recognises";
      continue;
    }
    engineForm ??= parsed.canonical;
    if (expected !== undefined && parsed.canonical !== expected) {
      reason = `the service answered with ${parsed.canonical}, not ${expected}`;
      continue;
    }
    const rest = clean.slice(parsed.end);
    const whole = parsed.start === 0 && !parsed.pinpoint && (rest === '' || YEAR_SUFFIX.test(rest));
    if (whole && clean === form.trim()) return { text: clean.slice(0, parsed.end) };
    reason ??= "the service's citation carried more than the citation";
  }
  const fallback = expected ?? engineForm;
  if (!fallback) return undefined;
  return { text: fallback, replaced: reason ?? 'the service sent no citation' };
}

/** A pinpoint such as `(a)(1)(B)`; anything else (from a link, a message, the service) is dropped. */
export function safePinpoint(pinpoint: string | null | undefined): string | undefined {
  return pinpoint && /^(?:\([A-Za-z0-9]{1,8}\)){1,8}$/.test(pinpoint) ? pinpoint : undefined;
}

/**
 * True when `replacement` is, whole, a citation (a pinpoint allowed) and, if `current` is one too, the
 * same section: "Insert canonical form" may restyle a citation, never swap it for another.
 */
export function isSameCitation(current: string, replacement: string): boolean {
  const next = parseCitation(replacement);
  if (!next || next.kind !== 'full' || next.start !== 0 || next.end !== replacement.length) return false;
  const before = parseCitation(current.trim());
  return !before || before.start !== 0 || before.end !== current.trim().length || before.canonical === next.canonical;
}

/** Inline text for a document of `format`: one line, no control characters, nothing its markup reads. */
export function escapeInline(format: OutputFormat, text: string): string {
  const clean = stripControls(text);
  switch (format) {
    case 'markdown':
      // Emphasis, code, links and images, HTML and comments, tables, strike-through, math, entities, autolinks.
      return clean
        .replace(/[\\`*_[\]<>|~$]/g, (c) => `\\${c}`)
        .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
        .replace(/:(?=\/\/)/g, '\\:');
    case 'restructuredtext':
      // Inline markup, roles, references (`name_`), substitutions; directives need a line start, which one line never gives.
      return clean.replace(/[\\`*_|]/g, (c) => `\\${c}`);
    case 'latex':
      return clean.replace(/[\\{}$&#^_%~]/g, (c) => (c === '\\' ? '\\textbackslash{}' : c === '~' ? '\\textasciitilde{}' : c === '^' ? '\\textasciicircum{}' : `\\${c}`));
    case 'plaintext':
      return clean;
  }
}

/**
 * One paragraph of service text (a statute's subsection) for a document of `format`: escaped as inline
 * text, on one line, and with whatever would make its start a heading, list, quotation, directive,
 * comment or block marker escaped too. Plain text is indented, so no line of it can be a block marker.
 */
export function escapeParagraph(format: OutputFormat, text: string): string {
  const inline = escapeInline(format, text).replace(/ {2,}/g, ' ').trim();
  switch (format) {
    case 'markdown':
      // ATX headings, block quotes, list items (`-`, `+`, `1.`, `1)`), setext underlines and rules.
      return inline.replace(/^([#>+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
    case 'restructuredtext':
      // Comments and directives (`..`), enumerated and bulleted lists (`(a)`, `a.`, `1)`, `-`, `+`, `•`), option lists, adornments.
      return inline.replace(/^([.([+•=:'"~^#<>-])/, '\\$1').replace(/^([A-Za-z0-9]{1,4})([.)])(\s)/, '$1\\$2$3');
    case 'latex':
      return inline;
    case 'plaintext':
      return `    ${inline}`;
  }
}
