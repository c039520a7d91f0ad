import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { SELECT_IDS } from '../../lib/sandbox/seed/holdings/select.ts';
import { ticketTransferSchema } from '../../lib/ticketing/schemas/ticket-transfer.ts';
import { ticketTransferPageSchema } from '../../lib/ticketing/transfers.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/**
 * Issue 13 (select) in the sandbox: Robin's seeded seats and pending transfer, the recipient phone
 * as E.164, and the sender withdrawing a pending transfer by the secret of their Sent list (spec
 * 02 §4, §7 reject with secret).
 */

let sandbox: Sandbox;
const { call, login, ok } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const ref = (id: string) => ({ id, secret: sandbox.store.get('tickets', id)?.secret ?? '' });
const create = (token: string, json: unknown) => call<ErrorBody>('POST', '/api/ticket-transfers', { token, json });

describe('Robin (demo data for selecting tickets)', () => {
  it('holds four seats side by side in one row, Standing tickets, and a pending transfer of two of them with a phone', async () => {
    const token = await login(SELECT_IDS.email);
    const { tickets } = (await ok('/api/customers/me/tickets', token)) as { tickets: { _id: string; status: string; seatingInfo?: { rowName?: string; seatName?: string; name?: string } }[] };
    const seats = tickets.filter((ticket) => (SELECT_IDS.seats as readonly string[]).includes(ticket._id));
    expect(seats.map((ticket) => `${ticket.seatingInfo?.rowName}/${ticket.seatingInfo?.seatName}`)).toEqual(['6/3', '6/4', '6/5', '6/6']);
    expect(tickets.filter((ticket) => ticket.seatingInfo?.name === 'Standing floor')).toHaveLength(3);
    const sent = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&status=created', token));
    expect(sent.docs.map((transfer) => [transfer._id, transfer.recipient?.email, transfer.recipient?.phone])).toEqual([[SELECT_IDS.pendingTransfer, SELECT_IDS.recipient, SELECT_IDS.recipientPhone]]);
  });
});

describe('POST /api/ticket-transfers: recipient phone', () => {
  it('keeps an E.164 phone and refuses anything else, creating nothing', async () => {
    const token = await login(SELECT_IDS.email);
    const before = sandbox.store.list('ticketTransfers').total;
    for (const phone of ['01512345678', '+49 151 23456789', '+0000', 'call me']) {
      const refused = await create(token, { tickets: [ref(SELECT_IDS.seats[0])], recipient: { email: 'sky.jones@example.net', phone } });
      expect(refused.status, phone).toBe(400);
    }
    expect(sandbox.store.list('ticketTransfers').total).toBe(before);
    const created = await create(token, { tickets: [ref(SELECT_IDS.seats[0])], recipient: { email: 'sky.jones@example.net', phone: '+4915123456789' } });
    expect(created.status).toBe(201);
    expect(ticketTransferSchema.parse(created.body).recipient).toMatchObject({ email: 'sky.jones@example.net', phone: '+4915123456789' });
  });
});

describe('the sender withdraws a pending transfer', () => {
  it('rejects it with the secret from the Sent list: the tickets are free again, the link is closed', async () => {
    const token = await login(SELECT_IDS.email);
    const sent = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true&status=created', token));
    const pending = sent.docs[0];
    expect(pending?.secret).toBeTruthy();
    const busy = await create(token, { tickets: [ref(SELECT_IDS.standing[0])], recipient: { email: 'sky.jones@example.net' } });
    expect(busy.status).toBe(409);

    const rejected = await call('POST', `/api/ticket-transfers/${pending?._id}/reject`, { json: { secret: pending?.secret } });
    expect(rejected.status).toBe(200);
    expect(sandbox.store.get('ticketTransfers', SELECT_IDS.pendingTransfer)?.status).toBe('rejected');
    expect((await call('POST', `/api/ticket-transfers/${pending?._id}/accept`, { json: { secret: pending?.secret, prename: 'Casey', lastname: 'North' } })).status).toBe(409);
    expect((await create(token, { tickets: [ref(SELECT_IDS.standing[0])], recipient: { email: 'sky.jones@example.net' } })).status).toBe(201);
  });
});

describe('a ticket scanned at the entrance (spec 02 §8)', () => {
  it('cannot be transferred: the API says "Ticket already scanned"; the scan control needs the ticket secret', async () => {
    const token = await login(SELECT_IDS.email);
    const [first] = SELECT_IDS.seats;
    expect((await call('POST', `/api/sandbox/tickets/${first}/scan`, { json: { secret: 'sec_wrong_0000000000' } })).status).toBe(404);
    expect((await call('POST', `/api/sandbox/tickets/${first}/scan`, { json: { secret: ref(first).secret, gate: 'Gate B' } })).status).toBe(200);
    const refused = await create(token, { tickets: [ref(first)], recipient: { email: 'sky.jones@example.net' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Ticket already scanned');
    expect((await create(token, { tickets: [ref(SELECT_IDS.seats[1])], recipient: { email: 'sky.jones@example.net' } })).status).toBe(201);
  });
});
