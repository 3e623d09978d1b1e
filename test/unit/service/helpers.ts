/** Starting the local statute service in-process and calling it over real HTTP. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RunningService, SHARED_DATA_DIR, ServiceOptions, startService } from '../../service/service';

export const TEST_KEY = 'test-key';
export const HAS_SHARED_DATA = fs.existsSync(path.join(SHARED_DATA_DIR, 'usc'));
/** The first import of the shared data takes several seconds; later starts reuse the cache file. */
export const START_TIMEOUT_MS = 180_000;

export const API = '/api/v1/us/statutes';

/** A service on a free port with the shared statute data, one generous test key and no env influence. */
export function startTestService(options: ServiceOptions = {}): Promise<RunningService> {
  return startService({ port: 0, dataDir: SHARED_DATA_DIR, keys: { [TEST_KEY]: 100_000 }, rate: '100000/60', env: {}, ...options });
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface CallInit {
  method?: string;
  /** Bearer key; null sends none. Default TEST_KEY. */
  key?: string | null;
  body?: unknown;
  /** Sent as is (for invalid JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function call(service: { url: string }, pathAndQuery: string, init: CallInit = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const key = init.key === undefined ? TEST_KEY : init.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`${service.url}${pathAndQuery}`, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, signal: init.signal });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts one service on the real data for the enclosing suite (skipped when ../shared/data is absent)
 * and closes it afterwards; `use` receives the running service.
 */
export function useRealDataService(use: (service: RunningService) => void): void {
  let service: RunningService | undefined;
  before(async function () {
    if (!HAS_SHARED_DATA) this.skip();
    this.timeout(START_TIMEOUT_MS);
    service = await startTestService();
    use(service);
  });
  after(async () => {
    await service?.close();
  });
}
