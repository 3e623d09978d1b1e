import { findCitations, isCodeCorpus } from '../citations';
import type { Citation } from '../citations/types';
import { escapeInline, type OutputFormat } from './insertion';

/** One way to write the chosen citation at the cursor. */
export interface CitationForm {
  kind: 'id' | 'short' | 'full';
  /** What goes into the document, escaped for its format. */
  text: string;
  /** The same without markup, as a lawyer reads it. */
  plain: string;
  /** Why this form, in words. */
  why: string;
}

/** A case or other non-statutory authority the citation engine does not read: after one, `Id.` no longer points to the statute. */
const OTHER_AUTHORITY = /\sv\.\s|\b\d+\s+(?:U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|F\.(?:\s?Supp\.)?(?:\s?(?:2d|3d|4th))?|F\.\s?App'x|Cal\.(?:\s?App\.)?(?:\s?\d(?:d|th))?)\s+\d+/;

/** `Id.` set in italics as the format writes them (the engine reads all of these). */
function italicId(format: OutputFormat): string {
  switch (format) {
    case 'markdown':
    case 'restructuredtext':
      return '*Id.*';
    case 'latex':
      return '\\emph{Id.}';
    case 'plaintext':
      return 'Id.';
  }
}

/** `§ 107(4)` in the format's spelling (`\S~107(4)` in LaTeX). */
function sectionRef(format: OutputFormat, section: string, pinpoint: string): string {
  return format === 'latex' ? `\\S~${escapeInline(format, section + pinpoint)}` : escapeInline(format, `§ ${section}${pinpoint}`);
}

/**
 * The forms the Bluebook allows for `full` (a canonical citation, `pinpoint` appended) written after
 * `before` (the document up to the cursor), the recommended one first:
 * - `Id.` when the citation just before is the same section with the same pinpoint, and
 *   `Id. § 107(4)` when it is the same title of the same code — in either case only if no case or other
 *   authority was cited in between (`Id.` points to the authority immediately before);
 * - the short form `§ 107(4)` when the last code citation before is of the same code and title, so a
 *   reader (and the citation engine) takes the bare section in it;
 * - the full form always, first when nothing shorter is right.
 * Every shorter form is read back by the citation engine in place and offered only if it reads as
 * exactly the chosen section and pinpoint.
 */
export function citationForms(full: string, pinpoint: string, before: string, format: OutputFormat): CitationForm[] {
  const fullForm: CitationForm = { kind: 'full', text: escapeInline(format, full + pinpoint), plain: full + pinpoint, why: 'Full citation' };
  const [target] = findCitations(full);
  if (!target || target.kind !== 'full' || !target.section || !isCodeCorpus(target.corpusType)) return [fullForm];
  const cited = findCitations(before);
  const previous = cited.at(-1);
  const shorter: CitationForm[] = [];
  const sameWork = (c: Citation | undefined): boolean => !!c && c.kind !== 'ambiguous' && c.kind !== 'division' && c.code === target.code && c.title === target.title && c.corpusType === target.corpusType && c.state === target.state;
  const gap = previous ? before.slice(previous.end) : '';
  if (previous && sameWork(previous) && !OTHER_AUTHORITY.test(gap)) {
    if (previous.canonical === target.canonical && (previous.pinpoint ?? '') === pinpoint) {
      shorter.push({ kind: 'id', text: italicId(format), plain: 'Id.', why: `Same section and pinpoint as the citation just before (${previous.canonical}${previous.pinpoint ?? ''})` });
    }
    const idSection = `${italicId(format)} ${sectionRef(format, target.section, pinpoint)}`;
    if (readsAs(before, idSection, target, pinpoint)) {
      shorter.push({ kind: 'id', text: idSection, plain: `Id. § ${target.section}${pinpoint}`, why: `Same ${target.title ? `title of the ${target.code}` : target.code} as the citation just before (${previous.canonical}${previous.pinpoint ?? ''})` });
    }
  }
  const lastCode = [...cited].reverse().find((c) => isCodeCorpus(c.corpusType) && c.kind !== 'ambiguous' && c.kind !== 'division');
  const short = sectionRef(format, target.section, pinpoint);
  if (sameWork(lastCode) && readsAs(before, short, target, pinpoint)) {
    shorter.push({ kind: 'short', text: short, plain: `§ ${target.section}${pinpoint}`, why: `Short form: ${target.code}${target.title ? ` title ${target.title}` : ''} is the code last cited` });
  }
  return [...shorter, fullForm];
}

/** True when `form`, written after `before`, is read by the citation engine as `target` with `pinpoint`, and as nothing else. */
function readsAs(before: string, form: string, target: Citation, pinpoint: string): boolean {
  const separator = before === '' || /\s$/.test(before) ? '' : ' ';
  const text = before + separator + form;
  const found = findCitations(text).filter((c) => c.end > before.length);
  return found.length === 1 && found[0].canonical === target.canonical && (found[0].pinpoint ?? '') === pinpoint && found[0].end === text.length;
}
