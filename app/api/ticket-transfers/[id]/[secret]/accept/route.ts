import { NextResponse } from 'next/server';
import { crossSiteRefusal, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { acceptTicketTransfer } from '@/lib/ticketing/transfers';
import { acceptTransferRequestSchema } from '@/components/account/transfers/schema';

/** POST /api/ticket-transfers/{id}/{secret}/accept: the recipient takes the tickets in the name they give (spec 02 §5). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; secret: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const input = await parseJsonBody(request, acceptTransferRequestSchema);
  if (!input.ok) return input.response;
  const { id, secret } = await params;
  const result = await acceptTicketTransfer(ticketing(), id, { secret, ...input.data });
  if (!result.ok) return upstreamErrorResponse(result.error);
  return NextResponse.json({ id: result.data._id, status: result.data.status }, { headers: { 'cache-control': 'no-store' } });
}
