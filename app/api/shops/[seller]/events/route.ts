import { listShopEvents } from '@/lib/operations/shop';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { shopOf } from '@/lib/http/route-steps';
import { ticketing } from '@/lib/ticketing/server';
import { listEvents } from '@/lib/ticketing/events';
import { listingStart } from '@/lib/domain/listing-window';

export const GET = route(listShopEvents)(async ({ params, input }) => {
  const seller = await shopOf(params.seller);
  return orRefuse(
    await listEvents(ticketing(), {
      sellerId: seller._id,
      locale: input.locale,
      endMin: listingStart(new Date(), seller.timezone ?? 'UTC'),
      ...(input.groupEventId ? { groupEventId: input.groupEventId } : {}),
      top: input.top,
      skip: input.skip,
    }),
  );
});
