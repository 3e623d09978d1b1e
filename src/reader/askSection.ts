import vscode = require('vscode');
import { isSectionCitation, parseCitation } from '../core/citations';
import { CitationLookup } from '../core/lookup/lookup';

export interface SectionRef {
  actId: string;
  citation: string;
}

const NOT_A_CITATION = { corpusType: null, kind: 'full', section: null, state: null } as const;

/** Turns a citation typed or passed by the user into the service's act id (resolve: 1 credit, cached). */
export async function resolveSection(lookup: CitationLookup, citation: string): Promise<SectionRef | undefined> {
  const parsed = parseCitation(citation);
  if (!parsed || !isSectionCitation(parsed)) {
    void vscode.window.showWarningMessage(`Statute Lookup: "${citation}" is not a citation the extension can open.`);
    return undefined;
  }
  const info = await lookup.lookup(parsed);
  if (!info.resolved || !info.section) {
    void vscode.window.showWarningMessage(`Statute Lookup: ${parsed.canonical} was not found in the statute service.`);
    return undefined;
  }
  return { actId: info.section.actId, citation: info.section.citation ?? parsed.canonical };
}

/** Asks for a citation, checking as the user types that the extension recognises it. */
export async function askCitation(title: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title,
    prompt: 'A citation, e.g. 17 U.S.C. § 115 or D.C. Code § 47-2002',
    validateInput: (v) => (v.trim() === '' || isSectionCitation(parseCitation(v) ?? NOT_A_CITATION) ? undefined : 'Not a citation the extension recognises (U.S.C., C.F.R. or a state code).'),
  });
  return typed?.trim() || undefined;
}
