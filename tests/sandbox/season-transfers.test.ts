import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { SEASON_EMAIL, SEASON_IDS } from '../../lib/sandbox/seed/season-cards.ts';
import { ticketTransferSchema } from '../../lib/ticketing/schemas/ticket-transfer.ts';
import { eventPageSchema } from '../../lib/ticketing/events.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Season cards in the transfer calls (spec 02 §3 groupEventId/childEventId, §5, §7, §9): one
 * transfer per child event, the transfer modes, what makes a child event unavailable, and what
 * accepting does to the card and the recipient; the season's child listing.
 */

let sandbox: Sandbox;
let clock = new Date();
const { call, login, ok } = caller(() => sandbox);

beforeEach(() => {
  // The seed's dates are relative to the seeding instant: the Opening Night is 21 days ahead.
  clock = new Date();
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const { cards } = SEASON_IDS;
const ticket = (id: string) => sandbox.store.get('tickets', id);
const ref = (id: string) => ({ id, secret: ticket(id)?.secret ?? '' });
type Answer = ErrorBody & { code?: string };

function send(token: string, ids: string[], extra: Record<string, unknown> = {}, email = EMAILS.jamie) {
  return call<Answer>('POST', '/api/ticket-transfers', { token, json: { tickets: ids.map(ref), recipient: { email }, ...extra } });
}

async function sent(token: string, ids: string[], extra: Record<string, unknown> = {}) {
  const answer = await send(token, ids, extra);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ticketTransferSchema.parse(answer.body);
}

async function accept(id: string) {
  const secret = sandbox.store.get('ticketTransfers', id)?.secret ?? '';
  const answer = await call<Answer>('POST', `/api/ticket-transfers/${id}/accept`, { json: { secret, prename: 'Jamie', lastname: 'Lee' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('POST /api/ticket-transfers for season cards', () => {
  it('sends two concerts of one card, one transfer each, naming the season and the concert', async () => {
    const robin = await login(SEASON_EMAIL);
    const opening = await sent(robin, [cards.open], { childEventId: EVENTS.seasonOpening });
    expect(opening).toMatchObject({ status: 'created', eventId: EVENTS.seasonOpening, groupEventId: EVENTS.season, childEventId: EVENTS.seasonOpening });
    const winter = await sent(robin, [cards.open], { childEventId: EVENTS.seasonWinter, groupEventId: EVENTS.season });
    expect(winter.childEventId).toBe(EVENTS.seasonWinter);
    // The card stays the sender's, untouched, until the recipient answers.
    expect(ticket(cards.open)).toMatchObject({ status: 'valid', excludedEventIds: [] });
  });

  it.each<[string, string, Record<string, unknown>, number, string | undefined]>([
    ['a group-only card by concert', cards.groupOnly, { childEventId: EVENTS.seasonWinter }, 409, 'seasonTransferModeNotAllowed'],
    ['a children-only card whole', cards.childrenOnly, {}, 409, 'seasonTransferModeNotAllowed'],
    ['a concert already transferred', cards.partly, { childEventId: EVENTS.seasonOpening }, 409, 'childEventTransferred'],
    ['a concert with a pending transfer', cards.partly, { childEventId: EVENTS.seasonWinter }, 409, 'childEventTransferPending'],
    ['a children-allowed card whole', cards.partly, {}, 409, 'seasonTransferModeNotAllowed'],
    ['an event that is not of the season', cards.open, { childEventId: EVENTS.jazz }, 400, undefined],
    ['another season as groupEventId', cards.open, { childEventId: EVENTS.seasonWinter, groupEventId: EVENTS.jazz }, 400, undefined],
    ['a concert of an ordinary ticket', 'tkt_alex_exhibition_1', { childEventId: EVENTS.seasonWinter }, 400, undefined],
  ])('refuses %s and changes nothing', async (_case, card, extra, status, code) => {
    const token = card.startsWith('tkt_alex') ? await login(EMAILS.alex) : await login(SEASON_EMAIL);
    const before = JSON.stringify(sandbox.store.list('ticketTransfers').docs);
    const answer = await send(token, [card], extra);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (code) expect(answer.body.code).toBe(code);
    expect(JSON.stringify(sandbox.store.list('ticketTransfers').docs)).toBe(before);
  });

  it('refuses a concert twice, and the whole card once a concert is promised', async () => {
    const robin = await login(SEASON_EMAIL);
    await sent(robin, [cards.open], { childEventId: EVENTS.seasonSpring });
    expect((await send(robin, [cards.open], { childEventId: EVENTS.seasonSpring })).body.code).toBe('childEventTransferPending');
    expect((await send(robin, [cards.open])).body.code).toBe('eventTransferPending');
  });

  it('refuses every concert while the whole card is promised', async () => {
    const robin = await login(SEASON_EMAIL);
    await sent(robin, [cards.openSecond]);
    expect((await send(robin, [cards.openSecond], { childEventId: EVENTS.seasonWinter })).body.code).toBe('seasonTransferExists');
    expect((await send(robin, [cards.openSecond])).body.code).toBe('seasonTransferExists');
  });

  it('refuses a concert that is over', async () => {
    clock = new Date(Date.parse(sandbox.store.get('events', EVENTS.seasonOpening)?.end ?? '') + 60_000);
    const robin = await login(SEASON_EMAIL);
    expect((await send(robin, [cards.open], { childEventId: EVENTS.seasonOpening })).body.code).toBe('childEventEnded');
  });

  it('accepting a concert keeps the card for the others and gives the recipient a ticket of that concert', async () => {
    const robin = await login(SEASON_EMAIL);
    const transfer = await sent(robin, [cards.open], { childEventId: EVENTS.seasonWinter });
    await accept(transfer._id);

    const card = ticket(cards.open);
    expect(card).toMatchObject({ status: 'valid', type: 'multi', excludedEventIds: [EVENTS.seasonWinter] });
    expect(card?.history?.at(-1)).toMatchObject({ type: 'transferredFromSeason', data: { transferId: transfer._id, eventId: EVENTS.seasonWinter } });

    const received = sandbox.store.list('tickets', { customerId: CUSTOMERS.jamie }).docs.find((candidate) => candidate.originTicketId === cards.open);
    expect(received).toMatchObject({
      status: 'valid',
      type: 'single',
      eventId: EVENTS.seasonWinter,
      rootEventId: EVENTS.season,
      ticketTypeId: `tt_${EVENTS.seasonWinter}_single`,
      seatingInfo: card?.seatingInfo,
      origin: 'transfer',
      realPrice: 40,
    });
    expect(received?.history?.[0]).toMatchObject({ type: 'createdFromTransfer', data: { transferId: transfer._id } });

    // The concert is gone from the card; the others can still be sent, the whole card too.
    expect((await send(robin, [cards.open], { childEventId: EVENTS.seasonWinter })).body.code).toBe('childEventTransferred');
    await sent(robin, [cards.open], { childEventId: EVENTS.seasonSpring });
  });

  it('accepting the whole season moves the card as it is', async () => {
    const robin = await login(SEASON_EMAIL);
    const transfer = await sent(robin, [cards.openSecond]);
    expect(transfer).toMatchObject({ eventId: EVENTS.season, groupEventId: EVENTS.season });
    expect(transfer.childEventId).toBeUndefined();
    await accept(transfer._id);
    expect(ticket(cards.openSecond)).toMatchObject({ status: 'invalid' });
    expect(ticket(cards.openSecond)?.history?.at(-1)?.type).toBe('transferred');
    const card = sandbox.store.list('tickets', { customerId: CUSTOMERS.jamie }).docs.find((candidate) => candidate.originTicketId === cards.openSecond);
    expect(card).toMatchObject({ status: 'valid', type: 'multi', eventId: EVENTS.season, seasonTicketTransferMode: 'entireSeasonAllowed' });
  });

  it('a concert of a transfer cannot be taken when the card lost it meanwhile', async () => {
    const robin = await login(SEASON_EMAIL);
    const transfer = await sent(robin, [cards.open], { childEventId: EVENTS.seasonSpring });
    const card = ticket(cards.open);
    if (card) sandbox.store.put('tickets', { ...card, excludedEventIds: [EVENTS.seasonSpring] });
    const secret = sandbox.store.get('ticketTransfers', transfer._id)?.secret ?? '';
    const answer = await call<Answer>('POST', `/api/ticket-transfers/${transfer._id}/accept`, { json: { secret, prename: 'Jamie', lastname: 'Lee' } });
    expect(answer).toMatchObject({ status: 409, body: { code: 'ticketsChanged' } });
    expect(sandbox.store.list('tickets', { customerId: CUSTOMERS.jamie }).docs.some((candidate) => candidate.originTicketId === cards.open)).toBe(false);
  });
});

describe('GET /api/events/public/listings with groupEventId (spec 02 §9 child event listing)', () => {
  const listing = (query: string) => ok<unknown>(`/api/events/public/listings?sellerId=sel_riverside&${query}`).then((body) => eventPageSchema.parse(body));

  it('lists the season’s concerts ending now or later, never a group event', async () => {
    const all = await listing(`groupEventId=${EVENTS.season}&top=1000&endMin=${encodeURIComponent(clock.toISOString())}`);
    expect(all.docs.map((event) => event._id)).toEqual([EVENTS.seasonOpening, EVENTS.seasonWinter, EVENTS.seasonSpring]);
    expect(all.docs.every((event) => event.eventType !== 'group')).toBe(true);

    const openingEnd = sandbox.store.get('events', EVENTS.seasonOpening)?.end ?? '';
    const later = await listing(`groupEventId=${EVENTS.season}&top=1000&endMin=${encodeURIComponent(new Date(Date.parse(openingEnd) + 1000).toISOString())}`);
    expect(later.docs.map((event) => event._id)).toEqual([EVENTS.seasonWinter, EVENTS.seasonSpring]);
  });

  it('refuses a top above 1000', async () => {
    expect((await call('GET', `/api/events/public/listings?groupEventId=${EVENTS.season}&top=1001`)).status).toBe(400);
  });
});
