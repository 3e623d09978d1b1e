import vscode = require('vscode');
import type { CheckFinding } from '../core/checks/checkDocument';
import { lastCheckNote } from '../core/lookup/lastCheck';
import type { WordDiffPart } from '../core/util/wordDiff';
import { Disposable } from '../services/dispose';

/** The findings of the text checks (pinpoints, quotations, amendments), shown beside verification's own. */
const TEXT_CODES = new Set<CheckFinding['code']>(['pinpoint-missing', 'pinpoint-changed', 'quotation-mismatch', 'quotation-other-date', 'amended-since', 'text-not-fetched', 'text-unavailable', 'not-at-date']);

export function isTextFinding(finding: CheckFinding): boolean {
  return TEXT_CODES.has(finding.code);
}

const SEVERITY: Record<CheckFinding['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/** A diagnostic that remembers its finding (the quick fixes read the statute's words and the dates to compare). */
export class CheckDiagnostic extends vscode.Diagnostic {
  constructor(
    range: vscode.Range,
    readonly finding: CheckFinding,
    /** "from the last check, today at 15:40" when shown again from the cache (said before the redline). */
    note?: string,
  ) {
    super(range, messageOf(note ? { ...finding, message: `${finding.message} (${note})` } : finding), SEVERITY[finding.severity]);
    this.source = 'Statute Lookup';
    this.code = finding.code;
  }
}

/** The message, and for a changed quotation its redline: [-only in the quotation-] {+only in the statute+}. */
function messageOf(finding: CheckFinding): string {
  if (!finding.diff || !finding.diff.some((p) => p.kind !== 'same')) return finding.message;
  return `${finding.message}\nDifference: ${redline(finding.diff)}`;
}

export function redline(parts: readonly WordDiffPart[]): string {
  return parts.map((p) => (p.kind === 'same' ? p.text : p.kind === 'deleted' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('');
}

interface Kept {
  version: number;
  findings: CheckFinding[];
  /** When the check shown ran, if it is an earlier one's findings shown again (ISO 8601). */
  restoredFrom?: string;
}

/**
 * The text checks' diagnostics per document. Their offsets follow edits made after the run; a finding
 * whose text is edited is dropped until the next run rather than left pointing at other words.
 */
export class CheckDiagnostics extends Disposable {
  private readonly collection = this._register(vscode.languages.createDiagnosticCollection('statutes-checks'));
  private readonly kept = new Map<string, Kept>();

  constructor() {
    super();
    this._register(
      vscode.workspace.onDidChangeTextDocument((e) => {
        const kept = this.kept.get(e.document.uri.toString());
        if (!kept || e.contentChanges.length === 0) return;
        for (const change of e.contentChanges) kept.findings = shift(kept.findings, change.rangeOffset, change.rangeLength, change.text.length);
        kept.version = e.document.version;
        this.render(e.document);
      }),
    );
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.kept.delete(d.uri.toString());
        this.collection.delete(d.uri);
      }),
    );
  }

  set(document: vscode.TextDocument, findings: readonly CheckFinding[], restoredFrom?: string): void {
    this.kept.set(document.uri.toString(), { version: document.version, findings: findings.filter(isTextFinding), restoredFrom });
    this.render(document);
  }

  clear(uri: vscode.Uri): void {
    this.kept.delete(uri.toString());
    this.collection.delete(uri);
  }

  get(uri: vscode.Uri): readonly vscode.Diagnostic[] {
    return this.collection.get(uri) ?? [];
  }

  private render(document: vscode.TextDocument): void {
    const kept = this.kept.get(document.uri.toString());
    if (!kept) return;
    const note = kept.restoredFrom ? lastCheckNote(kept.restoredFrom) : undefined;
    this.collection.set(
      document.uri,
      kept.findings.map((f) => new CheckDiagnostic(new vscode.Range(document.positionAt(f.start), document.positionAt(f.end)), f, note)),
    );
  }
}

/** Moves findings after an edit by its length; drops those it touches. */
function shift(findings: readonly CheckFinding[], offset: number, removed: number, inserted: number): CheckFinding[] {
  const delta = inserted - removed;
  const out: CheckFinding[] = [];
  for (const f of findings) {
    if (f.end <= offset) out.push(f);
    else if (f.start >= offset + removed) out.push({ ...f, start: f.start + delta, end: f.end + delta });
  }
  return out;
}
