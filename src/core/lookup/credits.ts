/**
 * Where the day's totals survive a reload (VS Code's globalState, which every window shares; memory in
 * tests). Each session writes only its own key, so windows spending at once never overwrite each other.
 */
export interface CreditStore {
  keys(): readonly string[];
  get(key: string): unknown;
  /** `undefined` removes the key. */
  set(key: string, value: { day: string; credits: number } | undefined): void | Thenable<void>;
}

interface Thenable<T> {
  then<R>(onfulfilled?: (value: T) => R): Thenable<R>;
}

/** One session's spending on one day, under `statutes.credits.<session>`. */
const SESSION_PREFIX = 'statutes.credits.';
/** The single day's total of earlier versions, which the last writing window overwrote: read, then dropped. */
const SHARED_KEY = 'statutes.creditsToday';

/**
 * Credits spent this session and today (local calendar day, this session's plus every other session's
 * that day in any window), from each reply's `creditsConsumed`. Today never counts less than this
 * session spent today, whatever the other windows last wrote.
 */
export class CreditLedger {
  private sessionTotal = 0;
  private sessionToday = { day: '', credits: 0 };
  private readonly key: string;

  constructor(
    private readonly store: CreditStore,
    private readonly today: () => string = localDay,
    session: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  ) {
    this.key = SESSION_PREFIX + session;
  }

  add(credits: number): void {
    if (!(credits > 0)) return;
    const day = this.today();
    this.sessionTotal += credits;
    this.sessionToday = { day, credits: (this.sessionToday.day === day ? this.sessionToday.credits : 0) + credits };
    void this.store.set(this.key, this.sessionToday);
    // Earlier days' entries are of no further use.
    for (const key of this.entryKeys()) {
      if (key !== this.key && dayEntry(this.store.get(key))?.day !== day) void this.store.set(key, undefined);
    }
  }

  get session(): number {
    return this.sessionTotal;
  }

  get todayTotal(): number {
    const day = this.today();
    let total = this.sessionToday.day === day ? this.sessionToday.credits : 0;
    for (const key of this.entryKeys()) {
      if (key === this.key) continue;
      const entry = dayEntry(this.store.get(key));
      if (entry?.day === day) total += entry.credits;
    }
    return total;
  }

  private entryKeys(): string[] {
    return this.store.keys().filter((key) => key.startsWith(SESSION_PREFIX) || key === SHARED_KEY);
  }
}

function dayEntry(value: unknown): { day: string; credits: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { day, credits } = value as { day?: unknown; credits?: unknown };
  return typeof day === 'string' && typeof credits === 'number' && credits > 0 ? { day, credits } : undefined;
}

export function localDay(date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
