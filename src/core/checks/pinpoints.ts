import type { SectionBody, Subsection } from '../api/models';

/** One enumerated level of a section: its pinpoint from the section down and its own text (children included). */
export interface OutlineNode {
  /** `(a)(1)(B)`. */
  pinpoint: string;
  /** The level's words, its enumerator and its children's words included, in reading order. */
  text: string;
}

/** Where a section's structure came from: the live service's subsections, the HTML's marked levels, or the plain text's enumerators. */
export type OutlineSource = 'subsections' | 'html' | 'plain';

export interface SectionOutline {
  source: OutlineSource;
  /** By pinpoint. */
  nodes: Map<string, OutlineNode>;
  /** The section's words without its heading line: what quotations are compared with. */
  text: string;
}

export type PinpointLocation =
  | { found: true; pinpoint: string; text: string }
  /** `existing`: the longest leading part of the pinpoint that the section has (`''` when not even its first level). */
  | { found: false; pinpoint: string; existing: string; missing: string; level: string };

/** `(a)(1)(B)` → `['a', '1', 'B']`. */
export function pinpointParts(pinpoint: string): string[] {
  return [...pinpoint.matchAll(/\(([^()\s]+)\)/g)].map((m) => m[1]);
}

export function joinPinpoint(parts: readonly string[]): string {
  return parts.map((p) => `(${p})`).join('');
}

/** The structure of a section's text, from the richest form the answer holds. */
export function outlineOf(body: SectionBody): SectionOutline {
  const text = sectionWords(body);
  if (body.subsections && body.subsections.length > 0) return { source: 'subsections', nodes: fromSubsections(body.subsections), text };
  if (/data-pinpoint=/.test(body.html)) return { source: 'html', nodes: fromHtml(body.html), text };
  return { source: 'plain', nodes: fromPlain(text), text };
}

/**
 * The pinpoints a cited pinpoint names: `(a)(1)-(3)` → `(a)(1)` and `(a)(3)` (the later endpoint replaces
 * as many trailing levels as it has), a single pinpoint → itself.
 */
export function pinpointEndpoints(pinpoint: string): string[] {
  const [first, ...rest] = pinpoint.split(/\s*[-–—]\s*(?=\()/);
  const head = pinpointParts(first);
  return [joinPinpoint(head), ...rest.map((r) => {
    const tail = pinpointParts(r);
    return joinPinpoint([...head.slice(0, Math.max(0, head.length - tail.length)), ...tail]);
  })];
}

/** Finds a pinpoint (or both ends of a pinpoint range) in the outline; when absent, says which level is missing (`paragraph (5)`). */
export function locatePinpoint(outline: SectionOutline, pinpoint: string): PinpointLocation {
  const ends = pinpointEndpoints(pinpoint).map((end) => locateOne(outline, end));
  const missing = ends.find((end) => !end.found);
  if (missing) return missing;
  const texts = ends.map((end) => (end.found ? end.text : ''));
  return { found: true, pinpoint: ends.map((e) => e.pinpoint).join('-'), text: texts.length > 1 ? `${texts[0]}\n…\n${texts[texts.length - 1]}` : texts[0] };
}

function locateOne(outline: SectionOutline, pinpoint: string): PinpointLocation {
  const parts = pinpointParts(pinpoint);
  const wanted = joinPinpoint(parts);
  const node = outline.nodes.get(wanted);
  if (node) return { found: true, pinpoint: wanted, text: node.text };
  let depth = 0;
  while (depth < parts.length && outline.nodes.has(joinPinpoint(parts.slice(0, depth + 1)))) depth++;
  const missing = parts[depth] ?? parts[parts.length - 1];
  return { found: false, pinpoint: wanted, existing: joinPinpoint(parts.slice(0, depth)), missing: `(${missing})`, level: levelName(depth, missing, outline, parts.slice(0, depth)) };
}

/**
 * The name of the level a pinpoint part stands at, as the section itself uses it (a sibling's `type`) or by
 * federal drafting convention: (a) subsection, (1) paragraph, (A) subparagraph, (i) clause, (I) subclause.
 */
function levelName(depth: number, label: string, outline: SectionOutline, parent: string[]): string {
  const prefix = joinPinpoint(parent);
  const siblings = [...outline.nodes.keys()].filter((k) => k.startsWith(prefix) && pinpointParts(k).length === depth + 1);
  const sibling = siblings.length ? pinpointParts(siblings[0])[depth] : label;
  if (/^\d+$/.test(sibling)) return 'paragraph';
  if (/^[ivxlc]+$/.test(sibling) && depth >= 2) return 'clause';
  if (/^[IVXLC]+$/.test(sibling) && depth >= 3) return 'subclause';
  if (/^[a-z]+$/.test(sibling)) return depth === 0 ? 'subsection' : 'item';
  if (/^[A-Z]+$/.test(sibling)) return 'subparagraph';
  return 'subdivision';
}

function fromSubsections(rows: readonly Subsection[]): Map<string, OutlineNode> {
  const nodes = new Map<string, OutlineNode>();
  const walk = (list: readonly Subsection[], parent: string): string[] =>
    list.map((row) => {
      const own = row.label.replace(/^\(|\)$/g, '') || row.label;
      const pinpoint = row.pincite ?? `${parent}(${own})`;
      const childText = walk(row.children, pinpoint);
      const text = [`${row.label} ${row.text}`.trim(), ...childText].join('\n');
      nodes.set(pinpoint, { pinpoint, text });
      return text;
    });
  walk(rows, '');
  return nodes;
}

const SECTION_OPEN = /<section\b[^>]*\bdata-pinpoint="([^"]+)"[^>]*>/g;

