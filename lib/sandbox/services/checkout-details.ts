import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import type { CheckoutDetailsOptions } from '../../domain/checkout-details.ts';
import { checkoutDetailsSchema } from '../../domain/checkout-details.ts';
import { PHONE_RULES } from '../../domain/phone.ts';
import { checkoutDetailsOptionsFor } from '../../domain/checkout-details-options.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { hashPassword } from '../auth.ts';
import { coded } from '../http/errors.ts';
import { requireOpen } from './checkouts.ts';
import { linesOf } from './cart-pricing.ts';
import { sellerDataFields } from './data-fields.ts';

/**
 * Checkout step 2 (spec 02 §2, §5): the details form validated with the one schema of
 * lib/domain/checkout-details.ts, its options built from the checkout's events, the seller and
 * its CHECKOUT-scope data fields. The buyer's password (create account) is kept only as a hash
 * apart from the checkout until the account is created at payment.
 */

export function detailsOptions(ctx: SandboxContext, checkout: Checkout): CheckoutDetailsOptions {
  const sellerId = checkout.sellerId ?? '';
  const items = checkout.items ?? [];
  return checkoutDetailsOptionsFor({
    seller: ctx.store.get('sellers', sellerId),
    events: items.flatMap((item) => ctx.store.get('events', item.eventId) ?? []),
    lines: items.flatMap(linesOf),
    dataFields: sellerDataFields(ctx, sellerId, 'CHECKOUT'),
  });
}

export function saveDetails(ctx: SandboxContext, checkout: Checkout, raw: unknown): Checkout {
  requireOpen(checkout);
  const parsed = checkoutDetailsSchema(detailsOptions(ctx, checkout), PHONE_RULES).safeParse(raw);
  if (!parsed.success) throw coded(400, 'invalidInput', 'Invalid checkout details', undefined, fieldErrors(parsed.error.issues));
  const details = parsed.data;
  if (details.createAccount && details.password) {
    ctx.store.put('checkoutAccounts', { _id: checkout._id, passwordHash: hashPassword(details.password) }, { sellerId: checkout.sellerId });
  } else {
    ctx.store.delete('checkoutAccounts', checkout._id);
  }
  const next: Checkout = {
    ...checkout,
    email: details.email,
    firstname: details.prename,
    lastname: details.lastname,
    company: details.company ?? null,
    address: {
      street: details.street ?? null,
      postal: details.postal ?? null,
      city: details.city ?? null,
      country: details.country,
      state: details.state ?? null,
    },
    phone: details.phone ?? null,
    deliveryAddress: details.deliveryAddress ?? null,
    extraFields: details.extraFields,
  };
  return ctx.store.put('checkouts', next);
}
