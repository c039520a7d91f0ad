import { z } from 'zod';
import { NextResponse } from 'next/server';
import { errorJson, parseQuery } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { usesSandbox } from '@/lib/env/server';
import { ticketing } from '@/lib/ticketing/server';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../_shell/shop-customer';

const querySchema = z.object({
  q: z.string().trim().min(2, 'tooShort').max(200),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'invalidCountry')
    .optional(),
});

const suggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      street: z.string(),
      postal: z.string(),
      city: z.string(),
      state: z.string().nullable(),
      country: z.string(),
    }),
  ),
});

/**
 * GET /api/shops/{seller}/account/address-suggestions?q=…&country=…: suggestions for the Edit
 * page's address field (spec 01 §5), for logged-in customers of shops with the addressAutocomplete
 * feature. The embedded sandbox answers a few demo addresses; with a real ticketing API no provider
 * is wired yet and the answer is an empty list, so the field works as plain text.
 */
export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  if (!seller.data.features?.addressAutocomplete) return errorJson(404, 'Address suggestions are not offered by this shop');
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;
  if (!usesSandbox()) return NextResponse.json({ suggestions: [] }, { headers: PRIVATE_NO_STORE });

  const result = await ticketing().request({ path: '/api/sandbox/address-suggestions', query: query.data, schema: suggestionsSchema });
  if (!result.ok) return upstreamErrorResponse(result.error);
  return NextResponse.json(result.data, { headers: PRIVATE_NO_STORE });
}
