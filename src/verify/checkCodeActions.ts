import vscode = require('vscode');
import { CheckDiagnostic } from './checkDiagnostics';

/** Quick fixes on the text checks' diagnostics: the statute's own words for a quotation, and the versions side by side. */
export class CheckCodeActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix];

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (!(diagnostic instanceof CheckDiagnostic)) continue;
      const { finding } = diagnostic;
      if (finding.replacement && (finding.code === 'quotation-mismatch' || finding.code === 'quotation-other-date')) {
        const fix = new vscode.CodeAction('Replace the quotation with the statute\'s words', vscode.CodeActionKind.QuickFix);
        fix.edit = new vscode.WorkspaceEdit();
        fix.edit.replace(document.uri, diagnostic.range, finding.replacement);
        fix.diagnostics = [diagnostic];
        fix.isPreferred = true;
        actions.push(fix);
      }
      if (finding.compare) {
        const { actId, canonical, from, to } = finding.compare;
        const compare = new vscode.CodeAction(`Compare Versions: ${canonical} as of ${from} and ${to ? `as of ${to}` : 'today'}`, vscode.CodeActionKind.QuickFix);
        compare.command = { title: 'Compare Versions', command: 'statutes.compareVersions', arguments: [{ actId, citation: canonical, from, to: to ?? undefined }] };
        compare.diagnostics = [diagnostic];
        actions.push(compare);
      }
    }
    return actions;
  }
}
