import { addToCart } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { refuse, Refusal } from '@/lib/http/refusal';
import { orRefuseSeatClaim } from '@/lib/http/seat-claim-refusal';
import { currentCartOf, customerTokenOf, shopOf } from '@/lib/http/route-steps';
import { clientAddressOf, createWindowLimiter, isLoopback, NO_ADDRESS } from '@/lib/http/rate-limit';
import { rememberCart } from '@/lib/cart/server';
import { ticketing } from '@/lib/ticketing/server';
import { addToCheckout, createCheckout, type AddToCheckoutInput } from '@/lib/ticketing/checkouts';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';

/**
 * Checkouts one anonymous client address may open in ten minutes: each holds tickets while it
 * lives. This machine (development, tests, a proxy whose hops are not configured) is not counted.
 */
export const CHECKOUT_OPENINGS_PER_ADDRESS = 60;
const openings = createWindowLimiter({ limit: CHECKOUT_OPENINGS_PER_ADDRESS, windowMs: 10 * 60_000 });

/**
 * Adds to the shop's cart. Without an open cart, the checkout is opened together with these items,
 * so a refused add creates nothing and sets no cookie; the same when the cart expired meanwhile.
 * A bundle choice (ADR 0026) is only ever made in the open cart. Seats held on the seat map come
 * with their hold's token (ADR 0031); a refused claim leaves them held and names the seats at fault.
 */
export const POST = route(addToCart)(async ({ params, input, url, request }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const client = ticketing();
  const cart = await currentCartOf(seller, url, token);
  const add: AddToCheckoutInput = {
    eventId: input.eventId,
    items: input.tickets ?? [],
    products: input.products ?? [],
    coupons: input.coupon ? [input.coupon] : [],
    ...(input.bestAvailable !== undefined ? { bestAvailable: input.bestAvailable } : {}),
    ...(input.bundle ? { bundle: input.bundle } : {}),
    ...(input.seatingReservationToken ? { seatingReservationToken: input.seatingReservationToken } : {}),
    ...(input.resaleListingId ? { listings: [input.resaleListingId] } : {}),
  };

  const openWithItems = async (): Promise<Checkout> => {
    const address = clientAddressOf(request);
    const wait = token || address === NO_ADDRESS || isLoopback(address) ? undefined : openings.take(`${seller._id}@${address}`);
    if (wait !== undefined) throw new Refusal(429, 'rateLimited', { details: { retryAfterSeconds: wait }, headers: { 'retry-after': String(wait) } });
    const opened = orRefuseSeatClaim(await createCheckout(client, { sellerId: seller._id, add }, token));
    await rememberCart(seller._id, { checkoutId: opened._id, secret: opened.secret ?? '' }, url);
    return opened;
  };

  // A bundle goes with a ticket line of this cart: a new checkout would have no such line.
  if (input.bundle && cart?.checkout.status !== 'open') throw refuse(404, 'noCart');
  if (cart?.checkout.status !== 'open') return { cart: await openWithItems() };
  const added = await addToCheckout(client, cart.ref.checkoutId, cart.ref.secret, add, token);
  if (!input.bundle && !added.ok && added.error.kind === 'http' && (added.error.upstreamCode === 'checkoutExpired' || added.error.upstreamCode === 'checkoutClosed')) {
    return { cart: await openWithItems() };
  }
  return { cart: orRefuseSeatClaim(added) };
});
