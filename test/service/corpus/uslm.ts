/**
 * USLM importer: United States Code titles (USLM 1.0 `uscDoc`, USLM 2.0 `uscDoc`) and CFR titles
 * in USLM 2.0 (`cfrDoc`). The element vocabulary is the same in both namespaces, so elements are
 * matched by local name.
 */
import { datesIn, firstDate } from './dates';
import { displayHeading } from './ids';
import type { ActStatus, CorpusType, HierNode, HierType, ParsedEdition, ParsedSection } from './model';
import { Block, Inline, SectionDoc, TableRow, enumeratorOf, isBlank, joinInline, plainInline, tidyInline, wrapInline } from './render';
import { Document, Element, Node, attr, childElements, childNodes, firstChild, isElement, isText, nameOf, textOf } from './xml';

const LEVEL_NAMES = new Set(['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause', 'item', 'subitem', 'subsubitem', 'level']);
const CONTAINER_TYPES: Record<string, HierType> = {
  title: 'title',
  subtitle: 'subtitle',
  division: 'division',
  part: 'part',
  subpart: 'subpart',
  chapter: 'chapter',
  subchapter: 'subchapter',
  article: 'article',
};
/** Subtrees that never hold the code's own sections. */
const SKIP_IN_WALK = new Set(['toc', 'notes', 'note', 'quotedContent', 'appendix', 'meta', 'preface', 'backMatter', 'index']);
const FLOW_TEXT_ROLES: Record<string, 'chapeau' | 'content' | 'continuation'> = {
  chapeau: 'chapeau',
  content: 'content',
  continuation: 'continuation',
  text: 'content',
};

export interface UslmFileInfo {
  corpus: CorpusType;
  title: string;
  /** `113-31` for `Online@113-31`, else null. */
  releasePoint: string | null;
  publicationName: string;
  /** dcterms:created, processedDate or docReleasePoint, whichever the file states. */
  fileDate: string | null;
}

export function isUslm(doc: Document): boolean {
  const root = doc.documentElement;
  return !!root && (nameOf(root) === 'uscDoc' || nameOf(root) === 'cfrDoc') && /uslm/i.test(root.namespaceURI ?? '');
}

export function uslmFileInfo(doc: Document): UslmFileInfo {
  const root = doc.documentElement!;
  const meta = firstChild(root, 'meta');
  const corpus: CorpusType = nameOf(root) === 'cfrDoc' ? 'CFR' : 'USC';
  const docNumber = textOf(meta && firstChild(meta, 'docNumber')).replace(/^Title\s+/i, '');
  const title = docNumber || (attr(root, 'identifier') ?? '').replace(/^.*\/t/, '');
  const publicationName = textOf(meta && firstChild(meta, 'docPublicationName'));
  const releasePoint = /@([\w-]+)/.exec(publicationName)?.[1] ?? null;
  const dateText =
    textOf(meta && firstChild(meta, 'docReleasePoint')) ||
    textOf(meta && firstChild(meta, 'created')) ||
    textOf(meta && firstChild(meta, 'processedDate'));
  return { corpus, title, releasePoint, publicationName, fileDate: firstDate(dateText) };
}

/**
 * Reads every section of a USLM document. `date`, `label` and `currentThrough` are decided by the
 * caller, which sees all the files of a release point.
 */
export function importUslm(doc: Document, file: string, edition: { date: string; label: string; currentThrough?: string }): ParsedEdition {
  const info = uslmFileInfo(doc);
  const root = doc.documentElement!;
  const main = firstChild(root, 'main') ?? root;
  const titleEl = firstChild(main, 'title');
  let titleName = titleEl ? displayHeading(textOf(firstChild(titleEl, 'heading'))) : '';
  if (!titleName) {
    const preface = firstChild(root, 'preface');
    titleName = displayHeading(textOf(preface && firstChild(preface, 'subject')));
  }
  const sections: ParsedSection[] = [];
  const baseHierarchy: HierNode[] = titleEl ? [] : [{ type: 'title', num: info.title, name: titleName }];
  walk(main, baseHierarchy, info, sections);
  return {
    corpus: info.corpus,
    state: 'federal',
    title: info.title,
    titleName,
    label: edition.label,
    date: edition.date,
    currentThrough: edition.currentThrough ?? edition.date,
    scope: info.corpus === 'USC' ? 'title' : 'volume',
    file,
    sections,
  };
}

function walk(el: Element, hierarchy: HierNode[], info: UslmFileInfo, out: ParsedSection[]): void {
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (SKIP_IN_WALK.has(name)) continue;
    if (name === 'section') {
      out.push(...readSection(child, hierarchy, info));
      continue;
    }
    const type = CONTAINER_TYPES[name];
    if (type) {
      const num = attr(firstChild(child, 'num') ?? child, 'value') ?? cleanContainerNum(textOf(firstChild(child, 'num')));
      const node: HierNode = { type, num, name: displayHeading(textOf(firstChild(child, 'heading')).replace(/\s*\[?RESERVED\]?\s*$/i, ' [Reserved]').trim()) };
      walk(child, [...hierarchy, node], info, out);
    } else {
      walk(child, hierarchy, info, out);
    }
  }
}

