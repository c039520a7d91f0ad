import { getMoveOffer, moveToPaymentMethod } from '@/lib/operations/payment-method-move';
import { route } from '@/lib/http/route';
import { accountShopOf, verifiedCustomerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { loadMoveContext, moveChosen, moveOffer } from '@/lib/account/payment-method-move';
import type { TicketingError } from '@/lib/ticketing/errors';

/** Spec 01 §8: a list that fails in the account pages is ignored; the log says so. */
const ignoreListFailure = (what: string, error: TicketingError) => console.warn(`account: ${what} failed to load and offer nothing to move (spec 01 §8): ${error.message}`);

/** What may move to the session customer's method (spec 01 §4-5). */
export const GET = route(getMoveOffer)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const { token } = await verifiedCustomerOf(seller);
  const context = await loadMoveContext({ client: ticketing(), token }, params.id, ignoreListFailure);
  return moveOffer(context, seller.features);
});

/** Moves the chosen subscriptions and plans that still qualify; the answer names what failed. */
export const POST = route(moveToPaymentMethod)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const { token } = await verifiedCustomerOf(seller);
  const access = { client: ticketing(), token };
  const context = await loadMoveContext(access, params.id, ignoreListFailure);
  return moveChosen(access, context, seller.features, input);
});
