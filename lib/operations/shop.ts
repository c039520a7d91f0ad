import type { EventPage } from '../ticketing/events.ts';
import { json, operation } from './define.ts';

/** What anyone may read of a shop. */

/**
 * A page of the shop's upcoming events (those that have not ended before today in the seller's
 * time zone), e.g. the child events of a season. Public, so a shared cache may keep it briefly.
 */
export const listShopEvents = operation({
  method: 'GET',
  path: '/api/shops/[seller]/events',
  input: () => import('./shop.inputs.ts').then((m) => m.shopEventsInput),
  answer: json<EventPage>(),
  cache: 'public, max-age=30',
});
