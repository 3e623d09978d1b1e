import vscode = require('vscode');
import { escapeInline, isSameCitation, outputFormatFor } from '../core/lookup/insertion';
import { stripControls } from '../core/util/markdown';

interface ReplaceArgs {
  uri: string;
  start: number;
  end: number;
  version: number;
  text: string;
}

/** Commands behind the hover's links: copy a citation, replace the hovered one with its canonical form. */
export function registerCitationCommands(): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('statutes.copyCitation', async (text?: unknown) => {
      if (typeof text !== 'string' || !text) return;
      const clean = stripControls(text);
      await vscode.env.clipboard.writeText(clean);
      vscode.window.setStatusBarMessage(`$(copy) Copied ${clean.replace(/\$\(/g, '$ (')}`, 3000);
    }),
    vscode.commands.registerCommand('statutes.replaceCitation', async (args?: ReplaceArgs) => {
      if (!args || typeof args.text !== 'string') return false;
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === args.uri);
      if (!document) return false;
      if (document.version !== args.version) {
        void vscode.window.showWarningMessage('Statute Lookup: the document changed since the hover was shown; hover the citation again.');
        return false;
      }
      const range = new vscode.Range(document.positionAt(args.start), document.positionAt(args.end));
      // A restyling of the same citation only: never another section, never markup.
      if (!isSameCitation(document.getText(range), args.text)) {
        void vscode.window.showWarningMessage('Statute Lookup: the replacement is not the same citation; nothing was changed.');
        return false;
      }
      const edit = new vscode.WorkspaceEdit();
      edit.replace(document.uri, range, escapeInline(outputFormatFor(document.languageId), args.text));
      return vscode.workspace.applyEdit(edit);
    }),
  );
}
