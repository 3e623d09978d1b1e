/**
 * D.C. Code in the Council's dc-library XML: `titles/N/index.xml` nests containers (Title → Chapter →
 * Subchapter → Part) and `xi:include`s one file per section; the history folder holds dated copies
 * of single section files.
 */
import { datesIn, firstDate } from './dates';
import { displayHeading } from './ids';
import type { ActStatus, HierNode, HierType, ParsedEdition, ParsedSection } from './model';
import { Block, Inline, SectionDoc, TableRow, enumeratorOf, isBlank, joinInline, plainInline, tidyInline, wrapInline } from './render';
import { Document, Element, Node, attr, childElements, childNodes, firstChild, isElement, isText, nameOf, textOf } from './xml';

export interface DcTitleIndex {
  title: string;
  titleName: string;
  /** Section file paths (relative to the title folder) in code order, each with its containers. */
  entries: { href: string; hierarchy: HierNode[] }[];
}

const PREFIX_TYPES: Record<string, HierType> = { title: 'title', chapter: 'chapter', subchapter: 'subchapter', part: 'part', subpart: 'subpart', article: 'article', division: 'division' };

export function isDcSection(doc: Document): boolean {
  const root = doc.documentElement!;
  return nameOf(root) === 'section' && /dc-library/.test(root.namespaceURI ?? '');
}

function cleanName(heading: string): string {
  return displayHeading(heading.replace(/\s*\[Enacted title\]\.?\s*$/i, '').replace(/\.\s*$/, ''));
}

export function readDcTitleIndex(doc: Document): DcTitleIndex {
  const root = doc.documentElement!;
  const title = textOf(firstChild(root, 'num'));
  const titleName = cleanName(textOf(firstChild(root, 'heading')));
  const entries: DcTitleIndex['entries'] = [];
  const walk = (el: Element, hierarchy: HierNode[]): void => {
    for (const child of childElements(el)) {
      const name = nameOf(child);
      if (name === 'include') {
        const href = attr(child, 'href');
        if (href) entries.push({ href, hierarchy });
      } else if (name === 'container') {
        const type = PREFIX_TYPES[textOf(firstChild(child, 'prefix')).toLowerCase()] ?? 'division';
        const node: HierNode = { type, num: textOf(firstChild(child, 'num')), name: cleanName(textOf(firstChild(child, 'heading'))) };
        walk(child, [...hierarchy, node]);
      }
    }
  };
  walk(root, [{ type: 'title', num: title, name: titleName }]);
  return { title, titleName, entries };
}

/** `<recency through="2024-10-08">` of the code's root index. */
export function readDcRecency(doc: Document): string | null {
  const meta = firstChild(doc.documentElement!, 'meta');
  const recency = meta && firstChild(meta, 'recency');
  return recency ? (firstDate(attr(recency, 'through')) ?? null) : null;
}

export function buildDcTitleEdition(index: DcTitleIndex, sections: ParsedSection[], info: { date: string; currentThrough: string; file: string }): ParsedEdition {
  return {
    corpus: 'STATE',
    state: 'dc',
    title: index.title,
    titleName: index.titleName,
    label: `D.C. Code build ${info.date} (current through ${info.currentThrough})`,
    date: info.date,
    currentThrough: info.currentThrough,
    scope: 'title',
    file: info.file,
    sections,
  };
}

const STATUS_BY_REASON: [RegExp, ActStatus][] = [
  [/^repealed/i, 'repealed'],
  [/^expired/i, 'expired'],
  [/^renumbered/i, 'renumbered'],
  [/^transferred/i, 'transferred'],
  [/^not funded/i, 'not_funded'],
  [/^applicable/i, 'not_yet_effective'],
  [/^omitted/i, 'omitted'],
  [/^reserved/i, 'reserved'],
];

export function readDcSection(doc: Document, hierarchy: HierNode[]): ParsedSection {
  const root = doc.documentElement!;
  const sectionNum = textOf(firstChild(root, 'num'));
  const reason = textOf(firstChild(root, 'reason')) || attr(root, 'placeholder') || '';
  const heading = textOf(firstChild(root, 'heading'));
  let status: ActStatus = 'in_force';
  for (const [re, s] of STATUS_BY_REASON) if (re.test(reason)) status = s;
  if (status === 'in_force' && /^\[?reserved\]?\.?$/i.test(heading)) status = 'reserved';

  const blocks: Block[] = [];
  const notes: Block[] = [];
  const history: string[] = [];
  const historyDates: string[] = [];
  let renumberedTo: string | null = null;
  for (const child of childElements(root)) {
    const name = nameOf(child);
    if (name === 'num' || name === 'heading' || name === 'reason') continue;
    if (name === 'annotations') {
      readAnnotations(child, notes, history, historyDates);
      continue;
    }
    blocks.push(...convertBody(child));
  }
  if (status === 'renumbered' || status === 'transferred') {
    const cite = findCitePath(root);
    if (cite) renumberedTo = `D.C. Code § ${cite}`;
  }
  const sourceCredit = history.length > 0 ? `(${history.join('; ')}.)` : null;
  const sectionDoc: SectionDoc = { numLabel: `§ ${sectionNum}.`, heading, blocks, sourceCredit, notes };
  return {
    sectionNum,
    hierarchy,
    heading,
    status,
    renumberedTo: status === 'renumbered' ? renumberedTo : null,
    transferredTo: status === 'transferred' ? renumberedTo : null,
    doc: sectionDoc,
    sourceCredit,
    creditDates: [...new Set(historyDates)].sort(),
    creditSaysAdded: false,
  };
}

