import { afterAll, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { LOGIN_MAX_DELAY_SECONDS } from '../../lib/session/login.ts';

/**
 * Issue 10 finding 5: failed logins slow the guesser, never lock the owner. An attacker fails
 * again and again from one address; the owner, from another, logs in after at most the cap, and
 * straight away after a password reset. Only Date is faked, so the sandbox's I/O runs as usual.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('login-throttle-');
const routes = {} as Record<'login' | 'reset' | 'confirm', RouteHandler>;
const SHOP = 'riverside-live';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.23';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: string; retryAfterSeconds?: number } | undefined;
}

async function post(route: keyof typeof routes, path: string, json: unknown, address: string): Promise<Answer> {
  const request = postJson(`http://localhost/api/shops/${SHOP}/${path}`, json, { origin: 'http://localhost', 'x-forwarded-for': address });
  const response = await routes[route](request, segment({ seller: SHOP }));
  const retryAfter = response.headers.get('retry-after');
  return { ...(await readAnswer<NonNullable<Answer['body']>>(response)), retryAfter };
}

const logIn = (email: string, password: string, address: string) => post('login', 'session', { email, password }, address);
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** The attacker guesses `times` wrong passwords, each as soon as the server lets them; answers every status. */
async function attack(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  let failures = 0;
  while (failures < times) {
    const answer = await logIn(email, `guess-${failures}`, ATTACKER);
    statuses.push(answer.status);
    if (answer.status === 401) failures += 1;
    else {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);
      advance(Number(answer.retryAfter));
    }
  }
  return statuses;
}

async function resetLinkToken(email: string): Promise<string> {
  const { listSandboxOutbox } = await import('../../lib/ticketing/outbox.ts');
  const { ticketing } = await import('../../lib/ticketing/server.ts');
  const result = await listSandboxOutbox(ticketing(), { recipient: email });
  if (!result.ok) throw new Error(result.error.message);
  const link = result.data.docs[0]?.link ?? '';
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
}

beforeAll(async () => {
  routes.login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  routes.reset = (await import('../../app/api/shops/[seller]/account/password-reset/route.ts')).POST;
  routes.confirm = (await import('../../app/api/shops/[seller]/account/password-reset/confirm/route.ts')).POST;
  await sandbox();
});

beforeEach(() => clearCookies());

// One fake clock for the file, so it only ever moves forward.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('POST /api/shops/{seller}/session after an attack on the account', () => {
  it('lets the owner in from another address after at most the cap', async () => {
    const statuses = await attack('alex.morgan@example.com', 20);
    // The first failures are free; later ones wait, so the attacker saw 429s in between.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses).toContain(429);

    const slowed = await logIn('alex.morgan@example.com', 'demo1234', OWNER);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 'rateLimited', retryAfterSeconds: Number(slowed.retryAfter) });
    expect(Number(slowed.retryAfter)).toBeGreaterThan(0);
    expect(Number(slowed.retryAfter)).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);

    advance(LOGIN_MAX_DELAY_SECONDS);
    expect((await logIn('alex.morgan@example.com', 'demo1234', OWNER)).status).toBe(200);
    // The success cleared the account's failures: a typo right after is a plain 401.
    clearCookies();
    expect((await logIn('alex.morgan@example.com', 'wrong', OWNER)).status).toBe(401);
  });

  it('lets the owner request a reset during the attack and log in straight after completing it', async () => {
    await attack('sam.collector@example.com', 20);
    expect((await logIn('sam.collector@example.com', 'demo1234', OWNER)).status).toBe(429);

    expect((await post('reset', 'account/password-reset', { email: 'sam.collector@example.com' }, OWNER)).status).toBe(204);
    const token = await resetLinkToken('sam.collector@example.com');
    expect(token).not.toBe('');
    expect((await post('confirm', 'account/password-reset/confirm', { token, password: 'a-new-secret' }, OWNER)).status).toBe(204);

    expect((await logIn('sam.collector@example.com', 'a-new-secret', OWNER)).status).toBe(200);
    // The attacker is still slowed.
    expect((await logIn('sam.collector@example.com', 'guess', ATTACKER)).status).toBe(429);
  });

  it('slows an address that fails across many accounts, not the others', async () => {
    const address = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await logIn(`nobody${i}@example.com`, 'guess', address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses).toContain(429);
    expect((await logIn('lena.fischer@example.com', 'guess', OWNER)).status).toBe(401);
  });
});
