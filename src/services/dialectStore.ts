import type { DialectName, DialectStore } from '../core/api/client';

/** The part of VS Code's `Memento` (the extension's global state) the store uses. */
export interface StateLike {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

const DIALECTS_KEY = 'statutes.dialects';

/**
 * The dialect learned per service URL, kept in the extension's global state so a new session asks the
 * service nothing to know it (the client relearns it when an answer shows it changed). Without a
 * state (tests), it lasts as long as the store.
 */
export function globalDialectStore(state: StateLike | undefined): DialectStore {
  const known = new Map<string, DialectName>();
  const read = (): Record<string, DialectName> => state?.get<Record<string, DialectName>>(DIALECTS_KEY) ?? {};
  return {
    get: (serviceUrl) => known.get(serviceUrl) ?? read()[serviceUrl],
    set: (serviceUrl, dialect) => {
      known.set(serviceUrl, dialect);
      // Not awaited: the first request must not wait for the state to be written (seconds, on a busy host).
      if (read()[serviceUrl] !== dialect) void Promise.resolve(state?.update(DIALECTS_KEY, { ...read(), [serviceUrl]: dialect })).catch(() => undefined);
    },
  };
}
