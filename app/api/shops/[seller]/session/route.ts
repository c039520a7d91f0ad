import { logIn } from '@/lib/operations/session';
import { route } from '@/lib/http/route';
import { orRefuse, refuse, tooManyRequests } from '@/lib/http/refusal';
import { accountShopOf } from '@/lib/http/route-steps';
import { clientAddressOf, createFailureLimiter } from '@/lib/http/rate-limit';
import { ticketing } from '@/lib/ticketing/server';
import { login } from '@/lib/ticketing/customers';
import { readSession, writeSession } from '@/lib/session/server';
import { withLogin } from '@/lib/session/cookie';
import { LOGIN_ADDRESS_LIMIT, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS } from '@/lib/session/login';

const failuresPerEmail = createFailureLimiter({ limit: LOGIN_ATTEMPT_LIMIT, windowMs: LOGIN_WINDOW_MS });
const failuresPerAddress = createFailureLimiter({ limit: LOGIN_ADDRESS_LIMIT, windowMs: LOGIN_WINDOW_MS });

/** Only failed logins count: per shop and e-mail, and per shop and client address. */
export const POST = route(logIn)(async ({ params, input, request, url }) => {
  const seller = await accountShopOf(params.seller);
  const emailKey = `${seller._id}:${input.email.toLowerCase()}`;
  const addressKey = `${seller._id}@${clientAddressOf(request)}`;
  const waitSeconds = failuresPerEmail.blockedFor(emailKey) ?? failuresPerAddress.blockedFor(addressKey);
  if (waitSeconds !== undefined) throw tooManyRequests(waitSeconds, 'Too many login attempts. Please wait and try again.');

  const result = await login(ticketing(), { sellerId: seller._id, ...input });
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) {
    failuresPerEmail.recordFailure(emailKey);
    failuresPerAddress.recordFailure(addressKey);
    throw refuse(401, 'invalidCredentials', undefined, 'Invalid email or password');
  }
  const { token, expiresAt, customer } = orRefuse(result);
  failuresPerEmail.reset(emailKey);
  await writeSession(withLogin(await readSession(), seller._id, { customerId: customer._id, token, expiresAt }), url);
  return { customer: { _id: customer._id, verified: customer.verified ?? false } };
});
