import { crossSiteRefusal, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { confirmPasswordReset } from '@/lib/ticketing/password';
import { readSession, writeSession } from '@/lib/session/server';
import { withoutLogin } from '@/lib/session/cookie';
import { passwordResetConfirmSchema } from '@/components/account/security/schema';
import { PRIVATE_NO_STORE, shopOfRequest } from '../../_shell/shop-customer';

/**
 * POST /api/shops/{seller}/account/password-reset/confirm `{ token, password }`: sets the new
 * password of the mailed link's customer. 204 on success, after which this browser's login at the
 * shop ends too (the API ends the customer's sessions); 400 `{ code: 'invalidToken' }` for an
 * unknown, expired or used link; 400 with field errors for a short password.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, passwordResetConfirmSchema);
  if (!input.ok) return input.response;

  const result = await confirmPasswordReset(ticketing(), input.data);
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 400 && !result.error.fieldErrors) {
      return Response.json({ message: 'The reset link is invalid or has expired', code: 'invalidToken' }, { status: 400, headers: PRIVATE_NO_STORE });
    }
    return upstreamErrorResponse(result.error);
  }
  const session = await readSession();
  if (session.logins[seller.data._id]) await writeSession(withoutLogin(session, seller.data._id), new URL(request.url));
  return new Response(null, { status: 204, headers: PRIVATE_NO_STORE });
}