function cleanContainerNum(text: string): string {
  return text.replace(/^(title|subtitle|part|subpart|chapter|subchapter|division|article)\s+/i, '').replace(/[—–.\s-]+$/u, '');
}

const SECTION_NUM = /^[0-9][0-9A-Za-z.-]*$/;

/**
 * The section numbers an element stands for. One element can stand for several sections:
 * `identifier="/us/usc/t35/s155 /us/usc/t35/s155A"` (or, in older files, `"/us/usc/t35/s155, 155A"`)
 * with `<num value="155, 155A">` — one record each.
 */
function sectionNumbers(el: Element, numEl: Element | undefined): string[] {
  const fromIdentifier = (attr(el, 'identifier') ?? '')
    .split(/[\s,]+/)
    .map((token) => /\/s([^/]+)$/.exec(token)?.[1] ?? token)
    .filter((token) => SECTION_NUM.test(token));
  // The printed number wins over a stale identifier (27 CFR prints `§ 478.25a` under identifier s478.25).
  const printed = cleanSectionNum(textOf(numEl));
  if (fromIdentifier.length === 1 && SECTION_NUM.test(printed) && printed !== fromIdentifier[0] && printed.startsWith(fromIdentifier[0]!)) return [printed];
  if (fromIdentifier.length > 0) return [...new Set(fromIdentifier)];
  const value = numEl ? attr(numEl, 'value') : undefined;
  const fromValue = (value ?? cleanSectionNum(textOf(numEl))).split(/\s*,\s*|\s+and\s+/).filter((token) => SECTION_NUM.test(token));
  return [...new Set(fromValue)];
}

function readSection(el: Element, hierarchy: HierNode[], info: UslmFileInfo): ParsedSection[] {
  const numEl = firstChild(el, 'num');
  const sectionNums = sectionNumbers(el, numEl);
  if (sectionNums.length === 0) return [];

  let numLabel = textOf(numEl);
  let heading = inlineOfChildren(firstChild(el, 'heading')).text.trim();
  const bracketed = numLabel.startsWith('[');
  if (bracketed) {
    numLabel = numLabel.slice(1);
    heading = heading.replace(/\]\s*$/, '');
  }
  const status = statusOf(attr(el, 'status'), heading);
  const renumberedTo = status === 'renumbered' ? targetCitation(heading, info) : null;
  const transferredTo = status === 'transferred' ? targetCitation(heading, info) : null;

  const blocks: Block[] = [];
  const notes: Block[] = [];
  let sourceCredit: string | null = null;
  let creditDates: string[] = [];
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (name === 'num' || name === 'heading' || name === 'toc') continue;
    if (name === 'sourceCredit') {
      sourceCredit = textOf(child);
      const attrDates = elementsNamed(child, 'date').map((d) => attr(d, 'date')).filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d));
      creditDates = [...new Set([...datesIn(sourceCredit), ...attrDates])].sort();
    } else if (name === 'notes' || name === 'note') {
      notes.push(...convertNotes(child));
    } else {
      blocks.push(...convertBodyElement(child, notes));
    }
  }
  const sectionDoc: SectionDoc = { numLabel, heading, blocks, sourceCredit, notes };
  return sectionNums.map((sectionNum) => ({
    sectionNum,
    hierarchy,
    heading,
    status,
    renumberedTo,
    transferredTo,
    doc: sectionDoc,
    sourceCredit,
    creditDates,
    creditSaysAdded: /^\(?\s*Added\b/i.test(sourceCredit ?? ''),
  }));
}

function cleanSectionNum(text: string): string {
  return text.replace(/^\[?§+\s*/, '').replace(/[.\]]+$/, '').trim();
}

function statusOf(statusAttr: string | undefined, heading: string): ActStatus {
  const s = (statusAttr ?? '').toLowerCase();
  if (s === 'repealed' || /^repealed\b/i.test(heading)) return 'repealed';
  if (s === 'renumbered' || /^renumbered\b/i.test(heading)) return 'renumbered';
  if (s === 'transferred' || /^transferred\b/i.test(heading)) return 'transferred';
  if (s === 'omitted' || /^omitted\b/i.test(heading)) return 'omitted';
  if (s === 'reserved' || /^\[?reserved\]?\.?$/i.test(heading)) return 'reserved';
  if (s === 'expired' || /^expired\b/i.test(heading)) return 'expired';
  return 'in_force';
}

