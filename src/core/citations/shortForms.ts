/**
 * Turning scanned groups into Citations, resolving short forms as a reader would:
 * - `Id. § 2615(a)(2)` refers to the immediately preceding citation. If that was a session
 *   law (`Pub. L. No. 87-781`), `Id. §` names a section of the act, which is not a code
 *   section, so nothing is reported.
 * - A bare `§ 2000e-3(a)` refers to the most recent code citation (USC, CFR or state),
 *   keeping its title and code: after `42 U.S.C. § 2000e-2` it is 42 U.S.C. § 2000e-3.
 * - A short form with nothing to refer to, or whose number cannot be a section of the code
 *   it would refer to (`§ 101.9` after a U.S.C. citation), is dropped.
 * Resolved short forms become the antecedent for the next short form.
 */
import { CFR, USC, formatCanonical, formatDivision, IRC, isCodeCorpus, labelsSectionsWithS, namesPartOfAct, numberedByTitle, sectionsFit, splitSubsection, titleExists, TREASURY_REGULATIONS, type CodeDef } from './codes';
import { IRC_SECTION, lookupNameStartingAt } from './names';
import { chooseCandidates, decidedByShape, STATE_NAMES, type DocumentEvidence } from './ambiguity';
import { citableElsewhere } from './signLed';
import { groupEnd, type Group } from './raw';
import { sessionLawAfterChapter } from './sessionLaws';
import { expandAbbreviatedEnd, firstSeparator, fitsGrammar, GRAMMARS, rangeStart, separatorsOf, type SectionItem } from './sections';
import { chapterNumberedThrough, formatDivisionPath } from './divisions';
import { stateCodeNamedInProse } from './stateInWords';
import { lastStateNamed, signlessShapeOf, stateCodeById, titledCodeOf, VIRGINIA_SECTION } from './stateCodes';
import { isAlnum, isLetter } from './text';
import type { Citation, CitationCandidate, DivisionStep } from './types';

interface Antecedent {
  code: CodeDef;
  title: string | null;
  appendix: boolean;
}

const VIRGINIA: Antecedent = { code: stateCodeById('va'), title: null, appendix: false };

/**
 * So are Connecticut's where its sections are numbered in one of its lettered titles (`§ 53a-54a`, `§ 46b-82`): no other
 * code names a title with a lower-case letter before its hyphen.
 */
const CONNECTICUT_SECTION = new RegExp(
  `^(?:${['2c', '4a', '4b', '4d', '4e', '10a', '13a', '13b', '16a', '17a', '17b', '19a', '21a', '22a', '36a', '36b', '38a', '42a', '45a', '46a', '46b', '47a', '53a']
    .join('|')})-\\d{1,4}[a-z]{0,3}$`,
);
const CONNECTICUT: Antecedent = { code: stateCodeById('ct'), title: null, appendix: false };

/**
 * Louisiana's Revised Statutes' sections (`§ 51:1405`, `Section 9:5605(B)`): a title of one or two digits, a colon and the
 * section, with no hyphen after it (New Jersey's `2C:35-10` has one), and more than a one-digit section (not `1:1`, as
 * rules and bylaws number theirs). New Hampshire numbers some of its chapters' sections so too (`RSA 31:39`): the state
 * named decides (shortForms' resolver).
 */
const LOUISIANA_SECTION = /^(?:[1-9]|[1-4]\d|5[0-6]):(?:\d{2,4}(?:\.\d{1,3}){0,2}|\d\.\d{1,3})$/;
const LOUISIANA_IN_PROSE = { code: stateCodeById('la'), shape: LOUISIANA_SECTION };
/**
 * What ends the text before a treatise's section: a parenthesis, an edition (`3d`, `4th ed.`), `supra`, or a name and its
 * comma (`Couch,`), each perhaps with a comma (not a lower-case word's: `Under Louisiana law, Section 9:5605`).
 */
const TREATISE_SECTION_BEFORE = /(?:\)|\b\d+(?:st|nd|rd|th|d)|\bed\.|\bsupra),?\s*$|\b[A-Z][a-z]+,\s*$/;
const TREATISE_SECTION_READ = 24;
/** A time of day after the number (`Section 10:30 a.m.`). */
const TIME_AFTER = /^\s*[ap]\.?m\b/i;

/**
 * A Treasury regulation's number written with no name before it (stricter than names.ts's TREASURY_SECTION, which
 * follows the regulations' name): its part one of the tax regulations' (income, estate, gift, employment, excise,
 * procedure) and a section of the Internal Revenue Code after its period (`§1.401(a)(9)-5`, `§ 301.7701-3`, `§ 1.83-3`):
 * no state's code and no other title numbers its sections so (Virginia's `25.1-100` ends in three digits; its title 53.1
 * numbers `53.1-1`, so the excise parts need a section of three digits).
 */
const TREASURY_SECTION_ALONE = /^(?:(?:1|20|25|26|31|301)\.\d{1,4}|(?:48|53|54)\.\d{3,4})[A-Z]{0,2}(?:\([a-z0-9]{1,3}\))*-\d{1,2}[A-Z]?$/;
const TREASURY: Antecedent = { code: TREASURY_REGULATIONS, title: '26', appendix: false };

/** Returns the document text between two offsets (a string's slice, or a chunked document's). */
export type TextSlicer = (start: number, end: number) => string;

function makeCitation(
  slice: TextSlicer,
  g: Group,
  ante: Antecedent,
  item: SectionItem,
  span: { start: number; end: number },
  part: boolean,
): Citation {
  const { code, title } = ante;
  const { section, pinpoint } = splitSubsection(code, item.section, item.pinpoint);
  const c: Citation = {
    start: span.start,
    end: span.end,
    text: slice(span.start, span.end),
    canonical: formatCanonical(code, { title, section, part, appendix: ante.appendix }),
    pinpoint,
    corpusType: code.corpus,
    state: code.state,
    kind: g.kind,
    title,
    section,
    code: code.name,
  };
  if (item.range) c.range = item.range;
  if (item.etSeq) c.etSeq = true;
  return c;
}

/** A division's canonical form: level by level where it was read so, else its chapter (within its title). */
function divisionCanonical(code: CodeDef, chapter: string, titleBefore: string | null, path: DivisionStep[] | null): string {
  return path ? formatDivisionPath(code, path) : formatDivision(code, chapter, titleBefore);
}

/** A chapter (or other division) cited as a whole: no section, the division in `division`. */
function makeDivision(slice: TextSlicer, code: CodeDef, item: SectionItem, titleBefore: string | null, path: DivisionStep[] | null): Citation {
  const steps = path ?? (titleBefore !== null ? [{ label: 'title', number: titleBefore }, { label: 'chapter', number: item.section }] : [{ label: 'chapter', number: item.section }]) as DivisionStep[];
  const last = steps[steps.length - 1];
  return {
    start: item.start,
    end: item.end,
    text: slice(item.start, item.end),
    canonical: divisionCanonical(code, item.section, titleBefore, path),
    pinpoint: null,
    corpusType: code.corpus,
    state: code.state,
    kind: 'division',
    title: path ? titleBefore : code.layout === 'chapter' ? item.section : titleBefore,
    section: null,
    code: code.name,
    division: last.number,
    divisionLabel: last.label,
    divisionPath: steps,
  };
}

/** The most sections a range's `members` lists; longer ranges give only their endpoints. */
const MAX_RANGE_MEMBERS = 200;

/**
 * Every section of a range, when it can be counted out: `1501–1511`, `1001a–1001c`,
 * `47-2002 to 47-2005`, `3.1–3.4`. Null when the ends do not share a form.
 */
export function rangeMembers(from: string, to: string): string[] | null {
  const a = /^(.*?)(\d+)([a-z]?)$/.exec(from);
  const b = /^(.*?)(\d+)([a-z]?)$/.exec(to);
  if (!a || !b || a[1] !== b[1]) return null;
  const [, prefix, fromNumber, fromLetter] = a;
  const [, , toNumber, toLetter] = b;
  if (fromLetter === '' && toLetter === '') {
    const first = Number(fromNumber);
    const last = Number(toNumber);
    if (!(last > first) || last - first >= MAX_RANGE_MEMBERS) return null;
    const width = fromNumber.startsWith('0') ? fromNumber.length : 0;
    const out: string[] = [];
    for (let n = first; n <= last; n++) out.push(prefix + String(n).padStart(width, '0'));
    return out;
  }
  if (fromNumber !== toNumber) return null;
  // `1001–1001c` starts before the lettered sections; `1001a–1001c` among them.
  const first = fromLetter === '' ? 96 : fromLetter.charCodeAt(0);
  const last = toLetter.charCodeAt(0);
  if (toLetter === '' || !(last > first)) return null;
  const out: string[] = fromLetter === '' ? [from] : [];
  for (let c = Math.max(first, 97); c <= last; c++) out.push(prefix + fromNumber + String.fromCharCode(c));
  return out;
}

