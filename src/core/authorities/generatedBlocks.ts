/**
 * Blocks the extension writes into a document (the table of authorities, the statutory addendum) and
 * rewrites in place. Each sits between two marker lines; what is inside is the extension's own text,
 * so the citation engine's consumers skip it (no hover, no verification, no diagnostic twice).
 */
import type { OutputFormat } from '../lookup/insertion';

export type BlockKind = 'table-of-authorities' | 'statutory-addendum';

export interface Region {
  start: number;
  end: number;
}

const KINDS: readonly BlockKind[] = ['table-of-authorities', 'statutory-addendum'];

/** The opening and closing marker lines of a block in a document of `format`. */
export function blockMarkers(kind: BlockKind, format: OutputFormat): [string, string] {
  switch (format) {
    case 'markdown':
      return [`<!-- statutes:${kind} -->`, `<!-- /statutes:${kind} -->`];
    case 'latex':
      return [`% statutes:${kind}`, `% /statutes:${kind}`];
    case 'restructuredtext':
      // A comment: nothing of it shows in the rendered document.
      return [`.. statutes:${kind}`, `.. /statutes:${kind}`];
    case 'plaintext':
      return [`[statutes:${kind}]`, `[/statutes:${kind}]`];
  }
}

/**
 * Offsets of an existing block (markers included), or undefined. A marker counts only as a line of its
 * own, so marker text inside an entry can never end the block early.
 */
export function findBlock(text: string, kind: BlockKind, format: OutputFormat): Region | undefined {
  const [open, close] = blockMarkers(kind, format);
  const start = markerLine(text, open, 0);
  if (start < 0) return undefined;
  const closeAt = markerLine(text, close, start + open.length);
  if (closeAt < 0) return undefined;
  return { start, end: closeAt + close.length };
}

const FORMATS: readonly OutputFormat[] = ['markdown', 'latex', 'restructuredtext', 'plaintext'];

/**
 * The block of `kind`, written for `format` or, failing that, for another format (a document whose
 * language changed, or a block from an older version of the extension), so a rebuild never adds a second.
 */
export function findAnyBlock(text: string, kind: BlockKind, format: OutputFormat): Region | undefined {
  for (const f of [format, ...FORMATS.filter((x) => x !== format)]) {
    const block = findBlock(text, kind, f);
    if (block) return block;
  }
  return undefined;
}

function markerLine(text: string, marker: string, from: number): number {
  for (let at = text.indexOf(marker, from); at >= 0; at = text.indexOf(marker, at + 1)) {
    const after = text.charAt(at + marker.length);
    if ((at === 0 || text[at - 1] === '\n') && (after === '' || after === '\n' || after === '\r')) return at;
  }
  return -1;
}


/**
 * Every generated block in `text`, whatever the document's language says (a brief renamed from .txt to
 * .md keeps its blocks skipped), sorted by start. Cheap when there is none: one `indexOf`.
 */
export function generatedRegions(text: string): Region[] {
  if (!text.includes('statutes:')) return [];
  const regions: Region[] = [];
  for (const kind of KINDS) {
    for (const format of FORMATS) {
      const block = findBlock(text, kind, format);
      if (block) regions.push(block);
    }
  }
  return regions.sort((a, b) => a.start - b.start);
}

/** Whether [start, end) lies inside one of `regions` (sorted, as `generatedRegions` gives them). */
export function insideRegion(regions: readonly Region[], start: number, end: number): boolean {
  for (const r of regions) {
    if (r.start > start) return false;
    if (end <= r.end) return true;
  }
  return false;
}

/**
 * The items of `text` (citations, findings) that lie outside its generated blocks: what the author wrote.
 * The one filter every reader of a document's citations applies (the editor's DocumentCitations, and
 * any headless check of a file).
 */
export function outsideGeneratedBlocks<T extends Region>(text: string, items: readonly T[]): readonly T[] {
  const regions = generatedRegions(text);
  return regions.length ? items.filter((c) => !insideRegion(regions, c.start, c.end)) : items;
}
