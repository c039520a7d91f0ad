import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { findSeller } from './sellers.ts';
import { loadCheckout } from '../services/checkouts.ts';
import { optionalCustomerId } from '../services/customers.ts';
import { authorizeRedirect, openPaymentRequest, paymentRequestBySecret, processorSession, sellerGateways, verifyPayment } from '../services/payments.ts';
import { salesChannelSchema } from '../../ticketing/schemas/common.ts';
import { verifySetupRequest } from '../services/payment-method-setup.ts';
import { checkPlanGateway, startPaymentPlanOfRequest } from '../services/payment-plans.ts';

/**
 * Payments (spec 02 §7 Payments): a seller's gateways, payment requests for a checkout, the
 * processor session, verification, and the sandbox bank's authorization step (sandbox only).
 */

const secretQuerySchema = z.object({ secret: z.string().min(1) });
const gatewaysQuerySchema = z.object({ channel: salesChannelSchema.optional() });
const createSchema = z.object({ secret: z.string().min(1), paymentGatewayId: z.string().min(1) });
/** A same-origin path: the sandbox bank sends the browser back to it. */
const returnPath = z.string().max(2000).regex(/^\/(?![/\\])/, 'invalidReturnUrl');
const processorSchema = z.object({ secret: z.string().min(1), paymentGatewayId: z.string().min(1), returnUrl: returnPath, storePaymentMethod: z.boolean().optional() });
const verifySchema = z.object({
  secret: z.string().min(1),
  paymentGatewayId: z.string().min(1),
  data: z.object({
    cardNumber: z.string().max(40).optional(),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(10).optional(),
    redirectResult: z.string().min(1).max(200).optional(),
    // One of the customer's saved cards, paid with its CVC (spec 02 §5).
    customerPaymentMethodId: z.string().min(1).max(200).optional(),
  }),
});
const authorizeSchema = z.object({ request: z.string().min(1), secret: z.string().min(1), approve: z.boolean() });

export const paymentRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/public/sellers/:slugOrId/payment-gateways',
    handle: ({ url, params, ctx }) => {
      const { channel } = parseOr400(gatewaysQuerySchema, queryObject(url));
      const seller = findSeller(ctx, params.slugOrId ?? '');
      if (!seller) throw notFound('Seller');
      return json({ gateways: sellerGateways(ctx, seller._id, channel) });
    },
  },
  {
    method: 'POST',
    path: '/api/public/checkouts/:id/payment-request',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, createSchema);
      const customerId = optionalCustomerId(ctx, request);
      return json(
        ctx.store.transaction(() => openPaymentRequest(ctx, loadCheckout(ctx, params.id ?? '', input.secret), { paymentGatewayId: input.paymentGatewayId, customerId })),
      );
    },
  },
  {
    method: 'GET',
    path: '/api/payments/requests/:id',
    handle: ({ url, params, ctx }) => {
      const { secret } = parseOr400(secretQuerySchema, queryObject(url));
      return json(paymentRequestBySecret(ctx, params.id ?? '', secret));
    },
  },
  {
    method: 'POST',
    path: '/api/payments/requests/:id/processor',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, processorSchema);
      return json(ctx.store.transaction(() => processorSession(ctx, paymentRequestBySecret(ctx, params.id ?? '', input.secret), input)));
    },
  },
  {
    method: 'POST',
    path: '/api/payments/requests/:id/verify',
    handle: async ({ request, params, ctx }) => {
      const input = await readJson(request, verifySchema);
      const setup = paymentRequestBySecret(ctx, params.id ?? '', input.secret);
      // A setup request saves a payment method instead of paying a checkout (spec 01 §4).
      if (setup.origin === 'setup') return json(ctx.store.transaction(() => verifySetupRequest(ctx, setup, { paymentGatewayId: input.paymentGatewayId, data: input.data })));
      const customerId = optionalCustomerId(ctx, request);
      const outcome = ctx.store.transaction(() => {
        const paying = paymentRequestBySecret(ctx, params.id ?? '', input.secret);
        // An order paid by instalments goes through a gateway its strategy allows; once paid, its plan starts.
        const refused = checkPlanGateway(ctx, paying, input.paymentGatewayId);
        if (refused) throw refused;
        const answer = verifyPayment(ctx, paying, { paymentGatewayId: input.paymentGatewayId, data: input.data, customerId });
        if (!('refused' in answer) && answer.status === 'succeeded') startPaymentPlanOfRequest(ctx, paying._id, input.paymentGatewayId, input.data);
        return answer;
      });
      if ('refused' in outcome) throw outcome.refused;
      return json(outcome);
    },
  },
  {
    // Sandbox only: the test bank's page (app/sandbox/gateway/authorize) records the buyer's decision.
    method: 'POST',
    path: '/api/sandbox/gateway/authorize',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, authorizeSchema);
      return json(ctx.store.transaction(() => authorizeRedirect(ctx, paymentRequestBySecret(ctx, input.request, input.secret), input.approve)));
    },
  },
];
