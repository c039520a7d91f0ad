import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { login } from '../../lib/ticketing/customers.ts';
import { sellerSchema } from '../../lib/ticketing/schemas/seller.ts';
import { DEMO_PASSWORD, EVENTS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import type { TicketsContext } from '../../lib/account/tickets-screen.ts';

/**
 * The tickets screen as the page reads it (issue 9, events first): package cards with their
 * tickets, event cards with only a count, and the count always what the event's viewer then
 * loads. The page's data stays the same however many tickets the customer has.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));
// The ticket actions read orders through the server's client: this file's sandbox, not the one in .data/.
const server = vi.hoisted(() => ({ client: undefined as TicketingClient | undefined }));
vi.mock('../../lib/ticketing/server.ts', () => ({
  ticketing: () => {
    if (!server.client) throw new Error('no ticketing client yet');
    return server.client;
  },
}));

const clock = new Date('2030-01-15T12:00:00.000Z');
let sandbox: Sandbox;
let requests: URL[] = [];

beforeAll(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterAll(() => {
  sandbox.close();
  vi.doUnmock('next/headers');
  vi.doUnmock('next/cache');
  vi.doUnmock('../../lib/ticketing/server.ts');
  vi.resetModules();
});

async function contextOf(email: string): Promise<TicketsContext> {
  const { screenIntl } = await import('../../components/account/server/screen.ts');
  const client = createTicketingClient({
    baseUrl: 'http://sandbox.test',
    fetch: (input, init) => {
      requests.push(new URL(String(input instanceof Request ? input.url : input)));
      return sandbox.handle(new Request(input, init));
    },
    timeoutMs: 5000,
  });
  server.client = client;
  const session = await login(client, { sellerId: SELLERS.riverside.id, email, password: DEMO_PASSWORD });
  if (!session.ok) throw new Error('login failed');
  const seller = sellerSchema.parse(sandbox.store.get('sellers', SELLERS.riverside.id));
  return { access: { client, token: session.data.token }, seller, locale: 'en', intl: screenIntl('en'), userAgent: '', now: clock };
}

async function screenOf(email: string) {
  const { loadTicketsScreen } = await import('../../lib/account/tickets-screen.ts');
  const context = await contextOf(email);
  requests = [];
  const screen = await loadTicketsScreen(context);
  if (!screen.ok) throw new Error(`tickets screen failed: ${screen.error.message}`);
  return { screen: screen.data, context };
}

describe('the tickets screen, events first', () => {
  it("shows Alex's packages on top, then event cards counting tickets without carrying any", async () => {
    const { screen } = await screenOf('alex.morgan@example.com');
    expect(screen.packages).toHaveLength(1);
    expect(screen.packages[0]).toMatchObject({ name: 'Weekend Pass', pendingPersonalization: 1 });
    expect(screen.packages[0]?.tickets).toHaveLength(3);

    const jazz = screen.upcoming.find((card) => card.eventId === EVENTS.jazz);
    expect(jazz).toEqual({ eventId: EVENTS.jazz, name: 'Midnight Jazz Session', image: '/demo/events/jazz.jpg', start: expect.any(String), dateLabel: expect.any(String), season: false, ticketCount: 6 });
    expect(screen.past.find((card) => card.eventId === EVENTS.openingParty)?.ticketCount).toBe(3);
    // The car park hides its tickets from this page.
    expect([...screen.upcoming, ...screen.past].some((card) => card.eventId === EVENTS.parking)).toBe(false);
    // It asked for the events and the packaged tickets only: never for every ticket.
    expect(requests.map((url) => url.pathname).sort()).toEqual(['/api/customers/me/ticket-events', '/api/customers/me/tickets']);
    expect(requests.find((url) => url.pathname === '/api/customers/me/tickets')?.searchParams.get('packaged')).toBe('true');
  });

  it("counts on each card exactly the tickets its viewer loads (Sam's 200+)", async () => {
    const { loadEventTickets } = await import('../../lib/account/tickets-screen.ts');
    const { screen, context } = await screenOf('sam.collector@example.com');
    const cards = [...screen.upcoming, ...screen.past];
    expect(cards.reduce((sum, card) => sum + card.ticketCount, 0)).toBeGreaterThan(200);
    for (const card of cards) {
      const viewer = await loadEventTickets(context, card.eventId);
      if (!viewer.ok) throw new Error('viewer failed');
      expect(viewer.data.tickets.length, card.name).toBe(card.ticketCount);
    }
  });

  it('stays the same size when the customer holds ten times as many tickets', async () => {
    const withoutParty = (screen: Awaited<ReturnType<typeof screenOf>>['screen']) => ({ ...screen, past: screen.past.filter((card) => card.eventId !== EVENTS.openingParty) });
    const before = (await screenOf('sam.collector@example.com')).screen;
    const added = await sandbox.handle(
      new Request(`http://sandbox.test/api/sandbox/customers/cus_sam_collector/bulk-tickets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 2700 }) }),
    );
    expect(added.status).toBe(201);
    const after = (await screenOf('sam.collector@example.com')).screen;
    // The event that got the tickets has one card with a count: a number, not 2,700 tickets. The rest is as it was.
    const party = after.past.find((card) => card.eventId === EVENTS.openingParty);
    expect(party?.ticketCount).toBe((before.past.find((card) => card.eventId === EVENTS.openingParty)?.ticketCount ?? 0) + 2700);
    expect(JSON.stringify(party).length).toBeLessThan(300);
    expect(withoutParty(after)).toEqual(withoutParty(before));
  });
});
