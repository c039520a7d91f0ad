import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';

/**
 * The session cookie's Secure flag follows the address the browser used (its Host header, or a
 * trusted proxy's X-Forwarded-Proto), not Next's idea of the request URL, which says localhost
 * behind any host name. Secure cookies carry the `__Host-` prefix.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

routeSandbox('session-cookie-');
let login: RouteHandler;
let logout: RouteHandler;

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  logout = (await import('../../app/api/shops/[seller]/session/logout/route.ts')).POST;
});

beforeEach(() => clearCookies());

const SHOP = 'riverside-live';
const credentials = { email: 'alex.morgan@example.com', password: 'demo1234' };
// Next's request URL names its own host whatever the browser used.
const NEXT_URL = `http://localhost:3000/api/shops/${SHOP}/session`;

describe('the session cookie', () => {
  it.each<[string, Record<string, string>, string, boolean]>([
    ['plain-http localhost (development)', { host: 'localhost:3000', origin: 'http://localhost:3000' }, 'shop_session', false],
    ['plain-http loopback address', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, 'shop_session', false],
    ['a public host name on plain http', { host: 'tickets.example', origin: 'http://tickets.example' }, '__Host-shop_session', true],
    ['a trusted proxy on https', { host: 'tickets.example', 'x-forwarded-proto': 'https', origin: 'https://tickets.example' }, '__Host-shop_session', true],
  ])('on %s is %s, Secure %s', async (_case, headers, name, secure) => {
    const answer = await login(postJson(NEXT_URL, credentials, headers), segment({ seller: SHOP }));
    expect(answer.status).toBe(200);
    expect([...cookieJar.values.keys()]).toEqual([name]);
    expect(cookieJar.options.get(name)).toMatchObject({ secure, httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('is read and removed under its prefixed name', async () => {
    const headers = { host: 'tickets.example', origin: 'http://tickets.example' };
    expect((await login(postJson(NEXT_URL, credentials, headers), segment({ seller: SHOP }))).status).toBe(200);
    const answer = await logout(postJson(`${NEXT_URL}/logout`, {}, headers), segment({ seller: SHOP }));
    expect(answer.status).toBeLessThan(300);
    // Overwritten empty and expired with the same Secure attributes: browsers ignore a bare deletion.
    expect(cookieJar.values.get('__Host-shop_session')).toBe('');
    expect(cookieJar.options.get('__Host-shop_session')).toMatchObject({ secure: true, maxAge: 0, path: '/' });
  });
});
