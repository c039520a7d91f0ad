import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies, cookieJar } from '../support/next-server.ts';
import type { RouteHandler as Handler } from '../support/route-requests.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/domain/uploads.ts';
import type { CartLine, Checkout, Ticket } from '../../lib/ticketing/schemas/index.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';

/**
 * The storefront's cart, checkout, payment, personalization and upload route handlers (ADR 0009
 * contract) against the embedded sandbox in a fresh data directory. Cookies live in an in-memory
 * jar standing in for next/headers; unstable_cache reads straight through.
 */

vi.mock('next/cache', () => import('../support/next-server.ts'));
vi.mock('next/headers', () => import('../support/next-server.ts'));

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { message?: string; code?: string; errors?: Record<string, string[]> };
}

const SHOP = 'riverside-live';
const JAZZ = 'evt_riverside_jazz';
const GATEWAY = 'gw_riverside_sandbox';
const { sandbox } = routeSandbox('cart-routes-', { SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters' });
const routes: Record<string, Record<string, Handler>> = {};

const ROUTE_FILES = {
  cart: 'shops/[seller]/cart/route.ts',
  tickets: 'shops/[seller]/cart/tickets/route.ts',
  items: 'shops/[seller]/cart/items/route.ts',
  remove: 'shops/[seller]/cart/remove/route.ts',
  abort: 'shops/[seller]/cart/abort/route.ts',
  details: 'shops/[seller]/cart/details/route.ts',
  payment: 'shops/[seller]/cart/payment/route.ts',
  adopt: 'shops/[seller]/cart/adopt/route.ts',
  gateways: 'shops/[seller]/payment-gateways/route.ts',
  dataFields: 'shops/[seller]/data-fields/route.ts',
  verify: 'payments/[id]/verify/route.ts',
  ticket: 'tickets/[id]/[secret]/route.ts',
  personalize: 'tickets/[id]/[secret]/personalize/route.ts',
  uploads: 'uploads/route.ts',
} as const;

beforeAll(async () => {
  for (const [name, file] of Object.entries(ROUTE_FILES)) routes[name] = (await import(`../../app/api/${file}`)) as Record<string, Handler>;
  routes.decision = (await import('../../app/(site)/sandbox/gateway/authorize/decision/route.ts')) as unknown as Record<string, Handler>;
});

beforeEach(() => clearCookies());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };

async function send(route: string, method: 'GET' | 'POST', path: string, params: Record<string, string>, init: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(method === 'POST' ? SAME_ORIGIN : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const request = new Request(`http://localhost${path}`, { method, headers, body: init.raw ?? (init.body === undefined ? null : JSON.stringify(init.body)) });
  const handler = routes[route]?.[method];
  if (!handler) throw new Error(`no ${method} handler for ${route}`);
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}
const shopGet = (route: string, suffix = '', query = '') => send(route, 'GET', `/api/shops/${SHOP}/${suffix}${query}`, { seller: SHOP });
const shopPost = (route: string, suffix: string, body: unknown, headers?: Record<string, string>) => send(route, 'POST', `/api/shops/${SHOP}/${suffix}`, { seller: SHOP }, { body, ...(headers ? { headers } : {}) });
const addToCart = (body: unknown) => shopPost('items', 'cart/items', body);
const cartOf = (answer: Answer) => answer.body.cart as Checkout;

const DETAILS = BUYER_DETAILS;

const checkoutCount = async () => (await sandbox()).store.list('checkouts', {}).docs.length;

describe('a refused add creates nothing', () => {
  it.each<[string, unknown, number]>([
    ['an unknown event', { eventId: 'evt_nowhere', tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }, 404],
    ['a ticket type of another event', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_nowhere', amount: 1 }] }, 400],
    ['an unknown coupon', { eventId: JAZZ, coupon: 'NO-SUCH-CODE' }, 400],
    ['a negative amount', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: -1 }] }, 400],
  ])('%s: no checkout, no cookie', async (_case, body, status) => {
    const before = await checkoutCount();
    const answer = await addToCart(body);
    expect(answer.status).toBe(status);
    expect(await checkoutCount()).toBe(before);
    expect([...cookieJar.values.keys()]).toEqual([]);
  });

  it('limits the checkouts one anonymous address may open (429 with Retry-After), not this machine', async () => {
    const { CHECKOUT_OPENINGS_PER_ADDRESS } = await import('../../app/api/shops/[seller]/cart/items/route.ts');
    const open = async (address: string) => {
      clearCookies();
      return shopPost('items', 'cart/items', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }, { 'x-forwarded-for': address });
    };
    for (let opened = 0; opened < CHECKOUT_OPENINGS_PER_ADDRESS; opened += 1) expect((await open('203.0.113.7')).status).toBe(200);
    const before = await checkoutCount();
    const refused = await open('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await checkoutCount()).toBe(before);
    expect([...cookieJar.values.keys()]).toEqual([]);
    // Another address, and this machine, still open carts.
    expect((await open('203.0.113.8')).status).toBe(200);
    expect((await open('127.0.0.1')).status).toBe(200);
  });
});

