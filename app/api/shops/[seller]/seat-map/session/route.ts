import { openSeatMap } from '@/lib/operations/seat-map';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { openSeatMapSession } from '@/lib/ticketing/seat-map';
import { rememberSeatMapSession, seatMapHost, seatMapSessionId } from '@/lib/seat-map/server';

/**
 * Hands the browser the seat-map service's security header set for this shop (spec 02 §2): the
 * browser's seat-map session is renewed, or a new one opened and remembered in its cookie.
 */
export const POST = route(openSeatMap)(async ({ params, url }) => {
  const seller = await shopOf(params.seller);
  const where = seatMapHost();
  if (!where) throw refuse(404, 'seatMapUnavailable', undefined, 'This shop has no seat map');
  const known = await seatMapSessionId();
  const session = orRefuse(await openSeatMapSession(ticketing(), { sellerId: seller._id, sessionId: known }));
  if (session.sessionId !== known) await rememberSeatMapSession(session.sessionId, url);
  return { host: where.host, ...(where.integrity ? { integrity: where.integrity } : {}), headers: session.headers, expiresAt: session.expiresAt };
});
