import type { PaymentStrategy } from '../../../ticketing/schemas/payment-strategy.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { EVENTS, GATEWAYS, SELLERS } from '../ids.ts';

/**
 * Paying by instalments (issue 12, ADR 0029): Blues & Brews (four weeks after seeding; its
 * Floor tickets need no personalization) offers a payment strategy with two options, both paid by
 * the event's start:
 * - half now, the other half a week before the show (from £30: two Floor tickets);
 * - four weekly payments, the first at checkout (from £40: two Floor tickets).
 * Any Riverside card gateway pays into them, and a plan may move to another card (policy always).
 * One Floor ticket sees both options disabled with their minimum.
 */

export const INSTALMENT_IDS = {
  strategy: 'pst_riverside_blues',
  halfNow: 'opt_blues_half_now',
  fourWeekly: 'opt_blues_four_weekly',
} as const;

function bluesStrategy(): PaymentStrategy {
  return {
    _id: INSTALMENT_IDS.strategy,
    name: 'Spread the cost',
    sellerId: SELLERS.riverside.id,
    policy: {
      changePaymentMethodPolicy: 'always',
      allowedPaymentGateways: [{ gatewayId: GATEWAYS.riversideSandbox }, { gatewayId: GATEWAYS.riversideStripe }, { gatewayId: GATEWAYS.riversideAdyen }],
      completionPolicy: 'eventStartDate',
    },
    options: [
      {
        _id: INSTALMENT_IDS.halfNow,
        name: 'Half now, half a week before the show',
        status: 'active',
        scheme: 'installments',
        installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 1, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -7, unit: 'days' } },
        downPaymentOptions: { type: 'percent', value: 0.5 },
        requirements: { minAmount: 30, maxAmount: null },
      },
      {
        _id: INSTALMENT_IDS.fourWeekly,
        name: 'Four weekly payments',
        status: 'active',
        scheme: 'installments',
        installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 4, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 0, unit: 'days' } },
        downPaymentOptions: { type: 'none' },
        requirements: { minAmount: 40, maxAmount: 1000 },
      },
    ],
  };
}

export function instalmentHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const strategy = bluesStrategy();
  add(batch, 'paymentStrategies', strategy, { sellerId: strategy.sellerId });
  const blues = world.event(EVENTS.blues);
  add(batch, 'events', { ...blues, paymentStrategyId: strategy._id }, { sellerId: blues.sellerId, eventId: blues._id, createdAt: blues.start });
  return batch;
}