describe('the cart cookie and cart reads', () => {
  it('answers no cart without a cookie, sets the sealed cookie on the first add, then reads the same cart', async () => {
    expect((await shopGet('cart', 'cart')).body).toEqual({ cart: null });
    const added = await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] });
    expect(added.status).toBe(200);
    const cart = cartOf(added);
    expect(cart.items?.[0]?.tickets?.[0]).toMatchObject({ ticketTypeId: 'tt_jazz_standing', amount: 2 });
    const cookie = cookieJar.values.get('shop_cart');
    expect(cookie).toEqual(expect.any(String));
    expect(cookie).not.toContain(cart._id);
    expect(cookieJar.options.get('shop_cart')).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });

    const read = await shopGet('cart', 'cart');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(cartOf(read)._id).toBe(cart._id);
    // A second add goes to the same checkout.
    const again = await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }], products: [{ productId: 'prd_programme', amount: 1 }] });
    expect(cartOf(again)._id).toBe(cart._id);
    expect(cartOf(again).items?.[0]?.tickets?.[0]?.amount).toBe(3);
    const tickets = await shopGet('tickets', 'cart/tickets');
    expect((tickets.body.tickets as Ticket[]).map((ticket) => ticket.status)).toEqual(['reserved', 'reserved', 'reserved']);
  });

  it('ignores a cookie it cannot open', async () => {
    cookieJar.values.set('shop_cart', 'forged');
    expect((await shopGet('cart', 'cart')).body).toEqual({ cart: null });
  });

  it('adopts a deep-linked checkout of this shop only', async () => {
    const first = cartOf(await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }));
    cookieJar.values.clear();
    const adopted = await shopPost('adopt', 'cart/adopt', { checkoutId: first._id, secret: first.secret });
    expect(adopted.status).toBe(200);
    expect(cartOf(await shopGet('cart', 'cart'))._id).toBe(first._id);
    const wrong = await shopPost('adopt', 'cart/adopt', { checkoutId: first._id, secret: 'nope' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('checkoutNotFound');
    const elsewhere = await send('adopt', 'POST', '/api/shops/kulturhaus-lindenau/cart/adopt', { seller: 'kulturhaus-lindenau' }, { body: { checkoutId: first._id, secret: first.secret } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('checkoutNotFound');
  });
});

describe('refusals', () => {
  it('refuses a cross-site mutation with 403 and a body of another type with 415', async () => {
    const crossSite = await shopPost('items', 'cart/items', { eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('crossSiteRequest');
    const otherOrigin = await shopPost('abort', 'cart/abort', {}, { origin: 'https://evil.example' });
    expect(otherOrigin.status).toBe(403);
    const text = await send('items', 'POST', `/api/shops/${SHOP}/cart/items`, { seller: SHOP }, { raw: 'eventId=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupportedMediaType');
    expect(cookieJar.values.has('shop_cart')).toBe(false);
  });

  it('answers 400 with field codes for bad input', async () => {
    const zero = await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: 'invalidInput', errors: { 'tickets.0.amount': ['tooSmall'] } });
    expect((await addToCart({ eventId: JAZZ })).body.errors).toEqual({ tickets: ['required'] });
  });

  it('passes the ticketing refusals on with the spec message and a code', async () => {
    const tooMany = await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 9 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ message: 'Could not add to cart!', code: 'couldNotAddToCart' });
    const slot = await addToCart({ eventId: 'evt_riverside_exhibition', tickets: [{ ticketTypeId: 'tt_exhibition_adult', amount: 1 }] });
    expect(slot.body).toEqual({ message: 'No time slot cart item found', code: 'noTimeSlot' });
    const coupon = await addToCart({ eventId: JAZZ, coupon: 'EXPIRED' });
    expect(coupon.body).toEqual({ message: 'couponExpired', code: 'couponExpired' });
    cookieJar.values.clear();
    const noCart = await shopPost('abort', 'cart/abort', {});
    expect(noCart.status).toBe(404);
    expect(noCart.body.code).toBe('noCart');
  });
});

