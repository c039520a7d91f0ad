import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { resellOfferSchema, resellOfferStatusResponseSchema } from '../../lib/ticketing/schemas/resell-offer.ts';
import { resellOfferPageSchema } from '../../lib/ticketing/resale.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Resell offers of the token's customer (spec 02 §4, §5 Resale, §6, §7, §8): status, create and
 * cancel against the seeded demo data, parsed with the storefront client's schemas.
 */

let sandbox: Sandbox;
const { call, login, ok } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const EXHIBITION = ['tkt_alex_exhibition_1', 'tkt_alex_exhibition_2'] as const;
const SEPA = ALEX_IDS.paymentMethods.sepa;
type Coded = ErrorBody & { code?: string };
const status = (token: string | undefined, ticketIds: readonly string[], eventIds: readonly string[] = []) =>
  call<Coded>('POST', '/api/public/resell/offers/status', { ...(token ? { token } : {}), json: { sellerId: 'sel_riverside', eventIds, ticketIds } });
const create = (token: string | undefined, json: unknown) => call<Coded>('POST', '/api/public/resell/offers', { ...(token ? { token } : {}), json });
const cancel = (token: string | undefined, id: string) => call<Coded>('POST', `/api/public/resell/offers/${id}/cancel`, token ? { token } : {});
const offerExhibition = (token: string, cpmId: string = SEPA) => create(token, { sellerId: 'sel_riverside', eventId: EVENTS.exhibition, ticketIds: [...EXHIBITION], cpmId });

