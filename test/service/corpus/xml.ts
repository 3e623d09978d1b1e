import { DOMParser } from '@xmldom/xmldom';
import type { Document, Element, Node } from '@xmldom/xmldom';

export type { Document, Element, Node };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Parses XML with a real XML parser; malformed input is an error, not a best-effort tree. */
export function parseXml(source: string, fileName: string): Document {
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`${fileName}: ${message}`);
    },
  });
  return parser.parseFromString(source, 'text/xml');
}

export function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

export function isText(node: Node): boolean {
  return node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE;
}

/** Element name without any namespace prefix (USLM 1.0 and 2.0 differ only in namespace). */
export function nameOf(el: Element): string {
  return el.localName ?? el.nodeName;
}

export function childNodes(el: Node): Node[] {
  const out: Node[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) out.push(n);
  return out;
}

export function childElements(el: Node, name?: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (isElement(n) && (name === undefined || nameOf(n) === name)) out.push(n);
  }
  return out;
}

export function firstChild(el: Node, name: string): Element | undefined {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (isElement(n) && nameOf(n) === name) return n;
  }
  return undefined;
}

export function attr(el: Element, name: string): string | undefined {
  const value = el.getAttribute(name);
  return value === null || value === '' ? undefined : value;
}

/** Text content with runs of whitespace collapsed to single spaces. */
export function textOf(node: Node | undefined): string {
  if (!node) return '';
  return collapse(node.textContent ?? '');
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
