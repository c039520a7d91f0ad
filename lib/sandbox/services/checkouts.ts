import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { coded } from '../http/errors.ts';
import { cancelOpenPaymentRequests } from './payment-requests.ts';
import { releaseCheckoutTickets } from './cart-tickets.ts';
import { secretsMatch } from './ids.ts';

export { newId, newSecret, secretsMatch } from './ids.ts';

/** How long a checkout holds its tickets before the reservation is released. */
export const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;

export const checkoutExpired = () => coded(409, 'checkoutExpired', 'Checkout expired');

/**
 * An open checkout past its expiry becomes `expired`: its tickets turn invalid and stop counting,
 * and an unpaid payment request is canceled. Done lazily by whoever reads it first.
 */
function expireIfDue(ctx: SandboxContext, checkout: Checkout): Checkout {
  if (checkout.status !== 'open' || !checkout.expiresAt || Date.parse(checkout.expiresAt) > ctx.now().getTime()) return checkout;
  return ctx.store.transaction(() => {
    releaseCheckoutTickets(ctx, checkout._id, 'expired');
    cancelOpenPaymentRequests(ctx, checkout._id);
    ctx.store.delete('checkoutAccounts', checkout._id);
    return ctx.store.put('checkouts', { ...checkout, status: 'expired' });
  });
}

/** The checkout behind an id (internal callers that checked a secret of their own, e.g. a payment request's). */
export function checkoutById(ctx: SandboxContext, id: string): Checkout {
  const checkout = ctx.store.get('checkouts', id);
  if (!checkout) throw coded(404, 'checkoutNotFound', 'Checkout not found');
  return expireIfDue(ctx, checkout);
}

/**
 * The checkout behind an id and secret, with an elapsed reservation turned into `expired` first,
 * so every caller sees the same state the countdown showed.
 */
export function loadCheckout(ctx: SandboxContext, id: string, secret: string | undefined): Checkout {
  const checkout = ctx.store.get('checkouts', id);
  // A wrong secret is answered like an unknown id, so the answer never confirms that an id exists.
  if (!checkout || !secretsMatch(checkout.secret, secret)) throw coded(404, 'checkoutNotFound', 'Checkout not found');
  return expireIfDue(ctx, checkout);
}

export function requireOpen(checkout: Checkout): void {
  if (checkout.status === 'expired') throw checkoutExpired();
  if (checkout.status !== 'open') throw coded(409, 'checkoutClosed', `Checkout is ${checkout.status ?? 'closed'}`);
}
