import vscode = require('vscode');
import { withPinpoint } from '../core/lookup/citedForm';
import { insertableCitation, safePinpoint } from '../core/lookup/insertion';
import type { Citation } from '../core/citations/types';
import { checkedAnswer, skipReason } from '../core/lookup/verify';
import { Finding, FindingSeverity, findingsFor } from '../core/lookup/findings';
import type { Coverage } from '../core/api/models';
import type { Logger } from '../core/util/log';
import { CitationInfo, CitationLookup, isPartial } from '../core/lookup/lookup';
import { SectionRecord } from '../core/api/models';
import { ICON_OF, standingOf, statusText } from '../core/lookup/status';
import { AutomaticCallsGate } from '../services/callGate';
import { Config } from '../services/config';
import type { ServiceCatalog } from '../services/serviceCatalog';
import { DocumentCitations } from '../services/documentCitations';
import { describeFailure, errorText, isCancellation } from '../services/errorUi';
import { commandLink, markdownText as escape } from '../core/util/markdown';
import type { HoverText, HoverTextBlock } from './hoverText';

/** The only commands hover links may run (never `isTrusted: true`). */
const HOVER_COMMANDS = [
  'statutes.enterApiKey',
  'statutes.showLog',
  'statutes.showPricing',
  'statutes.resumeAutomaticLookups',
  'statutes.verifyDocument',
  'statutes.openSection',
  'statutes.copyCitation',
  'statutes.replaceCitation',
  'statutes.revealInTree',
  'workbench.action.openSettings',
];

/** A thin provider: find the citation under the cursor, ask the lookup, render. */
export class CitationHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly citations: DocumentCitations,
    private readonly lookup: CitationLookup,
    private readonly gate: AutomaticCallsGate,
    private readonly config: Config,
    private readonly catalog: Pick<ServiceCatalog, 'coverage' | 'knownCoverage'>,
    private readonly log: Logger,
    /** The statute's words as of the document's operative date (absent: the hover shows none). */
    private readonly text?: HoverText,
  ) {}

  /** The text block for a resolved section, or nothing (not resolved, or no text wanted). */
  private async textFor(document: vscode.TextDocument, citation: Citation, info: CitationInfo, token: vscode.CancellationToken): Promise<HoverTextBlock | undefined> {
    if (!this.text || !info.resolved || !info.section || info.section.mock) return undefined;
    return this.text.block(document, citation, info.section, token);
  }

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const citation = this.citations.at(document, position);
    if (!citation) return undefined;
    const range = this.citations.rangeOf(document, citation);
    const context: HoverContext = { uri: document.uri.toString(), start: citation.start, end: citation.end, version: document.version, range: rangeCited(citation, this.citations.get(document)) };
    const verdict = (info: CitationInfo | undefined, skippedReason?: string): Finding[] => findingsFor(citation, info, { today: localDay(), staleAfterDays: this.config.current.staleAfterDays, checkForm: false, skippedReason });
    const unverifiable = skipReason(citation, undefined);
    if (unverifiable) {
      // A chapter or an undecided code that a verification checked: its answer, in the words verification used.
      const checked = await checkedAnswer(citation, this.lookup, this.catalog.knownCoverage);
      if (token.isCancellationRequested) return undefined;
      if (checked?.section) return new vscode.Hover(renderInfo(citation, checked, verdict(checked), context), range);
      if (checked) return new vscode.Hover(renderChecked(citation, verdict(checked), context), range);
      return new vscode.Hover(renderSkipped(citation, unverifiable, context, verdict(undefined, unverifiable)), range);
    }
    // What verification would not send (a code the service does not cover), the hover does not send either.
    // Coverage is free and kept per connection; it is asked for only for a state code, and only when the hover may call.
    const mayCall = !this.gate.automaticBlock(this.config.current.hoverUsesNetwork);
    const coverage = this.catalog.knownCoverage ?? (citation.corpusType === 'STATE' && mayCall ? await this.catalog.coverage().catch((): Coverage | undefined => undefined) : undefined);
    if (token.isCancellationRequested) return undefined;
    const skipped = skipReason(citation, coverage);
    if (skipped) return new vscode.Hover(renderSkipped(citation, skipped, context, verdict(undefined, skipped)), range);
    const cached = await this.lookup.cached(citation);
    if (token.isCancellationRequested) return undefined;
    // A partial answer still owes a paid metadata call: it passes the same gate as no answer at all.
    if (!cached || isPartial(cached)) {
      const blocked = this.gate.automaticBlock(this.config.current.hoverUsesNetwork);
      if (cached && blocked) return new vscode.Hover(renderInfo(citation, cached, verdict(cached), context, await this.textFor(document, citation, cached, token)), range);
      if (blocked === 'setting') return new vscode.Hover(renderCacheOnly(citation, document.uri, context), range);
      if (blocked) return new vscode.Hover(renderPaused(citation, blocked, context), range);
    }
    const abort = new AbortController();
    const subscription = token.onCancellationRequested(() => abort.abort());
    try {
      const info = await this.lookup.lookup(citation, abort.signal);
      if (token.isCancellationRequested) return undefined;
      const text = await this.textFor(document, citation, info, token);
      if (token.isCancellationRequested) return undefined;
      return new vscode.Hover(renderInfo(citation, info, verdict(info), context, text), range);
    } catch (error) {
      if (isCancellation(error) || token.isCancellationRequested) return undefined;
      this.gate.observe(error);
      this.log.warn(`${citation.canonical}: ${errorText(error)}`);
      return new vscode.Hover(renderFailure(citation, error, context), range);
    } finally {
      subscription.dispose();
    }
  }
}

