import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createTicketingClient, type TicketingClient } from '../../lib/ticketing/client.ts';
import { unwrap, type Result } from '../../lib/ticketing/errors.ts';
import {
  abortCheckout,
  addToCheckout,
  completeFreeCheckout,
  createCheckout,
  expireCheckoutIn,
  getCheckout,
  getCheckoutTickets,
  putCheckoutDetails,
  removeFromCheckout,
} from '../../lib/ticketing/checkouts.ts';
import { authorizeSandboxPayment, createPaymentRequest, getPaymentProcessor, getPaymentRequest, listPaymentGateways, verifyPaymentRequest } from '../../lib/ticketing/payments.ts';
import { personalizeTicket } from '../../lib/ticketing/personalization.ts';
import { resolveDataFields } from '../../lib/ticketing/data-fields.ts';
import { uploadFile } from '../../lib/ticketing/uploads.ts';
import { getEventAvailabilities } from '../../lib/ticketing/availabilities.ts';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';

/** The checkout, payment, personalization, data field and upload operations: what they send (msw) and what they parse. */

const BASE = 'https://api.example.test';
const TOKEN = 'tok-alex';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
  form?: FormData;
}

function client(): TicketingClient {
  return createTicketingClient({ baseUrl: BASE, fetch: (input, init) => fetch(input, init), timeoutMs: 2000 });
}

