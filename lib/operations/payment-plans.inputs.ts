import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

/** Bodies of the payment plan operations (lib/operations/payment-plans.ts). */

/** The customer's own saved method the plan moves to. */
export const changePaymentPlanMethodInput = z.object({ customerPaymentMethodId: idInput }).strict();
