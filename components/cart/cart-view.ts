import { z } from 'zod';
import { ApiError } from '@/lib/operations/call';
import type { NetLine } from '@/lib/domain/net-totals';
import { roundMoney } from '@/lib/domain/money';
import { flattenFees } from '@/lib/domain/fees';
import type { AppliedDiscount, CartLine, Checkout, FeeComponent } from '@/lib/ticketing/schemas/checkout';
import { VOUCHER_INTERNAL_TYPES } from '@/lib/ticketing/voucher-types';

/**
 * What the cart pill and panel read from a checkout: its lines, the units to count, fees,
 * discounts and the links onward. Plain functions, so the pill and the panel agree.
 */

/** Units of these line types are "items" for the count; fees, insurance and fulfillment are not. */
const COUNTED_TYPES: ReadonlySet<string> = new Set(['ticket', 'product', 'bundle']);

/** Every line of every checkout item (tickets, then products, then additional items), in cart order. */
export function cartLines(cart: Checkout | null | undefined): CartLine[] {
  return (cart?.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
}

/** The number of ticket and product units in the cart. */
export function itemCount(cart: Checkout | null | undefined): number {
  return cartLines(cart)
    .filter((line) => COUNTED_TYPES.has(line.type))
    .reduce((sum, line) => sum + line.amount, 0);
}

/** An open checkout (absent status counts as open) with something in it: the cart the panel shows. */
export function isOpenCart(cart: Checkout | null | undefined): cart is Checkout {
  return !!cart && (cart.status === undefined || cart.status === 'open') && cartLines(cart).length > 0;
}

const discountedLineSchema = z.object({ _id: z.string(), total: z.number() });

/**
 * Every line's net total after its item's discounts with its tax rate, for a net-price summary:
 * the discount breakdown's total where the server gives one, else price × amount.
 */
export function cartNetLines(cart: Checkout): NetLine[] {
  return (cart.items ?? []).flatMap((item) => {
    const discounted = new Map<string, number>();
    for (const entry of item.appliedDiscountInfo?.items ?? []) {
      const parsed = discountedLineSchema.safeParse(entry);
      if (parsed.success) discounted.set(parsed.data._id, parsed.data.total);
    }
    return [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])].map((line) => ({
      total: discounted.get(line._id) ?? roundMoney((line.price ?? 0) * line.amount),
      taxRate: line.taxRate,
    }));
  });
}

export function cartFees(cart: Checkout): FeeComponent[] {
  return (cart.items ?? []).flatMap((item) => flattenFees(item.outerFeeComponents));
}

export function cartDiscounts(cart: Checkout): AppliedDiscount[] {
  return (cart.items ?? []).flatMap((item) => item.appliedDiscountInfo?.discounts ?? []);
}

/** What a rebooking's or upgrade's credit pays of this cart (spec 01 §3 internal vouchers), as the server applied it. */
export function cartCredits(cart: Checkout): { type: string; amount: number }[] {
  return (cart.redeemedVouchers?.vouchers ?? [])
    .filter((voucher) => (VOUCHER_INTERNAL_TYPES as readonly string[]).includes(voucher.type ?? '') && (voucher.redeemedAmount ?? 0) > 0)
    .map((voucher) => ({ type: voucher.type ?? '', amount: voucher.redeemedAmount ?? 0 }));
}

export function cartCoupons(cart: Checkout): string[] {
  return [...new Set((cart.items ?? []).flatMap((item) => (item.appliedCoupons ?? []).map((coupon) => coupon.code)))];
}

/** The cart total: the checkout's realPrice, else the sum of its items' (both computed by the server). */
export function cartTotal(cart: Checkout): number | undefined {
  if (cart.realPrice !== undefined) return cart.realPrice;
  const totals = (cart.items ?? []).map((item) => item.realPrice);
  return totals.every((total) => total !== undefined) && totals.length > 0 ? totals.reduce<number>((sum, total) => sum + (total ?? 0), 0) : undefined;
}

/** Checkout step 2 of the cart's first event (spec 02 §2 query parameters). */
export function detailsAndPayHref(slug: string, cart: Checkout): string | undefined {
  const eventId = cart.items?.[0]?.eventId;
  if (!eventId) return undefined;
  const query = new URLSearchParams({ checkoutId: cart._id, ...(cart.secret ? { secret: cart.secret } : {}), step: '2' });
  return `/${encodeURIComponent(slug)}/checkout/${encodeURIComponent(eventId)}?${query.toString()}`;
}

/** After an expiry: the event the buyer was buying for (its step 1), else the shop page. */
export function startAgainHref(slug: string, cart: Checkout | null | undefined): string {
  const eventId = cart?.items?.[0]?.eventId;
  return eventId ? `/${encodeURIComponent(slug)}/checkout/${encodeURIComponent(eventId)}` : `/${encodeURIComponent(slug)}`;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line._id === 'string' && typeof line.type === 'string' && typeof line.amount === 'number';
}

/**
 * The further lines a removal would take, from the remove call's 409 `{ code: 'confirmationRequired',
 * lines }` (ADR 0009); undefined for any other error. Checked by hand rather than with the zod
 * schema, to keep zod out of the shop page's bundle.
 */
export function furtherLinesOf(error: unknown): CartLine[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'confirmationRequired') return undefined;
  const lines = error.body.lines;
  return Array.isArray(lines) ? lines.filter(isCartLine) : [];
}

/**
 * Whether the buyer can remove a line on its own: not one another line added (it goes with that
 * one), nor a ticket action's fee (a rebooking's or re-personalization's), which is what its
 * checkout is for, nor a purchase intent's reserved line, paid as agreed, nor a package's ticket,
 * bought whole — the buyer cancels the order instead (ADR 0019, 0030).
 */
export function isRemovableLine(line: Pick<CartLine, 'triggeredBy' | 'type' | 'purchaseIntentId'> & Partial<Pick<CartLine, 'packageInfo'>>): boolean {
  return line.triggeredBy == null && line.type !== 'additionalFee' && !line.purchaseIntentId && !line.packageInfo;
}
