import type { CustomerPaymentMethod } from '../../../ticketing/schemas/customer-payment-method.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { CUSTOMERS, GATEWAYS, SELLERS } from '../ids.ts';
import { daysAgo } from '../time.ts';

/**
 * Payment methods to manage (issue 12): Sam Collector gets a second card that nothing uses, so
 * the payment methods journeys can make it primary and delete it, while Sam's SEPA account (the
 * payout of Sam's active resell offers) is in use. Alex's three methods are all in use (the
 * club subscription, the incomplete subscription and plan, the active offer): the demo of the
 * payment-method-in-use notice. Other journeys do not read Sam's methods.
 */
export const PAYMENT_METHOD_IDS = { samMastercard: 'cpm_sam_mc' } as const;

export function paymentMethodHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const createdAt = daysAgo(now, 30);
  const mastercard: CustomerPaymentMethod = {
    _id: PAYMENT_METHOD_IDS.samMastercard,
    sellerId: SELLERS.riverside.id,
    customerId: CUSTOMERS.sam,
    primary: false,
    status: 'active',
    active: true,
    gatewayType: 'sandbox',
    gatewayId: GATEWAYS.riversideSandbox,
    channels: ['onSession', 'offSession'],
    data: { paymentMethodId: 'pm_sandbox_mc_5454' },
    paymentDetails: { type: 'mc', last4: '5454', expiration: { month: 6, year: now.getUTCFullYear() + 4 } },
    createdAt,
  };
  add(batch, 'customerPaymentMethods', mastercard, { sellerId: SELLERS.riverside.id, customerId: CUSTOMERS.sam, createdAt });
  return batch;
}