function withMembers(citation: Citation, code: CodeDef, ante: { title: string | null; appendix: boolean }, to: string, part: boolean): void {
  const list = rangeMembers(citation.section ?? '', to);
  if (list) citation.members = list.map((section) => formatCanonical(code, { title: ante.title, section, part, appendix: ante.appendix }));
}

/** Whether `code` numbers a section as `section` is, its first part and a hyphen: an Illinois act, Kansas, Maryland. */
function numberedWithHyphen(code: CodeDef, section: string): boolean {
  // (And a code numbered by title, whose sections within it may carry hyphens: Oklahoma's `tit. 47, § 11-902`.)
  return code.layout === 'chapterAct' || code.grammar === 'hyphenated' || code.grammar === 'kansas' || numberedByTitle(code) || (signlessShapeOf(code)?.test(section) ?? false);
}

/** An Illinois act's article and section: `2-1401`, `12-3.05`. */
const ARTICLE_AND_SECTION = /^\d{1,2}-\d/;

/** Illinois short forms often drop the act number: `section 2-619` after `735 ILCS 5/2-1001`. */
function adaptSection(ante: Antecedent, previousSection: string | null, section: string): string {
  if (ante.code.layout === 'chapterAct' && !section.includes('/') && previousSection) {
    const slash = previousSection.indexOf('/');
    if (slash > 0) return `${previousSection.slice(0, slash + 1)}${section}`;
  }
  return section;
}

/** Checks (and where the code reads it as a range, a USC `1983-1988`, splits) a short-form item against the antecedent's code. */
function shortItems(ante: Antecedent, item: SectionItem): SectionItem[] | null {
  if (item.hyphenAt !== undefined && rangeStart(item.section, GRAMMARS[ante.code.grammar], false) !== null) {
    // An all-digit pair the code's full citations read as a range (`47-2002` in the U.S. Code, `§ 2601-2654` in New
    // York's) is one here too, never one section: with a pinpoint after it (`§ 47-2002(a)`) it is some other code's
    // section, and both ends of a range must be sections.
    if (item.pinpoint !== null) return null;
    const [left, right] = item.section.split('-');
    const ends: SectionItem[] = [
      { start: item.start, end: item.hyphenAt, section: left, pinpoint: null, range: 'from' },
      { start: item.hyphenAt + 1, end: item.end, section: expandAbbreviatedEnd(left, right), pinpoint: null, range: 'to' },
    ];
    return ends.every((end) => fitsGrammar(end.section, ante.code.grammar)) ? ends : null;
  }
  // `§§ 10–150` read as an Illinois act's article and section (sections.ts ARTICLE_SECTION_TAIL) after a code whose
  // sections are numbered otherwise (`Cal. Gov. Code § 12940 ... §§ 10–150`): the range it is written as.
  if (item.articleDashAt !== undefined && ARTICLE_AND_SECTION.test(item.section) && !numberedWithHyphen(ante.code, item.section)) {
    const dash = item.section.indexOf('-');
    const ends: SectionItem[] = [
      { start: item.start, end: item.articleDashAt, section: item.section.slice(0, dash), pinpoint: null, range: 'from' },
      { start: item.articleDashAt + 1, end: item.end, section: item.section.slice(dash + 1), pinpoint: item.pinpoint, range: 'to' },
    ];
    return ends.every((end) => fitsGrammar(end.section, ante.code.grammar)) && sectionsFit(ante.code, ends) ? ends : null;
  }
  // However the item came about (a pinpoint-only `(iii)` continues the section before it), a U.S. Code section is
  // never a number a full citation reads as a range: an all-digit pair (`1983-1988`), or one whose end carries a letter (`7401-7671q`).
  if (ante.code.corpus === 'USC' && rangeStart(item.section, GRAMMARS.usc, false) !== null) return null;
  // (Nor a number of three parts in digits, a state's title, chapter and section: `§ 43-45-14` after `42 U.S.C. § 1983`.)
  if (ante.code.corpus === 'USC' && THREE_NUMBERED_PARTS.test(item.section)) return null;
  // (A slash is in no section of a code but one cited by act, as a full citation's numbers read it: sections.ts pushItem.)
  if (item.section.includes('/') && ante.code.grammar !== 'act') return null;
  return fitsGrammar(item.section, ante.code.grammar) && !namesPartOfAct(ante.code, item.section) && sectionsFit(ante.code, [item]) ? [item] : null;
}

/** A number of three parts joined by hyphens, each starting with a digit (`43-45-14`, `16-3-10`): no U.S. Code section's. */
const THREE_NUMBERED_PARTS = /^\d+[A-Za-z]*-\d+[A-Za-z]*-\d/;

/**
 * Whether a section word's `section` is in the chapter of `anteSection`, the section cited before it; an Illinois act's,
 * written without the act's number, in the same article of the act (`Section 12.57` after `805 ILCS 5/12.56`) or set off
 * as its sections are by article (`section 13-202` after `735 ILCS 5/2-619`; not a lease's `Section 4.3`).
 */
function inSameChapter(ante: Antecedent, anteSection: string, section: string): boolean {
  if (ante.code.layout !== 'chapterAct' || section.includes('/')) return chapterOf(section) === chapterOf(anteSection);
  const actSection = anteSection.slice(anteSection.indexOf('/') + 1);
  return chapterOf(section) === chapterOf(actSection) || (ARTICLE_AND_SECTION.test(actSection) && ARTICLE_AND_SECTION.test(section));
}

/** A section number's first part, its chapter or title in most codes (`29` of `29-26-121`, `768` of `768.72`). */
function chapterOf(section: string): string {
  const m = /^[^-.:/]*/.exec(section);
  return m ? m[0] : section;
}

/** How far after a session law a bare sign may stand and still be a section of it. */
const SESSION_LAW_SECTION_REACH = 32;

/** Whether the short form `g` stands right after the session law `law`, in the same sentence (`31 Stat. 1328 et seq., §§ 855`). */
function sectionOfSessionLaw(slice: TextSlicer, law: Group, g: Group): boolean {
  const between = slice(groupEnd(law), g.items[0].start);
  // (Not sections said to be the code's: `Pub. L. 107–273, amending sections 134 and 141 of this title`.)
  // (A sentence's end comes between where a period and spacing are not followed by a chapter's number: `ch. 218, §§ 1301`.)
  return between.length <= SESSION_LAW_SECTION_REACH && !/[;:]|\.\s+(?![\da-z])/.test(between) && !/ of this \w+$/.test(slice(g.items[0].start, groupEnd(g)));
}

