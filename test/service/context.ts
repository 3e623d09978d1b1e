import type { Accounts, Dialect, Plan, RateLimiter } from './billing';
import type { LoadedCorpus } from './corpus/build';
import type { CorpusStore } from './corpus/store';
import type { FaultRegistry } from './faults';
import type { Delivery, OutboxMail, WatchStore } from './watches';

/** Everything a request handler may read or change. */
export interface ServiceContext {
  corpus: LoadedCorpus;
  store: CorpusStore;
  accounts: Accounts;
  /** The keys the service started with (what /__admin/reset restores). */
  initialKeys: Record<string, number>;
  /** Plans of the start keys (what /__admin/reset restores with them). */
  initialPlans: Record<string, Plan>;
  /** Which published description the service answers as: the interface document or the live API. */
  dialect: Dialect;
  /** Requests counted per key and UTC day (the live dialect's daily headers). */
  dailyCounts: Map<string, { day: string; used: number }>;
  /** When each watch last fired a test event (live: one per 30 s per watch). */
  watchTests: Map<string, number>;
  limiter: RateLimiter;
  faults: FaultRegistry;
  watches: WatchStore;
  deliveries: Delivery[];
  outbox: OutboxMail[];
  /** Section HTML set through POST /__admin/html, by act id: answered by the body endpoint instead of the corpus's. */
  htmlOverrides: Map<string, string>;
  /** Accept the per-request X-Statute-Fault header. */
  allowFaultHeader: boolean;
  log: (line: string) => void;
}
