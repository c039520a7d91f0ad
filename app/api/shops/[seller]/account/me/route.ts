import { updatePersonalInformation } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf, verified } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { updateMe } from '@/lib/ticketing/account';
import { isAccountPageVisible } from '@/lib/domain/account-menu';
import { editMeInputOf } from '@/lib/domain/personal-information';

/** Not offered where the shop hides personal information or an identity provider manages accounts (404). */
export const PUT = route(updatePersonalInformation)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  const session = await customerOf(seller);
  if (!isAccountPageVisible('edit', { seller, customer: session.customer, enrolledInMembership: false, hasResellOffers: false })) {
    throw refuse(404, 'notFound', undefined, 'This shop does not offer editing personal information');
  }
  const saved = orRefuse(await updateMe(ticketing(), editMeInputOf(input), verified(session).token));
  const { company, prename, lastname, name, location } = saved;
  return { customer: { company, prename, lastname, name, location } };
});
