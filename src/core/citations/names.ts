/**
 * Recognising a code's name from the text around a section sign. Names are compared in a
 * normalised form (no spaces, periods, commas or apostrophes), so `N.Y. Gen. Bus. Law`,
 * `N. Y. Gen.Bus. Law` and `N.Y. Gen. Bus. Law,` are the same key. Lookups walk backward
 * from the end of a name, one character at a time, checking a map of reversed keys at each
 * word start: O(length of the longest name), with no regex alternation over hundreds of names.
 */
import { ACQUISITION_REGULATIONS, BANKRUPTCY_CODE, CFR, IRC, TREASURY_REGULATIONS, USC, type CodeDef } from './codes';
import { isStateName, STATE_CODES, stateCodeById, type NameFormSpec } from './stateCodes';
import { isAlnum, isDigit, isLetter, isLower, isUpper, SIGNAL_WORDS, skipGapBack, startsAt } from './text';

export interface NameForm {
  readonly code: CodeDef;
  /** The spelling as listed (for diagnostics). */
  readonly text: string;
  readonly signOptional: boolean;
  readonly sectionShape?: RegExp;
  /** sectionShape as a sticky pattern, to test at the number before the list is parsed (shapes that only test a prefix). */
  readonly shapeAt?: RegExp;
  /** See NameFormSpec.unprefixed. */
  readonly unprefixed?: boolean;
  /** Other codes the same spelling names (`I.C.`): the citation is ambiguous until the document decides. */
  readonly alternatives?: readonly CodeDef[];
  /** A state named in words (`Arizona law`, stateInWords.ts): its shape holds after a sign too, and no `of` follows. */
  readonly inWords?: true;
}

export interface NameMatch {
  form: NameForm;
  start: number;
  end: number;
}

/** Federal names that can stand before a section sign or `section` without their own anchor. */
const FEDERAL_FORMS: ReadonlyArray<[CodeDef, string]> = [
  [IRC, 'Internal Revenue Code'], [IRC, 'Int. Rev. Code'],
  [BANKRUPTCY_CODE, 'Bankruptcy Code'],
  [USC, 'United States Code'],
  [CFR, 'Code of Federal Regulations'],
];

/** The Treasury's regulations by their names, before a sign, or without one before a number of their own (TREASURY_SECTION). */
const TREASURY_REGULATION_NAMES = ['Treas. Reg.', 'Treasury Regulation', 'Treas. Regs.', 'Treasury Regulations'];

/**
 * A section of the Treasury's regulations: the part, a period, the Code's section and a hyphen (`1.401(a)(9)-6`,
 * `301.7701-3`), as `Treas. Reg. 1.1031(k)-1` writes it without a sign.
 */
const TREASURY_SECTION = /^\d{1,3}\.\d{1,4}[A-Z]{0,2}(?:\([a-z0-9]{1,3}\))*-\d/;

/**
 * The Treasury's regulations as tax writing names them shortest (`Reg. § 1.1031(k)-1`, `Regs. Sec. 1.162-5`): only
 * before a number of their own shape, the part, a period, the Code's section and a hyphen (`Reg. § 5` is some other).
 */
const TREASURY_REGULATIONS_SHORT: CodeDef = { ...TREASURY_REGULATIONS, id: 'treas-reg-short', sectionPattern: TREASURY_SECTION };

/** The General Corporation Law is title 8 of the Delaware Code: `DGCL § 220` is `Del. Code Ann. tit. 8, § 220`. */
const DELAWARE_CORPORATION_LAW: CodeDef = { ...stateCodeById('de'), id: 'de-gcl', fixedTitle: '8' };

/**
 * Acts codified as one chapter of a code, whose sections keep the code's numbers, so that writers cite the code's
 * section by the act's name (`section 101.021 of the Texas Tort Claims Act`, `Section 17200 of the UCL`): the code,
 * its sections in the act's chapter only (`section 3 of the Tort Claims Act` is the act's own numbering, before it was
 * codified); and titles of Pennsylvania's consolidated statutes named as codes (`section 2702 of the Crimes Code`,
 * `Section 8541 of the Judicial Code`, `Section 9715(a) of the Sentencing Code`, chapter 97 of the Judicial Code), the Judicial Code's sections from 5000 only: the federal Judicial Code is title
 * 28 of the U.S. Code, whose sections stop below that. [code id, the sections by that name, names, the title].
 */
