import { createDelayLimiter, type DelayLimiter } from '../http/rate-limit.ts';

/**
 * How failed logins are slowed (the login form's schema: lib/operations/session.inputs.ts).
 * Failures slow the next attempt, they never lock: a guesser gets ever fewer tries while the owner
 * of an attacked account waits at most LOGIN_MAX_DELAY_SECONDS, and a completed password reset
 * lifts even that for the next attempt from the browser's address.
 */

/** Failed logins per shop and e-mail that cost nothing: typos and a forgotten caps lock. */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 3;
/** Failed logins per shop and client address that cost nothing (higher: many buyers share one address behind NAT). */
export const LOGIN_FREE_FAILURES_PER_ADDRESS = 20;
/** The wait after the first failure beyond the free ones; each further failure doubles it. */
export const LOGIN_FIRST_DELAY_SECONDS = 1;
/** The longest anyone waits, however many failures: 1 guess a minute per account. */
export const LOGIN_MAX_DELAY_SECONDS = 60;
/** Failures are forgotten this long after the last one. */
export const LOGIN_FAILURE_MEMORY_MS = 15 * 60 * 1000;
/** How long a completed password reset lets the next login from its address skip the account's delay. */
export const LOGIN_AFTER_RESET_MS = 15 * 60 * 1000;

/**
 * Seconds to wait before the next login attempt after `failures` failures in a row:
 * none for the free ones, then 1 s, 2 s, 4 s … up to LOGIN_MAX_DELAY_SECONDS.
 */
export function loginDelay(failures: number, freeFailures: number = LOGIN_FREE_FAILURES_PER_ACCOUNT): number {
  const beyond = failures - freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(LOGIN_MAX_DELAY_SECONDS, LOGIN_FIRST_DELAY_SECONDS * 2 ** (beyond - 1));
}

/** One login attempt: at which shop, for which e-mail, from which client address. */
export interface LoginAttempt {
  sellerId: string;
  email: string;
  address: string;
}

/** The failures of logins, per account and per client address, shared by the session and password-reset routes. */
export interface LoginThrottle {
  /** Seconds this attempt must wait (the longer of the account's and the address's delay), or undefined. */
  waitFor(attempt: LoginAttempt, now?: number): number | undefined;
  recordFailure(attempt: LoginAttempt, now?: number): void;
  /** A successful login clears the account's failures (not the address's: a guesser could log in to an account of their own). */
  recordSuccess(attempt: LoginAttempt): void;
  /** A completed password reset: the next login attempt from this address at the shop skips the account's delay once. */
  recordReset(reset: { sellerId: string; address: string }, now?: number): void;
}

const accountKey = (attempt: LoginAttempt) => `${attempt.sellerId}:${attempt.email.trim().toLowerCase()}`;
const addressKey = (at: { sellerId: string; address: string }) => `${at.sellerId}@${at.address}`;

export function createLoginThrottle(options: { maxKeys?: number } = {}): LoginThrottle {
  const maxKeys = options.maxKeys ?? 10_000;
  const perAccount: DelayLimiter = createDelayLimiter({ delayOf: (failures) => loginDelay(failures, LOGIN_FREE_FAILURES_PER_ACCOUNT), forgetAfterMs: LOGIN_FAILURE_MEMORY_MS, maxKeys });
  const perAddress: DelayLimiter = createDelayLimiter({ delayOf: (failures) => loginDelay(failures, LOGIN_FREE_FAILURES_PER_ADDRESS), forgetAfterMs: LOGIN_FAILURE_MEMORY_MS, maxKeys });
  // Completed resets per shop and address, by time; one login attempt uses one up.
  const resets = new Map<string, number>();
  const hasFreshReset = (attempt: LoginAttempt, now: number) => {
    const at = resets.get(addressKey(attempt));
    return at !== undefined && now - at < LOGIN_AFTER_RESET_MS;
  };

  return {
    waitFor(attempt, now = Date.now()) {
      const forAddress = perAddress.waitFor(addressKey(attempt), now);
      const forAccount = hasFreshReset(attempt, now) ? undefined : perAccount.waitFor(accountKey(attempt), now);
      if (forAddress === undefined) return forAccount;
      return Math.max(forAddress, forAccount ?? 0);
    },
    recordFailure(attempt, now = Date.now()) {
      resets.delete(addressKey(attempt));
      perAccount.recordFailure(accountKey(attempt), now);
      perAddress.recordFailure(addressKey(attempt), now);
    },
    recordSuccess(attempt) {
      resets.delete(addressKey(attempt));
      perAccount.reset(accountKey(attempt));
    },
    recordReset(reset, now = Date.now()) {
      const key = addressKey(reset);
      resets.delete(key);
      if (resets.size >= maxKeys) resets.delete(resets.keys().next().value ?? '');
      resets.set(key, now);
    },
  };
}

/**
 * The one throttle of this server process. On globalThis because Next may bundle the session and
 * password-reset routes separately, each with its own copy of this module.
 */
export function loginThrottle(): LoginThrottle {
  const slot = Symbol.for('ticket-shop.login-throttle');
  const holder = globalThis as typeof globalThis & { [key: symbol]: LoginThrottle | undefined };
  holder[slot] ??= createLoginThrottle();
  return holder[slot];
}