/** Resolves short forms and flattens groups into citations, in document order. */
export function resolveGroups(slice: TextSlicer, groups: readonly Group[]): Citation[] {
  const out: Citation[] = [];
  let evidence: DocumentEvidence | null = null;
  let last: Antecedent | null = null;
  let lastSection: string | null = null;
  let lastCode: Antecedent | null = null;
  let lastCodeSection: string | null = null;
  /** Where the last citation of a code ends. */
  let lastCodeEnd = 0;
  /** The states named in the document's prose, read as far as the short forms that name a title need. */
  let statesNamed: StatesNamed | null = null;
  /** The codes the document declares its bare references to be of, read as far as the short forms that ask. */
  let codeDeclared: CodeDeclared | null = null;
  /**
   * The declared code a bare sign or section word `g` is of: where no code is cited before it, or over another code of
   * that state cited before it (`(Veh. Code, § 23152, subd. (a)) and of assault (§ 245)`: the courts name the other code
   * each time), not the section just cited (`See Pen. Code, § 1203.4. ... under § 1203.4`); never right after another law's
   * name (`Title VII, section 703`, `Municipal Code section 41.18`).
   */
  const declaredFor = (g: Group): CodeDef | null => {
    // (After the U.S. Code or another federal code, nothing to read: a declared code never overrides it.)
    if (lastCode && lastCode.code.corpus !== 'STATE') return null;
    const declared = (codeDeclared ??= new CodeDeclared(slice)).before(g.start);
    if (!declared) return null;
    // (After another state's code: never; lastCode is a state's here.)
    if (lastCode && lastCode.code !== declared && lastCode.code.state !== declared.state) return null;
    const cited = lastCited;
    if (cited && cited.ante.code !== declared && citesEvery(cited.sections, g.items, g.start - cited.end <= RANGE_REPEAT_REACH)) return null;
    // (Near another code of the state cited, a bare section is still that code's (`(Code Civ. Proc., § 425.16.) Under
    // section 425.17`), unless set in parentheses of its own and numbered apart from it: `(Veh. Code, § 23152) and of
    // assault (§ 245)`.)
    if (lastCode && lastCode.code !== declared && g.start - lastCodeEnd <= DECLARED_NEAR_OTHER_CODE) {
      const ownParentheses = slice(Math.max(0, g.start - 1), g.start) === '(';
      if (!ownParentheses || (cited !== null && g.items.some((item) => cited.sections.some((s) => numberedNear(s.section, item.section))))) return null;
    }
    const before = slice(Math.max(0, g.start - OTHER_LAW_BEFORE_DECLARED_READ), g.start);
    return OTHER_LAW_BEFORE_DECLARED.test(before) || OTHER_LAW_IN_SENTENCE.test(before) || namedBefore(before.slice(-NAME_BEFORE_READ)) ? null : declared;
  };
  /** The last state chapter cited as a whole: an antecedent only for a section of it, written with the word or a bare sign. */
  // (`prefix`: for a chapter read level by level, what each of its sections starts with: `27-40-` for `Title 27, Chapter 40`.)
  let lastChapter: { ante: Antecedent; chapter: string; prefix: string | null; end: number } | null = null;
  let previousGroup: Group | null = null;
  let namedChapters: Map<string, NamedChapter | null> | null = null;
  /** Whether the document's `§ 1001 of Title 18` is the U.S. Code's (federalRatherThanDelaware), asked once. */
  let delawareByFormIsFederal: boolean | undefined;
  /** The sections of the last full citation of a code (one group), which `Section 1983` may repeat, and where it ends. */
  let lastCited: { ante: Antecedent; sections: readonly SectionItem[]; end: number } | null = null;
  for (let index = 0; index < groups.length; index++) {
    const g: Group = groups[index];
    const before: Group | null = previousGroup;
    previousGroup = g;
    if (g.kind === 'division' && !g.code) {
      // `Chapter 93A` alone: the chapter the document names elsewhere, of one code only; never one of bankruptcy's
      // (`a Chapter 12 petition` after `G.L. c. 12, § 11H`). One that names none is no group at all (not the group
      // before a session law's section: `Pub. L. No. 111-148, ch. 3 § 1501`).
      const item = g.items[0];
      const bankruptcy = BANKRUPTCY_CHAPTERS.has(item.section);
      const named = bankruptcy ? undefined : (namedChapters ??= chaptersNamedIn(groups)).get(item.section);
      const title = g.namesTitle ? g.title : null;
      const code = bankruptcy || named !== undefined ? null : codeOfChapterAlone(slice, item, title, lastCode, lastCodeSection, lastCodeEnd, (statesNamed ??= new StatesNamed(slice)));
      if (named && !sessionLawAround(slice, item.start, item.end)) out.push(makeDivision(slice, named.code, item, named.title, named.path));
      else if (code && !sessionLawAround(slice, item.start, item.end)) {
        const path: DivisionStep[] | null = title !== null ? [{ label: 'title', number: title }, { label: 'chapter', number: item.section }] : null;
        out.push(makeDivision(slice, code, item, title, path));
      } else previousGroup = before;
      continue;
    }
    if (g.kind === 'division' && g.code) {
      const candidates = g.alternatives ? chooseCandidates(g.code, g.alternatives, [], (evidence ??= new DocumentEvidenceImpl(slice, groups))) : [g.code];
      const titleBefore = divisionTitle(g, g.code);
      // (A list of chapters, `KRS Chapter 186 or 189`, gives one citation each; a division read level by level is one.)
      const items = g.path === null ? g.items.length : 1;
      let c: Citation | null = null;
      for (let i = 0; i < items; i++) {
        const item = g.items[i];
        c = makeDivision(slice, candidates[0], item, titleBefore, g.path);
        if (candidates.length > 1) {
          makeAmbiguous(c, candidates.map((code) => ({ canonical: divisionCanonical(code, item.section, titleBefore, g.path), state: code.state ?? '', code: code.name })));
        }
        out.push(c);
      }
      // `Chapter 82, Property Code, is amended by adding Section 82.119`: a code whose sections are numbered within their
      // chapters, a chapter of it cited, and a section of that chapter after it, written with its number and word alone.
      if (c && candidates.length === 1 && c.divisionLabel === 'chapter' && candidates[0].layout === 'section' && candidates[0].corpus === 'STATE') {
        const chapter = g.items[items - 1].section;
        lastChapter = { ante: { code: candidates[0], title: null, appendix: false }, chapter, prefix: g.path ? pathPrefix(g.path) : null, end: groupEnd(g) };
      }
      continue;
    }
    if (g.kind === 'full' && g.code) {
      // (`§ 1001 of Title 18` just after a citation of that title of the U.S. Code, or in a document that cites federal law
      // and not the Delaware Code: the U.S. Code's.)
      const federal = g.delawareByForm === true && titleExists(USC, g.title) &&
        ((lastCode !== null && lastCode.code.corpus === 'USC' && lastCode.title === g.title && g.start - lastCodeEnd <= FEDERAL_JUST_BEFORE) || (delawareByFormIsFederal ??= federalRatherThanDelaware(groups)));
      let code = federal ? USC : g.code;
      let candidates: readonly CodeDef[] = [code];
      if (g.alternatives) {
        candidates = chooseCandidates(g.code, g.alternatives, g.items.map((item) => item.section), (evidence ??= new DocumentEvidenceImpl(slice, groups)));
        // (Only a code that numbers a section so: `Penal Code § 1id.7` is no Texas section, whatever the document cites.)
        const fitting = candidates.filter((c) => sectionsFit(c, g.items));
        const anyFitting = fitting.length > 0 ? fitting : [g.code, ...g.alternatives].filter((c) => sectionsFit(c, g.items));
        if (anyFitting.length > 0) candidates = anyFitting;
        code = candidates[0];
      }
      const ante: Antecedent = { code, title: g.title, appendix: g.appendix === true };
      const part = g.part === true;
      for (let i = 0; i < g.items.length; i++) {
        const item = g.items[i];
        const c = makeCitation(slice, g, ante, item, item, part);
        if (candidates.length > 1) {
          makeAmbiguous(c, candidates.map((alt) => ({
            canonical: formatCanonical(alt, { title: g.title, section: item.section, part }), state: alt.state ?? '', code: alt.name,
          })));
        }
        if (item.range === 'from' && g.items[i + 1]?.range === 'to') withMembers(c, code, ante, g.items[i + 1].section, part);
        out.push(c);
      }
      if (candidates.length > 1) continue; // an ambiguous citation is no antecedent
      // (Not a C.F.R. part: `40 C.F.R. Part 122 ... Section 122` names no section 122.)
      if (isCodeCorpus(code.corpus) && !part) lastCited = { ante, sections: g.items, end: groupEnd(g) };
      last = ante;
      lastSection = g.items[g.items.length - 1].section;
      if (isCodeCorpus(g.code.corpus)) {
        lastCode = ante;
        lastCodeSection = lastSection;
        lastCodeEnd = groupEnd(g);
      }
      continue;
    }
    // `Act of March 3, 1901, 31 Stat. 1328, §§ 855, 856`: a bare sign right after a session law is a section of that act.
    if (g.kind === 'short' && before !== null && before.code !== null && !isCodeCorpus(before.code.corpus) && sectionOfSessionLaw(slice, before, g)) continue;
    // `Title 14, § 6002(1)`: of the code numbered by title the document names or cites, where it has that title; else read
    // as it would be without its title (`A.R.S. § 13-1203. Title 13, section 13-1204`), if at all.
    const titledAnte: Antecedent | null = g.namesTitle ? titledAntecedent((statesNamed ??= new StatesNamed(slice)).before(g.start), g, lastCode, lastCodeEnd) : null;
    if (titledAnte && g.unlabelledTitleAt !== undefined) g.items[0].start = g.unlabelledTitleAt;
    if (g.namesTitle && !titledAnte && g.titleOnly) continue;
    const title: string | null = g.namesTitle && !titledAnte ? null : g.title;
    // (Read with its title, a short form is no repeat of a section or chapter cited before.)
    const sameChapter = g.sameChapter && !titledAnte;
    // (A section in parts of the U.S. Code, `section 290dd-2` after `42 U.S.C. § 290dd-2(g)`, reads as a chapter's section
    // but is no section of a chapter: where the U.S. Code is the last code cited, and no state's chapter since, it repeats
    // that section.)
    const cited = lastCited;
    const repeatsCited = sameChapter && cited !== null && cited.ante.code.corpus === 'USC' && lastCode === cited.ante && (lastChapter === null || lastChapter.end < cited.end) &&
      g.items.every((item) => USC_SECTION_IN_PARTS.test(item.section)) && citesEvery(cited.sections, g.items, g.start - cited.end <= RANGE_REPEAT_REACH);
    if ((g.sameSection || repeatsCited) && !titledAnte) {
      // `Section 1983` after `42 U.S.C. § 1983`: only sections the last full citation of a code cites, every one of the list
      // (`Sections 1981, 1983 and 1985` after it repeats nothing). Not any section cited before: in a code's own text
      // `section 111` is its own, whatever another title's section 111 cited earlier.
      // (Or, after a citation of the Internal Revenue Code, which numbers its sections straight through, any of its sections
      // near it: `I.R.C. § 401(a)(9) ... section 408(a)`, `26 U.S.C. § 6662(a) ... section 6664(c)(1)`, as tax writing cites them.)
      const ante = cited && citesEvery(cited.sections, g.items, g.start - cited.end <= RANGE_REPEAT_REACH) ? cited.ante
        : cited && internalRevenueCode(cited.ante) && sectionsNumberedThrough(slice, IRC, cited.end, g) && !namedBefore(slice(Math.max(0, g.start - NAME_BEFORE_READ), g.start)) ? cited.ante : null;
      if (ante) {
        for (const item of g.items) {
          const c = makeCitation(slice, g, ante, item, item, false);
          if (item.range === 'to' && out.length > 0 && out[out.length - 1].range === 'from') withMembers(out[out.length - 1], ante.code, ante, item.section, false);
          out.push(c);
        }
        continue;
      }
      // (Or a section of the code the document says its references are to, below.)
      if (!g.sameSection || declaredFor(g) === null) continue;
    }
    let ante: Antecedent | null = g.namedElsewhere ? null : g.kind === 'id' ? last : lastCode;
    let anteSection: string | null = g.kind === 'id' ? lastSection : lastCodeSection;
    const inChapter = (section: string | null): boolean => section !== null && g.items.every((item) => chapterOf(item.section) === chapterOf(section));
    const bareSign = g.kind === 'short' && !sameChapter && !g.namedCode && !g.namedElsewhere && title === null;
    // (A bare sign too: `Texas Insurance Code Chapter 542 ... (§ 542.003)`.)
    const chapterPrefix = lastChapter?.prefix;
    const inLastChapter = chapterPrefix ? g.items.every((item) => item.section.startsWith(chapterPrefix)) : lastChapter !== null && inChapter(lastChapter.chapter);
    // (And `section 321.003 of the Code` after `chapter 321 of the Texas Health and Safety Code`.)
    if ((sameChapter || bareSign || g.namedCode) && lastChapter && !inChapter(anteSection) && inLastChapter) {
      ante = lastChapter.ante;
      anteSection = lastChapter.chapter;
    }
    // A bare sign too (`§ 18.2-266`, as Virginia's lawyers write): no other code numbers its sections so.
    if ((g.stateOnly || bareSign) && (!ante || ante.code.corpus !== 'STATE')) {
      if (g.items.every((item) => VIRGINIA_SECTION.test(item.section))) ante = VIRGINIA;
      // (Only with no antecedent: `7 U.S.C. § 13a-1(a) ... § 13a-1(d)` is the Commodity Exchange Act's.)
      else if (!ante && g.items.every((item) => CONNECTICUT_SECTION.test(item.section))) ante = CONNECTICUT;
    }
    // Read by its number's shape alone, a section is no antecedent of the short forms after it.
    let byShape = false;
    // `§1.401(a)(9)-5`: a Treasury regulation's, alone or after the Code it regulates.
    if (bareSign && (!ante || ante.code.corpus === 'USC') && g.items.every((item) => TREASURY_SECTION_ALONE.test(item.section))) {
      ante = TREASURY;
      byShape = true;
    }
    // `Under South Carolina law, ... murder (Section 16-3-10)`: with no code cited before it, a section of the shape the
    // code of the state named last before it gives its sections (stateInWords.ts) is that code's.
    // (And Louisiana's Revised Statutes', whose title-and-colon numbers no other code of the state has, wherever the state is
    // named: `Laws in Louisiana ... According to Section 51:1405`; not a treatise's, `Couch on Insurance 3d § 40:33`.)
    // (Or, after another state's code cited, where this state is named since: `Ga. Code Title 51 Torts Section 51-4-2 ...
    // Iowa - Iowa Code Title XV Section 633.336`, as fifty-state charts list them.)
    let namedInProse = false;
    if ((!ante || ante.code.corpus === 'STATE') && !titledAnte && (g.stateOnly || bareSign || sameChapter)) {
      const named = (statesNamed ??= new StatesNamed(slice)).before(g.start);
      const anteState: string | null = ante ? ante.code.state ?? null : null;
      const sinceAnte: boolean = ante === null || (named !== null && named.index >= lastCodeEnd && named.state !== anteState);
      const inWords: { code: CodeDef; shape: RegExp } | null = named !== null && sinceAnte && g.start - named.index <= STATE_NAMED_REACH ? stateCodeNamedInProse(named.state) ?? (named.state === 'la' ? LOUISIANA_IN_PROSE : null) : null;
      // (Not where some other law or text is named after the state: `federal law § 247d-6d`, `the Model Penal Code, §
      // 210.2`, `the Social Security Administration's regulations, §§ 404.1520`, `His lease, § 12-101`.)
      const namedAt = named?.index ?? -1;
      let fits = inWords !== null && g.items.every((item) => inWords.shape.test(item.section));
      if (fits && inWords === LOUISIANA_IN_PROSE) {
        // (Louisiana's statutes are its acts too: `the Unfair Trade Practices Act. According to Section 51:1405`.)
        fits = !TREATISE_SECTION_BEFORE.test(slice(Math.max(0, g.start - TREATISE_SECTION_READ), g.start)) && !TIME_AFTER.test(slice(groupEnd(g), groupEnd(g) + 6)) &&
          !OTHER_LAW_BUT_AN_ACT_BETWEEN.test(slice(namedAt, g.start));
      } else if (fits) {
        fits = namedAsLawgiver(slice, namedAt) && !OTHER_LAW_BETWEEN.test(slice(namedAt, g.start));
      }
      if (fits && inWords) {
        ante = { code: inWords.code, title: null, appendix: false };
        namedInProse = true;
        byShape = true;
      }
    }
    if (titledAnte) ante = titledAnte;
    // `All further statutory references are to the Penal Code. ... (§§ 664, 187)`: a bare sign or section word is of the
    // code the document declares its references to be of, before any other of that state's codes cited since (as
    // California's courts write, naming the other codes each time); never over another state's or the U.S. Code.
    if (g.kind === 'short' && title === null && !titledAnte && !g.namedCode && !g.namedElsewhere && (bareSign || sameChapter || g.sameSection) && !byShape) {
      const declared = declaredFor(g);
      if (declared) {
        ante = { code: declared, title: null, appendix: false };
        anteSection = null;
        namedInProse = true;
        byShape = true;
      }
    }
    // (A `Section 703` that repeats no section cited and is of no declared code is nothing: Title VII's own numbering.)
    if (g.sameSection && !titledAnte && !byShape) continue;
    // `§ 33-6-304. Detention following ... TN Code § 33-6-304 (2019)`: a section in parts with no code before it, the
    // heading of a page that cites it in full just after.
    if (!ante && g.kind === 'short' && (bareSign || sameChapter || g.namedCode || g.namedElsewhere)) {
      const after = citedJustAfter(groups, index, slice, g.namedElsewhere === true);
      if (after) {
        ante = after.ante;
        anteSection = after.section;
        byShape = true;
      }
    }
    if (!ante || !isCodeCorpus(ante.code.corpus)) continue;
    if (g.stateOnly && ante.code.corpus !== 'STATE') continue;
    if (g.namedCode && ante.code.layout === 'titleBefore') continue;
    // `c. 40A, § 17`: a short form that names its chapter, of a code cited by chapter (`1991 Mass. Acts c. 127, § 4` is a
    // session law's chapter and section).
    // (And `Art. 27, § 36B` only of a code whose chapters are articles, `c. 93A, § 9` of one whose are chapters; not after
    // another name, `Maryland Constitution, Art. 3, § 40`.)
    if (title !== null && !titledAnte && (ante.code.layout !== 'chapter' || sessionLawBefore(slice, g.start))) continue;
    if (title !== null && !titledAnte && (g.articleLabelled !== (ante.code.chapterLabel === 'art.') ||
      (g.articleLabelled && namedBefore(slice(Math.max(0, g.start - NAME_BEFORE_READ), g.start))))) continue;
    if (title !== null) ante = { ...ante, title };
    if (sameChapter && (ante.code.corpus === 'USC' || (anteSection === null && !namedInProse))) continue;
    // `Section 36-27, Hawaii Revised Statutes, is amended ... section 302A-1310`: a section word's number with a hyphen, its
    // parts set off as the state's section before sets them, is of that state's code whatever its chapter (a contract's
    // `Section 2.1` has no hyphen).
    // (Not after another name: `the 1976 Code of Ethics section 5-1-1`; not of an act, whose number carries the act.)
    const acrossChapters = namedInProse || sameChapter && ante.code.corpus === 'STATE' && ante.code.layout === 'section' && anteSection !== null &&
      (((setOffAlike(ante.code, anteSection, g.items) || sectionsNumberedThrough(slice, ante.code, lastCodeEnd, g)) && !namedBefore(slice(Math.max(0, g.start - NAME_BEFORE_READ), g.start))) ||
        // (`s.` is Florida's and Wisconsin's sign: `Wis. Stat. § 943.10 ... the meaning given in s. 340.01(33m)`.)
        (labelsSectionsWithS(ante.code) && S_LABEL.test(slice(g.start, g.start + 3))));
    let resolvedAny = false;
    let previous: string | null = anteSection;
    for (const raw of g.items) {
      if (sameChapter && !acrossChapters && !inSameChapter(ante, anteSection as string, raw.section)) continue;
      const items = shortItems(ante, raw);
      if (!items) continue;
      for (const item of items) {
        const section = adaptSection(ante, previous, item.section);
        // The act number carried over can make a number no section of the code has (`505/19.86.19.86.19.86.020`).
        if (section !== item.section && !fitsGrammar(section, ante.code.grammar)) continue;
        const resolved = section === item.section ? item : { ...item, section };
        const c = makeCitation(slice, g, ante, resolved, item, false);
        if (item.range === 'to' && out.length > 0 && out[out.length - 1].range === 'from' && out[out.length - 1].kind === g.kind) {
          withMembers(out[out.length - 1], ante.code, ante, section, false);
        }
        out.push(c);
        previous = section;
        resolvedAny = true;
      }
    }
    if (resolvedAny && !byShape) {
      last = ante;
      lastSection = previous;
      lastCode = ante;
      lastCodeSection = previous;
      lastCodeEnd = groupEnd(g);
    }
  }
  return out;
}

