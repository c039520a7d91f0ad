import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

/** Bodies of the cart operations (lib/operations/cart.ts; contract in ADR 0009). */

const units = z.number({ error: 'invalid' }).int('invalid').min(1, 'tooSmall').max(100, 'tooLarge');

export const addToCartInput = z
  .object({
    eventId: idInput,
    tickets: z
      .array(
        z.object({
          ticketTypeId: idInput,
          amount: units,
          slotId: idInput.optional(),
          // Delivery as a hard ticket, where the event offers it (an addition to the ADR's contract).
          asHardTicket: z.boolean({ error: 'invalid' }).optional(),
        }),
        { error: 'invalid' },
      )
      .max(50, 'tooLarge')
      .optional(),
    products: z.array(z.object({ productId: idInput, amount: units }), { error: 'invalid' }).max(50, 'tooLarge').optional(),
    coupon: z.string({ error: 'invalid' }).trim().min(1, 'required').max(100, 'tooLong').optional(),
    bestAvailable: z.boolean({ error: 'invalid' }).optional(),
    // Seats the buyer holds on the seat map (ADR 0031): the hold's token, a bearer secret like a checkout's.
    seatingReservationToken: idInput.optional(),
    // A resale listing (an active resell offer of the event), bought whole (lib/operations/resale-listings.ts).
    resaleListingId: idInput.optional(),
    // The buyer's choice of a bundle offered with a ticket line of the cart (ADR 0026).
    bundle: z
      .object({
        bundleId: idInput,
        triggeredBy: idInput,
        components: z
          .array(z.object({ componentId: idInput, amount: z.number({ error: 'invalid' }).int('invalid').min(0, 'tooSmall').max(100, 'tooLarge') }), { error: 'invalid' })
          .max(50, 'tooLarge'),
      })
      .optional(),
  })
  .refine(
    (input) =>
      (input.tickets?.length ?? 0) + (input.products?.length ?? 0) > 0 ||
      input.coupon !== undefined ||
      input.bundle !== undefined ||
      input.seatingReservationToken !== undefined ||
      input.resaleListingId !== undefined,
    {
      message: 'required',
      path: ['tickets'],
    },
  );
export type AddToCartInput = z.input<typeof addToCartInput>;

export const declineBundleInput = z.object({ bundleId: idInput, triggeredBy: idInput });

export const removeFromCartInput = z.object({ lineId: idInput, confirm: z.boolean({ error: 'invalid' }).optional() });

export const adoptCartInput = z.object({ checkoutId: idInput, secret: idInput });

/** Step 2's details form: checked by the handler against lib/domain/checkout-details.ts with the cart's options. */
export const checkoutDetailsInput = z.record(z.string().max(100), z.unknown(), { error: 'invalid' });

export const startCartPaymentInput = z.object({
  paymentGatewayId: idInput,
  // Where a redirecting payment method returns to: a path of this site, checked by the handler.
  returnUrl: z.string({ error: 'required' }).min(1, 'required').max(2000, 'tooLong'),
  // The save-card checkbox (spec 02 §2): the gateway saves the method that pays; refused upstream where not allowed.
  storePaymentMethod: z.boolean({ error: 'invalid' }).optional(),
  // Paying by instalments: the option of the event's payment strategy (ADR 0029); absent pays in full.
  paymentOption: z.object({ paymentStrategyId: idInput, paymentOptionId: idInput }, { error: 'invalid' }).optional(),
});