/** `statutes.setApiKey` takes a key as its argument: a hover runs the prompt-only command instead. */
function hoverCommand(command: string): string {
  return command === 'statutes.setApiKey' ? 'statutes.enterApiKey' : command;
}

/** Where the hovered citation is, so "Insert canonical form" can replace exactly it. */
interface HoverContext {
  uri: string;
  start: number;
  end: number;
  version: number;
  /** The range the hovered citation is an endpoint of, when it is one. */
  range?: RangeCited;
}

/** A range as cited (`§§ 1201–1205`) and the sections in it, endpoints included. */
interface RangeCited {
  first: string;
  last: string;
  members: string[];
}

/** The range a citation belongs to: its own members on the `from` endpoint, the preceding `from`'s on the `to` one. */
function rangeCited(citation: Citation, all: readonly Citation[]): RangeCited | undefined {
  if (!citation.range) return undefined;
  const from = citation.range === 'from' ? citation : [...all].reverse().find((c) => c.range === 'from' && c.end <= citation.start);
  const to = citation.range === 'to' ? citation : all.find((c) => c.range === 'to' && c.start >= citation.end);
  if (!from || !to) return undefined;
  return { first: from.canonical, last: to.canonical, members: from.members ?? [from.canonical, to.canonical] };
}

/** The day in the user's time zone, as verification counts staleness. */
function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function markdown(): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.isTrusted = { enabledCommands: HOVER_COMMANDS };
  md.supportThemeIcons = true;
  return md;
}

/**
 * The citation in bold with its pinpoint attached (`§ 107(3)`): the document's own, else the one the
 * service echoed when resolving; a short form says what it was written as, without the document's markup.
 */
