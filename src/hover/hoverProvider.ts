import vscode = require('vscode');
import { withPinpoint } from '../core/lookup/citedForm';
import { insertableCitation, safePinpoint } from '../core/lookup/insertion';
import { isSectionCitation } from '../core/citations';
import type { Citation } from '../core/citations/types';
import { unverifiableReason } from '../core/lookup/verify';
import type { Logger } from '../core/util/log';
import { CitationInfo, CitationLookup, isPartial } from '../core/lookup/lookup';
import { SectionRecord } from '../core/api/models';
import { ICON_OF, standingOf, statusText } from '../core/lookup/status';
import { AutomaticCallsGate } from '../services/callGate';
import { Config } from '../services/config';
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
    const context: HoverContext = { uri: document.uri.toString(), start: citation.start, end: citation.end, version: document.version };
    if (!isSectionCitation(citation)) return new vscode.Hover(renderUnverifiable(citation), range);
    const cached = await this.lookup.cached(citation);
    if (token.isCancellationRequested) return undefined;
    // A partial answer still owes a paid metadata call: it passes the same gate as no answer at all.
    if (!cached || isPartial(cached)) {
      const blocked = this.gate.automaticBlock(this.config.current.hoverUsesNetwork);
      if (cached && blocked) return new vscode.Hover(renderInfo(citation, cached, context, await this.textFor(document, citation, cached, token)), range);
      if (blocked === 'setting') return new vscode.Hover(renderCacheOnly(citation, document.uri), range);
      if (blocked) return new vscode.Hover(renderPaused(citation, blocked), range);
    }
    const abort = new AbortController();
    const subscription = token.onCancellationRequested(() => abort.abort());
    try {
      const info = await this.lookup.lookup(citation, abort.signal);
      if (token.isCancellationRequested) return undefined;
      const text = await this.textFor(document, citation, info, token);
      if (token.isCancellationRequested) return undefined;
      return new vscode.Hover(renderInfo(citation, info, context, text), range);
    } catch (error) {
      if (isCancellation(error) || token.isCancellationRequested) return undefined;
      this.gate.observe(error);
      this.log.warn(`${citation.canonical}: ${errorText(error)}`);
      return new vscode.Hover(renderFailure(citation, error), range);
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
}

function markdown(): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.isTrusted = { enabledCommands: HOVER_COMMANDS };
  md.supportThemeIcons = true;
  return md;
}

/** The citation in bold with its pinpoint: the document's own, else the one the service echoed when resolving. */
function heading(citation: Citation, echoed?: string | null): string {
  const pinpoint = citation.pinpoint ?? safePinpoint(echoed);
  return `**${escape(citation.canonical)}**${pinpoint ? ` ${escape(pinpoint)}` : ''}${citation.kind !== 'full' ? ` *(from ${escape(citation.text.trim())})*` : ''}`;
}

function renderInfo(citation: Citation, info: CitationInfo, context: HoverContext, text?: HoverTextBlock): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(heading(citation, info.subsection) + '\n\n');
  const section = info.section;
  if (!section || (!info.resolved && !section.mock)) {
    md.appendMarkdown(`$(error) Not found in the statute service. Check the title and section number.`);
    return md;
  }
  if (section.mock) md.appendMarkdown(`$(warning) Illustrative (mock) record from the service — not verified.\n\n`);
  if (section.title) md.appendMarkdown(`*${escape(section.title)}*\n\n`);
  md.appendMarkdown(`${statusBadge(section)}${section.currentThrough ? ` · current through ${escape(section.currentThrough)}` : ''}\n\n`);
  const amended = amendedLine(section);
  if (amended) md.appendMarkdown(amended + '\n\n');
  const crumbs = section.breadcrumb.map((b) => [b.label, b.name].filter(Boolean).join(' — ')).filter(Boolean);
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

function renderUnverifiable(citation: Citation): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(`${heading(citation)}\n\n$(info) Recognised, not looked up. ${escape(unverifiableReason(citation) ?? 'Not verified.')}`);
  return md;
}

function renderPaused(citation: Citation, reason: 'credits' | 'key'): vscode.MarkdownString {
  const md = markdown();
  const why = reason === 'credits' ? 'out of credits' : 'the API key was rejected';
  md.appendMarkdown(`${heading(citation)}\n\n$(circle-slash) Automatic lookups are paused (${why}). `);
  md.appendMarkdown(
    reason === 'credits'
      ? `${commandLink('Show pricing', 'statutes.showPricing')} · ${commandLink('Resume lookups', 'statutes.resumeAutomaticLookups')}`
      : commandLink('Set API Key…', 'statutes.enterApiKey'),
  );
  return md;
}

function renderCacheOnly(citation: Citation, uri: vscode.Uri): vscode.MarkdownString {
  const md = markdown();
  md.appendMarkdown(`${heading(citation)}\n\n$(info) Not verified yet (hovers use cached answers only). ${commandLink('Verify citations in this document', 'statutes.verifyDocument', [uri.toString()])}`);
  return md;
}

function renderFailure(citation: Citation, error: unknown): vscode.MarkdownString {
  const md = markdown();
  const { message, actions } = describeFailure(error);
  md.appendMarkdown(heading(citation) + '\n\n');
  md.appendMarkdown(`$(warning) ${escape(message)}`);
  if (actions.length) md.appendMarkdown(' ' + actions.map((a) => commandLink(escape(a.title), hoverCommand(a.command), a.args)).join(' · '));
  return md;
}

/** The standing with its icon (the worse of actStatus and goodLawStatus), escaped for markdown. */
function statusBadge(section: SectionRecord): string {
  const standing = standingOf(section);
  const goodLaw = standing.goodLaw ? ` · ${escape(`Good-law check: ${standing.goodLaw.label}`)}` : '';
  return `$(${ICON_OF[standing.severity]}) ${escape(statusText(section))}${goodLaw}`;
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
