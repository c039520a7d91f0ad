import { resendVerificationMail, type NextVerificationMail } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { getMe } from '@/lib/ticketing/customers';
import { requestVerificationMail } from '@/lib/ticketing/account';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { nextVerificationLabel } from '@/lib/i18n/account-format';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/** The customer's next allowed request after this one, read back from the API (it owns the rule). */
async function nextMail(seller: Seller, token: string): Promise<NextVerificationMail | null> {
  const me = await getMe(ticketing(), token);
  const at = me.ok ? me.data._account?.limitations?.nextVerificationMailRequest : undefined;
  if (!at) return null;
  const intl = getIntl(await requestLocale(seller.localeSettings));
  return { at, label: nextVerificationLabel(intl, at, seller.timezone ?? 'UTC') };
}

/** Too early (the API's 429) is answered with the next allowed time, so the screen can say it. */
export const POST = route(resendVerificationMail)(async ({ params }) => {
  const seller = await accountShopOf(params.seller);
  const { customer, token } = await customerOf(seller);
  if (customer.verified) throw refuse(409, 'alreadyVerified', undefined, 'The account is already verified');
  const sent = await requestVerificationMail(ticketing(), token);
  const next = await nextMail(seller, token);
  if (!sent.ok && sent.error.kind === 'http' && sent.error.status === 429) throw refuse(429, 'rateLimited', { next }, 'Too early for another verification mail');
  orRefuse(sent);
  return { next };
});