/** Whether every item's section is one of `sections` (a citation's), the short form repeating it. */
function citesEvery(sections: readonly SectionItem[], items: readonly SectionItem[], rangesToo = false): boolean {
  return items.every((item) => sections.some((s, i) => s.section === item.section ||
    (rangesToo && s.range === 'from' && sections[i + 1]?.range === 'to' && withinRange(item.section, s.section, sections[i + 1].section))));
}
/** How near after a range a section word's number inside it repeats it (`10 Del. C. §§ 5901-5905. Section 5903`). */
const RANGE_REPEAT_REACH = 10_000;
/** The widest range whose members a section word repeats: a chapter's sections, not a title's (`26 U.S.C. §§ 1-9834`). */
const RANGE_REPEAT_WIDTH = 100;

/** A number ending in digits, and what comes before them: `29-26-` and `115` of `29-26-115`. */
const LAST_DIGITS = /^(.*?)(\d+)$/;
/** Whether `section` lies inside the range `from`-`to`: the same parts before its last digits, and those between (`5903` in `5901-5905`). */
function withinRange(section: string, from: string, to: string): boolean {
  const [m, a, b] = [LAST_DIGITS.exec(section), LAST_DIGITS.exec(from), LAST_DIGITS.exec(to)];
  if (!m || !a || !b || m[1] !== a[1] || a[1] !== b[1]) return false;
  const n = Number(m[2]);
  return n > Number(a[2]) && n < Number(b[2]) && Number(b[2]) - Number(a[2]) <= RANGE_REPEAT_WIDTH;
}

