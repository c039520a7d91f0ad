import type { SandboxContext } from '../context.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { Coupon } from '../../ticketing/schemas/coupon.ts';
import type { FeeInput } from '../../domain/fees.ts';
import { applyDiscounts } from '../../domain/discounts.ts';
import { computeFees } from '../../domain/fees.ts';
import { resaleBuyerFees } from '../../domain/resale-buyer-fees.ts';
import { checkoutTotal, grossPrice, showsNetPrices } from '../../domain/pricing.ts';
import { fromCents, sumMoney, toCents } from '../../domain/money.ts';
import type { Voucher } from '../../ticketing/schemas/voucher.ts';
import { VOUCHER_INTERNAL_TYPES } from '../../ticketing/voucher-types.ts';
import { couponModifier, couponsOfItem } from './coupons.ts';

/**
 * Prices of a checkout, recomputed after every change with lib/domain (spec 02 §9):
 *
 * - Per checkout item (one per event): the discounts of its coupons on all its lines (tickets,
 *   products, bundles) in the domain's order, then its outer fees: per-ticket fees on each ticket
 *   line's list price (the dynamic rule is chosen by what the ticket costs, not by a coupon), cart
 *   fees on the discounted item total, nothing but free-cart fees when that total is under 0.01,
 *   no fees at all with a waive-fees coupon.
 * - `appliedDiscountInfo` lists the applied discounts and, per line, its regular total, discount
 *   and total; `outerFeeComponents` the fees; `realPrice` what the item costs in all.
 * - Sellers with taxCalculationMethod Exclusive keep net prices on their lines (with `taxRate`):
 *   an item's realPrice adds each line's tax on its discounted total (rounded per line) and the
 *   fees as computed. Other sellers' prices already include tax.
 * - The checkout's realPrice is the sum of its items', less its internal credit vouchers (an
 *   upgrade's or a rebooking's, spec 01 §3 Voucher): the amount a payment request asks for.
 */

export const linesOf = (item: Pick<CheckoutItem, 'tickets' | 'products' | 'additionalItems'>): CartLine[] => [
  ...(item.tickets ?? []),
  ...(item.products ?? []),
  ...(item.additionalItems ?? []),
];

export function sellerFees(ctx: SandboxContext, sellerId: string): FeeInput[] {
  return ctx.store.list('feeSchemes', { sellerId }).docs.flatMap((scheme) => scheme.fees ?? []);
}

/**
 * Secondary-market lines (with a listingId) cost what their seller asks: no coupon discounts them
 * and no tax is added to them; they pay the resell buyer fee instead of the per-ticket fees
 * (lib/domain/resale-buyer-fees.ts), and count towards the cart total of the cart fees.
 */
export function priceItem(item: CheckoutItem, input: { coupons: readonly Coupon[]; fees: readonly FeeInput[]; netPrices: boolean; resaleActive?: boolean }): CheckoutItem {
  const lines = linesOf(item).filter((line) => !line.listingId);
  const resale = (item.tickets ?? []).filter((line) => line.listingId);
  const resaleTotal = sumMoney(resale.map((line) => (line.price ?? 0) * line.amount));
  const discounted = applyDiscounts(
    lines.map((line) => ({ id: line._id, unitPrice: line.price ?? 0, amount: line.amount })),
    input.coupons.map(couponModifier),
  );
  const primaryFees = computeFees({
    fees: input.fees,
    lines: (item.tickets ?? []).filter((line) => !line.listingId).map((line) => ({ unitPrice: line.price ?? 0, amount: line.amount, asHardTicket: line.asHardTicket })),
    cartTotal: sumMoney([discounted.total, resaleTotal]),
    feesWaived: discounted.feesWaived,
  });
  const buyerFees = resaleBuyerFees({
    fees: input.fees,
    lines: resale.map((line) => ({ unitPrice: line.price ?? 0, amount: line.amount })),
    resaleActive: input.resaleActive !== false,
    feesWaived: discounted.feesWaived,
  });
  const outerFeeComponents = { var: [...primaryFees.var, ...buyerFees.var], fix: [...primaryFees.fix, ...buyerFees.fix] };
  const payable = [
    ...(input.netPrices ? discounted.lines.map((line, index) => ({ total: grossPrice(line.total, lines[index]?.taxRate) })) : discounted.lines),
    ...resale.map((line) => ({ total: (line.price ?? 0) * line.amount })),
  ];
  const { total } = checkoutTotal({ lines: payable, fees: outerFeeComponents });
  return {
    ...item,
    appliedDiscountInfo:
      input.coupons.length > 0
        ? {
            discounts: discounted.discounts,
            items: discounted.lines.map((line) => ({ _id: line.id, regularTotal: line.regularTotal, discount: line.discount, total: line.total })),
          }
        : null,
    outerFeeComponents,
    realPrice: total,
  };
}

const isInternalCredit = (voucher: Voucher) => (VOUCHER_INTERNAL_TYPES as readonly string[]).includes(voucher.type ?? '');

/**
 * What is left to pay once the internal credit vouchers paid what they can: everything the items
 * cost after fees, down to 0, except lines marked not offsetable, which are paid on top whatever
 * the credit (spec 02 §9 rebooking fee "offsetable"; ADR 0019). Vouchers are used in their order;
 * each one's redeemedAmount says how much of it this total takes, and a remainder is not paid out.
 */
export function applyInternalCredit(checkout: Checkout, total: number): Checkout {
  const vouchers = checkout.redeemedVouchers?.vouchers ?? [];
  if (!vouchers.some(isInternalCredit)) return { ...checkout, realPrice: total };
  const onTop = (checkout.items ?? [])
    .flatMap(linesOf)
    .filter((line) => line.offsetable === false)
    .reduce((sum, line) => sum + toCents((line.price ?? 0) * line.amount), 0);
  let coverable = Math.max(0, toCents(total) - onTop);
  let used = 0;
  const redeemed = vouchers.map((voucher) => {
    if (!isInternalCredit(voucher)) return voucher;
    const take = Math.min(Math.max(0, toCents(voucher.internalBalance ?? 0)), coverable);
    coverable -= take;
    used += take;
    return { ...voucher, redeemedAmount: fromCents(take) };
  });
  return { ...checkout, redeemedVouchers: { vouchers: redeemed }, realPrice: fromCents(toCents(total) - used) };
}

/** The checkout with every item priced, its realPrice summed and its internal credit applied. */
export function priceCheckout(ctx: SandboxContext, checkout: Checkout): Checkout {
  const sellerId = checkout.sellerId ?? '';
  const seller = ctx.store.get('sellers', sellerId);
  const fees = sellerFees(ctx, sellerId);
  const netPrices = showsNetPrices(seller?.taxSetting);
  const resaleActive = seller?.features?.resell !== false;
  const items = (checkout.items ?? []).map((item) => priceItem(item, { coupons: couponsOfItem(ctx, sellerId, item), fees, netPrices, resaleActive }));
  return applyInternalCredit({ ...checkout, items }, sumMoney(items.map((item) => item.realPrice ?? 0)));
}

/** What one unit of a line costs after discounts (the ticket's realPrice), from the item's discount info. */
export function discountedUnitPrice(item: CheckoutItem, line: CartLine): number {
  const entry = item.appliedDiscountInfo?.items?.find((candidate) => candidate._id === line._id);
  const total = typeof entry?.total === 'number' ? entry.total : (line.price ?? 0) * line.amount;
  return line.amount > 0 ? Math.round((total / line.amount) * 100) / 100 : 0;
}
