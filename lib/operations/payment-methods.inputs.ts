import { z } from 'zod';
import { emptyInput, idInput } from './shared.inputs.ts';
import { isSameOriginPath } from '../cart/return-path.ts';

/**
 * Bodies and queries of the payment methods operations (lib/operations/payment-methods.ts; spec 01
 * §4-5). The bank details are checked by lib/domain/bank-account.ts; their codes are the field
 * errors the form shows.
 */

const detail = (max: number) => z.string({ error: 'invalid' }).max(max, 'tooLong').optional();

export const startSetupInput = emptyInput;

export const setupProcessorInput = z.object({
  secret: idInput,
  paymentGatewayId: idInput,
  // A path of this site: where a redirecting form (3-D Secure, a bank page) comes back to.
  returnUrl: z.string({ error: 'required' }).max(2000, 'tooLong').refine(isSameOriginPath, 'invalid'),
});

export const verifySetupInput = z.object({
  secret: idInput,
  paymentGatewayId: idInput,
  data: z.object(
    {
      cardNumber: detail(40),
      expiry: detail(10),
      cvc: detail(10),
      redirectResult: z.string({ error: 'invalid' }).min(1, 'required').max(200, 'tooLong').optional(),
      // What Stripe's and Adyen's forms report back, for the server to verify with the gateway.
      setupIntentId: detail(200),
      resultCode: detail(50),
    },
    { error: 'required' },
  ),
});

export const setupStatusInput = z.object({ secret: idInput });

/** The gateway decides which details apply (SEPA or ACH); the handler checks them against it. */
export const addCustomMethodInput = z.object({
  gatewayId: idInput,
  data: z.object(
    {
      iban: detail(64),
      bic: detail(20),
      accountNumber: detail(34),
      routingNumber: detail(20),
      accountHolderName: detail(200),
    },
    { error: 'required' },
  ),
});

export const methodActionInput = emptyInput;
