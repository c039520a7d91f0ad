import { bearerToken, customerIdForToken } from '../auth.ts';
import { unauthorized } from '../http/errors.ts';
import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';

/** The customer whose bearer token the request carries, or a 401. */
export function requireCustomer(ctx: SandboxContext, request: Request): Customer {
  const token = bearerToken(request);
  const customerId = token ? customerIdForToken(ctx.db, token, ctx.now()) : undefined;
  const customer = customerId ? ctx.store.get('customers', customerId) : undefined;
  if (!customer) throw unauthorized();
  return customer;
}

/** The customer of a bearer token when the request carries a valid one; calls work without (guests). */
export function optionalCustomerId(ctx: SandboxContext, request: Request): string | undefined {
  const token = bearerToken(request);
  return token ? customerIdForToken(ctx.db, token, ctx.now()) : undefined;
}
