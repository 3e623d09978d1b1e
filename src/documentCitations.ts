import vscode = require('vscode');
import { CitationIndex } from './core/citations';
import type { Citation } from './core/citations/types';
import { Disposable } from './dispose';

interface Tracked {
  version: number;
  index: CitationIndex;
}

/**
 * The citations of each open document. A document is scanned once; after that each edit rescans only
 * the region around it (CitationIndex), so typing in a long brief never waits for a full scan.
 */
export class DocumentCitations extends Disposable {
  private readonly tracked = new Map<string, Tracked>();

  constructor() {
    super();
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.tracked.delete(d.uri.toString())));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => this.follow(e)));
  }

  get(document: vscode.TextDocument): readonly Citation[] {
    const key = document.uri.toString();
    const known = this.tracked.get(key);
    if (known && known.version === document.version) return known.index.citations;
    const index = new CitationIndex(document.getText());
    this.tracked.set(key, { version: document.version, index });
    return index.citations;
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

  private follow(event: vscode.TextDocumentChangeEvent): void {
    const key = event.document.uri.toString();
    const known = this.tracked.get(key);
    // Already rescanned at this version by an earlier listener calling get().
    if (!known || known.version >= event.document.version || event.contentChanges.length === 0) return;
    if (known.version !== event.document.version - 1) {
      this.tracked.delete(key);
      return;
    }
    // Each change's offsets hold for the text as the changes before it left it.
    known.index.applyEdits(event.contentChanges.map((c) => ({ offset: c.rangeOffset, deletedLength: c.rangeLength, insertedText: c.text })));
    known.version = event.document.version;
  }
}
