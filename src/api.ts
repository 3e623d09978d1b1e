import type { CreditLedger } from './core/lookup/credits';
import type { CitationLookup } from './core/lookup/lookup';
import type { AutomaticCallsGate } from './services/callGate';
import type { DocumentCitations } from './services/documentCitations';
import type { CreditStatusBar } from './credits/statusBar';
import type { ReaderPanels } from './reader/readerPanels';
import type { CodeTreeFeature } from './tree/codeTreeFeature';
import type { WatchesFeature } from './watches/watchesFeature';
import type { VerifyFeature } from './verify/verifyFeature';

/** What `activate()` returns: the extension's parts, for other extensions and for the integration tests. */
export interface StatutesApi {
  citations: DocumentCitations;
  lookup: CitationLookup;
  gate: AutomaticCallsGate;
  ledger: CreditLedger;
  statusBar: CreditStatusBar;
  verify: VerifyFeature;
  readers: ReaderPanels;
  codeTree: CodeTreeFeature;
  watches: WatchesFeature;
  /** Milliseconds activate() took to run (loading the bundle not included), for the benchmarks. */
  activationMs: number;
}
