import { z } from 'zod';
import { crossSiteRefusal, errorJson, parseInput } from '@/lib/http/guards';
import { isNavigableUrl, parseTicketRefs } from '@/lib/http/ticket-documents';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { addMemberCardToWallet, WALLET_PROVIDERS } from '@/lib/ticketing/ticket-documents';

const paramsSchema = z.object({ provider: z.enum(WALLET_PROVIDERS) });

/** POST /api/wallets/{apple|google}/member-card?id=…&secret=…&lang=: the member card pass of one membership, as `{ url }`. */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const provider = parseInput(paramsSchema, await params);
  if (!provider.ok) return errorJson(404, 'Unknown wallet');
  const input = parseTicketRefs(new URL(request.url), 1);
  if (!input.ok) return input.response;
  const [membership] = input.data.tickets;
  if (!membership) return errorJson(400, 'Invalid input');
  const result = await addMemberCardToWallet(ticketing(), { provider: provider.data.provider, membership, lang: input.data.lang });
  if (!result.ok) return upstreamErrorResponse(result.error);
  if (!isNavigableUrl(result.data.url)) return errorJson(502, 'The ticketing API answered unexpectedly');
  return Response.json({ url: result.data.url }, { headers: { 'cache-control': 'no-store' } });
}
