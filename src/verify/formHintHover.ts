import vscode = require('vscode');
import { bluebookForm } from '../core/lookup/findings';
import { commandLink, markdownText as escape } from '../core/util/markdown';
import { DocumentCitations } from '../services/documentCitations';

/**
 * The Bluebook form of a citation written otherwise, over the whole citation. VS Code draws a Hint as
 * dots under its first characters and shows it only when those are hovered; this reaches every part.
 * Free: the form is the citation engine's, no request.
 */
export class FormHintHoverProvider implements vscode.HoverProvider {
  constructor(private readonly citations: DocumentCitations) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    // LaTeX writes `\S` and `~`: its citations are not held to the plain-text form (as in verification).
    if (document.languageId === 'latex') return undefined;
    const citation = this.citations.at(document, position);
    const form = citation && bluebookForm(citation);
    if (!citation || !form) return undefined;
    const md = new vscode.MarkdownString(undefined, true);
    md.isTrusted = { enabledCommands: ['statutes.replaceCitation'] };
    const replace = { uri: document.uri.toString(), start: citation.start, end: citation.end, version: document.version, text: form };
    md.appendMarkdown(`$(lightbulb) Bluebook form: **${escape(form)}** · ${commandLink('Use it', 'statutes.replaceCitation', [replace])}`);
    return new vscode.Hover(md, this.citations.rangeOf(document, citation));
  }
}
