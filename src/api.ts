import type { CreditLedger } from './core/lookup/credits';
import type { CitationLookup } from './core/lookup/lookup';
import type { AutomaticCallsGate } from './services/callGate';
import type { DocumentCitations } from './services/documentCitations';
import type { CreditStatusBar } from './credits/statusBar';
import type { ReaderPanels } from './reader/readerPanels';
import type { CodeTreeFeature } from './tree/codeTreeFeature';
import type { WatchesFeature } from './watches/watchesFeature';
import type { VerifyFeature } from './verify/verifyFeature';
import type { OperativeDateFeature } from './operativeDate/operativeDateFeature';
import type { OperativeDates } from './services/operativeDates';

/** One citation found in a text, as plain data. */
export interface FoundCitation {
  start: number;
  end: number;
  text: string;
  canonical: string;
  pinpoint: string | null;
  corpusType: string | null;
}

/**
 * What `activate()` gives other extensions: plain data and pure functions. No object of the extension
 * is reachable from it, so nothing here can read the API key or spend credits.
 */
export interface StatutesPublicApi {
  readonly apiVersion: 1;
  /** The citations in `text`, in order (the extension's citation engine; no request). */
  findCitations(text: string): FoundCitation[];
  /** Milliseconds activate() took to run (loading the bundle not included), for the benchmarks. */
  readonly activationMs: number;
}

/**
 * What `activate()` returns when VS Code runs the extension's own tests (ExtensionMode.Test): the public
 * API, the extension's parts for the integration tests, and `publicApi`, exactly what other extensions get.
 */
export interface StatutesApi extends StatutesPublicApi {
  publicApi: StatutesPublicApi;
  citations: DocumentCitations;
  lookup: CitationLookup;
  gate: AutomaticCallsGate;
  ledger: CreditLedger;
  statusBar: CreditStatusBar;
  verify: VerifyFeature;
  readers: ReaderPanels;
  codeTree: CodeTreeFeature;
  watches: WatchesFeature;
  operativeDate: OperativeDateFeature;
  operativeDates: OperativeDates;
}
