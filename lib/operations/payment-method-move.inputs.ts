import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

/** Bodies of the move operations (lib/operations/payment-method-move.ts). */

const ids = z.array(idInput, { error: 'invalid' }).max(100, 'tooLarge');

/** At least one subscription or plan (spec 01 §5: the modal updates the chosen ones). */
export const moveToPaymentMethodInput = z
  .object({ subscriptionIds: ids.default([]), paymentPlanIds: ids.default([]) })
  .strict()
  .refine((input) => input.subscriptionIds.length + input.paymentPlanIds.length > 0, { message: 'required', path: ['subscriptionIds'] });

export const changePaymentMethodInput = z.object({ customerPaymentMethodId: idInput }).strict();
