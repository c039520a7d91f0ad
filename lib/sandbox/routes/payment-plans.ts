import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, queryObject, readJson } from '../http/respond.ts';
import { badRequest } from '../http/errors.ts';
import { paymentRequestBySecret } from '../services/payments.ts';
import {
  changePlanPaymentMethod,
  changePlanStatus,
  fastForwardPlan,
  payOffPlan,
  paymentPlanBySecret,
  paymentPlanOfTransaction,
  selectPaymentOption,
} from '../services/payment-plans.ts';
import { paymentPlanStatusSchema } from '../../ticketing/schemas/payment-plan.ts';

/**
 * Payment plans (spec 02 §7 Payments and Payment plans; ADR 0029): choosing an instalment
 * option for a payment request, reading a plan by its secret or its order's, changing its payment
 * method or status, paying off the rest, and the sandbox's clock control. The secret is the
 * capability; every change is one store transaction, so a refused one leaves nothing behind.
 */

/** The secret from the query; a missing one is a wrong one (404, like an unknown id). */
const secretOf = (url: URL) => z.string().optional().catch(undefined).parse(queryObject(url).secret);

const optionalId = z.string().min(1).max(200).nullish();

const selectOptionSchema = z.object({
  secret: z.string().min(1),
  paymentStrategyId: optionalId,
  paymentOptionId: optionalId,
});

const updatePlanSchema = z.object({
  secret: z.string().min(1),
  customerPaymentMethodId: z.string().min(1).max(200).optional(),
  status: paymentPlanStatusSchema.optional(),
});

const secretBodySchema = z.object({ secret: z.string().min(1) });
const fastForwardSchema = z.object({ secret: z.string().min(1), until: z.iso.datetime({ offset: true }).optional() });

export const paymentPlanRoutes: Route<SandboxContext>[] = [
  {
    // Update payment request (spec 01 §7): the instalment option it pays, or none (in full).
    method: 'PUT',
    path: '/api/payments/requests/:id',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, selectOptionSchema);
      return json(ctx.store.transaction(() => selectPaymentOption(ctx, paymentRequestBySecret(ctx, params.id ?? '', input.secret), input)));
    },
  },
  {
    method: 'GET',
    path: '/api/public/transactions/:id/payment-plan',
    handle: ({ url, params, ctx }) => json(ctx.store.transaction(() => paymentPlanOfTransaction(ctx, params.id ?? '', secretOf(url)))),
  },
  {
    method: 'GET',
    path: '/api/public/payments/plans/:id',
    handle: ({ url, params, ctx }) => json(ctx.store.transaction(() => paymentPlanBySecret(ctx, params.id ?? '', secretOf(url)))),
  },
  {
    method: 'PUT',
    path: '/api/public/payments/plans/:id',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, updatePlanSchema);
      if (input.customerPaymentMethodId === undefined && input.status === undefined) throw badRequest('Nothing to change', { customerPaymentMethodId: ['required'] });
      return json(
        ctx.store.transaction(() => {
          let plan = paymentPlanBySecret(ctx, params.id ?? '', input.secret);
          if (input.customerPaymentMethodId !== undefined) plan = changePlanPaymentMethod(ctx, plan, input.customerPaymentMethodId);
          if (input.status !== undefined) plan = changePlanStatus(ctx, plan, input.status);
          return plan;
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/public/payments/plans/:id/complete',
    handle: async ({ request, params, ctx }) => {
      const { secret } = await readJson(request, secretBodySchema);
      return json(ctx.store.transaction(() => payOffPlan(ctx, paymentPlanBySecret(ctx, params.id ?? '', secret))));
    },
  },
  {
    // Sandbox-only test control: the plan's clock jumps to its next due date (or `until`) and what is due is charged.
    method: 'POST',
    path: '/api/sandbox/payment-plans/:id/fast-forward',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, fastForwardSchema);
      return json(ctx.store.transaction(() => fastForwardPlan(ctx, paymentPlanBySecret(ctx, params.id ?? '', input.secret), input.until)));
    },
  },
];