const CODIFIED_ACTS: ReadonlyArray<readonly [string, RegExp, readonly string[], string?]> = [
  ['tx-civ-prac-rem-code', /^101\.\d{3}$/, ['Texas Tort Claims Act', 'TTCA']],
  ['tx-civ-prac-rem-code', /^27\.\d{3}$/, ['Texas Citizens Participation Act']],
  ['tx-gov-t-code', /^552\.\d{3}$/, ['Texas Public Information Act', 'Public Information Act', 'Texas Open Records Act']],
  ['tx-bus-com-code', /^17\.\d{2}$/, ['Texas Deceptive Trade Practices Act', 'Deceptive Trade Practices Act', 'DTPA']],
  ['tx-lab-code', /^21\.\d{3}$/, ['Texas Commission on Human Rights Act', 'TCHRA']],
  // (The Business Organizations Code and Maryland's corporation law by the acronyms their practitioners use.)
  ['tx-bus-orgs-code', /^\d{1,3}\.\d{3,4}[A-Z]?$/, ['TBOC']],
  ['md-corps-ass-ns', /^\d{1,2}-\d{3}(?:\.\d{1,2})?$/, ['MGCL', 'Maryland General Corporation Law']],
  ['ca-bus-prof-code', /^172\d\d(?:\.\d{1,2})?$/, ['Unfair Competition Law', 'UCL']],
  ['ca-gov-t-code', /^129\d\d(?:\.\d{1,2})?$/, ['Fair Employment and Housing Act', 'FEHA']],
  ['pa', /^\d{3,4}(?:\.\d{1,2})?$/, ['Crimes Code', 'Pennsylvania Crimes Code'], '18'],
  ['pa', /^[5-9]\d{3}(?:\.\d{1,2})?$/, ['Judicial Code', 'Pennsylvania Judicial Code'], '42'],
  ['pa', /^97\d\d(?:\.\d{1,2})?$/, ['Sentencing Code', 'Pennsylvania Sentencing Code'], '42'],
];

/** The Treasury's regulations as the Tax Court names them after a section, by the tax each part is about. */
const TAX_COURT_REGULATION_NAMES = ['Income Tax Regs.', 'Proced. & Admin. Regs.', 'Estate Tax Regs.', 'Gift Tax Regs.', 'Employment Tax Regs.', 'Excise Tax Regs.'];

/**
 * The federal markers, written before the section with or without a sign (`42 U.S.C. 1983`);
 * lower case as people type them (`42 usc 1983`). Compared without periods and spaces, so
 * `U. S. C.` and `USC` are the same; `U.S.C.C.A.N.` and `USCIS` are other words.
 */
const FEDERAL_MARKERS: ReadonlyArray<[CodeDef, string]> = [
  [USC, 'U.S.C.'], [USC, 'U.S.C.A.'], [USC, 'U.S.C.S.'], [USC, 'usc'], [USC, 'U.S. Code'],
  [CFR, 'C.F.R.'], [CFR, 'cfr'],
];

/** A section of the acquisition regulations: part, period, subpart and section (`52.212-4`, `15.404-1`, `252.204-7012`). */
const ACQUISITION_SECTION = /^\d{1,3}\.\d{3}/;
/** A section of the Internal Revenue Code written without a sign: `501(c)(3)`, `1031`, `45Q`; never a year. */
export const IRC_SECTION = /^(?!(?:19|20)\d\d(?![\d(A-Z]))\d{1,4}[A-Z]{0,2}(?!\d|\.\d)/;

/**
 * Characters dropped when comparing names; `\` for LaTeX's inter-word space after a period (`Cal.\ Civ.\ Code`); the
 * apostrophe and what stands for it, the ʻokina among them (`Hawaiʻi Revised Statutes`, as the State writes its name).
 */
function isIgnorable(c: number): boolean {
  return c === 32 || c === 46 || c === 44 || c === 39 || c === 0x2019 || c === 126 || c === 0xa0 || c === 9 || c === 10 || c === 13 || c === 92 || c === 0x2018 || c === 0x2bb;
}

/** Characters that make up names: letters, digits, `&` and `-`. */
function isNameChar(c: number): boolean {
  return isAlnum(c) || c === 38 || c === 45;
}

function normalizeName(name: string): string {
  let out = '';
  const s = name.replace(/&amp;/g, '&');
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isIgnorable(c)) out += s[i];
  }
  return out;
}

