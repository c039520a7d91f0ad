import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, readJson } from '../http/respond.ts';
import { SandboxHttpError } from '../http/errors.ts';
import { bearerToken, findCredentials, issueToken, revokeToken, verifyPassword } from '../auth.ts';
import { requireCustomer } from '../services/customers.ts';

const loginSchema = z.object({
  sellerId: z.string().min(1),
  email: z.string().trim().min(1),
  password: z.string().min(1),
});

export const customerRoutes: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/public/customers/login',
    handle: async ({ request, ctx }) => {
      const input = await readJson(request, loginSchema);
      const credentials = findCredentials(ctx.db, input.sellerId, input.email);
      const customer = credentials ? ctx.store.get('customers', credentials.customerId) : undefined;
      // One answer for an unknown e-mail and a wrong password, so logins cannot probe for accounts.
      if (!credentials || !customer || !verifyPassword(input.password, credentials.passwordHash)) {
        throw new SandboxHttpError(401, 'Invalid email or password');
      }
      const { token, expiresAt } = issueToken(ctx.db, customer._id, ctx.now());
      return json({ token, expiresAt, customer });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/me',
    handle: ({ request, ctx }) => json(requireCustomer(ctx, request)),
  },
  {
    method: 'POST',
    path: '/api/customers/me/logout',
    handle: ({ request, ctx }) => {
      requireCustomer(ctx, request);
      const token = bearerToken(request);
      if (token) revokeToken(ctx.db, token);
      return new Response(null, { status: 204 });
    },
  },
];
