import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { RIVERSIDE_FEES } from '../../lib/sandbox/seed/pricing.ts';
import { RESALE_EMAILS, RESALE_EVENT, RESALE_IDS, RIVERSIDE_RESALE_FEE } from '../../lib/sandbox/seed/resale-market.ts';
import { CHECKOUT_LIFETIME_MS } from '../../lib/sandbox/services/checkouts.ts';
import { checkoutSchema, type Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { resaleListingPageSchema, resaleSiteClickSchema, ticketResaleStatusSchema } from '../../lib/ticketing/schemas/resale-market.ts';
import { resellOfferPageSchema } from '../../lib/ticketing/resale.ts';
import { actionCheckoutCalls } from './support/action-checkout.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * The secondary market from the buyer's side (spec 02 §5 Resale, §7): listings of an event, a
 * listing put in a cart and held there, paying for it (offer sold, seller's tickets transferred
 * away by a marketplace transfer, the buyer's new tickets, the payout, the Sold list), a ticket's
 * resale status and the resale-site click. Against the seeded demo (Priya sells, Ben buys).
 */

let clock: Date;
let sandbox: Sandbox;
const { call, login, ok } = caller(() => sandbox);
const checkouts = actionCheckoutCalls(() => sandbox);

beforeEach(() => {
  clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string };
type Ref = { _id: string; secret: string };
const listings = async (eventId = RESALE_EVENT, query = '') => resaleListingPageSchema.parse(await ok(`/api/public/resell/listings?eventId=${eventId}${query}`));
const open = async (token?: string): Promise<Ref> => {
  const answer = await call<Checkout>('POST', '/api/public/checkouts', { json: { sellerId: 'sel_riverside' }, ...(token ? { token } : {}) });
  expect(answer.status).toBe(201);
  return { _id: answer.body._id, secret: answer.body.secret ?? '' };
};
const addListing = (ref: Ref, listingId: string, token?: string, eventId = RESALE_EVENT) =>
  call<Checkout & Coded>('POST', `/api/public/checkouts/${ref._id}/items`, { json: { secret: ref.secret, eventId, listings: [listingId] }, ...(token ? { token } : {}) });
const { offers, tickets } = RESALE_IDS;
const buyerFee = (price: number) => Math.round((price * RIVERSIDE_RESALE_FEE.share + RIVERSIDE_RESALE_FEE.fixed) * 100) / 100;

async function pay(ref: Ref, token?: string) {
  expect((await checkouts.putDetails(ref)).status).toBe(200);
  const request = await call<Ref & Coded>('POST', `/api/public/checkouts/${ref._id}/payment-request`, { json: { secret: ref.secret, paymentGatewayId: 'gw_riverside_sandbox' }, ...(token ? { token } : {}) });
  if (request.status !== 201 && request.status !== 200) return request;
  return checkouts.verify(request.body);
}

describe('GET /api/public/resell/listings', () => {
  it('lists the active offers of the event, cheapest ticket first, with the buyer fee and without the seller', async () => {
    const page = await listings();
    expect(page.total).toBe(3);
    expect(page.docs.map((listing) => listing._id)).toEqual([offers.standing, offers.pair, offers.single]);
    const pair = page.docs.find((listing) => listing._id === offers.pair);
    expect(pair?.items.map((item) => item.seatingInfo?.seatName)).toEqual(['5', '6']);
    expect(pair).toMatchObject({ price: 70, buyerFee: buyerFee(35) * 2, total: 70 + buyerFee(35) * 2, currency: 'GBP' });
    expect(pair?.items[0]).toMatchObject({ ticketName: 'Stalls seat', categoryName: 'Stalls', price: 35, buyerFee: buyerFee(35) });
    const raw = JSON.stringify(await ok(`/api/public/resell/listings?eventId=${RESALE_EVENT}`));
    for (const secret of ['cus_priya_shah', 'cpm_priya_sepa', 'tkt_priya', 'priya.shah']) expect(raw).not.toContain(secret);
  });

  it('pages with top and skip', async () => {
    const page = await listings(RESALE_EVENT, '&top=1&skip=1');
    expect(page).toMatchObject({ total: 3 });
    expect(page.docs.map((listing) => listing._id)).toEqual([offers.pair]);
  });

  it('lists other customers’ offers of any event, and none once the event has ended', async () => {
    expect((await listings(EVENTS.jazz, '&top=100')).docs.map((listing) => listing._id)).toContain('rso_alex_jazz_active');
    clock = new Date(Date.parse(sandbox.store.get('events', RESALE_EVENT)?.end ?? '') + 1000);
    expect((await listings()).total).toBe(0);
  });

  it('refuses a missing event id, an unknown event and an event of another seller', async () => {
    expect((await call<Coded>('GET', '/api/public/resell/listings')).status).toBe(400);
    expect((await call<Coded>('GET', '/api/public/resell/listings?eventId=evt_nope')).status).toBe(404);
    expect((await call<Coded>('GET', `/api/public/resell/listings?eventId=${RESALE_EVENT}&sellerId=sel_lindenau`)).status).toBe(404);
    expect((await call<Coded>('GET', `/api/public/resell/listings?eventId=${RESALE_EVENT}&top=0`)).status).toBe(400);
  });
});

describe('a listing in a cart', () => {
  it('adds one line per seat, the others tied to the first, priced with the resale fee instead of the booking fee', async () => {
    const ref = await open();
    const answer = await addListing(ref, offers.pair);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cart = checkoutSchema.parse(answer.body);
    const lines = cart.items?.[0]?.tickets ?? [];
    expect(lines.map((line) => [line.listingId, line.price, line.seatingInfo?.seatName])).toEqual([
      [offers.pair, 35, '5'],
      [offers.pair, 35, '6'],
    ]);
    expect(lines[1]?.triggeredBy).toBe(lines[0]?._id);
    const fees = cart.items?.[0]?.outerFeeComponents;
    const names = [...(fees?.fix ?? []), ...(fees?.var ?? [])].map((fee) => fee.name);
    expect(names).not.toContain('Booking fee');
    expect(cart.realPrice).toBeCloseTo(70 + buyerFee(35) * 2 + RIVERSIDE_FEES.serviceFee, 2);
    // The buyer's reserved tickets take no second seat: the event's remaining count is unchanged.
    const reserved = sandbox.store.list('tickets', { eventId: RESALE_EVENT }).docs.filter((ticket) => ticket.checkoutId === ref._id);
    expect(reserved.map((ticket) => [ticket.status, ticket.originTicketId])).toEqual([
      ['reserved', tickets.pair[0]],
      ['reserved', tickets.pair[1]],
    ]);
  });

  it('holds the offer for the cart: off the listings, refused to other carts and to the seller’s cancel, free again when removed', async () => {
    const ref = await open();
    expect((await addListing(ref, offers.pair)).status).toBe(200);
    expect((await listings()).docs.map((listing) => listing._id)).not.toContain(offers.pair);
    const other = await open();
    const refused = await addListing(other, offers.pair);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('listingUnavailable');
    expect((await addListing(ref, offers.pair)).body.code).toBe('listingInCart');
    const priya = await login(RESALE_EMAILS.priya);
    const cancel = await call<Coded>('POST', `/api/public/resell/offers/${offers.pair}/cancel`, { token: priya });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('offerReserved');

    const first = (await checkouts.readCheckout(ref)).items?.[0]?.tickets?.[0]?._id ?? '';
    const removed = await call<Checkout & Coded>('POST', `/api/public/checkouts/${ref._id}/remove`, { json: { secret: ref.secret, lineId: first } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.items ?? []).toEqual([]);
    expect((await listings()).docs.map((listing) => listing._id)).toContain(offers.pair);
    expect((await addListing(other, offers.pair)).status).toBe(200);
  });

  it('removes the whole listing when any of its seats is removed', async () => {
    const ref = await open();
    const lines = checkoutSchema.parse((await addListing(ref, offers.pair)).body).items?.[0]?.tickets ?? [];
    const removed = await call<Checkout & Coded>('POST', `/api/public/checkouts/${ref._id}/remove`, { json: { secret: ref.secret, lineId: lines[1]?._id } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.items ?? []).toEqual([]);
    expect((await listings()).docs.map((listing) => listing._id)).toContain(offers.pair);
  });

  it('frees the offer when the cart expires', async () => {
    expect((await addListing(await open(), offers.single)).status).toBe(200);
    expect((await listings()).docs.map((listing) => listing._id)).not.toContain(offers.single);
    clock = new Date(clock.getTime() + CHECKOUT_LIFETIME_MS + 1000);
    expect((await listings()).docs.map((listing) => listing._id)).toContain(offers.single);
  });

  it('refuses an unknown listing, one of another event, a sold or canceled offer, and the seller’s own', async () => {
    const ref = await open();
    expect((await addListing(ref, 'rso_nope')).body.code).toBe('listingNotFound');
    expect((await addListing(ref, offers.pair, undefined, EVENTS.jazz)).body.code).toBe('listingNotFound');
    const priya = await login(RESALE_EMAILS.priya);
    expect((await call('POST', `/api/public/resell/offers/${offers.single}/cancel`, { token: priya })).status).toBe(200);
    expect((await addListing(ref, offers.single)).body.code).toBe('listingUnavailable');
    const own = await addListing(await open(priya), offers.pair, priya);
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('ownListing');
    expect((await checkouts.readCheckout(ref)).items ?? []).toEqual([]);
  });
});

describe('buying a listing', () => {
  it('sells the offer: the seller’s tickets go by a marketplace transfer, the buyer gets new valid ones, the seller a payout and a sold offer', async () => {
    const ben = await login(RESALE_EMAILS.ben);
    const ref = await open(ben);
    expect((await addListing(ref, offers.pair, ben)).status).toBe(200);
    const paid = await pay(ref, ben);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    expect(sandbox.store.get('resellOffers', offers.pair)?.status).toBe('sold');
    const transferId = sandbox.store.get('resellOffers', offers.pair)?.transferId ?? '';
    const transfer = sandbox.store.get('ticketTransfers', transferId);
    expect(transfer).toMatchObject({ status: 'transferred', origin: 'marketplace', sender: { email: RESALE_EMAILS.priya }, recipient: { customerId: 'cus_ben_okafor' } });
    expect(transfer?.tickets?.map((ref) => ref.id)).toEqual([...tickets.pair]);
    for (const id of tickets.pair) {
      const original = sandbox.store.get('tickets', id);
      expect(original?.status).toBe('invalid');
      expect(original?.history?.at(-1)).toMatchObject({ type: 'transferred', data: { transferId, resellOfferId: offers.pair } });
    }
    const bought = sandbox.store.list('tickets', { customerId: 'cus_ben_okafor' }).docs;
    expect(bought.map((ticket) => [ticket.status, ticket.origin, ticket.originTicketId, ticket.seatingInfo?.seatName])).toEqual([
      ['valid', 'transfer', tickets.pair[0], '5'],
      ['valid', 'transfer', tickets.pair[1], '6'],
    ]);
    expect(bought[0]?.history?.at(-1)).toMatchObject({ type: 'createdFromTransfer', data: { transferId } });

    const payouts = sandbox.store.list('resalePayouts', { customerId: 'cus_priya_shah' }).docs;
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ offerId: offers.pair, cpmId: RESALE_IDS.payout, amount: 63, status: 'paid', currency: 'GBP' });

    // The account's transfer lists ask for person-to-person transfers: the sale is not among them.
    const received = (origin: string) => ok<{ docs: { _id: string }[] }>(`/api/public/ticket-transfers?isRecipient=true&origin=${origin}`, ben);
    expect((await received('marketplace')).docs.map((doc) => doc._id)).toEqual([transferId]);
    expect((await received('customer')).docs).toEqual([]);

    const priya = await login(RESALE_EMAILS.priya);
    const sold = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?status=sold', priya));
    expect(sold.docs.map((offer) => offer._id)).toEqual([offers.pair]);
    expect((await listings()).docs.map((listing) => listing._id)).not.toContain(offers.pair);
  });

  it('refuses to take the payment when the offer went meanwhile (the seller transferred a ticket away)', async () => {
    const ref = await open();
    expect((await addListing(ref, offers.single)).status).toBe(200);
    sandbox.store.update('tickets', tickets.single, (ticket) => ({ ...ticket, status: 'invalid' }));
    const refused = await pay(ref);
    expect(refused.status).toBe(409);
    expect((refused.body as Coded).code).toBe('listingUnavailable');
    expect(sandbox.store.get('resellOffers', offers.single)?.status).toBe('active');
  });
});

describe('GET /api/public/resell/ticket/{id}/status', () => {
  const status = (id: string, query: string, token?: string) => call<Coded>('GET', `/api/public/resell/ticket/${id}/status${query}`, token ? { token } : {});
  const secretOf = (id: string) => encodeURIComponent(sandbox.store.get('tickets', id)?.secret ?? '');

  it('answers listed, sold or not listed, with the external listing, to the secret or the holder', async () => {
    const listed = ticketResaleStatusSchema.parse((await status(tickets.single, `?secret=${secretOf(tickets.single)}`)).body);
    expect(listed).toMatchObject({ state: 'listed', offerId: offers.single, resellAble: false, reason: 'HAS_ACTIVE_OFFER', externalListing: null });
    const priya = await login(RESALE_EMAILS.priya);
    const external = ticketResaleStatusSchema.parse((await status(tickets.external, '', priya)).body);
    expect(external).toMatchObject({ state: 'notListed', resellAble: false, externalListing: { marketplace: 'Riverside Resale Exchange' } });
    const free = ticketResaleStatusSchema.parse((await status(tickets.kept, '', priya)).body);
    expect(free).toMatchObject({ state: 'notListed', resellAble: true, externalListing: null });
  });

  it('refuses without a secret or token, and answers a wrong secret or another holder like an unknown ticket', async () => {
    expect((await status(tickets.kept, '')).status).toBe(401);
    expect((await status(tickets.kept, '?secret=wrong')).status).toBe(404);
    expect((await status(tickets.kept, '', await login(EMAILS.alex))).status).toBe(404);
    expect((await status('tkt_nope', '?secret=x')).status).toBe(404);
  });
});

describe('resale site: clicks and external listings', () => {
  it('records the holder’s click with their tickets', async () => {
    const priya = await login(RESALE_EMAILS.priya);
    const answer = await call('POST', '/api/public/resell/marketplace/clicks', { token: priya, json: { sellerId: 'sel_riverside', eventId: RESALE_EVENT, ticketIds: [tickets.kept] } });
    expect(answer.status).toBe(201);
    const click = resaleSiteClickSchema.parse(answer.body);
    expect(sandbox.store.get('resaleSiteClicks', click._id)).toMatchObject({ ticketIds: [tickets.kept], eventId: RESALE_EVENT });
  });

  it('refuses a click without a token, with someone else’s ticket, or where the seller has no resale site', async () => {
    const body = { sellerId: 'sel_riverside', eventId: RESALE_EVENT, ticketIds: [tickets.kept] };
    expect((await call('POST', '/api/public/resell/marketplace/clicks', { json: body })).status).toBe(401);
    expect((await call('POST', '/api/public/resell/marketplace/clicks', { token: await login(EMAILS.alex), json: body })).status).toBe(404);
    sandbox.store.update('sellers', 'sel_riverside', (seller) => ({ ...seller, features: { ...seller.features, resaleMarketplace: false } }));
    const off = await call<Coded>('POST', '/api/public/resell/marketplace/clicks', { token: await login(RESALE_EMAILS.priya), json: body });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('resaleSiteDisabled');
  });

  it('takes the site’s report of a listing, after which the ticket cannot be offered here', async () => {
    const report = await call<Coded>('POST', '/api/sandbox/resale-site/listings', { json: { sellerId: 'sel_riverside', ticketIds: [tickets.kept] } });
    expect(report.status).toBe(201);
    expect((await call<Coded>('POST', '/api/sandbox/resale-site/listings', { json: { sellerId: 'sel_riverside', ticketIds: [tickets.kept] } })).body.code).toBe('alreadyListed');
    const priya = await login(RESALE_EMAILS.priya);
    const offer = await call<Coded>('POST', '/api/public/resell/offers', { token: priya, json: { sellerId: 'sel_riverside', eventId: RESALE_EVENT, ticketIds: [tickets.kept], cpmId: RESALE_IDS.payout } });
    expect(offer.status).toBe(409);
    expect(offer.body.code).toBe('HAS_ACTIVE_OFFER');
  });
});