/** Longest stretch of raw text a name may span (the longest names, generously spaced). */
const MAX_RAW_NAME_LENGTH = 160;

/**
 * A trie over normalised names: following it costs one hash probe per character. Nodes are
 * numbers and every edge is one entry of a single table keyed `node * 128 + character` (names
 * are ASCII): thousands of spellings make tens of thousands of nodes, and a Map per node cost
 * more to build, and to collect, than a whole scan of a large document. The table is an
 * open-addressing hash in two typed arrays: a Map lookup is a call the optimising compiler
 * does not inline, and it is the largest single cost of reading a name back from a number.
 */
class Trie {
  /** Edge keys (`node * 128 + character`, -1 for an empty slot) and the child each leads to. */
  private keys = new Int32Array(1 << 10).fill(-1);
  private children = new Int32Array(1 << 10);
  private bits = 10;
  private size = 0;
  readonly forms: Array<NameForm | null> = [null];

  /** The child of `node` along `c`, or -1. */
  child(node: number, c: number): number {
    if (c >= 128) return -1;
    const key = node * 128 + c;
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits); ; slot = (slot + 1) & mask) {
      const k = keys[slot];
      if (k === key) return this.children[slot];
      if (k === -1) return -1;
    }
  }

  /** The node reached from the root along `key` (read backward when `reversed`), created as needed. */
  insert(key: string, reversed: boolean): number {
    let node = 0;
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(reversed ? key.length - 1 - k : k);
      if (c >= 128) throw new Error(`name key ${key} is not ASCII`);
      let next = this.child(node, c);
      if (next < 0) {
        next = this.forms.length;
        this.forms.push(null);
        this.put(node * 128 + c, next);
      }
      node = next;
    }
    return node;
  }

  private put(key: number, child: number): void {
    // At most half full, so a probe for a missing edge soon reaches an empty slot.
    if (2 * (this.size + 1) > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[slot] !== -1) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.children[slot] = child;
    this.size++;
  }

  private grow(): void {
    const { keys, children } = this;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.children = new Int32Array(1 << this.bits);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.put(keys[i], children[i]);
  }
}

interface NameTables {
  /** Names written before the section, reversed. */
  before: Trie;
  /** Normalised key → form, for names written after the section (`§ 768.72, Fla. Stat.`). */
  after: Map<string, NameForm>;
  /** The same keys in a trie, read forward: a lookup at a word no name starts with stops at once. */
  afterTrie: Trie;
  maxAfterKeyLength: number;
  /** Keys listed for two different codes (should be empty; a unit test checks). */
  conflicts: string[];
}

const shapeCache = new Map<RegExp, RegExp | undefined>();

/** `/^\d{1,2}-\d/` as a sticky `/\d{1,2}-\d/y`; undefined for shapes that look at the end (`$`). */
function stickyPrefix(shape: RegExp): RegExp | undefined {
  if (!shapeCache.has(shape)) {
    const source = shape.source;
    shapeCache.set(shape, source.startsWith('^') && !source.includes('$') ? new RegExp(withHyphenLookalikes(source.slice(1)), 'y') : undefined);
  }
  return shapeCache.get(shape);
}

/**
 * A shape's hyphens (outside its character classes) also match the hyphens word processors and legislatures' sites put
 * in numbers (`G.S. 1‑53`, with U+2011): the shape is tested on the text as written.
 */
function withHyphenLookalikes(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += c + source[++i];
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c === '-' && !inClass ? '[-\\u2010\\u2011\\u2013\\u2212]' : c;
  }
  return out;
}

function fail(message: string): never {
  throw new Error(message);
}

