import { isCodeCorpus } from '../citations/codes';
import type { Citation } from '../citations/types';
import { withPinpoint } from './citedForm';
import { StatusSeverity, standingOf } from './status';
import type { CitationInfo } from './types';

export type FindingSeverity = 'error' | 'warning' | 'information' | 'hint';

export type FindingCode = 'unresolved' | 'not-in-force' | 'good-law' | 'stale' | 'non-canonical' | 'not-verified' | 'mock';

export interface Finding {
  severity: FindingSeverity;
  code: FindingCode;
  message: string;
  /** For `non-canonical`: the Bluebook form to put in its place. */
  replacement?: string;
}

export interface FindingOptions {
  /** YYYY-MM-DD. */
  today: string;
  staleAfterDays: number;
  /** LaTeX writes `\S` and `~`: its citations are not held to the plain-text form. */
  checkForm: boolean;
  /** Why the citation was not sent to the service, if it was not. */
  skippedReason?: string;
}

/** What a verification says about one citation in the document. */
export function findingsFor(citation: Citation, info: CitationInfo | undefined, options: FindingOptions): Finding[] {
  const out: Finding[] = [];
  if (options.skippedReason) {
    // Session laws are never sent: saying so on each one would only fill the Problems panel (the hover explains).
    if (isCodeCorpus(citation.corpusType)) out.push({ severity: 'information', code: 'not-verified', message: `${citation.canonical}: ${lowerFirst(options.skippedReason)}` });
  } else if (info) {
    const section = info.section;
    if (section?.mock) {
      out.push({ severity: 'warning', code: 'mock', message: `${citation.canonical}: the service answered with an illustrative (mock) record; not verified.` });
    } else if (!info.resolved || (!section && citation.kind !== 'division')) {
      out.push({ severity: 'error', code: 'unresolved', message: `${citation.canonical} was not found in the statute service.` });
    } else if (section) {
      // One severity for both verdicts (the worse of actStatus and the live service's goodLawStatus), as the hover and reader show them.
      const standing = standingOf(section);
      if (standing.status.severity !== 'ok') {
        const moved = section.renumberedTo ?? section.transferredTo;
        const goodLaw = standing.goodLaw ? ` (good-law check: ${standing.goodLaw.label.toLowerCase()})` : '';
        out.push({ severity: flagged(standing.severity), code: 'not-in-force', message: `${citation.canonical} ${standing.status.phrase}${moved ? `; now ${moved}` : ''}${goodLaw}.` });
      } else if (standing.goodLaw) {
        out.push({ severity: flagged(standing.severity), code: 'good-law', message: `${citation.canonical} ${standing.goodLaw.phrase}.` });
      }
      if (section.currentThrough && daysBetween(section.currentThrough, options.today) > options.staleAfterDays) {
        out.push({ severity: 'information', code: 'stale', message: `${citation.canonical}: the service's text is current only through ${section.currentThrough}.` });
      }
    }
  }
  const form = options.checkForm ? bluebookForm(citation) : undefined;
  if (form) out.push({ severity: 'hint', code: 'non-canonical', message: `Bluebook form: ${form}`, replacement: form });
  return out;
}

/** The Bluebook form of a full citation written otherwise (`17 USC 107` → `17 U.S.C. § 107`); undefined when it is already in it. */
export function bluebookForm(citation: Citation): string | undefined {
  const cited = withPinpoint(citation.canonical, citation.pinpoint);
  return citation.kind === 'full' && normalise(citation.text) !== normalise(cited) && looksLikeWholeCitation(citation) ? cited : undefined;
}

/** A standing worth a finding is never `ok` (the worse of two verdicts, one of them not ok). */
function flagged(severity: StatusSeverity): FindingSeverity {
  return severity === 'ok' ? 'information' : severity;
}

/** Spaces of any kind compare equal: a non-breaking space after § is good typography, not an error. */
function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** Members of a list or range (`§§ 1981, 1982`, `§§ 1501–1511`) are not rewritten one by one. */
function looksLikeWholeCitation(citation: Citation): boolean {
  return /[A-Za-z]/.test(citation.text) && !citation.text.includes('§§');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function daysBetween(from: string, to: string): number {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.floor((b - a) / 86_400_000) : 0;
}
