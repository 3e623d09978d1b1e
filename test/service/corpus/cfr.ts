/**
 * GPO CFR formats that print paragraphs flat: the eCFR bulk format (`DLPSTEXTCLASS`, `DIV1`…`DIV8`)
 * and the annual edition (`CFRDOC`, `TITLE/CHAPTER/SUBCHAP/PART/SUBPART/SECTION`).
 */
import { datesIn, firstDate } from './dates';
import { displayHeading } from './ids';
import type { ActStatus, HierNode, HierType, ParsedEdition, ParsedSection } from './model';
import { Enumerator, ParagraphNester, leadingEnumerators } from './paragraphs';
import { Block, Inline, SectionDoc, TableRow, isBlank, joinInline, plainInline, tidyInline, wrapInline } from './render';
import { Document, Element, Node, attr, childElements, childNodes, firstChild, isElement, isText, nameOf, textOf } from './xml';

export function isEcfr(doc: Document): boolean {
  return nameOf(doc.documentElement!) === 'DLPSTEXTCLASS';
}

export function isAnnualCfr(doc: Document): boolean {
  return nameOf(doc.documentElement!) === 'CFRDOC';
}

const DIV_TYPES: Record<string, HierType> = { TITLE: 'title', CHAPTER: 'chapter', SUBCHAP: 'subchapter', PART: 'part', SUBPART: 'subpart' };

/** `PART 1—DEFINITIONS` → { num: '1', name: 'Definitions' } */
function splitContainerHeading(text: string): { num: string | null; name: string } {
  const m = /^\s*(?:title|chapter|subchapter|part|subpart)\s+([\w.-]+?)\s*(?:[—–]|--|-\s)\s*(.*)$/is.exec(text);
  if (!m) return { num: null, name: displayHeading(text.replace(/\s*\[RESERVED\]\s*$/i, ' [Reserved]')) };
  return { num: m[1]!, name: displayHeading(m[2]!.replace(/--Volume.*$/i, '').trim()) };
}

// ---------------------------------------------------------------- eCFR bulk (DIV1…DIV8)

export function importEcfr(doc: Document, file: string): ParsedEdition {
  const root = doc.documentElement!;
  const ecfr = findFirst(root, 'ECFRBRWS') ?? root;
  const date = firstDate(textOf(findFirst(ecfr, 'AMDDATE'))) ?? '1970-01-01';
  const titleDiv = findFirst(ecfr, 'DIV1');
  const title = titleDiv ? (attr(titleDiv, 'N') ?? '') : textOf(findFirst(root, 'IDNO'));
  const titleHead = splitContainerHeading(textOf(titleDiv && firstChild(titleDiv, 'HEAD')));
  const sections: ParsedSection[] = [];
  const titleNode: HierNode = { type: 'title', num: title, name: titleHead.name };
  if (titleDiv) walkDivs(titleDiv, [titleNode], null, sections);
  return {
    corpus: 'CFR',
    state: 'federal',
    title,
    titleName: titleHead.name,
    label: `eCFR, amended through ${date}`,
    date,
    currentThrough: date,
    scope: 'title',
    file,
    sections,
  };
}

function walkDivs(el: Element, hierarchy: HierNode[], partSource: string | null, out: ParsedSection[]): void {
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (!/^DIV\d$/.test(name)) continue;
    const type = attr(child, 'TYPE') ?? '';
    if (type === 'SECTION') {
      const section = readEcfrSection(child, hierarchy, partSource);
      if (section) out.push(section);
      continue;
    }
    const hierType = DIV_TYPES[type];
    if (!hierType) {
      walkDivs(child, hierarchy, partSource, out); // subject groups and appendices: not hierarchy levels
      continue;
    }
    const head = splitContainerHeading(textOf(firstChild(child, 'HEAD')));
    const node: HierNode = { type: hierType, num: attr(child, 'N') ?? head.num ?? '', name: head.name };
    const source = type === 'PART' ? sourceText(firstChild(child, 'SOURCE')) : partSource;
    walkDivs(child, [...hierarchy, node], source, out);
  }
}

