import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { myTicketEventPageSchema, myTicketsResponseSchema } from '../../lib/ticketing/tickets.ts';
import { myTransactionsResponseSchema } from '../../lib/ticketing/schemas/index.ts';
import { ticketSchema } from '../../lib/ticketing/schemas/ticket.ts';
import { caller, EMAILS } from './support/account-client.ts';

/**
 * The sandbox-only control that gives a customer thousands of tickets for measuring the tickets
 * page (issue 9): real orders and valid tickets, read back through the customer's own calls, only
 * for events that have ended, so that nothing on sale changes.
 */

const clock = new Date('2030-01-15T12:00:00.000Z');
let sandbox: Sandbox;
const { call, login, ok } = caller(() => sandbox);

beforeAll(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterAll(() => sandbox.close());

const bulk = (customerId: string, json: unknown) => call<Record<string, unknown>>('POST', `/api/sandbox/customers/${customerId}/bulk-tickets`, { json });

/** Tickets per event of the store, all holders. */
const ticketsPerEvent = () => {
  const counts = new Map<string, number>();
  for (const ticket of sandbox.store.list('tickets').docs) counts.set(ticket.eventId, (counts.get(ticket.eventId) ?? 0) + 1);
  return counts;
};

describe('POST /api/sandbox/customers/{id}/bulk-tickets', () => {
  it("raises Sam's tickets by count in real orders of ended events, leaving the events on sale alone", async () => {
    const token = await login(EMAILS.sam);
    const before = myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', token)).tickets.length;
    const ordersBefore = myTransactionsResponseSchema.parse(await ok('/api/customers/me/transactions', token)).transactions.length;
    const perEventBefore = ticketsPerEvent();
    const jazzBefore = await ok<{ saleStatus?: string }>(`/api/public/events/${EVENTS.jazz}`);

    const answer = await bulk(CUSTOMERS.sam, { count: 2702 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ customerId: CUSTOMERS.sam, added: 2702, tickets: before + 2702, eventIds: [EVENTS.openingParty] });

    const after = myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', token));
    expect(after.tickets).toHaveLength(before + 2702);
    const added = after.tickets.filter((ticket) => ticket.eventId === EVENTS.openingParty && ticket.customerId === CUSTOMERS.sam && ticket.transactionId?.startsWith('tx_'));
    expect(added.length).toBeGreaterThanOrEqual(2702);
    for (const ticket of added.slice(-50)) {
      // Real tickets: the API's own schema, valid, with a secret of their own and a barcode.
      expect(ticketSchema.safeParse(ticket).success).toBe(true);
      expect(ticket.status).toBe('valid');
      expect(ticket.secret).toEqual(expect.any(String));
      expect(ticket.barcode).toEqual(expect.any(String));
    }
    // Their orders, listed with Sam's others, each with a random secret.
    const orders = myTransactionsResponseSchema.parse(await ok('/api/customers/me/transactions', token)).transactions;
    expect(orders.length).toBe(ordersBefore + Number(answer.body.orders));
    const order = sandbox.store.get('transactions', added[0]?.transactionId ?? '');
    expect(order?.customerId).toBe(CUSTOMERS.sam);
    expect(order?.secret).not.toMatch(/^sec_/);

    // The events page counts them; no event still on sale got a ticket more.
    const events = myTicketEventPageSchema.parse(await ok('/api/customers/me/ticket-events?top=1000', token));
    expect(events.docs.find((doc) => doc.event._id === EVENTS.openingParty)?.countsByStatus.valid).toBeGreaterThanOrEqual(2702);
    const perEventAfter = ticketsPerEvent();
    for (const [eventId, count] of perEventAfter) {
      if (eventId !== EVENTS.openingParty) expect(count, eventId).toBe(perEventBefore.get(eventId));
    }
    expect(await ok<{ saleStatus?: string }>(`/api/public/events/${EVENTS.jazz}`)).toMatchObject({ saleStatus: jazzBefore.saleStatus });
  });

  it('adds nothing for a count of 0 and answers the total', async () => {
    const total = sandbox.store.list('tickets', { customerId: CUSTOMERS.alex }).total;
    const answer = await bulk(CUSTOMERS.alex, { count: 0 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ added: 0, orders: 0, tickets: total });
  });

  it.each([{ count: 5001 }, { count: -1 }, { count: 2.5 }, {}, { count: 10, eventIds: [EVENTS.jazz] }])('refuses %j', async (body) => {
    expect((await bulk(CUSTOMERS.alex, body)).status).toBe(400);
  });

  it('answers 404 for an unknown customer and 409 for a seller without ended events', async () => {
    expect((await bulk('cus_nobody', { count: 1 })).status).toBe(404);
    const refused = await bulk(CUSTOMERS.taylor, { count: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'noEndedEvents' });
  });
});
