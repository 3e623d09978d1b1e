import type * as vscode from 'vscode';

/**
 * Owns disposables; disposing twice is harmless and anything registered afterwards is disposed at once.
 * A member that throws does not stop the others from being disposed; the first error is rethrown after.
 */
export abstract class Disposable implements vscode.Disposable {
  private disposed = false;
  private readonly owned: vscode.Disposable[] = [];

  protected get isDisposed(): boolean {
    return this.disposed;
  }

  protected _register<T extends vscode.Disposable>(disposable: T): T {
    if (this.disposed) disposable.dispose();
    else this.owned.push(disposable);
    return disposable;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    disposeAll(this.owned.splice(0).reverse());
  }
}

/** Disposes each in order, past any that throws; then rethrows the first error. */
function disposeAll(disposables: Iterable<vscode.Disposable>): void {
  const errors: unknown[] = [];
  for (const disposable of disposables) {
    try {
      disposable.dispose();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Several disposables failed to dispose');
}