function fromHtml(html: string): Map<string, OutlineNode> {
  const nodes = new Map<string, OutlineNode>();
  for (const open of html.matchAll(SECTION_OPEN)) {
    const start = open.index + open[0].length;
    const end = closingSection(html, start);
    const pinpoint = decodeEntities(open[1]).replace(/\s+/g, '');
    if (!nodes.has(pinpoint)) nodes.set(pinpoint, { pinpoint, text: htmlToText(html.slice(start, end)) });
  }
  return nodes;
}

/** The offset of the `</section>` that closes the element whose content starts at `from`. */
function closingSection(html: string, from: number): number {
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return html.length;
}

/** Block elements end lines; tags go; entities are decoded; spaces within a line are collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?(p|div|section|li|h\d|br|tr|header|article|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', mdash: '—', ndash: '–', sect: '§', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The section's words without the heading line (`§ 107. Limitations …`). */
export function sectionWords(body: SectionBody): string {
  const plain = body.plain || (body.html ? htmlToText(body.html) : '') || body.markdown || '';
  const lines = plain.split(/\r?\n/);
  if (lines.length > 1 && /^\s*(§|Sec\.|Section)\s*[\w.:-]+/.test(lines[0])) lines.shift();
  return lines.join('\n').trim();
}

/** An enumerator opening a line: `(a)`, `(1)`, `(A)`, `(ii)`, possibly several (`(a)(1) In general`). */
const LINE_ENUMS = /^\s*((?:\([0-9A-Za-z]{1,6}\)\s*)+)/;

/**
 * The plain text's enumerated lines, nested by indentation where the text is indented, else by the kind of
 * enumerator: a level's kind is set by its first member, and a later enumerator of a kind already open
 * closes the deeper levels ((i) after (h) is a letter, (i) under a lettered subparagraph a clause).
 */
function fromPlain(text: string): Map<string, OutlineNode> {
  const nodes = new Map<string, OutlineNode>();
  const lines = text.split(/\r?\n/);
  const indents = new Set(lines.filter((l) => LINE_ENUMS.test(l)).map((l) => /^[ \t]*/.exec(l)![0].length));
  const byIndent = indents.size > 1;
  const stack: { label: string; kind: string; indent: number; lines: string[] }[] = [];
  const close = (depth: number): void => {
    while (stack.length > depth) {
      const top = stack.pop()!;
      const pinpoint = joinPinpoint([...stack.map((s) => s.label), top.label]);
      const body = top.lines.join('\n');
      if (!nodes.has(pinpoint)) nodes.set(pinpoint, { pinpoint, text: body });
      if (stack.length) stack[stack.length - 1].lines.push(body);
    }
  };
  let previous = '';
  for (const line of lines) {
    const head = LINE_ENUMS.exec(line);
    if (!head) {
      if (!line.trim()) continue;
      // Unindented text after a list's last item (ending in a full stop) is the section's closing words, as in § 107.
      if (!byIndent && stack.length === 1 && /\.\s*$/.test(previous) && /^[A-Z]/.test(line.trim())) close(0);
      if (stack.length) stack[stack.length - 1].lines.push(line.trim());
      previous = line;
      continue;
    }
    previous = line;
    const indent = /^[ \t]*/.exec(line)![0].length;
    const labels = [...head[1].matchAll(/\(([0-9A-Za-z]{1,6})\)/g)].map((m) => m[1]);
    labels.forEach((label, i) => {
      const kind = kindOf(label, stack);
      if (byIndent) {
        const at = i === 0 ? stack.findIndex((s) => s.indent >= indent) : -1;
        close(at >= 0 ? at : stack.length);
      } else {
        const at = stack.findIndex((s) => s.kind === kind);
        close(at >= 0 ? at : stack.length);
      }
      stack.push({ label, kind, indent: indent + i * 0.5, lines: i === labels.length - 1 ? [line.trim()] : [] });
    });
  }
  close(0);
  return nodes;
}

function kindOf(label: string, stack: readonly { label: string; kind: string }[]): string {
  if (/^\d+[A-Z]*$/.test(label)) return 'number';
  const roman = /^[ivxlc]+$/.test(label);
  const romanUpper = /^[IVXLC]+$/.test(label);
  const letterLevel = (kind: string): { label: string } | undefined => stack.find((s) => s.kind === kind);
  if (roman) {
    const letters = letterLevel('lower');
    // (i) follows (h), (v) follows (u), (x) follows (w): a letter; otherwise a clause.
    if (letters && label.length === 1 && letters.label.charCodeAt(0) === label.charCodeAt(0) - 1) return 'lower';
    return letters || stack.length > 0 ? 'roman' : 'lower';
  }
  if (romanUpper) {
    const letters = letterLevel('upper');
    if (letters && label.length === 1 && letters.label.charCodeAt(0) === label.charCodeAt(0) - 1) return 'upper';
    return letters ? 'ROMAN' : 'upper';
  }
  if (/^[a-z]+$/.test(label)) return label.length > 1 && label[0] === label[1] ? 'double' : 'lower';
  if (/^[A-Z]+$/.test(label)) return label.length > 1 && label[0] === label[1] ? 'DOUBLE' : 'upper';
  return 'other';
}