/** `Renumbered § 116` → `17 U.S.C. § 116`; `Transferred to section 5 of title 2` → `2 U.S.C. § 5`. */
function targetCitation(heading: string, info: UslmFileInfo): string | null {
  const other = /section\s+([\w.-]+)\s+of\s+title\s+(\d+)/i.exec(heading);
  const marker = info.corpus === 'CFR' ? 'C.F.R.' : 'U.S.C.';
  if (other) return `${other[2]} ${marker} § ${other[1]}`;
  const same = /§\s*([\w.-]+)/.exec(heading);
  return same ? `${info.title} ${marker} § ${same[1]!.replace(/[.]$/, '')}` : null;
}

function elementsNamed(el: Element, name: string): Element[] {
  const out: Element[] = [];
  const visit = (n: Element): void => {
    for (const c of childElements(n)) {
      if (nameOf(c) === name) out.push(c);
      visit(c);
    }
  };
  visit(el);
  return out;
}

/** A direct child of a section or level: text roles, nested levels, tables, stray paragraphs. */
function convertBodyElement(el: Element, notes: Block[]): Block[] {
  const name = nameOf(el);
  if (LEVEL_NAMES.has(name)) return [convertLevel(el, notes)];
  if (name === 'notes' || name === 'note') {
    notes.push(...convertNotes(el));
    return [];
  }
  const role = FLOW_TEXT_ROLES[name];
  if (role) return convertFlow(el, role);
  if (name === 'p') return withIndent(convertFlow(el, 'p'), el);
  if (name === 'table') return [convertTable(el)];
  if (name === 'layout') return [convertLayout(el)];
  if (name === 'quotedContent') return [{ kind: 'quote', children: convertFlow(el, 'p') }];
  if (name === 'sourceCredit' || name === 'toc' || name === 'img') return [];
  return convertFlow(el, 'p');
}

function convertLevel(el: Element, notes: Block[]): Block {
  const numEl = firstChild(el, 'num');
  const num = numEl ? textOf(numEl) : null;
  const value = numEl ? attr(numEl, 'value') : undefined;
  const enumerator = value ? value : num ? enumeratorOf(num) : null;
  const headingEl = firstChild(el, 'heading');
  const heading = headingEl ? tidyInline(inlineOfChildren(headingEl)) : null;
  const children: Block[] = [];
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (name === 'num' || name === 'heading') continue;
    children.push(...convertBodyElement(child, notes));
  }
  return { kind: 'level', name: nameOf(el), num: num || null, enumerator, heading: isBlank(heading) ? null : heading, children };
}

/**
 * Mixed content: runs of inline nodes become one text block; `p`, tables and quoted structures
 * become blocks of their own, in document order.
 */
function convertFlow(el: Element, role: 'chapeau' | 'content' | 'continuation' | 'p'): Block[] {
  const blocks: Block[] = [];
  let run: Inline[] = [];
  const flush = (): void => {
    const inline = tidyInline(joinInline(run));
    run = [];
    if (!isBlank(inline)) blocks.push({ kind: 'text', role, inline });
  };
  for (const node of childNodes(el)) {
    if (isElement(node) && isBlockElement(node)) {
      flush();
      const name = nameOf(node);
      if (name === 'p') blocks.push(...withIndent(convertFlow(node, role === 'p' ? 'p' : role), node));
      else if (name === 'table') blocks.push(convertTable(node));
      else if (name === 'layout') blocks.push(convertLayout(node));
      else if (name === 'quotedContent') blocks.push({ kind: 'quote', children: convertQuoted(node) });
      else if (LEVEL_NAMES.has(name) || name === 'section') blocks.push(convertLevel(node, []));
      else if (name === 'heading') blocks.push({ kind: 'text', role: 'heading', inline: tidyInline(inlineOfChildren(node)) });
      // toc, notes and images inside text carry nothing a reader of the section needs.
    } else {
      run.push(convertInline(node));
    }
  }
  flush();
  return blocks;
}

/** USLM marks list items and run-in paragraphs with `class="indent1"` …; the indent is kept in both renderings. */
function withIndent(blocks: Block[], p: Element): Block[] {
  const level = Number(/\bindent(\d)\b/.exec(attr(p, 'class') ?? '')?.[1] ?? 0);
  if (!level) return blocks;
  return blocks.map((b) => (b.kind === 'text' ? { ...b, indent: level } : b));
}

function convertQuoted(el: Element): Block[] {
  const blocks: Block[] = [];
  for (const child of childNodes(el)) {
    if (isElement(child) && (nameOf(child) === 'section' || LEVEL_NAMES.has(nameOf(child)))) blocks.push(convertLevel(child, []));
    else if (isElement(child) && isBlockElement(child)) blocks.push(...convertFlow(child, 'p'));
    else {
      const inline = tidyInline(convertInline(child));
      if (!isBlank(inline)) blocks.push({ kind: 'text', role: 'p', inline });
    }
  }
  return blocks;
}