/**
 * What stands between a section of a law and the citation that opens a parenthesis after the law's name, or the next
 * sentence's `See` (`section 2001.038 of the Administrative Procedure Act (APA). See Tex. Gov't Code § 2001.038`); never
 * after a lease's, an agreement's or another instrument's name (ofAnInstrument: `Section 4.01 of the Lease requires
 * notice. See Tex. Prop. Code § 4.01`).
 */
const CITATION_AFTER_LAW = /^[^.;()]*(?:\([^()]{1,24}\)[^.;()]*)*(?:\(\s*(?:[Ss]ee(?: also)?|[Cc]f\.)?|\.\s+(?:See(?: also)?|Cf\.)|,)\s*$/;
/** What a section is said to be `of` before the next sentence or parenthesis (`of Tenant's Lease requires notice`). */
const OF_WHAT = /^\s*of\s+([^.;(]*)/;
/** An instrument's word (`Lease`, `Agreement`), in a name that does not end as a law's does (`the Illinois Mortgage Foreclosure Law`). */
const INSTRUMENT = /\b(?:Lease|Agreement|Contract|Plan|By-?[Ll]aws|Ordinance|Charter|Constitution|Policy|Deed|Will|Trust|Note|Mortgage|Indenture|Rules?)\b/;
const LAW_NAME_END = /\b(?:Law|Laws|Code|Act|Statutes?)\s*$/;

/** Whether the section a short form names is said to be of an instrument, not a law (`Section 4.01 of the Lease`). */
function ofAnInstrument(between: string): boolean {
  const what = OF_WHAT.exec(between);
  return what !== null && INSTRUMENT.test(what[1]) && !LAW_NAME_END.test(what[1]);
}

/** A U.S. Code section whose number has a hyphen after its first part: `290dd-2`, `1400Z-2`, `2000e-5`. */
const USC_SECTION_IN_PARTS = /^\d+[A-Za-z]*-\d/;

/** A C.F.R. section of a part of two digits or more, and its number within it of two or more (`300.507`, `16.10`). */
const CFR_SECTION_OF_PART = /^\d{2,4}\.\d{2}/;
const CFR_SECTION_OF_LARGE_PART = /^\d{3,4}\.\d{2}/;

/** How far after a section named alone the full citation of the same section is looked for. */
const CITED_AFTER_REACH = 300;

/**
 * The code of the next full citation, if it starts within CITED_AFTER_REACH of the short form `groups[index]` and cites
 * every section the short form names, each of them in parts (`33-6-304`, `5122.01`: no sentence's own numbering), or is
 * the C.F.R.'s and cites a section of their part. The short form then reads as the citation's own: a page's heading, the
 * words a citation in parentheses or the next sentence's `See` follows (`namedElsewhere`), a regulation's cross-references.
 */
function citedJustAfter(groups: readonly Group[], index: number, slice: TextSlicer, namedElsewhere: boolean): { ante: Antecedent; section: string } | null {
  const g = groups[index];
  if (!g.items.every((item) => (namedElsewhere ? citableElsewhere(item.section) : firstSeparator(item.section) > 0))) return null;
  const end = groupEnd(g);
  for (let i = index + 1; i < groups.length && groups[i].start - end <= CITED_AFTER_REACH; i++) {
    const next = groups[i];
    if (next.kind !== 'full') continue;
    // (A section of a law named after it: only a citation that opens the parentheses after the law's name, `of the Act
    // (Act) (725 ILCS 5/...`; not one in a later clause, `of the Lease (Exhibit B) requires notice; under Minn. Stat. § 3.2`.)
    if (namedElsewhere) {
      const between = slice(end, next.start);
      if (!CITATION_AFTER_LAW.test(between) || ofAnInstrument(between)) return null;
    }
    if (!next.code || next.alternatives || !isCodeCorpus(next.code.corpus) || next.part === true) return null;
    const ante: Antecedent = { code: next.code, title: next.title, appendix: next.appendix === true };
    // (An Illinois act's section is cited with its act's number: `section 2–619 of the Code (735 ILCS 5/2–619 (West 2012))`.)
    const sections = next.items;
    if (g.items.every((item) => sections.some((s) => adaptSection(ante, s.section, item.section) === s.section))) return { ante, section: sections[0].section };
    // (Or, quoted before the C.F.R. citation of its own section, a regulation's cross-references to sections of its part: `a
    // complaint received under § 300.507 or § 300.532 ... 34 C.F.R. § 300.511(a)`; in parts of two digits or more, three
    // after a capital section word: not a contract's own `Section 5.2` or `Section 12.03 Indemnification` before `29 C.F.R.
    // § 5.5`, `48 C.F.R. § 12.301`.)
    const part = chapterOf(sections[0].section);
    const shape = /^[A-Z]/.test(slice(g.start, g.start + 1)) ? CFR_SECTION_OF_LARGE_PART : CFR_SECTION_OF_PART;
    return next.code === CFR && !namedElsewhere && g.items.every((item) => shape.test(item.section) && chapterOf(item.section) === part) ? { ante, section: sections[0].section } : null;
  }
  return null;
}

/** Another law named right before a bare section, which is then that law's (`Title VII, section 703`, `Municipal Code section 41.18`). */
const OTHER_LAW_BEFORE_DECLARED = /(?:\bAct|\bTitle [IVXL]+|\bMunicipal Code|\b[Oo]rdinance|\bCharter|\bRules? of Court|\b[Rr]ule [\d.]+|\bRegs?\.(?:, tit\. \d+)?|\bRegulations?|\bConstitution|\bAgreement|\bU\.S\.C\.?|\bC\.F\.R\.?),?\s*$/;
const OTHER_LAW_BEFORE_DECLARED_READ = 100;
/** Federal law, or an act, named earlier in the sentence (not an act whose sections follow in parentheses: `the Act (§ 6600 et seq.)`). */
const OTHER_LAW_IN_SENTENCE = /\b[Ff]ederal\b[^.;]*$|\bAct\b[^.;()]*$/;
/** How near after another code of its state a bare section is that code's, not the declared one's. */
const DECLARED_NEAR_OTHER_CODE = 300;

/** Whether two sections' whole numbers are the same or within ten of each other (`425.16` and `425.17`, `1714` and `1714.1`). */
function numberedNear(a: string, b: string): boolean {
  const x = parseInt(a, 10);
  const y = parseInt(b, 10);
  return Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) <= 10;
}

/**
 * `All further statutory references are to the`, `Undesignated section references are to the`: what declares a document's
 * code, read from each `references` (a search for the word costs a tenth of the pattern's search from every word): the
 * words before it, read back from it, and those after it, read on.
 */
const CODE_DECLARED_WORD = 'references';
const CODE_DECLARED_BEFORE = /^(?:[Aa]ll|[Uu]ndesignated|[Uu]nspecified|[Ff]urther|[Ss]ubsequent)(?:\s+(?:further|subsequent|undesignated|unspecified|future))?(?:\s+statutory)?(?:\s+section)?\s+$/;
/** The most words a declaration has before `references` (`Undesignated further statutory section`). */
const CODE_DECLARED_WORDS_BEFORE = 4;
const CODE_DECLARED_AFTER = /references\s+(?:herein\s+)?(?:are|will\s+be|shall\s+be)\s+to\s+(?:the\s+)?/y;
/**
 * The code a document declares its bare references to be of, last before a position (`All further statutory references
 * are to the Penal Code unless otherwise indicated.`), read forward once, as far as the short forms ask. (A read ends where
 * a short form starts, never within a declaration, which has no number or sign in it.)
 */
class CodeDeclared {
  private readTo = 0;
  private last: CodeDef | null = null;

  constructor(private readonly slice: TextSlicer) {}

  before(pos: number): CodeDef | null {
    if (pos > this.readTo) {
      const text = this.slice(this.readTo, pos);
      this.readTo = pos;
      for (let at = text.indexOf(CODE_DECLARED_WORD); at >= 0; at = text.indexOf(CODE_DECLARED_WORD, at + CODE_DECLARED_WORD.length)) {
        CODE_DECLARED_AFTER.lastIndex = at;
        if (!CODE_DECLARED_AFTER.test(text)) continue;
        const start = declarationStart(text, at);
        if (start < 0) continue;
        const name = lookupNameStartingAt(text, CODE_DECLARED_AFTER.lastIndex);
        // (A name two codes share only where one is its reading by default: California's `Penal Code`; and never a code of
        // another state than one named just before: `In this Texas appeal, all further statutory references are to the
        // Penal Code`.)
        if (!name || !isCodeCorpus(name.form.code.corpus) || (name.form.alternatives && !name.form.code.defaultReading)) continue;
        const named = name.form.code.corpus === 'STATE' ? lastStateNamed(text.slice(Math.max(0, start - STATE_NAMED_BEFORE_READ), start)) : null;
        this.last = named && named.state !== name.form.code.state ? null : name.form.code;
      }
    }
    return this.last;
  }
}

/** A character the declaration's pattern reads as spacing (`\s`). */
const SPACE = /\s/;
/** Where the words of a declaration before its `references` at `at` start (CODE_DECLARED_BEFORE), or -1. */
function declarationStart(text: string, at: number): number {
  // Read back word by word, as many as a declaration has, trying each start: the words and spacing are read once.
  let start = at;
  for (let words = 0; words < CODE_DECLARED_WORDS_BEFORE; words++) {
    let p = start;
    while (p > 0 && SPACE.test(text[p - 1])) p--;
    if (p === start) return -1;
    const wordEnd = p;
    while (p > 0 && isLetter(text.charCodeAt(p - 1))) p--;
    if (p === wordEnd || (p > 0 && isAlnum(text.charCodeAt(p - 1)))) return -1;
    start = p;
    if (CODE_DECLARED_BEFORE.test(text.slice(start, at))) return start;
  }
  return -1;
}

/** How far before a short form that names its title a state named in words is looked for. */
const STATE_NAMED_BEFORE_READ = 300;
/** How far before a bare section with no code cited before it a state named in words is looked for. */
const STATE_NAMED_REACH = 1000;
/**
 * The state named as a lawgiver, its law, code, legislature or courts a few words on (`under South Carolina law`, `the
 * Kentucky Statutes`, `the Florida Supreme Court`): not only where someone lives (`Plaintiff lives in Wisconsin`).
 */
const STATE_LAW_WORDS = /^[A-Z][A-Za-z ]*?(?:['’]s?)?(?:\s+[A-Za-z-]+){0,3}?\s+(?:law|laws|Law|Laws|statutes?|Statutes?|[Cc]ode|[Ll]egislature|General Assembly|courts?|Court|Supreme)\b/;
const STATE_LAW_WORDS_READ = 60;
/** Its statutes just before it (`the civil statutes of limitations in Montana`, `the statutes of Ohio`): not `law in Ohio` (a lawyer's practice), `codes in Florida` (zip codes). */
const STATE_LAW_WORDS_BEFORE = /\b[Ss]tatutes?(?:\s+of\s+[Ll]imitations?)?\s+(?:of|in)\s+(?:the\s+[Ss]tate\s+of\s+)?$/;
const STATE_LAW_WORDS_BEFORE_READ = 48;

/** Whether the state named at `index` is named as a lawgiver: STATE_LAW_WORDS after its name, or STATE_LAW_WORDS_BEFORE before it. */
function namedAsLawgiver(slice: TextSlicer, index: number): boolean {
  return STATE_LAW_WORDS.test(slice(index, index + STATE_LAW_WORDS_READ)) || STATE_LAW_WORDS_BEFORE.test(slice(Math.max(0, index - STATE_LAW_WORDS_BEFORE_READ), index));
}
/** Words that name some other law or text than a state's code: federal law, regulations, uniform and model acts, a city's, a contract. */
const OTHER_LAW_WORDS = String.raw`federal|Federal|FEDERAL|United States|U\.S\.C|Congress|C\.F\.R|CFR|[Rr]egulations?|[Rr]ules?|Administration|Administrative Code|Bureau|Uniform|Model|Commercial|U\.C\.C|UCC|[Oo]rdinances?|City|[Ll]ease|[Aa]greement|[Cc]ontract|[Pp]lan|[Tt]reatise`;
/** Those words, or an act. */
const OTHER_LAW_BETWEEN = new RegExp(String.raw`\b(?:${OTHER_LAW_WORDS}|Act)\b`);
/** The same, but an act: a state's acts are its statutes where its code's sections are written so (Louisiana's). */
const OTHER_LAW_BUT_AN_ACT_BETWEEN = new RegExp(String.raw`\b(?:${OTHER_LAW_WORDS})\b`);

/**
 * The states a document names, read on from where the last question stopped: the resolver asks in document order, so the
 * document is read once however many short forms ask, and only near them (a name is never split by a short form's start;
 * a document re-resolved after each edit is not read whole each time).
 */
class StatesNamed {
  private readTo = 0;
  private last: { state: string; index: number } | null = null;

  constructor(private readonly slice: TextSlicer) {}

  /** The state named last before `pos`, and where (within STATE_NAMED_REACH: the text before is never read). */
  before(pos: number): { state: string; index: number } | null {
    if (pos - this.readTo > STATE_NAMED_REACH) {
      this.readTo = pos - STATE_NAMED_REACH;
      this.last = null;
    }
    if (pos > this.readTo) {
      const found = lastStateNamed(this.slice(this.readTo, pos));
      if (found) this.last = { state: found.state, index: this.readTo + found.index };
      this.readTo = pos;
    }
    return this.last;
  }
}

/**
 * The code a short form that names its title (`Title 14, § 6002(1)`) cites: that of the state named in words last before
 * it (`named`), near it and after the last citation of a code (`A Maine landlord ... gives notice under Title 14, §
 * 6002(1)`), if the state numbers its code by title and has that title; else the code of `ante`, the last
 * cited, if numbered by title and with that title (`42 U.S.C. § 1983 ... Plaintiff, from Maine, relies on Title 42, §
 * 1981`: Maine's code has no title 42).
 */
function titledAntecedent(named: { state: string; index: number } | null, g: Group, ante: Antecedent | null, lastCodeEnd: number): Antecedent | null {
  const title = g.title as string;
  const stateCode = named && named.index >= Math.max(lastCodeEnd, g.start - STATE_NAMED_BEFORE_READ) ? titledCodeOf(named.state) : null;
  if (stateCode && titleExists(stateCode, title)) return { code: stateCode, title: null, appendix: false };
  // (A title written without its label, `22 §4055`, only of a state's code: never the U.S. Code's, `42 §1983`.)
  if (g.unlabelledTitleAt !== undefined && ante?.code.corpus !== 'STATE') return null;
  return ante && numberedByTitle(ante.code) && titleExists(ante.code, title) ? ante : null;
}

/**
 * What each section of a chapter read level by level starts with, in a code that numbers its sections by title and
 * chapter: `27-40-` for `Title 27, Chapter 40`; `47-16-` for `Title 47, Chapter 47-16`, whose chapter carries its title.
 */
function pathPrefix(path: readonly DivisionStep[]): string | null {
  if (path.length !== 2 || path[0].label !== 'title') return null;
  const [title, chapter] = [path[0].number, path[1].number];
  return chapter.startsWith(`${title}-`) ? `${chapter}-` : `${title}-${chapter}-`;
}

/**
 * The title a division group's citation names: the title of a code numbered by title (`42 Pa.C.S. ch. 85`, `29 Del. C.
 * ch. 100`), or the outermost number of one read level by level (`Chapter 11 of Title 9`); null where the group's title
 * is its chapter.
 */
function divisionTitle(g: Group, code: CodeDef): string | null {
  const titled = g.path !== null || numberedByTitle(code);
  // (A U.S. Code title may bear its chapter's number: `11 U.S.C. ch. 11`.)
  return g.path !== null || code.corpus === 'USC' ? g.title : titled && g.title !== g.items[0].section ? g.title : null;
}

/** A chapter a document names with its code (and the title or levels it names with it): a bare `Chapter 93A` elsewhere in it is that chapter. */
interface NamedChapter {
  code: CodeDef;
  title: string | null;
  path: DivisionStep[] | null;
}

/** How far after a state code's citation, or a state named as a lawgiver, a chapter named alone is read as that code's. */
const CHAPTER_ALONE_REACH = 400;

/**
 * The code a chapter named alone, and named nowhere with its code, is of: that of the state code cited just before it
 * (`Mass. Gen. Laws ch. 93, § 76. ... a Chapter 93A demand letter`), or of the state named as a lawgiver just before it
 * (`other Massachusetts laws, such as ... (ch. 176D)`), whichever comes later; where the code numbers its chapters through
 * it, the chapter is written as CHAPTER_ALONE and no other law is named between.
 */
function codeOfChapterAlone(
  slice: TextSlicer, item: SectionItem, title: string | null, lastCode: Antecedent | null, lastCodeSection: string | null, lastCodeEnd: number, states: StatesNamed,
): CodeDef | null {
  const chapter = item.section;
  if (!(title !== null ? TITLED_CHAPTER : CHAPTER_ALONE).test(chapter)) return null;
  const state = states.before(item.start);
  const lawgiver = state && state.index >= lastCodeEnd && item.start - state.index <= CHAPTER_ALONE_REACH && namedAsLawgiver(slice, state.index) ? state : null;
  const stateCode = lawgiver ? chapteredCodeOf(lawgiver.state) : null;
  const [code, from] = stateCode && lawgiver ? [stateCode, lawgiver.index] : lastCode && item.start - lastCodeEnd <= CHAPTER_ALONE_REACH ? [lastCode.code, lastCodeEnd] : [null, -1];
  // (Not the first part of the section just cited, which that code's numbers do not make a chapter: `Conn. Gen. Stat. §
  // 52-584. Chapter 52`, title 52's section.)
  if (!code || (code === lastCode?.code && lastCodeSection !== null && chapterOf(lastCodeSection) === chapter)) return null;
  // (Nor Illinois's: a chapter alone there is of its Revised Statutes, `(from Ch. 48, par. 39m-1)`.) With its title, of a
  // code whose chapters are numbered within titles, and that has the title (`Title 18, Chapter 1` of the Utah Code).
  const fits = title !== null ? chaptersWithinTitles(code) && titleExists(code, title) : code.layout !== 'chapterAct' && chapterNumberedThrough(code, chapter);
  return fits && !OTHER_LAW_BETWEEN.test(slice(from, item.start)) ? code : null;
}

/** Whether a code's divisions are titles and, within them, chapters (`Title 18, Chapter 1`). */
function chaptersWithinTitles(code: CodeDef): boolean {
  const levels = code.divisions?.levels;
  return code.corpus === 'STATE' && levels !== undefined && !code.divisions?.nested && levels[0] === 'title' && levels[1] === 'chapter';
}

/** A chapter read with its title: a number and a letter or two perhaps, or the title's number and its own (`1`, `9A`, `29-04`). */
const TITLED_CHAPTER = /^\d{1,4}[A-Z]{0,2}(?:-\d{1,3}[A-Z]?)?$/;

/**
 * A chapter named alone that codeOfChapterAlone reads: two digits or more and a capital or two, as codes insert chapters
 * (`93A`, `176D`, `321J`); not a number alone, which may be a book's or a report's chapter (`in Chapter 23`), a session
 * law's (`Chapter 258 (2006)`, Florida's `Chapter 79-159`) or a year.
 */
const CHAPTER_ALONE = /^\d{2,4}[A-Z]{1,2}$/;

/** The code whose chapters prose names after naming the state: its one code (stateInWords.ts), or Massachusetts's General Laws. */
function chapteredCodeOf(state: string): CodeDef | null {
  return state === 'ma' ? MASSACHUSETTS_GENERAL_LAWS : stateCodeNamedInProse(state)?.code ?? null;
}
const MASSACHUSETTS_GENERAL_LAWS = stateCodeById('ma');

/** Bankruptcy's chapters, which prose names alone (`a Chapter 11 case`): never read as a state's chapter named alone. */
const BANKRUPTCY_CHAPTERS = new Set(['7', '9', '11', '12', '13', '15']);

/**
 * The chapter a state code's section number names, where the number says it: the part before its one period in a code
 * numbered by chapter and section (`KRS 532.060`, `Fla. Stat. § 768.28`, `Ohio Rev. Code § 2744.02`), before the colon
 * of New Hampshire's (`RSA 507-B:2`; Louisiana's and New Jersey's, whose numbers start with a title, have divisions), before the first hyphen only of a code whose top level is the chapter (`Neb. Rev.
 * Stat. § 25-207`); of two digits at least (`Fla. Stat. § 2.01` says little of a document's `Chapter 2`). Else null:
 * Connecticut's `52-584` and Alaska's `09.10.070` begin with a title.
 */
function chapterOfSection(code: CodeDef, section: string): string | null {
  if (code.divisions && code.divisions.levels[0] !== 'chapter') return null;
  const colon = section.indexOf(':');
  const dot = section.indexOf('.');
  const hyphen = section.indexOf('-');
  let chapter: string | null = null;
  if (colon > 0) chapter = section.slice(0, colon);
  else if (dot > 0 && hyphen < 0 && section.indexOf('.', dot + 1) < 0) chapter = section.slice(0, dot);
  else if (hyphen > 0 && code.divisions?.levels[0] === 'chapter') chapter = section.slice(0, hyphen);
  return chapter !== null && chapter.length >= 2 ? chapter : null;
}

/**
 * Every chapter the document names with its code, by number: cited as a division (`M.G.L. c. 93A`, `Iowa Code chapter 216`,
 * `Title 14, Chapter 709 of the Maine Revised Statutes`), with a section (`G.L. c. 93A, § 9`), or as the first part of a
 * section's number in a code numbered by chapter (`KRS 532.060`: chapter 532). A number two codes' chapters share maps to null.
 */
function chaptersNamedIn(groups: readonly Group[]): Map<string, NamedChapter | null> {
  const chapters = new Map<string, NamedChapter | null>();
  const add = (chapter: string, named: NamedChapter): void => {
    const had = chapters.get(chapter);
    if (had === undefined) chapters.set(chapter, named);
    else if (had !== null && (had.code !== named.code || had.title !== named.title)) chapters.set(chapter, null);
  };
  for (const g of groups) {
    const code = g.code;
    // (A U.S. Code chapter is one of its title's: the title's own text and a brief about it name its chapters alone.)
    if (!code || g.alternatives || code.corpus !== 'STATE') continue;
    if (g.kind === 'division') {
      if (g.path) {
        const last = g.path[g.path.length - 1];
        if (last.label === 'chapter') add(last.number, { code, title: g.title, path: g.path });
      } else {
        const title = divisionTitle(g, code);
        for (const item of g.items) add(item.section, { code, title, path: null });
      }
    } else if (g.kind === 'full') {
      if (code.layout === 'chapter') {
        if (g.title !== null) add(g.title, { code, title: null, path: null });
      } else if (code.layout === 'section') {
        for (const item of g.items) {
          const chapter = chapterOfSection(code, item.section);
          if (chapter !== null) add(chapter, { code, title: null, path: null });
        }
      }
    }
  }
  return chapters;
}

/** How far around a chapter named alone its session law's name, year or volume is looked for. */
const SESSION_LAW_READ = 24;
/** A session law's name or year, a comma perhaps, right before a chapter's label: `1991 Mass. Acts c.`, `Laws of 2019, ch.`. */
const SESSION_LAW_BEFORE = /(?:\b(?:Acts|Laws|Law|Stat\.|St\.|Sess\.)|\b(?:1[789]|20)\d\d),?\s*$/;
/** Whether the chapter named alone at `start`..`end` is a session law's: `1991 Mass. Acts c. 127`, `ch. 532, 62 Stat. 869`. */
function sessionLawAround(slice: TextSlicer, start: number, end: number): boolean {
  return sessionLawBefore(slice, start) || sessionLawAfterChapter(slice(end, end + SESSION_LAW_READ), 0);
}

/** Whether a session law's name or year stands right before a chapter's label at `start` (SESSION_LAW_BEFORE). */
function sessionLawBefore(slice: TextSlicer, start: number): boolean {
  return SESSION_LAW_BEFORE.test(slice(Math.max(0, start - SESSION_LAW_READ), start));
}

/** Florida's and Wisconsin's section label: `s. 768.72`, `ss. 893.80`. */
const S_LABEL = /^ss?\./;

/** How far before a section word a name that claims its section is looked for. */
const NAME_BEFORE_READ = 24;
/** Capitalised words that may open a sentence or clause before a section word and name nothing. */
const CLAUSE_OPENERS = new Set(['Under', 'See', 'In', 'By', 'Pursuant', 'Per', 'Also', 'And', 'Or', 'Cf', 'Compare', 'With', 'SECTION', 'Section', 'Sec', 'The']);

/** Whether the text before a section word ends in a capitalised word that names something (`Code of Ethics section 5-1-1`). */
function namedBefore(before: string): boolean {
  const m = /([A-Z][A-Za-z]*)[.,]?\s*$/.exec(before);
  return m !== null && !CLAUSE_OPENERS.has(m[1]);
}

/**
 * Whether every item's number has a hyphen and its parts set off as `section`'s are (`36-27` and `302A-1310`), or is a
 * chapter and a section of three digits or more as long as `section`'s (`565.050` and `571.015`: a contract's `Section
 * 12.01` is not written so).
 */
function setOffAlike(code: CodeDef, section: string, items: readonly SectionItem[]): boolean {
  const pattern = separatorsOf(section);
  // (Only in a state's one code: Texas's subject codes share their numbers' shape, `101.021` and `552.101`.)
  if (pattern === '.' && stateCodeNamedInProse(code.state as string)?.code === code) {
    const shape = DOTTED_SECTION.exec(section);
    return shape !== null && items.every((item) => {
      const other = DOTTED_SECTION.exec(item.section);
      return other !== null && other[1].length === shape[1].length && other[2].length === shape[2].length;
    });
  }
  return pattern.includes('-') && items.every((item) => separatorsOf(item.section) === pattern);
}

/**
 * Whether a section word's items after a citation of California's code `code`, ending at `codeEnd`, are that code's
 * whatever their first number: California numbers each code's sections straight through, not within chapters (`section
 * 945.4` after `Government Code, section 810`). Only numbers of the shape its sections are written in without a sign
 * (three digits or more: not a contract's `section 12.01`), near the citation, with no other law named between. (Not New
 * York's laws, whose sign-less shape is a contract's too: `section 5.2`.)
 */
function sectionsNumberedThrough(slice: TextSlicer, code: CodeDef, codeEnd: number, g: Group): boolean {
  const shape = code.state === 'ca' ? signlessShapeOf(code) : code === IRC ? IRC_SECTION_OF_TWO_DIGITS : undefined;
  return shape !== undefined && g.start - codeEnd <= (code === IRC ? IRC_SECTIONS_REACH : SECTIONS_THROUGH_REACH) && g.items.every((item) => shape.test(item.section)) &&
    !(code === IRC ? OTHER_LAW_THAN_THE_CODE : OTHER_LAW_BETWEEN).test(slice(codeEnd, g.start));
}
/** How near after a citation of its title of the U.S. Code a `§ 1001 of Title 18` is that code's, whatever else the document cites. */
const FEDERAL_JUST_BEFORE = 300;
/**
 * Whether a document's `§ 4764 of Title 16`, read as the Delaware Code's by its form, is the U.S. Code's: where the
 * document cites federal law (the U.S. Code, the C.F.R., a public law, the Statutes at Large) and not the Delaware Code
 * (`Del. C.`, `Delaware Code`: a state named, `a Delaware corporation`, is no citation of its code).
 */
function federalRatherThanDelaware(groups: readonly Group[]): boolean {
  let federal = false;
  for (const g of groups) {
    if (!g.code || g.delawareByForm) continue;
    if (g.code.state === 'de') return false;
    if (g.code.corpus !== 'STATE') federal = true;
  }
  return federal;
}

/** Whether a code cited is the Internal Revenue Code: by that name, or as title 26 of the U.S. Code. */
function internalRevenueCode(ante: Antecedent): boolean {
  return ante.code === IRC || (ante.code.corpus === 'USC' && ante.title === '26');
}

/**
 * Words that name another text than the Internal Revenue Code in tax writing (where a `plan` is what the Code governs): a
 * regulation, an act or a law (`Section 1304 of D.C. Law 14-307`), a title (`this title`), a contract; or a quotation's
 * opening mark, where another text is quoted (`provided: “Sec. 8153. Applicability.`).
 */
const OTHER_LAW_THAN_THE_CODE = /\b(?:[Rr]egulations?|Reg\.|C\.F\.R|CFR|U\.S\.C|Act|Law|[Tt]itle|[Aa]greement|[Cc]ontract|[Ll]ease|[Oo]rdinances?|[Ss]tate)\b|[“"]/;
/** An Internal Revenue Code section of two digits or more read so (IRC_SECTION; a `section 2` is as often another text's). */
const IRC_SECTION_OF_TWO_DIGITS = new RegExp(`^(?=\\d{2})${IRC_SECTION.source.slice(1)}`);
const SECTIONS_THROUGH_REACH = 1000;
/** Nearer for the Internal Revenue Code, which other codes' texts cross-refer to (`see section 1221 of Title 26`) before their own sections. */
const IRC_SECTIONS_REACH = 400;

/** A chapter of two digits or more and a section of three or more, as dotted codes number them (`565.050`, `74.351`). */
const DOTTED_SECTION = /^(\d{2,4}[A-Z]?)\.(\d{3,4})$/;


/** Marks a citation as ambiguous between `candidates` (the first is the likeliest). */
function makeAmbiguous(c: Citation, candidates: CitationCandidate[]): void {
  c.kind = 'ambiguous';
  c.state = null;
  c.candidates = candidates;
}

/** What the rest of the document says about its jurisdiction, read once and only when needed. */
class DocumentEvidenceImpl implements DocumentEvidence {
  private counts: Map<string, number> | null = null;
  private named = new Map<string, boolean>();

  constructor(private readonly slice: TextSlicer, private readonly groups: readonly Group[]) {}

  citationsOf(state: string): number {
    if (!this.counts) {
      this.counts = new Map();
      for (const g of this.groups) {
        // (A citation whose number decides between the codes its name may mean counts for the one it decides: `General
        // Statutes § 46b-86`.)
        // (A section's number only: a chapter's has none of a section's shape.)
        const code = g.code && g.alternatives ? (g.kind === 'full' ? decidedByShape(g.code, g.alternatives, g.items.map((item) => item.section)) : null) : g.code;
        const s = code?.state;
        if (s) this.counts.set(s, (this.counts.get(s) ?? 0) + g.items.length);
      }
    }
    return this.counts.get(state) ?? 0;
  }

  captionNames(state: string): boolean {
    let named = this.named.get(state);
    if (named === undefined) {
      named = STATE_NAMES[state]?.test(this.slice(0, CAPTION_LENGTH)) ?? false;
      this.named.set(state, named);
    }
    return named;
  }
}

/** How much of the beginning of a document is read for a court's caption. */
const CAPTION_LENGTH = 3000;
