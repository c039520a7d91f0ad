import { NextResponse } from 'next/server';
import { crossSiteRefusal, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { rejectTicketTransfer } from '@/lib/ticketing/transfers';
import { rejectTransferRequestSchema } from '@/components/account/transfers/schema';

/** POST /api/ticket-transfers/{id}/{secret}/reject: whoever holds the transfer link refuses (or withdraws) it. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; secret: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const input = await parseJsonBody(request, rejectTransferRequestSchema);
  if (!input.ok) return input.response;
  const { id, secret } = await params;
  const result = await rejectTicketTransfer(ticketing(), id, secret);
  if (!result.ok) return upstreamErrorResponse(result.error);
  return NextResponse.json({ id: result.data._id, status: result.data.status }, { headers: { 'cache-control': 'no-store' } });
}
