import type { Operation } from './client';
import { ChargingRules, CostEstimate, CostItems, DIALECTS, INTERFACE_PRICES, LIVE_PRICES, estimateCost, tablePrice } from './dialect';
import type { Pricing } from './models';

/** The interface document's prices, used until (or if) the pricing endpoint answers. */
export const DOCUMENTED_PRICES: Record<Operation, number> = INTERFACE_PRICES;
export { LIVE_PRICES };

/**
 * The price of one call (for `sections` on the live service: of one section found). From the service's
 * own table when it lists the operation, else the documented price of the dialect the table came from.
 */
export function priceOf(pricing: Pricing | undefined, operation: Operation): number {
  return tablePrice(pricing, operation) ?? DIALECTS[pricing?.dialect ?? 'interface'].documentedPrices[operation];
}

/** What the service charges and for what, for the dialect the pricing came from. */
export function chargingRules(pricing: Pricing | undefined): ChargingRules {
  return DIALECTS[pricing?.dialect ?? 'interface'].rules(pricing);
}

/** An upper bound, never below what the service will charge for these items. */
export function estimateCredits(pricing: Pricing | undefined, items: CostItems): CostEstimate {
  return estimateCost(chargingRules(pricing), items);
}

export function formatCredits(credits: number): string {
  return `${credits} credit${credits === 1 ? '' : 's'}`;
}

export function formatDollars(pricing: Pricing | undefined, credits: number): string | undefined {
  if (pricing?.dollarPerCredit === undefined) return undefined;
  return `$${(credits * pricing.dollarPerCredit).toFixed(2)}`;
}
