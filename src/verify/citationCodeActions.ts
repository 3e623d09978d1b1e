import vscode = require('vscode');
import { withPinpoint } from '../core/lookup/citedForm';
import { DocumentCitations } from '../services/documentCitations';
import { CitationDiagnostic } from './citationDiagnostics';

/** Quick fixes on citations: the Bluebook form, a short form written out, the full text. */
export class CitationCodeActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly citations: DocumentCitations) {}

  provideCodeActions(document: vscode.TextDocument, range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (!(diagnostic instanceof CitationDiagnostic) || !diagnostic.finding.replacement) continue;
      const fix = new vscode.CodeAction(`Use Bluebook form: ${diagnostic.finding.replacement}`, vscode.CodeActionKind.QuickFix);
      fix.edit = new vscode.WorkspaceEdit();
      fix.edit.replace(document.uri, diagnostic.range, diagnostic.finding.replacement);
      fix.diagnostics = [diagnostic];
      fix.isPreferred = true;
      actions.push(fix);
    }
    const citation = this.citations.at(document, range.start);
    if (!citation) return actions;
    const full = withPinpoint(citation.canonical, citation.pinpoint);
    if (citation.kind !== 'full') {
      const expand = new vscode.CodeAction(`Write out short form: ${full}`, vscode.CodeActionKind.RefactorRewrite);
      expand.edit = new vscode.WorkspaceEdit();
      expand.edit.replace(document.uri, this.citations.rangeOf(document, citation), full);
      actions.push(expand);
    }
    const open = new vscode.CodeAction(`Open full text of ${citation.canonical}`, vscode.CodeActionKind.Empty);
    open.command = { title: 'Open full text', command: 'statutes.openSection', arguments: [{ citation: citation.canonical, pinpoint: citation.pinpoint, corpusType: citation.corpusType, state: citation.state }] };
    actions.push(open);
    return actions;
  }
}
