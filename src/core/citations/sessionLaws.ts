/**
 * Session laws: `Pub. L. No. 117-169`, `Pub. L. 115–97`, `P.L. 111-80`, `Public Law 112-34`,
 * and Statutes at Large pages, `136 Stat. 1818`.
 */
import { PUBLIC_LAW, STATUTES_AT_LARGE } from './codes';
import { makeGroup, type Group } from './raw';
import { followsLikeCitation, type SectionItem } from './sections';
import { alnumAt, isDigit, isLetter, isLower, matchSign, normalizeSpacing, skipGap, skipGapBack, startsAt, wordAt } from './text';

// A PDF's line may end after the hyphen (`Pub. L. No. 111-` / `148`).
// (`PUBLIC LAW 111?203`: the dash lost to an encoding, as scraped pages of the Statutes at Large show it.)
// (`Pub.L. 116−136`: a minus sign for the hyphen.)
// (A lower-case word may run into the number, as the Code's notes copied from the web run them: `Pub. L. 110–234and`.)
const LAW_NUMBER = /(\d{1,3}) ?[-–—‑−?](?: |\r?\n[ \t]{0,8})?(\d{1,4})(?![0-9A-Z]|[a-z](?![a-z]))/y;
// (Not a quantity: `Public Law 117 2 million acres` is none.)
const SPACED_LAW_NUMBER = /(\d{1,3}) (\d{1,4})(?![0-9A-Za-z])(?!\s?(?:million|billion|thousand|percent|%))/y;
const SECTION_PIN = /\d{1,5}[A-Za-z]{0,3}(?:\([A-Za-z0-9]{1,4}\)){0,6}(?:\s?[–-]\s?\d{1,5}[A-Za-z]{0,3})?(?![0-9A-Za-z])/y;
// `110 Stat. 3009-546`: a page of an appropriations act's own numbering (from volume 100), hyphen often typeset as an en
// dash; in older volumes the dash is a range of pages.
const PAGE = /\d{1,5}(?:[-–]\d{1,3})?(?![0-9A-Za-z])/y;
// `124 Stat. 1,376`: a thousands separator has three digits after it and no space.
const PAGE_WITH_SEPARATOR = /\d{1,2},\d{3}(?![0-9A-Za-z])/y;

/** The `Pub. L.` / `P.L.` / `Public Law` marker at `pos`; returns its end or -1. */
function matchPublicLawMarker(text: string, pos: number): number {
  // In capitals as the Statutes at Large print it over each law: `PUBLIC LAW 111–148—MAR. 23, 2010`.
  if (startsAt(text, pos, 'Public Laws') || startsAt(text, pos, 'PUBLIC LAWS')) return pos + 11;
  // `Public law 111–148`, as Wikipedia's infobox writes it; `Public` and `Law` on two lines of a PDF.
  if (startsAt(text, pos, 'Public') || startsAt(text, pos, 'PUBLIC')) {
    const law = skipGap(text, pos + 6);
    if (law > pos + 6 && (startsAt(text, law, 'Law') || startsAt(text, law, 'LAW') || startsAt(text, law, 'law'))) return law + 3;
  }
  if (startsAt(text, pos, 'Pub')) {
    let p = pos + 3;
    if (text.charCodeAt(p) === 46) p++;
    p = skipGap(text, p);
    if (startsAt(text, p, 'Law')) return isLetter(text.charCodeAt(p + 3)) ? -1 : p + 3;
    if (text.charCodeAt(p) !== 76 /* L */ || isLetter(text.charCodeAt(p + 1))) return -1;
    return text.charCodeAt(p + 1) === 46 ? p + 2 : p + 1;
  }
  if (startsAt(text, pos, 'PL')) {
    // `PL 111-148`: only as its own word, and only before a law number (checked by the caller).
    if (alnumAt(text, pos - 1) || alnumAt(text, pos + 2)) return -1;
    return pos + 2;
  }
  if (startsAt(text, pos, 'P.')) {
    let p = pos + 2;
    if (text.charCodeAt(p) === 32) p++;
    if (text.charCodeAt(p) !== 76 || text.charCodeAt(p + 1) !== 46) return -1;
    return alnumAt(text, pos - 1) ? -1 : p + 2;
  }
  return -1;
}

