import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import { ticketSchema } from '../../lib/ticketing/schemas/ticket.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/** POST /api/public/tickets/claim (spec 02 §4, §5 Claim, §7): a logged-in customer makes tickets theirs by id and secret. */

let sandbox: Sandbox;
const { call, login } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string };
const claim = (token: string | undefined, tickets: unknown) => call<Coded | unknown[]>('POST', '/api/public/tickets/claim', { ...(token ? { token } : {}), json: { tickets } });
const ref = (id: string) => {
  const ticket = sandbox.store.get('tickets', id);
  if (!ticket?.secret) throw new Error(`no ticket ${id}`);
  return { _id: id, secret: ticket.secret };
};
const samTicket = () => sandbox.store.list('tickets', { customerId: CUSTOMERS.sam }).docs.find((ticket) => ticket.status === 'valid' && ticket.sellerId === 'sel_riverside');

describe('POST /api/public/tickets/claim', () => {
  it('needs a customer token', async () => {
    const ticket = samTicket();
    expect(ticket).toBeDefined();
    expect((await claim(undefined, [ref(ticket?._id ?? '')])).status).toBe(401);
  });

  it('makes unclaimed tickets the caller’s, with a history entry, and answers them', async () => {
    const ticket = samTicket();
    const alex = await login(EMAILS.alex);
    const answer = await claim(alex, [ref(ticket?._id ?? '')]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [claimed] = ticketSchema.array().parse(answer.body);
    expect(claimed).toMatchObject({ _id: ticket?._id, claimed: true, customerId: CUSTOMERS.alex });
    const stored = sandbox.store.get('tickets', ticket?._id ?? '');
    expect(stored).toMatchObject({ claimed: true, customerId: CUSTOMERS.alex });
    expect(stored?.history?.at(-1)).toMatchObject({ type: 'updated', data: { claimedBy: CUSTOMERS.alex } });
    // Claiming again is harmless.
    expect((await claim(alex, [ref(ticket?._id ?? '')])).status).toBe(200);
  });

  it('refuses tickets another customer claimed, and then claims none of them', async () => {
    const [first, second] = sandbox.store.list('tickets', { customerId: CUSTOMERS.sam }).docs.filter((ticket) => ticket.status === 'valid' && ticket.sellerId === 'sel_riverside');
    const sam = await login(EMAILS.sam);
    expect((await claim(sam, [ref(first?._id ?? '')])).status).toBe(200);
    const alex = await login(EMAILS.alex);
    const answer = await claim(alex, [ref(second?._id ?? ''), ref(first?._id ?? '')]);
    expect(answer.status).toBe(409);
    expect((answer.body as Coded).code).toBe('ticketAlreadyClaimed');
    expect(sandbox.store.get('tickets', second?._id ?? '')?.claimed).not.toBe(true);
  });

  it('treats a wrong secret, another shop’s ticket and a malformed body as nothing to claim', async () => {
    const ticket = samTicket();
    const alex = await login(EMAILS.alex);
    expect((await claim(alex, [{ _id: ticket?._id, secret: 'wrong-secret-0000' }])).status).toBe(404);
    const lenaTicket = sandbox.store.list('tickets', { customerId: CUSTOMERS.lena }).docs[0];
    expect((await claim(alex, [ref(lenaTicket?._id ?? '')])).status).toBe(404);
    expect((await claim(alex, [])).status).toBe(400);
    expect((await claim(alex, [ref(ticket?._id ?? ''), ref(ticket?._id ?? '')])).status).toBe(400);
    expect(sandbox.store.get('tickets', ticket?._id ?? '')?.claimed).not.toBe(true);
  });
});
