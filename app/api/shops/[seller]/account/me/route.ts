import { NextResponse } from 'next/server';
import { crossSiteRefusal, errorJson, parseJsonBody } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { updateMe } from '@/lib/ticketing/account';
import { isAccountPageVisible } from '@/lib/domain/account-menu';
import { editMeInputOf, editPersonalInfoSchema } from '@/components/account/edit/schema';
import { customerOfSession, PRIVATE_NO_STORE, shopOfRequest } from '../_shell/shop-customer';

/**
 * PUT /api/shops/{seller}/account/me: saves the session customer's personal information (spec 01
 * §5, §7). Body: `{ company, prename, lastname, location: { street, postal, city, country, state } }`
 * (all text; empty means "not given"). 200 `{ customer }` with the saved fields; 400 with field
 * errors; 401 without a login; 403 before the e-mail is verified; 404 when the shop does not offer
 * the form (personal information hidden, or accounts managed by an identity provider).
 */
export async function PUT(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const seller = await shopOfRequest(params);
  if (!seller.ok) return seller.response;
  const input = await parseJsonBody(request, editPersonalInfoSchema);
  if (!input.ok) return input.response;
  const session = await customerOfSession(seller.data);
  if (!session.ok) return session.response;
  const { customer } = session.data;
  if (!isAccountPageVisible('edit', { seller: seller.data, customer, enrolledInMembership: false, hasResellOffers: false })) {
    return errorJson(404, 'This shop does not offer editing personal information');
  }
  if (!customer.verified) return errorJson(403, 'The e-mail address is not verified yet');

  const saved = await updateMe(ticketing(), editMeInputOf(input.data), session.data.token);
  if (!saved.ok) return upstreamErrorResponse(saved.error);
  const { company, prename, lastname, name, location } = saved.data;
  return NextResponse.json({ customer: { company, prename, lastname, name, location } }, { headers: PRIVATE_NO_STORE });
}
