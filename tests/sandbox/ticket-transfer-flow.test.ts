import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { ticketTransferSchema } from '../../lib/ticketing/schemas/ticket-transfer.ts';
import { outboxPageSchema } from '../../lib/ticketing/outbox.ts';
import { ticketTransferPageSchema } from '../../lib/ticketing/transfers.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Creating, reading, rejecting and accepting ticket transfers (spec 02 §4, §5, §7) against the
 * seeded demo data. Answers are parsed with the storefront client's schemas.
 */

let sandbox: Sandbox;
const { call, get, login, ok } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

const EXHIBITION = ['tkt_alex_exhibition_1', 'tkt_alex_exhibition_2'] as const;
const ref = (id: string) => ({ id, secret: sandbox.store.get('tickets', id)?.secret ?? '' });
const create = (token: string, json: unknown) => call<ErrorBody & { code?: string }>('POST', '/api/ticket-transfers', { token, json });
const ticket = (id: string) => sandbox.store.get('tickets', id);

async function transferExhibition(token: string, email: string = EMAILS.jamie) {
  const answer = await create(token, { tickets: [ref(EXHIBITION[0])], recipient: { email } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ticketTransferSchema.parse(answer.body);
}

describe('POST /api/ticket-transfers', () => {
  it('needs a customer token', async () => {
    expect((await call('POST', '/api/ticket-transfers', { json: { tickets: [ref(EXHIBITION[0])], recipient: { email: EMAILS.jamie } } })).status).toBe(401);
  });

  it('creates a pending transfer, lists it under Sent and mails the recipient the link', async () => {
    const alex = await login(EMAILS.alex);
    const transfer = await transferExhibition(alex, `  ${EMAILS.jamie}  `);
    expect(transfer).toMatchObject({ status: 'created', origin: 'customer', recipient: { email: EMAILS.jamie, customerId: CUSTOMERS.jamie }, sender: { email: EMAILS.alex } });
    expect(transfer.tickets).toEqual([ref(EXHIBITION[0])]);

    const sent = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true', alex));
    expect(sent.docs[0]?._id).toBe(transfer._id);

    const mails = outboxPageSchema.parse(await ok(`/api/sandbox/outbox?recipient=${encodeURIComponent(EMAILS.jamie)}`));
    expect(mails.docs[0]).toMatchObject({ kind: 'ticketTransfer', link: `/ticket-transfer/${transfer._id}/${transfer.secret}` });
    expect(mails.docs[0]?.body).toContain(mails.docs[0]?.link ?? '-');
  });

  it('refuses the sender as recipient with forbiddenSameCustomer, whatever the letter case', async () => {
    const alex = await login(EMAILS.alex);
    const answer = await create(alex, { tickets: [ref(EXHIBITION[0])], recipient: { email: ' Alex.Morgan@Example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('forbiddenSameCustomer');
    expect(answer.body.errors).toEqual({ 'recipient.email': ['forbiddenSameCustomer'] });
  });

  it('refuses an invalid e-mail and an empty ticket list', async () => {
    const alex = await login(EMAILS.alex);
    expect((await create(alex, { tickets: [ref(EXHIBITION[0])], recipient: { email: 'not-an-email' } })).status).toBe(400);
    expect((await create(alex, { tickets: [], recipient: { email: EMAILS.jamie } })).status).toBe(400);
  });

  it('refuses a ticket with a pending transfer (409), and frees it again once rejected', async () => {
    const alex = await login(EMAILS.alex);
    expect((await create(alex, { tickets: [ref(ALEX_IDS.tickets.pendingTransfer)], recipient: { email: EMAILS.jamie } })).status).toBe(409);
    const transfer = await transferExhibition(alex);
    expect((await create(alex, { tickets: [ref(EXHIBITION[0]), ref(EXHIBITION[1])], recipient: { email: EMAILS.jamie } })).status).toBe(409);
    const rejected = await call('POST', `/api/ticket-transfers/${transfer._id}/reject`, { json: { secret: transfer.secret } });
    expect(rejected.status).toBe(200);
    expect(ticketTransferSchema.parse(rejected.body).status).toBe('rejected');
    // Still listed for the sender, as rejected.
    const sent = ticketTransferPageSchema.parse(await ok('/api/public/ticket-transfers?isSender=true', alex));
    expect(sent.docs.find((doc) => doc._id === transfer._id)?.status).toBe('rejected');
    expect((await create(alex, { tickets: [ref(EXHIBITION[0])], recipient: { email: EMAILS.jamie } })).status).toBe(201);
    // A rejected transfer cannot be accepted or rejected again.
    expect((await call('POST', `/api/ticket-transfers/${transfer._id}/reject`, { json: { secret: transfer.secret } })).status).toBe(409);
  });

  it('refuses tickets the transfer rule excludes: locked, invalid, hard', async () => {
    const alex = await login(EMAILS.alex);
    for (const id of ['tkt_alex_comedy_2', ALEX_IDS.tickets.canceled, ALEX_IDS.tickets.hard, ALEX_IDS.tickets.transferred]) {
      expect((await create(alex, { tickets: [ref(id)], recipient: { email: EMAILS.jamie } })).status, id).toBe(400);
    }
  });

  it('never moves another customer’s tickets, even with their secret; a wrong secret is 404', async () => {
    const sam = await login(EMAILS.sam);
    expect((await create(sam, { tickets: [ref(EXHIBITION[0])], recipient: { email: EMAILS.jamie } })).status).toBe(404);
    const alex = await login(EMAILS.alex);
    expect((await create(alex, { tickets: [{ id: EXHIBITION[0], secret: 'sec_wrong_0123456789abcdef' }], recipient: { email: EMAILS.jamie } })).status).toBe(404);
    expect(sandbox.store.list('ticketTransfers', { customerId: CUSTOMERS.sam }).docs.every((doc) => !doc.tickets?.some((t) => t.id === EXHIBITION[0]))).toBe(true);
  });
});

describe('GET, reject and accept by the transfer secret', () => {
  it('reads a transfer by its secret: 404 for an unknown id and a wrong secret alike, no ticket secrets', async () => {
    const transfer = await transferExhibition(await login(EMAILS.alex));
    expect((await get(`/api/ticket-transfers/trf_nope/${transfer.secret}`)).status).toBe(404);
    expect((await get(`/api/ticket-transfers/${transfer._id}/wrong-secret-0123456789`)).status).toBe(404);
    expect((await call('POST', `/api/ticket-transfers/${transfer._id}/reject`, { json: { secret: 'wrong-secret-0123456789' } })).status).toBe(404);
    expect((await call('POST', `/api/ticket-transfers/${transfer._id}/accept`, { json: { secret: 'wrong-secret-0123456789', prename: 'Jamie', lastname: 'Lee' } })).status).toBe(404);
    const read = ticketTransferSchema.parse(await ok(`/api/ticket-transfers/${transfer._id}/${transfer.secret}`));
    expect(read.tickets).toEqual([{ id: EXHIBITION[0] }]);
  });

  it('accept needs first and last name', async () => {
    const transfer = await transferExhibition(await login(EMAILS.alex));
    const answer = await call<ErrorBody>('POST', `/api/ticket-transfers/${transfer._id}/accept`, { json: { secret: transfer.secret, prename: '  ', lastname: '' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['lastname', 'prename']);
  });

  it('accepting retires the sender’s ticket and issues the recipient a new valid one', async () => {
    const transfer = await transferExhibition(await login(EMAILS.alex));
    const answer = await call('POST', `/api/ticket-transfers/${transfer._id}/accept`, { json: { secret: transfer.secret, prename: ' Jamie ', lastname: 'Lee' } });
    expect(answer.status).toBe(200);
    expect(ticketTransferSchema.parse(answer.body).status).toBe('transferred');

    const old = ticket(EXHIBITION[0]);
    expect(old?.status).toBe('invalid');
    expect(old?.history?.at(-1)).toMatchObject({ type: 'transferred', data: { transferId: transfer._id } });
    const successor = sandbox.store.list('tickets', { customerId: CUSTOMERS.jamie }).docs.find((doc) => doc.originTicketId === EXHIBITION[0]);
    expect(successor).toMatchObject({ status: 'valid', firstname: 'Jamie', lastname: 'Lee', email: EMAILS.jamie, transferable: true });
    expect(successor?.history).toEqual([expect.objectContaining({ type: 'createdFromTransfer' })]);
    expect(successor?.barcode).not.toBe(old?.barcode);
    // Done: neither accept nor reject works again.
    expect((await call('POST', `/api/ticket-transfers/${transfer._id}/accept`, { json: { secret: transfer.secret, prename: 'Jamie', lastname: 'Lee' } })).status).toBe(409);
  });
});
