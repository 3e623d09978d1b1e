/**
 * `statute-lookup check FILE...`: the editor's citation check, headless, for CI and scripts.
 * Exit status: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage, I/O, key or service error.
 */
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { EnvHttpProxyAgent, fetch as proxyFetch } from 'undici';
import { StatuteClient, type FetchLike } from '../core/api/client';
import { estimateCost } from '../core/api/dialect';
import { ServiceUrlError } from '../core/api/errors';
import { formatCredits, formatDollars } from '../core/api/pricing';
import { parseServiceUrl } from '../core/api/serviceUrl';
import { apiKeyProblem } from '../core/api/apiKey';
import { outsideGeneratedBlocks } from '../core/authorities/generatedBlocks';
import { findCitations } from '../core/citations';
import type { FindingSeverity } from '../core/lookup/findings';
import { localDay } from '../core/lookup/credits';
import { CitationLookup, metadataPlan } from '../core/lookup/lookup';
import { planVerification } from '../core/lookup/verify';
import { LookupCache } from '../core/lookup/lookupCache';
import { SectionTexts } from '../core/lookup/sectionTexts';
import { TextCache } from '../core/lookup/textCache';
import type { Citation } from '../core/citations/types';
import { buildReport, SEVERITIES, type CheckedCitation } from '../core/report/citeCheck';
import { checkDocument, planDocumentCheck, type CheckDocumentInput, type DocumentFormat } from '../core/checks/checkDocument';
import { checkedCitations, RecordingTexts, uncachedKeys } from '../core/report/fromCheck';
import { failureText } from '../core/api/failureText';
import { reportJson, reportMarkdown } from '../core/report/renderReport';
import { folderCacheStorage } from '../services/cacheFile';

/** The production service, as the extension's `statutes.serviceUrl` defaults to it. */
export const PRODUCTION_SERVICE = 'https://api.vaquill.ai';
const CACHE_FILE = 'lookup-cache.json';
const TEXTS_FILE = 'section-texts.json';
const STALE_AFTER_DAYS = 540;

const USAGE = `usage: statute-lookup check FILE... [--as-of YYYY-MM-DD] [--report FILE.md|FILE.json]
                            [--fail-on error|warning|never] [--service URL] [--dry-run]

Checks the statutory citations in each FILE against the statute service and prints one line per
finding (FILE:LINE:COL: severity: message), then a summary.
  --as-of DATE    the operative date the citations are checked as of (default: today)
  --report FILE   also write the cite-check report, as Markdown (.md) or JSON (.json); may be repeated
  --fail-on SEV   exit 1 when a finding is at or above SEV: error (default), warning, or never
  --service URL   the statute service (default: STATUTES_SERVICE_URL, else ${PRODUCTION_SERVICE})
  --dry-run       say what the check would cost, spend nothing
Environment: STATUTES_API_KEY (required unless --dry-run), STATUTES_SERVICE_URL, XDG_CACHE_HOME,
HTTPS_PROXY / HTTP_PROXY / NO_PROXY.
Exit status: 0 no finding at or above --fail-on, 1 findings, 2 usage, I/O, key or service error.`;

type FailOn = 'error' | 'warning' | 'never';

interface Options {
  files: string[];
  asOf?: string;
  reports: string[];
  failOn: FailOn;
  service?: string;
  dryRun: boolean;
}

/** A failure that ends the run with status 2 and this message. */
class Stop extends Error {}

export interface Io {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  now: () => number;
}

function parseArgs(argv: string[]): Options | 'help' {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') return 'help';
  if (command !== 'check') throw new Stop(command ? `unknown command "${command}"; the command is "check"` : 'no command given');
  const options: Options = { files: [], reports: [], failOn: 'error', dryRun: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = (): string => {
      const [name, inline] = arg.split(/=(.*)/s, 2);
      if (inline !== undefined) return inline;
      const next = rest[++i];
      if (next === undefined || next.startsWith('--')) throw new Stop(`${name} needs a value`);
      return next;
    };
    const name = arg.startsWith('--') ? arg.split('=')[0] : arg;
    switch (name) {
      case '--as-of': {
        const date = value();
        if (!isDate(date)) throw new Stop(`--as-of wants a date as YYYY-MM-DD, not "${date}"`);
        options.asOf = date;
        break;
      }
      case '--report': {
        const file = value();
        if (!/\.(md|json)$/i.test(file)) throw new Stop(`--report writes FILE.md or FILE.json, not "${file}"`);
        options.reports.push(file);
        break;
      }
      case '--fail-on': {
        const level = value();
        if (level !== 'error' && level !== 'warning' && level !== 'never') throw new Stop(`--fail-on is error, warning or never, not "${level}"`);
        options.failOn = level;
        break;
      }
      case '--service':
        options.service = value();
        break;
      case '--dry-run':
        options.dryRun = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      case '--':
        options.files.push(...rest.slice(i + 1));
        i = rest.length;
        break;
      default:
        if (arg.startsWith('-') && arg !== '-') throw new Stop(`unknown option ${arg}`);
        options.files.push(arg);
    }
  }
  if (options.files.length === 0) throw new Stop('no FILE given');
  return options;
}

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The user's cache folder: XDG_CACHE_HOME, else ~/.cache. */
export function cacheFolder(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  return path.join(base, 'statute-lookup');
}

