import vscode = require('vscode');
import type { Coverage, SectionRecord } from '../core/api/models';
import { CitationLookup } from '../core/lookup/lookup';
import { standingOf as standingOfSection, statusText } from '../core/lookup/status';
import { notCoveredReason, queryOf, unverifiableReason } from '../core/lookup/verify';
import { CitedAuthority, NotInForce, TableEntry, buildTable, collectAuthorities, findTableBlock, latexLabels, referencesFor, tableFormatFor } from '../core/authorities/tableOfAuthorities';
import { documentHeadings } from '../core/authorities/headings';
import { Config } from '../services/config';
import { DocumentCitations } from '../services/documentCitations';
import { ServiceCatalog } from '../services/serviceCatalog';

/** Where an authority stands with the statute service, from the cache (nothing is requested). */
export type Standing =
  | { verified: true; notFound?: string; notInForce?: NotInForce }
  | { verified: false; pending: boolean; reason: string };

/**
 * Verified when every section it names has a cached answer; then whether the service found each one
 * and whether each is in force. Otherwise why it is not verified, in words.
 */
export async function standingOf(authority: CitedAuthority, lookup: CitationLookup, coverage: Coverage | undefined): Promise<Standing> {
  const missing: string[] = [];
  const statuses: { citation: string; section: SectionRecord }[] = [];
  for (const citation of authority.checks) {
    const never = unverifiableReason(citation) ?? notCoveredReason(queryOf(citation), coverage);
    if (never) return { verified: false, pending: false, reason: never.replace(/; not verified\.$/, '.') };
    const info = await lookup.cached(queryOf(citation));
    if (!info) return { verified: false, pending: true, reason: 'not verified yet.' };
    if (!info.resolved || !info.section) missing.push(citation.canonical);
    else if (['warning', 'error'].includes(standingOfSection(info.section).severity)) statuses.push({ citation: citation.canonical, section: info.section });
  }
  const notFound = missing.length ? `the statute service did not find ${missing.join(' or ')}.` : undefined;
  return { verified: true, notFound, notInForce: notInForceOf(statuses, authority.checks.length > 1) };
}

