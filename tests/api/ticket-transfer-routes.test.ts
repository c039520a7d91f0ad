import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';

/**
 * The transfer route handlers (create for the session customer; reject and accept by the
 * transfer's secret) against the embedded sandbox in a fresh data directory, with a cookie jar
 * holding the session of a real login.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Answer {
  status: number;
  body: { id?: string; status?: string; message?: string; code?: string; errors?: Record<string, string[]> } | undefined;
}

const { sandbox } = routeSandbox('ticket-transfer-routes-');
let login: RouteHandler;
let create: RouteHandler;
let reject: RouteHandler;
let accept: RouteHandler;

const SHOP = 'riverside-live';

const read = (response: Response): Promise<Answer> => readAnswer<NonNullable<Answer['body']>>(response);

async function loginAs(email: string) {
  expect(await logInAt(login, SHOP, email)).toBe(200);
}

const createTransfer = async (json: unknown, headers?: Record<string, string>) =>
  read(await create(postJson(`http://localhost/api/shops/${SHOP}/account/ticket-transfers/create`, json, headers), segment({ seller: SHOP })));
const bySecret = async (handler: RouteHandler, id: string, secret: string, json: unknown, headers?: Record<string, string>) =>
  read(await handler(postJson(`http://localhost/api/ticket-transfers/${id}/${secret}/x`, json, headers), segment({ id, secret })));

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  create = (await import('../../app/api/shops/[seller]/account/ticket-transfers/create/route.ts')).POST;
  reject = (await import('../../app/api/ticket-transfers/[id]/[secret]/reject/route.ts')).POST;
  accept = (await import('../../app/api/ticket-transfers/[id]/[secret]/accept/route.ts')).POST;
});

beforeEach(() => clearCookies());

const valid = { ticketIds: ['tkt_alex_orchestra_2'], recipient: { email: 'jamie.lee@example.com' } };

describe('POST /api/shops/{seller}/account/ticket-transfers/create', () => {
  it('refuses cross-site requests, needs a login, and checks its input with field errors', async () => {
    expect((await createTransfer(valid, CROSS_SITE)).status).toBe(403);
    expect((await createTransfer(valid)).status).toBe(401);
    await loginAs('alex.morgan@example.com');
    const invalid = await createTransfer({ ticketIds: [], recipient: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body?.errors ?? {}).sort()).toEqual(['recipient.email', 'ticketIds']);
  });

  it('maps the API refusals: the sender as recipient, a ticket of someone else', async () => {
    await loginAs('alex.morgan@example.com');
    const self = await createTransfer({ ...valid, recipient: { email: 'ALEX.MORGAN@example.com' } });
    expect(self).toMatchObject({ status: 400, body: { code: 'forbiddenSameCustomer', errors: { 'recipient.email': ['forbiddenSameCustomer'] } } });
    // Sam's ticket is not among Alex's: its secret is never looked up.
    expect((await createTransfer({ ...valid, ticketIds: ['tkt_sam_0001'] })).status).toBe(404);
  });

  it('creates the transfer with the session customer’s ticket secrets; the recipient rejects or accepts it by its secret', async () => {
    await loginAs('alex.morgan@example.com');
    const created = await createTransfer(valid);
    expect(created).toMatchObject({ status: 201, body: { status: 'created' } });
    const id = created.body?.id ?? '';
    const stored = (await sandbox()).store.get('ticketTransfers', id);
    const secret = stored?.secret ?? '';
    expect(stored?.tickets?.[0]?.id).toBe('tkt_alex_orchestra_2');
    // The answer names no secret.
    expect(JSON.stringify(created.body)).not.toContain(secret);

    expect((await bySecret(accept, id, secret, { prename: 'Jamie', lastname: 'Lee' }, CROSS_SITE)).status).toBe(403);
    expect((await bySecret(accept, id, 'wrong-secret-0123456789', { prename: 'Jamie', lastname: 'Lee' })).status).toBe(404);
    const missing = await bySecret(accept, id, secret, { prename: ' ', lastname: 'Lee' });
    expect(missing.status).toBe(400);
    expect(missing.body?.errors?.prename).toBeDefined();
    expect(await bySecret(accept, id, secret, { prename: 'Jamie', lastname: 'Lee' })).toMatchObject({ status: 200, body: { status: 'transferred' } });
    expect((await bySecret(reject, id, secret, {})).status).toBe(409);
  });
});
