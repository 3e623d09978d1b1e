/**
 * The codes of the 50 states and D.C.: canonical names in Bluebook (21st ed., table T1)
 * form, plus the spellings practitioners and the states' own courts use. Written from
 * the Bluebook's conventions and each state's local citation practice.
 *
 * Judgment calls worth knowing:
 * - Louisiana and Maine use the 21st edition's names (`La. Stat. Ann.`, `Me. Stat. tit.`);
 *   the older `La. Rev. Stat. Ann.` / `Me. Rev. Stat. Ann.` spellings are still recognised.
 * - Unprefixed subject codes (`Civ. Code, § 3294`, `Penal Code section 187`) are read as
 *   California's, whose courts cite them that way; unprefixed `... Law §` as New York's.
 * - `I.C.` is ambiguous between Idaho and Indiana: it is read with both candidates and the
 *   document decides (see shortForms.ts); Indiana's own local form is `IC`.
 * - Every spelling written before a section may also be written after it (`§ 28-3-104, T.C.A.`,
 *   `Section 5-219, Idaho Code`), as state courts do.
 */
import { numberedByTitle, type CodeDef, type DivisionScheme, type Layout } from './codes';
import type { GrammarName } from './sections';

/** One way of writing a code's name. */
export interface NameFormSpec {
  text: string;
  /** Local forms such as `RCW 26.09.191` need no section sign. */
  signOptional: boolean;
  /** Written after the section: `§ 768.72, Fla. Stat.`, `section 565.020, RSMo`. */
  reverse: boolean;
  /** For sign-less local forms that are also ordinary words or initials, the section must look like this. */
  sectionShape?: RegExp;
  /**
   * A subject-code name without its state (`Penal Code`, `Labor Law`): not recognised right
   * after another capitalised word, which would make it some other code (`Model Penal Code`).
   */
  unprefixed?: boolean;
  /** Ids of other codes the same spelling names (`I.C.`: Idaho and Indiana). */
  alternatives?: string[];
  /** A postfix spelling derived from a prefix one: yields to an explicitly listed spelling of another code. */
  generated?: boolean;
  /** Matched only as written, never in small capitals (`IN Code` in capitals is prose: `AS PROVIDED IN CODE §`). */
  exactCase?: boolean;
  /** A state's name and a plain word (`Arizona Laws`): see NameForm.inWords. */
  inWords?: boolean;
}

export interface StateCode {
  code: CodeDef;
  forms: NameFormSpec[];
}

interface Spec {
  id: string;
  name: string;
  layout?: Layout;
  grammar?: GrammarName;
  /** Written before the section, section sign (or `section`) required. */
  forms: string[];
  /** Written before the section, sign optional. */
  local?: string[];
  /** Written after the section. */
  reverse?: string[];
  sectionShape?: RegExp;
  /** Written before the section without the state's name (see NameFormSpec.unprefixed). */
  unprefixedForms?: string[];
  /** The shape of a section written after such a form without a sign, where one may be (`Labor Law 240(1)`). */
  unprefixedShape?: RegExp;
  /** Local acronyms written without the state and without a sign (`RPAPL 749`, `GBL 349`). */
  acronyms?: string[];
  /** Spellings that also name other codes: `[spelling, ...other code ids]`. */
  ambiguous?: Array<[string, ...string[]]>;
  /** Spellings that, written after the section only, also name other codes: `[spelling, ...other code ids]`. */
  ambiguousAfter?: Array<[string, ...string[]]>;
  /** The shape those spellings are written in without a sign, where it is not sectionShape. */
  ambiguousShape?: RegExp;
  /** See CodeDef.sectionPattern. */
  sectionPattern?: RegExp;
  /** See CodeDef.subsection. */
  subsection?: RegExp;
  /** See CodeDef.defaultReading. */
  defaultReading?: boolean;
  /** How the code's divisions nest, for citations of a division level by level. */
  divisions?: DivisionScheme;
  /** See CodeDef.sectionLabel. */
  sectionLabel?: string;
  /** See CodeDef.chapterLabel. */
  chapterLabel?: 'art.';
  /** See CodeDef.localChapter. */
  localChapter?: RegExp;
  /** See CodeDef.localArticle. */
  localArticle?: RegExp;
  /** See CodeDef.undated. */
  undated?: boolean;
  /** See CodeDef.titleInSection. */
  titleInSection?: boolean;
  /** See CodeDef.volumeBeforeName. */
  volumeBeforeName?: boolean;
  /** See CodeDef.titleJoin. */
  titleJoin?: '-' | ':';
  /** See CodeDef.maxTitle. */
  maxTitle?: number;
  /** See CodeDef.letteredTitles. */
  letteredTitles?: boolean;
}

const codes: StateCode[] = [];
/** Each state's one code by the state's name, with its sections' shape (for stateInWords.ts). */
const codesByStateName = new Map<string, { code: CodeDef; shape: RegExp }>();
/** The shape of a code's sections written without a sign, by code. */
const shapesByCode = new Map<CodeDef, RegExp>();

/**
 * What a section written after a bare acronym (`GBL 349`, `EPTL 5-1.1`, `EPTL 5-1.1-A`, `RPTL 420-a`) looks like:
 * numbers with dots and hyphens, never a year (`ECL 2019`) or a part number (`ECL 10K`).
 */
/** Initials of a code that are also another body's or thing's (`CCP`): the code's only before a sign or section word. */
const INITIALS_NEEDING_A_SIGN: ReadonlySet<string> = new Set(['CCP', 'BPC', 'HSC', 'WIC']);

function isAcronym(spelling: string): boolean {
  return /^[A-Z]{2,6}$/.test(spelling) && !INITIALS_NEEDING_A_SIGN.has(spelling);
}

// (A capital run into a part after the first is an inserted section's, `EPTL 5-1.1A`; not into a number alone, `ECL 10K`.)
const ACRONYM_SECTION = /^(?!(?:19|20)\d\d$)\d{1,4}(?:[.-](?:\d{1,4}[A-Z]?|[a-zA-Z]))*$/;

/** Whether every section a code's shape admits carries a hyphen after its first number (`580-56`, `9-11-9.1`). */
function hyphenatedShape(shape: RegExp | undefined): boolean {
  return shape !== undefined && shape.test('12-34-5-6') && !shape.test('1234') && !shape.test('12.34') && !shape.test('12:34');
}

/**
 * States whose one code a writer may call by the state's name and `Code` or `Statutes` (`Ohio Code 1.59`). Not the
 * states with several codes (California, Texas, New York, Louisiana, Maryland, Pennsylvania, Illinois), nor
 * Massachusetts (its General Laws), whose informal names would mean another compilation or none.
 */
const STATE_NAME: Readonly<Record<string, string>> = {
  al: 'Alabama', ak: 'Alaska', az: 'Arizona', ar: 'Arkansas', co: 'Colorado', ct: 'Connecticut', dc: 'District of Columbia',
  fl: 'Florida', ga: 'Georgia', hi: 'Hawaii', id: 'Idaho', in: 'Indiana', ia: 'Iowa', ks: 'Kansas', ky: 'Kentucky', me: 'Maine',
  mi: 'Michigan', mn: 'Minnesota', ms: 'Mississippi', mo: 'Missouri', mt: 'Montana', ne: 'Nebraska', nv: 'Nevada',
  nh: 'New Hampshire', nj: 'New Jersey', nm: 'New Mexico', nc: 'North Carolina', nd: 'North Dakota', oh: 'Ohio', ok: 'Oklahoma',
  or: 'Oregon', ri: 'Rhode Island', sc: 'South Carolina', sd: 'South Dakota', tn: 'Tennessee', ut: 'Utah', vt: 'Vermont',
  va: 'Virginia', wa: 'Washington', wv: 'West Virginia', wi: 'Wisconsin', wy: 'Wyoming',
};

/** Four digits at least, in a number written without a sign or word. */
export const FOUR_DIGITS = /^(?:\D*\d){4}/;

/** `shape`, and four digits at least. */
function fourDigits(shape: RegExp): RegExp {
  return new RegExp(`(?=${FOUR_DIGITS.source})${shape.source}`);
}

