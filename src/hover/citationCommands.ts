import vscode = require('vscode');

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
      await vscode.env.clipboard.writeText(text);
      vscode.window.setStatusBarMessage(`$(copy) Copied ${text}`, 3000);
    }),
    vscode.commands.registerCommand('statutes.replaceCitation', async (args?: ReplaceArgs) => {
      if (!args || typeof args.text !== 'string') return false;
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === args.uri);
      if (!document) return false;
      if (document.version !== args.version) {
        void vscode.window.showWarningMessage('Statute Lookup: the document changed since the hover was shown; hover the citation again.');
        return false;
      }
      const edit = new vscode.WorkspaceEdit();
      edit.replace(document.uri, new vscode.Range(document.positionAt(args.start), document.positionAt(args.end)), args.text);
      return vscode.workspace.applyEdit(edit);
    }),
  );
}
