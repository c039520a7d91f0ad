import { beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import type { ListPage } from '../../lib/domain/infinite-paging.ts';
import type { TransferListItem } from '../../lib/operations/transfers.ts';
import type { ResellOfferListItem } from '../../lib/operations/resale.ts';
import type { PurchaseIntentListItem } from '../../lib/operations/purchase-intents.ts';

/**
 * The paged account list route handlers against the embedded sandbox in a fresh data directory,
 * with the session cookie of a real login (sealed as the login handler seals it).
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T & { message?: string; errors?: Record<string, string[]> };
}

routeSandbox('account-lists-');
const routes: Record<'transfers' | 'offers' | 'intents', RouteHandler> = {} as Record<'transfers' | 'offers' | 'intents', RouteHandler>;
const cookies: Record<'alex' | 'sam', string> = { alex: '', sam: '' };
const jar = cookieJar.values;

async function sessionCookie(email: string): Promise<string> {
  const { ticketing } = await import('../../lib/ticketing/server.ts');
  const { login } = await import('../../lib/ticketing/customers.ts');
  const { seal } = await import('../../lib/session/seal.ts');
  const { sessionSecret } = await import('../../lib/session/secret.ts');
  const answer = await login(ticketing(), { sellerId: 'sel_riverside', email, password: 'demo1234' });
  if (!answer.ok) throw new Error(`login of ${email} failed: ${answer.error.message}`);
  const { token, expiresAt, customer } = answer.data;
  return seal({ logins: { sel_riverside: { customerId: customer._id, token, expiresAt } } }, sessionSecret());
}

beforeAll(async () => {
  routes.transfers = (await import('../../app/api/shops/[seller]/account/ticket-transfers/route.ts')).GET;
  routes.offers = (await import('../../app/api/shops/[seller]/account/resell-offers/route.ts')).GET;
  routes.intents = (await import('../../app/api/shops/[seller]/account/purchase-intents/route.ts')).GET;
  cookies.alex = await sessionCookie('alex.morgan@example.com');
  cookies.sam = await sessionCookie('sam.collector@example.com');
});

beforeEach(() => clearCookies());

function as(who: 'alex' | 'sam' | null) {
  jar.clear();
  if (who) jar.set('shop_session', cookies[who]);
}

const PATHS = { transfers: 'ticket-transfers', offers: 'resell-offers', intents: 'purchase-intents' } as const;

async function call<T>(route: keyof typeof routes, query: string, seller = 'riverside-live'): Promise<Answer<T>> {
  const response = await routes[route](new Request(`http://localhost/api/shops/${seller}/account/${PATHS[route]}${query}`), segment({ seller }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<T>['body'] };
}

const newestFirst = (items: { createdAt?: string | undefined }[]) => {
  const times = items.map((item) => Date.parse(item.createdAt ?? ''));
  return times.every((time, index) => index === 0 || (times[index - 1] ?? 0) >= time);
};

describe('account list route handlers: login', () => {
  it.each([
    ['transfers', '?direction=received'],
    ['offers', '?status=active'],
    ['intents', '?status=open'],
  ] as const)('%s answers 401 without a login', async (route, query) => {
    as(null);
    const answer = await call(route, query);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('answers 401 for a cookie that was tampered with', async () => {
    jar.set('shop_session', `${cookies.alex.slice(0, -4)}AAAA`);
    expect((await call('transfers', '?direction=sent')).status).toBe(401);
  });

  it("answers 401 for a login at another shop (the customer belongs to one seller)", async () => {
    as('alex');
    expect((await call('transfers', '?direction=sent', 'kulturhaus-lindenau')).status).toBe(401);
  });

  it('answers 404 for an unknown shop', async () => {
    as('alex');
    expect((await call('transfers', '?direction=sent', 'no-such-shop')).status).toBe(404);
  });
});

describe('account list route handlers: query', () => {
  it.each([
    ['transfers', '', 'direction'],
    ['transfers', '?direction=both', 'direction'],
    ['transfers', '?direction=sent&top=0', 'top'],
    ['transfers', '?direction=sent&top=101', 'top'],
    ['transfers', '?direction=sent&skip=-1', 'skip'],
    ['transfers', '?direction=sent&skip=many', 'skip'],
    ['offers', '?status=canceled', 'status'],
    ['offers', '', 'status'],
    ['intents', '?status=new', 'status'],
    ['intents', '?status=open&top=2.5', 'top'],
  ] as const)('%s%s is a 400 naming %s', async (route, query, field) => {
    as('alex');
    const answer = await call(route, query);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });
});

describe('account list route handlers: paging', () => {
  it("pages Sam's 30 sent transfers by 25, newest first, privately", async () => {
    as('sam');
    const first = await call<ListPage<TransferListItem>>('transfers', '?direction=sent');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.total).toBe(30);
    expect(first.body.items).toHaveLength(25);
    const second = await call<ListPage<TransferListItem>>('transfers', '?direction=sent&skip=25&top=25');
    expect(second.body.items).toHaveLength(5);
    expect(second.body.total).toBe(30);
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(30);
    expect(newestFirst(all)).toBe(true);
    const beyond = await call<ListPage<TransferListItem>>('transfers', '?direction=sent&skip=30');
    expect(beyond.body.items).toEqual([]);
  });

  it('passes top through', async () => {
    as('sam');
    const answer = await call<ListPage<TransferListItem>>('transfers', '?direction=sent&skip=3&top=4');
    const all = await call<ListPage<TransferListItem>>('transfers', '?direction=sent&top=10');
    expect(answer.body.items.map((item) => item.id)).toEqual(all.body.items.slice(3, 7).map((item) => item.id));
  });

  it('shapes sent transfers: the recipient, the label, a formatted date, and the group of a pending one', async () => {
    as('alex');
    const answer = await call<ListPage<TransferListItem>>('transfers', '?direction=sent');
    const pending = answer.body.items.find((item) => item.id === 'trf_alex_sent_pending');
    const done = answer.body.items.find((item) => item.id === 'trf_alex_sent_done');
    expect(pending).toMatchObject({ status: 'created', tone: 'blue', email: 'maya.patel@example.net', ticketCount: 1, eventName: expect.any(String), dateLabel: expect.any(String) });
    expect(pending?.group?.tickets).toEqual([{ id: 'tkt_alex_jazz_3', label: expect.stringContaining('Seat 14') }]);
    expect(done).toMatchObject({ status: 'transferred', tone: 'green', email: 'jordan.blake@example.net' });
    expect(done?.group).toBeUndefined();
    // No secret of the sender's tickets reaches the browser.
    expect(JSON.stringify(answer.body)).not.toMatch(/secret/i);
  });

  it("shows the sender on the Received tab (Sam's transfer to Alex among them)", async () => {
    as('alex');
    const answer = await call<ListPage<TransferListItem>>('transfers', '?direction=received');
    expect(answer.body.items.map((item) => item.email)).toContain('sam.collector@example.com');
    expect(answer.body.items.every((item) => item.group === undefined)).toBe(true);
  });

  it("pages Sam's active resell offers (27) and lists the sold ones (7) separately", async () => {
    as('sam');
    const first = await call<ListPage<ResellOfferListItem>>('offers', '?status=active');
    const second = await call<ListPage<ResellOfferListItem>>('offers', '?status=active&skip=25');
    const sold = await call<ListPage<ResellOfferListItem>>('offers', '?status=sold');
    expect(first.body.total).toBe(27);
    expect(first.body.items).toHaveLength(25);
    expect(second.body.items).toHaveLength(2);
    expect(sold.body.total).toBe(7);
    expect([...first.body.items, ...second.body.items].every((item) => item.status === 'active' && item.tone === 'green')).toBe(true);
    expect(sold.body.items.every((item) => item.status === 'sold' && item.tone === 'blue')).toBe(true);
    expect(newestFirst([...first.body.items, ...second.body.items])).toBe(true);
    expect(first.body.items[0]?.totalLabel).toMatch(/£/);
  });

  it("splits Alex's purchase intents into Open (new) and Closed with the spec's labels", async () => {
    as('alex');
    const open = await call<ListPage<PurchaseIntentListItem>>('intents', '?status=open');
    const closed = await call<ListPage<PurchaseIntentListItem>>('intents', '?status=closed');
    expect(open.body.total).toBe(5);
    expect(open.body.items.every((item) => item.expiresLabel !== undefined)).toBe(true);
    expect(open.body.items.find((item) => item.id === 'pi_alex_jazz_awaiting')).toMatchObject({ label: 'awaiting', tone: 'blue' });
    expect(open.body.items.find((item) => item.id === 'pi_alex_jazz_approved')).toMatchObject({ label: 'approved', tone: 'blue', ticketCount: 2 });
    expect(newestFirst(open.body.items)).toBe(true);
    expect(Object.fromEntries(closed.body.items.map((item) => [item.id, [item.label, item.tone]]))).toEqual({
      pi_alex_comedy_complete: ['completed', 'green'],
      pi_alex_orchestra_canceled: ['canceled', 'red'],
      pi_alex_season_rejected: ['rejected', 'red'],
    });
    expect(closed.body.items.every((item) => item.expiresLabel === undefined)).toBe(true);
  });

  it('never takes a customer from the browser: extra parameters change nothing', async () => {
    as('sam');
    const own = await call<ListPage<TransferListItem>>('transfers', '?direction=sent');
    const probing = await call<ListPage<TransferListItem>>('transfers', '?direction=sent&customerId=cus_alex_morgan&isSender=false&isRecipient=true');
    expect(probing.status).toBe(200);
    expect(probing.body).toEqual(own.body);
    const offers = await call<ListPage<ResellOfferListItem>>('offers', '?status=active&customerId=cus_alex_morgan');
    expect(offers.body.items.map((item) => item.id)).not.toContain('rso_alex_jazz_active');
  });
});
