import * as assert from 'node:assert/strict';
import { DOCUMENTED_PRICES, formatDollars, priceOf } from '../../../src/core/api/pricing';

describe('pricing', () => {
  const pricing = {
    dollarPerCredit: 0.01,
    costs: [
      { endpoint: '/api/v1/us/statutes/resolve', method: 'GET', operation: 'Resolve citation', credits: 3 },
      { endpoint: '/api/v1/us/statutes/section/{act_id}', method: 'GET', operation: 'Section metadata', credits: 4 },
      { endpoint: '/api/v1/us/statutes/section/{act_id}/body', method: 'GET', operation: 'Section full text', credits: 6 },
    ],
  };
  it('reads prices from the pricing endpoint, by method and path', () => {
    assert.equal(priceOf(pricing, 'resolve'), 3);
    assert.equal(priceOf(pricing, 'section'), 4);
    assert.equal(priceOf(pricing, 'sectionBody'), 6);
  });
  it('falls back to the documented prices', () => {
    assert.equal(priceOf(pricing, 'sections'), DOCUMENTED_PRICES.sections);
    assert.equal(priceOf(undefined, 'search'), 2);
  });
  it('converts credits to dollars when the rate is known', () => {
    assert.equal(formatDollars(pricing, 33), '$0.33');
    assert.equal(formatDollars({ costs: [] }, 33), undefined);
  });
});
