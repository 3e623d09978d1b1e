/** A promise kept until it fails (so the next call retries) or is reset. */
export class Memo<T> {
  private value: Promise<T> | undefined;

  constructor(private readonly produce: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.value) {
      const value = this.produce();
      this.value = value;
      value.catch(() => {
        if (this.value === value) this.value = undefined;
      });
    }
    return this.value;
  }

  reset(): void {
    this.value = undefined;
  }
}
