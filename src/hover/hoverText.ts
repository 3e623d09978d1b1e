import vscode = require('vscode');
import type { SectionBody, SectionRecord } from '../core/api/models';
import { formatCredits } from '../core/api/pricing';
import { locatePinpoint, outlineOf } from '../core/checks/pinpoints';
import type { Citation } from '../core/citations/types';
import { editionName } from '../core/lookup/asOfNotice';
import type { SectionTexts } from '../core/lookup/sectionTexts';
import type { Logger } from '../core/util/log';
import { commandLink, markdownText as escape } from '../core/util/markdown';
import { AutomaticCallsGate } from '../services/callGate';
import { Config } from '../services/config';
import { errorText } from '../services/errorUi';
import { OperativeDates } from '../services/operativeDates';
import { ServiceConnection } from '../services/serviceConnection';

/** What a hover shows of the statute's words, and the date it read them at. */
export interface HoverTextBlock {
  markdown: string;
  /** The operative date (absent: current law), for the hover's "Open full text". */
  asOf?: string;
}

/** A subdivision's text beyond this is cut (the link opens the whole). */
const MAX_SHOWN_CHARS = 900;
/** The section's opening when nothing is pinpointed. */
const OPENING_LINES = 3;

/**
 * The statute's words in the hover: the cited subdivision's text (for `§ 107(4)`, paragraph (4)), or the
 * section's opening lines, as of the document's operative date, always saying which date. Text already at
 * hand is shown free; `statutes.hover.showText: always` reads it when it is not (one text read, then kept);
 * otherwise the hover says what reading it costs.
 */
export class HoverText {
  constructor(
    private readonly texts: SectionTexts,
    private readonly dates: OperativeDates,
    private readonly config: Config,
    private readonly gate: AutomaticCallsGate,
    private readonly connection: ServiceConnection,
    private readonly log: Logger,
  ) {}

  async block(document: vscode.TextDocument, citation: Citation, section: SectionRecord, token: vscode.CancellationToken): Promise<HoverTextBlock | undefined> {
    const { date } = this.dates.of(document);
    const asOf = date ?? undefined;
    const setting = this.config.current.hoverShowText;
    const when = date ? `as of ${date}` : 'current';
    if (setting === 'never') return date ? { markdown: `$(calendar) Law read as of ${escape(date)}.`, asOf } : undefined;
    const open = (title: string): string => commandLink(title, 'statutes.openSection', [{ actId: section.actId, citation: citation.canonical, pinpoint: citation.pinpoint, asOf }]);
    let body = await this.texts.cachedBody(section.actId, asOf);
    if (!body && setting === 'always' && !this.gate.automaticBlock(this.config.current.hoverUsesNetwork)) {
      try {
        body = await this.texts.body(section.actId, asOf);
      } catch (error) {
        this.log.warn(`${citation.canonical} text ${when}: ${errorText(error)}`);
        return { markdown: `$(warning) ${escape(`${date ? `The text as of ${date}` : 'The current text'} could not be read: ${errorText(error)}`)}`, asOf };
      }
    }
    if (token.isCancellationRequested) return undefined;
    if (!body) {
      // Named from what is known without a request: a hover that shows no text spends nothing and sends nothing.
      const price = this.connection.client().knownCharging?.prices.sectionBody;
      const cost = price !== undefined ? ` Reading it costs ${formatCredits(price)}.` : ' Reading it is charged at the service\'s price for a text.';
      const text = date ? `The text as of ${date}` : 'The current text';
      return { markdown: `$(book) ${escape(`${text} is not read yet.${cost}`)} ${open(date ? `Read the text as of ${date}` : 'Read the current text')}`, asOf };
    }
    return { markdown: render(body, citation, date), asOf };
  }
}

function render(body: SectionBody, citation: Citation, date: string | null): string {
  const when = date ? `as of ${date}` : 'current';
  const named = body.asOf ? editionName(body.asOf, citation.code) : undefined;
  const edition = named ? ` · ${named}` : '';
  const head = `$(book) **${escape(date ? `Text as of ${date}` : 'Current text')}**${escape(edition)}`;
  if (body.asOf?.existed === false) return `${head}\n\n$(warning) ${escape(`${citation.canonical} did not exist ${when}.`)}`;
  if (!body.available || body.asOf?.source === 'unavailable' || (!body.plain && !body.html)) {
    const why = body.asOf?.outOfCoverageReason ?? body.note ?? 'The service has no text at that date.';
    return `${head}\n\n$(info) ${escape(why)}`;
  }
  const outline = outlineOf(body);
  let words: string;
  let label = '';
  if (citation.pinpoint) {
    const found = locatePinpoint(outline, citation.pinpoint);
    if (!found.found) {
      const where = `${found.level} ${found.missing}${found.existing ? ` in ${found.existing}` : ''}`;
      return `${head}\n\n$(error) ${escape(`${citation.canonical} has no ${where} ${date ? `as of ${date}` : 'in the current text'}.`)}`;
    }
    words = found.text;
    label = `${citation.pinpoint}: `;
  } else {
    words = outline.text.split('\n').slice(0, OPENING_LINES).join('\n');
  }
  const cut = words.length > MAX_SHOWN_CHARS ? `${words.slice(0, MAX_SHOWN_CHARS).replace(/\s+\S*$/, '')} …` : words;
  const quoted = cut
    .split('\n')
    .map((line) => `> ${escape(line)}`)
    .join('\n>\n');
  // The subdivision's own enumerator opens its text; a range says where it runs.
  return `${head}${label.includes('-') ? ` · ${escape(label.replace(/: $/, ''))}` : ''}\n\n${quoted}`;
}
