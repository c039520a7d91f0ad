import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { SELECT_IDS } from '../../lib/sandbox/seed/holdings/select.ts';

/**
 * Issue 13 (select): the recipient's phone on a new transfer, and the sender cancelling a pending
 * transfer from the account (spec 02 §4), through the route handlers against the seeded sandbox.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Answer {
  status: number;
  body: { id?: string; status?: string; code?: string; errors?: Record<string, string[]> } | undefined;
}

const { sandbox } = routeSandbox('ticket-transfer-cancel-routes-');
let login: RouteHandler;
let create: RouteHandler;
let cancel: RouteHandler;

const read = (response: Response): Promise<Answer> => readAnswer<NonNullable<Answer['body']>>(response);
const createAt = async (shop: string, json: unknown) => read(await create(postJson(`http://localhost/api/shops/${shop}/account/ticket-transfers/create`, json), segment({ seller: shop })));
const cancelAt = async (shop: string, id: string, headers?: Record<string, string>) =>
  read(await cancel(postJson(`http://localhost/api/shops/${shop}/account/ticket-transfers/${id}/cancel`, {}, headers), segment({ seller: shop, id })));
const stored = async (id: string) => (await sandbox()).store.get('ticketTransfers', id);

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  create = (await import('../../app/api/shops/[seller]/account/ticket-transfers/create/route.ts')).POST;
  cancel = (await import('../../app/api/shops/[seller]/account/ticket-transfers/[id]/cancel/route.ts')).POST;
});

beforeEach(() => clearCookies());

describe('the recipient phone (spec 02 §2, §5)', () => {
  it('travels as E.164 where the seller delivers by SMS; an invalid one is a field error and nothing is created', async () => {
    expect(await logInAt(login, 'riverside-live', SELECT_IDS.email)).toBe(200);
    const before = (await sandbox()).store.list('ticketTransfers').total;
    const invalid = await createAt('riverside-live', { ticketIds: [SELECT_IDS.seats[0]], recipient: { email: 'sky.jones@example.net', phone: '01512345' } });
    expect(invalid).toMatchObject({ status: 400, body: { errors: { 'recipient.phone': ['invalidPhone'] } } });
    expect((await sandbox()).store.list('ticketTransfers').total).toBe(before);

    const created = await createAt('riverside-live', { ticketIds: [SELECT_IDS.seats[0], SELECT_IDS.seats[1]], recipient: { email: 'sky.jones@example.net', phone: '+4915123456789' } });
    expect(created).toMatchObject({ status: 201, body: { status: 'created' } });
    expect((await stored(created.body?.id ?? ''))?.recipient).toMatchObject({ email: 'sky.jones@example.net', phone: '+4915123456789' });
  });

  it('is left out where the seller does not deliver by SMS', async () => {
    expect(await logInAt(login, 'kulturhaus-lindenau', 'lena.fischer@example.com')).toBe(200);
    const created = await createAt('kulturhaus-lindenau', { ticketIds: ['tkt_lena_faust_1'], recipient: { email: 'jonas.fischer@example.net', phone: '+4915123456789' } });
    expect(created.status).toBe(201);
    const recipient = (await stored(created.body?.id ?? ''))?.recipient;
    expect(recipient?.email).toBe('jonas.fischer@example.net');
    expect(recipient?.phone ?? undefined).toBeUndefined();
  });
});

describe('POST /api/shops/{seller}/account/ticket-transfers/{id}/cancel', () => {
  it('refuses cross-site requests and needs a login', async () => {
    expect((await cancelAt('riverside-live', SELECT_IDS.pendingTransfer, CROSS_SITE)).status).toBe(403);
    expect((await cancelAt('riverside-live', SELECT_IDS.pendingTransfer)).status).toBe(401);
  });

  it('answers 404 for a transfer of someone else and an unknown id, changing nothing', async () => {
    expect(await logInAt(login, 'riverside-live', 'alex.morgan@example.com')).toBe(200);
    expect(await cancelAt('riverside-live', SELECT_IDS.pendingTransfer)).toMatchObject({ status: 404, body: { code: 'transferNotFound' } });
    expect(await cancelAt('riverside-live', 'trf_unknown')).toMatchObject({ status: 404, body: { code: 'transferNotFound' } });
    expect((await stored(SELECT_IDS.pendingTransfer))?.status).toBe('created');
  });

  it('withdraws the sender’s own pending transfer: its tickets are free to transfer again, and twice is 404', async () => {
    expect(await logInAt(login, 'riverside-live', SELECT_IDS.email)).toBe(200);
    const canceled = await cancelAt('riverside-live', SELECT_IDS.pendingTransfer);
    expect(canceled).toMatchObject({ status: 200, body: { id: SELECT_IDS.pendingTransfer, status: 'rejected' } });
    expect(JSON.stringify(canceled.body)).not.toContain('sec_');
    expect((await stored(SELECT_IDS.pendingTransfer))?.status).toBe('rejected');
    expect((await cancelAt('riverside-live', SELECT_IDS.pendingTransfer)).status).toBe(404);
    const again = await createAt('riverside-live', { ticketIds: [...SELECT_IDS.standing.slice(0, 2)], recipient: { email: SELECT_IDS.recipient } });
    expect(again.status).toBe(201);
  });
});

describe('a scanned ticket', () => {
  it('is refused with the API\'s words, which the modal turns into its own message', async () => {
    const box = await sandbox();
    const id = SELECT_IDS.seats[2];
    expect((await box.handle(new Request(`http://sandbox.test/api/sandbox/tickets/${id}/scan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret: box.store.get('tickets', id)?.secret }) }))).status).toBe(200);
    expect(await logInAt(login, 'riverside-live', SELECT_IDS.email)).toBe(200);
    const refused = await read(await create(postJson('http://localhost/api/shops/riverside-live/account/ticket-transfers/create', { ticketIds: [id], recipient: { email: 'sky.jones@example.net' } }), segment({ seller: 'riverside-live' })));
    expect(refused.status).toBe(400);
    expect((refused.body as { message?: string } | undefined)?.message).toBe('Ticket already scanned');
  });
});
