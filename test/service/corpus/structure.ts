/**
 * The enumerated structure of a section (subsection → paragraph → …), taken from the parsed source
 * document at import and stored beside the rendered text: the live dialect's `structured=true` body
 * answers and its markdown are built from it.
 */
import type { Block, SectionDoc } from './render';
import { isBlank, pinpointOf } from './render';

export interface StructureNode {
  /** The enumerator as printed, e.g. `(a)`. */
  label: string;
  /** Enumerators from the section down, without parentheses: `['a', '1']`. */
  path: string[];
  /** `subsection`, `paragraph`, … */
  type: string;
  /** The level's own words: heading, lead-in and continuation text, without its children. */
  text: string;
  children: StructureNode[];
}

export interface SectionStructure {
  /** Text before the first enumerated level. */
  intro: string;
  nodes: StructureNode[];
  /** Unenumerated text after the first enumerated level (a closing sentence such as § 107's). */
  outro: string;
}

/** USLM names its levels; the CFR and D.C. importers only say "paragraph", so depth decides there. */
const DEPTH_TYPES = ['subsection', 'paragraph', 'subparagraph', 'clause', 'subclause', 'item', 'subitem'];

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return isBlank(block.inline) ? '' : block.inline.text.trim();
    case 'table':
      return block.rows.map((r) => r.cells.map((c) => c.text).join(' | ')).join('\n');
    case 'quote':
      return block.children.map(blockText).filter(Boolean).join('\n');
    case 'level':
      return [block.num, block.heading?.text, ...block.children.map(blockText)].filter((s) => s && s.trim()).join(' ');
  }
}

function collect(blocks: readonly Block[], path: readonly string[], depth: number, generic: boolean): { text: string[]; nodes: StructureNode[]; after: string[] } {
  const text: string[] = [];
  const after: string[] = [];
  const nodes: StructureNode[] = [];
  for (const block of blocks) {
    if (block.kind !== 'level') {
      const t = blockText(block);
      if (t) (nodes.length > 0 ? after : text).push(t);
      continue;
    }
    if (!block.enumerator) {
      // An unnumbered wrapper: its numbered levels belong to the enclosing one.
      const inner = collect(block.children, path, depth, generic);
      if (block.heading && !isBlank(block.heading)) text.push(block.heading.text.trim());
      text.push(...inner.text);
      nodes.push(...inner.nodes);
      continue;
    }
    const childPath = [...path, block.enumerator];
    const inner = collect(block.children, childPath, depth + 1, generic);
    const own = [block.heading && !isBlank(block.heading) ? block.heading.text.trim() : '', ...inner.text].filter(Boolean);
    const type = generic || !block.name || block.name === 'level' ? (DEPTH_TYPES[depth] ?? 'level') : block.name;
    nodes.push({ label: block.num?.trim() || `(${block.enumerator})`, path: childPath, type, text: [...own, ...inner.after].join(' '), children: inner.nodes });
  }
  return { text, nodes, after };
}

/**
 * `namedLevels`: the source names its levels (USLM: subsection, paragraph, …). Otherwise (the CFR and
 * D.C. importers call every level a paragraph) the type follows the depth.
 */
export function sectionStructure(doc: SectionDoc, namedLevels: boolean): SectionStructure {
  const { text, nodes, after } = collect(doc.blocks, [], 0, !namedLevels);
  return { intro: text.join('\n'), nodes, outro: after.join('\n') };
}

export { pinpointOf };
