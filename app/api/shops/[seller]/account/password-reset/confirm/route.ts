import { confirmPasswordReset } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as password from '@/lib/ticketing/password';
import { readSession, writeSession } from '@/lib/session/server';
import { withoutLogin } from '@/lib/session/cookie';
import { clientAddressOf } from '@/lib/http/rate-limit';
import { loginThrottle } from '@/lib/session/login';

/**
 * The API ends the customer's sessions; this browser's login at the shop ends with them. The
 * answer does not say whose password changed, so the next login from this address skips the
 * account's failure delay once instead (lib/session/login.ts): an owner who reset the password
 * while someone guesses at it logs in straight away.
 */
export const POST = route(confirmPasswordReset)(async ({ params, input, request, url }) => {
  const seller = await accountShopOf(params.seller);
  const result = await password.confirmPasswordReset(ticketing(), input);
  // A 400 without field errors is the link: unknown, expired or used.
  if (!result.ok && result.error.kind === 'http' && result.error.status === 400 && !result.error.fieldErrors) {
    throw refuse(400, 'invalidToken', undefined, 'The reset link is invalid or has expired');
  }
  orRefuse(result);
  loginThrottle().recordReset({ sellerId: seller._id, address: clientAddressOf(request) });
  const session = await readSession();
  if (session.logins[seller._id]) await writeSession(withoutLogin(session, seller._id), url);
});