function add(state: string, spec: Spec): void {
  const code: CodeDef = {
    id: spec.id,
    corpus: 'STATE',
    state,
    name: spec.name,
    layout: spec.layout ?? 'section',
    grammar: spec.grammar ?? (hyphenatedShape(spec.sectionShape) ? 'hyphenated' : 'state'),
    sectionPattern: spec.sectionPattern,
    divisions: spec.divisions,
    subsection: spec.subsection,
    defaultReading: spec.defaultReading,
    sectionLabel: spec.sectionLabel,
    chapterLabel: spec.chapterLabel,
    localChapter: spec.localChapter,
    localArticle: spec.localArticle,
    undated: spec.undated,
    titleInSection: spec.titleInSection,
    volumeBeforeName: spec.volumeBeforeName,
    titleJoin: spec.titleJoin,
    maxTitle: spec.maxTitle,
    letteredTitles: spec.letteredTitles,
  };
  const forms: NameFormSpec[] = [];
  const seen = new Set<string>();
  const push = (text: string, signOptional: boolean, reverse: boolean, shape?: RegExp): void => {
    const key = `${text}|${reverse}`;
    if (seen.has(key)) return;
    seen.add(key);
    forms.push(shape ? { text, signOptional, reverse, sectionShape: shape } : { text, signOptional, reverse });
  };
  // Local forms first: when a spelling is both, the sign-optional reading (with its shape guard) wins.
  for (const f of spec.local ?? []) push(f, true, false, spec.sectionShape);
  // A name spelled out or abbreviated (`Nevada Revised Statutes 41.031`, `Tenn. Code Ann. 29-20-201`) is written without
  // a sign as a local abbreviation is, under the same shape guard.
  // (`Alaska Statute 09.17.080`: a name in the plural is written in the singular too; `Tennessee Code 39-17-1351`,
  // `Oregon Statutes 90.429`: the state's name and a plain word, as the press and practitioners write it.)
  const spelled = [spec.name, ...spec.forms];
  const informal = spec.id === state ? STATE_NAME[state] : undefined;
  // (`In Florida statute 768.81`: the press writes the word in lower case too.)
  // (`Wisconsin Statutes Annotated, 218.0171`.)
  if (informal) spelled.push(`${informal} Code`, `${informal} Statutes`, `${informal} statutes`, `${informal} Statutes Annotated`);
  // `Arizona Laws 11-1025`, `Michigan Laws 750.7`, as statute sites title a section: of the code's shape after a sign too
  // (`Oregon Laws 2019, § 4` is a session law's section).
  if (informal && spec.sectionShape) {
    forms.push({ text: `${informal} Laws`, signOptional: true, reverse: false, sectionShape: spec.sectionShape, inWords: true });
    seen.add(`${informal} Laws|false`);
  }
  // (`Arizona Rev. Stat. 28-1381`, `Florida Stat. § 768.72`: the state written out before the rest of the abbreviation.)
  const abbreviation = /^[A-Z][a-z]+\. /.exec(spec.name)?.[0];
  if (informal && abbreviation) {
    for (const f of [spec.name, ...spec.forms]) {
      if (!f.startsWith(abbreviation)) continue;
      const written = `${informal} ${f.slice(abbreviation.length)}`;
      spelled.push(written);
      if (written.endsWith(' Ann.')) spelled.push(written.slice(0, -5));
    }
  }
  if (informal && spec.sectionShape) codesByStateName.set(informal, { code, shape: spec.sectionShape });
  if (spec.sectionShape) shapesByCode.set(code, spec.sectionShape);
  for (const f of [...spelled]) {
    if (f.endsWith(' Statutes') || f.endsWith(' statutes')) spelled.push(f.slice(0, -1));
    if (f.endsWith(' Annotated')) spelled.push(f.slice(0, -10));
  }
  for (const f of spec.sectionShape ? spelled : []) {
    // (In lower case only before a number of four digits or more: `The Ohio statute 2.5 times higher` is prose.)
    if (f.includes(' ')) push(f, true, false, f.endsWith(' statute') || f.endsWith(' statutes') ? fourDigits(spec.sectionShape as RegExp) : spec.sectionShape);
    // (And with `Ann.` after a code's name: `Tex. Pen. Code Ann. 49.04`, as a Texas court's converted text leaves it.)
    if (f.includes(' ') && f.endsWith(' Code')) push(`${f} Ann.`, true, false, spec.sectionShape);
  }
  for (const f of spelled) {
    push(f, false, false);
    // "Ann." is optional in practice (`Tex. Fam. Code` / `Tex. Fam. Code Ann.`).
    if (f.endsWith(' Ann.')) push(f.slice(0, -5), false, false);
    // … and "Annotated" (`section 29-20-201 of the Tennessee Code`, `of the Official Code of Georgia`).
    else if (f.endsWith(' Annotated')) push(f.slice(0, -10), false, false);
    else if (/(?:Code|Stat\.|Laws|Law|Act)$/.test(f)) push(`${f} Ann.`, false, false);
  }
  for (const f of spec.reverse ?? []) push(f, false, true);
  for (const f of spec.unprefixedForms ?? []) {
    if (!seen.has(`${f}|false`)) {
      const shape = spec.unprefixedShape;
      forms.push(shape ? { text: f, signOptional: true, reverse: false, unprefixed: true, sectionShape: shape } : { text: f, signOptional: false, reverse: false, unprefixed: true });
    }
    seen.add(`${f}|false`);
  }
  for (const f of spec.acronyms ?? []) {
    if (!seen.has(`${f}|false`)) forms.push({ text: f, signOptional: true, reverse: false, sectionShape: ACRONYM_SECTION });
    seen.add(`${f}|false`);
  }
  for (const [f, ...others] of spec.ambiguous ?? []) {
    // Written without a sign only in the candidates' most distinctive shape (`IC 34-20-2-1`).
    const shape = spec.ambiguousShape ?? spec.sectionShape;
    forms.push(shape ? { text: f, signOptional: true, reverse: false, alternatives: others, sectionShape: shape } : { text: f, signOptional: false, reverse: false, alternatives: others });
    forms.push({ text: f, signOptional: false, reverse: true, alternatives: others });
    seen.add(`${f}|false`);
    seen.add(`${f}|true`);
  }
  for (const [f, ...others] of spec.ambiguousAfter ?? []) {
    forms.push({ text: f, signOptional: false, reverse: true, alternatives: others });
    seen.add(`${f}|true`);
  }
  // Postfix forms: any spelling with the state's name or a local abbreviation may follow the section
  // (codes cited by section alone: a title or chapter cannot follow the section).
  // (Not two capitals, which after a section are a word: `SECTION 20-4-40, AS AMENDED`.)
  for (const f of code.layout === 'section' ? [...forms] : []) {
    // (Nor `Oregon Laws`, which after a chapter is the session laws: `chapter 766, Oregon Laws 2019`.)
    if (!f.reverse && !f.alternatives && !f.inWords && !seen.has(`${f.text}|true`) && !/^[A-Z]{2}$/.test(f.text)) {
      seen.add(`${f.text}|true`);
      forms.push({ text: f.text, signOptional: false, reverse: true, generated: true, unprefixed: f.unprefixed });
    }
  }
  codes.push({ code, forms });
}

type Subject = [canonical: string, ...variants: string[]];

/**
 * States that split their law into subject codes (California, Texas, New York, Maryland).
 * Every prefix is combined with every spelling of every subject.
 */
function addSubjects(
  state: string,
  opts: {
    canonical: (subject: string) => string; prefixes: string[]; unprefixed: boolean; layout?: Layout; grammar?: GrammarName; sectionPattern?: RegExp;
    /** Each subject code's section pattern, where they differ. */
    sectionPatternFor?: (subject: string) => RegExp | undefined;
    defaultReading?: boolean;
    divisions?: DivisionScheme;
    /** Maryland's codes are its articles: each spelled-out name may follow a section or title as `the Courts Article`. */
    articleNames?: boolean;
    unprefixedShape?: RegExp;
    /** The shape of a section written without a sign after a name with the state's (`Texas Property Code 209.002`). */
    signlessShape?: RegExp;
  },
  subjects: Subject[],
): void {
  for (const [canonical, ...variants] of subjects) {
    const spellings = [canonical, ...variants];
    // (A name spelled out with `and` is written with `&` too: `Business Occupations & Professions`.)
    for (const s of [...spellings]) {
      const ampersand = s.replace(/ and /g, ' & ');
      if (ampersand !== s && !spellings.includes(ampersand)) spellings.push(ampersand);
    }
    const forms: string[] = [];
    for (const prefix of opts.prefixes) for (const s of spellings) forms.push(`${prefix} ${s}`);
    // `Maryland Real Property Code §8-203`, as the web names an article; `Md. Real Prop. Code Ann. § 8-203`, as
    // Texas's codes are cited; `MD Real Prop Code § 8-203`, a law library's.
    if (opts.articleNames) {
      for (const s of spellings) {
        if (isAcronym(s) || s.endsWith(' Article')) continue;
        if (!s.includes('.')) forms.push(`Maryland ${s} Code`);
        else for (const state of ['Md.', 'MD']) forms.push(`${state} ${s} Code`, `${state} ${s} Code Ann.`);
      }
    }
    const slug = canonical.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
    const id = `${state}-${slug}`;
    add(state, {
      id, name: opts.canonical(canonical), forms, layout: opts.layout, grammar: opts.grammar, sectionPattern: opts.sectionPatternFor ? opts.sectionPatternFor(canonical) : opts.sectionPattern, divisions: opts.divisions,
      sectionShape: opts.signlessShape,
      defaultReading: opts.defaultReading,
      reverse: opts.articleNames
        ? spellings.filter((x) => !x.includes('.')).map((x) => (x.endsWith(' Article') ? x : `${x} Article`))
        : undefined,
      // All-capital spellings (`RPAPL`, `GBL`) are written without a sign: `RPAPL 749`; but not initials that name
      // other things as often (`the CCP 20 years ago`).
      unprefixedForms: opts.unprefixed ? spellings.filter((x) => !isAcronym(x)) : [],
      unprefixedShape: opts.unprefixedShape,
      acronyms: opts.unprefixed ? spellings.filter(isAcronym) : [],
    });
    // (Maryland's articles' official abbreviations, as the State's own site puts them before a section: `§ RP-8-402.1`.)
    if (opts.articleNames) for (const s of spellings) if (ARTICLE_ABBREVIATION.test(s)) marylandArticles.set(s, entryById(id).code);
  }
}

/** An article's official abbreviation: two or three capitals (`RP`, `CJ`, `SFP`). */
const ARTICLE_ABBREVIATION = /^[A-Z]{2,3}$/;
/** Maryland's articles by their official abbreviations (`RP`, `CJ`, `HG`), as addSubjects lists them. */
const marylandArticles = new Map<string, CodeDef>();

/** Adds spellings without the state's name to a code already in the table. */
/** The table's entry for the code `id`; a mistyped id is an error in the table. */
function entryById(id: string): StateCode {
  const entry = codes.find((c) => c.code.id === id);
  if (!entry) throw new Error(`no code ${id}`);
  return entry;
}

/** The state code `id` (`va`, `ca-penal-code`). */
export function stateCodeById(id: string): CodeDef {
  return entryById(id).code;
}

/** A Rhode Island chapter or section: its title and chapter joined by a hyphen (`38-2`, `38-2-3`, `9-1-14.1`). */
const RHODE_ISLAND_NUMBER = /^\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d)?(?:-\d|$)/;

/**
 * The code `code` means for `number`: Rhode Island's bills name its laws `the General Laws`, as Massachusetts's do
 * (`Section 38-2-3 of the General Laws in Chapter 38-2`), and a Massachusetts chapter is never numbered so.
 */
export function generalLawsCodeFor(code: CodeDef, number: string): CodeDef {
  return code.id === 'ma' && RHODE_ISLAND_NUMBER.test(number) ? stateCodeById('ri') : code;
}

/**
 * The code cited by article that a code's unprefixed name means before an article word: California never cites its
 * Civil Code or Code of Civil Procedure by article, Louisiana always does (`Civil Code Article 2317`).
 */
export function articleCodeNamed(code: CodeDef): CodeDef | null {
  if (code.layout === 'article') return code;
  if (code.id === 'ca-civ-code') return stateCodeById('la-civ');
  if (code.id === 'ca-civ-proc-code') return stateCodeById('la-ccp');
  return null;
}

/** An article of Texas's Code of Criminal Procedure: its chapter (1 to 106), a period and two or three digits (`38.23`, `42A.054`). */
const TEXAS_CRIMINAL_PROCEDURE_ARTICLE = /^(?:\d{1,2}|10[0-6])[A-Z]?\.\d{2,3}(?!\d)/;

/**
 * The code an unprefixed `Code of Criminal Procedure` means before the article `article`: Texas's and Louisiana's both
 * go by that name and by article, Texas's numbered by chapter (`article 38.23`), Louisiana's not (`Article 701`, `894.1`).
 */
export function criminalProcedureCodeFor(code: CodeDef, unprefixed: boolean, article: string): CodeDef {
  return unprefixed && code.id === 'la-ccrp' && TEXAS_CRIMINAL_PROCEDURE_ARTICLE.test(article) ? stateCodeById('tx-code-crim-proc') : code;
}

function addUnprefixed(id: string, spellings: string[], after = false): void {
  const entry = entryById(id);
  for (const text of spellings) {
    entry.forms.push({ text, signOptional: false, reverse: false, unprefixed: true });
    // `section 74.351 of the Civil Practice and Remedies Code`.
    if (after) entry.forms.push({ text, signOptional: false, reverse: true, unprefixed: true });
  }
}

// ---------------------------------------------------------------- single-code states

/** After a number written without a sign: no word that makes it a count (`1000 feet`, `500 employees`). */
const NOT_A_COUNT = String.raw`(?!\s?(?:percent|employees|workers|families|people|persons|students|members|dollars|acres|feet|miles|years|days|months)\b)`;

/** The most common nesting: titles, their chapters, the chapters' articles. */
const TITLE_CHAPTER_ARTICLE: DivisionScheme = { levels: ['title', 'chapter', 'article'] };

