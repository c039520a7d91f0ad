import 'server-only';
import { currentLogin } from '../session/server.ts';
import { ticketing } from '../ticketing/server.ts';
import { getMe } from '../ticketing/customers.ts';
import { accountPillName } from '../domain/customer-name.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';

/** The account pill's data: where it leads, and the logged-in customer's display name. */
export async function accountHeader(seller: Pick<Seller, '_id'>, shopHref: string): Promise<{ href: string; displayName?: string }> {
  const href = `${shopHref}/account/tickets`;
  const login = await currentLogin(seller._id);
  if (!login) return { href };
  const me = await getMe(ticketing(), login.token);
  const displayName = me.ok ? accountPillName(me.data) : undefined;
  return displayName ? { href, displayName } : { href };
}