interface ReadDocument {
  name: string;
  text: string;
  format: DocumentFormat;
  citations: readonly Citation[];
}

/** The format by the file's extension, as VS Code names the languages; anything else is read as plain text. */
function formatOf(file: string): DocumentFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.md' || extension === '.markdown') return 'markdown';
  if (extension === '.tex' || extension === '.ltx') return 'latex';
  if (extension === '.rst') return 'restructuredtext';
  return 'plaintext';
}

async function readDocuments(files: string[], cwd: string): Promise<ReadDocument[]> {
  const documents: ReadDocument[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = (await fs.readFile(path.resolve(cwd, file))).toString('utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Stop(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}`);
    }
    documents.push({ name: file, text, format: formatOf(file), citations: outsideGeneratedBlocks(text, findCitations(text)) });
  }
  return documents;
}

const RANK: Record<FindingSeverity, number> = { hint: 0, information: 1, warning: 2, error: 3 };

export async function run(argv: string[], io: Io): Promise<number> {
  let parsed: Options | 'help';
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    io.err(`statute-lookup: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed === 'help') {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const options = parsed;
  const dispatcher = new EnvHttpProxyAgent();
  let client: StatuteClient | undefined;
  try {
    return await check(options, io, dispatcher, (c) => (client = c));
  } catch (error) {
    if (error instanceof Stop) io.err(`statute-lookup: ${error.message}\n`);
    else io.err(`statute-lookup: ${failureText(error).message}\n`);
    return 2;
  } finally {
    client?.dispose();
    await dispatcher.close().catch(() => undefined);
  }
}

async function check(options: Options, io: Io, dispatcher: EnvHttpProxyAgent, built: (client: StatuteClient) => void): Promise<number> {
  const serviceUrl = options.service ?? (io.env.STATUTES_SERVICE_URL || PRODUCTION_SERVICE);
  let service: string;
  try {
    service = parseServiceUrl(serviceUrl).toString();
  } catch (error) {
    throw new Stop(error instanceof ServiceUrlError ? error.message : String(error));
  }
  const key = io.env.STATUTES_API_KEY?.trim() || undefined;
  if (key) {
    const problem = apiKeyProblem(key);
    if (problem) throw new Stop(`STATUTES_API_KEY: ${problem}`);
  } else if (!options.dryRun) {
    throw new Stop('No API key is set for the statute service: set STATUTES_API_KEY (or use --dry-run to see the cost).');
  }
  const documents = await readDocuments(options.files, io.cwd);

  let spent = 0;
  // Undici's own fetch with the proxy agent: Node's global fetch ignores HTTPS_PROXY and NO_PROXY.
  const fetchThroughProxy: FetchLike = (input, init) => proxyFetch(input, { ...(init as object), dispatcher }) as unknown as Promise<Response>;
  const client = new StatuteClient({
    baseUrl: service,
    apiKey: () => key,
    fetch: fetchThroughProxy,
    onCreditsConsumed: (event) => (spent += event.credits),
  });
  built(client);
  const cache = new LookupCache(folderCacheStorage(cacheFolder(io.env), CACHE_FILE), {
    service: () => service,
    onProblem: (message) => io.err(`statute-lookup: ${message}\n`),
  });
  const lookup = new CitationLookup(() => client, cache);

  const kept = new TextCache(folderCacheStorage(cacheFolder(io.env), TEXTS_FILE), {
    service: () => service,
    onProblem: (message) => io.err(`statute-lookup: ${message}\n`),
  });
  const texts = new RecordingTexts(new SectionTexts(() => client, undefined, undefined, kept));

  // Free calls first: a wrong key or an unreachable service shows up before anything is spent.
  const [rules, pricing, coverage] = await Promise.all([client.charging(), client.pricing().catch(() => undefined), key ? client.coverage() : Promise.resolve(undefined)]);
  const services = { lookup, texts, rules, coverage, listDivisions: client.divisions.bind(client) };
  const inputOf = (d: ReadDocument): CheckDocumentInput => ({ text: d.text, format: d.format, citations: d.citations, ...(options.asOf ? { operativeDate: options.asOf } : {}) });
  const total = documents.reduce((n, d) => n + d.citations.length, 0);
  const files = `${total} citation${total === 1 ? '' : 's'} in ${documents.length} file${documents.length === 1 ? '' : 's'}`;

  if (options.dryRun) {
    // Resolves over every file at once (a citation in two files is resolved once); text reads per file, an upper bound.
    const verify = await planVerification(documents.flatMap((d) => d.citations), lookup, rules, coverage);
    const resolves = verify.uncached.length;
    const distinct = verify.distinct.length;
    const skipped = verify.skipped.length;
    let reads = 0;
    for (const document of documents) reads += (await planDocumentCheck(inputOf(document), services)).plan.textReads;
    const credits = estimateCost(rules, { resolve: resolves, sectionBody: reads }).credits;
    // Headings a resolve may lack are fetched too (the report names each section): priced as the verification prices them.
    const headings = metadataPlan(resolves, rules).estimate.credits;
    const most = credits + headings;
    const dollars = formatDollars(pricing, most);
    io.out(
      `statute-lookup: dry run: ${files}, ${distinct} distinct to check: ${distinct - resolves} already answered (free), ${resolves} to resolve at ${formatCredits(rules.resolve.perCitation)} each` +
        `${reads ? `, ${reads} section text${reads === 1 ? '' : 's'} to read for pinpoints and quotations at ${formatCredits(rules.prices.sectionBody)} each` : ''}` +
        `${headings ? `, and headings a resolve lacks for up to ${formatCredits(headings)}` : ''}` +
        `${skipped ? `; ${skipped} not sent (session laws, chapters, codes the service lacks)` : ''}.\n` +
        `statute-lookup: the check would cost at most ${formatCredits(most)}${dollars ? ` (${dollars})` : ''} at ${new URL(service).host}'s prices (${rules.dialect} API). Nothing was spent.\n`,
    );
    return 0;
  }

  const today = localDay(new Date(io.now()));
  const checked: CheckedCitation[] = [];
  const dates = new Set<string | null>();
  let stopped: unknown;
  try {
    for (const document of documents) {
      const unpaid = await uncachedKeys(document.citations, lookup);
      const result = await checkDocument(inputOf(document), services, { today, staleAfterDays: STALE_AFTER_DAYS, approve: () => true, approveMetadata: () => true });
      dates.add(result.operativeDate);
      stopped ??= result.stoppedBy ?? result.failures[0]?.error;
      checked.push(...(await checkedCitations(result, { document: document.name, text: document.text, rules, unpaid, texts })));
    }
  } finally {
    await Promise.all([lookup.flush(), kept.save()]);
  }

  printFindings(checked, io);
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<FindingSeverity, number>;
  for (const c of checked) for (const f of c.findings) counts[f.severity]++;
  const notChecked = checked.filter((c) => c.failure).length;
  io.out(
    `statute-lookup: ${files}: ` +
      `${counts.error} error${counts.error === 1 ? '' : 's'}, ${counts.warning} warning${counts.warning === 1 ? '' : 's'}, ${counts.information} information, ${counts.hint} hint${counts.hint === 1 ? '' : 's'}` +
      `${notChecked ? `, ${notChecked} not checked` : ''}; ${formatCredits(spent)} spent.\n`,
  );

  const operativeDate = options.asOf ?? (dates.size === 1 ? [...dates][0] : null);
  const report = buildReport(checked, { service, operativeDate, creditsSpent: spent, now: io.now() });
  for (const file of options.reports) {
    const target = path.resolve(io.cwd, file);
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, /\.json$/i.test(file) ? reportJson(report) : reportMarkdown(report), 'utf8');
    } catch (error) {
      throw new Stop(`cannot write the report ${file}: ${(error as Error).message}`);
    }
  }

  if (stopped !== undefined || notChecked > 0) {
    const what = notChecked ? `${notChecked} citation${notChecked === 1 ? ' was' : 's were'} not checked` : 'not everything was checked';
    throw new Stop(stopped !== undefined ? `${what}: ${failureText(stopped).message}` : `${what}.`);
  }
  if (options.failOn === 'never') return 0;
  const threshold = RANK[options.failOn];
  return checked.some((c) => c.findings.some((f) => RANK[f.severity] >= threshold)) ? 1 : 0;
}

function printFindings(checked: readonly CheckedCitation[], io: Io): void {
  let out = '';
  for (const c of checked) {
    for (const finding of c.findings) out += `${c.document}:${finding.line}:${finding.column}: ${finding.severity}: ${oneLine(finding.message)}\n`;
    if (c.failure) out += `${c.document}:${c.line}:${c.column}: error: ${c.citation.canonical} was not checked: ${oneLine(c.failure)}\n`;
  }
  io.out(out);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What a terminal may be sent: service text (a statute's words in a finding, an error's message) could
 * carry escape sequences that recolour, retitle or rewrite the user's terminal, so every control
 * character but newline and tab is shown as U+FFFD.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');
}

if (require.main === module) {
  void run(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(terminalSafe(text)),
    err: (text) => process.stderr.write(terminalSafe(text)),
    cwd: process.cwd(),
    now: Date.now,
  }).then((code) => {
    process.exitCode = code;
  });
}