/** The row's word and the note's words for the sections not in force; a range names which end. */
function notInForceOf(statuses: readonly { citation: string; section: SectionRecord }[], range: boolean): NotInForce | undefined {
  if (!statuses.length) return undefined;
  const described = statuses.map(({ citation, section }) => {
    const standing = standingOfSection(section);
    // In force but not good law: the good-law verdict is the status that matters.
    const words = standing.status.severity === 'ok' && standing.goodLaw ? standing.goodLaw : standing.status;
    return { citation, label: words.label, status: words === standing.status ? statusText(section) : words.label };
  });
  const word = [...new Set(described.map((d) => d.label.toLowerCase()))].join(', ');
  const text = range ? described.map((d) => `${d.citation}: ${d.status}`).join('; ') : described[0].status;
  return { word, text: `${text}.` };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names a few citations and counts the rest: "17 U.S.C. § 106, 1 U.S.C. § 7 and 2 more". */
export function nameSome(citations: readonly string[], shown = 4): string {
  if (citations.length <= shown) return citations.length > 1 ? `${citations.slice(0, -1).join(', ')} and ${citations[citations.length - 1]}` : (citations[0] ?? '');
  return `${citations.slice(0, shown).join(', ')} and ${citations.length - shown} more`;
}

/**
 * Where a new block goes: at the start of the cursor's line, on lines of its own with a blank line
 * before it (a marker must start a line to be found again, and reStructuredText needs the blank line).
 */
export function insertionPoint(document: vscode.TextDocument, position: vscode.Position): { at: vscode.Position; before: string; after: string } {
  const line = document.lineAt(position.line);
  const previousBlank = position.line === 0 || document.lineAt(position.line - 1).isEmptyOrWhitespace;
  return { at: line.range.start, before: previousBlank ? '' : '\n', after: line.isEmptyOrWhitespace ? '\n' : '\n\n' };
}

/**
 * "Insert Statutory Table of Authorities": every authority cited, verified or not (unverified ones are
 * marked and explained), grouped by code, with references to the document's headings (pages in LaTeX).
 * Rebuilding replaces the table in place; its own text is never read as citations.
 */
export function registerTableOfAuthorities(citations: DocumentCitations, lookup: CitationLookup, catalog: ServiceCatalog, config: Config): vscode.Disposable {
  const run = async (afterVerifying: boolean): Promise<number | undefined> => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showInformationMessage('Statute Lookup: open a brief to build its table of authorities.');
      return undefined;
    }
    const document = editor.document;
    const format = tableFormatFor(document.languageId);
    const coverage = await catalog.coverage().catch(() => undefined);
    const scanned = document.version;
    const authorities = collectAuthorities(citations.get(document));
    const standings = await Promise.all(authorities.map((a) => standingOf(a, lookup, coverage)));
    const pending = authorities.filter((_, i) => {
      const s = standings[i];
      return !s.verified && s.pending;
    });
    if (pending.length > 0 && !afterVerifying) {
      const verifyFirst = 'Verify First';
      const names = pending.map((a) => a.citation);
      const choice = await vscode.window.showWarningMessage(
        `Statute Lookup: ${names.length === 1 ? 'this citation is' : `${names.length} citations are`} not verified yet: ${nameSome(names)}. The table lists ${names.length === 1 ? 'it' : 'them'} marked † until verified.`,
        verifyFirst,
        'Insert Now',
      );
      if (choice === undefined) return undefined;
      if (choice === verifyFirst) {
        await vscode.commands.executeCommand('statutes.verifyDocument', document.uri);
        if (vscode.window.activeTextEditor?.document !== document) await vscode.window.showTextDocument(document);
        return run(true);
      }
    }
    // The author may have typed while the cache was read or the question was open: offsets must be this text's.
    if (document.version !== scanned) return run(true);
    const text = document.getText();
    const block = findTableBlock(text, format);
    const headings = documentHeadings(text, format, citations.generatedRegions(document));
    const label = format === 'latex' ? latexLabels(text, authorities.flatMap((a) => a.occurrences)) : undefined;
    const entries: TableEntry[] = authorities.map((a, i) => {
      const standing = standings[i];
      return {
        citation: a.citation,
        group: a.group,
        groupOrder: a.groupOrder,
        sortKey: a.sortKey,
        references: referencesFor(a.occurrences, format, headings, label?.labels),
        unverified: standing.verified ? undefined : capitalized(standing.reason),
        notFound: standing.verified && standing.notFound ? capitalized(standing.notFound) : undefined,
        notInForce: standing.verified ? standing.notInForce : undefined,
      };
    });
    const table = buildTable(entries, format, { passimAfter: config.current.passimAfter });
    const place = block ? undefined : insertionPoint(document, editor.selection.active);
    const ok = await editor.edit((edit) => {
      for (const insertion of label?.insertions ?? []) edit.insert(document.positionAt(insertion.offset), insertion.text);
      if (block) edit.replace(new vscode.Range(document.positionAt(block.start), document.positionAt(block.end)), table);
      else if (place) edit.insert(place.at, place.before + table + place.after);
    });
    if (!ok) {
      void vscode.window.showErrorMessage('Statute Lookup: the table of authorities could not be written (the document changed or is read-only); nothing was changed.');
      return undefined;
    }
    const count = (n: number, what: string): string | undefined => (n ? `${n} ${what}` : undefined);
    const marked = [
      count(entries.filter((e) => e.unverified).length, 'marked † (not verified)'),
      count(entries.filter((e) => e.notFound).length, 'marked ‡ (not found by the statute service)'),
      count(entries.filter((e) => e.notInForce).length, 'not in force (status in brackets)'),
    ].filter((m): m is string => m !== undefined);
    const tail = marked.length ? ` ${marked.join('; ')}: see the notes under the table.` : '';
    void vscode.window.showInformationMessage(`Statute Lookup: table of authorities ${block ? 'updated' : 'inserted'}: ${entries.length} authorit${entries.length === 1 ? 'y' : 'ies'}.${tail}`);
    return entries.length;
  };
  return vscode.commands.registerCommand('statutes.insertTableOfAuthorities', () => run(false));
}