// (`Ala. Stat.`: as some practitioners' charts write it.)
add('al', { id: 'al', divisions: TITLE_CHAPTER_ARTICLE, name: 'Ala. Code', forms: ['Code of Ala.', 'Code of Alabama', 'Alabama Code', 'Code of Alabama 1975', 'Ala. Code 1975', 'Code 1975', 'Ala. Stat.'], sectionShape: /^\d{1,2}[A-Z]?-\d{1,3}[A-Z]?-\d/ });
add('ak', { id: 'ak', divisions: { levels: ['title', 'chapter'] }, name: 'Alaska Stat.', forms: ['Alaska Statutes', 'Alaska Stat. Ann.'], local: ['AS', 'Alaska Stat.'], sectionShape: /^\d{2}\.\d{2}\.\d{3}/,
  localChapter: /\d{2}\.\d{2}(?![0-9A-Za-z]|\.\d)/y });
// Arizona numbers an inserted section with a decimal (`13-3601.01`), never a letter: a capital run into the number is its
// subsection, as practitioners write them (`A.R.S. § 13-3601A`, `ARS 28-1382A1` for 28-1382(A)(1)).
add('az', { id: 'az', divisions: TITLE_CHAPTER_ARTICLE, name: 'Ariz. Rev. Stat. Ann.', forms: ['Arizona Revised Statutes', 'Arizona Revised Statute', 'Revised Statutes of Arizona'], titleJoin: '-', local: ['A.R.S.', 'ARS'], sectionShape: /^\d{1,2}-\d/,
  subsection: /^(\d{1,2}-\d{1,4}(?:\.\d{1,2})?)([A-Z]\d{0,2})$/ });
/**
 * A title and a chapter without a sign, in a code whose sections have a third part: `A.C.A. 18-16`, `S.C. Code Ann.
 * 63-15` cite the chapter (`18-16-101` is its section; nor `4-2- 725`, a section broken by a space). Montana's and
 * Georgia's chapters have two digits at most (`MCA 70-24`, `O.C.G.A. 44-7`; `Ga. Code Ann. 26-2914` is a section of the
 * old code). (Not Tennessee's: `T.C.A. 39-601` is a section numbered before 1989.)
 */
const TITLE_AND_CHAPTER = /\d{1,2}-\d{1,3}(?![0-9A-Za-z\u2013-])/y;
const TITLE_AND_TWO_DIGIT_CHAPTER = /\d{1,2}-\d{1,2}(?![0-9A-Za-z\u2013-])/y;
add('ar', { id: 'ar', divisions: { levels: ['title', 'chapter', 'subchapter'] }, name: 'Ark. Code Ann.', forms: ['Arkansas Code', 'Arkansas Code Annotated', 'Ark. Code', 'Code Ark. Ann.'], local: ['A.C.A.', 'Ark. Code Ann.'], sectionShape: /^\d{1,2}-\d{1,3}-\d/,
  localChapter: TITLE_AND_CHAPTER });
// The compilation the Arkansas Code replaced in 1987, still cited in older opinions: `Ark. Stat. Ann. § 27-1762`.
add('ar', { id: 'ar-stat', grammar: 'hyphenated', name: 'Ark. Stat. Ann.', forms: [], local: ['Ark. Stat. Ann.'], sectionShape: /^\d{1,2}-\d{1,4}(?![\d-])/ });
add('co', { id: 'co', divisions: { levels: ['title', 'article', 'part'] }, name: 'Colo. Rev. Stat.', forms: ['Colorado Revised Statutes'], local: ['C.R.S.', 'C.R.S.A.', 'CRS'], sectionShape: /^\d{1,2}-\d{1,3}(?:\.\d{1,2})?-\d/ ,
  volumeBeforeName: true });
// `General Statutes` alone is also North Carolina's (`Chapter 50 of the General Statutes`): the document's citations
// or caption decide, and where they do not, it is Connecticut's, whose courts write it so.
add('ct', { id: 'ct', name: 'Conn. Gen. Stat.', forms: ['Connecticut General Statutes'], ambiguous: [['General Statutes', 'nc'], ['Gen. Stat.', 'nc'], ['Gen. Stat. Ann.', 'nc']],
  // (`section 46a-56 of the general statutes`: Connecticut's acts write the name in lower case; North Carolina's where the
  // document is of that state.)
  ambiguousAfter: [['general statutes', 'nc']], defaultReading: true, local: ['C.G.S.', 'C.G.S.A.', 'CGS', 'Conn. Gen. Stat.', 'Conn. Gen. Stat. Ann.'], sectionShape: /^\d{1,3}[a-z]?-\d/ });
// (`Chapter 25, Title 6, Delaware Code`, `Title 6 of the Delaware Code`, as its bills cite them.)
add('de', { id: 'de', divisions: { levels: ['title', 'chapter', 'subchapter'] }, name: 'Del. Code Ann.', layout: 'titleAfter', maxTitle: 31, forms: ['Delaware Code', 'Del. Code'], local: ['Del. C.', 'Del. C. Ann.'], reverse: ['Delaware Code', 'Del. C.'] });
add('dc', { id: 'dc', divisions: { levels: ['title', 'chapter', 'subchapter'] }, name: 'D.C. Code', forms: ['D.C. Official Code', 'District of Columbia Official Code', 'D.C. Off. Code', 'DC Code', 'District of Columbia Code', 'D.C. Code Ann.', 'D.C. Code Annotated', 'DC Official Code', 'D.C. Official Code Ann.', 'Code of the District of Columbia'], sectionShape: /^\d{1,2}-\d/ });
add('fl', {
  id: 'fl', name: 'Fla. Stat.', forms: ['Florida Statutes', 'Fla. Stat. Ann.', 'Florida Statute', 'Fla. Stats.'],
  local: ['Fla. Stat.', 'F.S.', 'F.S.A.', 'Florida Statutes', 'Florida Statute', 'Fla. Stat. Ann.', 'Fla. Stats.'],
  reverse: ['Fla. Stat.', 'Florida Statutes', 'F.S.', 'Fla. Stat. Ann.', 'Florida Statute', 'F.S.A.'],
  sectionShape: /^\d{1,4}\.\d/,
});
add('ga', { id: 'ga', divisions: { levels: ['title', 'chapter', 'article', 'part'] }, name: 'Ga. Code Ann.', forms: ['Georgia Code', 'Official Code of Georgia Annotated', 'Ga. Code', 'Code of Georgia', 'Code 1981'], local: ['O.C.G.A.', 'OCGA'], sectionShape: /^\d{1,2}-\d{1,2}-\d/,
  localChapter: TITLE_AND_TWO_DIGIT_CHAPTER });
add('hi', { id: 'hi', name: 'Haw. Rev. Stat.', forms: ['Hawaii Revised Statutes', 'Haw. Rev. Stat. Ann.', 'Hawaii Rev. Stat.', 'Hawaii Revised Stat.'], local: ['HRS', 'H.R.S.'], sectionShape: /^\d{1,3}[A-Z]?-\d/ });
add('id', { id: 'id', grammar: 'hyphenated', divisions: { levels: ['title', 'chapter'] }, name: 'Idaho Code', forms: ['Idaho Code Ann.', 'Idaho Code Annotated', 'Idaho Statutes', 'Idaho Stat.'], ambiguous: [['I.C.', 'in']],
  // Title and section (`Idaho Code 18-8004`, `5-219`), three parts in its uniform laws (`28-2-725`); not a count or a
  // telephone number (`Idaho Code 10-15 days`, `1-800-555-1212`).
  sectionShape: /^\d{1,2}[A-Z]?-(?:\d{3,4}[A-Z]?|\d{1,2}-\d{3,4})(?![\d-])/,
  // Indiana's four-part numbers: the only shape `IC`/`I.C.` is written in without a sign.
  ambiguousShape: /^\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d)?-\d/,
});
add('il', {
  id: 'il', name: 'Ill. Comp. Stat.', layout: 'chapterAct', grammar: 'act',
  forms: ['Illinois Compiled Statutes'], local: ['Ill. Comp. Stat.', 'Ill. Comp. Stat. Ann.', 'ILCS', 'I.L.C.S.', 'ILCS Ann.'],
});
// The Revised Statutes that preceded the Compiled Statutes (until 1993), cited by chapter and paragraph.
add('il', { id: 'il-rev-stat', name: 'Ill. Rev. Stat.', layout: 'chapter', sectionLabel: 'para.', forms: ['Illinois Revised Statutes', 'Ill. Ann. Stat.', "Smith-Hurd Ill. Ann. Stat."] });
// Title, article, chapter and section (`34-11-2-4`); a number of three parts is a chapter (`Indiana Code 32-31-3`).
add('in', { id: 'in', divisions: { levels: ['title', 'article', 'chapter'] }, name: 'Ind. Code', forms: ['Indiana Code', 'Burns Ind. Code', 'Burns Ind. Code Ann.', 'Ind. Code Ann.'], local: ['Ind. Code'], sectionShape: /^\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d)?-\d/,
  localChapter: /\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d)?(?![0-9A-Za-z]|[-.]\d)/y,
  // Title and article (`IC 35-47`): a second part of one or two digits, where Idaho's sections have three or four.
  localArticle: /\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?(?![0-9A-Za-z]|[-.:]\d)/y });
// (No section has a hyphen: a number and a letter after the number are a subsection and its paragraph, as the
// unemployment appeals bureau writes them, `96.5-2-a`; a number alone may be a range's end, `§§ 614.1-4`.)
add('ia', { id: 'ia', name: 'Iowa Code', forms: ['Code of Iowa', 'Iowa Code Ann.'], local: ['I.C.A.', 'Iowa Code'], sectionShape: /^\d{1,3}[A-Z]{0,2}\.\d/,
  subsection: /^(\d{1,3}[A-Z]{0,2}\.\d{1,4}[A-Z]?)(-\d{1,2}-[a-z])$/ });
add('ks', { id: 'ks', divisions: { levels: ['chapter', 'article'] }, name: 'Kan. Stat. Ann.', grammar: 'kansas', forms: ['Kansas Statutes Annotated', 'Kan. Stat.'], local: ['K.S.A.', 'KSA'], sectionShape: /^\d{1,2}[a-z]?-\d/ });
add('ky', { id: 'ky', name: 'Ky. Rev. Stat. Ann.', forms: ['Kentucky Revised Statutes', 'Kentucky Revised Statute', 'Ky. Rev. Stat.'], local: ['KRS', 'K.R.S.'], sectionShape: /^\d{1,3}[A-Z]?\.\d/,
  // `KRS 344`: a chapter (its sections are `344.040`); of two digits at least (`KRS 1` is no citation, negatives.test.ts).
  localChapter: /\d{2,3}[A-Z]?(?![0-9A-Za-z]|[.:]\d)/y });
