import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import { secretFor } from '../../lib/sandbox/seed/holdings/build.ts';
import { PACKAGE_DEMO } from '../../lib/sandbox/seed/packages-and-access.ts';

/**
 * The package checkout and the secure ticket access routes against the embedded sandbox in a
 * fresh data directory, with a cookie jar holding the session of a real login: buying a package
 * makes its checkout the shop's cart at step 2; an order's tickets are claimed for the session
 * customer; the ticket links (PDF, the ticket read) keep a secure ticket's barcode from anyone
 * who has not claimed it.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

const { sandbox } = routeSandbox('package-claim-routes-');
let login: RouteHandler;
let buy: RouteHandler;
let claim: RouteHandler;
let onePdf: RouteHandler;
let readTicket: RouteHandler;

const SHOP = 'riverside-live';
const { orders, tickets, emails } = PACKAGE_DEMO;
const GUEST = { tid: orders.guestGala, secret: secretFor(orders.guestGala) };
const JORDAN = { tid: orders.jordanGala, secret: secretFor(orders.jordanGala) };

interface Body {
  url?: string;
  claimed?: string[];
  code?: string;
  ticket?: { _id: string; barcode?: string };
}

const buyPackage = async (id: string, headers?: Record<string, string>) =>
  readAnswer<Body>(await buy(postJson(`http://localhost/api/shops/${SHOP}/packages/${id}/checkout`, {}, headers), segment({ seller: SHOP, id })));
const claimTickets = async (order: { tid: string; secret: string }, ticketIds: string[], headers?: Record<string, string>) =>
  readAnswer<Body>(await claim(postJson(`http://localhost/api/transactions/${order.tid}/${order.secret}/claim`, { ticketIds }, headers), segment(order)));
const pdf = (id: string) => onePdf(new Request(`http://localhost/api/tickets/${id}/${secretFor(id)}/pdf?lang=en`), segment({ id, secret: secretFor(id) }));
const ticketRead = async (id: string) => readAnswer<Body>(await readTicket(new Request(`http://localhost/api/tickets/${id}/${secretFor(id)}`), segment({ id, secret: secretFor(id) })));
const loginAs = async (email: string) => expect(await logInAt(login, SHOP, email)).toBe(200);

beforeAll(async () => {
  login = (await import('../../app/api/shops/[seller]/session/route.ts')).POST;
  buy = (await import('../../app/api/shops/[seller]/packages/[id]/checkout/route.ts')).POST;
  claim = (await import('../../app/api/transactions/[tid]/[secret]/claim/route.ts')).POST;
  onePdf = (await import('../../app/api/tickets/[id]/[secret]/pdf/route.ts')).GET;
  readTicket = (await import('../../app/api/tickets/[id]/[secret]/route.ts')).GET;
});

beforeEach(() => clearCookies());

describe('POST /api/shops/{seller}/packages/{id}/checkout', () => {
  it('makes the package’s checkout the cart and answers its step 2', async () => {
    expect((await buyPackage('double-bill', CROSS_SITE)).status).toBe(403);
    const answer = await buyPackage('double-bill');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = new URL(answer.body?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe(`/${SHOP}/checkout/${PACKAGE_DEMO.events.lighthouse}`);
    expect(url.searchParams.get('step')).toBe('2');
    const checkoutId = url.searchParams.get('checkoutId') ?? '';
    expect(cookieJar.values.get('shop_cart')).toEqual(expect.any(String));
    const checkout = (await sandbox()).store.get('checkouts', checkoutId);
    expect((checkout?.items ?? []).flatMap((item) => item.tickets ?? []).every((line) => line.packageInfo?.packageConfigId === PACKAGE_DEMO.doubleBill)).toBe(true);
  });

  it('refuses an unknown package, and one whose tickets are not on sale, without a cart', async () => {
    expect((await buyPackage('no-such-package')).body?.code).toBe('packageNotFound');
    const planned = await buyPackage('weekend-pass');
    expect(planned).toMatchObject({ status: 409, body: { code: 'couldNotAddToCart' } });
    expect(cookieJar.values.has('shop_cart')).toBe(false);
  });
});

describe('POST /api/transactions/{tid}/{secret}/claim', () => {
  it('needs a login, the order’s link and the order’s own tickets', async () => {
    expect((await claimTickets(GUEST, [tickets.guestOpen])).status).toBe(401);
    await loginAs(emails.jordan);
    expect((await claimTickets(GUEST, [tickets.guestOpen], CROSS_SITE)).status).toBe(403);
    expect((await claimTickets({ tid: GUEST.tid, secret: 'wrong-secret-0123456789' }, [tickets.guestOpen])).body?.code).toBe('transactionNotFound');
    // Jordan's own ticket is not one of the guest order's: its secret is never looked up.
    expect((await claimTickets(GUEST, [tickets.jordan[0]])).body?.code).toBe('ticketNotFound');
    expect((await sandbox()).store.get('tickets', tickets.guestOpen)?.claimed).toBe(false);
  });

  it('refuses a ticket another customer claimed, then claims the open one for the session customer', async () => {
    await loginAs(emails.jordan);
    const refused = await claimTickets(GUEST, [tickets.guestOpen, tickets.claimedByChris]);
    expect(refused).toMatchObject({ status: 409, body: { code: 'ticketAlreadyClaimed' } });
    expect((await sandbox()).store.get('tickets', tickets.guestOpen)?.claimed).toBe(false);

    // Before the claim its barcode stays hidden from Jordan too; after it, it is Jordan's.
    expect((await ticketRead(tickets.guestOpen)).body?.ticket?.barcode).toBeUndefined();
    const claimed = await claimTickets(GUEST, [tickets.guestOpen]);
    expect(claimed).toEqual({ status: 200, body: { claimed: [tickets.guestOpen] } });
    expect((await sandbox()).store.get('tickets', tickets.guestOpen)).toMatchObject({ claimed: true, customerId: PACKAGE_DEMO.customers.jordan });
    expect((await ticketRead(tickets.guestOpen)).body?.ticket?.barcode).toEqual(expect.any(String));
  });
});

describe('the ticket links of a secure ticket', () => {
  it('send a viewer who may not see it to its order page, and claim the customer’s own ticket on the way', async () => {
    const [own] = tickets.jordan;
    const before = await pdf(own);
    expect(before.status).toBe(303);
    expect(before.headers.get('location')).toBe(`/transaction/${JORDAN.tid}/${JORDAN.secret}`);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    await loginAs(emails.chris);
    expect((await pdf(own)).status).toBe(303);
    expect((await sandbox()).store.get('tickets', own)?.claimed).toBe(false);

    clearCookies();
    await loginAs(emails.jordan);
    const after = await pdf(own);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toBe('application/pdf');
    expect((await sandbox()).store.get('tickets', own)).toMatchObject({ claimed: true, customerId: PACKAGE_DEMO.customers.jordan });
  });

  it('keep the barcode of a ticket another customer claimed from everyone else', async () => {
    expect((await ticketRead(tickets.claimedByChris)).body?.ticket?.barcode).toBeUndefined();
    await loginAs(emails.jordan);
    expect((await ticketRead(tickets.claimedByChris)).body?.ticket?.barcode).toBeUndefined();
    clearCookies();
    await loginAs(emails.chris);
    expect((await ticketRead(tickets.claimedByChris)).body?.ticket?.barcode).toEqual(expect.any(String));
  });
});
