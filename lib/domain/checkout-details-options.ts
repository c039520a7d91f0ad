import type { DataField } from '../ticketing/schemas/data-field.ts';
import type { Event } from '../ticketing/schemas/event.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { CheckoutDetailsOptions } from './checkout-details.ts';

/**
 * The options of the checkout step 2 schema (checkout-details.ts) for one checkout, so the form,
 * the route handler and the sandbox build the same schema from the same data:
 *
 * - companyRequired when any event of the checkout enforces a company;
 * - capturePhone when the seller captures phone numbers (features.capturePhone);
 * - a different delivery address is allowed when something is posted: a line delivered as a hard
 *   ticket (the spec ties delivery addresses to hard tickets only);
 * - extraFields are the seller's CHECKOUT-scope data fields (event-level extra fields);
 * - no fulfillment types or required consents: the sandbox offers none yet.
 */
export function checkoutDetailsOptionsFor(input: {
  seller: Pick<Seller, 'features'> | null | undefined;
  events: readonly Pick<Event, 'companyRequired'>[];
  lines: readonly { asHardTicket?: boolean | null | undefined }[];
  dataFields: readonly DataField[];
}): CheckoutDetailsOptions {
  return {
    companyRequired: input.events.some((event) => event.companyRequired === true),
    capturePhone: input.seller?.features?.capturePhone === true,
    deliveryAddressAllowed: input.lines.some((line) => line.asHardTicket === true),
    extraFields: input.dataFields.filter((field) => field.scope === 'CHECKOUT'),
  };
}
