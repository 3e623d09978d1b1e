import { localDay } from './credits';

/** What a document's last verification leaves behind, beside the cached answers themselves. */
export interface LastCheck {
  /** When it ran (ISO 8601). */
  checkedAt: string;
  /** Citations not sent, by lookup key, with the reason (coverage is not asked again to show them). */
  skipped: [string, string][];
  /** The date it read the law at (null: current law); absent in checks kept before it was recorded. */
  operativeDate?: string | null;
}

/** Where the checks survive closing a document and reloading the window (VS Code's workspace state; memory in tests). */
export interface LastCheckStore {
  get(): Record<string, LastCheck> | undefined;
  set(value: Record<string, LastCheck>): void | PromiseLike<void>;
}

/** The last verification of each document, by URI; the oldest are forgotten past `max`. */
export class LastChecks {
  constructor(
    private readonly store: LastCheckStore,
    private readonly max = 200,
  ) {}

  get(uri: string): LastCheck | undefined {
    const check = this.store.get()?.[uri];
    return check && typeof check.checkedAt === 'string' && Array.isArray(check.skipped) ? check : undefined;
  }

  remember(uri: string, check: LastCheck): void {
    const all = { ...(this.store.get() ?? {}) };
    delete all[uri];
    all[uri] = check;
    const uris = Object.keys(all);
    for (const old of uris.slice(0, Math.max(0, uris.length - this.max))) delete all[old];
    void this.store.set(all);
  }

  forget(uri?: string): void {
    if (uri === undefined) return void this.store.set({});
    const all = { ...(this.store.get() ?? {}) };
    delete all[uri];
    void this.store.set(all);
  }
}

/** "from the last check, today at 15:40" / "… on 2026-11-20 at 09:12", in local time. */
export function lastCheckNote(checkedAt: string, now: Date = new Date()): string {
  const when = new Date(checkedAt);
  if (Number.isNaN(when.getTime())) return 'from the last check';
  const pad = (n: number): string => String(n).padStart(2, '0');
  const time = `${pad(when.getHours())}:${pad(when.getMinutes())}`;
  const day = localDay(when);
  return `from the last check, ${day === localDay(now) ? 'today' : `on ${day}`} at ${time}`;
}