function buildTables(): NameTables {
  const before = new Trie();
  const after = new Map<string, NameForm>();
  const conflicts: string[] = [];
  let maxAfterKeyLength = 0;
  const byId = new Map(STATE_CODES.map((c) => [c.code.id, c.code]));
  const generated: Array<[string, NameForm]> = [];
  // Names set in small capitals, as briefs and law reviews print them, come out of a PDF in capitals: `TEX. CIV. PRAC. & REM. CODE ANN.`.
  const capitals: Array<[string, NameForm, boolean]> = [];
  const addForm = (code: CodeDef, spec: NameFormSpec): void => {
    const key = normalizeName(spec.text);
    // Every form has every field, in one order: the parsers read them at every name they find, and
    // forms of several shapes make those reads megamorphic (and deoptimise the name lookup).
    const form: NameForm = {
      code,
      text: spec.text,
      signOptional: spec.signOptional,
      sectionShape: spec.sectionShape,
      shapeAt: spec.sectionShape ? stickyPrefix(spec.sectionShape) : undefined,
      unprefixed: spec.unprefixed ? true : undefined,
      alternatives: spec.alternatives ? spec.alternatives.map((id) => byId.get(id) ?? fail(`no code ${id}`)) : undefined,
      inWords: spec.inWords ? true : undefined,
    };
    if (spec.generated) {
      generated.push([key, form]);
      // `SECTION 11-46-11, MISSISSIPPI CODE OF 1972`: session laws' titles print the name in capitals.
      if (key.toUpperCase() !== key) generated.push([key.toUpperCase(), form]);
      return;
    }
    let existing: NameForm | null | undefined;
    if (spec.reverse) {
      existing = after.get(key);
      if (!existing) after.set(key, form);
      maxAfterKeyLength = Math.max(maxAfterKeyLength, key.length);
    } else {
      const node = before.insert(key, true);
      existing = before.forms[node];
      if (!existing) before.forms[node] = form;
    }
    if (existing && existing.code !== code) conflicts.push(`${spec.text} (${existing.code.id} / ${code.id})`);
    if (spec.exactCase) return;
    // `Miss. Code Annotated § 11-46-11`, `Ark. Code Anno. § 5-65-102`: the abbreviation written out, or otherwise.
    if (spec.text.endsWith(' Ann.')) {
      capitals.push([normalizeName(`${spec.text.slice(0, -4)}Annotated`), form, spec.reverse]);
      capitals.push([normalizeName(`${spec.text.slice(0, -4)}Anno.`), form, spec.reverse]);
      capitals.push([normalizeName(`${spec.text.slice(0, -4)}Annot.`), form, spec.reverse]);
    } else if (spec.text.endsWith(' Annotated')) {
      // (`Mississippi Code Annot. Sections 43-19-101`.)
      capitals.push([normalizeName(`${spec.text.slice(0, -9)}Annot.`), form, spec.reverse]);
    }
    const upper = key.toUpperCase();
    if (upper !== key) capitals.push([upper, form, spec.reverse]);
    // Scanned opinions print the words after the state's in capitals (`Wis. STAT. § 32.06`, small capitals once).
    const space = spec.text.indexOf(' ');
    if (space > 0 && space <= 6 && spec.text.charCodeAt(space - 1) === 46 /* . */) {
      const mixed = normalizeName(spec.text.slice(0, space + 1) + spec.text.slice(space + 1).toUpperCase());
      if (mixed !== key && mixed !== upper) capitals.push([mixed, form, spec.reverse]);
    }
    // And web pages the state's name alone (`KENTUCKY Revised Statutes § 376.210`, `TENNESSEE Code Annotated`).
    const stateWord = /^(?:New |North |South |West |Rhode )?[A-Z][a-z]+(?= [A-Z])/.exec(spec.text);
    if (stateWord && isStateName(stateWord[0])) {
      const rest = spec.text.slice(stateWord[0].length);
      for (const written of rest.endsWith(' Ann.') ? [rest, `${rest.slice(0, -4)}Annotated`] : [rest]) {
        const shouted = normalizeName(stateWord[0].toUpperCase() + written);
        if (shouted !== key && shouted !== upper) capitals.push([shouted, form, spec.reverse]);
      }
    }
  };
  for (const [code, text] of FEDERAL_FORMS) addForm(code, { text, signOptional: false, reverse: false });
  for (const [code, text] of FEDERAL_MARKERS) addForm(code, { text, signOptional: true, reverse: false });
  // The Tax Court's names for the Treasury's regulations, after the section (`sec. 1.162-17(a), Income Tax Regs.`).
  for (const text of TAX_COURT_REGULATION_NAMES) addForm(TREASURY_REGULATIONS, { text, signOptional: false, reverse: true });
  for (const text of TREASURY_REGULATION_NAMES) addForm(TREASURY_REGULATIONS, { text, signOptional: true, reverse: false, sectionShape: TREASURY_SECTION });
  for (const text of ['Reg.', 'Regs.']) addForm(TREASURY_REGULATIONS_SHORT, { text, signOptional: true, reverse: false, sectionShape: TREASURY_SECTION });
  // Delaware's corporation law and the codified acts, named before or after their section (`DGCL § 220`, `Section
  // 102(b)(7) of the DGCL`, `section 101.021 of the Texas Tort Claims Act`).
  const acts: Array<readonly [CodeDef, readonly string[]]> = [[DELAWARE_CORPORATION_LAW, ['DGCL', 'Delaware General Corporation Law']]];
  for (const [id, sectionPattern, names, fixedTitle] of CODIFIED_ACTS) {
    acts.push([fixedTitle === undefined ? { ...stateCodeById(id), sectionPattern } : { ...stateCodeById(id), sectionPattern, fixedTitle }, names]);
  }
  for (const [code, names] of acts) {
    for (const text of names) {
      addForm(code, { text, signOptional: false, reverse: false });
      addForm(code, { text, signOptional: false, reverse: true });
    }
  }
  // `IRC 501(c)(3)`, as tax writing cites the Code without a sign: a number that is no year (`I.R.C.` and `IRC` are one
  // key, the periods left out).
  addForm(IRC, { text: 'I.R.C.', signOptional: true, reverse: false, sectionShape: IRC_SECTION });
  // `sec. 6229(a), I.R.C.`, as the Tax Court writes it.
  addForm(IRC, { text: 'I.R.C.', signOptional: false, reverse: true });
  // The acquisition regulations, cited by their own names with or without a sign (`FAR 52.212-4(l)`, `DFARS 252.204-7012`).
  for (const text of ['FAR', 'F.A.R.', 'DFARS', 'Federal Acquisition Regulation']) {
    addForm(ACQUISITION_REGULATIONS, { text, signOptional: true, reverse: false, sectionShape: ACQUISITION_SECTION });
  }
  for (const { code, forms } of STATE_CODES) for (const f of forms) addForm(code, f);
  // A spelling in capitals never displaces one listed as written.
  for (const [key, form, reverse] of capitals) {
    if (reverse) {
      if (!after.has(key)) after.set(key, form);
    } else {
      const node = before.insert(key, true);
      before.forms[node] ??= form;
    }
  }
  // Derived postfix spellings never displace listed ones; one claimed by two codes names neither.
  const derivedCodes = new Map<string, CodeDef | null>();
  for (const [key, form] of generated) {
    if (after.has(key)) continue;
    const seen = derivedCodes.get(key);
    derivedCodes.set(key, seen === undefined || seen === form.code ? form.code : null);
  }
  for (const [key, form] of generated) {
    if (!after.has(key) && derivedCodes.get(key) === form.code) after.set(key, form);
  }
  for (const key of after.keys()) maxAfterKeyLength = Math.max(maxAfterKeyLength, key.length);
  const afterTrie = new Trie();
  for (const [key, form] of after) afterTrie.forms[afterTrie.insert(key, false)] = form;
  return { before, after, afterTrie, maxAfterKeyLength, conflicts };
}

