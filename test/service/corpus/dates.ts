/** Dates as they appear in source credits, history notes and edition metadata. */

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, aug: 8, august: 8, sept: 9, sep: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};

const WRITTEN_DATE = /\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(\d{1,2}),\s*(\d{4})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1700 || year > 2200) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every date written as `Sept. 21, 1996`, `December 13, 2022` or `2022-12-13` in the text, ascending, unique. */
export function datesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(WRITTEN_DATE)) {
    const month = MONTHS[m[1]!.toLowerCase()];
    const date = month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
    if (date) found.add(date);
  }
  for (const m of text.matchAll(ISO_DATE)) {
    const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) found.add(date);
  }
  return [...found].sort();
}

/** The first date in a string such as `Dec. 29, 2022(fm)`, `Revised as of January 1, 2015` or `2013-07-26T05:16:26`. */
export function firstDate(text: string | undefined): string | null {
  if (!text) return null;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  WRITTEN_DATE.lastIndex = 0;
  const m = WRITTEN_DATE.exec(text);
  WRITTEN_DATE.lastIndex = 0;
  if (!m) return null;
  const month = MONTHS[m[1]!.toLowerCase()];
  return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
