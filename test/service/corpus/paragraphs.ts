/**
 * Rebuilds the paragraph tree of formats that print every paragraph flat (`<P>(a) …</P>`, the GPO
 * CFR formats): the level of `(i)` or `(1)` is inferred from the enumerator sequence, as a reader does.
 * CFR nests (a) → (1) → (i) → (A) → (1 italic) → (i italic).
 */
import type { Block } from './render';

type EnumType = 'alpha' | 'digit' | 'roman' | 'ALPHA' | 'idigit' | 'iroman';

export interface Enumerator {
  value: string;
  italic: boolean;
}

interface OpenLevel {
  type: EnumType;
  value: string;
  block: Extract<Block, { kind: 'level' }>;
}

const LEADING_ENUMS = /^\s*((?:\(\s*(?:[a-z]{1,2}|[ivxl]{1,6}|\d{1,3}|[A-Z]{1,2})\s*\)\s*)+)/;

/** The enumerators a paragraph opens with, and how many characters of its text they take. */
export function leadingEnumerators(text: string): { values: string[]; length: number } | null {
  const m = LEADING_ENUMS.exec(text);
  if (!m) return null;
  const values = [...m[1]!.matchAll(/\(\s*([A-Za-z0-9]+)\s*\)/g)].map((x) => x[1]!);
  return { values, length: m[0].length };
}

function romanValue(value: string): number {
  const map: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
  let total = 0;
  for (let i = 0; i < value.length; i++) {
    const cur = map[value[i]!] ?? 0;
    const next = map[value[i + 1] ?? ''] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}

function alphaValue(value: string): number {
  // (a)…(z), then (aa), (bb)… as the CFR continues long lists.
  const base = value.charCodeAt(0) - 96;
  return value.length === 2 && value[0] === value[1] ? 26 + base : value.length === 1 ? base : -1;
}

function ordinal(value: string, type: EnumType): number {
  switch (type) {
    case 'alpha':
      return alphaValue(value);
    case 'ALPHA':
      return alphaValue(value.toLowerCase());
    case 'digit':
    case 'idigit':
      return Number(value);
    case 'roman':
    case 'iroman':
      return romanValue(value);
  }
}

function candidates(e: Enumerator): EnumType[] {
  const v = e.value;
  if (/^\d+$/.test(v)) return [e.italic ? 'idigit' : 'digit'];
  if (/^[A-Z]+$/.test(v)) return ['ALPHA'];
  const roman = v !== '' && /^(?:xl|xc|l?x{0,3})(?:ix|iv|v?i{0,3})$/.test(v);
  const alpha = /^[a-z]$|^([a-z])\1$/.test(v);
  const out: EnumType[] = [];
  if (roman) out.push(e.italic ? 'iroman' : 'roman');
  if (alpha) out.push('alpha');
  return out.length > 0 ? out : ['alpha'];
}

/** Builds nested levels from a sequence of flat paragraphs. */
export class ParagraphNester {
  readonly root: Block[] = [];
  private stack: OpenLevel[] = [];

  /** A paragraph without an enumerator continues whatever level is open. */
  addText(block: Block): void {
    this.container().push(block);
  }

  /** A paragraph opening with one or more enumerators; `lead` is its text without them. */
  addEnumerated(enums: Enumerator[], lead: Block | null): void {
    enums.forEach((e, i) => {
      const type = i === 0 ? this.placeFirst(e) : this.placeChild(e);
      const block: OpenLevel['block'] = { kind: 'level', name: 'paragraph', num: `(${e.value})`, enumerator: e.value, heading: null, children: [] };
      this.container().push(block);
      this.stack.push({ type, value: e.value, block });
    });
    if (lead) this.container().push(lead);
  }

  private container(): Block[] {
    return this.stack.length > 0 ? this.stack[this.stack.length - 1]!.block.children : this.root;
  }

  /** Decides where the paragraph's first enumerator sits and pops the stack to its parent. */
  private placeFirst(e: Enumerator): EnumType {
    const types = candidates(e);
    // Best evidence: the next value of an open list, e.g. (i) right after (h) is a letter.
    for (const type of types) {
      const k = this.stack.findIndex((l) => l.type === type);
      if (k >= 0 && ordinal(e.value, type) === ordinal(this.stack[k]!.value, type) + 1) {
        this.stack.length = k;
        return type;
      }
    }
    // A new, deeper list starts at its first value.
    for (const type of types) {
      if (!this.stack.some((l) => l.type === type) && ordinal(e.value, type) === 1) return type;
    }
    // A value of an open list that skips (reserved paragraphs) or repeats.
    for (const type of types) {
      const k = this.stack.findIndex((l) => l.type === type);
      if (k >= 0) {
        this.stack.length = k;
        return type;
      }
    }
    return types[0]!;
  }

  private placeChild(e: Enumerator): EnumType {
    const types = candidates(e);
    return types.find((t) => !this.stack.some((l) => l.type === t) && ordinal(e.value, t) === 1) ?? types.find((t) => !this.stack.some((l) => l.type === t)) ?? types[0]!;
  }
}
