import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, EVENTS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { myTicketEventPageSchema, myTicketsResponseSchema, type MyTicketsResponse } from '../../lib/ticketing/tickets.ts';
import { caller, EMAILS } from './support/account-client.ts';

/**
 * The tickets page reads events first (issue 9): "my ticket events" answers the events of the
 * caller's tickets with a count per status, and "get my tickets" takes eventIds and packaged
 * filters. Both read by the bearer token's customer only (ADR 0011).
 */

const clock = new Date('2030-01-15T12:00:00.000Z');
let sandbox: Sandbox;
const { get, login, ok } = caller(() => sandbox);
const tokens = { alex: '', sam: '' };
let everything: Record<'alex' | 'sam', MyTicketsResponse>;

beforeAll(async () => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
  tokens.alex = await login(EMAILS.alex);
  tokens.sam = await login(EMAILS.sam);
  everything = {
    alex: myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', tokens.alex)),
    sam: myTicketsResponseSchema.parse(await ok('/api/customers/me/tickets', tokens.sam)),
  };
});
afterAll(() => sandbox.close());

const ticketEvents = async (who: 'alex' | 'sam', query = '?top=1000') => myTicketEventPageSchema.parse(await ok(`/api/customers/me/ticket-events${query}`, tokens[who]));
const ticketsOf = async (who: 'alex' | 'sam', query: string) => myTicketsResponseSchema.parse(await ok(`/api/customers/me/tickets${query}`, tokens[who]));
const ids = (tickets: readonly { _id: string }[]) => tickets.map((ticket) => ticket._id).sort();

