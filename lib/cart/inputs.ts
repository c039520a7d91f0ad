import { z } from 'zod';
import { DATA_FIELD_SCOPES } from '../ticketing/schemas/data-field.ts';

/**
 * Bodies and queries of the cart, checkout and payment route handlers (ADR 0009 contract). Issue
 * messages are codes the UI maps to texts (required, invalid, tooLong, tooSmall, tooLarge). No
 * input ever carries an amount of money: prices come from the ticketing API.
 */

const id = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong');
const units = z.number({ error: 'invalid' }).int('invalid').min(1, 'tooSmall').max(100, 'tooLarge');

export const addToCartSchema = z
  .object({
    eventId: id,
    tickets: z
      .array(
        z.object({
          ticketTypeId: id,
          amount: units,
          slotId: id.optional(),
          // Delivery as a hard ticket, where the event offers it (an addition to the ADR's contract).
          asHardTicket: z.boolean({ error: 'invalid' }).optional(),
        }),
        { error: 'invalid' },
      )
      .max(50, 'tooLarge')
      .optional(),
    products: z.array(z.object({ productId: id, amount: units }), { error: 'invalid' }).max(50, 'tooLarge').optional(),
    coupon: z.string({ error: 'invalid' }).trim().min(1, 'required').max(100, 'tooLong').optional(),
    bestAvailable: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((input) => (input.tickets?.length ?? 0) + (input.products?.length ?? 0) > 0 || input.coupon !== undefined, { message: 'required', path: ['tickets'] });
export type AddToCartBody = z.infer<typeof addToCartSchema>;

export const removeFromCartSchema = z.object({ lineId: id, confirm: z.boolean({ error: 'invalid' }).optional() });

export const emptyBodySchema = z.object({});

export const adoptCartSchema = z.object({ checkoutId: id, secret: id });

export const startPaymentSchema = z.object({
  paymentGatewayId: id,
  // Where a redirecting payment method returns to: a path of this site, checked by the handler.
  returnUrl: z.string({ error: 'required' }).min(1, 'required').max(2000, 'tooLong'),
});

export const verifyPaymentSchema = z.object({
  secret: id,
  paymentGatewayId: id,
  data: z.object(
    {
      cardNumber: z.string({ error: 'invalid' }).max(40, 'tooLong').optional(),
      expiry: z.string({ error: 'invalid' }).max(10, 'tooLong').optional(),
      cvc: z.string({ error: 'invalid' }).max(10, 'tooLong').optional(),
      redirectResult: z.string({ error: 'invalid' }).min(1, 'required').max(200, 'tooLong').optional(),
    },
    { error: 'required' },
  ),
});

export const personalizeSchema = z.object({
  firstname: z.string({ error: 'invalid' }).max(200, 'tooLong').nullish(),
  lastname: z.string({ error: 'invalid' }).max(200, 'tooLong').nullish(),
  extraFields: z.record(z.string().max(100), z.unknown(), { error: 'invalid' }).optional(),
});

export const dataFieldsQuerySchema = z.object({
  eventId: id,
  ticketTypeId: id.optional(),
  scope: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(DATA_FIELD_SCOPES, { error: 'invalid' }))
    .optional(),
  locale: z.string().max(20).optional(),
});
