import * as vscode from 'vscode';
import { findCitations } from './core/citations';
import type { Citation } from './core/citations/types';
import { Disposable } from './dispose';

interface Scanned {
  version: number;
  citations: Citation[];
}

/** The citations of each open document, scanned at most once per document version. */
export class DocumentCitations extends Disposable {
  private readonly scanned = new Map<string, Scanned>();

  constructor() {
    super();
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.scanned.delete(d.uri.toString())));
  }

  get(document: vscode.TextDocument): Citation[] {
    const key = document.uri.toString();
    const cached = this.scanned.get(key);
    if (cached && cached.version === document.version) return cached.citations;
    const citations = findCitations(document.getText());
    this.scanned.set(key, { version: document.version, citations });
    return citations;
  }

  at(document: vscode.TextDocument, position: vscode.Position): Citation | undefined {
    const offset = document.offsetAt(position);
    const citations = this.get(document);
    // Citations are sorted by start: binary search for the last one starting at or before the offset.
    let lo = 0;
    let hi = citations.length - 1;
    let found: Citation | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (citations[mid].start <= offset) {
        found = citations[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && offset <= found.end ? found : undefined;
  }

  rangeOf(document: vscode.TextDocument, citation: Citation): vscode.Range {
    return new vscode.Range(document.positionAt(citation.start), document.positionAt(citation.end));
  }
}