function respondWith(answer: unknown, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const entry: Seen = { method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization'), contentType, body: undefined };
      if (contentType?.startsWith('multipart/form-data')) entry.form = await request.formData();
      else {
        const text = await request.text();
        entry.body = text ? JSON.parse(text) : undefined;
      }
      seen.push(entry);
      return HttpResponse.json(answer as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

const data = <T>(result: Result<T>): T => unwrap(result);

const checkout = { _id: 'chk_1', secret: 'sec_chk', sellerId: 'sel_1', status: 'OPEN', currency: 'GBP', realPrice: 27.49, items: [] };
const line = { _id: 'line_1', type: 'ticket', ticketTypeId: 'tt_1', amount: 2, price: 25 };
const ticket = { _id: 'tkt_1', eventId: 'evt_1', status: 'RESERVED', secret: 'sec_tkt' };

describe('checkout operations', () => {
  it('createCheckout and getCheckout: POST /api/public/checkouts, GET …/{id}?secret, with the customer token', async () => {
    const seen = respondWith(checkout);
    expect(data(await createCheckout(client(), { sellerId: 'sel_1' }, TOKEN)).status).toBe('open');
    expect(seen[0]).toMatchObject({ method: 'POST', body: { sellerId: 'sel_1' }, authorization: `Bearer ${TOKEN}` });
    expect(seen[0]?.url.pathname).toBe('/api/public/checkouts');
    await getCheckout(client(), 'chk/1', 'sec_chk');
    expect(seen[1]?.url.pathname).toBe('/api/public/checkouts/chk%2F1');
    expect(seen[1]?.url.searchParams.get('secret')).toBe('sec_chk');
    expect(seen[1]?.authorization).toBeNull();
  });

  it('addToCheckout sends the secret with the tickets, products and coupons, never an amount of money', async () => {
    const seen = respondWith(checkout);
    await addToCheckout(client(), 'chk_1', 'sec_chk', { eventId: 'evt_1', items: [{ ticketTypeId: 'tt_1', amount: 2, slotId: 'slot_1' }], products: [{ productId: 'prd_1', amount: 1 }], coupons: ['WELCOME10'] }, TOKEN);
    expect(seen[0]?.url.pathname).toBe('/api/public/checkouts/chk_1/items');
    expect(seen[0]?.body).toEqual({ secret: 'sec_chk', eventId: 'evt_1', items: [{ ticketTypeId: 'tt_1', amount: 2, slotId: 'slot_1' }], products: [{ productId: 'prd_1', amount: 1 }], coupons: ['WELCOME10'] });
  });

  it('addToCheckout keeps the refusal code and message', async () => {
    respondWith({ statusCode: 409, message: 'Could not add to cart!', code: 'couldNotAddToCart' }, 409);
    const refused = await addToCheckout(client(), 'chk_1', 'sec_chk', { eventId: 'evt_1', items: [{ ticketTypeId: 'tt_1', amount: 99 }] });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.kind !== 'http') throw new Error('expected an http error');
    expect(refused.error).toMatchObject({ status: 409, upstreamMessage: 'Could not add to cart!', upstreamCode: 'couldNotAddToCart' });
  });

  it('removeFromCheckout answers the removed cart, or the lines a confirmation would take', async () => {
    const seen = respondWith(checkout);
    expect(data(await removeFromCheckout(client(), 'chk_1', 'sec_chk', { lineId: 'line_1' }))).toEqual({ removed: expect.objectContaining({ _id: 'chk_1' }) });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { secret: 'sec_chk', lineId: 'line_1' } });
    expect(seen[0]?.url.pathname).toBe('/api/public/checkouts/chk_1/remove');

    respondWith({ statusCode: 409, message: 'Removing this item also removes other items', code: 'confirmationRequired', lines: [line] }, 409);
    const asked = data(await removeFromCheckout(client(), 'chk_1', 'sec_chk', { lineId: 'line_1' }));
    expect(asked).toEqual({ confirmationRequired: [line] });

    respondWith({ statusCode: 409, message: 'Checkout expired', code: 'checkoutExpired' }, 409);
    const expired = await removeFromCheckout(client(), 'chk_1', 'sec_chk', { lineId: 'line_1', confirm: true });
    expect(expired.ok === false && expired.error.kind === 'http' && expired.error.upstreamCode).toBe('checkoutExpired');
  });

  it('abort, details, tickets, complete and the sandbox expiry control', async () => {
    const seen = respondWith(checkout);
    await abortCheckout(client(), 'chk_1', 'sec_chk');
    await putCheckoutDetails(client(), 'chk_1', 'sec_chk', { prename: 'Robin', secret: 'forged' });
    await expireCheckoutIn(client(), 'chk_1', 'sec_chk', 5);
    expect(seen.map((request) => [request.method, request.url.pathname])).toEqual([
      ['POST', '/api/public/checkouts/chk_1/abort'],
      ['PUT', '/api/public/checkouts/chk_1/details'],
      ['POST', '/api/sandbox/checkouts/chk_1/expire-in'],
    ]);
    // The checkout's own secret wins over anything in the form.
    expect(seen[1]?.body).toEqual({ prename: 'Robin', secret: 'sec_chk' });
    expect(seen[2]?.body).toEqual({ secret: 'sec_chk', seconds: 5 });

    const tickets = respondWith({ docs: [ticket], total: 1 });
    expect(data(await getCheckoutTickets(client(), 'chk_1', 'sec_chk')).docs[0]?.status).toBe('reserved');
    expect(tickets[0]?.url.pathname).toBe('/api/public/checkouts/chk_1/tickets');

    respondWith({ transaction: { tid: 'tx_1', secret: 'sec_tx' } });
    expect(data(await completeFreeCheckout(client(), 'chk_1', 'sec_chk'))).toEqual({ transaction: { tid: 'tx_1', secret: 'sec_tx' } });
  });
});

