import vscode = require('vscode');
import { Config } from './config';
import { Disposable } from './dispose';
import { ApiKeyStore } from './apiKeyStore';

/**
 * Whether a service URL and a key are set, mirrored into the context keys `statutes.serviceConfigured`
 * and `statutes.hasKey` that the views' welcome content depends on. Views show their welcome (rather
 * than an error row) while either is missing.
 */
export class ServiceState extends Disposable {
  constructor(
    private readonly config: Config,
    private readonly keys: ApiKeyStore,
  ) {
    super();
    this._register(keys.onDidChange(() => void this.publish()));
    this._register(config.onDidChange(() => void this.publish()));
    void this.publish();
  }

  get configured(): boolean {
    return this.config.current.serviceUrl !== '';
  }

  async hasKey(): Promise<boolean> {
    return !!(await this.keys.get());
  }

  /** Both set: the views may ask the service. */
  async ready(): Promise<boolean> {
    return this.configured && (await this.hasKey());
  }

  private async publish(): Promise<void> {
    const hasKey = await this.hasKey();
    await Promise.all([
      vscode.commands.executeCommand('setContext', 'statutes.serviceConfigured', this.configured),
      vscode.commands.executeCommand('setContext', 'statutes.hasKey', hasKey),
    ]);
  }
}
