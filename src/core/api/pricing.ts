import type { Operation } from './client';
import type { Pricing } from './models';

/** The interface document's prices, used until (or if) the pricing endpoint answers. */
export const DOCUMENTED_PRICES: Record<Operation, number> = {
  search: 2,
  sectionBody: 2,
  section: 1,
  related: 1,
  resolve: 1,
  sections: 5,
  coverage: 0,
  divisions: 0,
  laws: 0,
  pricing: 0,
  watches: 0,
  createWatch: 0,
};

/** How each operation appears in the pricing table: method and the end of its path. */
const ROUTES: Record<Operation, [string, RegExp]> = {
  search: ['POST', /\/search$/],
  sectionBody: ['GET', /\/section\/[^/]+\/body$/],
  section: ['GET', /\/section\/[^/]+$/],
  related: ['GET', /\/section\/[^/]+\/related$/],
  resolve: ['GET', /\/resolve$/],
  sections: ['GET', /\/sections$/],
  coverage: ['GET', /\/coverage$/],
  divisions: ['GET', /\/divisions$/],
  laws: ['GET', /\/laws$/],
  pricing: ['GET', /\/pricing$/],
  watches: ['GET', /\/watches$/],
  createWatch: ['POST', /\/watches$/],
};

export function priceOf(pricing: Pricing | undefined, operation: Operation): number {
  const [method, path] = ROUTES[operation];
  const entry = pricing?.costs.find((c) => c.method === method && path.test(c.endpoint.replace(/\{[^}]+\}/g, 'x')));
  return entry?.credits ?? DOCUMENTED_PRICES[operation];
}

export function formatCredits(credits: number): string {
  return `${credits} credit${credits === 1 ? '' : 's'}`;
}

export function formatDollars(pricing: Pricing | undefined, credits: number): string | undefined {
  if (pricing?.dollarPerCredit === undefined) return undefined;
  return `$${(credits * pricing.dollarPerCredit).toFixed(2)}`;
}
