import vscode = require('vscode');
import { apiKeyProblem } from '../core/api/apiKey';
import { type Logger, silentLogger } from '../core/util/log';
import { Disposable } from './dispose';
import { keepSecret } from './log';

const SECRET_ID = 'statutes.apiKey';

/** The API key lives only in SecretStorage; this keeps a copy in memory, refreshed when any window changes it. */
export class ApiKeyStore extends Disposable {
  private cached: Promise<string | undefined>;
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: Logger = silentLogger,
  ) {
    super();
    this.cached = this.read();
    this._register(
      secrets.onDidChange((e) => {
        if (e.key !== SECRET_ID) return;
        this.cached = this.read();
        this.changed.fire();
      }),
    );
  }

  get(): Promise<string | undefined> {
    return this.cached;
  }

  /** Stores `key`; throws (without the key in the message) when it is not a usable key. */
  async set(key: string): Promise<void> {
    const problem = apiKeyProblem(key);
    if (problem) throw new RangeError(problem);
    keepSecret(key);
    await this.secrets.store(SECRET_ID, key);
    this.cached = Promise.resolve(key);
    this.changed.fire();
  }

  async clear(): Promise<void> {
    await this.secrets.delete(SECRET_ID);
    // STATUTES_API_KEY, if set, is what is used now.
    this.cached = this.read();
    this.changed.fire();
  }

  /** Where the key in use comes from (environment only when secret storage has none). */
  async source(): Promise<'secret' | 'environment' | undefined> {
    if (this.usable((await this.secrets.get(SECRET_ID))?.trim(), 'secret storage')) return 'secret';
    return this.usable(process.env.STATUTES_API_KEY?.trim(), 'STATUTES_API_KEY') ? 'environment' : undefined;
  }

  /** The key from secret storage, else (for CI and the local demo) from STATUTES_API_KEY; a key that is not usable is passed over. */
  private async read(): Promise<string | undefined> {
    return this.usable((await this.secrets.get(SECRET_ID))?.trim(), 'secret storage') ?? this.usable(process.env.STATUTES_API_KEY?.trim(), 'STATUTES_API_KEY');
  }

  private usable(key: string | undefined, where: string): string | undefined {
    if (!key) return undefined;
    keepSecret(key);
    const problem = apiKeyProblem(key);
    if (!problem) return key;
    this.log.warn(`the API key in ${where} is not used: ${problem}`);
    return undefined;
  }
}

/** How a key is shown to its owner: enough to tell keys apart, never enough to use. */
export function describeKey(key: string): string {
  return `…${key.slice(-4)}`;
}
