import vscode = require('vscode');
import { CitationLookup } from '../core/lookup/lookup';
import { insertableCitation } from '../core/lookup/insertion';
import { TableEntry, buildTable, findTableBlock, tableFormatFor } from '../core/authorities/tableOfAuthorities';
import { DocumentCitations } from '../services/documentCitations';
import { ServiceCatalog } from '../services/serviceCatalog';

const FEDERAL: Record<string, [string, string]> = {
  USC: ['United States Code', '0-usc'],
  CFR: ['Code of Federal Regulations', '1-cfr'],
};

/** "Statutory Table of Authorities": every verified statute cited, grouped by code, with its lines. */
export function registerTableOfAuthorities(citations: DocumentCitations, lookup: CitationLookup, catalog: ServiceCatalog): vscode.Disposable {
  return vscode.commands.registerCommand('statutes.insertTableOfAuthorities', async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showInformationMessage('Statute Lookup: open a brief to build its table of authorities.');
      return undefined;
    }
    const document = editor.document;
    const format = tableFormatFor(document.languageId);
    const text = document.getText();
    const block = findTableBlock(text, format);
    const cited = citations.get(document).filter((c) => c.corpusType && !(block && c.start >= block.start && c.end <= block.end));
    const stateNames = await catalog.coverage().then(
      (coverage) => new Map(coverage.jurisdictions.map((j) => [j.code.toLowerCase(), j.name])),
      () => new Map<string, string>(),
    );
    const entries = new Map<string, TableEntry>();
    let unverified = 0;
    const replaced: string[] = [];
    for (const citation of cited) {
      const info = await lookup.cached(citation);
      if (!info?.resolved || !info.section?.citation) {
        unverified++;
        continue;
      }
      const section = info.section;
      const key = section.actId;
      const line = document.positionAt(citation.start).line + 1;
      const entry = entries.get(key);
      if (entry) {
        if (!entry.lines.includes(line)) entry.lines.push(line);
        continue;
      }
      const [group, groupOrder] = FEDERAL[citation.corpusType ?? ''] ?? [codeName(citation.state, stateNames), `2-${citation.state}`];
      // The service's spelling only when it reads back as the cited section; the document's canonical form otherwise.
      const insertable = insertableCitation([section.citation, section.citationShort], citation.canonical) ?? { text: citation.canonical };
      if (insertable.replaced) replaced.push(`${citation.canonical}: ${insertable.replaced}`);
      entries.set(key, { group, groupOrder, citation: insertable.text, heading: section.title, lines: [line] });
    }
    if (unverified > 0) {
      const verifyFirst = 'Verify First';
      const choice = await vscode.window.showWarningMessage(
        `${unverified} citation${unverified === 1 ? ' is' : 's are'} not verified yet; the table lists verified statutes only.`,
        verifyFirst,
        'Insert Verified Only',
      );
      if (choice === undefined) return undefined;
      if (choice === verifyFirst) {
        await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
        return vscode.commands.executeCommand('statutes.insertTableOfAuthorities');
      }
    }
    const table = buildTable([...entries.values()], format);
    const ok = await editor.edit((edit) => {
      if (block) edit.replace(new vscode.Range(document.positionAt(block.start), document.positionAt(block.end)), table);
      else edit.insert(editor.selection.active, table + '\n');
    });
    if (ok) {
      const why = replaced.length ? ` ${replaced.length === 1 ? 'One entry uses' : `${replaced.length} entries use`} the extension's canonical form instead of the service's (${replaced.slice(0, 3).join('; ')}).` : '';
      void vscode.window.showInformationMessage(`Statute Lookup: table of authorities ${block ? 'updated' : 'inserted'} (${entries.size} statute${entries.size === 1 ? '' : 's'}).${why}`);
    }
    return ok ? entries.size : undefined;
  });
}

function codeName(state: string | null, names: Map<string, string>): string {
  const name = state ? (names.get(state) ?? state.toUpperCase()) : 'Other';
  return `${name} Code`;
}
