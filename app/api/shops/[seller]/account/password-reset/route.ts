import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { createFailureLimiter } from '@/lib/http/rate-limit';
import { ticketing } from '@/lib/ticketing/server';
import { requestPasswordReset } from '@/lib/ticketing/password';
import { currentLogin } from '@/lib/session/server';
import { requestLocale } from '@/lib/i18n/server';
import { isAccountPageVisible } from '@/lib/domain/account-menu';
import { passwordResetRequestSchema } from '@/components/account/security/schema';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../_shell/shop-customer';

/** Each request mails someone: a few per address and shop per window, then 429. */
const REQUESTS_PER_EMAIL = 5;
const REQUESTS_PER_CLIENT = 20;
const WINDOW_MS = 15 * 60 * 1000;
const perEmail = createFailureLimiter({ limit: REQUESTS_PER_EMAIL, windowMs: WINDOW_MS });
const perClient = createFailureLimiter({ limit: REQUESTS_PER_CLIENT, windowMs: WINDOW_MS });

function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

/**
 * POST /api/shops/{seller}/account/password-reset: mails a reset link (spec 01 §5, §7).
 * Logged in (the Security page): body `{}`; the link goes to the session customer's own e-mail,
 * and only a password-login customer may ask (403 otherwise). Logged out ("Forgot your
 * password?"): body `{ email }`. Answers 204 either way, whether or not the address has an
 * account, so that it cannot probe for accounts; 429 after too many requests.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, passwordResetRequestSchema);
  if (!input.ok) return input.response;

  let email: string;
  if (await currentLogin(seller.data._id)) {
    const session = await customerOfSession(seller.data);
    if (!session.ok) return session.response;
    const { customer } = session.data;
    if (!isAccountPageVisible('security', { seller: seller.data, customer, enrolledInMembership: false, hasResellOffers: false })) {
      return errorJson(403, 'Password reset needs a password login');
    }
    if (!customer.primaryEmail) return errorJson(409, 'The account has no e-mail address');
    email = customer.primaryEmail;
  } else {
    if (!input.data.email) return errorJson(400, 'Invalid input', { email: ['required'] });
    email = input.data.email;
  }

  const emailKey = `${seller.data._id}:${email.toLowerCase()}`;
  const clientKey = `${seller.data._id}@${clientAddress(request)}`;
  const waitSeconds = perEmail.blockedFor(emailKey) ?? perClient.blockedFor(clientKey);
  if (waitSeconds !== undefined) {
    return new Response(JSON.stringify({ message: 'Too many reset requests. Please wait and try again.', retryAfterSeconds: waitSeconds }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(waitSeconds), ...PRIVATE_NO_STORE },
    });
  }
  perEmail.recordFailure(emailKey);
  perClient.recordFailure(clientKey);

  const language = await requestLocale(seller.data.localeSettings);
  const result = await requestPasswordReset(ticketing(), { sellerId: seller.data._id, email, language });
  if (!result.ok) return upstreamErrorResponse(result.error);
  return new Response(null, { status: 204, headers: PRIVATE_NO_STORE });
}
