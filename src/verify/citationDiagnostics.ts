import vscode = require('vscode');
import type { Citation } from '../core/citations/types';
import { Finding, FindingSeverity, findingsFor } from '../core/lookup/findings';
import { localDay } from '../core/lookup/credits';
import { CitationInfo, CitationLookup } from '../core/lookup/lookup';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { Disposable } from '../services/dispose';
import { LastChecks, lastCheckNote } from '../core/lookup/lastCheck';

export interface VerifiedDocument {
  answers: Map<string, CitationInfo>;
  skipped: Map<string, string>;
  /** Set when the results were shown again from the cache: when that check ran (ISO 8601). */
  restoredFrom?: string;
  /** The date the law was read at (null: current law), kept with the check. */
  operativeDate?: string | null;
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
    formHintsAsInformation = false,
  ) {
    super(range, finding.message, finding.code === 'non-canonical' && formHintsAsInformation ? vscode.DiagnosticSeverity.Information : SEVERITY[finding.severity]);
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
    private readonly lastChecks?: LastChecks,
  ) {
    super();
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('statutes.verify')) return;
        for (const document of vscode.workspace.textDocuments) if (this.verified.has(document.uri.toString())) this.refresh(document);
      }),
    );
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
    if (!results.restoredFrom) {
      this.lastChecks?.remember(document.uri.toString(), { checkedAt: new Date().toISOString(), skipped: [...results.skipped], operativeDate: results.operativeDate });
    }
    this.refresh(document);
  }

  /** When the results shown for a document come from an earlier check (undefined for this session's own run). */
  restoredFrom(uri: vscode.Uri): string | undefined {
    return this.verified.get(uri.toString())?.restoredFrom;
  }

  /** Whether the document shows results (this session's run or the last check's). */
  has(uri: vscode.Uri): boolean {
    return this.verified.has(uri.toString());
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
        const shown = results.restoredFrom ? { ...finding, message: `${finding.message} (${lastCheckNote(results.restoredFrom)})` } : finding;
        diagnostics.push(new CitationDiagnostic(range, shown, citation, this.config.current.formHintsAsInformation));
      }
    }
    this.collection.set(document.uri, diagnostics);
  }
}