/** `Pub. L. No. 87-781, § 102(b)` — the section of the public law becomes the pinpoint. */
export function parsePublicLaw(text: string, anchor: number): Group | null {
  const marker = matchPublicLawMarker(text, anchor);
  if (marker < 0) return null;
  let p = skipGap(text, marker);
  // `Public Laws 111-148 and 111-152`, `Pub. L. Nos. 111-148, 111-152`: several laws.
  let plural = text.charCodeAt(marker - 1) === 115 /* s */;
  for (const no of ['Nos.', 'No.', 'No', 'Number']) {
    if (startsAt(text, p, no) && !isLetter(text.charCodeAt(p + no.length))) {
      // `Public Law No: 116-136` (congress.gov).
      p = skipGap(text, text.charCodeAt(p + no.length) === 58 /* : */ ? p + no.length + 1 : p + no.length);
      plural ||= no === 'Nos.';
      break;
    }
  }
  // `Public Law 111 148`, `Pub. L. 111 148` (not `PL` or `P.L.`): the hyphen lost to a space, as scraped pages of the
  // Statutes at Large show it.
  const item = lawNumberAt(text, p, anchor) ?? (text.charCodeAt(anchor + 1) === 117 || text.charCodeAt(anchor + 1) === 85 ? lawNumberAt(text, p, anchor, SPACED_LAW_NUMBER) : null);
  if (!item) return null;
  // An attached `, § 102(b)(3)` or `, §§ 3501–3508` names a section of the act itself.
  const comma = skipGap(text, item.end);
  if (text.charCodeAt(comma) === 44) {
    const signAt = skipGap(text, comma + 1);
    const sign = matchSign(text, signAt);
    if (sign) {
      const s = skipGap(text, sign.end);
      SECTION_PIN.lastIndex = s;
      const pin = SECTION_PIN.exec(text);
      if (pin) {
        item.end = s + pin[0].length;
        item.pinpoint = normalizeSpacing(text.slice(signAt, item.end));
      }
    }
  }
  const items = [item];
  while (plural && items.length < MAX_LAWS) {
    const next = nextLawNumber(text, items[items.length - 1].end);
    if (!next) break;
    items.push(next);
  }
  return makeGroup(anchor, 'full', PUBLIC_LAW, null, anchor, items);
}

/** The most laws one `Pub. L. Nos.` list is read for. */
const MAX_LAWS = 50;

/** `, 111-152` / ` and 111-152` / `, and 111-152` after a law number in a plural list. */
function nextLawNumber(text: string, pos: number): SectionItem | null {
  let p = skipGap(text, pos);
  if (text.charCodeAt(p) === 44) p = skipGap(text, p + 1);
  if (startsAt(text, p, 'and') && !isLetter(text.charCodeAt(p + 3))) p = skipGap(text, p + 3);
  return p === pos ? null : lawNumberAt(text, p, p);
}

const MAX_LAW_NUMBER = 1100;

/** The law number (`111-148`, a Congress from 1 to 199) at `pos`, as an item whose span starts at `start`. */
function lawNumberAt(text: string, pos: number, start: number, pattern = LAW_NUMBER): SectionItem | null {
  pattern.lastIndex = pos;
  const m = pattern.exec(text);
  if (!m) return null;
  const congress = Number(m[1]);
  if (congress < 1 || congress > 199) return null;
  // No Congress has passed more than about 1,030 public laws: `P.L.46-2023` (law number, then year) is a state's
  // session law, as Indiana numbers them.
  if (Number(m[2]) > MAX_LAW_NUMBER) return null;
  return { start, end: pos + m[0].length, section: `${m[1]}-${m[2]}`, pinpoint: null };
}

