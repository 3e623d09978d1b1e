/**
 * The list of sections a Utah bill affects, under its heading: `AMENDS: 57-22-4, as last amended by Laws of Utah 2021,
 * Chapter 98 57-22-5, as last amended by Laws of Utah 2010, Chapter 352`; `ENACTS: 78B-3-412, Utah Code Annotated 1953`.
 * Each entry is a section of the Utah Code, whatever its line number (bills print one before most lines).
 */
import { makeGroup, type Group } from './raw';
import type { SectionItem } from './sections';
import { stateCodeById } from './stateCodes';
import { skipGap, startsAt } from './text';

const UTAH_CODE = stateCodeById('ut');

/** The headings, each ending at the colon. */
const HEADINGS = ['AMENDS', 'ENACTS', 'REPEALS', 'RENUMBERS AND AMENDS', 'REPEALS AND REENACTS'];

/**
 * One entry: a line number perhaps, the section, and how it was made or last changed, up to its session law's chapters
 * or the code's year (`, as last amended by Laws of Utah 2021, Chapter 98`; `..., Chapters 66 and 261`; `, as last amended
 * by Chapter 302, Laws of Utah 1998`; `, as enacted in Utah Code Annotated 1953`; `, Utah Code Annotated 1953`); or,
 * renumbered, where it came from (`26B-2-101, (Renumbered from 62A-2-101, as last amended by ...)`).
 */
const ENTRY = new RegExp(
  String.raw`(?:\d{1,3}[ \t\r\n]{1,16})?(\d{1,2}[A-Z]?-\d{1,3}[a-z]?-\d{1,4}(?:\.\d{1,2})?),? ` +
    String.raw`(?:\(Renumbered from [^()]{1,160}\)|(?:as (?:last amended|enacted|renumbered and amended|repealed and reenacted|amended) (?:by|in) )?` +
    String.raw`(?:Laws of Utah \d{4}(?:, (?:(?:First|Second|Third|Fourth|Fifth|Sixth) )?(?:Special Session, )?Chapters? \d{1,4}(?:(?:, and |, | and )\d{1,4}){0,8})?` +
    String.raw`|Chapter \d{1,4}, Laws of Utah \d{4}|Utah Code Annotated 1953))`,
  'y',
);

/** How far from its heading a list is read: the incremental index relies on a parse reading a bounded distance. */
const MAX_REACH = 1500;

/** The list after the heading whose colon is at `colon` (the anchor: its number follows it); else null. */
export function parseUtahBillList(text: string, colon: number): Group | null {
  // One look at the letter before the colon: every heading ends in `S`.
  if (text.charCodeAt(colon - 1) !== 83 /* S */) return null;
  const heading = HEADINGS.find((h) => colon - h.length >= 0 && startsAt(text, colon - h.length, h));
  if (!heading) return null;
  const items: SectionItem[] = [];
  let p = skipGap(text, colon + 1);
  while (p - colon < MAX_REACH) {
    ENTRY.lastIndex = p;
    const m = ENTRY.exec(text);
    if (!m) break;
    const start = p + m[0].indexOf(m[1]);
    items.push({ start, end: start + m[1].length, section: m[1], pinpoint: null });
    p = skipGap(text, p + m[0].length);
  }
  if (items.length === 0) return null;
  return makeGroup(colon, 'full', UTAH_CODE, null, items[0].start, items);
}
