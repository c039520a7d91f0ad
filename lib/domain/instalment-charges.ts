import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import { cardDigits } from './test-cards.ts';
import { isCardExpired } from './saved-cards.ts';

/**
 * Charging a payment plan's later parts with its saved payment method, without the customer
 * (ADR 0029). The sandbox's test gateway decides like a card network would:
 *
 * - 4000 0000 0000 0341 pays at checkout but every later charge is declined (the test card of the
 *   major providers for "attaching succeeds, charging fails"): a journey can watch an instalment fail.
 * - A method that is not active, or a card past its expiry month (valid through its last day, UTC),
 *   is declined. Any other method pays, bank accounts included.
 * - A failed part is tried again a day later, at most 3 attempts in all; a change of payment
 *   method tries the failed parts again at once.
 */

export const TEST_CARD_DECLINES_LATER = '4000000000000341';

export const MAX_CHARGE_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 86_400_000;

export type ChargeRefusal = 'noPaymentMethod' | 'methodNotActive' | 'cardExpired' | 'cardDeclined';

export type ChargeMethod = Pick<CustomerPaymentMethod, 'status' | 'active' | 'paymentDetails'>;

/** Whether the test card pays at checkout and declines every later charge. */
export function declinesLater(cardNumber: string | undefined): boolean {
  return cardNumber !== undefined && cardDigits(cardNumber) === TEST_CARD_DECLINES_LATER;
}

/**
 * Why charging the method at `at` fails, or undefined when it pays. `cardNumber` is the card the
 * test gateway keeps for a saved card, when it knows one.
 */
export function offSessionChargeRefusal(method: ChargeMethod | undefined, at: Date, cardNumber?: string): ChargeRefusal | undefined {
  if (!method) return 'noPaymentMethod';
  if ((method.status ?? 'active') !== 'active' || method.active === false) return 'methodNotActive';
  if (isCardExpired(method.paymentDetails?.expiration, at)) return 'cardExpired';
  if (declinesLater(cardNumber)) return 'cardDeclined';
  return undefined;
}

/** When a part that failed for the `attempts`-th time is tried again; null after the last attempt. */
export function nextChargeAttempt(attempts: number, failedAt: Date): string | null {
  return attempts < MAX_CHARGE_ATTEMPTS ? new Date(failedAt.getTime() + RETRY_AFTER_MS).toISOString() : null;
}