function heading(citation: Citation, context: HoverContext | undefined, echoed?: string | null): string {
  const pinpoint = citation.pinpoint ?? safePinpoint(echoed);
  const written = citation.text.replace(/[*_`\\]/g, '').replace(/\s+/g, ' ').trim();
  const from = citation.kind !== 'full' && written ? ` *(from ${escape(written)})*` : '';
  return `**${escape(withPinpoint(citation.canonical, pinpoint))}**${from}${context?.range ? '\n\n' + rangeLine(context.range) : ''}`;
}

/** "Part of the range §§ 1201–1205 (5 sections):" and a link to open each. */
function rangeLine(range: RangeCited): string {
  const short = (canonical: string): string => canonical.slice(Math.max(0, canonical.indexOf('§')));
  const number = (canonical: string): string => short(canonical).replace(/^§\s*/, '');
  const cited = `${range.first.slice(0, range.first.indexOf('§'))}§§ ${number(range.first)}–${number(range.last)}`;
  const links = range.members.map((member) => commandLink(escape(short(member)), 'statutes.openSection', [{ citation: member }]));
  return `$(list-ordered) ${escape(`Part of the range ${cited} (${range.members.length} sections):`)} ${links.join(' · ')}`;
}

/**
 * The verdict is verification's own (`findingsFor`): the status line carries the worst of its
 * severities, and every finding the status words do not already say is shown in verification's words.
 */
function renderInfo(citation: Citation, info: CitationInfo, findings: readonly Finding[], context: HoverContext, text?: HoverTextBlock): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(heading(citation, context, info.subsection) + '\n\n');
  const section = info.section;
  if (!section || (!info.resolved && !section.mock)) {
    for (const finding of findings) md.appendMarkdown(`${findingLine(finding)}${finding.code === 'unresolved' ? ' Check the title and section number.' : ''}\n\n`);
    return md;
  }
  if (section.title) md.appendMarkdown(`*${escape(section.title)}*\n\n`);
  md.appendMarkdown(`${statusBadge(section, findings)}${section.currentThrough ? ` · current through ${escape(section.currentThrough)}` : ''}\n\n`);
  for (const finding of findings) if (!SAID_BY_STATUS.has(finding.code)) md.appendMarkdown(findingLine(finding) + '\n\n');
  const amended = amendedLine(section);
  if (amended) md.appendMarkdown(amended + '\n\n');
  // The section's own level would repeat the heading just shown.
  const crumbs = section.breadcrumb.filter((b) => b.type !== 'section').map((b) => [b.label, b.name].filter(Boolean).join(' — ')).filter(Boolean);
  if (crumbs.length) md.appendMarkdown(escape(crumbs.join(' › ')) + '\n\n');
  if (text) md.appendMarkdown(text.markdown + '\n\n');
  // The links copy and insert exactly the text they show: the service's spelling only when the engine
  // reads it back as the hovered section, else the document's canonical form (and the hover says why).
  const insertable = insertableCitation([section.citation, section.citationShort], citation.canonical) ?? { text: citation.canonical };
  const pinpoint = citation.pinpoint ?? safePinpoint(info.subsection) ?? null;
  const cited = withPinpoint(insertable.text, pinpoint);
  if (insertable.replaced) md.appendMarkdown(`$(info) ${escape(`Inserting ${citation.canonical}: ${insertable.replaced}.`)}\n\n`);
  const links = [
    commandLink(text?.asOf ? `$(book) Open full text as of ${escape(text.asOf)}` : '$(book) Open full text', 'statutes.openSection', [{ actId: section.actId, citation: insertable.text, pinpoint, asOf: text?.asOf }]),
    commandLink(`$(copy) Copy ${escape(cited)}`, 'statutes.copyCitation', [cited]),
    commandLink(`$(replace) Insert ${escape(cited)}`, 'statutes.replaceCitation', [{ ...context, text: cited }]),
    commandLink('$(list-tree) Reveal in tree', 'statutes.revealInTree', [{ actId: section.actId }]),
  ];
  md.appendMarkdown(links.join(' · '));
  return md;
}

/** Not sent to the service: verification's finding where it has one (codes it does not cover), else the reason. */
function renderSkipped(citation: Citation, reason: string, context: HoverContext, findings: readonly Finding[] = []): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(`${heading(citation, context)}\n\n`);
  md.appendMarkdown(findings.length ? findings.map(findingLine).join('\n\n') : `$(info) Recognised, not looked up. ${escape(reason)}`);
  return md;
}

/** A citation a verification checked without a section record (a chapter): what it found. */
function renderChecked(citation: Citation, findings: readonly Finding[], context: HoverContext): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(`${heading(citation, context)}\n\n`);
  md.appendMarkdown(findings.length ? findings.map(findingLine).join('\n\n') : `$(pass) ${escape(`Found in the statute service (${citation.divisionLabel ?? 'chapter'} ${citation.division ?? ''}).`.replace(' )', ')'))}`);
  return md;
}

/** Findings the status line already says (with its icon): not in force, the good-law check. */
const SAID_BY_STATUS = new Set<Finding['code']>(['not-in-force', 'good-law']);

const FINDING_ICON: Record<FindingSeverity, string> = { error: 'error', warning: 'warning', information: 'info', hint: 'lightbulb' };

function findingLine(finding: Finding): string {
  return `$(${FINDING_ICON[finding.severity]}) ${escape(finding.message)}`;
}

function renderPaused(citation: Citation, reason: 'credits' | 'key', context: HoverContext): vscode.MarkdownString {
  const md = markdown();
  const why = reason === 'credits' ? 'out of credits' : 'the API key was rejected';
  md.appendMarkdown(`${heading(citation, context)}\n\n$(circle-slash) Automatic lookups are paused (${why}). `);
  md.appendMarkdown(
    reason === 'credits'
      ? `${commandLink('Show pricing', 'statutes.showPricing')} · ${commandLink('Resume lookups', 'statutes.resumeAutomaticLookups')}`
      : commandLink('Set API Key…', 'statutes.enterApiKey'),
  );
  return md;
}

function renderCacheOnly(citation: Citation, uri: vscode.Uri, context: HoverContext): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(`${heading(citation, context)}\n\n$(info) Not verified yet (hovers use cached answers only). ${commandLink('Verify citations in this document', 'statutes.verifyDocument', [uri.toString()])}`);
  return md;
}

function renderFailure(citation: Citation, error: unknown, context: HoverContext): vscode.MarkdownString {
  const md = markdown();
  const { message, actions } = describeFailure(error);
  md.appendMarkdown(heading(citation, context) + '\n\n');
  md.appendMarkdown(`$(warning) ${escape(message)}`);
  if (actions.length) md.appendMarkdown(' ' + actions.map((a) => commandLink(escape(a.title), hoverCommand(a.command), a.args)).join(' · '));
  return md;
}

const RANK: Record<FindingSeverity | 'ok', number> = { ok: 0, hint: 0, information: 1, warning: 2, error: 3 };

/**
 * The standing in words (the worse of actStatus and goodLawStatus), with the icon of the worst finding:
 * a section in force whose text is stale is not shown as a plain green "In force".
 */
function statusBadge(section: SectionRecord, findings: readonly Finding[]): string {
  const standing = standingOf(section);
  const worst = findings.reduce<FindingSeverity | 'ok'>((w, f) => (RANK[f.severity] > RANK[w] ? f.severity : w), standing.severity === 'ok' ? 'ok' : standing.severity);
  const icon = worst === 'ok' ? ICON_OF.ok : FINDING_ICON[worst];
  const goodLaw = standing.goodLaw ? ` · ${escape(`Good-law check: ${standing.goodLaw.label}`)}` : '';
  return `$(${icon}) ${escape(statusText(section))}${goodLaw}`;
}

const SHOWN_LAWS = 3;

/** "Last amended 2021 · Pub. L. 116-260, …": when the service says (the live dialect does). */
function amendedLine(section: SectionRecord): string | undefined {
  const laws = (section.publicLaws ?? []).filter((law) => typeof law === 'string' && law.trim());
  if (section.lastAmendedYear === undefined && laws.length === 0) return undefined;
  const year = section.lastAmendedYear !== undefined ? `Last amended ${section.lastAmendedYear}` : 'Enacted or amended by';
  const listed = laws.slice(0, SHOWN_LAWS).join(', ') + (laws.length > SHOWN_LAWS ? ` and ${laws.length - SHOWN_LAWS} more` : '');
  return `$(history) ${escape(`${year}${listed ? `${section.lastAmendedYear !== undefined ? ' · ' : ' '}${listed}` : ''}`)}`;
}
