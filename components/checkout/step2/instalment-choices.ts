import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { Event } from '@/lib/ticketing/schemas/event';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import type { PaymentPolicy } from '@/lib/ticketing/schemas/payment-strategy';
import { paymentOptionOffer, type PaymentOptionOffer } from '@/lib/domain/payment-plan-schedule';
import { instalmentsRefusal, type InstalmentsRefusal } from '@/lib/domain/pay-by-instalments';

/** What step 2 offers of the event's payment strategy for this cart (ADR 0029). */

export type InstalmentEvent = Pick<Event, '_id' | 'start' | 'end' | 'timezone' | 'paymentStrategy'>;

export interface InstalmentChoice {
  optionId: string;
  name: string;
  offer: PaymentOptionOffer;
}

export interface InstalmentChoices {
  strategyId: string;
  choices: InstalmentChoice[];
  /** Why no option can be chosen at all (a guest must log in first). */
  refusal?: 'loginRequired' | undefined;
  policy: PaymentPolicy;
}

/**
 * The options of the event's strategy, each with its schedule for the cart's total and whether
 * it can pay it; undefined when the cart cannot be paid by instalments at all (no strategy, a
 * ticket action's or another event's cart, nothing to pay).
 */
export function instalmentChoices(input: { event: InstalmentEvent | undefined; cart: Checkout | undefined; loggedIn: boolean; now: Date }): InstalmentChoices | undefined {
  const strategy = input.event?.paymentStrategy;
  const options = strategy?.options ?? [];
  if (!input.event || !input.cart || !strategy || options.length === 0 || (input.cart.realPrice ?? 0) <= 0) return undefined;
  // The public event carries a strategy only for a seller with payment plans.
  const refusal: InstalmentsRefusal | undefined = instalmentsRefusal({ checkout: input.cart, eventId: input.event._id, paymentPlansFeature: true, loggedIn: input.loggedIn });
  if (refusal === 'notOffered') return undefined;
  const event = { start: input.event.start, end: input.event.end };
  return {
    strategyId: strategy._id,
    refusal,
    policy: strategy.policy ?? {},
    choices: options.map((option) => ({
      optionId: option._id,
      name: option.name,
      offer: paymentOptionOffer(option, { total: input.cart?.realPrice ?? 0, orderDate: input.now, event, completionPolicy: strategy.policy?.completionPolicy }),
    })),
  };
}

/** The gateways a plan of the strategy may be paid through (all, when the strategy names none). */
export function gatewaysForPlan(gateways: readonly PaymentGateway[], policy: PaymentPolicy): PaymentGateway[] {
  const allowed = new Set((policy.allowedPaymentGateways ?? []).map((entry) => entry.gatewayId));
  return allowed.size === 0 ? [...gateways] : gateways.filter((gateway) => allowed.has(gateway._id));
}