/** `136 Stat. 1818` with an optional pin page (`76 Stat. 780, 781`). `statEnd` is just past `Stat`. */
export function parseStatutesAtLarge(text: string, anchor: number, floor: number): Group | null {
  let p = anchor + 4;
  if (text.charCodeAt(p) === 46) p++;
  // Volume before.
  const v = skipGapBack(text, anchor, floor);
  if (v === anchor) return null;
  // `70A Stat. 1`: the volume of 1956 that enacted titles 10 and 32 as positive law has a letter, as has `68A Stat. 3`,
  // the Internal Revenue Code of 1954's.
  const lettered = v - 3 >= floor && (startsAt(text, v - 3, '70A') || startsAt(text, v - 3, '68A')) && !isDigit(text.charCodeAt(v - 4));
  const digitsEnd = lettered ? v - 1 : v;
  let vs = digitsEnd;
  while (vs > floor && digitsEnd - vs < 3 && isDigit(text.charCodeAt(vs - 1))) vs--;
  // A volume run into the word before it (`Statutes at Large136 Stat. 1818`, a web page's parts run together) is one.
  if (vs === digitsEnd || isDigit(text.charCodeAt(vs - 1)) || (isLetter(text.charCodeAt(vs - 1)) && !(isLower(text.charCodeAt(vs - 1)) && isLower(text.charCodeAt(vs - 2))))) return null;
  const volume = text.slice(vs, v);
  if (!lettered && (Number(volume) < 1 || Number(volume) > 200)) return null;
  // Page after.
  const q = skipGap(text, p);
  if (q === p) return null;
  PAGE_WITH_SEPARATOR.lastIndex = q;
  let page = PAGE_WITH_SEPARATOR.exec(text);
  if (!page) {
    PAGE.lastIndex = q;
    page = PAGE.exec(text);
  }
  if (!page) return null;
  const written = page[0].replace(',', '').replace('–', '-');
  // Before volume 100 no act numbered its own pages: `88 Stat. 1561–64` is the pages the law fills, cited by its first.
  const dash = Number(volume) < 100 ? written.indexOf('-') : -1;
  const item: SectionItem = { start: vs, end: q + page[0].length, section: dash > 0 ? written.slice(0, dash) : written, pinpoint: null };
  const comma = text.charCodeAt(item.end) === 44 ? item.end + 1 : -1;
  if (comma > 0) {
    const r = skipGap(text, comma);
    PAGE_WITH_SEPARATOR.lastIndex = r;
    let pin = r > comma ? PAGE_WITH_SEPARATOR.exec(text) : null;
    if (!pin) {
      PAGE.lastIndex = r;
      pin = r > comma ? PAGE.exec(text) : null;
    }
    if (pin && followsLikeCitation(text, r + pin[0].length)) {
      item.end = r + pin[0].length;
      item.pinpoint = pin[0].replace(',', '').replace('–', '-');
    }
  }
  return makeGroup(anchor, 'full', STATUTES_AT_LARGE, volume, vs, [item]);
}

/**
 * A state's session laws named after a chapter and a comma, with their year: `chapter 766, Oregon Laws 2019`, `c. 127,
 * Mass. Acts 1991` (not a code's name after its chapter: `chapter 93A, Massachusetts General Laws`).
 */
const STATE_SESSION_LAWS_AFTER = /(?:[A-Z][A-Za-z.]*\s+){0,2}(?:Laws|Acts|Sess\.|Session)(?:\s+of)?\s+(?:1[789]|20)\d\d\b/y;
/** The Statutes at Large after a chapter and a comma: `ch. 532, 62 Stat. 869`. */
const STATUTES_AT_LARGE_AFTER = /\d{1,3} Stat\./y;

/**
 * Whether a session law's name follows a chapter's number ending at `end`, so that the chapter is the session law's:
 * `c. 123 of the Acts of 1990`, `ch. 2019-123, Laws of Fla.`, `chapter 766, Oregon Laws 2019`, `ch. 532, 62 Stat. 869`.
 */
export function sessionLawAfterChapter(text: string, end: number): boolean {
  let p = skipGap(text, end);
  if (text.charCodeAt(p) === 44) {
    p = skipGap(text, p + 1);
    STATE_SESSION_LAWS_AFTER.lastIndex = p;
    STATUTES_AT_LARGE_AFTER.lastIndex = p;
    if (STATE_SESSION_LAWS_AFTER.test(text) || STATUTES_AT_LARGE_AFTER.test(text)) return true;
  }
  if (wordAt(text, p, 'of')) {
    p = skipGap(text, p + 2);
    if (wordAt(text, p, 'the')) p = skipGap(text, p + 3);
  }
  return wordAt(text, p, 'Acts') || (wordAt(text, p, 'Laws') && wordAt(text, skipGap(text, p + 4), 'of'));
}
