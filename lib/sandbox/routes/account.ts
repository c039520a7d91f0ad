import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { badRequest, conflict, unauthorized } from '../http/errors.ts';
import { requireCustomer } from '../services/customers.ts';
import { applyEdit, editMeSchema } from '../services/customer-profile.ts';
import { confirmPasswordReset, requestPasswordReset, sendVerificationMail, verifyCustomer } from '../services/account-mail-flows.ts';
import { findSeller } from './sellers.ts';

/** Managing the account itself: edit me, password reset, e-mail verification (spec 01 §5, §7). */

const passwordResetSchema = z.object({
  sellerId: z.string().min(1),
  email: z.string().trim().min(1).max(320),
  language: z.string().max(35).optional(),
});

const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(8, 'at least 8 characters').max(200),
});

const verifySchema = z.object({ token: z.string().min(1).max(200) });

const noContent = () => new Response(null, { status: 204 });

export const accountRoutes: Route<SandboxContext>[] = [
  {
    method: 'PUT',
    path: '/api/customers/me',
    handle: async ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      const edit = await readJson(request, editMeSchema);
      const updated = ctx.store.update('customers', customer._id, (current) => applyEdit(current, edit));
      if (!updated) throw unauthorized();
      return json(updated);
    },
  },
  {
    method: 'POST',
    path: '/api/public/customers/password-reset',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, passwordResetSchema);
      const seller = findSeller(ctx, input.sellerId);
      if (seller) requestPasswordReset(ctx, seller, input.email, input.language);
      // Always 204: the answer must not tell whether the e-mail has an account (spec 01 §5).
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/api/public/customers/password-reset/confirm',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, passwordResetConfirmSchema);
      if (!confirmPasswordReset(ctx, input.token, input.password)) throw badRequest('The reset link is invalid or has expired');
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/api/customers/me/verification-mail',
    handle: ({ request, ctx }) => {
      const customer = requireCustomer(ctx, request);
      if (customer.verified) throw conflict('The customer is already verified');
      if (!customer.primaryEmail) throw conflict('The customer has no e-mail address to verify');
      const outcome = sendVerificationMail(ctx, customer, ctx.store.get('sellers', customer.sellerId ?? ''));
      if (outcome.sent) return noContent();
      const waitSeconds = Math.max(1, Math.ceil((Date.parse(outcome.nextAllowedAt) - ctx.now().getTime()) / 1000));
      const response = json(
        {
          statusCode: 429,
          message: `The next verification mail can be requested at ${outcome.nextAllowedAt}`,
          nextVerificationMailRequest: outcome.nextAllowedAt,
        },
        429,
      );
      response.headers.set('retry-after', String(waitSeconds));
      return response;
    },
  },
  {
    method: 'POST',
    path: '/api/public/customers/verify',
    handle: async ({ request, ctx }) => {
      const { token } = await readJson(request, verifySchema);
      if (!verifyCustomer(ctx, token)) throw badRequest('The verification link is invalid or has expired');
      return noContent();
    },
  },
];
