import type { Operation } from './client';
import { ChargingRules, CostEstimate, CostItems, DIALECTS, INTERFACE_PRICES, LIVE_PRICES, estimateCost, operationOfRow, tablePrice } from './dialect';
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

/**
 * What each operation is called wherever a price is shown: the words of the work it does, not the
 * service's route names. Keys are the service's operation names (the pricing table's `operation`).
 */
export const OPERATION_NAMES: Readonly<Record<Operation, string>> & Readonly<Record<string, string>> = {
  resolve: 'Verify a citation',
  resolveBatch: 'Verify citations together',
  section: 'Section details (heading, status, history)',
  sections: 'Section details for many sections',
  sectionBody: 'Read full text',
  related: 'Neighbouring sections',
  search: 'Search the codes',
  count: 'Count sections',
  coverage: 'What the service covers',
  divisions: 'Browse the codes',
  laws: 'List of codes',
  pricing: 'Price list',
  credits: 'Credit balance',
  boards: 'Codes that can be watched',
  watches: 'List your watches',
  createWatch: 'Watch a code',
  updateWatch: 'Change a watch',
  deleteWatch: 'Stop watching a code',
  testWatch: 'Test a watch',
};

/** An operation in words; one the table above does not know is spelt out from its name ("watchChanges" → "Watch changes"). */
export function operationName(operation: string): string {
  const known = Object.prototype.hasOwnProperty.call(OPERATION_NAMES, operation) ? OPERATION_NAMES[operation] : undefined;
  if (known) return known;
  const words = operation.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : operation;
}

export interface PriceLine {
  /** The operation in words. */
  name: string;
  /** "free", "2 credits", "2 credits per section found", … */
  price: string;
  credits: number;
}

/**
 * The service's price table as a lawyer reads it: operations in words, with the unit the dialect charges
 * by, paid operations first (in the table's order), one line per name.
 */
export function priceList(pricing: Pricing): PriceLine[] {
  const rules = chargingRules(pricing);
  const seen = new Set<string>();
  const lines: PriceLine[] = [];
  for (const cost of pricing.costs) {
    // The service's own operation name when the table above knows it, else the route's, else its words spelt out.
    const known = cost.operation && Object.prototype.hasOwnProperty.call(OPERATION_NAMES, cost.operation) ? cost.operation : operationOfRow(cost);
    const name = known ? operationName(known) : cost.operation ? operationName(cost.operation) : `${cost.method} ${cost.endpoint}`.trim();
    if (seen.has(name)) continue;
    seen.add(name);
    lines.push({ name, credits: cost.credits, price: cost.credits === 0 ? 'free' : `${formatCredits(cost.credits)}${unitOf(known ?? cost.operation, rules)}` });
  }
  return [...lines.filter((l) => l.credits > 0), ...lines.filter((l) => l.credits === 0)];
}

function unitOf(operation: string, rules: ChargingRules): string {
  if (operation === 'sections') return rules.sections.unit === 'found' ? ' per section found' : ` per request of up to ${rules.sections.batchSize}`;
  if (operation === 'divisions') return ' a page';
  if (operation === 'resolveBatch') return ' per citation';
  return '';
}
