import { getDataFields } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { resolveDataFields } from '@/lib/ticketing/data-fields';

export const GET = route(getDataFields)(async ({ params, input }) => {
  const seller = await shopOf(params.seller);
  return { fields: orRefuse(await resolveDataFields(ticketing(), { sellerId: seller._id, ...input })) };
});
