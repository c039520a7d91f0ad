import { SETUP_POLL_ATTEMPTS, setupPollDelay, setupPollStep } from '@/lib/domain/payment-setup';
import type { PaymentRequestStatus } from '@/lib/ticketing/schemas/payment-request';
import { ApiError } from '@/lib/operations/call';

export type SetupPollOutcome = 'done' | 'notVerified' | 'aborted';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Polls a setup payment request after its form succeeded (spec 01 §4): attempt n waits 500 ms × 2ⁿ
 * and reads the status; still new keeps polling, canceled is 'notVerified', anything else 'done'.
 * A read that fails on the way (network, 5xx) counts as still new; a refused one (the request is
 * not found) and 20 attempts without an outcome end as not verified. Closing the dialog aborts it.
 */
export async function pollSetupRequest(read: (signal: AbortSignal) => Promise<PaymentRequestStatus | undefined>, signal: AbortSignal): Promise<SetupPollOutcome> {
  for (let attempt = 0; attempt < SETUP_POLL_ATTEMPTS; attempt += 1) {
    await wait(setupPollDelay(attempt), signal);
    if (signal.aborted) return 'aborted';
    let status: PaymentRequestStatus | undefined;
    try {
      status = await read(signal);
    } catch (error) {
      if (signal.aborted) return 'aborted';
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'notVerified';
      continue;
    }
    const step = setupPollStep(status);
    if (step === 'notVerified') return 'notVerified';
    if (step === 'done') return 'done';
  }
  return 'notVerified';
}
