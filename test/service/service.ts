/**
 * The local statute service, started in-process (tests, benchmarks) or by main.ts (the CLI).
 *
 *   const service = await startService({ port: 0 });
 *   … fetch(`${service.url}/api/v1/pricing`) …
 *   await service.close();
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Accounts, DIALECTS, Dialect, KeyLedger, Plan, RateConfig, RateLimiter, parseKeySpec, parseRate } from './billing';
import type { ServiceContext } from './context';
import { LoadedCorpus, loadCorpus } from './corpus/build';
import { CorpusStore } from './corpus/store';
import { FaultRegistry, FaultSpec, parseFaultsEnv } from './faults';
import { createHttpService } from './http/server';
import { publishAndNotify, resetState } from './handlers/admin';
import { WatchStore } from './watches';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE_DIR = path.join(PROJECT_ROOT, 'test', 'service', 'fixture');
export const SHARED_DATA_DIR = path.resolve(PROJECT_ROOT, '..', 'shared', 'data');
export const DEFAULT_CACHE_DIR = path.join(PROJECT_ROOT, '.cache', 'statute-service');
export const DEFAULT_PORT = 8787;
export const DEFAULT_KEYS: Record<string, number> = { 'demo-key': 10_000 };
export const DEFAULT_RATE: RateConfig = { limit: 6000, windowSeconds: 60 };

export interface ServiceOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default ../shared/data beside the project when present, else the small fixture in test/service/fixture. */
  dataDir?: string;
  cacheDir?: string;
  /** `{key: credits}` or `"key:credits[:plan],…"`; default env STATUTE_SERVICE_KEYS, else demo-key with 10 000 credits. */
  keys?: Record<string, number> | string;
  /** Plans by key (`pro` by default); a keys string may carry them instead. */
  plans?: Record<string, Plan>;
  /** `interface` (default; statute-lookup-api.md) or `live` (live-api.md); default env STATUTE_SERVICE_DIALECT. */
  dialect?: Dialect;
  /** `{limit, windowSeconds}` or `"30/60"`; default env STATUTE_SERVICE_RATE, else 6000/60. */
  rate?: RateConfig | string;
  /** Faults queued at start; default env STATUTE_SERVICE_FAULTS (JSON). */
  faults?: FaultSpec[];
  /** Honour the X-Statute-Fault request header (default true). */
  allowFaultHeader?: boolean;
  /** Environment to read defaults from (default process.env). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export function parseDialect(value: string): Dialect {
  const dialect = value.trim().toLowerCase();
  if (!(DIALECTS as readonly string[]).includes(dialect)) throw new Error(`Unknown dialect "${value}" (expected ${DIALECTS.join(' or ')}).`);
  return dialect as Dialect;
}

export interface RunningService {
  url: string;
  dialect: Dialect;
  port: number;
  keys: Record<string, number>;
  corpus: LoadedCorpus;
  store: CorpusStore;
  context: ServiceContext;
  ledger(key: string): KeyLedger;
  setCredits(key: string, credits: number): void;
  addFault(spec: FaultSpec): void;
  clearFaults(): void;
  /** Ledgers, credits, rate windows, faults, watches and deliveries back to the start. */
  reset(): void;
  /** Imports a newer version of a source and notifies watches (as POST /__admin/publish). */
  publish(file: string, date?: string): ReturnType<typeof publishAndNotify>;
  close(): Promise<void>;
}

export function defaultDataDir(): string {
  const hasData = (dir: string): boolean => ['usc', 'cfr', 'dc'].some((f) => fs.existsSync(path.join(dir, f)));
  return hasData(SHARED_DATA_DIR) ? SHARED_DATA_DIR : FIXTURE_DIR;
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => undefined);
  const keySpec = typeof options.keys === 'string' ? options.keys : options.keys ? null : (env.STATUTE_SERVICE_KEYS ?? null);
  const parsed = keySpec !== null ? parseKeySpec(keySpec) : { keys: (options.keys as Record<string, number> | undefined) ?? DEFAULT_KEYS, plans: {} };
  const keys = parsed.keys;
  const plans: Record<string, Plan> = { ...parsed.plans, ...options.plans };
  const dialect = options.dialect ?? parseDialect(env.STATUTE_SERVICE_DIALECT || 'interface');
  const rate = typeof options.rate === 'string' ? parseRate(options.rate) : (options.rate ?? (env.STATUTE_SERVICE_RATE ? parseRate(env.STATUTE_SERVICE_RATE) : DEFAULT_RATE));
  const faultSpecs = options.faults ?? (env.STATUTE_SERVICE_FAULTS ? parseFaultsEnv(env.STATUTE_SERVICE_FAULTS) : []);

  const corpus = loadCorpus({ dataDir: options.dataDir ?? defaultDataDir(), cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR, log });
  const faults = new FaultRegistry();
  for (const spec of faultSpecs) faults.add(spec);
  const context: ServiceContext = {
    corpus,
    store: new CorpusStore(corpus.db),
    accounts: new Accounts(keys, plans),
    initialKeys: { ...keys },
    initialPlans: { ...plans },
    dialect,
    dailyCounts: new Map(),
    watchTests: new Map(),
    limiter: new RateLimiter(rate, Date.now, dialect === 'live'),
    faults,
    watches: new WatchStore(),
    deliveries: [],
    outbox: [],
    htmlOverrides: new Map(),
    allowFaultHeader: options.allowFaultHeader ?? true,
    log,
  };
  const http = createHttpService(context);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.server.once('error', reject);
    http.server.listen(options.port ?? DEFAULT_PORT, host, () => {
      http.server.off('error', reject);
      resolve();
    });
  });
  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  // A wildcard bind is reached through loopback.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const urlHost = reachable.includes(':') ? `[${reachable}]` : reachable;
  let closed = false;
  return {
    url: `http://${urlHost}:${port}`,
    dialect,
    port,
    keys,
    corpus,
    store: context.store,
    context,
    ledger: (key) => context.accounts.ledger(key),
    setCredits: (key, credits) => void context.accounts.setCredits(key, credits),
    addFault: (spec) => void faults.add(spec),
    clearFaults: () => faults.clear(),
    reset: () => resetState(context),
    publish: (file, date) => publishAndNotify(context, path.resolve(file), date),
    close: async () => {
      if (closed) return;
      closed = true;
      await http.close();
      corpus.db.close();
    },
  };
}
