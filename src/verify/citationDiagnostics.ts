import vscode = require('vscode');
import type { Citation } from '../core/citations/types';
import { Finding, FindingSeverity, findingsFor } from '../core/lookup/findings';
import { localDay } from '../core/lookup/credits';
import { CitationInfo, CitationLookup } from '../core/lookup/lookup';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';

export interface VerifiedDocument {
  answers: Map<string, CitationInfo>;
  skipped: Map<string, string>;
}

const SEVERITY: Record<FindingSeverity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

const DIAGNOSTIC_SOURCE = 'Statute Lookup';

/** A diagnostic that remembers the finding it shows (code actions read it back). */
export class CitationDiagnostic extends vscode.Diagnostic {
  constructor(
    range: vscode.Range,
    readonly finding: Finding,
    readonly citation: Citation,
  ) {
    super(range, finding.message, SEVERITY[finding.severity]);
    this.source = DIAGNOSTIC_SOURCE;
    this.code = finding.code;
  }
}

/**
 * Diagnostics are derived from the document's current citations and the answers of its last
 * verification, recomputed on every edit: ranges follow the text, and a citation edited into one
 * that was not verified loses its diagnostic until the next run instead of keeping a stale one.
 */
export class CitationDiagnostics extends Disposable {
  private readonly collection = this._register(vscode.languages.createDiagnosticCollection('statutes'));
  private readonly verified = new Map<string, VerifiedDocument>();

  constructor(
    private readonly citations: DocumentCitations,
    private readonly config: Config,
  ) {
    super();
    this._register(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.verified.has(e.document.uri.toString())) this.refresh(e.document);
      }),
    );
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.verified.delete(d.uri.toString());
        this.collection.delete(d.uri);
      }),
    );
  }

  setResults(document: vscode.TextDocument, results: VerifiedDocument): void {
    this.verified.set(document.uri.toString(), results);
    this.refresh(document);
  }

  get(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  refresh(document: vscode.TextDocument): void {
    const results = this.verified.get(document.uri.toString());
    if (!results) return;
    const options = { today: localDay(), staleAfterDays: this.config.current.staleAfterDays, checkForm: document.languageId !== 'latex' };
    const diagnostics: vscode.Diagnostic[] = [];
    for (const citation of this.citations.get(document)) {
      const key = CitationLookup.key(citation);
      const info = results.answers.get(key);
      const skippedReason = results.skipped.get(key);
      if (!info && !skippedReason) continue;
      const range = this.citations.rangeOf(document, citation);
      for (const finding of findingsFor(citation, info, { ...options, skippedReason })) {
        diagnostics.push(new CitationDiagnostic(range, finding, citation));
      }
    }
    this.collection.set(document.uri, diagnostics);
  }
}
