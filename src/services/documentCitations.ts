import vscode = require('vscode');
import { CitationIndex } from '../core/citations';
import type { Citation } from '../core/citations/types';
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
    return this.index(document).citations;
  }

  /** The citation under `position`, or ending right at it (the cursor just after a citation). */
  at(document: vscode.TextDocument, position: vscode.Position): Citation | undefined {
    const offset = document.offsetAt(position);
    const index = this.index(document);
    return index.citationAt(offset) ?? (offset > 0 ? index.citationAt(offset - 1) : undefined);
  }

  private index(document: vscode.TextDocument): CitationIndex {
    const key = document.uri.toString();
    const known = this.tracked.get(key);
    if (known && known.version === document.version) return known.index;
    const index = new CitationIndex(document.getText());
    this.tracked.set(key, { version: document.version, index });
    return index;
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
