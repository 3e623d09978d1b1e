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
}

/** What the page keeps with getState/setState so a reload reopens the same section and date. */
export interface ReaderState {
  actId: string;
  citation?: string;
  asOf?: string;
  pinpoint?: string;
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
