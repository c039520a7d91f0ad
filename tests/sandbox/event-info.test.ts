import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { COUPON_CODES } from '../../lib/sandbox/seed/pricing.ts';
import { EVENTS, GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { RESALE_EVENT } from '../../lib/sandbox/seed/resale-market.ts';
import { couponInfoSchema, eventInfoSchema, eventOffersSchema, eventRecommendationsSchema, eventShopSchema, salesChannelInfoSchema } from '../../lib/ticketing/schemas/event-info.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/**
 * The event and shop calls of spec 02 §7 (event info, shop, offers, recommendations, coupon info,
 * channel info) against the seeded sandbox, parsed with the storefront's schemas, refusals too.
 */

let clock: Date;
let sandbox: Sandbox;
const { call, ok } = caller(() => sandbox);
type Coded = ErrorBody & { code?: string };

beforeEach(() => {
  clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

describe('GET /api/events/info/{id}', () => {
  it('answers the translated event, its seller and the online channel with its gateways', async () => {
    const info = eventInfoSchema.parse(await ok(`/api/events/info/${EVENTS.jazz}?web=true&underShop&locale=de`));
    expect(info.event.name).toBe('Mitternachts-Jazz-Session');
    expect(info.seller).toMatchObject({ _id: 'sel_riverside', slug: 'riverside-live', currency: 'GBP' });
    expect(info.channel).toMatchObject({ _id: 'chn_riverside_online', type: 'online' });
    expect(info.channel.paymentGatewayIds).toContain(GATEWAYS.riversideSandbox);
    expect(info.channel.paymentGatewayIds).not.toContain(GATEWAYS.riversideSepaPayout);
    expect(info).toMatchObject({ web: true, underShop: true, onSale: true });
  });

  it('is not on sale for the web through the box office, nor when the event is sold out', async () => {
    expect(eventInfoSchema.parse(await ok(`/api/events/info/${EVENTS.jazz}?web=true&channel=chn_riverside_box_office`)).onSale).toBe(false);
    expect(eventInfoSchema.parse(await ok(`/api/events/info/${EVENTS.jazz}?channel=chn_riverside_box_office`)).onSale).toBe(true);
    expect(eventInfoSchema.parse(await ok(`/api/events/info/${EVENTS.comedy}?web=true`)).onSale).toBe(false);
  });

  it('refuses an unknown event, an unknown channel, another seller’s channel and a malformed flag', async () => {
    expect((await call<Coded>('GET', '/api/events/info/evt_nope')).body.code).toBe('eventNotFound');
    expect((await call<Coded>('GET', `/api/events/info/${EVENTS.jazz}?channel=chn_nope`)).body.code).toBe('channelNotFound');
    expect((await call<Coded>('GET', `/api/events/info/${EVENTS.jazz}?channel=chn_lindenau_online`)).status).toBe(404);
    expect((await call<Coded>('GET', `/api/events/info/${EVENTS.jazz}?web=maybe`)).status).toBe(400);
  });
});

describe('GET /api/public/events/{id}/shop', () => {
  it('names the shop and the step-1 view modes the event calls for', async () => {
    const shop = eventShopSchema.parse(await ok(`/api/public/events/${EVENTS.jazz}/shop`));
    expect(shop).toMatchObject({ _id: 'sel_riverside', eventId: EVENTS.jazz, slug: 'riverside-live', channelId: 'chn_riverside_online', defaultViewMode: 'tickets' });
    expect(shop.viewModes).toEqual(['bestAvailableSeating', 'nonSeatingCategories', 'tickets', 'products']);
    const orchestra = eventShopSchema.parse(await ok(`/api/public/events/${EVENTS.orchestra}/shop`));
    expect(orchestra.viewModes).toEqual(['nonSeatingCategories', 'tickets']);
  });

  it('refuses an unknown event', async () => {
    expect((await call<Coded>('GET', '/api/public/events/evt_nope/shop')).status).toBe(404);
  });
});

describe('GET /api/public/events/{id}/offers', () => {
  it('lists the active ticket types with what is left and the secondary market’s offers', async () => {
    const offers = eventOffersSchema.parse(await ok(`/api/public/events/${RESALE_EVENT}/offers`));
    const stalls = offers.docs.find((offer) => offer.ticketTypeId === 'tt_soul_stalls');
    expect(stalls).toMatchObject({ price: 35, categoryName: 'Stalls', currency: 'GBP', available: 40 - 5 });
    expect(offers.resale).toEqual({ listings: 3, tickets: 4, lowestPrice: 22 });
  });

  it('counts a sale: fewer available once a cart holds tickets', async () => {
    const before = eventOffersSchema.parse(await ok(`/api/public/events/${RESALE_EVENT}/offers`)).docs.find((offer) => offer.ticketTypeId === 'tt_soul_standing')?.available ?? 0;
    const answer = await call('POST', '/api/public/checkouts', { json: { sellerId: 'sel_riverside', add: { eventId: RESALE_EVENT, items: [{ ticketTypeId: 'tt_soul_standing', amount: 2 }] } } });
    expect(answer.status).toBe(201);
    const after = eventOffersSchema.parse(await ok(`/api/public/events/${RESALE_EVENT}/offers`)).docs.find((offer) => offer.ticketTypeId === 'tt_soul_standing')?.available;
    expect(after).toBe(before - 2);
  });

  it('refuses an unknown event', async () => {
    expect((await call<Coded>('GET', '/api/public/events/evt_nope/offers')).status).toBe(404);
  });
});

describe('GET /api/events/{id}/recommendations', () => {
  it('recommends the seller’s other upcoming events on sale or planned, same venue first, then the soonest', async () => {
    const page = eventRecommendationsSchema.parse(await ok(`/api/events/${EVENTS.jazz}/recommendations?top=20`));
    const ids = page.docs.map((event) => event._id);
    expect(ids).not.toContain(EVENTS.jazz);
    expect(ids).not.toContain(EVENTS.comedy);
    expect(ids).not.toContain(EVENTS.season);
    expect(page.docs.every((event) => event.sellerId === 'sel_riverside')).toBe(true);
    const venues = page.docs.map((event) => event.location?.locationName === 'Riverside Hall');
    expect(venues.indexOf(false) === -1 || venues.lastIndexOf(true) < venues.indexOf(false)).toBe(true);
    expect(eventRecommendationsSchema.parse(await ok(`/api/events/${EVENTS.jazz}/recommendations`)).docs.length).toBeLessThanOrEqual(4);
  });

  it('refuses an unknown event and a bad top', async () => {
    expect((await call<Coded>('GET', '/api/events/evt_nope/recommendations')).status).toBe(404);
    expect((await call<Coded>('GET', `/api/events/${EVENTS.jazz}/recommendations?top=0`)).status).toBe(400);
  });
});

describe('GET /api/coupon/{code}/info', () => {
  it('answers what a code grants, in any letter case, and whether it can be used', async () => {
    const welcome = couponInfoSchema.parse(await ok(`/api/coupon/${COUPON_CODES.welcome10.toLowerCase()}/info?sellerId=sel_riverside`));
    expect(welcome).toMatchObject({ code: 'WELCOME10', modifier: { type: 'var_discount', value: 0.1 }, combinable: true, valid: true, maxTickets: null });
    const expired = couponInfoSchema.parse(await ok(`/api/coupon/${COUPON_CODES.expired}/info?sellerId=sel_riverside`));
    expect(expired).toMatchObject({ valid: false, reason: 'couponExpired' });
  });

  it('refuses without a seller, and an unknown code or another seller’s code', async () => {
    expect((await call<Coded>('GET', `/api/coupon/${COUPON_CODES.welcome10}/info`)).status).toBe(400);
    expect((await call<Coded>('GET', '/api/coupon/NOPE/info?sellerId=sel_riverside')).body.code).toBe('couponNotFound');
    expect((await call<Coded>('GET', `/api/coupon/${COUPON_CODES.welcome10}/info?sellerId=sel_lindenau`)).status).toBe(404);
  });
});

describe('GET /api/channels/{id}/info', () => {
  it('answers a channel with the gateways that take payments on it', async () => {
    const online = salesChannelInfoSchema.parse(await ok('/api/channels/chn_riverside_online/info'));
    expect(online).toMatchObject({ sellerId: 'sel_riverside', type: 'online', active: true });
    expect(online.paymentGatewayIds.length).toBeGreaterThan(0);
    sandbox.store.update('salesChannels', 'chn_riverside_online', (channel) => ({ ...channel, active: false }));
    expect(salesChannelInfoSchema.parse(await ok('/api/channels/chn_riverside_online/info')).paymentGatewayIds).toEqual([]);
  });

  it('refuses an unknown channel', async () => {
    expect((await call<Coded>('GET', '/api/channels/chn_nope/info')).status).toBe(404);
  });
});
