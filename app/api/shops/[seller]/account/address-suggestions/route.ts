import { getAddressSuggestions } from '@/lib/operations/account';
import { route } from '@/lib/http/route';
import { orRefuse, refuse } from '@/lib/http/refusal';
import { accountShopOf, customerOf } from '@/lib/http/route-steps';
import { usesSandbox } from '@/lib/env/server';
import { ticketing } from '@/lib/ticketing/server';
import { getSandboxAddressSuggestions } from '@/lib/ticketing/account';

/**
 * The embedded sandbox answers a few demo addresses; with a real ticketing API no provider is
 * wired yet and the answer is an empty list, so the field works as plain text.
 */
export const GET = route(getAddressSuggestions)(async ({ params, input }) => {
  const seller = await accountShopOf(params.seller);
  if (!seller.features?.addressAutocomplete) throw refuse(404, 'notFound', undefined, 'Address suggestions are not offered by this shop');
  await customerOf(seller);
  if (!usesSandbox()) return { suggestions: [] };
  return orRefuse(await getSandboxAddressSuggestions(ticketing(), input));
});
