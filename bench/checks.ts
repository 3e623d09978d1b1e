/**
 * The document checks (existence, pinpoints, quotations, amended since an operative date) through the
 * headless `checkDocument`, against the local statute service in both dialects: on the real document with
 * the most citations (its time, and the credits by the service's ledger against the plan), again from the
 * cache (no credits), and on a short brief whose citations the local corpus holds, so texts are read.
 */
import { readFileSync } from 'node:fs';
import { StatuteClient } from '../src/core/api/client';
import type { DialectName } from '../src/core/api/dialect';
import { checkDocument, type CheckPlan, type DocumentCheck } from '../src/core/checks/checkDocument';
import { CitationLookup } from '../src/core/lookup/lookup';
import { SectionTexts } from '../src/core/lookup/sectionTexts';
import { startService } from '../test/service/service';
import { largestDocument, progress } from './util';

const DIALECTS: DialectName[] = ['live', 'interface'];

/** A misquoted § 107, a § 107(5) pinpoint and § 115 quoted as it read before the 2018 rewrite (the live service holds the 2013 edition, not 2014). */
const brief = (date: string): string => `---
statutes-as-of: ${date}
---
The Act says that "the factors to be considered may include" four things. 17 U.S.C. § 107.
The sixth factor, 17 U.S.C. § 107(5), is not one the Act knows.
"To be entitled to receive royalties under a compulsory license, the copyright owner must be identified in the registration or other public records of the Copyright Office." 17 U.S.C. § 115(c)(1).
`;

export interface CheckRun {
  wallMs: number;
  credits: number;
  estimate: number;
  textReads: number;
  requests: number;
  findings: Record<string, number>;
  ok: boolean;
}

export interface DialectChecksResult {
  dialect: DialectName;
  document: { first: CheckRun; again: CheckRun };
  brief: { date: string; first: CheckRun; again: CheckRun };
}

export interface ChecksBenchResult {
  document: string;
  citations: number;
  bytes: number;
  dialects: DialectChecksResult[];
}

async function timed(service: Awaited<ReturnType<typeof startService>>, key: string, run: () => Promise<{ check: DocumentCheck; plan?: CheckPlan }>): Promise<CheckRun> {
  const before = structuredClone(service.ledger(key));
  const started = performance.now();
  const { check } = await run();
  const wallMs = performance.now() - started;
  const after = service.ledger(key);
  const credits = after.creditsConsumed - before.creditsConsumed;
  const requests = Object.values(after.calls).reduce((a, b) => a + (b ?? 0), 0) - Object.values(before.calls).reduce((a, b) => a + (b ?? 0), 0);
  const findings: Record<string, number> = {};
  for (const f of check.findings) findings[f.code] = (findings[f.code] ?? 0) + 1;
  return { wallMs, credits, estimate: check.plan.maxCredits, textReads: check.plan.textReads, requests, findings, ok: credits <= check.plan.maxCredits };
}

async function onDialect(dialect: DialectName, text: string): Promise<DialectChecksResult> {
  const key = `bench-checks-${dialect}`;
  const service = await startService({ port: 0, dialect, keys: { [key]: 1_000_000 }, rate: '6000/60', log: () => undefined });
  try {
    const client = new StatuteClient({ baseUrl: service.url, apiKey: () => key });
    const lookup = new CitationLookup(() => client);
    const texts = new SectionTexts(() => client);
    const services = { lookup, texts, rules: await client.charging(), coverage: await client.coverage() };
    const options = { today: new Date().toISOString().slice(0, 10), staleAfterDays: 540, approve: () => true };
    const check = async (input: { text: string; format: string }): Promise<{ check: DocumentCheck }> => ({ check: await checkDocument(input, services, options) });
    progress(`checks (${dialect}): the largest document`);
    const first = await timed(service, key, () => check({ text, format: 'markdown' }));
    const again = await timed(service, key, () => check({ text, format: 'markdown' }));
    const date = dialect === 'live' ? '2013-12-31' : '2014-01-01';
    progress(`checks (${dialect}): the brief at ${date}`);
    const briefFirst = await timed(service, key, () => check({ text: brief(date), format: 'markdown' }));
    const briefAgain = await timed(service, key, () => check({ text: brief(date), format: 'markdown' }));
    return { dialect, document: { first, again: { ...again, ok: again.credits === 0 } }, brief: { date, first: briefFirst, again: { ...briefAgain, ok: briefAgain.credits === 0 } } };
  } finally {
    await service.close();
  }
}

export async function runChecksBench(): Promise<ChecksBenchResult> {
  const doc = largestDocument();
  const text = readFileSync(doc.path, 'utf8');
  const dialects: DialectChecksResult[] = [];
  for (const dialect of DIALECTS) dialects.push(await onDialect(dialect, text));
  return { document: doc.name, citations: doc.citations, bytes: doc.bytes, dialects };
}

const describe = (label: string, r: CheckRun): string =>
  `  ${label}: ${r.wallMs.toFixed(1)} ms, ${r.requests} requests, ${r.credits} credits (plan ${r.estimate}, ${r.textReads} text reads); findings ${Object.entries(r.findings).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`;

export function formatChecksBench(r: ChecksBenchResult): string {
  const lines = [`checks: ${r.document} (${r.citations} citations, ${(r.bytes / 1024).toFixed(0)} KB) and the acceptance brief`];
  for (const d of r.dialects) {
    lines.push(`${d.dialect}:`, describe('document, first', d.document.first), describe('document, again', d.document.again), describe(`brief at ${d.brief.date}, first`, d.brief.first), describe('brief, again', d.brief.again));
  }
  return lines.join('\n');
}
