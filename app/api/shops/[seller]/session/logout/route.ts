import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson } from '@/lib/http/guards';
import { shopSeller } from '@/lib/shop/queries';
import { ticketing } from '@/lib/ticketing/server';
import { logout } from '@/lib/ticketing/customers';
import { readSession, writeSession } from '@/lib/session/server';
import { withoutLogin } from '@/lib/session/cookie';
import { logoutDestination } from '@/lib/session/logout-destination';

/**
 * POST /api/shops/{seller}/session/logout: ends the login at this shop and says where to go next:
 * the seller's custom logout URL when configured (absolute https only), else the shop. The target
 * never comes from the request.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopSeller((await params).seller);
  if (!seller.ok || !seller.data) return errorJson(404, 'Seller not found');

  const session = await readSession();
  const login = session.logins[seller.data._id];
  if (login) await logout(ticketing(), login.token);
  await writeSession(withoutLogin(session, seller.data._id), new URL(request.url));
  return NextResponse.json({ redirectTo: logoutDestination(seller.data) }, { headers: { 'cache-control': 'no-store' } });
}
