/** Where a document names the date its statutes are read at. */
export interface OperativeDateMark {
  /** YYYY-MM-DD. */
  date: string;
  /** UTF-16 offsets of the date in the document. */
  start: number;
  end: number;
}

/** How far into a document the date line is looked for: front matter and header comments come first. */
export const HEAD_CHARS = 16_384;

const KEY = 'statutes-as-of';

/**
 * The operative date a document names: `statutes-as-of: YYYY-MM-DD` in Markdown front matter, or on a
 * comment line (`% …` in LaTeX, `.. …` in reStructuredText, `<!-- … -->` in Markdown, `#`, `//` or the bare
 * line in plain text) near the top. Undefined when there is none or the date is not a real day.
 */
export function readOperativeDate(text: string, format: string): OperativeDateMark | undefined {
  const head = text.slice(0, HEAD_CHARS);
  if (format === 'markdown') {
    const front = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(head);
    if (front) {
      const found = lineDate(front[1], 4, /^[ \t]*statutes-as-of[ \t]*:[ \t]*["']?(\d{4}-\d{2}-\d{2})["']?[ \t]*$/m);
      if (found) return found;
    }
    return lineDate(head, 0, /^[ \t]*<!--[ \t]*statutes-as-of[ \t]*:[ \t]*(\d{4}-\d{2}-\d{2})[ \t]*-->[ \t]*$/m);
  }
  const comment =
    format === 'latex'
      ? /^[ \t]*%+[ \t]*statutes-as-of[ \t]*:[ \t]*(\d{4}-\d{2}-\d{2})[ \t]*$/m
      : format === 'restructuredtext'
        ? /^\.\.[ \t]+statutes-as-of[ \t]*:[ \t]*(\d{4}-\d{2}-\d{2})[ \t]*$/m
        : /^[ \t]*(?:#+|\/\/|%+|\.\.)?[ \t]*statutes-as-of[ \t]*:[ \t]*(\d{4}-\d{2}-\d{2})[ \t]*$/m;
  return lineDate(head, 0, comment);
}

function lineDate(text: string, offset: number, pattern: RegExp): OperativeDateMark | undefined {
  const match = pattern.exec(text);
  if (!match || !isCalendarDate(match[1])) return undefined;
  const start = offset + match.index + match[0].indexOf(match[1], match[0].indexOf(KEY) + KEY.length);
  return { date: match[1], start, end: start + 10 };
}

/** YYYY-MM-DD naming a day that exists (not 2019-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCFullYear() === +match[1] && date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}