describe('POST /api/public/resell/offers/status', () => {
  it('needs a customer token', async () => {
    expect((await status(undefined, EXHIBITION)).status).toBe(401);
  });

  it('answers proceeds and a 10 % fee for resellable tickets, and the event open for offers', async () => {
    const alex = await login(EMAILS.alex);
    const answer = await status(alex, EXHIBITION, [EVENTS.exhibition]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = resellOfferStatusResponseSchema.parse(answer.body);
    const prices = EXHIBITION.map((id) => sandbox.store.get('tickets', id)?.realPrice ?? 0);
    const price = prices.reduce((sum, value) => sum + value, 0);
    expect(body.resellAble).toBe(true);
    expect(body.resellFee).toBeCloseTo(price * 0.1, 2);
    expect(body.proceeds).toBeCloseTo(price * 0.9, 2);
    expect(body.events).toEqual([{ eventId: EVENTS.exhibition, offerAble: true, activeOffer: null }]);
    expect(body.tickets?.every((ticket) => ticket.resellAble)).toBe(true);
  });

  it('names why a ticket cannot be offered and shows the active offer of its event', async () => {
    const alex = await login(EMAILS.alex);
    const body = resellOfferStatusResponseSchema.parse((await status(alex, ['tkt_alex_jazz_2', 'tkt_alex_jazz_3', 'tkt_alex_comedy_2'])).body);
    const reason = (id: string) => body.tickets?.find((ticket) => ticket.ticketId === id)?.reason;
    expect(reason('tkt_alex_jazz_2')).toBe('HAS_ACTIVE_OFFER');
    expect(reason('tkt_alex_jazz_3')).toBe('TICKET_OFFER_DISABLED');
    expect(body.resellAble).toBe(false);
    expect(body.events?.find((event) => event.eventId === EVENTS.jazz)?.activeOffer?._id).toBe(ALEX_IDS.resellOffers.active);
  });

  it('treats another customer’s ticket as unknown', async () => {
    const sam = await login(EMAILS.sam);
    expect((await status(sam, EXHIBITION)).status).toBe(404);
  });
});

describe('POST /api/public/resell/offers', () => {
  it('offers the tickets, lists the offer as active and refuses a second offer with HAS_ACTIVE_OFFER', async () => {
    const alex = await login(EMAILS.alex);
    const answer = await offerExhibition(alex);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const offer = resellOfferSchema.parse(answer.body);
    expect(offer).toMatchObject({ status: 'active', eventId: EVENTS.exhibition, cpmId: SEPA, currency: 'GBP' });
    expect(offer.items?.map((item) => item.ticketId)).toEqual([...EXHIBITION]);

    const active = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?status=active', alex));
    expect(active.docs.map((doc) => doc._id)).toContain(offer._id);
    const again = await offerExhibition(alex);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('HAS_ACTIVE_OFFER');
  });

  it('needs a payout method of the caller: a card or someone else’s account is refused', async () => {
    const alex = await login(EMAILS.alex);
    const card = await offerExhibition(alex, ALEX_IDS.paymentMethods.visa);
    expect(card.status).toBe(400);
    expect(card.body.errors).toEqual({ cpmId: ['not a payout method'] });
    expect((await offerExhibition(alex, 'cpm_sam_sepa')).status).toBe(404);
    expect((await create(alex, { sellerId: 'sel_riverside', eventId: EVENTS.exhibition, ticketIds: [...EXHIBITION] })).status).toBe(400);
  });

  it('refuses tickets that are not resellable, of another event, or not the caller’s', async () => {
    const alex = await login(EMAILS.alex);
    const notResellable = await create(alex, { sellerId: 'sel_riverside', eventId: EVENTS.jazz, ticketIds: ['tkt_alex_jazz_3'], cpmId: SEPA });
    expect(notResellable.status).toBe(400);
    expect(notResellable.body.code).toBe('TICKET_OFFER_DISABLED');
    expect((await create(alex, { sellerId: 'sel_riverside', eventId: EVENTS.jazz, ticketIds: [EXHIBITION[0]], cpmId: SEPA })).status).toBe(400);
    const sam = await login(EMAILS.sam);
    expect((await create(sam, { sellerId: 'sel_riverside', eventId: EVENTS.exhibition, ticketIds: [EXHIBITION[0]], cpmId: 'cpm_sam_sepa' })).status).toBe(404);
  });

  it('refuses a ticket with a pending transfer', async () => {
    const alex = await login(EMAILS.alex);
    const secret = sandbox.store.get('tickets', EXHIBITION[0])?.secret ?? '';
    const transfer = await call('POST', '/api/ticket-transfers', { token: alex, json: { tickets: [{ id: EXHIBITION[0], secret }], recipient: { email: EMAILS.jamie } } });
    expect(transfer.status).toBe(201);
    const answer = await offerExhibition(alex);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('HAS_TICKET_TRANSFER');
  });
});

describe('POST /api/public/resell/offers/{id}/cancel', () => {
  it('lets only the owner cancel; the tickets can be offered again', async () => {
    const alex = await login(EMAILS.alex);
    const offer = resellOfferSchema.parse((await offerExhibition(alex)).body);
    const sam = await login(EMAILS.sam);
    expect((await cancel(sam, offer._id)).status).toBe(404);
    expect((await cancel(undefined, offer._id)).status).toBe(401);

    const canceled = await cancel(alex, offer._id);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(resellOfferSchema.parse(canceled.body).status).toBe('canceled');
    expect((await cancel(alex, offer._id)).status).toBe(409);
    const active = resellOfferPageSchema.parse(await ok('/api/customers/me/resell-offers?status=active', alex));
    expect(active.docs.map((doc) => doc._id)).not.toContain(offer._id);
    expect((await offerExhibition(alex)).status).toBe(201);
  });

  it('cancels the seeded active offer and frees its ticket', async () => {
    const alex = await login(EMAILS.alex);
    expect((await cancel(alex, ALEX_IDS.resellOffers.active)).status).toBe(200);
    const body = resellOfferStatusResponseSchema.parse((await status(alex, ['tkt_alex_jazz_2'])).body);
    expect(body.tickets?.[0]).toMatchObject({ resellAble: true });
  });
});
