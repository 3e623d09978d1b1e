import { Memo } from '../core/util/memo';
import { Coverage, Pricing } from '../core/api/models';
import { Disposable } from './dispose';
import { ServiceConnection } from './serviceConnection';

/** The free reference answers (pricing, coverage), fetched once per connection and shared. */
export class ServiceCatalog extends Disposable {
  private readonly pricingMemo = new Memo(async () => this.connection.client().pricing());
  private readonly coverageMemo = new Memo(async () => (this.knownCoverage = await this.connection.client().coverage()));
  /** The coverage last answered on this connection, without asking (hovers use it and ask only when they may). */
  knownCoverage: Coverage | undefined;

  constructor(private readonly connection: ServiceConnection) {
    super();
    this._register(
      connection.onDidChange(() => {
        this.pricingMemo.reset();
        this.coverageMemo.reset();
        this.knownCoverage = undefined;
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