add('la', {
  id: 'la', divisions: { levels: ['title', 'chapter', 'part'] }, name: 'La. Stat. Ann.', titleJoin: ':',
  forms: ['La. Rev. Stat.', 'La. Rev. Stat. Ann.', 'Louisiana Revised Statutes', 'Louisiana Revised Statute'],
  local: ['La. R.S.', 'La.R.S.', 'LSA-R.S.', 'La. Rev. Stat.', 'La. Rev. Stat. Ann.', 'La. Stat. Ann.', 'LRS', 'L.R.S.'],
  // New Jersey's statutes are the Revised Statutes too (`R.S. 1:1-2`, `R.S.40A:12A-1`): the number tells them apart.
  ambiguous: [['R.S.', 'nj']],
  sectionShape: /^\d{1,2}[A-Z]{0,2}:\d/,
});
add('la', { id: 'la-civ', name: 'La. Civ. Code Ann.', layout: 'article', grammar: 'article', forms: ['La. Civ. Code', 'La. C.C.', 'LSA-C.C.', 'Louisiana Civil Code', 'La. Civil Code', 'C.C.'], reverse: ['Louisiana Civil Code'] });
add('la', { id: 'la-ccp', name: 'La. Code Civ. Proc. Ann.', layout: 'article', grammar: 'article', forms: ['La. Code Civ. Proc.', 'La. C.C.P.', 'LSA-C.C.P.', 'Louisiana Code of Civil Procedure', 'La. Code Civ. P.', 'La. Code Civ. Pro.'], reverse: ['Louisiana Code of Civil Procedure'] });
add('la', { id: 'la-ccrp', name: 'La. Code Crim. Proc. Ann.', layout: 'article', grammar: 'article', forms: ['La. Code Crim. Proc.', 'La. C.Cr.P.', 'LSA-C.Cr.P.', 'Louisiana Code of Criminal Procedure', 'La. Code Crim. P.'], reverse: ['Louisiana Code of Criminal Procedure'] });
add('la', { id: 'la-evid', name: 'La. Code Evid. Ann.', layout: 'article', grammar: 'article', forms: ['La. Code Evid.', 'La. C.E.', 'Louisiana Code of Evidence'], reverse: ['Louisiana Code of Evidence'] });
add('me', {
  id: 'me', divisions: { levels: ['title', 'chapter', 'subchapter'] }, name: 'Me. Stat.', layout: 'titleAfter', maxTitle: 39, letteredTitles: true,
  forms: ['Me. Rev. Stat.', 'Me. Rev. Stat. Ann.', 'Me. Stat. Ann.', 'Maine Revised Statutes'], local: ['M.R.S.', 'M.R.S.A.', 'MRS', 'MRSA'],
  // `Title 26, Section 626 of the Maine Revised Statutes`, `section 207 of Title 17-A of the Maine Revised Statutes Annotated`.
  reverse: ['Maine Revised Statutes', 'Maine Revised Statutes Annotated'],
});
add('ma', {
  id: 'ma', name: 'Mass. Gen. Laws', layout: 'chapter', grammar: 'chapterSections', undated: true,
  forms: ['Mass. Gen. L.', 'Massachusetts General Laws', 'Massachusetts General Laws Ann.', 'Massachusetts General Laws Annotated', 'Massachusetts General Law', 'General Laws', 'M.G.L.', 'M.G.L.A.', 'G.L.', 'Mass. G.L.', 'ALM G.L.', 'MGL', 'Mass. Ann. Laws', 'Mass. Gen. Laws Ann.', 'ALM GL', 'Gen. Laws', 'G. L.'],
  // After a chapter number: `chapter 93A of the General Laws`.
  reverse: ['General Laws', 'Massachusetts General Laws', 'Mass. Gen. Laws', 'G.L.', 'M.G.L.'],
});
add('mi', { id: 'mi', divisions: { levels: ['chapter'] }, name: 'Mich. Comp. Laws', forms: ['Michigan Compiled Laws', 'Michigan Compiled Laws Annotated', 'Michigan Compiled Laws Ann.'], local: ['MCL', 'M.C.L.', 'MCLA', 'M.C.L.A.', 'Mich. Comp. Laws', 'Mich. Comp. Laws Serv.', 'MCLS', 'M.C.L.S.', 'Mich. Comp. Laws Ann.'], sectionShape: /^\d{1,4}[A-Z]?\.\d/ });
// `M.S.A.` only before a sign: Michigan's opinions cite the Michigan Statutes Annotated as `MSA 27A.2912(2)`.
add('mn', { id: 'mn', name: 'Minn. Stat.', forms: ['Minnesota Statutes', 'Minn. Stat. Ann.', 'M.S.A.'], local: ['Minn. Stat.', 'Minn. St.', 'Minn. Stat. Ann.', 'Minn. St. Ann.', 'Minn. Statutes'], sectionShape: /^\d{1,4}[A-Z]?\.\d/ });
add('ms', { id: 'ms', divisions: TITLE_CHAPTER_ARTICLE, name: 'Miss. Code Ann.', forms: ['Mississippi Code', 'Mississippi Code Annotated', 'Miss. Code', 'Miss. Code Ann. 1972', 'Mississippi Code of 1972'], sectionShape: /^\d{1,2}-\d{1,3}-\d/ });
// Missouri numbers sections chapter.section (`537.080`) and writes a subsection after another period (`537.080.1`).
add('mo', { id: 'mo', name: 'Mo. Rev. Stat.', forms: ['Mo. Ann. Stat.', 'Missouri Revised Statutes', 'Revised Statutes of Missouri', 'V.A.M.S.', "Vernon's Ann. Mo. Stat.", 'Ann. Mo. Stat.'], local: ['RSMo', 'R.S.Mo.', 'V.A.M.S.'], reverse: ['RSMo', 'R.S.Mo.', 'Mo. Rev. Stat.'], sectionShape: /^\d{1,3}\.\d/, subsection: /^(\d{1,3}\.\d{3,4})(\.\d{1,3})$/,
  // `RSMo 213`: a chapter (its sections are `213.010`), never an edition year.
  localChapter: /\d{1,3}(?![0-9A-Za-z]|[.:]\d)/y });
add('mt', { id: 'mt', divisions: { levels: ['title', 'chapter', 'part'] }, name: 'Mont. Code Ann.', forms: ['Montana Code Annotated'], local: ['MCA'], reverse: ['MCA', 'Mont. Code Ann.'], sectionShape: /^\d{1,2}-\d{1,2}-\d/,
  localChapter: TITLE_AND_TWO_DIGIT_CHAPTER });
add('ne', { id: 'ne', divisions: { levels: ['chapter', 'article'] }, name: 'Neb. Rev. Stat.', grammar: 'kansas', forms: ['Nebraska Revised Statutes', 'Nebraska Revised Statute', 'Nebraska Statutes', 'Neb. Rev. Stat. Ann.', 'Neb. Rev. St.', 'R.R.S. Neb.', 'R.R.S.', 'Reissue Revised Statutes of Nebraska', 'Revised Statutes of Nebraska', 'R.S. 1943'], sectionShape: /^\d{1,3}[A-Z]?-\d/ });
add('nv', { id: 'nv', name: 'Nev. Rev. Stat.', forms: ['Nevada Revised Statutes', 'Nev. Rev. Stat. Ann.'], local: ['NRS', 'N.R.S.'], sectionShape: /^\d{1,3}[A-Z]?\.\d/,
  // `NRS 116`: a chapter, whose sections are `116.3116`.
  localChapter: /\d{1,3}[A-Z]?(?![0-9A-Za-z]|\.\d)/y });
add('nh', { id: 'nh', name: 'N.H. Rev. Stat. Ann.', forms: ['New Hampshire Revised Statutes Annotated', 'N.H. Rev. Stat.'], local: ['RSA', 'N.H. RSA', 'N.H.R.S.'],
  // `RSA 507-B` and `RSA 275` are chapters: their sections carry a colon (`RSA 507-B:2`, `RSA 275:45`). A number alone
  // only before punctuation or a list's word (`RSA 275 and RSA 279`; `RSA 512 key length` is the cipher's).
  sectionShape: /^\d{1,3}(?:-?[A-Z]{1,2})?:\d/, localChapter: /\d{1,3}-[A-Z]{1,2}(?![0-9A-Za-z:-])|\d{1,3}(?=[.,;:)\]]|\s+(?:and|or|of|et)\b|\s*\((?:(?:19|20)\d\d|Supp)|\s*$)(?![.,:]\d)/y });
// Sections are title, chapter and number (`2A:53A-7`): an en dash after the chapter is typeset from the hyphen.
// The Code of Criminal Justice, title 2C, numbers an inserted section with a decimal (`2C:39-4.1`), never a letter: a
// lower-case letter run into its number is the subsection, as New Jersey's courts write them (`N.J.S.A. 2C:39-4d`,
// `2C:12-1b(2)` for 2C:12-1(b)(2)). Other titles have lettered sections (`34:11-56a1`).
add('nj', { id: 'nj', grammar: 'hyphenated', divisions: { levels: ['title', 'chapter'] }, name: 'N.J. Stat. Ann.', forms: ['New Jersey Statutes Annotated', 'N.J. Rev. Stat.', 'New Jersey Statutes', 'New Jersey Revised Statutes'], local: ['N.J.S.A.', 'NJSA', 'N.J.S.', 'N.J. Stat. Ann.', 'N.J. Stat.'], sectionShape: /^\d{1,2}[A-Z]{0,2}:\d/,
  subsection: /^(2C:\d{1,3}[A-Z]?-\d{1,4}(?:\.\d{1,3})?)([a-z]\d{0,2})$/ });
// (`32A-4-1`: the Children's Code's chapter carries a letter; `1978 Comp., § 32A-5-15`: the compilation's history notes.)
add('nm', { id: 'nm', divisions: { levels: ['chapter', 'article', 'part'] }, name: 'N.M. Stat. Ann.', forms: ['New Mexico Statutes Annotated', '1978 Comp.'], local: ['NMSA', 'N.M.S.A.', 'NMSA 1978'], sectionShape: /^\d{1,2}[A-Z]?-\d{1,2}[A-Z]?-\d/ });
add('nc', { id: 'nc', name: 'N.C. Gen. Stat.', forms: ['North Carolina General Statutes', 'N.C. Gen. Stat. Ann.', 'N.C. General Statutes', 'NC General Statutes'], local: ['N.C.G.S.', 'N.C.G.S.A.', 'NCGS', 'G.S.', 'N.C. Gen. Stat.'],
  // (After the section, `§1-200(1), G.S.`, it is as Connecticut's Freedom of Information Commission writes its statutes.)
  ambiguousAfter: [['G.S.', 'ct']], sectionShape: /^\d{1,3}[A-Z]{0,2}-\d/ });
add('nd', { id: 'nd', divisions: { levels: ['title', 'chapter'] }, name: 'N.D. Cent. Code', forms: ['North Dakota Century Code', 'Cent. Code', 'Century Code'], local: ['N.D.C.C.', 'NDCC'], sectionShape: /^\d{1,2}(?:\.\d)?-\d/ });
// The Revised Code names itself after the section: `section 2744.02 of the Revised Code`.
add('oh', { id: 'oh', name: 'Ohio Rev. Code Ann.', forms: ['Ohio Revised Code', 'Ohio Rev. Code'], local: ['R.C.', 'O.R.C.', 'ORC', 'Ohio R.C.'], reverse: ['Revised Code'], sectionShape: /^\d{1,4}\.\d/,
  // `R.C. 4112`: a chapter (its sections are `4112.02`); a year-shaped number is left alone (`R.C. 2010`).
  localChapter: new RegExp(String.raw`(?!(?:19|20)\d\d(?!\d))\d{3,4}(?![0-9A-Za-z]|[.:]\d)` + NOT_A_COUNT, 'y') });
