import { beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { CROSS_SITE, SAME_SITE, logInAt, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import type { Customer } from '../../lib/ticketing/schemas/customer.ts';

/**
 * The account shell's route handlers (edit me, verification mail, password reset and its
 * confirmation, address suggestions) against the embedded sandbox in a fresh data directory, with
 * the session cookie of a real login in a cookie jar the handlers read and write.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Answer {
  status: number;
  body: { message?: string; code?: string; errors?: Record<string, string[]>; next?: { at: string; label: string } | null; customer?: Partial<Customer>; suggestions?: { street: string; state: string | null; country: string }[] } | undefined;
}

const { sandbox } = routeSandbox('account-shell-');
const routes = {} as Record<'me' | 'verificationMail' | 'reset' | 'confirm' | 'suggestions' | 'login', RouteHandler>;
const jar = cookieJar.values;

type Shop = 'riverside-live' | 'kulturhaus-lindenau' | 'little-theatre';

/** Logs in like the browser does: the session handler writes the cookie into the jar. */
const loginAs = (email: string, shop: Shop = 'riverside-live', password = 'demo1234'): Promise<number> => logInAt(routes.login, shop, email, password);

async function call(route: keyof typeof routes, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: string; shop?: Shop } = {}): Promise<Answer> {
  const shop = init.shop ?? 'riverside-live';
  const headers = new Headers({ ...SAME_SITE, ...init.headers });
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const request = new Request(`http://localhost/api/shops/${shop}/account/${path}`, { method: init.method ?? 'POST', headers, ...(body === undefined ? {} : { body }) });
  return readAnswer<NonNullable<Answer['body']>>(await routes[route](request, segment({ seller: shop })));
}

async function outbox(recipient: string) {
  const { listSandboxOutbox } = await import('../../lib/ticketing/outbox.ts');
  const { ticketing } = await import('../../lib/ticketing/server.ts');
  const result = await listSandboxOutbox(ticketing(), { recipient });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.docs;
}

async function storedCustomer(id: string): Promise<Customer> {
  const customer = (await sandbox()).store.get('customers', id);
  if (!customer) throw new Error(`no customer ${id}`);
  return customer;
}

beforeAll(async () => {
  routes.login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  routes.me = (await import('../../app/api/shops/[seller]/account/me/route.ts')).PUT;
  routes.verificationMail = (await import('../../app/api/shops/[seller]/account/verification-mail/route.ts')).POST;
  routes.reset = (await import('../../app/api/shops/[seller]/account/password-reset/route.ts')).POST;
  routes.confirm = (await import('../../app/api/shops/[seller]/account/password-reset/confirm/route.ts')).POST;
  routes.suggestions = (await import('../../app/api/shops/[seller]/account/address-suggestions/route.ts')).GET;
});

beforeEach(() => clearCookies());

const validEdit = { company: '', prename: 'Alexandra', lastname: 'Morgan', location: { street: '1 New Street', postal: 'SE1 1AA', city: 'London', country: 'gb', state: '' } };

describe('PUT /api/shops/{seller}/account/me', () => {
  it('refuses cross-site requests before anything else', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await call('me', 'me', { method: 'PUT', json: validEdit, headers: CROSS_SITE })).status).toBe(403);
  });

  it('answers 415 for another content type and 400 with field errors for bad input', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await call('me', 'me', { method: 'PUT', body: 'prename=A', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const bad = await call('me', 'me', { method: 'PUT', json: { ...validEdit, prename: ' ', location: { ...validEdit.location, country: 'XX', state: 'NY' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.errors ?? {}).sort()).toEqual(['location.country', 'location.state', 'prename']);
  });

  it('answers 401 without a login at this shop', async () => {
    expect((await call('me', 'me', { method: 'PUT', json: validEdit })).status).toBe(401);
    await loginAs('lena.fischer@example.com', 'kulturhaus-lindenau');
    expect((await call('me', 'me', { method: 'PUT', json: validEdit })).status).toBe(401);
  });

  it("saves the session customer's personal information, whatever ids the body carries", async () => {
    await loginAs('alex.morgan@example.com');
    const answer = await call('me', 'me', { method: 'PUT', json: { ...validEdit, _id: 'cus_sam_collector', customerId: 'cus_sam_collector', primaryEmail: 'x@example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.body?.customer).toMatchObject({ prename: 'Alexandra', lastname: 'Morgan', location: { street: '1 New Street', country: 'GB', state: null } });
    const alex = await storedCustomer('cus_alex_morgan');
    expect(alex).toMatchObject({ prename: 'Alexandra', primaryEmail: 'alex.morgan@example.com', company: null });
    expect((await storedCustomer('cus_sam_collector')).prename).toBe('Sam');
  });

  it('is not offered where the shop hides personal information (404), nor before verification (403)', async () => {
    await loginAs('taylor.brooks@example.com', 'little-theatre');
    expect((await call('me', 'me', { method: 'PUT', json: validEdit, shop: 'little-theatre' })).status).toBe(404);
    jar.clear();
    await loginAs('jamie.lee@example.com');
    expect((await call('me', 'me', { method: 'PUT', json: validEdit })).status).toBe(403);
  });
});

describe('POST /api/shops/{seller}/account/verification-mail', () => {
  it('refuses cross-site requests and answers 401 without a login', async () => {
    await loginAs('jamie.lee@example.com');
    expect((await call('verificationMail', 'verification-mail', { headers: CROSS_SITE })).status).toBe(403);
    jar.clear();
    expect((await call('verificationMail', 'verification-mail')).status).toBe(401);
  });

  it('answers 409 for a verified customer', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await call('verificationMail', 'verification-mail')).status).toBe(409);
  });

  it('answers 429 with the next allowed time before it, then sends and names the new time', async () => {
    await loginAs('jamie.lee@example.com');
    const early = await call('verificationMail', 'verification-mail');
    expect(early.status).toBe(429);
    expect(Date.parse(early.body?.next?.at ?? '')).toBeGreaterThan(Date.now());
    expect(early.body?.next?.label).toMatch(/\d{2}:\d{2}/);

    // The limit passes: the sandbox keeps it on the customer.
    const jamie = await storedCustomer('cus_jamie_lee');
    (await sandbox()).store.put('customers', { ...jamie, _account: { loginType: 'password', limitations: { nextVerificationMailRequest: new Date(Date.now() - 1000).toISOString() } } });
    const before = (await outbox('jamie.lee@example.com')).length;
    const sent = await call('verificationMail', 'verification-mail');
    expect(sent.status).toBe(200);
    expect(Date.parse(sent.body?.next?.at ?? '')).toBeGreaterThan(Date.now() + 60_000);
    const mails = await outbox('jamie.lee@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.link).toMatch(/^\/sandbox\/verify\?token=/);
    expect((await call('verificationMail', 'verification-mail')).status).toBe(429);
  });
});

describe('POST /api/shops/{seller}/account/password-reset', () => {
  it('refuses cross-site requests, other content types and a missing e-mail when logged out', async () => {
    expect((await call('reset', 'password-reset', { json: { email: 'sam.collector@example.com' }, headers: CROSS_SITE })).status).toBe(403);
    expect((await call('reset', 'password-reset', { body: 'email=x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const missing = await call('reset', 'password-reset', { json: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body?.errors ?? {})).toEqual(['email']);
    expect((await call('reset', 'password-reset', { json: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('logged out: answers 204 for any address, and mails only an existing account', async () => {
    const before = (await outbox('lena.fischer@example.com')).length;
    expect((await call('reset', 'password-reset', { json: { email: 'nobody@example.com' } })).status).toBe(204);
    expect(await outbox('nobody@example.com')).toEqual([]);
    expect((await call('reset', 'password-reset', { json: { email: 'lena.fischer@example.com' }, shop: 'kulturhaus-lindenau' })).status).toBe(204);
    const mails = await outbox('lena.fischer@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.link).toMatch(/^\/kulturhaus-lindenau\/account\/reset-password\?token=/);
  });

  it("logged in: mails the session customer's own address, never one from the body", async () => {
    await loginAs('sam.collector@example.com');
    const before = (await outbox('sam.collector@example.com')).length;
    expect((await call('reset', 'password-reset', { json: { email: 'alex.morgan@example.com' } })).status).toBe(204);
    expect((await outbox('sam.collector@example.com')).length).toBe(before + 1);
    expect(await outbox('alex.morgan@example.com')).toEqual([]);
  });

  it('logged in: refused (403) where accounts are managed by an identity provider', async () => {
    await loginAs('taylor.brooks@example.com', 'little-theatre');
    expect((await call('reset', 'password-reset', { json: {}, shop: 'little-theatre' })).status).toBe(403);
  });

  it('slows down repeated requests for one address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call('reset', 'password-reset', { json: { email: 'flood@example.com' } })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('POST /api/shops/{seller}/account/password-reset/confirm', () => {
  it('refuses cross-site requests and a short password', async () => {
    expect((await call('confirm', 'password-reset/confirm', { json: { token: 't', password: 'long-enough' }, headers: CROSS_SITE })).status).toBe(403);
    const short = await call('confirm', 'password-reset/confirm', { json: { token: 't', password: 'short' } });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body?.errors ?? {})).toEqual(['password']);
  });

  it('answers 400 invalidToken for an unknown link', async () => {
    const answer = await call('confirm', 'password-reset/confirm', { json: { token: 'no-such-token', password: 'long-enough' } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalidToken' } });
  });

  it('sets the new password, ends this login at the shop, and the new password logs in', async () => {
    expect(await loginAs('sam.collector@example.com')).toBe(200);
    await call('reset', 'password-reset', { json: {} });
    const link = (await outbox('sam.collector@example.com'))[0]?.link ?? '';
    const token = new URL(link, 'http://localhost').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const sessionBefore = jar.get('shop_session');
    expect(sessionBefore).toBeDefined();
    expect((await call('confirm', 'password-reset/confirm', { json: { token, password: 'a-new-secret' } })).status).toBe(204);
    expect(jar.has('shop_session')).toBe(false);
    // Used once only.
    expect((await call('confirm', 'password-reset/confirm', { json: { token, password: 'another-one' } })).body?.code).toBe('invalidToken');

    expect(await loginAs('sam.collector@example.com', 'riverside-live', 'demo1234')).toBe(401);
    expect(await loginAs('sam.collector@example.com', 'riverside-live', 'a-new-secret')).toBe(200);
  });
});

describe('GET /api/shops/{seller}/account/address-suggestions', () => {
  const get = (query: string, shop: Shop = 'riverside-live') => call('suggestions', `address-suggestions${query}`, { method: 'GET', shop });

  it('needs a login (401) and a shop with the feature (404)', async () => {
    expect((await get('?q=Court')).status).toBe(401);
    await loginAs('lena.fischer@example.com', 'kulturhaus-lindenau');
    expect((await get('?q=Karl', 'kulturhaus-lindenau')).status).toBe(404);
  });

  it('answers 400 for a missing or short query', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await get('')).status).toBe(400);
    expect((await get('?q=a')).status).toBe(400);
    expect((await get('?q=Court&country=usa')).status).toBe(400);
  });

  it('answers the matching demo addresses, state and country as the provider sends them', async () => {
    await loginAs('alex.morgan@example.com');
    const answer = await get('?q=court%20brooklyn');
    expect(answer.status).toBe(200);
    expect(answer.body?.suggestions).toEqual([expect.objectContaining({ street: '75 Court Street', state: 'ny', country: 'us' })]);
    expect((await get('?q=Leipzig&country=DE')).body?.suggestions?.length).toBe(2);
    expect((await get('?q=Leipzig&country=US')).body?.suggestions).toEqual([]);
  });
});
