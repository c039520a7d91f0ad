import type { CustomerPaymentMethod } from '../../../ticketing/schemas/customer-payment-method.ts';
import { add, type SeedBatch, type SeedWorld } from '../batch.ts';
import { CUSTOMERS, GATEWAYS, SELLERS } from '../ids.ts';
import { daysAgo } from '../time.ts';
import { vaultEntry } from '../../services/saved-cards.ts';

/**
 * A saved card for the checkout (issue 12): Alex Morgan keeps a Visa •••• 5556 on Riverside's test
 * gateway, so step 2 offers it with a CVC field. Its CVC is 123; any other is declined as
 * incorrect. The test bank's vault knows its number (a card that succeeds) and the CVC's hash.
 */
export const SAVED_CARD = {
  id: 'cpm_alex_test_visa',
  cardNumber: '4000056655665556',
  cvc: '123',
} as const;

export function savedCardHoldings(world: SeedWorld): SeedBatch {
  const batch: SeedBatch = {};
  const { now } = world;
  const createdAt = daysAgo(now, 45);
  const card: CustomerPaymentMethod = {
    _id: SAVED_CARD.id,
    sellerId: SELLERS.riverside.id,
    customerId: CUSTOMERS.alex,
    primary: false,
    status: 'active',
    active: true,
    gatewayType: 'sandbox',
    gatewayId: GATEWAYS.riversideSandbox,
    channels: ['onSession', 'offSession'],
    data: { paymentMethodId: 'pm_sandbox_visa_5556' },
    paymentDetails: { type: 'visa', last4: '5556', expiration: { month: 11, year: now.getUTCFullYear() + 2 } },
    createdAt,
  };
  add(batch, 'customerPaymentMethods', card, { sellerId: SELLERS.riverside.id, customerId: CUSTOMERS.alex, createdAt });
  // A fixed salt keeps the seed deterministic; the hash still never reveals the CVC in an answer.
  add(batch, 'savedTestCards', vaultEntry(SAVED_CARD.id, SAVED_CARD, 'seed-5556-salt'), { sellerId: SELLERS.riverside.id, customerId: CUSTOMERS.alex });
  return batch;
}
