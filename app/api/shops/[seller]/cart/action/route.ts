import { getCartAction } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { cartOf } from '@/lib/cart/server';
import { shopOf } from '@/lib/http/route-steps';
import type { Result } from '@/lib/ticketing/errors';
import { ticketing } from '@/lib/ticketing/server';
import { getRebookingInfo } from '@/lib/ticketing/rebooking';
import { getUpgradeCheckoutInfo } from '@/lib/ticketing/upgrades';
import type { CartAction } from '@/lib/ticket-actions/cart-action';

/** The API's 404 for a checkout that is not that action's is "not this one", not a failure. */
function unlessUnknown<T>(result: Result<T>): T | null {
  if (!result.ok && result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 403)) return null;
  return orRefuse(result);
}

/** A cart opened by a rebooking or an upgrade says so; any other cart has no action. */
export const GET = route(getCartAction)(async ({ params }) => {
  const seller = await shopOf(params.seller);
  const ref = await cartOf(seller._id);
  if (!ref) return { action: null };
  const client = ticketing();
  const [rebooking, upgrade] = await Promise.all([getRebookingInfo(client, ref.checkoutId, ref.secret), getUpgradeCheckoutInfo(client, ref.checkoutId, ref.secret)]);
  const rebooked = unlessUnknown(rebooking);
  if (rebooked) {
    const action: CartAction = { kind: 'rebooking', credit: rebooked.credit, fee: rebooked.fee, currency: rebooked.currency, ticketCount: rebooked.ticketIds.length, ticketIds: rebooked.ticketIds, targetEventId: rebooked.targetEventId };
    return { action };
  }
  const upgraded = unlessUnknown(upgrade);
  if (upgraded) {
    const action: CartAction = { kind: 'upgrade', credit: upgraded.credit, fee: 0, currency: upgraded.currency, ticketCount: upgraded.ticketIds.length, ticketIds: upgraded.ticketIds, targetEventId: upgraded.targetEventId };
    return { action };
  }
  return { action: null };
});
