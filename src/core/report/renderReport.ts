import { formatCredits } from '../api/pricing';
import { stripControls } from '../util/markdown';
import type { CiteCheckReport, CitationOutcome, PartResult, ReportCitation } from './citeCheck';

const OUTCOME_WORDS: Record<CitationOutcome, string> = {
  ok: 'OK',
  error: 'Error',
  warning: 'Warning',
  information: 'Note',
  'not-verified': 'Not verified',
  'not-checked': 'Not checked',
};

const PINPOINT_WORDS: Record<PartResult['result'], string> = { ok: 'Found', failed: 'Not found', none: '—', 'not-checked': 'Not checked' };
const QUOTATION_WORDS: Record<PartResult['result'], string> = { ok: 'Matches', failed: 'Does not match', none: '—', 'not-checked': 'Not checked' };

/** The report as JSON, two-space indented, with a final newline. */
export function reportJson(report: CiteCheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The report as Markdown for the preview and for printing: a summary, one table row per citation, then the findings. */
export function reportMarkdown(report: CiteCheckReport): string {
  const { summary } = report;
  const cell = (text: string | null | undefined): string => (text ? literal(text) : '—');
  const out: string[] = [];
  out.push('# Cite-check report', '');
  out.push(`- **Documents:** ${summary.documents.map((d) => cell(d)).join(', ') || '—'}`);
  out.push(`- **Law as of:** ${summary.operativeDate ?? 'the current law (no operative date given)'}`);
  out.push(`- **Service:** ${cell(summary.service)}`);
  out.push(`- **Generated:** ${summary.generatedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`);
  out.push(`- **Credits spent:** ${summary.creditsSpent}`, '');
  out.push('## Summary', '');
  out.push('| Outcome | Citations |', '|---|---:|');
  for (const [outcome, count] of Object.entries(summary.byOutcome) as [CitationOutcome, number][]) if (count > 0) out.push(`| ${OUTCOME_WORDS[outcome]} | ${count} |`);
  out.push(`| **Total** | **${summary.citations}** |`, '');
  const f = summary.findings;
  out.push(`Findings: ${f.error} error${f.error === 1 ? '' : 's'}, ${f.warning} warning${f.warning === 1 ? '' : 's'}, ${f.information} note${f.information === 1 ? '' : 's'}, ${f.hint} form hint${f.hint === 1 ? '' : 's'}.`, '');
  out.push('## Citations', '');
  const many = summary.documents.length > 1;
  out.push(`| # | ${many ? 'Document | ' : ''}Line | As written | Section | Edition | Status | Pinpoint | Quotation | Outcome | Credits |`);
  out.push(`|---:|${many ? '---|' : ''}---:|---|---|---|---|---|---|---|---:|`);
  report.citations.forEach((c, i) => {
    out.push(
      `| ${i + 1} | ${many ? `${cell(c.document)} | ` : ''}${c.line} | ${cell(c.asWritten)} | ${sectionCell(c)} | ${cell(editionCell(c))} | ${cell(c.status?.standing)} | ${cell(partCell(c.pinpoint ? c.pinpointResult : { result: 'none' }, PINPOINT_WORDS))} | ${cell(partCell(c.quotationResult, QUOTATION_WORDS))} | ${OUTCOME_WORDS[c.outcome]} | ${c.creditsSpent} |`,
    );
  });
  out.push('');
  const withFindings = report.citations.map((c, i) => ({ c, n: i + 1 })).filter(({ c }) => c.findings.length > 0);
  out.push('## Findings', '');
  if (withFindings.length === 0) out.push('None.');
  for (const { c, n } of withFindings) {
    for (const finding of c.findings) out.push(`- **Citation ${n}**, ${many ? `${cell(c.document)}, ` : ''}line ${finding.line}: *${finding.severity}*: ${cell(finding.message)}`);
  }
  out.push('');
  const checked = report.citations.map((c) => c.checkedAt).filter((t): t is string => t !== null).sort();
  out.push(
    `Each citation was resolved against the service named above${answeredOn(checked)}. ` +
      `An answer already held from an earlier check was reused at no cost; the Credits column shows what this check paid (${formatCredits(summary.creditsSpent)} in all).`,
    '',
  );
  return out.join('\n');
}

function editionCell(c: ReportCitation): string | null {
  const through = c.currentThrough ? `Current through ${c.currentThrough}` : null;
  const amended = c.amendedSince ? ' (amended since)' : '';
  return c.edition ? `${c.edition}${amended}` : through;
}

function answeredOn(times: string[]): string {
  if (times.length === 0) return '';
  const first = times[0].slice(0, 10);
  const last = times[times.length - 1].slice(0, 10);
  return first === last ? `; its answers are dated ${first}` : `; its answers are dated ${first} to ${last}`;
}

function sectionCell(c: ReportCitation): string {
  if (!c.section) return c.outcome === 'error' ? 'Not found' : '—';
  const cite = c.section.citation ?? c.canonical;
  return `${literal(cite)}${c.section.heading ? ` — ${literal(c.section.heading)}` : ''}`;
}

/**
 * Literal text in a table cell or list item: one line; the characters that could start emphasis, code, a link,
 * HTML, an entity or end a cell escaped, and `:` before `//` so no autolink forms. Lighter than the hovers'
 * escaping, so the file still reads well as plain text (`17 U.S.C. § 107`, not `17 U\.S\.C\.`).
 */
function literal(text: string): string {
  return stripControls(text).replace(/[\\`*_[\]<>|~&!]|:(?=\/\/)/g, (c) => `\\${c}`);
}

function partCell(part: PartResult, words: Record<PartResult['result'], string>): string {
  // A failed part's detail repeats its finding, listed below the table.
  return part.detail && part.result !== 'failed' ? `${words[part.result]}: ${part.detail}` : words[part.result];
}