describe('GET /api/customers/me/ticket-events', () => {
  it('needs the bearer token', async () => {
    expect((await get('/api/customers/me/ticket-events')).status).toBe(401);
    expect((await get('/api/customers/me/ticket-events', 'not-a-token')).status).toBe(401);
  });

  it.each(['alex', 'sam'] as const)("answers each event of %s's tickets once, earliest first, counting every ticket by status", async (who) => {
    const page = await ticketEvents(who);
    const mine = everything[who].tickets;
    expect(page.total).toBe(page.docs.length);
    expect(page.docs.map((doc) => doc.event._id).sort()).toEqual([...new Set(mine.map((ticket) => ticket.eventId))].sort());
    for (const { event, countsByStatus } of page.docs) {
      const expected: Record<string, number> = {};
      for (const ticket of mine.filter((candidate) => candidate.eventId === event._id)) expected[ticket.status] = (expected[ticket.status] ?? 0) + 1;
      expect(countsByStatus, event._id).toEqual(expected);
    }
    const starts = page.docs.map((doc) => Date.parse(doc.event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('follows a ticket whose status changes, and one that changes hands', async () => {
    const jazz = everything.sam.tickets.find((ticket) => ticket.eventId === EVENTS.jazz && ticket.status === 'valid');
    if (!jazz) throw new Error('Sam holds a valid jazz ticket');
    const countsOf = async (who: 'alex' | 'sam') => (await ticketEvents(who)).docs.find((doc) => doc.event._id === EVENTS.jazz)?.countsByStatus ?? {};
    const before = await countsOf('sam');
    const alexBefore = await countsOf('alex');
    sandbox.store.update('tickets', jazz._id, (ticket) => ({ ...ticket, status: 'invalid' }));
    expect(await countsOf('sam')).toEqual({ ...before, valid: (before.valid ?? 0) - 1, invalid: (before.invalid ?? 0) + 1 });
    sandbox.store.reassign('tickets', jazz._id, CUSTOMERS.alex);
    expect(await countsOf('sam')).toEqual({ ...before, valid: (before.valid ?? 0) - 1 });
    expect(await countsOf('alex')).toEqual({ ...alexBefore, invalid: (alexBefore.invalid ?? 0) + 1 });
    // As it was, for the other tests.
    sandbox.store.reassign('tickets', jazz._id, CUSTOMERS.sam);
    sandbox.store.update('tickets', jazz._id, (ticket) => ({ ...ticket, status: 'valid' }));
    expect(await countsOf('sam')).toEqual(before);
  });

  it('answers public events in the asked language, hidden ones included for the UI to omit', async () => {
    const german = await ticketEvents('alex', '?top=1000&locale=de');
    const events = new Map(german.docs.map((doc) => [doc.event._id, doc.event]));
    expect(events.get(EVENTS.jazz)?.name).toBe('Mitternachts-Jazz-Session');
    expect(events.get(EVENTS.parking)?.customSettings?.hideTicketsInTransactionPage).toBe(true);
    // Reserved tickets (an open purchase intent) are counted as such: the page decides not to show them.
    expect(german.docs.some((doc) => (doc.countsByStatus.reserved ?? 0) > 0)).toBe(true);
  });

  it('pages with top and skip (25 by default, at most 1000)', async () => {
    const all = await ticketEvents('sam');
    const first = await ticketEvents('sam', '?top=2');
    const second = await ticketEvents('sam', '?top=2&skip=2');
    expect(first.total).toBe(all.total);
    expect([...first.docs, ...second.docs].map((doc) => doc.event._id)).toEqual(all.docs.slice(0, 4).map((doc) => doc.event._id));
    expect((await get('/api/customers/me/ticket-events?top=1001', tokens.sam)).status).toBe(400);
    expect((await get('/api/customers/me/ticket-events?skip=-1', tokens.sam)).status).toBe(400);
  });
});

describe('GET /api/customers/me/tickets filters', () => {
  it.each(['alex', 'sam'] as const)("eventIds answers exactly %s's tickets of those events, with their events", async (who) => {
    const mine = everything[who].tickets;
    const { docs } = await ticketEvents(who);
    let seen = 0;
    for (const { event } of docs) {
      const answer = await ticketsOf(who, `?eventIds=${event._id}`);
      expect(ids(answer.tickets), event._id).toEqual(ids(mine.filter((ticket) => ticket.eventId === event._id)));
      expect(answer.events.map((candidate) => candidate._id)).toContain(event._id);
      seen += answer.tickets.length;
    }
    // Every ticket belongs to exactly one event's answer.
    expect(seen).toBe(mine.length);
  });

  it('takes several events, repeated or comma-separated', async () => {
    const expected = ids(everything.alex.tickets.filter((ticket) => ticket.eventId === EVENTS.jazz || ticket.eventId === EVENTS.comedy));
    expect(ids((await ticketsOf('alex', `?eventIds=${EVENTS.jazz}&eventIds=${EVENTS.comedy}`)).tickets)).toEqual(expected);
    expect(ids((await ticketsOf('alex', `?eventIds=${EVENTS.jazz},${EVENTS.comedy}`)).tickets)).toEqual(expected);
  });

  it("a child event's season cards bring their season along", async () => {
    const child = everything.sam.tickets.find((ticket) => ticket.rootEventId);
    expect(child, 'Sam holds a season concert ticket').toBeDefined();
    const answer = await ticketsOf('sam', `?eventIds=${child?.eventId ?? ''}`);
    expect(answer.events.map((event) => event._id)).toContain(child?.rootEventId);
  });

  it('never answers another customer’s tickets, whatever events are asked for', async () => {
    const samsEvents = new Set(everything.sam.tickets.map((ticket) => ticket.eventId));
    const alexOnly = [...new Set(everything.alex.tickets.map((ticket) => ticket.eventId))].filter((id) => !samsEvents.has(id));
    expect(alexOnly.length).toBeGreaterThan(0);
    expect((await ticketsOf('sam', `?eventIds=${alexOnly.join(',')}`)).tickets).toEqual([]);
    const shared = await ticketsOf('sam', `?eventIds=${EVENTS.jazz}`);
    expect(shared.tickets.length).toBeGreaterThan(0);
    expect(shared.tickets.every((ticket) => ticket.customerId === CUSTOMERS.sam)).toBe(true);
  });

  it('packaged answers only the tickets sold in a package', async () => {
    const answer = await ticketsOf('alex', '?packaged=true');
    expect(answer.tickets.map((ticket) => ticket.packageInfo?.packageId)).toEqual([ALEX_IDS.packageId, ALEX_IDS.packageId, ALEX_IDS.packageId]);
    expect((await ticketsOf('sam', '?packaged=true')).tickets).toEqual([]);
    expect((await ticketsOf('alex', '?packaged=false')).tickets).toHaveLength(everything.alex.tickets.length);
  });

  it.each(['?packaged=maybe', `?eventIds=${Array.from({ length: 101 }, (_, index) => `evt_${index}`).join(',')}`])('refuses %s with a 400', async (query) => {
    expect((await get(`/api/customers/me/tickets${query}`, tokens.alex)).status).toBe(400);
  });
});