// Built on the first scan, not when the extension loads: activation stays fast.
let tables: NameTables | undefined;
function nameTables(): NameTables {
  return (tables ??= buildTables());
}

/**
 * Builds the name tables now instead of on the first scan: for a command-line run, which always
 * scans, they are part of start-up (tens of milliseconds), not of the first document's scan.
 */
export function prepareNameTables(): void {
  nameTables();
}

/** Keys listed for two different codes (should be empty; a unit test checks). */
export function nameConflicts(): readonly string[] {
  return nameTables().conflicts;
}

/**
 * A name may start at `i` only at a word start that is not inside an abbreviation
 * cluster: the `C` of `Pa.C.S.` or the `S` of `N.J.S.A.` are not starts.
 */
function isNameStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text.charCodeAt(i - 1);
  // Text copied from web pages loses the space between a page's parts: `New HampshireN.H. Rev. Stat. Ann.`,
  // `video recording.S.C. Code Ann.`. A capital after a lower-case letter, or after a sentence's period, starts a
  // name; within a word or an abbreviation (`U.S.C.`, `KRS`) nothing does.
  if (isAlnum(prev)) return isLower(prev) && isUpper(text.charCodeAt(i));
  if (prev === 46 /* . */ && i >= 2 && isAlnum(text.charCodeAt(i - 2))) return i >= 3 && isLower(text.charCodeAt(i - 2)) && isLower(text.charCodeAt(i - 3)) && isUpper(text.charCodeAt(i));
  return true;
}

