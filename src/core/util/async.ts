import { CancelledError } from '../api/errors';

/** setTimeout's longest delay; a longer one fires after 1 ms. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Resolves after `ms` (however long: longer waits are slept in chunks a timer can hold), or rejects
 * with CancelledError as soon as `signal` aborts.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const total = Number.isNaN(ms) ? 0 : Math.max(0, ms);
    const deadline = Date.now() + total;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new CancelledError());
    };
    const wait = (left: number): void => {
      timer = setTimeout(() => {
        const rest = deadline - Date.now();
        if (rest > 0) return wait(rest);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, Math.min(left, MAX_TIMER_MS));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    wait(total);
  });
}

/** Waits for `promise` but lets `signal` detach the caller early (the work itself goes on). */
export function detachable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new CancelledError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