function findCitePath(el: Element): string | null {
  for (const child of childElements(el)) {
    if (nameOf(child) === 'annotations') continue;
    if (nameOf(child) === 'cite') {
      const path = attr(child, 'path');
      if (path) return path.replace(/^§/, '').split('|')[0]!;
    }
    const found = findCitePath(child);
    if (found) return found;
  }
  return null;
}

function readAnnotations(el: Element, notes: Block[], history: string[], historyDates: string[]): void {
  const byType = new Map<string, Inline[]>();
  for (const a of childElements(el)) {
    const type = attr(a, 'type') ?? 'Notes';
    const inline = tidyInline(inlineOf(a));
    if (type === 'History') {
      for (const d of [attr(a, 'eff'), attr(a, 'app')]) if (d && firstDate(d)) historyDates.push(firstDate(d)!);
      historyDates.push(...datesIn(inline.text));
      if (attr(a, 'display') === 'false' || isBlank(inline)) continue;
      history.push(inline.text);
      continue;
    }
    if (isBlank(inline)) continue;
    const list = byType.get(type) ?? [];
    list.push(inline);
    byType.set(type, list);
  }
  for (const [type, items] of byType) {
    notes.push({ kind: 'text', role: 'heading', inline: plainInline(type) });
    for (const inline of items) notes.push({ kind: 'text', role: 'p', inline });
  }
}

function convertBody(el: Element): Block[] {
  const name = nameOf(el);
  switch (name) {
    case 'text':
    case 'aftertext': {
      const inline = tidyInline(inlineOf(el));
      return isBlank(inline) ? [] : [{ kind: 'text', role: name === 'aftertext' ? 'continuation' : 'content', inline }];
    }
    case 'para':
      return [convertPara(el)];
    case 'table':
      return [convertTable(el)];
    case 'center': {
      const inline = tidyInline(inlineOf(el));
      return isBlank(inline) ? [] : [{ kind: 'text', role: 'heading', inline }];
    }
    case 'heading':
      return [{ kind: 'text', role: 'heading', inline: tidyInline(inlineOf(el)) }];
    default:
      // codify:* elements are instructions to the codifier, not text.
      return el.namespaceURI && /codify/.test(el.namespaceURI) ? [] : childElements(el).flatMap(convertBody);
  }
}

function convertPara(el: Element): Block {
  const numEl = firstChild(el, 'num');
  const designated = numEl && attr(numEl, 'undesignated') !== 'true';
  const num = designated ? textOf(numEl) : null;
  const headingEl = firstChild(el, 'heading');
  const heading = headingEl ? tidyInline(inlineOf(headingEl)) : null;
  const children: Block[] = [];
  for (const child of childElements(el)) {
    const name = nameOf(child);
    if (name === 'num' || name === 'heading') continue;
    children.push(...convertBody(child));
  }
  return { kind: 'level', name: 'para', num: num || null, enumerator: num ? enumeratorOf(num) : null, heading: isBlank(heading) ? null : heading, children };
}

function convertTable(el: Element): Block {
  const rows: TableRow[] = [];
  const visit = (n: Element): void => {
    for (const c of childElements(n)) {
      if (nameOf(c) === 'tr') {
        const cells = childElements(c).filter((x) => nameOf(x) === 'td' || nameOf(x) === 'th');
        rows.push({ header: cells.length > 0 && cells.every((x) => nameOf(x) === 'th'), cells: cells.map((x) => tidyInline(inlineOf(x))) });
      } else visit(c);
    }
  };
  visit(el);
  return { kind: 'table', rows };
}

function inlineOf(el: Element): Inline {
  return joinInline(childNodes(el).map(convertInline));
}

function convertInline(node: Node): Inline {
  if (isText(node)) return plainInline(node.nodeValue ?? '');
  if (!isElement(node)) return plainInline('');
  const name = nameOf(node);
  switch (name) {
    case 'cite': {
      const path = attr(node, 'path');
      return wrapInline(inlineOf(node), 'cite', { class: 'ref', 'data-ref': path ? path.replace(/\|/g, '') : attr(node, 'doc') });
    }
    case 'em':
      return wrapInline(inlineOf(node), 'i');
    case 'strong':
      return wrapInline(inlineOf(node), 'b');
    case 'br':
      return plainInline(' ');
    default:
      return node.namespaceURI && /codify/.test(node.namespaceURI) ? plainInline('') : inlineOf(node);
  }
}

/** `47-2002@2021-10-18.xml` → `2021-10-18`. */
export function historyFileDate(fileName: string): string | null {
  return firstDate(/@(\d{4}-\d{2}-\d{2})/.exec(fileName)?.[1]);
}
