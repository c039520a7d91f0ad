import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { RESALE_EMAILS } from '../../lib/sandbox/seed/resale-market.ts';
import { SEASON_EMAIL, SEASON_IDS } from '../../lib/sandbox/seed/season-cards.ts';
import { resellOfferSchema, resellOfferStatusResponseSchema } from '../../lib/ticketing/schemas/resell-offer.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { actionCheckoutCalls } from './support/action-checkout.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/**
 * Season cards on the secondary market (spec 02 §2 resell modal select step, §5): offered one
 * concert at a time at the concert's share of the card, refused for the season itself and for a
 * concert the card no longer holds; bought like any listing, after which the card keeps the other
 * concerts and the buyer holds a ticket of the concert.
 */

let sandbox: Sandbox;
const clock = new Date();
const { call, login } = caller(() => sandbox);
const checkouts = actionCheckoutCalls(() => sandbox);

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string };
type Ref = { _id: string; secret: string };
const { cards } = SEASON_IDS;
const SELLER = 'sel_riverside';
const status = async (token: string, eventIds: string[], ticketIds: string[]) => {
  const answer = await call<unknown>('POST', '/api/public/resell/offers/status', { token, json: { sellerId: SELLER, eventIds, ticketIds } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return resellOfferStatusResponseSchema.parse(answer.body);
};
const offer = (token: string, eventId: string, ticketIds: string[]) =>
  call<Coded>('POST', '/api/public/resell/offers', { token, json: { sellerId: SELLER, eventId, ticketIds, cpmId: SEASON_IDS.payout } });

describe('season cards on the secondary market', () => {
  it('says per concert whether the card can be offered, at a third of its price, never the season itself', async () => {
    const robin = await login(SEASON_EMAIL);
    const answer = await status(robin, [EVENTS.season, EVENTS.seasonOpening, EVENTS.seasonWinter, EVENTS.seasonSpring], [cards.partly]);
    expect(answer.events?.map((event) => [event.eventId, event.offerAble])).toEqual([
      [EVENTS.season, false],
      // Transferred to Sasha already.
      [EVENTS.seasonOpening, false],
      // Promised to Sasha by a pending transfer.
      [EVENTS.seasonWinter, false],
      [EVENTS.seasonSpring, true],
    ]);
    expect(answer).toMatchObject({ resellAble: true, resellFee: 4, proceeds: 36, currency: 'GBP' });
    expect(answer.tickets).toEqual([{ ticketId: cards.partly, resellAble: true, price: 40, resellFee: 4 }]);
    expect(answer.reasons).toEqual(expect.arrayContaining(['SEASON_EVENT_OFFER_DISABLED', 'EVENT_EXCLUDED', 'HAS_TICKET_TRANSFER']));
  });

  it('offers one concert of a card; the concert cannot be offered twice, the season never', async () => {
    const robin = await login(SEASON_EMAIL);
    const created = await offer(robin, EVENTS.seasonWinter, [cards.forSale]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = resellOfferSchema.parse(created.body);
    expect(stored).toMatchObject({ status: 'active', eventId: EVENTS.seasonWinter, cpmId: SEASON_IDS.payout });
    expect(stored.items).toEqual([
      { ticketId: cards.forSale, ticketTypeId: `tt_${EVENTS.seasonWinter}_single`, categoryRef: 'cat_hall', seatingInfo: { sectionName: 'Hall', groupName: 'Circle', rowName: 'S', seatName: '6' }, price: 40, resellFee: 4 },
    ]);
    expect((await offer(robin, EVENTS.seasonWinter, [cards.forSale])).body.code).toBe('HAS_ACTIVE_OFFER');
    expect((await offer(robin, EVENTS.season, [cards.forSale])).body.code).toBe('SEASON_EVENT_OFFER_DISABLED');
    expect((await offer(robin, EVENTS.seasonOpening, [cards.partly])).body.code).toBe('EVENT_EXCLUDED');
    const again = await status(robin, [EVENTS.seasonWinter, EVENTS.seasonSpring], [cards.forSale]);
    expect(again.events?.find((event) => event.eventId === EVENTS.seasonWinter)?.activeOffer?._id).toBe(stored._id);
    expect(again.events?.find((event) => event.eventId === EVENTS.seasonSpring)?.offerAble).toBe(true);
  });

  it('a buyer takes the concert: the card keeps the others, the buyer holds a ticket of the concert', async () => {
    const robin = await login(SEASON_EMAIL);
    const created = resellOfferSchema.parse((await offer(robin, EVENTS.seasonSpring, [cards.forSale])).body);
    const ben = await login(RESALE_EMAILS.ben);
    const opened = await call<Checkout>('POST', '/api/public/checkouts', { json: { sellerId: SELLER }, token: ben });
    const ref: Ref = { _id: opened.body._id, secret: opened.body.secret ?? '' };
    const added = await call<Coded>('POST', `/api/public/checkouts/${ref._id}/items`, { json: { secret: ref.secret, eventId: EVENTS.seasonSpring, listings: [created._id] }, token: ben });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await checkouts.putDetails(ref)).status).toBe(200);
    const request = await call<Ref & Coded>('POST', `/api/public/checkouts/${ref._id}/payment-request`, { json: { secret: ref.secret, paymentGatewayId: 'gw_riverside_sandbox' }, token: ben });
    expect([200, 201]).toContain(request.status);
    const paid = await checkouts.verify(request.body);
    expect(paid.body.status, JSON.stringify(paid.body)).toBe('succeeded');

    const card = sandbox.store.get('tickets', cards.forSale);
    expect(card).toMatchObject({ status: 'valid', excludedEventIds: [EVENTS.seasonSpring] });
    expect(card?.history?.at(-1)).toMatchObject({ type: 'resoldFromSeason', data: { resellOfferId: created._id, eventId: EVENTS.seasonSpring } });
    expect(sandbox.store.get('resellOffers', created._id)?.status).toBe('sold');
    const bought = sandbox.store.list('tickets', { eventId: EVENTS.seasonSpring }).docs.find((ticket) => ticket.originTicketId === cards.forSale && ticket.status === 'valid');
    expect(bought).toMatchObject({ eventId: EVENTS.seasonSpring, customerId: 'cus_ben_okafor', seatingInfo: card?.seatingInfo });
    // The concert is off the card: it can be neither offered nor sent again.
    expect((await offer(robin, EVENTS.seasonSpring, [cards.forSale])).body.code).toBe('EVENT_EXCLUDED');
  });
});