// (`21 Ohio St. 1981, § 701.7`: Oklahoma's courts long abbreviated their statutes so; the sign keeps the Ohio State
// Reports, `21 Ohio St. 45`, out.)
add('ok', { id: 'ok', divisions: { levels: ['title'] }, name: 'Okla. Stat.', layout: 'titleAfter', maxTitle: 85, letteredTitles: true, forms: ['Okla. Stat. Ann.', 'Oklahoma Statutes', 'Ohio St.'], local: ['O.S.', 'Okla. St.', 'Okl. St.', 'Okl. St. Ann.'], reverse: ['Oklahoma Statutes'], titleInSection: true });
add('or', { id: 'or', name: 'Or. Rev. Stat.', forms: ['Oregon Revised Statutes', 'Or. Rev. Stat. Ann.', 'Ore. Rev. Stat.'], local: ['ORS', 'O.R.S.'], sectionShape: /^\d{1,3}[A-Z]?\.\d/ });
// The Bluebook's 21st edition names both Pennsylvania series `Pa. Stat. and Cons. Stat. Ann.`; written with a title before, it is read as the consolidated one.
add('pa', {
  id: 'pa', name: 'Pa. Cons. Stat.', layout: 'titleBefore', maxTitle: 79,
  forms: ['Pennsylvania Consolidated Statutes', 'Pa. Cons. Stat. Ann.', 'Pa.C.S.', 'Pa. C.S.', 'Pa.C.S.A.', 'Pa. C.S.A.', 'PACS', 'Pa. Consol. Stat.', 'Pa. Cons. Stat. Ann.', 'Pa. Stat. and Cons. Stat. Ann.', 'Pa. Stat. & Cons. Stat. Ann.'],
  // Written without a sign too (`18 Pa.C.S. 3502`), its sections being numbered within their titles (not years); `PACS`
  // (`18 PACS § 3502`) only with one, the word naming other things as often.
  local: ['Pa.C.S.', 'Pa. C.S.', 'Pa.C.S.A.', 'Pa. C.S.A.'],
  // (`42 Pa.C.S. 8541-8564`: a range of such numbers.)
  sectionShape: /^(?!(?:19|20)\d\d(?![\d.]))\d{3,4}(?:\.\d{1,2})?(?![\d]|-(?!\d{3,4}(?!\d)))/,
  // `Section 3925 of Title 18 of the Pennsylvania Consolidated Statutes`.
  reverse: ['Pennsylvania Consolidated Statutes'],
});
// Purdon's unconsolidated statutes: `42 P.S. § 8371`, `Pa. Stat. Ann. tit. 43, § 951`.
add('pa', { id: 'pa-stat', name: 'Pa. Stat. Ann.', layout: 'titleAfter', maxTitle: 77, forms: ['P.S.', 'Pa. Stat.', 'Purdon\'s Pa. Stat. Ann.', 'Pa. P.S.'] });
add('ri', { id: 'ri', divisions: { levels: ['title', 'chapter'] }, name: 'R.I. Gen. Laws', forms: ['Rhode Island General Laws', 'General Laws of Rhode Island', 'Rhode Island General Statutes', 'G.L. 1956', 'R.I.G.L.', 'R.I. Gen. Laws 1956', 'R.I. Gen. Laws Ann.', 'RI General Laws', 'R.I. General Laws'],
  // (`section 11-47-2 of the general laws`: Rhode Island's acts write the name in lower case.)
  reverse: ['Rhode Island General Laws', 'RI General Laws', 'R.I. General Laws', 'R.I. Gen. Laws', 'general laws'], sectionShape: /^\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d+)?-\d/ });
add('sc', { id: 'sc', divisions: TITLE_CHAPTER_ARTICLE, name: 'S.C. Code Ann.', forms: ['South Carolina Code', 'South Carolina Code Annotated', 'S.C. Code of Laws', 'South Carolina Code of Laws', 'SC Code of Laws', 'South Carolina Code of Laws Annotated', 'Code of Laws of South Carolina', 'S.C. Code Ann. 1976', 'S.C. Code 1976', 'Code 1976', '1976 Code'], sectionShape: /^\d{1,2}-\d{1,3}-\d/,
  // `(Section 40-80-20, Code of Laws)`: no other state's code is called so.
  reverse: ['Code of Laws'], localChapter: TITLE_AND_CHAPTER });
// (`Codified Law 32-23`: no other code is called so; `32-23` is a chapter, its sections having a third part.)
add('sd', { id: 'sd', divisions: { levels: ['title', 'chapter'] }, name: 'S.D. Codified Laws', forms: ['South Dakota Codified Laws', 'South Dakota Codified Law', 'S.D.C.L.'], local: ['SDCL', 'Codified Laws', 'Codified Law'], sectionShape: /^\d{1,2}[A-Z]?-\d/,
  localChapter: /\d{1,2}[A-Z]?-\d{1,3}[A-Z]?(?![0-9A-Za-z]|-[0-9A-Za-z])/y });
add('tn', { id: 'tn', divisions: { levels: ['title', 'chapter', 'part'] }, name: 'Tenn. Code Ann.', forms: ['Tennessee Code Annotated', 'Tenn. Code'], local: ['T.C.A.', 'TCA'], sectionShape: /^\d{1,2}-\d{1,3}-\d/ });
add('ut', { id: 'ut', divisions: { levels: ['title', 'chapter', 'part'] }, name: 'Utah Code Ann.', forms: ['Utah Code', 'U.C.A.', 'Utah Code Annotated', 'U.C.A. 1953', 'Utah Code Ann. 1953'], local: ['U.C.A.', 'UCA'],
  // `Utah Code 63G-7` is a chapter: its sections have a third part (`63G-7-102`).
  sectionShape: /^\d{1,2}[A-Z]?-\d{1,3}[a-z]?-\d/, localChapter: /\d{1,2}[A-Z]?-\d{1,3}[a-z]?(?![0-9A-Za-z]|-[0-9A-Za-z])/y });
// (After its levels: `Title 12, Chapter 23 of the Vermont Statutes`.)
add('vt', { id: 'vt', divisions: { levels: ['title', 'chapter', 'subchapter'] }, name: 'Vt. Stat. Ann.', layout: 'titleAfter', maxTitle: 33, forms: ['Vermont Statutes Annotated', 'Vt. Stat.'], local: ['V.S.A.', 'VSA'],
  reverse: ['Vermont Statutes Annotated', 'Vermont Statutes'] });
add('va', {
  id: 'va', divisions: TITLE_CHAPTER_ARTICLE, name: 'Va. Code Ann.', forms: ['Code of Virginia', 'Code of Virginia Annotated', 'Virginia Code', 'Va. Code', 'VA Code', 'Va Code', 'Code of Va.'],
  // Every section carries a hyphen after its title (`8.01-243`, `18.2-308`, `1-200`): `See Virginia Code 8.01-2`.
  sectionShape: /^\d{1,2}(?:\.\d{1,2})?-\d/,
});
// `adding a new chapter to Title 18 RCW`: a title cited alone (its chapters, `19.86`, carry their title's number).
add('wa', { id: 'wa', divisions: { levels: ['title'] }, name: 'Wash. Rev. Code', forms: ['Revised Code of Washington', 'Washington Revised Code', 'Wash. Rev. Code Ann.', 'Rev. Code Wash.', 'Rev. Code Wash. Ann.'], local: ['RCW', 'R.C.W.', 'RCWs'], reverse: ['RCW'], sectionShape: /^\d{1,2}[A-Z]?\.\d/,
  localChapter: /\d{1,2}[A-Z]?\.\d{2,3}[A-Z]?(?![0-9A-Za-z]|\.\d)/y });
// West Virginia's courts write the code without a sign, often after a comma: `W. Va. Code, 55-7B-6 [2003]`.
add('wv', { id: 'wv', divisions: { levels: ['chapter', 'article'] }, name: 'W. Va. Code', forms: ['W.Va. Code', 'West Virginia Code', 'Code of West Virginia', 'W. Va. Code Ann.', 'WV Code'], local: ['W. Va. Code', 'WVC'], sectionShape: /^\d{1,2}[A-Z]?-\d{1,3}[A-Z]?-\d/ });
add('wi', { id: 'wi', name: 'Wis. Stat.', forms: ['Wisconsin Statutes', 'Wis. Stat. Ann.', 'Wis. Stats.'], local: ['Wis. Stat.', 'Wis. Stats.'], reverse: ['Stats.', 'Wis. Stats.', 'stats.'], sectionShape: /^\d{1,4}\.\d/ });
// Wyoming's courts write `W.S. 1-39-104` without a sign; the shape (title-chapter-section) keeps initials out.
add('wy', { id: 'wy', divisions: TITLE_CHAPTER_ARTICLE, name: 'Wyo. Stat. Ann.', forms: ['Wyoming Statutes', 'Wyo. Stat.', 'Wyoming Statutes Annotated'], local: ['W.S.'], sectionShape: /^\d{1,2}-\d{1,2}-\d/ });

// ---------------------------------------------------------------- subject-code states

// California numbers sections without hyphens (`425.16`, `437c`): `section 2-619 of the Code of Civil Procedure` is Illinois's.
// California's codes nest titles, divisions, parts and chapters differently from code to code.
// (`Education Code 35145`, `California Labor Code 2802`, as the press and agencies write them without a sign: a number of
// three to five digits, never a year nor a count of something; Texas's `Penal Code 22.01` is told apart by its number,
// ambiguity.ts.)
const CALIFORNIA_SIGNLESS = new RegExp(String.raw`^(?!(?:19|20)\d\d(?![\d.]))\d{3,5}(?:\.\d{1,3})?[a-z]?(?![\d.%])` + NOT_A_COUNT);
addSubjects('ca', {
  // No hyphen, and one decimal part at most (`425.16`; `09.45.090` is Alaska's, `Code of Civil Procedure` its name too).
  canonical: (s) => `Cal. ${s}`, prefixes: ['Cal.', 'California', 'CA', "California's"], unprefixed: true, sectionPattern: /^[^-.]*(?:\.[^-.]*)?$/, defaultReading: true,
  unprefixedShape: CALIFORNIA_SIGNLESS, signlessShape: CALIFORNIA_SIGNLESS,
  divisions: { levels: ['title', 'division', 'part', 'chapter', 'article'], nested: true },
}, [
  // Practitioners' initials: `B&P Code § 17200`, `CCP § 340.5`, `H&S Code § 11350`, `W&I Code § 5150`.
  ['Bus. & Prof. Code', 'Business and Professions Code', 'Business & Professions Code', 'B&P Code', 'B&P', 'BPC'],
  ['Civ. Code', 'Civil Code'],
  ['Civ. Proc. Code', 'Code Civ. Proc.', 'Code of Civil Procedure', 'CCP', 'Civ Pro Code', 'Code of Civ Pro'],
  ['Com. Code', 'Commercial Code'],
  ['Corp. Code', 'Corporations Code'],
  ['Educ. Code', 'Ed. Code', 'Education Code'],
  ['Elec. Code', 'Elections Code'],
  ['Evid. Code', 'Evidence Code'],
  ['Fam. Code', 'Family Code'],
  ['Fin. Code', 'Financial Code'],
  ['Fish & Game Code', 'Fish & G. Code', 'Fish and Game Code'],
  ['Food & Agric. Code', 'Food & Agr. Code', 'Food and Agricultural Code'],
  ["Gov't Code", 'Gov. Code', 'Government Code'],
  ['Harb. & Nav. Code', 'Harbors and Navigation Code'],
  ['Health & Safety Code', 'Health & Saf. Code', 'Health and Safety Code', 'H&S Code', 'HSC'],
  ['Ins. Code', 'Insurance Code'],
  ['Lab. Code', 'Labor Code'],
  ['Mil. & Vet. Code', 'Military and Veterans Code'],
  ['Penal Code', 'Pen. Code'],
  ['Prob. Code', 'Probate Code'],
  ['Pub. Cont. Code', 'Pub. Contract Code', 'Public Contract Code'],
  ['Pub. Res. Code', 'Pub. Resources Code', 'Public Resources Code'],
  ['Pub. Util. Code', 'Public Utilities Code'],
  ['Rev. & Tax. Code', 'Revenue and Taxation Code'],
  ['Sts. & High. Code', 'Sts. & Hy. Code', 'Streets and Highways Code'],
  ['Unemp. Ins. Code', 'Unemployment Insurance Code'],
  ['Veh. Code', 'Vehicle Code'],
  ['Water Code', 'Wat. Code'],
  ['Welf. & Inst. Code', 'Welfare and Institutions Code', 'Welfare & Institutions Code', 'W&I Code', 'WIC', 'Welf. Inst. Code'],
]);