describe('removing and aborting', () => {
  it('passes a confirmation request on with the lines, then removes on confirm', async () => {
    const cart = cartOf(await addToCart({ eventId: 'evt_riverside_blues', tickets: [{ ticketTypeId: 'tt_blues_group', amount: 2 }] }));
    const lineId = cart.items?.[0]?.tickets?.[0]?._id ?? '';
    const asked = await shopPost('remove', 'cart/remove', { lineId });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('confirmationRequired');
    expect((asked.body.lines as CartLine[]).map((line) => line._id)).toEqual([lineId]);
    const removed = await shopPost('remove', 'cart/remove', { lineId, confirm: true });
    expect(removed.status).toBe(200);
    expect(cartOf(removed).items).toEqual([]);
  });

  it('aborts the cart and answers the returned state; the next add opens a new checkout', async () => {
    const cart = cartOf(await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }));
    const aborted = await shopPost('abort', 'cart/abort', {});
    expect(cartOf(aborted)).toMatchObject({ _id: cart._id, status: 'aborted', items: [] });
    expect(cartOf(await shopGet('cart', 'cart')).status).toBe('aborted');
    const next = cartOf(await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] }));
    expect(next._id).not.toBe(cart._id);
  });
});

describe('step 2, personalization and uploads', () => {
  it('validates the details with the form schema, then stores them', async () => {
    await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const bad = await shopPost('details', 'cart/details', { ...DETAILS, emailRepeat: 'x@example.com', phone: { country: 'GB', number: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ emailRepeat: ['repeatEmail'], phone: ['invalidPhone'] });
    const saved = await shopPost('details', 'cart/details', DETAILS);
    expect(saved.status).toBe(200);
    expect(cartOf(saved)).toMatchObject({ email: DETAILS.email, phone: '+447911123456' });
  });

  it('resolves data fields, reads and personalizes a ticket, and uploads a document', async () => {
    const fields = await shopGet('dataFields', 'data-fields', `?eventId=${JAZZ}&ticketTypeId=tt_jazz_student&scope=TICKET`);
    expect((fields.body.fields as { slug: string }[]).map((field) => field.slug)).toContain('studentId');
    expect((await shopGet('dataFields', 'data-fields', '?scope=TICKET')).status).toBe(400);

    await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    const [ticket] = (await shopGet('tickets', 'cart/tickets')).body.tickets as Ticket[];
    if (!ticket) throw new Error('no ticket');
    const params = { id: ticket._id, secret: ticket.secret ?? '' };
    const read = await send('ticket', 'GET', `/api/tickets/${ticket._id}/${ticket.secret}`, params);
    expect((read.body.ticket as Ticket)._id).toBe(ticket._id);
    const invalid = await send('personalize', 'POST', `/api/tickets/${ticket._id}/${ticket.secret}/personalize`, params, { body: { firstname: 'Kim' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ lastname: ['required'], 'extraFields.houseRules': ['checked'] });
    const birth = new Date(Date.parse(ticket.relevancyDate ?? '') - 30 * 366 * 86_400_000).toISOString().slice(0, 10);
    const done = await send('personalize', 'POST', `/api/tickets/${ticket._id}/${ticket.secret}/personalize`, params, {
      body: { firstname: 'Kim', lastname: 'Lee', extraFields: { holderEmail: 'kim@example.com', phone: '+447911123456', houseRules: true, birthdate: birth } },
    });
    expect(done.status).toBe(200);
    expect(done.body.ticket).toMatchObject({ personalized: true, firstname: 'Kim' });

    const upload = async (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      // The ticket being personalized owns the upload (tests/api/upload-route.test.ts: the cart, no owner).
      form.append('ticketId', ticket._id);
      form.append('ticketSecret', ticket.secret ?? '');
      return send('uploads', 'POST', '/api/uploads', {}, { raw: form });
    };
    const pdf = await upload(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'id.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toEqual({ url: expect.stringMatching(/^\/sandbox\/api\/upload\//), fileName: 'id.pdf' });
    const large = await upload(new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'application/pdf' }), 'big.pdf');
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'file size too large', code: 'fileSizeTooLarge' });
    expect((await upload(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'x.svg')).body.code).toBe('fileTypeNotAllowed');
    const json = await send('uploads', 'POST', '/api/uploads', {}, { body: {} });
    expect(json.status).toBe(415);
  });
});