function readEcfrSection(el: Element, hierarchy: HierNode[], partSource: string | null): ParsedSection | null {
  const n = attr(el, 'N') ?? '';
  if (n.startsWith('§§')) return null; // reserved ranges such as §§ 500.171-500.999
  const sectionNum = n.replace(/^§\s*/, '').trim();
  const head = textOf(firstChild(el, 'HEAD'));
  const heading = head.replace(/^§+\s*[\w.-]+\s*/, '').trim();
  return buildSection(el, sectionNum, `§ ${sectionNum}`, heading, hierarchy, partSource, new Set(['HEAD']));
}

function sourceText(el: Element | undefined): string | null {
  if (!el) return null;
  const text = textOf(el).replace(/^Source:\s*/i, '');
  return text || null;
}

// ---------------------------------------------------------------- annual edition (CFRDOC)

export function importAnnualCfr(doc: Document, file: string): ParsedEdition {
  const root = doc.documentElement!;
  const date = firstDate(textOf(firstChild(root, 'AMDDATE'))) ?? '1970-01-01';
  const titlePage = findFirst(root, 'TITLEPG');
  const title = textOf(titlePage && firstChild(titlePage, 'TITLENUM')).replace(/^Title\s+/i, '');
  const titleName = displayHeading(textOf(titlePage && firstChild(titlePage, 'SUBJECT')));
  const sections: ParsedSection[] = [];
  const titleEl = firstChild(root, 'TITLE');
  if (titleEl) walkAnnual(titleEl, [{ type: 'title', num: title, name: titleName }], null, sections);
  const parts = textOf(titlePage && firstChild(titlePage, 'PARTS'));
  return {
    corpus: 'CFR',
    state: 'federal',
    title,
    titleName,
    label: `CFR annual edition${parts ? ` (${parts})` : ''}, revised as of ${date}`,
    date,
    currentThrough: date,
    scope: 'volume',
    file,
    sections,
  };
}

const ANNUAL_CONTAINERS: Record<string, HierType> = { CHAPTER: 'chapter', SUBCHAP: 'subchapter', PART: 'part', SUBPART: 'subpart' };

function walkAnnual(el: Element, hierarchy: HierNode[], partSource: string | null, out: ParsedSection[]): void {
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (name === 'SECTION') {
      const section = readAnnualSection(child, hierarchy, partSource);
      if (section) out.push(section);
      continue;
    }
    if (name === 'TOC' || name === 'CONTENTS' || name === 'APPENDIX' || name === 'FMTR' || name === 'BMTR') continue;
    const type = ANNUAL_CONTAINERS[name];
    if (!type) {
      walkAnnual(child, hierarchy, partSource, out); // SUBJGRP and wrappers
      continue;
    }
    // A chapter's heading is printed in its table of contents.
    const hd = name === 'CHAPTER' ? findFirst(child, 'HD') : firstChild(child, 'HD');
    const head = splitContainerHeading(textOf(hd));
    if (!head.num) {
      // A second SUBCHAP wrapper for a subchapter already open (page-break artefact): transparent.
      walkAnnual(child, hierarchy, partSource, out);
      continue;
    }
    const node: HierNode = { type, num: head.num, name: head.name.replace(/\s*\(Continued\)$/i, '') };
    const source = name === 'PART' ? sourceText(firstChild(child, 'SOURCE')) : partSource;
    const trimmed = hierarchy.filter((h) => !(h.type === type || (type === 'chapter' && h.type === 'subchapter')));
    walkAnnual(child, [...trimmed, node], source, out);
  }
}

function readAnnualSection(el: Element, hierarchy: HierNode[], partSource: string | null): ParsedSection | null {
  const sectno = textOf(firstChild(el, 'SECTNO'));
  if (!sectno || sectno.startsWith('§§')) return null;
  const sectionNum = sectno.replace(/^§\s*/, '').trim();
  const heading = textOf(firstChild(el, 'SUBJECT')) || textOf(firstChild(el, 'RESERVED'));
  return buildSection(el, sectionNum, `§ ${sectionNum}`, heading, hierarchy, partSource, new Set(['SECTNO', 'SUBJECT', 'RESERVED']));
}

