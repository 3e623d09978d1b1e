import vscode = require('vscode');
import { HEAD_CHARS, isCalendarDate, readOperativeDate } from '../core/checks/operativeDate';
import { Disposable } from './dispose';

/** The date a document's statutes are read at, and where it was set. */
export interface OperativeDate {
  /** YYYY-MM-DD; null: current law. */
  date: string | null;
  /** `document`: its front matter or comment line; `set`: the Set Operative Date command; `none`: current law. */
  source: 'document' | 'set' | 'none';
}

const STATE_KEY = 'statutes.operativeDates';
/** Documents whose set date is remembered (the most recently set kept). */
const MAX_REMEMBERED = 500;

/**
 * Each document's operative date: what the document itself says (`statutes-as-of:` in front matter or a
 * comment line) or, when it says nothing, the date set for it with the command (kept per document in the
 * workspace). Hover, reader and verification ask here, so all read the law at the same date.
 */
export class OperativeDates extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<vscode.Uri>());
  /** Fired when a document's date may have changed (set, or its text edited). */
  readonly onDidChange = this.changed.event;
  private readonly set = new Map<string, string>();
  /** The date last read from each open document's text, to fire only on a real change. */
  private readonly seen = new Map<string, string | null>();

  constructor(private readonly memento: vscode.Memento) {
    super();
    const stored = memento.get<[string, string][]>(STATE_KEY, []);
    for (const row of Array.isArray(stored) ? stored : []) {
      if (Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' && isCalendarDate(row[1])) this.set.set(row[0], row[1]);
    }
    this._register(
      vscode.workspace.onDidChangeTextDocument((e) => {
        const key = e.document.uri.toString();
        const before = this.seen.get(key);
        const now = markOf(e.document)?.date ?? null;
        this.seen.set(key, now);
        if (before !== undefined && before !== now) this.changed.fire(e.document.uri);
      }),
    );
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.seen.delete(d.uri.toString())));
  }

  of(document: vscode.TextDocument): OperativeDate {
    const key = document.uri.toString();
    const written = markOf(document)?.date ?? null;
    this.seen.set(key, written);
    if (written) return { date: written, source: 'document' };
    const set = this.set.get(key);
    return set ? { date: set, source: 'set' } : { date: null, source: 'none' };
  }

  /** Where the document names its date, if it does (to edit it there rather than keep a second one). */
  markIn(document: vscode.TextDocument): vscode.Range | undefined {
    const mark = markOf(document);
    return mark && new vscode.Range(document.positionAt(mark.start), document.positionAt(mark.end));
  }

  /** Keeps a date for a document that does not name one; null goes back to current law. */
  async setFor(uri: vscode.Uri, date: string | null): Promise<void> {
    const key = uri.toString();
    this.set.delete(key);
    if (date) this.set.set(key, date);
    while (this.set.size > MAX_REMEMBERED) this.set.delete(this.set.keys().next().value!);
    await this.memento.update(STATE_KEY, [...this.set]);
    this.changed.fire(uri);
  }
}

/**
 * The date mark a document's opening carries. Only the opening is copied out of the document: this runs
 * on every edit and every hover, and a brief can be megabytes long.
 */
function markOf(document: vscode.TextDocument): ReturnType<typeof readOperativeDate> {
  const opening = document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(HEAD_CHARS)));
  return readOperativeDate(opening, document.languageId);
}

/** "as of 2014-01-01" or "current law": how every view says which date it read at. */
export function dateWords(date: string | null): string {
  return date ? `as of ${date}` : 'current law';
}
