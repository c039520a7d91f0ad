import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { CartLine, Checkout, CheckoutItem } from '../../ticketing/schemas/checkout.ts';
import type { Voucher, VoucherInternalType } from '../../ticketing/schemas/voucher.ts';
import { CHECKOUT_LIFETIME_MS, newId, newSecret } from './checkouts.ts';
import { priceCheckout } from './cart-pricing.ts';

/**
 * The checkout a rebooking (ADR 0019) or an upgrade (ADR 0021) opens: the target event's seller's,
 * with an item for the target event to which the buyer adds tickets in step 1, and an internal
 * credit voucher worth what the old tickets were paid. It expires like any checkout.
 */

export interface CreditCheckoutInput {
  targetEvent: StoredEvent;
  voucherType: VoucherInternalType;
  /** The first letters of the voucher's code, naming the action. */
  codePrefix: string;
  credit: number;
  currency: string;
  /** The order the old tickets came from, when there is one. */
  transactionId: string | null;
  customerId: string | null;
  /** Lines the action adds to the item (a rebooking's fee). */
  additionalItems?: CartLine[];
  channelId?: string | undefined;
}

/** A code the buyer may see on the credit: short, unambiguous letters and digits. */
function creditCode(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `${prefix}-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Opens and stores the checkout; the caller stores its own record and locks the tickets. */
export function openCreditCheckout(ctx: SandboxContext, input: CreditCheckoutInput): Checkout {
  const { targetEvent, credit } = input;
  const now = ctx.now();
  const sellerId = targetEvent.sellerId;
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString();
  const voucher: Voucher = {
    _id: newId('vch'),
    code: creditCode(input.codePrefix),
    type: input.voucherType,
    internalBalance: credit,
    amount: credit,
    redeemedAmount: 0,
    sellerId,
    transactionId: input.transactionId,
    customerId: input.customerId,
    validUntil: expiresAt,
  };
  const item: CheckoutItem = {
    _id: newId('item'),
    eventId: targetEvent._id,
    shopId: sellerId,
    ...(input.channelId ? { channelId: input.channelId } : {}),
    tickets: [],
    products: [],
    ...(input.additionalItems && input.additionalItems.length > 0 ? { additionalItems: input.additionalItems } : {}),
  };
  const checkout: Checkout = priceCheckout(ctx, {
    _id: newId('chk'),
    secret: newSecret(),
    sellerId,
    status: 'open',
    type: 'transaction',
    expiresAt,
    currency: input.currency,
    realPrice: 0,
    items: [item],
    redeemedVouchers: { vouchers: [voucher] },
  });
  return ctx.store.put('checkouts', checkout, { sellerId, createdAt: now.toISOString() });
}
