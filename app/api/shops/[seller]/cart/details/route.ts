import { saveCheckoutDetails } from '@/lib/operations/cart';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse } from '@/lib/http/refusal';
import { fieldErrors } from '@/lib/http/field-errors';
import { customerTokenOf, requiredCartOf, shopOf } from '@/lib/http/route-steps';
import { checkoutDetailsSchema } from '@/lib/domain/checkout-details';
import { PHONE_RULES } from '@/lib/domain/phone';
import { checkoutDetailsOptionsFor } from '@/lib/domain/checkout-details-options';
import { ticketing } from '@/lib/ticketing/server';
import { putCheckoutDetails } from '@/lib/ticketing/checkouts';
import { getPublicEvent } from '@/lib/ticketing/events';
import { resolveDataFields } from '@/lib/ticketing/data-fields';

/**
 * Checks step 2 with the form's own schema (options from the cart's events, the seller and its
 * checkout data fields): 400 with the spec's codes per field (spec 02 §5).
 */
export const POST = route(saveCheckoutDetails)(async ({ params, input, url }) => {
  const seller = await shopOf(params.seller);
  const token = await customerTokenOf(seller);
  const { ref, checkout } = await requiredCartOf(seller, url, token);
  if (checkout.status !== 'open') throw refuse(409, checkout.status === 'expired' ? 'checkoutExpired' : 'checkoutClosed');

  const client = ticketing();
  const items = checkout.items ?? [];
  const [events, fields] = await Promise.all([
    Promise.all(items.map(async (item) => orRefuse(await getPublicEvent(client, item.eventId, 'en')))),
    resolveDataFields(client, { sellerId: seller._id, scope: 'CHECKOUT' }).then(orRefuse),
  ]);
  const options = checkoutDetailsOptionsFor({
    seller,
    events,
    lines: items.flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]),
    dataFields: fields,
  });
  const details = checkoutDetailsSchema(options, PHONE_RULES).safeParse(input);
  if (!details.success) throw invalidInput(fieldErrors(details.error.issues));
  return { cart: orRefuse(await putCheckoutDetails(client, ref.checkoutId, ref.secret, input, token)) };
});
