import { describe, it, expect } from 'vitest';
import { DEFAULT_MAX_REDEEMABLE_COUPONS, canAddCoupon, couponTicketLimit, type CanAddCoupon, type Coupon } from '../../lib/domain/coupons.ts';

const combinable = (code: string, maxTickets?: number): Coupon => ({ code, combinable: true, maxTickets });
const exclusive = (code: string): Coupon => ({ code, combinable: false });

describe('canAddCoupon (spec 02 §5)', () => {
  it('has no coupon limit by default (spec 02 §9)', () => {
    expect(DEFAULT_MAX_REDEEMABLE_COUPONS).toBe(Number.POSITIVE_INFINITY);
  });

  it.each<[string, Coupon[], Coupon, number | undefined, CanAddCoupon]>([
    ['the first coupon', [], exclusive('A'), undefined, { ok: true }],
    ['a combinable coupon to combinable ones', [combinable('A'), combinable('B')], combinable('C'), undefined, { ok: true }],
    ['many coupons without a limit', Array.from({ length: 20 }, (_, index) => combinable(`C${index}`)), combinable('X'), undefined, { ok: true }],
    ['below the maximum redeemable', [combinable('A')], combinable('B'), 2, { ok: true }],
    ['at the maximum redeemable', [combinable('A'), combinable('B')], combinable('C'), 2, { ok: false, reason: 'limitReached' }],
    ['a maximum of 0', [], combinable('A'), 0, { ok: false, reason: 'limitReached' }],
    ['a non-combinable coupon when another exists', [combinable('A')], exclusive('B'), undefined, { ok: false, reason: 'notCombinable' }],
    ['any coupon when an existing one is not combinable', [exclusive('A')], combinable('B'), undefined, { ok: false, reason: 'notCombinable' }],
    ['a coupon that does not say it is combinable', [combinable('A')], { code: 'B' }, undefined, { ok: false, reason: 'notCombinable' }],
    ['the same code again', [combinable('SUMMER')], combinable('SUMMER'), undefined, { ok: false, reason: 'duplicate' }],
    ['the same code in another case, with spaces', [combinable('SUMMER')], combinable(' summer '), undefined, { ok: false, reason: 'duplicate' }],
    ['a duplicate beats the limit', [combinable('A')], combinable('a'), 1, { ok: false, reason: 'duplicate' }],
    ['the limit beats combinability', [exclusive('A')], combinable('B'), 1, { ok: false, reason: 'limitReached' }],
  ])('%s', (_case, applied, candidate, maxRedeemable, expected) => {
    expect(canAddCoupon({ applied, candidate, maxRedeemable })).toEqual(expected);
  });
});

describe('couponTicketLimit (the smallest max tickets limits the cart)', () => {
  it.each<[string, Coupon[], number | undefined]>([
    ['no coupons', [], undefined],
    ['coupons without a limit', [combinable('A'), { code: 'B', maxTickets: null }], undefined],
    ['one limit', [combinable('A', 4)], 4],
    ['the smallest of several', [combinable('A', 6), combinable('B'), combinable('C', 2)], 2],
    ['a limit of 0', [combinable('A', 0), combinable('B', 3)], 0],
  ])('%s', (_case, coupons, expected) => {
    expect(couponTicketLimit(coupons)).toBe(expected);
  });
});
