import type { Checkout } from '../ticketing/schemas/checkout.ts';

/**
 * Who may pay an order by instalments (issue 12, ADR 0029). The event's payment strategy
 * offers the options; the order qualifies when:
 *
 * - the seller has the payment plans feature;
 * - the checkout is an ordinary order of that one event: its type is transaction, it carries no
 *   credit of a ticket action (upgrade, rebooking, deposit) and no action's fee line — a ticket
 *   action's or a purchase intent's checkout pays in full;
 * - a customer is logged in: a plan charges a saved payment method later, and saved methods belong
 *   to a logged-in customer (spec 02 §6).
 */

export type InstalmentsRefusal = 'notOffered' | 'loginRequired';

export interface InstalmentsAudience {
  checkout: Pick<Checkout, 'type' | 'items' | 'redeemedVouchers'>;
  /** The event whose strategy is asked about. */
  eventId: string;
  paymentPlansFeature: boolean | undefined;
  loggedIn: boolean;
}

/** Why the order cannot be paid by instalments, or undefined when it can. */
export function instalmentsRefusal({ checkout, eventId, paymentPlansFeature, loggedIn }: InstalmentsAudience): InstalmentsRefusal | undefined {
  if (paymentPlansFeature !== true) return 'notOffered';
  if (checkout.type !== undefined && checkout.type !== 'transaction') return 'notOffered';
  const items = checkout.items ?? [];
  if (items.length === 0 || items.some((item) => item.eventId !== eventId)) return 'notOffered';
  if ((checkout.redeemedVouchers?.vouchers ?? []).some((voucher) => voucher.type !== undefined && voucher.type !== null)) return 'notOffered';
  if (items.some((item) => (item.additionalItems ?? []).some((line) => line.type === 'additionalFee'))) return 'notOffered';
  return loggedIn ? undefined : 'loginRequired';
}
