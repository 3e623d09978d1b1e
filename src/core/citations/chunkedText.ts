/**
 * A document's text stored as a list of chunks, so that an edit copies one chunk (a few KB)
 * instead of the whole document. Rebuilding a 1 MB string per keystroke costs a megabyte of
 * garbage each time; that, not the citation scan, is what dominates an edit otherwise.
 */

const TARGET_CHUNK = 16 * 1024;
const MAX_CHUNK = 2 * TARGET_CHUNK;

function split(s: string): string[] {
  if (s.length <= MAX_CHUNK) return [s];
  const out: string[] = [];
  for (let i = 0; i < s.length; i += TARGET_CHUNK) out.push(s.slice(i, i + TARGET_CHUNK));
  return out;
}

export class ChunkedText {
  private chunks: string[];
  /** starts[i] is the offset of chunks[i]; starts[chunks.length] is the length. */
  private starts: number[] = [];
  private flat: string | null;

  constructor(text: string) {
    this.chunks = split(text);
    this.flat = text;
    this.reindex();
  }

  get length(): number {
    return this.starts[this.chunks.length];
  }

  /** The whole text (built once per edit, and only when asked for). */
  toString(): string {
    if (this.flat === null) this.flat = this.chunks.join('');
    return this.flat;
  }

  /** Equivalent to toString().slice(start, end), without building the whole text. */
  slice(start: number, end: number): string {
    const a = Math.max(0, Math.min(start, this.length));
    const b = Math.max(a, Math.min(end, this.length));
    if (this.flat !== null) return this.flat.slice(a, b);
    let i = this.chunkAt(a);
    let out = '';
    while (i < this.chunks.length && this.starts[i] < b) {
      const cs = this.starts[i];
      out += this.chunks[i].slice(Math.max(0, a - cs), b - cs);
      i++;
    }
    return out;
  }

  /** Replaces [offset, offset + deletedLength) by `inserted`. */
  replace(offset: number, deletedLength: number, inserted: string): void {
    const end = offset + deletedLength;
    const first = this.chunkAt(offset);
    let last = this.chunkAt(end);
    if (last >= this.chunks.length) last = this.chunks.length - 1;
    const from = this.starts[first];
    const joined = this.chunks.slice(first, last + 1).join('');
    const replaced = joined.slice(0, offset - from) + inserted + joined.slice(end - from);
    const pieces = replaced.length === 0 && this.chunks.length > 1 ? [] : split(replaced);
    this.chunks.splice(first, last - first + 1, ...pieces);
    if (this.chunks.length === 0) this.chunks.push('');
    this.flat = null;
    this.reindex();
  }

  private reindex(): void {
    const starts = new Array<number>(this.chunks.length + 1);
    let p = 0;
    for (let i = 0; i < this.chunks.length; i++) {
      starts[i] = p;
      p += this.chunks[i].length;
    }
    starts[this.chunks.length] = p;
    this.starts = starts;
  }

  /** Index of the chunk containing `offset` (the last chunk for offset === length). */
  private chunkAt(offset: number): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
