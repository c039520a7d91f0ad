import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { createFailureLimiter } from '@/lib/http/rate-limit';
import { shopSeller } from '@/lib/shop/queries';
import { ticketing } from '@/lib/ticketing/server';
import { login } from '@/lib/ticketing/customers';
import { readSession, writeSession } from '@/lib/session/server';
import { withLogin } from '@/lib/session/cookie';
import { LOGIN_ADDRESS_LIMIT, LOGIN_ATTEMPT_LIMIT, LOGIN_WINDOW_MS, loginInputSchema } from '@/lib/session/login';

const failuresPerEmail = createFailureLimiter({ limit: LOGIN_ATTEMPT_LIMIT, windowMs: LOGIN_WINDOW_MS });
const failuresPerAddress = createFailureLimiter({ limit: LOGIN_ADDRESS_LIMIT, windowMs: LOGIN_WINDOW_MS });

function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

/** POST /api/shops/{seller}/session: password login of a customer of this shop. */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const input = await parseJsonBody(request, loginInputSchema);
  if (!input.ok) return input.response;

  const seller = await shopSeller((await params).seller);
  if (!seller.ok) return upstreamErrorResponse(seller.error);
  if (!seller.data || !seller.data.authentication?.active) return errorJson(404, 'Seller not found');

  const emailKey = `${seller.data._id}:${input.data.email.toLowerCase()}`;
  const addressKey = `${seller.data._id}@${clientAddress(request)}`;
  const waitSeconds = failuresPerEmail.blockedFor(emailKey) ?? failuresPerAddress.blockedFor(addressKey);
  if (waitSeconds !== undefined) {
    return NextResponse.json(
      { message: 'Too many login attempts. Please wait and try again.', retryAfterSeconds: waitSeconds },
      { status: 429, headers: { 'retry-after': String(waitSeconds), 'cache-control': 'no-store' } },
    );
  }

  const result = await login(ticketing(), { sellerId: seller.data._id, ...input.data });
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 401) {
      failuresPerEmail.recordFailure(emailKey);
      failuresPerAddress.recordFailure(addressKey);
      return errorJson(401, 'Invalid email or password');
    }
    return upstreamErrorResponse(result.error);
  }
  failuresPerEmail.reset(emailKey);

  const { token, expiresAt, customer } = result.data;
  await writeSession(withLogin(await readSession(), seller.data._id, { customerId: customer._id, token, expiresAt }), new URL(request.url));
  return NextResponse.json({ customer: { _id: customer._id, verified: customer.verified ?? false } }, { headers: { 'cache-control': 'no-store' } });
}