/**
 * The longest known code name ending at `end` (after trailing spaces/commas have been
 * stripped by the caller, or not), starting no lower than `floor`.
 */
export function lookupNameEndingAt(text: string, end: number, floor: number): NameMatch | null {
  const last = text.charCodeAt(end - 1);
  if (last === 41 /* ) */) return shortNameInParenthesesEndingAt(text, end, floor);
  // (`Oregon Revised Statutes (ORS), Chapter 90`: a comma after the parentheses.)
  if (last === 44 && text.charCodeAt(end - 2) === 41) return shortNameInParenthesesEndingAt(text, end - 1, floor);
  // The longest match so far, kept as two values: one object is made for the result only.
  let bestForm: NameForm | null = null;
  let bestStart = -1;
  const trie = nameTables().before;
  let node = 0;
  let i = end;
  // Bound the raw walk too, in case of long runs of ignorable characters.
  const rawFloor = Math.max(floor, end - MAX_RAW_NAME_LENGTH);
  while (i > rawFloor) {
    let c = text.charCodeAt(i - 1);
    let width = 1;
    // (`Health–General Article`: a name's hyphen set as an en dash.)
    if (c === 0x2013) c = 45;
    // isIgnorable and isNameChar written out: this loop runs at most anchors of a document.
    const lower = c | 32;
    if ((lower >= 97 && lower <= 122) || (c >= 48 && c <= 57) || c === 38 || c === 45) {
      // a name character
    } else if (c === 59 /* ; */ && i - 5 >= rawFloor && startsAt(text, i - 5, '&amp;')) {
      c = 38;
      width = 5;
    } else if (c === 32 || c === 46 || c === 44 || c === 39 || c === 0x2019 || c === 126 || c === 0xa0 || c === 9 || c === 10 || c === 13 || c === 92 || c === 0x2018 || c === 0x2bb) {
      i--;
      continue;
    } else {
      break;
    }
    const child = trie.child(node, c);
    if (child < 0) break;
    node = child;
    i -= width;
    const form = trie.forms[node];
    // A title may be run into its code's name (`42U.S.C.§1983`).
    if (form && (isNameStart(text, i) || (form.code.layout === 'titleBefore' && isDigit(text.charCodeAt(i - 1))))) {
      bestForm = form;
      bestStart = i;
    }
  }
  if (!bestForm) return null;
  if (bestForm.unprefixed && capitalisedWordBefore(text, bestStart, floor)) return null;
  // A proposed Treasury regulation (`Prop. Treas. Reg. § 1.7874-1`) is in no code, not the C.F.R.
  if ((bestForm.code === TREASURY_REGULATIONS || bestForm.code === TREASURY_REGULATIONS_SHORT) && proposedBefore(text, bestStart, floor)) return null;
  // (`Reg.` alone is another body's after its name: `Cal. Code Regs.`, `FERC Reg. 35.28-1`; not the IRS's.)
  if (bestForm.code === TREASURY_REGULATIONS_SHORT && capitalisedWordBefore(text, bestStart, floor) && !TAX_BODY_BEFORE.test(text.slice(Math.max(floor, bestStart - 10), bestStart))) return null;
  return { form: bestForm, start: bestStart, end };
}

/** The tax authorities whose `Reg.` is the Treasury's: `The IRS Reg. 1.704-1(b)`. */
const TAX_BODY_BEFORE = /\b(?:IRS|Treasury|Tax|Income)\s*$/;

/** Quotation marks, straight or curly, single or double, around a defined short name: `("KRS")`, `(‘RCW’)`. */
function isQuote(c: number): boolean {
  return c === 34 || c === 0x201c || c === 0x201d || c === 39 || c === 0x2018 || c === 0x2019;
}

