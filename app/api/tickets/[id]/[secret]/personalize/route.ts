import { personalizeSchema } from '@/lib/cart/inputs';
import { checkoutErrorResponse, crossSite, jsonBody, okJson } from '@/lib/cart/route-support';
import { ticketing } from '@/lib/ticketing/server';
import { personalizeTicket } from '@/lib/ticketing/personalization';

/**
 * POST /api/tickets/{id}/{secret}/personalize `{ firstname, lastname, extraFields }`: `{ ticket }`;
 * 400 with field codes (required, invalidEmail, errors.minimumAge, alreadyPersonalized, …) keyed
 * `firstname`, `lastname`, `extraFields.{key}`, as the ticketing API validated them.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; secret: string }> }) {
  const refused = crossSite(request);
  if (refused) return refused;
  const input = await jsonBody(request, personalizeSchema);
  if (!input.ok) return input.response;
  const { id, secret } = await params;
  const result = await personalizeTicket(ticketing(), id, secret, input.data);
  if (!result.ok) return checkoutErrorResponse(result.error);
  return okJson({ ticket: result.data });
}
