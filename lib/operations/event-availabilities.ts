import type { EventAvailabilities } from '../ticketing/availabilities.ts';
import { json, operation } from './define.ts';

/**
 * What is left of a shop's event right now (spec 02 §7 availabilities), for step 1: the page is
 * served from the cache, its amount pickers are capped by these live counts (ADR draft "live
 * availability"). The same answer for everyone, so a shared cache may keep it for two seconds: in
 * an on-sale rush a proxy or CDN answers most polls, and a count is never older than that.
 */
export const getEventAvailabilities = operation({
  method: 'GET',
  path: '/api/shops/[seller]/events/[eventId]/availabilities',
  answer: json<EventAvailabilities>(),
  errors: ['eventNotFound'],
  cache: 'public, max-age=2',
});

/** How long any cache may keep an answer (the `max-age` above), in milliseconds. */
export const AVAILABILITIES_MAX_AGE_MS = 2_000;
