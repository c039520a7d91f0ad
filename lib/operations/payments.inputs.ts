import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

export const verifyPaymentInput = z.object({
  secret: idInput,
  paymentGatewayId: idInput,
  data: z.object(
    {
      cardNumber: z.string({ error: 'invalid' }).max(40, 'tooLong').optional(),
      expiry: z.string({ error: 'invalid' }).max(10, 'tooLong').optional(),
      cvc: z.string({ error: 'invalid' }).max(10, 'tooLong').optional(),
      redirectResult: z.string({ error: 'invalid' }).min(1, 'required').max(200, 'tooLong').optional(),
      // What Stripe's and Adyen's forms report back, for the server to verify with the gateway.
      paymentIntentId: z.string({ error: 'invalid' }).max(200, 'tooLong').optional(),
      resultCode: z.string({ error: 'invalid' }).max(50, 'tooLong').optional(),
      // A saved card of the customer, paid with its CVC instead of a card number (spec 02 §5).
      customerPaymentMethodId: z.string({ error: 'invalid' }).min(1, 'required').max(200, 'tooLong').optional(),
    },
    { error: 'required' },
  ),
});
