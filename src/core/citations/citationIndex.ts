/**
 * A document's citations, kept up to date through text edits without rescanning the
 * whole document.
 *
 * Why this is exact (equal to a full rescan), not approximate: the scanner processes anchors
 * left to right, and what it does at an anchor depends only on the text from
 * MAX_LOOKBEHIND before the anchor onward and on where the previous citation ended
 * (`lastEnd`). A parse never reads more than MAX_LOOKAHEAD past its anchor or past the
 * end of what it found. So after an edit at [s, s+deleted):
 *  1. groups ending more than MAX_LOOKAHEAD before s, and failed anchors that far back,
 *     cannot have seen the edit: they are kept;
 *  2. the scan restarts at the first group that might have, or MAX_LOOKAHEAD before s;
 *  3. it stops at the first anchor, at least MAX_LOOKBEHIND past the inserted text, where
 *     the old and new scans are in the same state (same `lastEnd`, or both far enough back
 *     not to matter); from there on the old groups, shifted, are what a full scan would find.
 * Short-form resolution is then redone over the group list, which is cheap (no text is read).
 */
import { groupEnd, type Group } from './raw';
import { MAX_LOOKAHEAD, MAX_LOOKBEHIND, scanAll, scanGroups } from './scanner';
import { resolveGroups } from './shortForms';
import type { Citation } from './types';
import { ChunkedText } from './chunkedText';

/** A replacement of `deletedLength` UTF-16 units at `offset` by `insertedText`. */
export interface TextEdit {
  offset: number;
  deletedLength: number;
  insertedText: string;
}

/** Reads below a parse's floor go back at most a couple of characters (word-boundary checks). */
const SYNC_DISTANCE = MAX_LOOKBEHIND + 16;

function shiftGroup(g: Group, delta: number): void {
  g.anchor += delta;
  g.start += delta;
  for (const item of g.items) {
    item.start += delta;
    item.end += delta;
    if (item.hyphenAt !== undefined) item.hyphenAt += delta;
    if (item.articleDashAt !== undefined) item.articleDashAt += delta;
  }
}

/** Index of the first group whose end is greater than `pos` (groups are sorted and disjoint). */
function firstEndingAfter(groups: readonly Group[], pos: number): number {
  let lo = 0;
  let hi = groups.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (groupEnd(groups[mid]) > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export class CitationIndex {
  private readonly doc: ChunkedText;
  private groups: Group[];
  private resolved: Citation[] | null = null;

  constructor(text: string) {
    this.doc = new ChunkedText(text);
    this.groups = scanAll(text);
  }

  /** The document text as of the last edit (built on demand). */
  get text(): string {
    return this.doc.toString();
  }

  /** All citations, in document order, short forms resolved (same result as findCitations(text)). */
  get citations(): readonly Citation[] {
    if (this.resolved === null) this.resolved = resolveGroups((a, b) => this.doc.slice(a, b), this.groups);
    return this.resolved;
  }

  /** The citation whose span contains `offset` (end exclusive), if any. */
  citationAt(offset: number): Citation | undefined {
    const list = this.citations;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid].end <= offset) lo = mid + 1;
      else hi = mid;
    }
    const c = list[lo];
    return c !== undefined && c.start <= offset && offset < c.end ? c : undefined;
  }

  /** Applies several edits in order, each against the text left by the previous one. */
  applyEdits(edits: readonly TextEdit[]): void {
    for (const e of edits) this.applyEdit(e);
  }

  /**
   * Applies one edit and rescans only around it. Returns the range of the new text that
   * was rescanned (useful to see how local an edit was).
   */
  applyEdit(edit: TextEdit): { start: number; end: number } {
    const { offset: s, deletedLength: del, insertedText: ins } = edit;
    const oldLength = this.doc.length;
    if (!(Number.isInteger(s) && Number.isInteger(del) && s >= 0 && del >= 0 && s + del <= oldLength)) {
      throw new RangeError(`edit [${s}, ${s + del}) outside text of length ${oldLength}`);
    }
    this.doc.replace(s, del, ins);
    const length = this.doc.length;
    const delta = ins.length - del;
    const insertedEnd = s + ins.length;
    const groups = this.groups;

    // 1–2. Keep what cannot have seen the edit; find where to restart.
    const keep = firstEndingAfter(groups, s - MAX_LOOKAHEAD);
    let restart = Math.max(0, s - MAX_LOOKAHEAD);
    if (keep < groups.length) restart = Math.min(restart, groups[keep].anchor);
    const keptEnd = keep > 0 ? groupEnd(groups[keep - 1]) : 0;

    // Old lastEnd (in new coordinates) for the old groups before index j.
    const shiftedEnd = (j: number): number => {
      if (j <= keep) return keptEnd;
      const e = groupEnd(groups[j - 1]);
      if (e <= s) return e;
      return e >= s + del ? e + delta : Number.POSITIVE_INFINITY;
    };

    // 3. Rescan a window of the new text until the new scan is in the state the old one was
    // in at the same anchor. A parse near the window's end could be cut short, so the window
    // grows (doubling) until the scan can stop well inside it or reaches the end of the text.
    const windowStart = Math.max(0, restart - SYNC_DISTANCE);
    let windowEnd = Math.min(length, insertedEnd + SYNC_DISTANCE + 4 * MAX_LOOKAHEAD);
    for (;;) {
      const window = this.doc.slice(windowStart, windowEnd);
      const truncated = windowEnd < length;
      const fresh: Group[] = [];
      let j = keep;
      let needMore = false;
      let synced = false;
      const stop = (localAnchor: number, localLastEnd: number): boolean => {
        const anchor = localAnchor + windowStart;
        if (truncated && anchor + MAX_LOOKAHEAD > windowEnd) return (needMore = true);
        if (anchor < insertedEnd + SYNC_DISTANCE) return false;
        const lastEnd = localLastEnd + windowStart;
        const oldAnchor = anchor - delta;
        while (j < groups.length && groups[j].anchor < oldAnchor) j++;
        const oldLastEnd = shiftedEnd(j);
        const bothFarBack = lastEnd <= anchor - SYNC_DISTANCE && oldLastEnd <= anchor - SYNC_DISTANCE;
        const same = lastEnd === oldLastEnd && lastEnd >= insertedEnd;
        return (synced = bothFarBack || same);
      };
      const stoppedAt = scanGroups(window, restart - windowStart, { lastEnd: keptEnd - windowStart }, fresh, stop) + windowStart;
      if (needMore || (truncated && !synced)) {
        windowEnd = Math.min(length, windowEnd + 2 * (windowEnd - windowStart));
        continue;
      }
      for (const g of fresh) shiftGroup(g, windowStart);
      let tail: Group[] = [];
      if (synced) {
        tail = groups.slice(j);
        for (const g of tail) shiftGroup(g, delta);
      }
      this.groups = groups.slice(0, keep).concat(fresh, tail);
      this.resolved = null;
      return { start: restart, end: synced ? stoppedAt : length };
    }
  }
}