describe('payment operations', () => {
  it('gateways, payment request, processor, verify and the sandbox bank', async () => {
    let seen = respondWith({ gateways: [{ _id: 'gw_1', type: 'SANDBOX' }] });
    expect(data(await listPaymentGateways(client(), 'sel_1')).gateways[0]?.type).toBe('sandbox');
    expect(seen[0]?.url.pathname).toBe('/api/public/sellers/sel_1/payment-gateways');
    expect(seen[0]?.url.searchParams.get('channel')).toBe('online');

    seen = respondWith({ _id: 'pay_1', secret: 'sec_pay', amount: 27.49, currency: 'GBP', status: 'NEW', checkoutId: 'chk_1', origin: 'online' });
    const request = data(await createPaymentRequest(client(), 'chk_1', { secret: 'sec_chk', paymentGatewayId: 'gw_1' }, TOKEN));
    expect(request).toMatchObject({ status: 'new', amount: 27.49 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { secret: 'sec_chk', paymentGatewayId: 'gw_1' }, authorization: `Bearer ${TOKEN}` });
    expect(seen[0]?.url.pathname).toBe('/api/public/checkouts/chk_1/payment-request');
    await getPaymentRequest(client(), 'pay_1', 'sec_pay');
    expect(seen[1]?.url.pathname).toBe('/api/payments/requests/pay_1');
    expect(seen[1]?.url.searchParams.get('secret')).toBe('sec_pay');

    seen = respondWith({ reference: 'ref_1', data: { clientSecret: 'ref_1_secret' } });
    expect(data(await getPaymentProcessor(client(), 'pay_1', { secret: 'sec_pay', paymentGatewayId: 'gw_1', returnUrl: '/back' })).data?.clientSecret).toBe('ref_1_secret');
    expect(seen[0]?.url.pathname).toBe('/api/payments/requests/pay_1/processor');
    expect(seen[0]?.body).toEqual({ secret: 'sec_pay', paymentGatewayId: 'gw_1', returnUrl: '/back' });

    seen = respondWith({ status: 'SUCCEEDED', transaction: { tid: 'tx_1', secret: 'sec_tx' } });
    const verified = data(await verifyPaymentRequest(client(), 'pay_1', { secret: 'sec_pay', paymentGatewayId: 'gw_1', data: { cardNumber: '4242424242424242' } }));
    expect(verified).toEqual({ status: 'succeeded', transaction: { tid: 'tx_1', secret: 'sec_tx' } });
    expect(seen[0]?.url.pathname).toBe('/api/payments/requests/pay_1/verify');

    respondWith({ status: 'new', action: { type: 'redirect', url: '/sandbox/gateway/authorize?request=pay_1' } });
    expect(data(await verifyPaymentRequest(client(), 'pay_1', { secret: 'sec_pay', paymentGatewayId: 'gw_1', data: {} })).action?.type).toBe('redirect');

    seen = respondWith({ redirectResult: 'token' });
    expect(data(await authorizeSandboxPayment(client(), { request: 'pay_1', secret: 'sec_pay', approve: true }))).toEqual({ redirectResult: 'token' });
    expect(seen[0]?.url.pathname).toBe('/api/sandbox/gateway/authorize');
  });
});

describe('personalization, data fields and uploads', () => {
  it('personalizeTicket: POST /api/tickets/personalize/{id}/{secret}', async () => {
    const seen = respondWith({ ...ticket, personalized: true });
    const answer = data(await personalizeTicket(client(), 'tkt_1', 'a/b', { firstname: 'Kim', lastname: 'Lee', extraFields: { houseRules: true } }));
    expect(answer.personalized).toBe(true);
    expect(seen[0]?.url.pathname).toBe('/api/tickets/personalize/tkt_1/a%2Fb');
    expect(seen[0]?.body).toEqual({ firstname: 'Kim', lastname: 'Lee', extraFields: { houseRules: true } });

    respondWith({ statusCode: 400, message: 'Invalid personalization', code: 'invalidInput', errors: { 'extraFields.birthdate': ['errors.minimumAge'] } }, 400);
    const refused = await personalizeTicket(client(), 'tkt_1', 'sec', {});
    expect(refused.ok === false && refused.error.kind === 'http' && refused.error.fieldErrors).toEqual({ 'extraFields.birthdate': ['errors.minimumAge'] });
  });

  it('resolveDataFields: GET /api/data-fields/resolve with the query; a bare list', async () => {
    const seen = respondWith([{ _id: 'df_1', type: 'DATE', slug: 'birthdate', scope: 'ticket' }]);
    const fields = data(await resolveDataFields(client(), { sellerId: 'sel_1', eventId: 'evt_1', ticketTypeId: 'tt_1', scope: 'TICKET', locale: 'de' }));
    expect(fields[0]).toMatchObject({ type: 'date', scope: 'TICKET' });
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ sellerId: 'sel_1', eventId: 'evt_1', ticketTypeId: 'tt_1', scope: 'TICKET', locale: 'de' });
  });

  it('uploadFile sends multipart form data with the file and its owner', async () => {
    const seen = respondWith({ url: '/files/1', fileName: 'id.pdf' });
    expect(data(await uploadFile(client(), new Blob(['%PDF'], { type: 'application/pdf' }), 'id.pdf', { checkoutId: 'chk_1', secret: 'sec' }))).toEqual({ url: '/files/1', fileName: 'id.pdf' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const file = seen[0]?.form?.get('file');
    expect(file instanceof File && file.name).toBe('id.pdf');
    expect([seen[0]?.form?.get('checkoutId'), seen[0]?.form?.get('secret'), seen[0]?.form?.get('ticketId')]).toEqual(['chk_1', 'sec', null]);
    const forTicket = respondWith({ url: '/files/2', fileName: 'id.pdf' });
    await uploadFile(client(), new Blob(['%PDF'], { type: 'application/pdf' }), 'id.pdf', { ticketId: 'tkt_1', secret: 'tsec' });
    expect([forTicket[0]?.form?.get('ticketId'), forTicket[0]?.form?.get('secret'), forTicket[0]?.form?.get('checkoutId')]).toEqual(['tkt_1', 'tsec', null]);
  });
});

