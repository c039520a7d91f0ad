import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { CUSTOMERS, GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { SAVED_CARD } from '../../lib/sandbox/seed/holdings/saved-cards.ts';
import { TEST_CARDS } from '../../lib/domain/test-cards.ts';
import { customerPaymentMethodListSchema } from '../../lib/ticketing/payment-methods.ts';
import { paymentRequestSchema } from '../../lib/ticketing/schemas/payment-request.ts';
import { BUYER_DETAILS } from '../support/buyer-details.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Saved cards at checkout through the sandbox (spec 02 §2, §5, §6): paying with a saved card and
 * its CVC, refusals for a wrong or missing CVC and for someone else's card, and saving the card
 * that paid when the processor session asked for it.
 */

let sandbox: Sandbox;
const { call, login } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');
const GATEWAY = GATEWAYS.riversideSandbox;

beforeEach(() => {
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string };
interface Ref {
  _id: string;
  secret: string;
}
type Verified = Coded & { status: string; declined?: boolean; code?: string; transaction?: { tid: string } };

/** A Riverside checkout with two jazz tickets and the buyer's details, and its payment request opened with `token`. */
async function paymentFor(token: string | undefined): Promise<Ref> {
  const checkout = await call<Ref>('POST', '/api/public/checkouts', { json: { sellerId: 'sel_riverside' } });
  const ref = { _id: checkout.body._id, secret: checkout.body.secret };
  expect((await call('POST', `/api/public/checkouts/${ref._id}/items`, { json: { secret: ref.secret, eventId: 'evt_riverside_jazz', items: [{ ticketTypeId: 'tt_jazz_standing', amount: 2 }] } })).status).toBe(200);
  expect((await call('PUT', `/api/public/checkouts/${ref._id}/details`, { json: { secret: ref.secret, ...BUYER_DETAILS } })).status).toBe(200);
  const request = await call<Ref & Coded>('POST', `/api/public/checkouts/${ref._id}/payment-request`, { ...(token ? { token } : {}), json: { secret: ref.secret, paymentGatewayId: GATEWAY } });
  expect(request.status, JSON.stringify(request.body)).toBe(200);
  return { _id: request.body._id, secret: request.body.secret };
}

const processor = (request: Ref, storePaymentMethod?: boolean) =>
  call<Coded>('POST', `/api/payments/requests/${request._id}/processor`, {
    json: { secret: request.secret, paymentGatewayId: GATEWAY, returnUrl: '/riverside-live/checkout/evt_riverside_jazz?step=2', ...(storePaymentMethod === undefined ? {} : { storePaymentMethod }) },
  });
const verify = (request: Ref, data: Record<string, unknown>) => call<Verified>('POST', `/api/payments/requests/${request._id}/verify`, { json: { secret: request.secret, paymentGatewayId: GATEWAY, data } });
const methodsOf = async (token: string) => customerPaymentMethodListSchema.parse((await call('GET', '/api/customers/me/payment-methods', { token })).body).docs;
const statusOf = async (request: Ref) => paymentRequestSchema.parse((await call('GET', `/api/payments/requests/${request._id}?secret=${request.secret}`)).body).status;

describe('paying with a saved card', () => {
  it('pays with the card and its CVC', async () => {
    const alex = await login(EMAILS.alex);
    const request = await paymentFor(alex);
    const answer = await verify(request, { customerPaymentMethodId: SAVED_CARD.id, cvc: SAVED_CARD.cvc });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('succeeded');
    expect(answer.body.transaction?.tid).toBeTruthy();
  });

  it('declines a wrong CVC as incorrect and keeps the request open for another try', async () => {
    const alex = await login(EMAILS.alex);
    const request = await paymentFor(alex);
    const wrong = await verify(request, { customerPaymentMethodId: SAVED_CARD.id, cvc: '999' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ status: 'new', declined: true, code: 'cvcIncorrect' });
    expect(await statusOf(request)).toBe('new');
    expect((await verify(request, { customerPaymentMethodId: SAVED_CARD.id, cvc: SAVED_CARD.cvc })).body.status).toBe('succeeded');
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a missing CVC', {}, 400, 'data.cvc'],
    ['a malformed CVC', { cvc: '12a' }, 400, 'data.cvc'],
    ['a CVC of the wrong length', { cvc: '1234' }, 400, 'data.cvc'],
  ])('refuses %s', async (_name, data, status, field) => {
    const alex = await login(EMAILS.alex);
    const request = await paymentFor(alex);
    const answer = await verify(request, { customerPaymentMethodId: SAVED_CARD.id, ...data });
    expect(answer.status).toBe(status);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    expect(await statusOf(request)).toBe('new');
  });

  it('refuses a guest request, another customer’s card, and a card of another gateway', async () => {
    const guest = await paymentFor(undefined);
    expect((await verify(guest, { customerPaymentMethodId: SAVED_CARD.id, cvc: SAVED_CARD.cvc })).status).toBe(403);

    const sam = await login(EMAILS.sam);
    const samsRequest = await paymentFor(sam);
    expect((await verify(samsRequest, { customerPaymentMethodId: SAVED_CARD.id, cvc: SAVED_CARD.cvc })).status).toBe(404);

    const alex = await login(EMAILS.alex);
    const request = await paymentFor(alex);
    // Alex's Visa •••• 4242 is saved with the Stripe gateway, not the test gateway paying now.
    const stripeCard = (await methodsOf(alex)).find((method) => method.gatewayId === GATEWAYS.riversideStripe && method.status === 'active');
    expect((await verify(request, { customerPaymentMethodId: stripeCard?._id, cvc: '123' })).status).toBe(409);
  });

  it('refuses saved cards in a shop without the customer-payment-methods feature', async () => {
    const alex = await login(EMAILS.alex);
    const request = await paymentFor(alex);
    sandbox.store.update('sellers', 'sel_riverside', (seller) => ({ ...seller, features: { ...seller.features, customerPaymentMethods: false } }));
    expect((await verify(request, { customerPaymentMethodId: SAVED_CARD.id, cvc: SAVED_CARD.cvc })).status).toBe(403);
  });
});

describe('saving the card that paid', () => {
  it('saves it when the processor session asked, and it pays next time with its CVC', async () => {
    const alex = await login(EMAILS.alex);
    const before = await methodsOf(alex);
    const request = await paymentFor(alex);
    expect((await processor(request, true)).status).toBe(200);
    expect((await verify(request, { cardNumber: '5555 5555 5555 4444', expiry: '09/33', cvc: '321' })).body.status).toBe('succeeded');
    const saved = (await methodsOf(alex)).filter((method) => !before.some((old) => old._id === method._id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ status: 'active', gatewayId: GATEWAY, customerId: CUSTOMERS.alex, paymentDetails: { type: 'mc', last4: '4444', expiration: { month: 9, year: 2033 } } });
    expect(saved[0]?.createdAt).toBe(clock.toISOString());
    expect(JSON.stringify(saved[0])).not.toContain('5555555555554444');

    const next = await paymentFor(alex);
    expect((await verify(next, { customerPaymentMethodId: saved[0]?._id, cvc: '123' })).body.code).toBe('cvcIncorrect');
    expect((await verify(next, { customerPaymentMethodId: saved[0]?._id, cvc: '321' })).body.status).toBe('succeeded');
  });

  it('asks a card added on the payment methods page (a setup request) for its own CVC too', async () => {
    const alex = await login(EMAILS.alex);
    const before = await methodsOf(alex);
    const setup = await call<Ref>('POST', '/api/payments/requests/setup', { token: alex, json: {} });
    expect((await verify(setup.body, { cardNumber: '4242 4242 4242 4242', expiry: '08/33', cvc: '321' })).body.status).toBe('succeeded');
    const added = (await methodsOf(alex)).find((method) => !before.some((old) => old._id === method._id));
    expect(added?.paymentDetails?.last4).toBe('4242');

    const request = await paymentFor(alex);
    expect((await verify(request, { customerPaymentMethodId: added?._id, cvc: '123' })).body.code).toBe('cvcIncorrect');
    expect((await verify(request, { customerPaymentMethodId: added?._id, cvc: '321' })).body.status).toBe('succeeded');
  });

  it('saves nothing unless asked, and nothing for a declined card', async () => {
    const alex = await login(EMAILS.alex);
    const count = (await methodsOf(alex)).length;
    const plain = await paymentFor(alex);
    expect((await verify(plain, { cardNumber: TEST_CARDS.succeeds, expiry: '09/33', cvc: '321' })).body.status).toBe('succeeded');
    const declined = await paymentFor(alex);
    await processor(declined, true);
    expect((await verify(declined, { cardNumber: TEST_CARDS.declined, expiry: '09/33', cvc: '321' })).body.declined).toBe(true);
    expect(await methodsOf(alex)).toHaveLength(count);
  });

  it('saves a card that paid through the bank’s page once the bank authorized it', async () => {
    const alex = await login(EMAILS.alex);
    const count = (await methodsOf(alex)).length;
    const request = await paymentFor(alex);
    await processor(request, true);
    expect((await verify(request, { cardNumber: TEST_CARDS.redirect, expiry: '09/33', cvc: '321' })).body.status).toBe('new');
    expect(await methodsOf(alex)).toHaveLength(count);
    const authorized = await call<{ redirectResult: string }>('POST', '/api/sandbox/gateway/authorize', { json: { request: request._id, secret: request.secret, approve: true } });
    expect((await verify(request, { redirectResult: authorized.body.redirectResult })).body.status).toBe('succeeded');
    expect((await methodsOf(alex)).find((method) => method.paymentDetails?.last4 === '3220')).toMatchObject({ status: 'active', paymentDetails: { type: 'visa' } });
  });

  it('refuses to store a card for a guest or where the shop keeps no payment methods', async () => {
    const guest = await paymentFor(undefined);
    const refused = await processor(guest, true);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('storePaymentMethodNotAllowed');
    expect((await processor(guest)).status).toBe(200);
  });
});
