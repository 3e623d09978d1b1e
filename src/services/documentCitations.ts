import vscode = require('vscode');
import { CitationIndex } from '../core/citations';
import type { Citation } from '../core/citations/types';
import { Region, generatedRegions, outsideGeneratedBlocks } from '../core/authorities/generatedBlocks';
import { Disposable } from './dispose';

interface Tracked {
  version: number;
  index: CitationIndex;
  /** The document's citations outside its generated blocks, at `version`; computed on first request. */
  authored?: { version: number; citations: readonly Citation[] };
}

/**
 * The citations of each open document. A document is scanned once; after that each edit rescans only
 * the region around it (CitationIndex), so typing in a long brief never waits for a full scan.
 * Citations inside the blocks the extension generates (table of authorities, statutory addendum) are
 * the extension's own text, not the author's: every consumer (hover, verification, diagnostics, code
 * actions, the table and the addendum themselves) gets the document without them.
 */
export class DocumentCitations extends Disposable {
  private readonly tracked = new Map<string, Tracked>();

  constructor() {
    super();
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.tracked.delete(d.uri.toString())));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => this.follow(e)));
  }

  get(document: vscode.TextDocument): readonly Citation[] {
    const tracked = this.track(document);
    if (tracked.authored?.version !== document.version) {
      tracked.authored = { version: document.version, citations: outsideGeneratedBlocks(document.getText(), tracked.index.citations) };
    }
    return tracked.authored.citations;
  }

  /** The document's generated blocks (table of authorities, statutory addendum), by offsets. */
  generatedRegions(document: vscode.TextDocument): Region[] {
    return generatedRegions(document.getText());
  }

  /** The citation under `position`, or ending right at it (the cursor just after a citation). */
  at(document: vscode.TextDocument, position: vscode.Position): Citation | undefined {
    const offset = document.offsetAt(position);
    const index = this.track(document).index;
    const found = index.citationAt(offset) ?? (offset > 0 ? index.citationAt(offset - 1) : undefined);
    return found && this.get(document).includes(found) ? found : undefined;
  }

  private track(document: vscode.TextDocument): Tracked {
    const key = document.uri.toString();
    const known = this.tracked.get(key);
    if (known && known.version === document.version) return known;
    const tracked: Tracked = { version: document.version, index: new CitationIndex(document.getText()) };
    this.tracked.set(key, tracked);
    return tracked;
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
