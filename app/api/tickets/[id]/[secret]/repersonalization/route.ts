import { requestRepersonalization } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orUnknownLink, unknownLink } from '@/lib/http/by-secret';
import { actionSeller, openAsCart } from '@/lib/http/action-checkout';
import { ticketing } from '@/lib/ticketing/server';
import { getTicketTransaction } from '@/lib/ticketing/transactions';
import { personalizeTicket as personalize, requestRepersonalization as openFeeCheckout } from '@/lib/ticketing/personalization';
import { abortCheckout } from '@/lib/ticketing/checkouts';

/**
 * The fee's checkout is opened, the new details are left with it, and it becomes the shop's cart
 * (step 2 pays the cart). Every URL is built here: the order page to come back to (step 2
 * continues there once paid) and step 2 to go to. A ticket of no order has no page to come back
 * to and is answered like an unknown one.
 */
export const POST = route(requestRepersonalization)(async ({ params, input, url }) => {
  const client = ticketing();
  const transaction = orUnknownLink(await getTicketTransaction(client, params.id, params.secret), 'ticket');
  if (!transaction.secret) throw unknownLink('ticket');
  const seller = await actionSeller(transaction.sellerId);
  const orderPage = `/transaction/${encodeURIComponent(transaction.tid)}/${encodeURIComponent(transaction.secret)}`;
  const successUrl = new URL(orderPage, url.origin).toString();
  const checkout = orUnknownLink(await openFeeCheckout(client, { successUrl, tickets: [{ _id: params.id, secret: params.secret }] }), 'ticket');
  const item = checkout.items[0];
  if (!item) throw unknownLink('ticket');
  // The details wait on the checkout; refused ones (field codes) give the checkout up again.
  const details = await personalize(client, params.id, params.secret, input);
  if (!details.ok) {
    await abortCheckout(client, checkout._id, checkout.secret);
    orUnknownLink(details, 'ticket');
  }
  return openAsCart(seller, checkout, url, { step: '2', ...(item.shopId ? { shopId: item.shopId } : {}), continueTo: orderPage });
});
