import vscode = require('vscode');
import { Disposable } from './dispose';

const SECRET_ID = 'statutes.apiKey';

/** The API key lives only in SecretStorage; this keeps a copy in memory, refreshed when any window changes it. */
export class ApiKeyStore extends Disposable {
  private cached: Promise<string | undefined>;
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;

  constructor(private readonly secrets: vscode.SecretStorage) {
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

  async set(key: string): Promise<void> {
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
    if ((await this.secrets.get(SECRET_ID))?.trim()) return 'secret';
    return environmentKey() ? 'environment' : undefined;
  }

  private async read(): Promise<string | undefined> {
    const value = await this.secrets.get(SECRET_ID);
    return value?.trim() || environmentKey();
  }
}

/** For CI and the local demo: a key in VS Code's environment, used only while secret storage holds none. */
function environmentKey(): string | undefined {
  return process.env.STATUTES_API_KEY?.trim() || undefined;
}

/** How a key is shown to its owner: enough to tell keys apart, never enough to use. */
export function describeKey(key: string): string {
  return `…${key.slice(-4)}`;
}
