import vscode = require('vscode');
import type { CitationLookup } from '../core/lookup/lookup';
import type { SectionTexts } from '../core/lookup/sectionTexts';
import { CodeTreeModel } from '../core/tree/codeTree';
import { Answers } from './answers';
import { ApiKeyStore } from './apiKeyStore';
import { AutomaticCallsGate } from './callGate';
import { Config } from './config';
import { Disposable } from './dispose';
import { DocumentCitations } from './documentCitations';
import { ExtensionLog } from './log';
import { OperativeDates } from './operativeDates';
import { ServiceCatalog } from './serviceCatalog';
import { ServiceConnection } from './serviceConnection';
import { ServiceState } from './serviceState';

/**
 * What several features share, built once per window and handed to every feature's constructor.
 * Nothing here calls the service at construction: clients and answers are made on first use.
 */
export class Services extends Disposable {
  readonly log: ExtensionLog;
  readonly config: Config;
  readonly keys: ApiKeyStore;
  readonly connection: ServiceConnection;
  readonly catalog: ServiceCatalog;
  readonly gate: AutomaticCallsGate;
  readonly state: ServiceState;
  readonly citations: DocumentCitations;
  readonly answers: Answers;
  /** Each document's operative date: the law is read as of it by hover, reader and verification. */
  readonly operativeDates: OperativeDates;
  /** The laws catalog as a tree of codes: browsed by the Codes view, named by the Watches view. Divisions may be charged (live: per page). */
  readonly codes: CodeTreeModel;

  constructor(readonly context: vscode.ExtensionContext) {
    super();
    this.log = this._register(new ExtensionLog());
    this.config = this._register(new Config());
    this.keys = this._register(new ApiKeyStore(context.secrets, this.log.for('key')));
    this.connection = this._register(new ServiceConnection(this.config, this.keys, this.log, context.globalState));
    this.catalog = this._register(new ServiceCatalog(this.connection));
    this.gate = this._register(new AutomaticCallsGate(this.keys));
    this.state = this._register(new ServiceState(this.config, this.keys));
    this.citations = this._register(new DocumentCitations());
    this.answers = this._register(new Answers(context.globalStorageUri, this.connection, this.log.for('cache')));
    this.operativeDates = this._register(new OperativeDates(context.workspaceState));
    const connection = this.connection;
    this.codes = new CodeTreeModel({
      laws: async (call) => connection.client().laws(call),
      coverage: () => this.catalog.coverage(),
      divisions: async (params, call) => connection.client().divisions(params, call),
      charging: async (call) => connection.client().charging(call),
    });
  }

  get lookup(): CitationLookup {
    return this.answers.lookup;
  }

  get texts(): SectionTexts {
    return this.answers.texts;
  }
}
