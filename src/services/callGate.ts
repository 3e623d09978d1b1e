import vscode = require('vscode');
import { AuthError, CreditsError } from '../core/api/errors';
import { ApiKeyStore } from './apiKeyStore';
import { Disposable } from './dispose';

export type PauseReason = 'credits' | 'key';

/**
 * After a 402 (or 401) nothing spends credits automatically (hovers, verify on save) until the user
 * acts: sets a key, runs a command explicitly, or resumes.
 */
export class AutomaticCallsGate extends Disposable {
  private reason: PauseReason | undefined;
  private readonly changed = this._register(new vscode.EventEmitter<PauseReason | undefined>());
  readonly onDidChange = this.changed.event;

  constructor(keys: ApiKeyStore) {
    super();
    // A new key is the user acting.
    this._register(keys.onDidChange(() => this.resume()));
  }

  get pausedFor(): PauseReason | undefined {
    return this.reason;
  }

  /** Call with every failure of an automatic or explicit request. */
  observe(error: unknown): void {
    if (error instanceof CreditsError) this.set('credits');
    else if (error instanceof AuthError) this.set('key');
  }

  resume(): void {
    this.set(undefined);
  }

  private set(reason: PauseReason | undefined): void {
    if (this.reason === reason) return;
    this.reason = reason;
    void vscode.commands.executeCommand('setContext', 'statutes.paused', reason !== undefined);
    this.changed.fire(reason);
  }
}