/**
 * `Kentucky Revised Statutes (KRS) 65.200`, `Official Code of Georgia Annotated ("O.C.G.A.") § 9-11-12`: a code's
 * name with, in parentheses, the short name the document goes on to use. The parentheses hold a name of a code
 * and nothing else; the span starts at the full name before them where that names the same code.
 */
function shortNameInParenthesesEndingAt(text: string, end: number, floor: number): NameMatch | null {
  let close = end - 1;
  if (isQuote(text.charCodeAt(close - 1))) close--;
  let open = close - 1;
  while (open > floor && close - open < 24 && text.charCodeAt(open) !== 40 /* ( */) open--;
  if (text.charCodeAt(open) !== 40 || open <= floor) return null;
  const innerStart = isQuote(text.charCodeAt(open + 1)) ? open + 2 : open + 1;
  const inner = lookupNameEndingAt(text, close, innerStart);
  if (!inner || inner.start !== innerStart) return null;
  const outer = lookupNameEndingAt(text, skipGapBack(text, open, floor), floor);
  const start = outer && outer.form.code === inner.form.code ? outer.start : open;
  return { form: inner.form, start, end };
}

/** Whether `Prop.` or `Proposed` ends just before `pos`. */
function proposedBefore(text: string, pos: number, floor: number): boolean {
  const e = skipGapBack(text, pos, floor);
  return (e - 5 >= floor && startsAt(text, e - 5, 'Prop.')) || (e - 8 >= floor && startsAt(text, e - 8, 'Proposed'));
}

/** Whether a capitalised word (not a signal such as `See`) ends just before `pos`. */
export function capitalisedWordBefore(text: string, pos: number, floor: number): boolean {
  const e = skipGapBack(text, pos, floor);
  if (e === pos) return false;
  let s = e;
  while (s > floor && e - s < 24 && isLetter(text.charCodeAt(s - 1))) s--;
  return s < e && isUpper(text.charCodeAt(s)) && !SIGNAL_WORDS.has(text.slice(s, e));
}

/** An initial at `pos`: a capital and a period (`M.`). */
function initialAt(text: string, pos: number): boolean {
  return isUpper(text.charCodeAt(pos)) && text.charCodeAt(pos + 1) === 46;
}

/** The longest reverse-form name (`Fla. Stat.`, `RSMo`, `MCA`) starting exactly at `start`. */
export function lookupNameStartingAt(text: string, start: number): NameMatch | null {
  const { afterTrie, maxAfterKeyLength } = nameTables();
  if (!isNameStart(text, start)) return null;
  let best: NameMatch | null = null;
  let node = 0;
  let i = start;
  const rawLimit = Math.min(text.length, start + maxAfterKeyLength * 3);
  while (i < rawLimit) {
    let c = text.charCodeAt(i);
    if (c === 0x2013) c = 45;
    if (isIgnorable(c)) {
      i++;
      continue;
    }
    if (!isNameChar(c)) break;
    const child = afterTrie.child(node, c);
    if (child < 0) break;
    node = child;
    i++;
    const next = text.charCodeAt(i);
    const form = afterTrie.forms[node];
    // A key ends where a word ends; include a period that closes the abbreviation, unless the abbreviation goes on in
    // initials (`R.C.M. 1947`, the Revised Codes of Montana, is no `R.C.`).
    if (form && !isAlnum(next) && !(next === 46 && form.text.endsWith('.') && initialAt(text, i + 1))) {
      // A period after the name belongs to it only if the name is an abbreviation (`Fla. Stat.`, not `RSMo.`).
      best = { form, start, end: next === 46 && form.text.endsWith('.') ? i + 1 : i };
    }
  }
  // `Section 12-3-40, Code of Laws of the City of Greenville`: a city's or county's code of the same name.
  return best && localGovernmentAfter(text, best.end) ? null : best;
}

/** What follows the name of a city's, town's or county's code, or a section of one: ` of the City of Greenville`. */
const LOCAL_GOVERNMENT_AFTER = /,?\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:City|Town|County|Village|Borough|Township|Parish|Municipality)\b/y;

/** Whether ` of the City of ...` (a local government's code) follows `pos`. */
export function localGovernmentAfter(text: string, pos: number): boolean {
  LOCAL_GOVERNMENT_AFTER.lastIndex = pos;
  return LOCAL_GOVERNMENT_AFTER.test(text);
}
