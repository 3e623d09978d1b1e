/** Where the day's total survives a reload (VS Code's globalState; memory in tests). */
export interface CreditStore {
  get(): { day: string; credits: number } | undefined;
  set(value: { day: string; credits: number }): void | Thenable<void>;
}

interface Thenable<T> {
  then<R>(onfulfilled?: (value: T) => R): Thenable<R>;
}

/** Credits spent this session and today (local calendar day), from each reply's `creditsConsumed`. */
export class CreditLedger {
  private sessionTotal = 0;

  constructor(
    private readonly store: CreditStore,
    private readonly today: () => string = localDay,
  ) {}

  add(credits: number): void {
    if (!(credits > 0)) return;
    this.sessionTotal += credits;
    void this.store.set({ day: this.today(), credits: this.todayTotal + credits });
  }

  get session(): number {
    return this.sessionTotal;
  }

  get todayTotal(): number {
    const saved = this.store.get();
    return saved && saved.day === this.today() ? saved.credits : 0;
  }
}

export function localDay(date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
