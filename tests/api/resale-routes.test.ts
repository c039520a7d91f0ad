import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { RESALE_EMAILS, RESALE_EVENT, RESALE_IDS } from '../../lib/sandbox/seed/resale-market.ts';
import type { ResaleListingsView } from '../../lib/operations/resale-listings.ts';
import type { ResellStatusView } from '../../lib/operations/resale.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/**
 * The storefront's resale route handlers against the embedded sandbox: the step-1 listings
 * (public, formatted, nothing of the seller), adding a listing to the shop's cart, the Resell
 * modal's per-ticket status, and the resale-site sell (click recorded, the site's URL answered).
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

type Body = Partial<ResaleListingsView> & Partial<ResellStatusView> & { cart?: Checkout; url?: string; code?: string; errors?: Record<string, string[]> };

const { sandbox } = routeSandbox('resale-routes-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });
const SHOP = 'riverside-live';
let login: RouteHandler;
let listings: RouteHandler;
let addItems: RouteHandler;
let status: RouteHandler;
let resaleSite: RouteHandler;

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  listings = (await import('../../app/api/shops/[seller]/events/[eventId]/resale/route.ts')).GET;
  addItems = (await import('../../app/api/shops/[seller]/cart/items/route.ts')).POST;
  status = (await import('../../app/api/shops/[seller]/account/resell-offers/status/route.ts')).POST;
  resaleSite = (await import('../../app/api/shops/[seller]/account/resell-offers/resale-site/route.ts')).POST;
});
beforeEach(() => clearCookies());

const read = (response: Response) => readAnswer<Body>(response);
const list = async (eventId: string, query = '') => read(await listings(new Request(`http://localhost/api/shops/${SHOP}/events/${eventId}/resale${query}`), segment({ seller: SHOP, eventId })));
const add = async (json: unknown) => read(await addItems(postJson(`http://localhost/api/shops/${SHOP}/cart/items`, json, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }), segment({ seller: SHOP })));
const sellThere = async (json: unknown, headers?: Record<string, string>) =>
  read(await resaleSite(postJson(`http://localhost/api/shops/${SHOP}/account/resell-offers/resale-site`, json, headers), segment({ seller: SHOP })));
const { tickets, offers } = RESALE_IDS;

describe('step-1 resale listings', () => {
  it('answers the event’s offers formatted, cheapest ticket first, without anything of the seller', async () => {
    const answer = await list(RESALE_EVENT);
    expect(answer.status).toBe(200);
    expect(answer.body?.total).toBe(3);
    expect(answer.body?.listings?.map((listing) => listing.id)).toEqual([offers.standing, offers.pair, offers.single]);
    expect(answer.body?.listings?.[1]).toEqual({
      id: offers.pair,
      tickets: ['Stalls seat · Stalls · Block C · Row C · Seat 5', 'Stalls seat · Stalls · Block C · Row C · Seat 6'],
      priceLabel: '£70.00',
      feeLabel: '£5.50',
      totalLabel: '£75.50',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/priya|cus_|cpm_|tkt_|@/);
    expect((await list(RESALE_EVENT, '?top=1')).body?.listings).toHaveLength(1);
  });

  it('refuses a bad top and an unknown event', async () => {
    expect((await list(RESALE_EVENT, '?top=0')).status).toBe(400);
    expect((await list('evt_nope')).status).toBe(404);
  });

  it('puts a listing in the shop’s cart, where it is held: it leaves the listings and a second add is refused', async () => {
    const added = await add({ eventId: RESALE_EVENT, resaleListingId: offers.single });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body?.cart?.items?.[0]?.tickets?.map((line) => line.listingId)).toEqual([offers.single]);
    expect((await list(RESALE_EVENT)).body?.listings?.map((listing) => listing.id)).not.toContain(offers.single);
    expect(await add({ eventId: RESALE_EVENT, resaleListingId: offers.single })).toMatchObject({ status: 409, body: { code: 'listingInCart' } });
    expect(await add({ eventId: RESALE_EVENT, resaleListingId: 'rso_nope' })).toMatchObject({ status: 404, body: { code: 'listingNotFound' } });
  });
});

describe('Resell modal: per-ticket status and the resale site', () => {
  it('answers every asked ticket with its verdict, fee and external listing', async () => {
    expect(await logInAt(login, SHOP, RESALE_EMAILS.priya)).toBe(200);
    const ids = [tickets.kept, tickets.external, tickets.single];
    const answer = await read(await status(postJson(`http://localhost/api/shops/${SHOP}/account/resell-offers/status`, { eventId: RESALE_EVENT, ticketIds: ids }), segment({ seller: SHOP })));
    expect(answer.status).toBe(200);
    expect(answer.body?.tickets).toEqual([
      { id: tickets.kept, price: 35, resellFee: 3.5, offerable: true, externallyListed: false },
      { id: tickets.external, price: 35, resellFee: 3.5, offerable: false, reason: 'HAS_ACTIVE_OFFER', externallyListed: true },
      { id: tickets.single, price: 35, resellFee: 3.5, offerable: false, reason: 'HAS_ACTIVE_OFFER', externallyListed: false },
    ]);
  });

  it('records the click and answers the site’s sell page for the customer’s own tickets', async () => {
    expect(await logInAt(login, SHOP, RESALE_EMAILS.priya)).toBe(200);
    const answer = await sellThere({ eventId: RESALE_EVENT, ticketIds: [tickets.kept] });
    expect(answer).toEqual({ status: 200, body: { url: `https://resale.riverside-live.example/sell?event=${RESALE_EVENT}&ticket=${tickets.kept}&lang=en` } });
    const clicks = (await sandbox()).store.list('resaleSiteClicks', { customerId: 'cus_priya_shah' }).docs;
    expect(clicks.map((click) => click.ticketIds)).toEqual([[tickets.kept]]);
  });

  it('refuses cross-site, without a login, someone else’s ticket, and more than 69 tickets', async () => {
    const body = { eventId: RESALE_EVENT, ticketIds: [tickets.kept] };
    expect((await sellThere(body, CROSS_SITE)).status).toBe(403);
    expect((await sellThere(body)).status).toBe(401);
    expect(await logInAt(login, SHOP, RESALE_EMAILS.ben)).toBe(200);
    expect(await sellThere(body)).toMatchObject({ status: 404, body: { code: 'ticketNotFound' } });
    const many = await sellThere({ eventId: RESALE_EVENT, ticketIds: Array.from({ length: 70 }, (_, index) => `tkt_${index}`) });
    expect(many.status).toBe(400);
    expect(Object.keys(many.body?.errors ?? {})).toEqual(['ticketIds']);
  });
});
