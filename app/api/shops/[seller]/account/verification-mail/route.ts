import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { getMe } from '@/lib/ticketing/customers';
import { requestVerificationMail } from '@/lib/ticketing/account';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { nextVerificationLabel, type NextVerificationMail } from '@/components/account/shell/format';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../_shell/shop-customer';

/** The customer's next allowed request after this one, read back from the API (it owns the rule). */
async function nextMail(seller: Seller, token: string): Promise<NextVerificationMail | null> {
  const me = await getMe(ticketing(), token);
  const at = me.ok ? me.data._account?.limitations?.nextVerificationMailRequest : undefined;
  if (!at) return null;
  const intl = getIntl(await requestLocale(seller.localeSettings));
  return { at, label: nextVerificationLabel(intl, at, seller.timezone ?? 'UTC') };
}

/**
 * POST /api/shops/{seller}/account/verification-mail (no body): sends the session customer a new
 * verification mail. 200 `{ next }` when sent; 429 `{ message, next }` before the next allowed
 * time (spec 01 §2); 409 when already verified; 401 without a login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;
  if (session.data.customer.verified) return errorJson(409, 'The account is already verified');

  const sent = await requestVerificationMail(ticketing(), session.data.token);
  const next = await nextMail(seller.data, session.data.token);
  if (!sent.ok) {
    if (sent.error.kind === 'http' && sent.error.status === 429) {
      return NextResponse.json({ message: 'Too early for another verification mail', next }, { status: 429, headers: PRIVATE_NO_STORE });
    }
    return upstreamErrorResponse(sent.error);
  }
  return NextResponse.json({ next }, { headers: PRIVATE_NO_STORE });
}
