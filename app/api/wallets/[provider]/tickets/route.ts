import { z } from 'zod';
import { WALLET_MAX_TICKETS } from '@/lib/domain/ticket-actions';
import { crossSiteRefusal, errorJson, parseInput } from '@/lib/http/guards';
import { isNavigableUrl, parseTicketRefs } from '@/lib/http/ticket-documents';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { addTicketsToWallet, WALLET_PROVIDERS } from '@/lib/ticketing/ticket-documents';

const paramsSchema = z.object({ provider: z.enum(WALLET_PROVIDERS) });

/**
 * POST /api/wallets/{apple|google}/tickets?id=…&secret=…&lang=: asks the pass service for a pass
 * of up to 10 tickets and answers `{ url }`, where the browser goes next to add it.
 */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const provider = parseInput(paramsSchema, await params);
  if (!provider.ok) return errorJson(404, 'Unknown wallet');
  const input = parseTicketRefs(new URL(request.url), WALLET_MAX_TICKETS);
  if (!input.ok) return input.response;
  const result = await addTicketsToWallet(ticketing(), { provider: provider.data.provider, tickets: input.data.tickets, lang: input.data.lang });
  if (!result.ok) return upstreamErrorResponse(result.error);
  if (!isNavigableUrl(result.data.url)) return errorJson(502, 'The ticketing API answered unexpectedly');
  return Response.json({ url: result.data.url }, { headers: { 'cache-control': 'no-store' } });
}
