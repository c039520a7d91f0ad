import type { Coupon } from '../../ticketing/schemas/coupon.ts';
import type { FeeScheme } from '../../ticketing/schemas/fee-scheme.ts';
import { add, type SeedBatch } from './batch.ts';
import { SELLERS } from './ids.ts';
import { daysAgo } from './time.ts';

/**
 * The sellers' fees and coupons (spec 02 §3 FeeScheme and Modifiers, §5 coupons, §9 fees and
 * discounts). The numbers are exported so that tests and docs compute prices from them:
 *
 * Riverside (GBP, prices include VAT)
 * - Booking fee, exposed, per ticket: 1.50 for tickets under 30, 2.50 from 30 (dynamic rule
 *   min <= price < max) — jazz Standing £25 → £1.50, Seated £39 → £2.50.
 * - Service fee, not exposed ("other fees" in the cart), once per checkout item: 0.99.
 * - Postage, exposed, per ticket delivered as a hard ticket: 2.50.
 * - Coupons: WELCOME10 (10 % off, combinable), FIVEOFF (5.00 off the cart, combinable), NOFEES
 *   (fees waived, combinable), FREESHOW (100 % off, not combinable, at most 2 tickets), EXPIRED
 *   (10 % off, expired a month before seeding).
 *
 * Kulturhaus Lindenau (EUR, net prices plus VAT)
 * - Vorverkaufsgebühr, exposed, per ticket: 10 % of the (net) ticket price.
 */

const RIVERSIDE = SELLERS.riverside.id;
const LINDENAU = SELLERS.lindenau.id;

export const RIVERSIDE_FEES = {
  bookingFeeBelow30: 1.5,
  bookingFeeFrom30: 2.5,
  bookingFeeThreshold: 30,
  serviceFee: 0.99,
  postage: 2.5,
} as const;

export const LINDENAU_FEES = { presaleShare: 0.1 } as const;

export const COUPON_CODES = {
  welcome10: 'WELCOME10',
  fiveOff: 'FIVEOFF',
  noFees: 'NOFEES',
  freeShow: 'FREESHOW',
  expired: 'EXPIRED',
} as const;

export const FEE_SCHEMES = { riverside: 'fsc_riverside', lindenau: 'fsc_lindenau' } as const;

function feeSchemes(): FeeScheme[] {
  return [
    {
      _id: FEE_SCHEMES.riverside,
      name: 'Riverside online fees',
      sellerId: RIVERSIDE,
      fees: [
        {
          _id: 'fee_riverside_booking',
          name: 'Booking fee',
          type: 'ticket',
          enabled: true,
          exposed: true,
          rules: [
            { max: RIVERSIDE_FEES.bookingFeeThreshold, fix: RIVERSIDE_FEES.bookingFeeBelow30 },
            { min: RIVERSIDE_FEES.bookingFeeThreshold, fix: RIVERSIDE_FEES.bookingFeeFrom30 },
          ],
        },
        { _id: 'fee_riverside_service', name: 'Service fee', type: 'cart', enabled: true, exposed: false, rules: [{ fix: RIVERSIDE_FEES.serviceFee }] },
        { _id: 'fee_riverside_postage', name: 'Postage', type: 'hardTicket', enabled: true, exposed: true, rules: [{ fix: RIVERSIDE_FEES.postage }] },
      ],
    },
    {
      _id: FEE_SCHEMES.lindenau,
      name: 'Gebühren Kulturhaus',
      sellerId: LINDENAU,
      fees: [{ _id: 'fee_lindenau_vvk', name: 'Vorverkaufsgebühr', type: 'ticket', enabled: true, exposed: true, rules: [{ var: LINDENAU_FEES.presaleShare }] }],
    },
  ];
}

function coupons(now: Date): Coupon[] {
  const coupon = (code: string, rest: Omit<Coupon, '_id' | 'code' | 'sellerId'>): Coupon => ({ _id: `cpn_riverside_${code.toLowerCase()}`, code, sellerId: RIVERSIDE, ...rest });
  return [
    coupon(COUPON_CODES.welcome10, { name: 'Welcome: 10 % off', active: true, modifier: { type: 'var_discount', value: 0.1 }, combinable: true }),
    coupon(COUPON_CODES.fiveOff, { name: '£5 off your order', active: true, modifier: { type: 'fix_discount', amount: 5 }, scope: 'cart', combinable: true }),
    coupon(COUPON_CODES.noFees, { name: 'No booking fees', active: true, modifier: { type: 'waive_fees' }, combinable: true }),
    coupon(COUPON_CODES.freeShow, { name: 'Free show for two', active: true, modifier: { type: 'var_discount', value: 1 }, combinable: false, maxTickets: 2 }),
    coupon(COUPON_CODES.expired, { name: 'Last season: 10 % off', active: true, modifier: { type: 'var_discount', value: 0.1 }, combinable: true, validUntil: daysAgo(now, 30) }),
  ];
}

export function demoPricing(now: Date): SeedBatch {
  const batch: SeedBatch = {};
  const createdAt = daysAgo(now, 365);
  for (const scheme of feeSchemes()) add(batch, 'feeSchemes', scheme, { sellerId: scheme.sellerId, createdAt });
  for (const entry of coupons(now)) add(batch, 'coupons', entry, { sellerId: entry.sellerId, createdAt });
  return batch;
}