// ---------------------------------------------------------------- shared section body

const NOTE_ELEMENTS = new Set(['NOTE', 'EDNOTE', 'EFFDNOT', 'EFFDNOTP', 'FTNT', 'SECAUTH', 'APPRO', 'AUTH', 'SOURCE']);
/** Wrappers inside notes whose paragraphs are read one by one (revised text of an effective-date note). */
const NOTE_WRAPPERS = new Set(['REVTXT', 'SECTION', 'EXTRACT']);

function buildSection(el: Element, sectionNum: string, numLabel: string, heading: string, hierarchy: HierNode[], partSource: string | null, skip: Set<string>): ParsedSection {
  const nester = new ParagraphNester();
  const notes: Block[] = [];
  let cita: string | null = null;
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (skip.has(name) || name === 'PRTPAGE') continue;
    if (name === 'CITA') {
      cita = textOf(child);
    } else if (NOTE_ELEMENTS.has(name)) {
      notes.push(...noteBlocks(child));
    } else if (name === 'P' || name === 'FP' || name === 'EXAMPLE') {
      addParagraph(nester, child);
    } else if (name === 'HD') {
      nester.addText({ kind: 'text', role: 'heading', inline: tidyInline(inlineOf(child)) });
    } else if (name === 'EXTRACT') {
      nester.addText({ kind: 'quote', children: extractBlocks(child) });
    } else if (name === 'GPOTABLE' || name === 'TABLE') {
      nester.addText(tableBlock(child));
    } else if (name === 'GPH' || name === 'MATH') {
      nester.addText({ kind: 'text', role: 'p', inline: plainInline('[Graphic not reproduced]') });
    } else if (name === 'DIV' || name === 'DIV9') {
      for (const p of childElements(child)) if (nameOf(p) === 'P') addParagraph(nester, p);
    }
  }
  const sourceCredit = cita ?? partSource;
  const reserved = /^\[?reserved\]?\.?$/i.test(heading.trim()) || (nester.root.length === 0 && /reserved/i.test(heading));
  const status: ActStatus = reserved ? 'reserved' : /^\[?removed\b/i.test(heading) ? 'omitted' : 'in_force';
  const doc: SectionDoc = { numLabel, heading, blocks: nester.root, sourceCredit, notes };
  return {
    sectionNum,
    hierarchy,
    heading,
    status,
    renumberedTo: null,
    transferredTo: null,
    doc,
    sourceCredit,
    creditDates: sourceCredit ? datesIn(sourceCredit) : [],
    creditSaysAdded: false,
  };
}

function addParagraph(nester: ParagraphNester, p: Element): void {
  const text = p.textContent ?? '';
  const lead = leadingEnumerators(text);
  if (!lead) {
    const inline = tidyInline(inlineOf(p));
    if (!isBlank(inline)) nester.addText({ kind: 'text', role: 'p', inline });
    return;
  }
  const italic = startsWithItalicEnumerator(p);
  const enums: Enumerator[] = lead.values.map((value, i) => ({ value, italic: i === 0 && italic }));
  const rest = tidyInline(inlineSkipping(childNodes(p), lead.length));
  nester.addEnumerated(enums, isBlank(rest) ? null : { kind: 'text', role: 'content', inline: rest });
}

/** `(<I>1</I>)` / `(<E T="03">i</E>)`: the fifth and sixth CFR levels are italic. */
function startsWithItalicEnumerator(p: Element): boolean {
  for (const node of childNodes(p)) {
    if (isText(node)) {
      if ((node.nodeValue ?? '').trim() === '(') continue;
      if ((node.nodeValue ?? '').trim() === '') continue;
      return false;
    }
    if (isElement(node)) {
      const name = nameOf(node);
      return (name === 'I' || (name === 'E' && attr(node, 'T') === '03')) && /^\s*[0-9ivx]+\s*$/.test(node.textContent ?? '');
    }
  }
  return false;
}