// `V.T.C.A., Penal Code § 19.02`: Vernon's Texas Codes Annotated, as older Texas opinions cite them.
// (`Texas Property Code 209.002(7)`, `Texas Government Code 2001.038`: a chapter's number, a period and three digits, as
// Texas numbers a code's sections; the Penal Code's two, `Texas Penal Code 22.01`.)
addSubjects('tx', {
  canonical: (s) => `Tex. ${s} Ann.`, prefixes: ['Tex.', 'Texas', 'V.T.C.A.,', 'TX', "Texas's"], unprefixed: false,
  // Every section is its chapter's, after a period (`19.02`, `171.001`): `Tax Code § 83(a)` is the Internal Revenue Code's.
  // (Not the repealed Probate Code's: `Tex. Prob. Code Ann. § 3(r)`.)
  sectionPatternFor: (subject) => (subject === 'Prob. Code' ? undefined : /^\d{1,4}[A-Z]?\.\d/),
  // (Not a rate or a measure: `Texas Tax Code 8.25%`, `Texas Water Code 49.01 acres`.)
  signlessShape: /^\d{1,4}\.\d{2,4}[A-Za-z]?(?![\d.%])(?!\s?(?:percent|per cent|acres|feet|miles|dollars)\b)/,
}, [
  ['Agric. Code', 'Agriculture Code'],
  ['Alco. Bev. Code', 'Alcoholic Beverage Code'],
  ['Bus. & Com. Code', 'Business and Commerce Code', 'Business & Commerce Code'],
  ['Bus. Orgs. Code', 'Business Organizations Code'],
  ['Civ. Prac. & Rem. Code', 'Civil Practice and Remedies Code', 'Civ. Prac. and Rem. Code', 'Civil Practice & Remedies Code', 'Civ. Practice & Remedies Code'],
  ['Educ. Code', 'Education Code'],
  ['Elec. Code', 'Election Code'],
  ['Est. Code', 'Estates Code'],
  ['Fam. Code', 'Family Code'],
  ['Fin. Code', 'Finance Code'],
  ["Gov't Code", 'Gov. Code', 'Government Code'],
  ['Health & Safety Code', 'Health and Safety Code'],
  ['Hum. Res. Code', 'Human Resources Code'],
  ['Ins. Code', 'Insurance Code'],
  ['Lab. Code', 'Labor Code'],
  ["Loc. Gov't Code", 'Local Government Code'],
  ['Nat. Res. Code', 'Natural Resources Code'],
  ['Occ. Code', 'Occupations Code'],
  ['Parks & Wild. Code', 'Parks and Wildlife Code'],
  ['Penal Code', 'Pen. Code'],
  ['Prob. Code', 'Probate Code'],
  ['Prop. Code', 'Property Code'],
  ['Spec. Dist. Code', 'Special District Local Laws Code'],
  ['Tax Code'],
  ['Transp. Code', 'Transportation Code'],
  ['Util. Code', 'Utilities Code'],
  ['Water Code'],
]);
add('tx', {
  id: 'tx-code-crim-proc', name: 'Tex. Code Crim. Proc. Ann.', layout: 'article', grammar: 'article',
  // Vernon's Annotated Code of Criminal Procedure, as older opinions cite it: `Vernon's Ann.C.C.P. art. 38.22`, `V.A.C.C.P.`.
  forms: ['Tex. Code Crim. Proc.', 'Tex. Code Crim. P.', 'Tex. Crim. Proc. Code', 'Texas Code of Criminal Procedure', "Vernon's Ann. C.C.P.", 'V.A.C.C.P.', 'Tex. C.C.P.'],
  reverse: ['Texas Code of Criminal Procedure'],
});
// Articles of the civil statutes not yet moved into a subject code: `Tex. Rev. Civ. Stat. Ann. art. 4495b`.
add('tx', {
  id: 'tx-rev-civ-stat', name: 'Tex. Rev. Civ. Stat. Ann.', layout: 'article', grammar: 'article',
  // Vernon's Annotated Civil Statutes: `V.A.C.S. art. 4590i`, `Vernon's Ann. Texas Civ. St.`.
  forms: ['Tex. Rev. Civ. Stat.', 'Tex. Rev. Stat.', 'Tex. Rev. Stat. Ann.', "Vernon's Ann. Civ. St.", "Vernon's Tex. Rev. Civ. Stat. Ann.", 'Texas Revised Civil Statutes', 'V.A.C.S.', "Vernon's Ann. Texas Civ. St.", "Vernon's Ann. Tex. Civ. St."],
});

