import vscode = require('vscode');
import { StatuteClient, CreditsEvent, DialectStore } from '../core/api/client';
import { globalDialectStore } from './dialectStore';
import { ServiceUrlError } from '../core/api/errors';
import { parseServiceUrl } from '../core/api/serviceUrl';
import { Config } from './config';
import { Disposable } from './dispose';
import { ApiKeyStore } from './apiKeyStore';
import { ExtensionLog } from './log';

/**
 * The one StatuteClient of the window, rebuilt when the service settings change. Built lazily, so
 * activation makes no network call and a bad URL is reported when the service is first needed.
 */
export class ServiceConnection extends Disposable {
  private current: StatuteClient | undefined;
  private readonly credits = this._register(new vscode.EventEmitter<CreditsEvent>());
  readonly onCreditsConsumed = this.credits.event;
  private readonly balance = this._register(new vscode.EventEmitter<number>());
  /** The balance, whenever the service reports one. */
  readonly onBalance = this.balance.event;
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  /** Fires when the settings or the key change: per-account views (tree, watches) reload. */
  readonly onDidChange = this.changed.event;
  private readonly serviceChanged = this._register(new vscode.EventEmitter<void>());
  /** Fires only when the service URL changes: answers from another service no longer hold. */
  readonly onDidChangeService = this.serviceChanged.event;
  private serviceUrl: string;

  private readonly dialects: DialectStore;

  constructor(
    private readonly config: Config,
    private readonly keys: ApiKeyStore,
    private readonly log: ExtensionLog,
    state?: vscode.Memento,
  ) {
    super();
    this.dialects = globalDialectStore(state);
    this.serviceUrl = config.current.serviceUrl;
    this._register(
      config.onDidChange(() => {
        const previous = this.current;
        this.current = undefined;
        this.changed.fire();
        const url = config.current.serviceUrl;
        if (url !== this.serviceUrl) {
          this.serviceUrl = url;
          // Nothing still waiting on the old service (a long Retry-After) should go out to it later.
          previous?.dispose();
          this.serviceChanged.fire();
        }
      }),
    );
    this._register(keys.onDidChange(() => this.changed.fire()));
    this._register(new vscode.Disposable(() => this.current?.dispose()));
  }

  /** The configured service as answers are kept apart by: its URL in normal form (as typed when unusable). */
  get serviceKey(): string {
    const url = this.config.current.serviceUrl;
    try {
      return parseServiceUrl(url).toString();
    } catch {
      return url;
    }
  }

  /** The client for the configured service; throws ServiceUrlError when it is not usable. */
  client(): StatuteClient {
    if (this.current) return this.current;
    const config = this.config.current;
    if (!config.serviceUrl) throw new ServiceUrlError('No statute service URL is configured (setting statutes.serviceUrl).');
    this.current = new StatuteClient({
      baseUrl: config.serviceUrl,
      apiKey: () => this.keys.get(),
      // The host's fetch: Node's undici, patched by VS Code to follow http.proxy, HTTPS_PROXY and system proxies.
      fetch: (input, init) => globalThis.fetch(input, init),
      timeoutMs: config.requestTimeoutMs,
      logger: this.log.for('api'),
      onCreditsConsumed: (event) => this.credits.fire(event),
      onBalance: (credits) => this.balance.fire(credits),
      dialectStore: this.dialects,
    });
    return this.current;
  }
}