/** The inline content of nodes without their first `skip` characters of text (the enumerators). */
function inlineSkipping(nodes: Node[], skip: number): Inline {
  const parts: Inline[] = [];
  let remaining = skip;
  for (const node of nodes) {
    const length = (node.textContent ?? '').length;
    if (remaining >= length) {
      remaining -= length;
      continue;
    }
    if (remaining === 0) {
      parts.push(convertInline(node));
    } else if (isText(node)) {
      parts.push(plainInline((node.nodeValue ?? '').slice(remaining)));
      remaining = 0;
    } else if (isElement(node)) {
      parts.push(inlineSkipping(childNodes(node), remaining));
      remaining = 0;
    }
  }
  return joinInline(parts);
}

function inlineOf(el: Element): Inline {
  return joinInline(childNodes(el).map(convertInline));
}

function convertInline(node: Node): Inline {
  if (isText(node)) return plainInline(node.nodeValue ?? '');
  if (!isElement(node)) return plainInline('');
  const name = nameOf(node);
  switch (name) {
    case 'I':
      return wrapInline(inlineOf(node), 'i');
    case 'B':
      return wrapInline(inlineOf(node), 'b');
    case 'SU':
    case 'FTREF':
      return wrapInline(inlineOf(node), 'sup');
    case 'E': {
      const t = attr(node, 'T') ?? '';
      if (t === '01' || t === '02') return wrapInline(inlineOf(node), 'b');
      if (t === '04') return wrapInline(inlineOf(node), 'span', { class: 'small-caps' });
      return wrapInline(inlineOf(node), 'i');
    }
    case 'PRTPAGE':
    case 'GID':
      return plainInline('');
    default:
      return inlineOf(node);
  }
}

function extractBlocks(el: Element): Block[] {
  const blocks: Block[] = [];
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (name === 'HD') blocks.push({ kind: 'text', role: 'heading', inline: tidyInline(inlineOf(child)) });
    else if (name === 'GPOTABLE' || name === 'TABLE') blocks.push(tableBlock(child));
    else {
      const inline = tidyInline(inlineOf(child));
      if (!isBlank(inline)) blocks.push({ kind: 'text', role: 'p', inline });
    }
  }
  return blocks;
}

function noteBlocks(el: Element): Block[] {
  const blocks: Block[] = [];
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (NOTE_WRAPPERS.has(name)) {
      blocks.push({ kind: 'quote', children: noteBlocks(child) });
      continue;
    }
    const inline = tidyInline(inlineOf(child));
    if (isBlank(inline)) continue;
    blocks.push({ kind: 'text', role: name === 'HED' || name === 'HD' || name === 'SECTNO' || name === 'SUBJECT' ? 'heading' : 'p', inline });
  }
  if (blocks.length === 0) {
    const inline = tidyInline(inlineOf(el));
    if (!isBlank(inline)) blocks.push({ kind: 'text', role: 'p', inline });
  }
  return blocks;
}

function tableBlock(el: Element): Block {
  const rows: TableRow[] = [];
  const visit = (n: Element): void => {
    for (const c of childElements(n)) {
      const name = nameOf(c);
      if (name === 'BOXHD') rows.push({ header: true, cells: childElements(c, 'CHED').map((h) => tidyInline(inlineOf(h))) });
      else if (name === 'ROW') rows.push({ header: false, cells: childElements(c, 'ENT').map((h) => tidyInline(inlineOf(h))) });
      else if (name === 'TR') rows.push({ header: childElements(c).every((x) => nameOf(x) === 'TH'), cells: childElements(c).map((h) => tidyInline(inlineOf(h))) });
      else if (name === 'TTITLE' && !isBlank(inlineOf(c))) rows.push({ header: true, cells: [tidyInline(inlineOf(c))] });
      else visit(c);
    }
  };
  visit(el);
  return { kind: 'table', rows };
}

function findFirst(el: Element, name: string): Element | undefined {
  for (const child of childElements(el)) {
    if (nameOf(child) === name) return child;
    const found = findFirst(child, name);
    if (found) return found;
  }
  return undefined;
}
