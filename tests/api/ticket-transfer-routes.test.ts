import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CROSS_SITE, postJson, readAnswer } from './route-requests.ts';

/**
 * The transfer route handlers (create for the session customer; reject and accept by the
 * transfer's secret) against the embedded sandbox in a fresh data directory, with a cookie jar
 * holding the session of a real login.
 */

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ 'accept-language': 'en-GB,en;q=0.9' }),
}));
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));

interface Answer {
  status: number;
  body: { id?: string; status?: string; message?: string; code?: string; errors?: Record<string, string[]> } | undefined;
}
type ShopHandler = (request: Request, context: { params: Promise<{ seller: string }> }) => Promise<Response>;
type SecretHandler = (request: Request, context: { params: Promise<{ id: string; secret: string }> }) => Promise<Response>;

const dataDir = mkdtempSync(join(tmpdir(), 'ticket-transfer-routes-'));
const savedEnv = { SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR, TICKETING_API_URL: process.env.TICKETING_API_URL };
let login: ShopHandler;
let create: ShopHandler;
let reject: SecretHandler;
let accept: SecretHandler;

const SHOP = 'riverside-live';

async function sandbox() {
  const { sandboxInstance } = await import('../../lib/sandbox/instance.ts');
  return sandboxInstance(dataDir);
}

const read = (response: Response): Promise<Answer> => readAnswer<NonNullable<Answer['body']>>(response);

const post = postJson;

async function loginAs(email: string) {
  const response = await login(post(`http://localhost/api/shops/${SHOP}/session`, { email, password: 'demo1234' }, { origin: 'http://localhost' }), { params: Promise.resolve({ seller: SHOP }) });
  expect(response.status).toBe(200);
}

const createTransfer = async (json: unknown, headers?: Record<string, string>) =>
  read(await create(post(`http://localhost/api/shops/${SHOP}/account/ticket-transfers/create`, json, headers), { params: Promise.resolve({ seller: SHOP }) }));
const bySecret = async (handler: SecretHandler, id: string, secret: string, json: unknown, headers?: Record<string, string>) =>
  read(await handler(post(`http://localhost/api/ticket-transfers/${id}/${secret}/x`, json, headers), { params: Promise.resolve({ id, secret }) }));

beforeAll(async () => {
  process.env.SANDBOX_DATA_DIR = dataDir;
  delete process.env.TICKETING_API_URL;
  vi.resetModules();
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  create = (await import('../../app/api/shops/[seller]/account/ticket-transfers/create/route.ts')).POST;
  reject = (await import('../../app/api/ticket-transfers/[id]/[secret]/reject/route.ts')).POST;
  accept = (await import('../../app/api/ticket-transfers/[id]/[secret]/accept/route.ts')).POST;
});

afterAll(async () => {
  (await sandbox()).close();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ticket-shop.sandbox')];
  rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(() => jar.clear());

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
    expect((await bySecret(accept, id, 'wrong-secret-0123456789', { prename: 'Jamie', lastname: 'Lee' })).status).toBe(403);
    const missing = await bySecret(accept, id, secret, { prename: ' ', lastname: 'Lee' });
    expect(missing.status).toBe(400);
    expect(missing.body?.errors?.prename).toBeDefined();
    expect(await bySecret(accept, id, secret, { prename: 'Jamie', lastname: 'Lee' })).toMatchObject({ status: 200, body: { status: 'transferred' } });
    expect((await bySecret(reject, id, secret, {})).status).toBe(409);
  });
});