describe('paying', () => {
  const startPayment = (body: unknown) => shopPost('payment', 'cart/payment', body);
  const verify = (request: { _id: string; secret: string }, data: Record<string, unknown>) =>
    send('verify', 'POST', `/api/payments/${request._id}/verify`, { id: request._id }, { body: { secret: request.secret, paymentGatewayId: GATEWAY, data } });
  const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });
  async function cartReadyToPay() {
    await addToCart({ eventId: JAZZ, tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    await shopPost('details', 'cart/details', DETAILS);
  }

  it('lists the payment gateways with public fields only', async () => {
    const answer = await shopGet('gateways', 'payment-gateways');
    const gateways = answer.body.gateways as { _id: string; type: string; secret?: string; entitlements?: unknown }[];
    expect(gateways.map((gateway) => gateway._id)).toContain(GATEWAY);
    expect(gateways.some((gateway) => gateway.type === 'additionalMethod')).toBe(false);
    expect(gateways.every((gateway) => gateway.secret === undefined && gateway.entitlements === undefined)).toBe(true);
  });

  it('starts a payment for the server amount, once, and verifying the success card answers the order', async () => {
    await cartReadyToPay();
    expect((await startPayment({ paymentGatewayId: GATEWAY, returnUrl: 'https://evil.example/back' })).body.errors).toEqual({ returnUrl: ['invalid'] });
    expect((await startPayment({ paymentGatewayId: GATEWAY, returnUrl: '//evil.example/back' })).status).toBe(400);
    const started = await startPayment({ paymentGatewayId: GATEWAY, returnUrl: '/riverside-live/checkout/x?step=3', amount: 0.01 });
    expect(started.status).toBe(200);
    const paymentRequest = started.body.paymentRequest as { _id: string; secret: string; amount: number; currency: string };
    // £25 + £1.50 booking fee + £0.99 service fee.
    expect(paymentRequest).toMatchObject({ amount: 27.49, currency: 'GBP' });
    expect(started.body.processor).toMatchObject({ reference: expect.any(String), data: { sessionData: expect.any(String) } });
    const twice = await startPayment({ paymentGatewayId: GATEWAY, returnUrl: '/riverside-live/checkout/x?step=3' });
    expect((twice.body.paymentRequest as { _id: string })._id).toBe(paymentRequest._id);

    const badCard = await verify(paymentRequest, { cardNumber: '1234', expiry: '13/30', cvc: '' });
    expect(badCard.body.errors).toEqual({ 'data.cardNumber': ['invalidCardNumber'], 'data.expiry': ['invalidExpiry'], 'data.cvc': ['required'] });
    expect((await verify(paymentRequest, card(TEST_CARDS.declined))).body).toEqual({ status: 'failed', message: 'cardDeclined', code: 'cardDeclined' });
    const redirect = await verify(paymentRequest, card(TEST_CARDS.redirect));
    expect(redirect.body).toEqual({ status: 'requiresAction', redirectUrl: expect.stringMatching(/^\/sandbox\/gateway\/authorize\?/) });

    const paid = await verify(paymentRequest, card(TEST_CARDS.succeeds));
    expect(paid.body).toEqual({ status: 'succeeded', transaction: { tid: expect.any(String), secret: expect.any(String) } });
    expect(cartOf(await shopGet('cart', 'cart')).status).toBe('completed');
  });

  it('returns from the test bank to a path of this site with the redirect result', async () => {
    await cartReadyToPay();
    const started = await startPayment({ paymentGatewayId: GATEWAY, returnUrl: '/riverside-live/checkout/x?step=3' });
    const paymentRequest = started.body.paymentRequest as { _id: string; secret: string };
    const redirect = await verify(paymentRequest, card(TEST_CARDS.redirect));
    const bank = new URL(String(redirect.body.redirectUrl), 'http://localhost');
    const decide = (returnUrl: string) => {
      const form = new URLSearchParams({ request: paymentRequest._id, secret: paymentRequest.secret, returnUrl, decision: 'approve' });
      return routes.decision?.POST?.(new Request('http://localhost/sandbox/gateway/authorize/decision', { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: form }), {
        params: Promise.resolve({}),
      });
    };
    const forged = await decide('https://evil.example/steal');
    expect(forged?.status).toBe(303);
    expect(forged?.headers.get('location')).toMatch(/^\/\?redirectResult=/);
    const back = await decide(bank.searchParams.get('returnUrl') ?? '');
    const location = new URL(back?.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/riverside-live/checkout/x');
    expect(location.searchParams.get('step')).toBe('3');
    expect(location.searchParams.get('paymentRequestId')).toBe(paymentRequest._id);
    const paid = await verify(paymentRequest, { redirectResult: location.searchParams.get('redirectResult') });
    expect(paid.body.status).toBe('succeeded');
  });

  it('completes a free order without a payment request', async () => {
    await addToCart({ eventId: JAZZ, coupon: 'FREESHOW', tickets: [{ ticketTypeId: 'tt_jazz_standing', amount: 1 }] });
    await shopPost('details', 'cart/details', DETAILS);
    const started = await startPayment({ paymentGatewayId: GATEWAY, returnUrl: '/x' });
    expect(started.body).toEqual({ completed: { tid: expect.any(String), secret: expect.any(String) } });
  });
});
