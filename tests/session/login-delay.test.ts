import { describe, it, expect } from 'vitest';
import { createDelayLimiter } from '../../lib/http/rate-limit.ts';
import {
  LOGIN_AFTER_RESET_MS,
  LOGIN_FREE_FAILURES_PER_ADDRESS,
  LOGIN_MAX_DELAY_SECONDS,
  createLoginThrottle,
  loginDelay,
} from '../../lib/session/login.ts';

describe('loginDelay', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 4],
    [7, 8],
    [8, 16],
    [9, 32],
    [10, 60],
    [20, 60],
    [10_000, 60],
  ])('after %i failures of one account waits %i s', (failures, seconds) => {
    expect(loginDelay(failures)).toBe(seconds);
  });

  it.each([
    [LOGIN_FREE_FAILURES_PER_ADDRESS, 0],
    [LOGIN_FREE_FAILURES_PER_ADDRESS + 1, 1],
    [LOGIN_FREE_FAILURES_PER_ADDRESS + 3, 4],
    [LOGIN_FREE_FAILURES_PER_ADDRESS + 50, LOGIN_MAX_DELAY_SECONDS],
  ])('an address after %i failures waits %i s', (failures, seconds) => {
    expect(loginDelay(failures, LOGIN_FREE_FAILURES_PER_ADDRESS)).toBe(seconds);
  });
});

describe('createDelayLimiter', () => {
  const limiter = () => createDelayLimiter({ delayOf: (failures) => (failures < 2 ? 0 : 10), forgetAfterMs: 60_000, maxKeys: 2 });

  it('lets a key try again once its delay has passed, counted from its last failure', () => {
    const delays = limiter();
    delays.recordFailure('k', 0);
    expect(delays.waitFor('k', 0)).toBeUndefined();
    delays.recordFailure('k', 1000);
    expect(delays.waitFor('k', 1000)).toBe(10);
    expect(delays.waitFor('k', 10_500)).toBe(1);
    expect(delays.waitFor('k', 11_000)).toBeUndefined();
  });

  it('forgets failures after a quiet time and on reset', () => {
    const delays = limiter();
    delays.recordFailure('k', 0);
    delays.recordFailure('k', 0);
    delays.recordFailure('k', 61_000);
    expect(delays.waitFor('k', 61_000)).toBeUndefined();
    delays.recordFailure('k', 61_000);
    expect(delays.waitFor('k', 61_000)).toBe(10);
    delays.reset('k');
    expect(delays.waitFor('k', 61_000)).toBeUndefined();
  });

  it('keeps at most maxKeys keys, dropping the stalest', () => {
    const delays = limiter();
    for (const key of ['a', 'b', 'c']) {
      delays.recordFailure(key, 0);
      delays.recordFailure(key, 0);
    }
    expect(delays.waitFor('a', 0)).toBeUndefined();
    expect(delays.waitFor('c', 0)).toBe(10);
  });
});

describe('createLoginThrottle', () => {
  const owner = { sellerId: 'sel', email: 'Owner@Example.com', address: '10.0.0.2' };
  const fromAttacker = { ...owner, email: 'owner@example.com', address: '10.0.0.1' };

  /** The attacker fails `times` times, each as soon as allowed; answers the time of the last failure. */
  function attack(throttle: ReturnType<typeof createLoginThrottle>, times: number, start = 0): number {
    let now = start;
    for (let i = 0; i < times; i += 1) {
      now += (throttle.waitFor(fromAttacker, now) ?? 0) * 1000;
      throttle.recordFailure(fromAttacker, now);
    }
    return now;
  }

  it('slows the account for everyone, never longer than the cap, and a success clears it', () => {
    const throttle = createLoginThrottle();
    const last = attack(throttle, 20);
    const wait = throttle.waitFor(owner, last) ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);
    expect(throttle.waitFor(owner, last + LOGIN_MAX_DELAY_SECONDS * 1000)).toBeUndefined();
    throttle.recordSuccess(owner);
    expect(throttle.waitFor(fromAttacker, last)).toBeUndefined();
  });

  it('slows an address that fails across many accounts', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i <= LOGIN_FREE_FAILURES_PER_ADDRESS; i += 1) throttle.recordFailure({ ...fromAttacker, email: `guess${i}@example.com` }, 0);
    expect(throttle.waitFor({ ...fromAttacker, email: 'fresh@example.com' }, 0)).toBe(1);
    expect(throttle.waitFor({ ...owner, email: 'fresh@example.com' }, 0)).toBeUndefined();
  });

  it('lets the first login from an address that completed a reset skip the account delay, once', () => {
    const throttle = createLoginThrottle();
    const last = attack(throttle, 20);
    throttle.recordReset({ sellerId: 'sel', address: owner.address }, last);
    expect(throttle.waitFor(owner, last)).toBeUndefined();
    expect(throttle.waitFor({ ...owner, sellerId: 'other-shop' }, last)).toBeUndefined();
    expect(throttle.waitFor(fromAttacker, last)).toBeGreaterThan(0);
    throttle.recordFailure(owner, last);
    expect(throttle.waitFor(owner, last)).toBeGreaterThan(0);
  });

  it('forgets a reset after LOGIN_AFTER_RESET_MS', () => {
    const throttle = createLoginThrottle();
    throttle.recordReset({ sellerId: 'sel', address: owner.address }, 0);
    const last = attack(throttle, 20, LOGIN_AFTER_RESET_MS);
    expect(throttle.waitFor(owner, last)).toBeGreaterThan(0);
  });
});

describe('createDelayLimiter and a clock that steps back', () => {
  it('never asks for more than the delay itself', () => {
    const delays = createDelayLimiter({ delayOf: () => 10, forgetAfterMs: 60_000 });
    delays.recordFailure('k', 50_000);
    expect(delays.waitFor('k', 0)).toBe(10);
  });
});
