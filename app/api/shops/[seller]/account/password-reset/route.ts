import { requestPasswordReset } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { invalidInput, orRefuse, refuse, tooManyRequests } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { clientAddressOf, createFailureLimiter } from '@/lib/http/rate-limit';
import { ticketing } from '@/lib/ticketing/server';
import * as password from '@/lib/ticketing/password';
import { currentLogin } from '@/lib/session/server';
import { requestLocale } from '@/lib/i18n/server';
import { isAccountPageVisible } from '@/lib/domain/account-menu';
import type { Seller } from '@/lib/ticketing/schemas/seller';

/**
 * Each request mails someone: a few per address and shop per window, then 429. This limit is its
 * own, never the login's, so failed logins never block a reset; and an owner whose address is
 * flooded with requests already holds their links (each valid an hour until one is used).
 */
const REQUESTS_PER_EMAIL = 5;
const REQUESTS_PER_CLIENT = 20;
const WINDOW_MS = 15 * 60 * 1000;
const perEmail = createFailureLimiter({ limit: REQUESTS_PER_EMAIL, windowMs: WINDOW_MS });
const perClient = createFailureLimiter({ limit: REQUESTS_PER_CLIENT, windowMs: WINDOW_MS });

/** Logged in, the link goes to the session customer's own address, never one from the body. */
async function recipientOf(seller: Seller, email: string | undefined): Promise<string> {
  if (!(await currentLogin(seller._id))) {
    if (!email) throw invalidInput({ email: ['required'] });
    return email;
  }
  const { customer } = await customerOf(seller);
  if (!isAccountPageVisible('security', { seller, customer, enrolledInMembership: false, hasResellOffers: false })) {
    throw refuse(403, 'forbidden', undefined, 'Password reset needs a password login');
  }
  if (!customer.primaryEmail) throw refuse(409, 'conflict', undefined, 'The account has no e-mail address');
  return customer.primaryEmail;
}

export const POST = route(requestPasswordReset)(async ({ params, input, request }) => {
  const seller = await accountShopOf(params.seller);
  const email = await recipientOf(seller, input.email);

  const emailKey = `${seller._id}:${email.toLowerCase()}`;
  const clientKey = `${seller._id}@${clientAddressOf(request)}`;
  const waitSeconds = perEmail.blockedFor(emailKey) ?? perClient.blockedFor(clientKey);
  if (waitSeconds !== undefined) throw tooManyRequests(waitSeconds, 'Too many reset requests. Please wait and try again.');
  perEmail.recordFailure(emailKey);
  perClient.recordFailure(clientKey);

  const language = await requestLocale(seller.localeSettings);
  orRefuse(await password.requestPasswordReset(ticketing(), { sellerId: seller._id, email, language }));
});
