/**
 * The format-neutral shape every importer produces for a section, and its two renderings:
 * semantic HTML with one anchor per pinpoint, and indented plain text.
 *
 * Pinpoint anchors: a level's `id` is its enumerators from the section down, without parentheses,
 * joined by `-`; characters other than letters and digits inside an enumerator become `_`.
 * `(a)(1)(B)` → `id="a-1-B"`, D.C. `(g-1)(2)` → `id="g_1-2"`. Every such level also carries
 * `data-pinpoint="(a)(1)(B)"` with the pinpoint exactly as cited.
 */

export interface Inline {
  html: string;
  text: string;
}

export type TextRole = 'chapeau' | 'content' | 'continuation' | 'p' | 'heading';

export type Block =
  | { kind: 'text'; role: TextRole; inline: Inline; indent?: number }
  | { kind: 'level'; name: string; num: string | null; enumerator: string | null; heading: Inline | null; children: Block[] }
  | { kind: 'table'; rows: TableRow[] }
  | { kind: 'quote'; children: Block[] };

export interface TableRow {
  header: boolean;
  cells: Inline[];
}

export interface SectionDoc {
  /** As printed: `§ 107.`, `§ 60.1`, `§ 47-2002.` */
  numLabel: string;
  heading: string;
  blocks: Block[];
  sourceCredit: string | null;
  notes: Block[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function plainInline(text: string): Inline {
  return { html: escapeHtml(text), text };
}

export function joinInline(parts: readonly Inline[]): Inline {
  let html = '';
  let text = '';
  for (const p of parts) {
    html += p.html;
    text += p.text;
  }
  return { html, text };
}

export function wrapInline(inner: Inline, tag: string, attrs: Record<string, string | undefined> = {}): Inline {
  if (!inner.html) return inner;
  const attrText = Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return { html: `<${tag}${attrText}>${inner.html}</${tag}>`, text: inner.text };
}

/** Collapses source-file whitespace (XML line breaks and indentation are not meaningful). */
export function tidyInline(inline: Inline): Inline {
  return { html: inline.html.replace(/\s+/g, ' ').trim(), text: inline.text.replace(/\s+/g, ' ').trim() };
}

export function isBlank(inline: Inline | null | undefined): boolean {
  return !inline || inline.text.trim() === '';
}

/** `(a)` / `a` / `(3A)` → the enumerator without parentheses. */
export function enumeratorOf(num: string): string | null {
  const trimmed = num.trim().replace(/[.—–-]+$/u, '');
  const m = /^\(?([A-Za-z0-9][A-Za-z0-9.\-–]*)\)?$/u.exec(trimmed);
  return m?.[1] ?? null;
}

export function anchorId(path: readonly string[]): string {
  return path.map((e) => e.replace(/[^A-Za-z0-9]/g, '_')).join('-');
}

export function pinpointOf(path: readonly string[]): string {
  return path.map((e) => `(${e})`).join('');
}

export interface RenderOptions {
  actId: string;
  citation: string;
  status: string;
}

export function renderHtml(doc: SectionDoc, options: RenderOptions): string {
  const used = new Set<string>();
  const out: string[] = [];
  out.push(`<article class="statute-section" data-act-id="${escapeHtml(options.actId)}" data-citation="${escapeHtml(options.citation)}">`);
  out.push(
    `<header><h1><span class="num">${escapeHtml(doc.numLabel)}</span> <span class="heading">${escapeHtml(doc.heading)}</span></h1>` +
      (options.status !== 'in_force' ? `<p class="status status-${escapeHtml(options.status)}">${escapeHtml(statusLabel(options.status))}</p>` : '') +
      '</header>',
  );
  out.push('<div class="section-body">');
  for (const block of doc.blocks) renderBlockHtml(block, [], true, used, out);
  out.push('</div>');
  if (doc.sourceCredit) out.push(`<p class="source-credit">${escapeHtml(doc.sourceCredit)}</p>`);
  out.push('</article>');
  return out.join('\n');
}

export function renderNotesHtml(doc: SectionDoc): string | null {
  if (doc.notes.length === 0) return null;
  const out: string[] = ['<aside class="notes">'];
  for (const block of doc.notes) renderBlockHtml(block, [], false, new Set(), out);
  out.push('</aside>');
  return out.join('\n');
}

function statusLabel(status: string): string {
  const label = status.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function renderBlockHtml(block: Block, path: readonly string[], anchors: boolean, used: Set<string>, out: string[]): void {
  switch (block.kind) {
    case 'text':
      if (block.role === 'heading') out.push(`<h2 class="subheading">${block.inline.html}</h2>`);
      else if (!isBlank(block.inline)) out.push(`<p class="${block.role}${block.indent ? ` indent${block.indent}` : ''}">${block.inline.html}</p>`);
      return;
    case 'table':
      out.push('<table>');
      for (const row of block.rows) {
        const tag = row.header ? 'th' : 'td';
        out.push(`<tr>${row.cells.map((c) => `<${tag}>${c.html}</${tag}>`).join('')}</tr>`);
      }
      out.push('</table>');
      return;
    case 'quote':
      out.push('<blockquote>');
      for (const child of block.children) renderBlockHtml(child, path, false, used, out);
      out.push('</blockquote>');
      return;
    case 'level': {
      const childPath = block.enumerator ? [...path, block.enumerator] : path;
      let attrs = ` class="level ${escapeHtml(block.name)}"`;
      if (anchors && block.enumerator) {
        let id = anchorId(childPath);
        if (used.has(id)) {
          let n = 2;
          while (used.has(`${id}_${n}`)) n++;
          id = `${id}_${n}`;
        }
        used.add(id);
        attrs += ` id="${escapeHtml(id)}" data-pinpoint="${escapeHtml(pinpointOf(childPath))}"`;
      }
      out.push(`<section${attrs}>`);
      const [lead, rest] = splitLead(block);
      const leadParts: string[] = [];
      if (block.num) leadParts.push(`<span class="enum">${escapeHtml(block.num)}</span>`);
      if (block.heading && !isBlank(block.heading)) leadParts.push(`<span class="level-heading">${block.heading.html}</span>`);
      if (lead) leadParts.push(lead.inline.html);
      if (leadParts.length > 0) out.push(`<p class="${lead ? lead.role : 'lead'}">${leadParts.join(' ')}</p>`);
      for (const child of rest) renderBlockHtml(child, childPath, anchors, used, out);
      out.push('</section>');
      return;
    }
  }
}

/** The first text of a level is printed on the enumerator's line, as in the official editions. */
function splitLead(block: Extract<Block, { kind: 'level' }>): [Extract<Block, { kind: 'text' }> | null, Block[]] {
  const first = block.children[0];
  if (first && first.kind === 'text' && first.role !== 'heading') return [first, block.children.slice(1)];
  return [null, block.children];
}

export function renderPlain(doc: SectionDoc): string {
  const lines: string[] = [`${doc.numLabel} ${doc.heading}`.trim(), ''];
  for (const block of doc.blocks) renderBlockPlain(block, 0, lines);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

function renderBlockPlain(block: Block, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  switch (block.kind) {
    case 'text':
      if (!isBlank(block.inline)) lines.push(indent + '  '.repeat(block.indent ?? 0) + block.inline.text);
      return;
    case 'table':
      for (const row of block.rows) lines.push(indent + row.cells.map((c) => c.text).join(' | '));
      return;
    case 'quote':
      for (const child of block.children) renderBlockPlain(child, depth + 1, lines);
      return;
    case 'level': {
      const [lead, rest] = splitLead(block);
      const parts: string[] = [];
      if (block.num) parts.push(block.num);
      if (block.heading && !isBlank(block.heading)) parts.push(block.heading.text);
      if (lead) parts.push(lead.inline.text);
      if (parts.length > 0) lines.push(indent + parts.join(' '));
      for (const child of rest) renderBlockPlain(child, depth + 1, lines);
      return;
    }
  }
}
