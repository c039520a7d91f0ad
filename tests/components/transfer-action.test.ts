import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { login } from '../../lib/ticketing/customers.ts';
import { sellerSchema } from '../../lib/ticketing/schemas/seller.ts';
import { DEMO_PASSWORD, EVENTS, SELLERS } from '../../lib/sandbox/seed/ids.ts';
import { SELECT_IDS } from '../../lib/sandbox/seed/holdings/select.ts';
import type { TicketTransferAction } from '../../components/account/tickets/types.ts';

/**
 * The Transfer modal's data as the jazz night's viewer loads it when it opens (lib/account/
 * tickets-screen.ts loadEventTickets): Robin's seeded jazz tickets with their seats, each checked by the transfer
 * rule (spec 02 §9), the deadline and retransfer mode, and the phone field of an SMS seller.
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

async function jazzTransfer(): Promise<TicketTransferAction | undefined> {
  const { loadEventTickets } = await import('../../lib/account/tickets-screen.ts');
  const { screenIntl } = await import('../../components/account/server/screen.ts');
  const client = createTicketingClient({ baseUrl: 'http://sandbox.test', fetch: (input, init) => sandbox.handle(new Request(input, init)), timeoutMs: 5000 });
  server.client = client;
  const session = await login(client, { sellerId: SELLERS.riverside.id, email: SELECT_IDS.email, password: DEMO_PASSWORD });
  if (!session.ok) throw new Error('login failed');
  const seller = sellerSchema.parse(sandbox.store.get('sellers', SELLERS.riverside.id));
  const jazz = await loadEventTickets({ access: { client, token: session.data.token }, seller, locale: 'en', intl: screenIntl('en'), userAgent: '', now: clock }, EVENTS.jazz);
  if (!jazz.ok) throw new Error('event tickets failed');
  return jazz.data.actions.find((action): action is TicketTransferAction => action.kind === 'transfer');
}

const updateEvent = (change: (event: NonNullable<ReturnType<Sandbox['store']['get']>>) => unknown) =>
  sandbox.store.update('events', EVENTS.jazz, (event) => change(event) as typeof event);

describe('the Transfer modal’s data', () => {
  it('carries every ticket with its seat, the deadline, the retransfer mode and the phone of an SMS seller', async () => {
    const action = await jazzTransfer();
    expect(action?.tickets.map((ticket) => [ticket.id, ticket.seatingInfo?.seatName ?? ticket.seatingInfo?.name, ticket.refusal])).toEqual([
      ...SELECT_IDS.seats.map((id, index) => [id, String(3 + index), undefined]),
      ...SELECT_IDS.standing.map((id) => [id, 'Standing floor', undefined]),
    ]);
    expect(action?.tickets[0]).toMatchObject({ name: 'Seated', seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '6', gate: 'Gate B' } });
    expect(action).toMatchObject({ retransfer: 'allowed', phone: { sellerCountry: 'GB' } });
    // Riverside sets no allowed-until offset: transfers close when the event ends (ADR 0017), in London time.
    // The jazz night ends at 23:00 London time ten days after the seeding day.
    expect(action?.deadlineLabel).toMatch(/^Jan 25, 2030, 11:00\sPM London time$/);
  });

  it('marks a ticket the rule refuses (received by transfer, retransfer not allowed) and says the recipient cannot pass them on', async () => {
    updateEvent((event) => ({ ...event, transferSettings: { retransferMode: 'notAllowed' } }));
    sandbox.store.update('tickets', SELECT_IDS.seats[3], (ticket) => ({ ...ticket, origin: 'transfer' }));
    const action = await jazzTransfer();
    expect(action?.tickets.find((ticket) => ticket.id === SELECT_IDS.seats[3])?.refusal).toBe('retransferNotAllowed');
    expect(action?.tickets.filter((ticket) => ticket.refusal)).toHaveLength(1);
    expect(action?.retransfer).toBe('notAllowed');
  });

  it('offers no Transfer once the deadline has passed for every ticket', async () => {
    updateEvent((event) => ({ ...event, transferSettings: { allowedUntil: { offset: 30, unit: 'days' } } }));
    expect(await jazzTransfer()).toBeUndefined();
  });
});