describe('against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    sandbox = createSandbox({ location: ':memory:', seed: true });
  });
  afterAll(() => sandbox.close());
  const local = () => createTicketingClient({ baseUrl: 'http://sandbox.internal', fetch: (input, init) => sandbox.handle(new Request(input, init)), timeoutMs: 5000 });

  it('parses the sandbox answers of a whole purchase', async () => {
    const api = local();
    const cart = data(await createCheckout(api, { sellerId: 'sel_riverside' }));
    const secret = cart.secret ?? '';
    const added = data(await addToCheckout(api, cart._id, secret, { eventId: 'evt_riverside_jazz', items: [{ ticketTypeId: 'tt_jazz_seated', amount: 1 }] }));
    // The seat's Dinner & Show is offered, and parses with its bundle (ADR 0026).
    expect(added.items?.[0]?.bundleOffers?.[0]?.bundle.name).toBe('Dinner & Show');
    const availabilities = data(await getEventAvailabilities(api, 'evt_riverside_jazz'));
    expect(availabilities.ticketTypes.find((type) => type.ticketTypeId === 'tt_jazz_seated')?.remaining).toEqual(expect.any(Number));
    const [reserved] = data(await getCheckoutTickets(api, cart._id, secret)).docs;
    expect(reserved?.seatingInfo?.seatName).toEqual(expect.any(String));
    const fields = data(await resolveDataFields(api, { sellerId: 'sel_riverside', scope: 'CHECKOUT' }));
    expect(fields.map((field) => field.slug)).toEqual(['heardAbout']);
    data(
      await putCheckoutDetails(api, cart._id, secret, {
        prename: 'Robin',
        lastname: 'Buyer',
        street: '1 High Street',
        postal: 'SE1 1AA',
        city: 'London',
        country: 'GB',
        email: 'robin@example.com',
        emailRepeat: 'robin@example.com',
      }),
    );
    const request = data(await createPaymentRequest(api, cart._id, { secret, paymentGatewayId: 'gw_riverside_sandbox' }));
    data(await getPaymentProcessor(api, request._id, { secret: request.secret ?? '', paymentGatewayId: 'gw_riverside_sandbox', returnUrl: '/back' }));
    const paid = data(await verifyPaymentRequest(api, request._id, { secret: request.secret ?? '', paymentGatewayId: 'gw_riverside_sandbox', data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } }));
    expect(paid.status).toBe('succeeded');
    expect(data(await uploadFile(api, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), 'id.pdf', { checkoutId: cart._id, secret })).fileName).toBe('id.pdf');
    expect(data(await listPaymentGateways(api, 'sel_riverside')).gateways.length).toBeGreaterThan(0);
  });
});
