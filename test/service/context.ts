import type { Accounts, RateLimiter } from './billing';
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
