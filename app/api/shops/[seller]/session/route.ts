import { currentAccount, logIn } from '@/lib/operations/session';
import { route } from '@/lib/http/route';
import { orRefuse, refuse, tooManyRequests } from '@/lib/http/refusal';
import { accountShopOf } from '@/lib/http/route-steps';
import { clientAddressOf } from '@/lib/http/rate-limit';
import { ticketing } from '@/lib/ticketing/server';
import { login } from '@/lib/ticketing/customers';
import { readSession, writeSession } from '@/lib/session/server';
import { withLogin } from '@/lib/session/cookie';
import { loginThrottle } from '@/lib/session/login';
import { accountHeader } from '@/lib/shop/account-header';

/**
 * Only failed logins count, per shop and e-mail and per shop and client address; they slow the
 * next attempt (429 with Retry-After, at most a minute), never lock the account (lib/session/login.ts).
 */
export const POST = route(logIn)(async ({ params, input, request, url }) => {
  const seller = await accountShopOf(params.seller);
  const attempt = { sellerId: seller._id, email: input.email, address: clientAddressOf(request) };
  const throttle = loginThrottle();
  const waitSeconds = throttle.waitFor(attempt);
  if (waitSeconds !== undefined) throw tooManyRequests(waitSeconds, 'Too many login attempts. Please wait and try again.');

  const result = await login(ticketing(), { sellerId: seller._id, ...input });
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) {
    throttle.recordFailure(attempt);
    throw refuse(401, 'invalidCredentials', undefined, 'Invalid email or password');
  }
  const { token, expiresAt, customer } = orRefuse(result);
  throttle.recordSuccess(attempt);
  await writeSession(withLogin(await readSession(), seller._id, { customerId: customer._id, token, expiresAt, shop: seller.slug ?? seller._id }), url);
  return { customer: { _id: customer._id, verified: customer.verified ?? false } };
});

/** Who is logged in, for the account pill of the shop's pages served from the cache (ADR 0038). */
export const GET = route(currentAccount)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const { displayName, entries } = await accountHeader(seller, `/${seller.slug ?? seller._id}`);
  return entries ? { displayName, entries } : {};
});
