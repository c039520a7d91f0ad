import { describe, expect, it } from 'vitest';
import { SETUP_POLL_ATTEMPTS, SETUP_POLL_BASE_MS, setupPollDelay, setupPollStep } from '../../lib/domain/payment-setup.ts';
import { PAYMENT_REQUEST_STATUSES } from '../../lib/ticketing/schemas/payment-request.ts';

/** Spec 01 §4 and §9: payment setup polling. */

describe('setupPollDelay: attempt n waits 500 ms × 2ⁿ', () => {
  it.each([
    [0, 500],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [5, 16_000],
    [10, 512_000],
    [19, 262_144_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(setupPollDelay(attempt)).toBe(ms);
  });

  it('polls at most 20 times, from 500 ms', () => {
    expect(SETUP_POLL_ATTEMPTS).toBe(20);
    expect(SETUP_POLL_BASE_MS).toBe(500);
  });
});

describe('setupPollStep: what a polled status means', () => {
  it.each([
    ['new', 'keepPolling'],
    ['canceled', 'notVerified'],
    ['succeeded', 'done'],
    [undefined, 'keepPolling'],
  ] as const)('%s -> %s', (status, step) => {
    expect(setupPollStep(status)).toBe(step);
  });

  it('covers every status', () => {
    expect(PAYMENT_REQUEST_STATUSES.map(setupPollStep)).toEqual(['keepPolling', 'done', 'notVerified']);
  });
});
