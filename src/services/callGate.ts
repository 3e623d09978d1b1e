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

  /**
   * Asked before every paid call on an automatic path (hover, restoring a reader, anything the user did
   * not click): why it must not be made, or undefined. `networkAllowed` is the feature's own setting
   * (e.g. statutes.hover.useNetwork).
   */
  automaticBlock(networkAllowed = true): PauseReason | 'setting' | undefined {
    return this.reason ?? (networkAllowed ? undefined : 'setting');
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
