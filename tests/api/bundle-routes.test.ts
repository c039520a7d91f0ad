import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import type { Checkout } from '../../lib/ticketing/schemas/index.ts';

/**
 * The storefront's side of bundle offers (ADR 0026) against the embedded sandbox: the add route
 * passes the buyer's choice on and only ever into the open cart, and the decline route answers
 * the cart without the offer.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

const SHOP = 'riverside-live';
const JAZZ = 'evt_riverside_jazz';
routeSandbox('bundle-routes-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });

let items: RouteHandler;
let decline: RouteHandler;
beforeAll(async () => {
  items = ((await import('../../app/api/shops/[seller]/cart/items/route.ts')) as { POST: RouteHandler }).POST;
  decline = ((await import('../../app/api/shops/[seller]/cart/bundles/decline/route.ts')) as { POST: RouteHandler }).POST;
});
beforeEach(() => clearCookies());

type Body = { cart: Checkout; code?: string };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const send = async (handler: RouteHandler, path: string, json: unknown) => readAnswer<Body>(await handler(postJson(`http://localhost/api/shops/${SHOP}/${path}`, json, SAME_ORIGIN), segment({ seller: SHOP })));
const addSeat = async () => {
  const answer = await send(items, 'cart/items', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_seated', amount: 1 }] });
  expect(answer.status).toBe(200);
  const item = answer.body?.cart.items?.[0];
  return { seat: item?.tickets?.[0]?._id ?? '', offers: item?.bundleOffers ?? [] };
};

describe('bundle offers through the storefront routes', () => {
  it('answers the offer with the added seat, and adds the chosen bundle', async () => {
    const { seat, offers } = await addSeat();
    expect(offers.map((offer) => [offer.bundleId, offer.triggeredBy])).toEqual([['bnd_dinner_and_show', seat]]);
    const chosen = await send(items, 'cart/items', { eventId: JAZZ, bundle: { bundleId: 'bnd_dinner_and_show', triggeredBy: seat, components: [{ componentId: 'bnc_dinner', amount: 1 }] } });
    expect(chosen.status).toBe(200);
    expect(chosen.body?.cart.items?.[0]?.products).toEqual([expect.objectContaining({ type: 'bundle', price: 29, triggeredBy: seat })]);
  });

  it('passes a refused choice on with its code', async () => {
    const { seat } = await addSeat();
    const refused = await send(items, 'cart/items', { eventId: JAZZ, bundle: { bundleId: 'bnd_dinner_and_show', triggeredBy: seat, components: [{ componentId: 'bnc_dinner', amount: 7 }] } });
    expect([refused.status, refused.body?.code]).toEqual([400, 'bundleAmountOutOfRange']);
  });

  it('declines the offer and keeps the seat', async () => {
    const { seat } = await addSeat();
    const declined = await send(decline, 'cart/bundles/decline', { bundleId: 'bnd_dinner_and_show', triggeredBy: seat });
    expect(declined.status).toBe(200);
    expect(declined.body?.cart.items?.[0]?.bundleOffers).toEqual([]);
    expect(declined.body?.cart.items?.[0]?.tickets?.map((line) => line._id)).toEqual([seat]);
  });

  it('never opens a checkout for a bundle choice', async () => {
    const choice = await send(items, 'cart/items', { eventId: JAZZ, bundle: { bundleId: 'bnd_dinner_and_show', triggeredBy: 'line_x', components: [] } });
    expect([choice.status, choice.body?.code]).toEqual([404, 'noCart']);
    const declined = await send(decline, 'cart/bundles/decline', { bundleId: 'bnd_dinner_and_show', triggeredBy: 'line_x' });
    expect([declined.status, declined.body?.code]).toEqual([404, 'noCart']);
  });
});
