import { logOut } from '@/lib/operations/session';
import { route } from '@/lib/http/route';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { logout } from '@/lib/ticketing/customers';
import { readSession, writeSession } from '@/lib/session/server';
import { withoutLogin } from '@/lib/session/cookie';
import { logoutDestination } from '@/lib/session/logout-destination';

/** The login ends here even when the API's logout fails: the cookie no longer holds it. */
export const POST = route(logOut)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const session = await readSession();
  const login = session.logins[seller._id];
  if (login) await logout(ticketing(), login.token);
  await writeSession(withoutLogin(session, seller._id), url);
  return { redirectTo: logoutDestination(seller) };
});