function isBlockElement(el: Element): boolean {
  const name = nameOf(el);
  if (name === 'p' || name === 'table' || name === 'layout' || name === 'toc' || name === 'notes' || name === 'note' || name === 'img') return true;
  if (name === 'section' || LEVEL_NAMES.has(name)) return true;
  if (name === 'heading') return true;
  if (name === 'quotedContent') return childElements(el).some((c) => isBlockElement(c));
  return false;
}

function inlineOfChildren(el: Element | undefined): Inline {
  if (!el) return plainInline('');
  return joinInline(childNodes(el).map(convertInline));
}

function convertInline(node: Node): Inline {
  if (isText(node)) return plainInline(node.nodeValue ?? '');
  if (!isElement(node)) return plainInline('');
  const name = nameOf(node);
  const inner = (): Inline => inlineOfChildren(node);
  switch (name) {
    case 'ref':
      return wrapInline(inner(), 'cite', { class: 'ref', 'data-ref': attr(node, 'href') });
    case 'i':
    case 'b':
    case 'sup':
    case 'sub':
      return wrapInline(inner(), name);
    case 'em':
      return wrapInline(inner(), 'i');
    case 'strong':
      return wrapInline(inner(), 'b');
    case 'inline': {
      const cls = attr(node, 'class') ?? '';
      if (/small-?caps/i.test(cls)) return wrapInline(inner(), 'span', { class: 'small-caps' });
      if (/italic/i.test(cls)) return wrapInline(inner(), 'i');
      if (/bold/i.test(cls)) return wrapInline(inner(), 'b');
      return inner();
    }
    case 'term':
      return wrapInline(inner(), 'dfn');
    case 'footnoteRef':
      return wrapInline(inner(), 'sup', { class: 'footnote-ref' });
    case 'br':
      return plainInline(' ');
    case 'del':
    case 'note':
    case 'notes':
    case 'toc':
    case 'img':
      return plainInline('');
    default:
      return inner();
  }
}

function convertTable(el: Element): Block {
  const rows: TableRow[] = [];
  const visit = (n: Element, inHead: boolean): void => {
    for (const c of childElements(n)) {
      const name = nameOf(c);
      if (name === 'tr') {
        const cells = childElements(c).filter((cell) => nameOf(cell) === 'td' || nameOf(cell) === 'th');
        rows.push({ header: inHead || cells.every((cell) => nameOf(cell) === 'th'), cells: cells.map((cell) => tidyInline(inlineOfChildren(cell))) });
      } else if (name !== 'colgroup' && name !== 'col') {
        visit(c, inHead || name === 'thead');
      }
    }
  };
  visit(el, false);
  return { kind: 'table', rows };
}

/** USLM `layout` (column layouts used for tabular text) rendered as a table. */
function convertLayout(el: Element): Block {
  const rows: TableRow[] = [];
  for (const row of childElements(el)) {
    const cells = childElements(row, 'column').map((c) => tidyInline(inlineOfChildren(c)));
    if (cells.length > 0) rows.push({ header: nameOf(row) === 'header', cells });
  }
  return { kind: 'table', rows };
}

/** Editorial and statutory notes: headings and paragraphs, no pinpoint anchors. */
function convertNotes(el: Element): Block[] {
  const blocks: Block[] = [];
  if (nameOf(el) === 'note') {
    const heading = firstChild(el, 'heading');
    if (heading) blocks.push({ kind: 'text', role: 'heading', inline: tidyInline(inlineOfChildren(heading)) });
    for (const node of childNodes(el)) {
      if (isElement(node) && nameOf(node) === 'heading') continue;
      if (isElement(node) && nameOf(node) === 'num') continue;
      if (isElement(node)) blocks.push(...(isBlockElement(node) ? convertFlowElement(node) : textBlock(convertInline(node))));
      else blocks.push(...textBlock(convertInline(node)));
    }
    return blocks;
  }
  for (const child of childElements(el)) blocks.push(...convertNotes(child));
  return blocks;
}

function convertFlowElement(el: Element): Block[] {
  const name = nameOf(el);
  if (name === 'note' || name === 'notes') return convertNotes(el);
  if (name === 'table') return [convertTable(el)];
  if (name === 'layout') return [convertLayout(el)];
  if (name === 'quotedContent') return [{ kind: 'quote', children: convertQuoted(el) }];
  if (name === 'toc' || name === 'img') return [];
  if (name === 'section' || LEVEL_NAMES.has(name)) return [convertLevel(el, [])];
  return convertFlow(el, 'p');
}

function textBlock(inline: Inline): Block[] {
  const tidy = tidyInline(inline);
  return isBlank(tidy) ? [] : [{ kind: 'text', role: 'p', inline: tidy }];
}
