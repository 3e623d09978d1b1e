import { Coverage, Pricing } from './core/models';
import { Disposable } from './dispose';
import { ServiceConnection } from './serviceConnection';

/** A promise kept until it fails or is reset. */
class Memo<T> {
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

/** The free reference answers (pricing, coverage), fetched once per connection and shared. */
export class ServiceCatalog extends Disposable {
  private readonly pricingMemo = new Memo(async () => this.connection.client().pricing());
  private readonly coverageMemo = new Memo(async () => this.connection.client().coverage());

  constructor(private readonly connection: ServiceConnection) {
    super();
    this._register(
      connection.onDidChange(() => {
        this.pricingMemo.reset();
        this.coverageMemo.reset();
      }),
    );
  }

  pricing(): Promise<Pricing> {
    return this.pricingMemo.get();
  }

  coverage(): Promise<Coverage> {
    return this.coverageMemo.get();
  }
}