// New York's courts and digests also write a consolidated law's section without a sign (`Labor Law 240(1)`, `Penal Law 125.25`):
// a number with a subsection, a decimal part or a hyphenated one, or of three or four digits that is no year
// (`the Penal Law 10 times` cites nothing).
/** A New York section written without a sign (`Labor Law 240(1)`, `N.Y. Penal Law 265.03`): in parts, or three or four digits that are no year. */
const NEW_YORK_SIGNLESS = /^(?:\d{1,4}(?:[.-]\d|\(|-[a-z])|(?!(?:19|20)\d\d(?![0-9]))\d{3,4}(?![0-9A-Za-z]))/;
/** What every New York consolidated law's entry shares: its canonical name, the state's prefixes, its divisions. */
const NEW_YORK_LAWS = {
  canonical: (s: string) => `N.Y. ${s}`, prefixes: ['N.Y.', 'New York', 'New York State', 'NY', "New York's"], divisions: { levels: ['article', 'title'] } as DivisionScheme,
};
addSubjects('ny', {
  ...NEW_YORK_LAWS, unprefixed: true, unprefixedShape: NEW_YORK_SIGNLESS, signlessShape: NEW_YORK_SIGNLESS,
}, [
  ['Bus. Corp. Law', 'Business Corporation Law', 'BCL'],
  ['Civ. Rights Law', 'Civil Rights Law'],
  ['Civ. Serv. Law', 'Civil Service Law'],
  ['Correct. Law', 'Correction Law'],
  ['Crim. Proc. Law', 'Criminal Procedure Law', 'CPL'],
  ['Dom. Rel. Law', 'Domestic Relations Law', 'DRL'],
  ['Educ. Law', 'Education Law'],
  ['Elec. Law', 'Election Law'],
  ['Envtl. Conserv. Law', 'Environmental Conservation Law', 'ECL'],
  ['Est. Powers & Trusts Law', 'Estates, Powers and Trusts Law', 'EPTL'],
  ['Exec. Law', 'Executive Law'],
  ['Fam. Ct. Act', 'Family Court Act', 'Family Ct. Act'],
  ['Gen. Bus. Law', 'General Business Law', 'GBL'],
  ['Gen. Constr. Law', 'General Construction Law'],
  ['Gen. Mun. Law', 'General Municipal Law'],
  ['Gen. Oblig. Law', 'General Obligations Law', 'GOL'],
  ['Ins. Law', 'Insurance Law'],
  ['Jud. Law', 'Judiciary Law'],
  ['Lab. Law', 'Labor Law', 'NYLL'],
  ['Lien Law'],
  ['Ltd. Liab. Co. Law', 'Limited Liability Company Law', 'LLCL', 'LLC Law'],
  ['Mental Hyg. Law', 'Mental Hygiene Law'],
  ['Mult. Dwell. Law', 'Multiple Dwelling Law'],
  ['Not-for-Profit Corp. Law', 'Not-for-Profit Corporation Law'],
  ["P'ship Law", 'Partnership Law'],
  ['Penal Law'],
  ['Pub. Auth. Law', 'Public Authorities Law'],
  ['Pub. Health Law', 'Public Health Law'],
  ['Pub. Off. Law', 'Public Officers Law'],
  ['Real Prop. Law', 'Real Property Law', 'RPL'],
  ['Real Prop. Acts. Law', 'Real Property Actions and Proceedings Law', 'RPAPL', 'Real Prop. Actions & Proc. Law'],
  ['Real Prop. Tax Law', 'Real Property Tax Law', 'RPTL'],
  ['Retire. & Soc. Sec. Law', 'Retirement and Social Security Law'],
  ['Soc. Serv. Law', 'Social Services Law'],
  ['State Fin. Law', 'State Finance Law'],
  ['Surr. Ct. Proc. Act', "Surrogate's Court Procedure Act", 'SCPA'],
  ['Tax Law'],
  ['Veh. & Traf. Law', 'Vehicle and Traffic Law', 'VTL', 'Vehicle & Traffic Law'],
  ["Workers' Comp. Law", "Workers' Compensation Law", 'WCL'],
]);
// And the consolidated laws whose names other writing uses too (`Banking Law 101`, `Highway Law 1000 hours`): only before a sign.
addSubjects('ny', { ...NEW_YORK_LAWS, unprefixed: true }, [
  ['Agric. & Mkts. Law', 'Agriculture and Markets Law'],
  ['Alco. Bev. Cont. Law', 'Alcoholic Beverage Control Law'],
  ['Banking Law'],
  ['Coop. Corp. Law', 'Cooperative Corporations Law'],
  ['County Law'],
  ['Debt. & Cred. Law', 'Debtor and Creditor Law'],
  ['Gen. City Law', 'General City Law'],
  ['High. Law', 'Highway Law'],
  ['Legis. Law', 'Legislative Law'],
  ['Local Fin. Law', 'Local Finance Law'],
  ['Mun. Home Rule Law', 'Municipal Home Rule Law'],
  ['Nav. Law', 'Navigation Law'],
  ['Priv. Hous. Fin. Law', 'Private Housing Finance Law'],
  ['Pub. Serv. Law', 'Public Service Law'],
  ['R.R. Law', 'Railroad Law'],
  ['Relig. Corp. Law', 'Religious Corporations Law'],
  ['Town Law'],
  ['Transp. Law', 'Transportation Law'],
  ['Village Law'],
]);
// (And the Court of Claims Act only after the state's name: Illinois, Michigan and West Virginia have one too.)
addSubjects('ny', { ...NEW_YORK_LAWS, unprefixed: false }, [['Ct. Cl. Act', 'Court of Claims Act']]);
add('ny', {
  id: 'ny-cplr', name: 'N.Y. C.P.L.R.', layout: 'rule', divisions: { levels: ['article'] },
  forms: ['N.Y. Civ. Prac. L. & R.', 'New York Civil Practice Law and Rules'],
  // (`CPLR Rule 3211(a)(7)`, `CPLR R. 3212`: the rules are numbered with the sections.)
  local: ['N.Y. C.P.L.R.', 'C.P.L.R.', 'CPLR', 'N.Y. CPLR', 'CPLR Rule', 'CPLR R.'],
  // After an article: `article 78 of the CPLR`.
  reverse: ['CPLR', 'C.P.L.R.', 'Civil Practice Law and Rules'],
});
// The Consolidated Laws Service's own abbreviations, as Lexis prints them: `NY CLS Penal § 125.25`.
for (const [id, spelling] of [
  ['ny-penal-law', 'NY CLS Penal'], ['ny-gen-oblig-law', 'NY CLS Gen Oblig'], ['ny-veh-traf-law', 'NY CLS Veh & Tr'],
  ['ny-lab-law', 'NY CLS Lab'], ['ny-ins-law', 'NY CLS Ins'], ['ny-exec-law', 'NY CLS Exec'], ['ny-jud-law', 'NY CLS Jud'],
  ['ny-dom-rel-law', 'NY CLS Dom Rel'], ['ny-gen-bus-law', 'NY CLS Gen Bus'], ['ny-bus-corp-law', 'NY CLS Bus Corp'],
  ['ny-educ-law', 'NY CLS Educ'], ['ny-soc-serv-law', 'NY CLS Soc Serv'], ['ny-pub-health-law', 'NY CLS Pub Health'],
  ['ny-crim-proc-law', 'NY CLS Crim Pro'], ['ny-est-powers-trusts-law', 'NY CLS EPTL'], ['ny-real-prop-acts-law', 'NY CLS RPAPL'],
  ['ny-fam-ct-act', 'NY CLS Family Ct Act'], ['ny-surr-ct-proc-act', 'NY CLS SCPA'], ['ny-workers-comp-law', 'NY CLS Work Comp'],
]) addUnprefixed(id, [spelling]);
// Each law's abbreviation without periods and with `L` for Law (`Gen Oblig L § 17-103`, `Gen Mun L §50-I`), and the
// abbreviations the Legislature's bill summaries print after the section (`Amd §5-702, Gen Ob L`).
// (And after `NY`, as Justia prints them: `NY Penal L § 125.25`, `NY Gen Bus L § 349`.)
for (const entry of codes.filter((c) => c.code.id.startsWith('ny-') && c.code.name.endsWith(' Law'))) {
  const abbreviation = `${entry.code.name.slice(5, -4).replace(/\./g, '')} L`;
  addUnprefixed(entry.code.id, [abbreviation, `NY ${abbreviation}`], true);
}
for (const [id, spelling] of [
  ['ny-gen-oblig-law', 'Gen Ob L'], ['ny-penal-law', 'Pen L'], ['ny-educ-law', 'Ed L'], ['ny-veh-traf-law', 'V & T L'],
  ['ny-gen-mun-law', 'Gen Muni L'], ['ny-jud-law', 'Judy L'], ['ny-civ-rights-law', 'Civ Rts L'], ['ny-elec-law', 'El L'],
  ['ny-real-prop-law', 'RP L'], ['ny-real-prop-acts-law', 'RPAP L'], ['ny-real-prop-tax-law', 'RPT L'], ['ny-correct-law', 'Cor L'],
  ['ny-crim-proc-law', 'CP L'], ['ny-workers-comp-law', 'Work Comp L'], ['ny-mental-hyg-law', 'Ment Hyg L'], ['ny-envtl-conserv-law', 'En Con L'],
]) addUnprefixed(id, [spelling], true);

// Maryland's Code before its revision into named articles numbered its articles: `Md. Ann. Code art. 27, § 36`,
// `Maryland Code (1957, 1979 Repl. Vol.), Art. 101, § 64A`.
// (Named after its article too: `Sections 63 and 68 of Article 40 of the Annotated Code of Maryland`.)
add('md', { id: 'md-art', name: 'Md. Ann. Code', layout: 'chapter', chapterLabel: 'art.', forms: ['Md. Code Ann.', 'Md. Code', 'Maryland Code', 'Annotated Code of Maryland'],
  reverse: ['Annotated Code of Maryland'] });
addSubjects('md', {
  canonical: (s) => `Md. Code Ann., ${s}`,
  // `Maryland Code of Criminal Law Section 3-402`, `Maryland Courts and Judicial Proceedings Section 5-101`, as the web writes them.
  // (`MD Code, Real Property, § 8-203`: Westlaw's; `Md. Crim. Law § 4-203`: the State's abbreviation before the article's.)
  prefixes: ['Md. Code Ann.,', 'Md. Code,', 'Md. Ann. Code', 'Maryland Code,', 'Md. Code Ann.', 'Md. Code', 'Maryland Code', 'Maryland Code of', 'Maryland', 'Md.', 'MD Code,', 'MD Code',
    'Maryland Code Annotated,', 'Maryland Code Annotated'],
  unprefixed: false,
  // (`Md. Code Ann. Cts. & Jud. Proc. 5-109(a)(1)`: written without a sign, a title and a section of three or four digits,
  // no year: not `2-5 acres`, `12-2019`.)
  signlessShape: /^\d{1,2}[A-Z]?-(?!(?:19|20)\d\d(?!\d))\d{3,4}(?![\d-])/,
  // Every section is title and number (`3-402`), set with an en dash in the State's own text (`§ 3–402`).
  grammar: 'hyphenated',
  divisions: { levels: ['title', 'subtitle', 'part'] },
  articleNames: true,
}, [
  // Each article's official abbreviation after the Code's name: `Md. Code, CJ § 5-101`.
  ['Agric.', 'Agriculture', 'AG'],
  ['Bus. Occ. & Prof.', 'Business Occupations and Professions', 'BOP'],
  ['Bus. Reg.', 'Business Regulation', 'BR'],
  ['Com. Law', 'Commercial Law', 'CL'],
  ["Corps. & Ass'ns", 'Corporations and Associations', 'CA'],
  ['Crim. Law', 'Criminal Law', 'Criminal Law Article', 'Crim. Law Art.', 'CR'],
  ['Crim. Proc.', 'Criminal Procedure', 'Criminal Procedure Article', 'Crim. Proc. Art.', 'CP'],
  ['Cts. & Jud. Proc.', 'Courts and Judicial Proceedings', 'Courts & Judicial Proceedings', 'Courts and Judicial Proceedings Article', 'Cts. & Jud. Proc. Art.', 'Cts. & Jud. Art.', 'Courts Article', 'CJ', 'CJP'],
  ['Econ. Dev.', 'Economic Development'],
  ['Educ.', 'Education', 'ED'],
  ['Elec. Law', 'Election Law', 'EL'],
  ["Env't", 'Environment', 'EN'],
  ['Gen. Provis.', 'General Provisions', 'Gen. Provisions', 'Gen. Prov.', 'GP'],
  ['Hum. Servs.', 'Human Services', 'HU'],
  ['Corr. Servs.', 'Correctional Services', 'CS'],
  ['Alc. Bev.', 'Alcoholic Beverages', 'AB'],
  ['Est. & Trusts', 'Estates and Trusts', 'ET'],
  ['Fam. Law', 'Family Law', 'Family Law Article', 'Fam. Law Art.', 'FL'],
  ['Fin. Inst.', 'Financial Institutions', 'FI'],
  ['Health-Gen.', 'Health-General', 'Health - General', 'HG'],
  ['Health Occ.', 'Health Occupations', 'HO'],
  ['Hous. & Cmty. Dev.', 'Housing and Community Development', 'HS'],
  ['Ins.', 'Insurance', 'IN'],
  ['Lab. & Empl.', 'Labor and Employment', 'LE'],
  ['Land Use'],
  ["Local Gov't", 'Local Government', 'LG'],
  ['Nat. Res.', 'Natural Resources', 'NR'],
  ['Pub. Safety', 'Public Safety', 'PS'],
  ['Pub. Util.', 'Public Utilities', 'PUA'],
  ['Real Prop.', 'Real Property', 'RP'],
  ['State Fin. & Proc.', 'State Finance and Procurement', 'SFP'],
  ["State Gov't", 'State Government', 'SG'],
  ['State Pers. & Pens.', 'State Personnel and Pensions', 'SPP'],
  ['Tax-Gen.', 'Tax-General', 'TG'],
  ['Tax-Prop.', 'Tax-Property', 'TP'],
  ['Transp.', 'Transportation', 'TR'],
]);
// Maryland courts also cite an article without the code name: `Criminal Law Article, § 2-201`, `Real Property Article,
// § 14-201`; and with it: `Md. Code, Real Property Article, § 11-109`.
for (const entry of codes.filter((c) => c.code.id.startsWith('md-') && c.code.id !== 'md-art')) {
  const spelled = entry.forms.filter((f) => f.reverse && f.text.endsWith(' Article')).map((f) => f.text);
  for (const text of spelled) {
    // (`the Maryland Transportation Article § 21-902`, as the web names it; `Code Health-General Article, secs. 10-601`,
    // as the Maryland Manual does.)
    for (const prefix of ['Md. Code,', 'Maryland Code,', 'Maryland', 'Code']) entry.forms.push({ text: `${prefix} ${text}`, signOptional: false, reverse: false });
  }
  addUnprefixed(entry.code.id, spelled);
}
// Ohio's code as its own statutes and opinions name it: `Revised Code Section 2305.10` (not after another capitalised
// word: `Washington Revised Code`).
addUnprefixed('oh', ['Revised Code']);
// Both Louisiana's and Texas's (criminalProcedureCodeFor): `Code of Criminal Procedure article 38.23`, `Article 701`.
addUnprefixed('la-ccrp', ['Code of Criminal Procedure', 'Code Crim. Proc.'], true);
addUnprefixed('md-crim-law', ['Crim. Law Art.']);
addUnprefixed('md-crim-proc', ['Crim. Proc. Art.']);
addUnprefixed('md-fam-law', ['Fam. Law Art.']);
// (And four articles' abbreviations no other state's code has, before a sign: `Cts. & Jud. Proc. § 5-105` in a table of
// limits, `the Maryland Contract Lien Act, Real Prop. §§ 14-201–206`; New York's is `Real Prop. Law`.)
addUnprefixed('md-cts-jud-proc', ['Cts. & Jud. Proc. Art.', 'Cts. & Jud. Art.', 'Cts. & Jud. Proc.']);
addUnprefixed('md-est-trusts', ['Est. & Trusts']);
addUnprefixed('md-health-gen', ['Health-Gen.']);
addUnprefixed('md-real-prop', ['Real Prop.']);
// Texas's courts cite their subject codes without the state too. Those whose names California's codes share
// (`Penal Code`, `Family Code`) stay California's, and the Code of Criminal Procedure is Louisiana's name too;
// these names are Texas's alone.
for (const [id, ...spellings] of [
  ['tx-civ-prac-rem-code', 'Civil Practice and Remedies Code', 'Civ. Prac. & Rem. Code', 'Civil Practice & Remedies Code'],
  ['tx-occ-code', 'Occupations Code', 'Occ. Code'],
  ['tx-prop-code', 'Property Code', 'Prop. Code'],
  ['tx-transp-code', 'Transportation Code', 'Transp. Code'],
  ['tx-est-code', 'Estates Code', 'Est. Code'],
  ['tx-loc-gov-t-code', 'Local Government Code', "Loc. Gov't Code"],
  ['tx-bus-com-code', 'Business and Commerce Code', 'Bus. & Com. Code'],
  ['tx-bus-orgs-code', 'Business Organizations Code', 'Bus. Orgs. Code'],
  ['tx-hum-res-code', 'Human Resources Code', 'Hum. Res. Code'],
  ['tx-nat-res-code', 'Natural Resources Code', 'Nat. Res. Code'],
  ['tx-parks-wild-code', 'Parks and Wildlife Code'],
  ['tx-alco-bev-code', 'Alcoholic Beverage Code'],
  ['tx-tax-code', 'Tax Code'],
  ['tx-util-code', 'Utilities Code'],
]) addUnprefixed(id, spellings, true);
// A subject code both states have, named without the state (`Penal Code § 19.02`), is Texas's in a document that
// cites Texas's codes and not California's; otherwise California's, whose courts write it that way.
for (const subject of ['penal-code', 'fam-code', 'gov-t-code', 'lab-code', 'educ-code', 'ins-code', 'water-code', 'health-safety-code', 'elec-code', 'fin-code']) {
  const texas = stateCodeById(`tx-${subject}`);
  for (const form of entryById(`ca-${subject}`).forms) if (form.unprefixed) form.alternatives = [texas.id];
}

// The universal citation free online codes print (`CO Rev Stat § 13-80-104 (2021)`, `NE Code § 13-902`): the postal
// abbreviation and a generic name, whichever the site chose for the state that year, naming the state's main code.
// Not where another code has the spelling in any case or punctuation (`PA Stat` is `Pa. Stat.`, the unconsolidated statutes).
const UNIVERSAL_NAMES = [
  'Code', 'Code Ann', 'Stat', 'Stat Ann', 'Rev Stat', 'Rev Stat Ann', 'Rev Code', 'Gen Stat', 'Gen L', 'Gen Laws', 'Comp Laws', 'Comp L',
  'Comp Stat', 'Cons Stat', 'Codified L', 'Codified Laws', 'Cent Code', 'Rev L', 'Rev Laws', 'Code of Laws', 'Laws',
  // Westlaw's citation of a state's statutes in its documents' headers: `FL ST § 83.56`, `DC ST § 11-102`.
  'ST',
];
{
  const key = (spelling: string): string => spelling.replace(/[^0-9A-Za-z&]/g, '').toUpperCase();
  const spelledBy = new Map<string, string>();
  for (const c of codes) for (const f of c.forms) spelledBy.set(key(f.text), c.code.id);
  for (const c of codes) {
    if (c.code.id !== c.code.state) continue;
    for (const name of UNIVERSAL_NAMES) {
      const text = `${c.code.state.toUpperCase()} ${name}`;
      // The Pennsylvania Code is the state's regulations, not its statutes (`55 PA Code § 3490.4`).
      if (text === 'PA Code') continue;
      const other = spelledBy.get(key(text));
      const listed = other === c.code.id && c.forms.some((f) => f.text === text);
      if (other === undefined || (other === c.code.id && !listed)) c.forms.push({ text, signOptional: false, reverse: false, exactCase: true });
    }
  }
}

export const STATE_CODES: readonly StateCode[] = codes;

/** The Maryland article whose official abbreviation is `abbreviation` (`RP`: Real Property), or null. */
export function marylandArticleByAbbreviation(abbreviation: string): CodeDef | null {
  return marylandArticles.get(abbreviation) ?? null;
}

/** New York's consolidated laws by their names in lower case, as its own statutes write them after `of the`; built on first use. */
let newYorkLawsInLowerCase: Map<string, CodeDef> | null = null;
/**
 * A consolidated law's name spelled out in two words or more before `Law` or `Act` (`Criminal Procedure Law`, `Family Court
 * Act`); not one word's (`the tax law`, `the penal law`: any law of that subject, in lower case).
 */
const SPELLED_OUT_LAW = /^[A-Z][a-z]+(?: (?:and |& )?[A-Z][a-z]+)+ (?:Law|Act)$/;
/** Another jurisdiction named after a law's name (`of Delaware`, `, in Delaware`). */
const JURISDICTION_AFTER = /^,?\s+(?:of|in)\s+(?:the\s+)?[A-Z]/;
/** How far before a New York law named in lower case the State must be the one named last. */
const NEW_YORK_NAMED_READ = 1000;
/** Up to seven words in lower case, one space between them. */
const LOWER_CASE_WORDS = /[a-z]+(?: (?:&|[a-z]+)){0,6}/y;

/**
 * `section 530.14 of the criminal procedure law`, `section 842-a of the family court act`: the New York law named in lower
 * case at `pos` (after `of the`), and where its name ends, where New York is the state named last before it; not one
 * another jurisdiction's (`of the mental hygiene law of Japan`).
 */
export function newYorkLawInLowerCaseAt(text: string, pos: number): { code: CodeDef; end: number } | null {
  if (!newYorkLawsInLowerCase) {
    newYorkLawsInLowerCase = new Map();
    for (const { code, forms } of codes) {
      if (code.state !== 'ny') continue;
      for (const form of forms) if (form.unprefixed && SPELLED_OUT_LAW.test(form.text)) newYorkLawsInLowerCase.set(form.text.toLowerCase(), code);
    }
  }
  LOWER_CASE_WORDS.lastIndex = pos;
  const words = LOWER_CASE_WORDS.exec(text);
  if (!words) return null;
  // The longest name the words start with, word by word.
  for (let phrase = words[0]; phrase.length > 0; phrase = phrase.slice(0, Math.max(0, phrase.lastIndexOf(' ')))) {
    const code = newYorkLawsInLowerCase.get(phrase);
    if (!code) continue;
    const end = pos + phrase.length;
    if (JURISDICTION_AFTER.test(text.slice(end, end + 16)) || lastStateNamed(text.slice(Math.max(0, pos - NEW_YORK_NAMED_READ), pos))?.state !== 'ny') return null;
    return { code, end };
  }
  return null;
}

/** The shape a section of `code` has where it is written without a sign (`81-3-202`, `26.09.191`); undefined if none. */
export function signlessShapeOf(code: CodeDef): RegExp | undefined {
  return shapesByCode.get(code);
}

/**
 * The states whose one code a writer may name by the state and a word (`Arizona law`, `South Carolina's Code of Laws`),
 * keyed by the state's name, each with the shape its sections have.
 */
export const STATE_CODES_BY_NAME: ReadonlyMap<string, { readonly code: CodeDef; readonly shape: RegExp }> = codesByStateName;

/** Every state's name (and D.C.'s), longest first, as prose names it. */
const EVERY_STATE_NAME: ReadonlyArray<[string, string]> = Object.entries({
  ...STATE_NAME, ca: 'California', de: 'Delaware', il: 'Illinois', la: 'Louisiana', md: 'Maryland', ma: 'Massachusetts',
  ny: 'New York', pa: 'Pennsylvania', tx: 'Texas',
}).sort((a, b) => b[1].length - a[1].length);

// (Not a federal court's district, `the Eastern District of Pennsylvania`, nor a party or a place the state's name
// describes, `a Delaware corporation`, `a Maine resident`, `Pennsylvania Avenue`: neither names the state's law.)
const STATE_IN_PROSE = new RegExp(
  `(?<![A-Za-z]|District of )(?:${EVERY_STATE_NAME.map(([, name]) => name).join('|')})(?![A-Za-z])` +
    String.raw`(?!\s+(?:(?:corporations?|limited|LLC|LLP|compan(?:y|ies)|residents?|citizens?|plaintiffs?|defendants?|Avenue|Street|County|University|City|Inc)\b|L\.L\.C\.|Ave\.|Corp\.|corp\.|Inc\.))`,
  'g',
);
const STATE_BY_NAME = new Map(EVERY_STATE_NAME.map(([state, name]) => [name, state]));

/** Whether `name` is a state's name as written in full (`Kentucky`, `West Virginia`). */
export function isStateName(name: string): boolean {
  return STATE_BY_NAME.has(name);
}

/** The state named last in `prose` and where its name starts; null where none is. */
export function lastStateNamed(prose: string): { state: string; index: number } | null {
  let last: { state: string; index: number } | null = null;
  STATE_IN_PROSE.lastIndex = 0;
  for (let m = STATE_IN_PROSE.exec(prose); m; m = STATE_IN_PROSE.exec(prose)) last = { state: STATE_BY_NAME.get(m[0]) as string, index: m.index };
  return last;
}

/** The state's own code where it numbers it by title (Delaware's, Maine's, Oklahoma's, Pennsylvania's consolidated statutes, Vermont's); else null. */
export function titledCodeOf(state: string): CodeDef | null {
  const own = codes.find((c) => c.code.id === state)?.code;
  return own && numberedByTitle(own) ? own : null;
}

/** Every state and D.C. that the table covers (used by tests to prove coverage). */
export const STATES_COVERED: readonly string[] = [...new Set(codes.map((c) => c.code.state as string))].sort();

/**
 * Virginia's courts cite their code as a bare `Code § 8.01-195.3` or `Code 18.2-266` (its lawyers as a bare `§ 18.2-266`). With no state's
 * code before it, such a citation is Virginia's where its sections are numbered in one of Virginia's titles with a decimal point
 * (`8.01`, `18.2`, `46.2`) and one part after the hyphen: North Dakota's `12.1-32-02` has two, and a
 * Treasury regulation's `1.42-5` names no Virginia title.
 */
export const VIRGINIA_SECTION = new RegExp(
  `^(?:${['2.2', '3.2', '4.1', '5.1', '6.2', '8.01', '8.02', '8.03', '8.1A', '8.2', '8.2A', '8.3A', '8.4', '8.4A', '8.5A', '8.7', '8.8A', '8.9A', '8.10',
    '9.1', '10.1', '12.1', '13.1', '15.2', '16.1', '17.1', '18.2', '19.2', '22.1', '23.1', '24.2', '25.1', '28.2', '29.1', '32.1', '33.2', '35.1',
    '37.2', '38.2', '40.1', '42.1', '45.2', '46.2', '51.1', '51.5', '53.1', '54.1', '55.1', '58.1', '59.1', '60.2', '62.1', '63.2', '64.2', '65.2']
    .map((t) => t.replace('.', '\\.')).join('|')})-\\d{1,4}(?:\\.\\d{1,2})?(?![-\\d])`,
);
