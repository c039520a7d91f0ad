import type { PaymentRequestStatus } from '../ticketing/schemas/payment-request.ts';

/**
 * Adding a payment method (spec 01 §4, §9): after the gateway's form succeeded, the setup payment
 * request is polled. Attempt n waits 500 ms × 2ⁿ before it asks, for at most 20 attempts; still
 * new keeps polling, canceled means the method was not verified, any other status (succeeded)
 * resets the flow and closes it.
 */

export const SETUP_POLL_ATTEMPTS = 20;
export const SETUP_POLL_BASE_MS = 500;

/** How long attempt `attempt` (from 0) waits before it reads the request. */
export function setupPollDelay(attempt: number): number {
  return SETUP_POLL_BASE_MS * 2 ** attempt;
}

export type SetupPollStep = 'keepPolling' | 'notVerified' | 'done';

/** What a polled status means; an answer without a status is read as still new (nothing decided yet). */
export function setupPollStep(status: PaymentRequestStatus | undefined): SetupPollStep {
  if (status === undefined || status === 'new') return 'keepPolling';
  if (status === 'canceled') return 'notVerified';
  return 'done';
}
