import { confirmPasswordReset } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import * as password from '@/lib/ticketing/password';
import { readSession, writeSession } from '@/lib/session/server';
import { withoutLogin } from '@/lib/session/cookie';

/** The API ends the customer's sessions; this browser's login at the shop ends with them. */
export const POST = route(confirmPasswordReset)(async ({ params, input, url }) => {
  const seller = await accountShopOf(params.seller);
  const result = await password.confirmPasswordReset(ticketing(), input);
  // A 400 without field errors is the link: unknown, expired or used.
  if (!result.ok && result.error.kind === 'http' && result.error.status === 400 && !result.error.fieldErrors) {
    throw refuse(400, 'invalidToken', undefined, 'The reset link is invalid or has expired');
  }
  orRefuse(result);
  const session = await readSession();
  if (session.logins[seller._id]) await writeSession(withoutLogin(session, seller._id), url);
});
