/** Messages between the reader panel (extension side) and its page (webview side). Both switch exhaustively. */

export interface ReaderView {
  actId: string;
  citation: string;
  heading?: string;
  breadcrumb: string[];
  status: string;
  statusKind: 'ok' | 'warning' | 'error';
  currentThrough?: string;
  /** Service HTML; the page sanitizes it before inserting it. */
  html: string;
  plain: string;
  available: boolean;
  note?: string;
  sourceCredit?: string;
  asOf?: {
    requested: string;
    existed: boolean | null;
    /** `published`, `reconstructed`, `live` (the current text: no dated edition), `unavailable`; open set. */
    source: string;
    resolvedEdition?: string;
    resolvedEditionYear?: number;
    /** The service's own words on what its dated texts cover, meant to be shown. */
    coverage?: string;
  };
  pinpoint?: string;
  mock: boolean;
  /** The code's canonical name (`U.S.C.`), so editions are named in words. */
  code?: string;
  /** Whether Back and Forward have somewhere to go in this panel. */
  canBack: boolean;
  canForward: boolean;
  /** Set in the redline view: the word-level changes from one date's text to another's. */
  redline?: Redline;
}

export interface RedlineSide {
  date: string;
  /** What the text of that date is (`asOfNotice`), or why there is none. */
  notice: string;
  available: boolean;
}

export interface Redline {
  from: RedlineSide;
  to: RedlineSide;
  /** Runs of text; `inserted` and `deleted` are plain text, shown as such. */
  parts: { kind: 'same' | 'inserted' | 'deleted'; text: string }[];
  /** Words inserted and deleted. */
  insertedWords: number;
  deletedWords: number;
}

/** What the page keeps with getState/setState so a reload reopens the same section and date. */
export interface ReaderState {
  actId: string;
  citation?: string;
  asOf?: string;
  pinpoint?: string;
  /** The redline view between two dates, in place of the text of one. */
  compare?: { from: string; to: string };
}

export type ToWebview =
  | { type: 'loading'; citation: string; asOf?: string }
  | { type: 'show'; view: ReaderView }
  | { type: 'error'; citation: string; message: string; actions: { title: string; command: string }[] }
  /** Nothing loaded yet (a panel restored after a reload): loading costs credits, so the page asks first. */
  | { type: 'confirm'; citation: string; message: string; action: string };

export type FromWebview =
  | { type: 'ready' }
  | { type: 'asOf'; date: string | null }
  | { type: 'navigate'; direction: 'previous' | 'next' }
  | { type: 'history'; direction: 'back' | 'forward' }
  | { type: 'redline'; from: string; to: string }
  | { type: 'lineDiff' }
  | { type: 'copy' }
  | { type: 'insert' }
  | { type: 'compare' }
  | { type: 'retry' }
  | { type: 'load' }
  | { type: 'command'; command: string };

/**
 * The `default` of both switches: fails to compile when a message type is added without a case. At run
 * time a message of another shape (an older page, a stray post) is ignored.
 */
export function exhaustive(message: never): void {
  void message;
}
