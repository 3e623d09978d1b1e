/**
 * A state's code named by the state and a word of prose, as the press, agencies and firms write it: `Arizona law
 * Section 33-1368`, `Kansas' DUI law, Section 8-1567`, `a Connecticut statute, section 31-51q`, `Section 63-15-40 of
 * South Carolina's Code of Laws`, `Section 25-19-105 of the Arkansas Freedom of Information Act`.
 *
 * Such words name no code by themselves (`Ohio law, section 4.2 of the lease`): every section read so must have its
 * code's shape, which has parts (`33-1368`, `577.010`). Only states with one code are read so (stateCodes.ts).
 */
import type { CodeDef } from './codes';
import type { NameForm, NameMatch } from './names';
import { STATE_CODES_BY_NAME } from './stateCodes';
import { isLetter } from './text';

/** The longest phrase read: a state's name, a few words and the word for its law. */
const MAX_PHRASE = 90;

const STATE_NAMES = [...STATE_CODES_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

/** Before a section word or sign: the state (possessive or not), up to four words, and a word for its law. */
const LAW_BEFORE = new RegExp(
  `(?<![A-Za-z])(${STATE_NAMES})(?:['’]s?)?(?:\\s+[A-Za-z][A-Za-z-]*){0,4}?\\s+(?:law|Law|statute|Statute|statutes|Statutes|Act)(?:\\s+under)?$`,
);

/** The state's name alone right before a sign or section word: `under Arizona §13-1203`, `North Dakota § 38-08-13`. */
const STATE_BEFORE = new RegExp(`(?<![A-Za-z])(${STATE_NAMES})$`);

/** The last word of every state's name STATE_BEFORE reads (`Dakota`, `Carolina`): one look rules out other words. */
const LAST_WORDS = new Set([...STATE_CODES_BY_NAME.keys()].map((name) => name.slice(name.lastIndexOf(' ') + 1)));

/**
 * After a section and `of` (`the`): the state, possessive or not, then its code or one of its acts in capitalised words
 * (`South Carolina's Code of Laws`, `North Carolina Public Records Law`), or a plain `law` or `code`.
 */
const LAW_AFTER = new RegExp(
  `(${STATE_NAMES})(?:['’]s?)?(?:(?:\\s+(?:[A-Z][A-Za-z-]{0,30}|of|and|&)){0,5}?\\s+(?:Code of Laws|Code|Statutes|Laws|Law|Act)|\\s+(?:law|code|statutes))(?![A-Za-z])`,
  'y',
);

/** A uniform or model act keeps its own numbering (`section 2-207 of the Arizona Uniform Commercial Code`). */
const OWN_NUMBERING = /\b(?:Uniform|Model|Commercial)\b/;
/** Words between the state and `law` that make it some other law or several: `Connecticut ... invoked federal law § 247d-6d`. */
const OTHER_LAW = /\b(?:federal|Federal|and|or|nor|not|than|but|common|case)\b/;

const forms = new Map<string, NameForm>();

/** The name form a state's name stands for: its code, with the shape every section must have even after a sign. */
function formFor(stateName: string): NameForm {
  let form = forms.get(stateName);
  if (!form) {
    const entry = STATE_CODES_BY_NAME.get(stateName) as { code: CodeDef; shape: RegExp };
    // Numbered as statutes are as well (IN_WORDS_NUMBER): `Ohio law, section 4.2 of the lease` is a contract's.
    const shape = new RegExp(`(?=${IN_WORDS_NUMBER.source})${entry.shape.source}`);
    form = { code: entry.code, text: stateName, signOptional: false, sectionShape: shape, shapeAt: undefined, unprefixed: undefined, alternatives: undefined, inWords: true };
    forms.set(stateName, form);
  }
  return form;
}

/**
 * The number a section read so must be: four digits or more, in hyphenated parts (`8-1567`, `31-51q`, `8.01-195.6`), or in dotted
 * parts with a chapter of three digits or more, a section of three after two, or three parts (`577.010`, `30.265`,
 * `42.56.030`), or after a chapter of three or a letter and a colon (`275:45`, `91-A:4`, `2A:53A-7`; not `12:30`), as
 * statutes number theirs and contracts and acts of their own (`Section 12.01`, `Section 14.30 of the Business
 * Corporation Act`) do not.
 */
const IN_WORDS_PARTS = String.raw`(?=(?:[A-Za-z.:-]{0,3}\d){4})(?:\d{1,3}(?:\.\d{1,2})?[A-Za-z]?-|\d{3,4}[A-Z]?\.\d|\d{2,3}[A-Z]?\.\d{3}|\d{1,3}[A-Z]?\.\d{1,3}[A-Z]?\.\d|(?:\d{3}|\d{1,3}-[A-Z]{1,2}|\d{1,2}[A-Z]{1,2}):\d)`;
const IN_WORDS_NUMBER = new RegExp(`^${IN_WORDS_PARTS}`);

/** IN_WORDS_NUMBER tested in place. */
const IN_WORDS_NUMBER_AT = new RegExp(IN_WORDS_PARTS, 'y');

/** Whether the number at `pos` may be a section read so (IN_WORDS_NUMBER). */
function numberMayFit(text: string, pos: number): boolean {
  IN_WORDS_NUMBER_AT.lastIndex = pos;
  return IN_WORDS_NUMBER_AT.test(text);
}

/**
 * `Arizona law`, `Kansas' DUI law`, `Indiana law under` ending at `end`, before a section word or sign and the number
 * at `number`; else null.
 */
export function stateLawEndingAt(text: string, end: number, floor: number, number: number): NameMatch | null {
  // One look at the last letter and at the number first (`law`, `statute`, `statutes`, `Act`, `under`): this is asked
  // at every section word with no code's name before it.
  const c = text.charCodeAt(end - 1);
  if (c !== 119 /* w */ && c !== 101 /* e */ && c !== 115 /* s */ && c !== 116 /* t */ && c !== 114 /* r */) return stateEndingAt(text, end, floor, number);
  if (!numberMayFit(text, number)) return null;
  const from = Math.max(floor, end - MAX_PHRASE);
  const m = LAW_BEFORE.exec(text.slice(from, end));
  // (Or the state's name alone, one ending in those letters: `Kansas § 60-513`, `Connecticut § 52-584`.)
  if (!m) return stateEndingAt(text, end, floor, number);
  if (OWN_NUMBERING.test(m[0]) || OTHER_LAW.test(m[0])) return null;
  return { form: formFor(m[1]), start: from + m.index, end };
}

/** The state's name alone ending at `end` (STATE_BEFORE), before a section word or sign and the number at `number`; else null. */
function stateEndingAt(text: string, end: number, floor: number, number: number): NameMatch | null {
  let s = end;
  while (s > floor && end - s < 12 && isLetter(text.charCodeAt(s - 1))) s--;
  if (!LAST_WORDS.has(text.slice(s, end)) || !numberMayFit(text, number)) return null;
  const from = Math.max(floor, end - MAX_PHRASE);
  const m = STATE_BEFORE.exec(text.slice(from, end));
  return m ? { form: formFor(m[1]), start: from + m.index, end } : null;
}

/** The state's one code named in words, by the state (`sc`), with the shape every section read so has; built on first use. */
let formsByState: Map<string, NameForm> | null = null;

/**
 * The code a state named in prose stands for (`Under South Carolina law, murder (Section 16-3-10)`), with the shape a
 * section must have to be read as its: only states with one code (STATE_CODES_BY_NAME); else null.
 */
export function stateCodeNamedInProse(state: string): { code: CodeDef; shape: RegExp } | null {
  if (!formsByState) {
    formsByState = new Map();
    for (const [name, entry] of STATE_CODES_BY_NAME) formsByState.set(entry.code.state as string, formFor(name));
  }
  const form = formsByState.get(state);
  return form ? { code: form.code, shape: form.sectionShape as RegExp } : null;
}

/** `South Carolina's Code of Laws`, `Arkansas Freedom of Information Act` starting at `pos`: its code, shape and end; else null. */
export function stateLawStartingAt(text: string, pos: number): { code: CodeDef; shape: RegExp; end: number } | null {
  const c = text.charCodeAt(pos);
  // Every state's name starts with one of A C D F G H I K L M N O P R S T U V W.
  if (c < 65 || c > 87) return null;
  LAW_AFTER.lastIndex = pos;
  const m = LAW_AFTER.exec(text);
  if (!m || m[0].length > MAX_PHRASE || OWN_NUMBERING.test(m[0])) return null;
  const form = formFor(m[1]);
  return { code: form.code, shape: form.sectionShape as RegExp, end: pos + m[0].length };
}
