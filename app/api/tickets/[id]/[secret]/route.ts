import { checkoutErrorResponse, okJson } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { getTicket } from '@/lib/ticketing/tickets';

/** GET /api/tickets/{id}/{secret}: `{ ticket }` (spec 02 §7), e.g. refetched when the personalization modal closes. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; secret: string }> }) {
  const { id, secret } = await params;
  const result = await getTicket(ticketing(), id, secret);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ ticket: result.data });
}
