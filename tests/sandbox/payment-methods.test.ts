import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { GATEWAYS } from '../../lib/sandbox/seed/ids.ts';
import { ALEX_IDS } from '../../lib/sandbox/seed/holdings/alex.ts';
import { SAM_IDS } from '../../lib/sandbox/seed/holdings/sam.ts';
import { PAYMENT_METHOD_IDS } from '../../lib/sandbox/seed/holdings/payment-methods.ts';
import { customerPaymentMethodListSchema } from '../../lib/ticketing/payment-methods.ts';
import { customerPaymentMethodSchema } from '../../lib/ticketing/schemas/customer-payment-method.ts';
import { paymentRequestSchema } from '../../lib/ticketing/schemas/payment-request.ts';
import { paymentVerificationSchema } from '../../lib/ticketing/payments.ts';
import { caller, EMAILS, type ErrorBody } from './support/account-client.ts';

/**
 * Adding and managing payment methods against the seeded sandbox (spec 01 §4-5, spec 02 §3-4,
 * §7): setup payment requests verified with the test cards, custom SEPA / ACH methods, primary,
 * and deletion refused while a subscription, plan or offer uses the method.
 */

let sandbox: Sandbox;
const { call, login, ok } = caller(() => sandbox);
let clock = new Date('2030-01-15T12:00:00.000Z');

beforeEach(() => {
  clock = new Date('2030-01-15T12:00:00.000Z');
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => clock });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string; usedBy?: { kind: string; id: string } };
const methods = async (token: string) => customerPaymentMethodListSchema.parse(await ok('/api/customers/me/payment-methods', token)).docs;
const setup = (token: string | undefined, json: unknown = {}) => call<Coded & { _id: string; secret: string; sellerId: string }>('POST', '/api/payments/requests/setup', { ...(token ? { token } : {}), json });
const verify = (id: string, json: unknown) => call<Coded>('POST', `/api/payments/requests/${id}/verify`, { json });
const poll = async (id: string, secret: string) => paymentRequestSchema.parse(await ok(`/api/payments/requests/${id}?secret=${secret}`));
const card = (cardNumber: string) => ({ cardNumber, expiry: '08/33', cvc: '123' });
const SEPA = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', accountHolderName: 'Sam Collector' };

describe('POST /api/payments/requests/setup', () => {
  it('needs a customer and opens a NEW setup request of no amount for them', async () => {
    expect((await setup(undefined)).status).toBe(401);
    const sam = await login(EMAILS.sam);
    const answer = await setup(sam);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['_id', 'paymentOptionSelection', 'secret', 'sellerId']);
    const stored = await poll(answer.body._id, answer.body.secret);
    expect(stored).toMatchObject({ status: 'new', origin: 'setup', amount: 0, currency: 'GBP', customer: { customerId: 'cus_sam_collector' } });
  });

  it('refuses to open one for another customer', async () => {
    const sam = await login(EMAILS.sam);
    expect((await setup(sam, { customerId: 'cus_alex_morgan' })).status).toBe(403);
  });
});

describe('verifying a setup request with the test cards', () => {
  it('saves the succeeding card as an active method and ends SUCCEEDED', async () => {
    const sam = await login(EMAILS.sam);
    const { body } = await setup(sam);
    const answer = await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4242 4242 4242 4242') });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(paymentVerificationSchema.parse(answer.body).status).toBe('succeeded');
    expect((await poll(body._id, body.secret)).status).toBe('succeeded');
    const saved = (await methods(sam)).find((method) => method.paymentDetails?.last4 === '4242');
    expect(saved).toMatchObject({ status: 'active', primary: false, gatewayId: GATEWAYS.riversideSandbox, gatewayType: 'sandbox', paymentDetails: { type: 'visa', expiration: { month: 8, year: 2033 } } });
    expect(saved?.createdAt).toBe(clock.toISOString());
  });

  it('cancels the request for the declined card and saves nothing', async () => {
    const sam = await login(EMAILS.sam);
    const before = (await methods(sam)).length;
    const { body } = await setup(sam);
    const answer = await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4000 0000 0000 0002') });
    expect(paymentVerificationSchema.parse(answer.body)).toMatchObject({ status: 'canceled', declined: true });
    expect((await poll(body._id, body.secret)).status).toBe('canceled');
    expect(await methods(sam)).toHaveLength(before);
    // Closed for good: a second try needs a new request.
    expect(paymentVerificationSchema.parse((await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4242424242424242') })).body).status).toBe('canceled');
    expect(await methods(sam)).toHaveLength(before);
  });

  it('sends the redirect card to the bank first; Authorize saves it, Decline cancels', async () => {
    const sam = await login(EMAILS.sam);
    for (const approve of [true, false]) {
      const { body } = await setup(sam);
      await call('POST', `/api/payments/requests/${body._id}/processor`, { json: { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, returnUrl: '/riverside-live/account/payment-methods' } });
      const first = paymentVerificationSchema.parse((await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4000 0000 0000 3220') })).body);
      expect(first.status).toBe('new');
      expect(first.action?.url).toContain('returnUrl=%2Friverside-live%2Faccount%2Fpayment-methods');
      expect((await poll(body._id, body.secret)).status).toBe('new');
      const decision = await call<{ redirectResult: string }>('POST', '/api/sandbox/gateway/authorize', { json: { request: body._id, secret: body.secret, approve } });
      const second = paymentVerificationSchema.parse((await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { redirectResult: decision.body.redirectResult } })).body);
      expect(second.status).toBe(approve ? 'succeeded' : 'canceled');
    }
    expect((await methods(sam)).filter((method) => method.paymentDetails?.last4 === '3220')).toHaveLength(1);
  });

  it('refuses invalid card details with field errors and a payout gateway; cancels after an hour', async () => {
    const sam = await login(EMAILS.sam);
    const { body } = await setup(sam);
    const invalid = await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: { cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['data.cardNumber', 'data.cvc', 'data.expiry']);
    expect((await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSepaPayout, data: card('4242424242424242') })).status).toBe(400);
    expect((await verify(body._id, { secret: 'wrong', paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4242424242424242') })).status).toBe(404);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(paymentVerificationSchema.parse((await verify(body._id, { secret: body.secret, paymentGatewayId: GATEWAYS.riversideSandbox, data: card('4242424242424242') })).body).status).toBe('canceled');
  });
});

describe('POST /api/customers/me/payment-methods (custom SEPA / ACH)', () => {
  it('creates a SEPA method keeping only the last digits of the IBAN', async () => {
    const sam = await login(EMAILS.sam);
    const answer = await call<Coded>('POST', '/api/customers/me/payment-methods', { token: sam, json: { gatewayId: GATEWAYS.riversideSepaPayout, data: SEPA } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const method = customerPaymentMethodSchema.parse(answer.body);
    expect(method).toMatchObject({ status: 'active', primary: false, gatewayType: 'additionalMethod', paymentDetails: { type: 'sepa', last4: '3000' }, data: { accountHolderName: 'Sam Collector' } });
    expect(JSON.stringify(answer.body)).not.toContain('370400440532');
    expect((await methods(sam)).map((doc) => doc._id)).toContain(method._id);
  });

  it('creates an ACH method on the ACH gateway', async () => {
    const sam = await login(EMAILS.sam);
    const answer = await call('POST', '/api/customers/me/payment-methods', { token: sam, json: { gatewayId: GATEWAYS.riversideAchPayout, data: { accountNumber: '000123456789', routingNumber: '011000015', accountHolderName: 'Sam Collector' } } });
    expect(answer.status).toBe(201);
    expect(customerPaymentMethodSchema.parse(answer.body).paymentDetails).toMatchObject({ type: 'ach', last4: '6789' });
  });

  it('answers field errors for details the gateway cannot take, and 400 for a card gateway', async () => {
    const sam = await login(EMAILS.sam);
    const bad = await call<Coded>('POST', '/api/customers/me/payment-methods', { token: sam, json: { gatewayId: GATEWAYS.riversideSepaPayout, data: { iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBADE', accountHolderName: ' ' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'data.iban': ['invalidIban'], 'data.bic': ['invalidBic'], 'data.accountHolderName': ['required'] });
    const ach = await call<Coded>('POST', '/api/customers/me/payment-methods', { token: sam, json: { gatewayId: GATEWAYS.riversideAchPayout, data: SEPA } });
    expect(Object.keys(ach.body.errors ?? {}).sort()).toEqual(['data.accountNumber', 'data.routingNumber']);
    expect((await call('POST', '/api/customers/me/payment-methods', { token: sam, json: { gatewayId: GATEWAYS.riversideSandbox, data: SEPA } })).status).toBe(400);
    expect((await call('POST', '/api/customers/me/payment-methods', { json: { gatewayId: GATEWAYS.riversideSepaPayout, data: SEPA } })).status).toBe(401);
  });
});

describe('primary and delete', () => {
  it('moves the primary label to the chosen active method only', async () => {
    const sam = await login(EMAILS.sam);
    const answer = await call('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/primary`, { token: sam });
    expect(answer.status).toBe(200);
    const list = await methods(sam);
    expect(list.filter((method) => method.primary).map((method) => method._id)).toEqual([PAYMENT_METHOD_IDS.samMastercard]);
    expect(list[0]?._id).toBe(PAYMENT_METHOD_IDS.samMastercard);
  });

  it('refuses an expired method as primary and another customer’s method as unknown', async () => {
    const alex = await login(EMAILS.alex);
    const expired = await call<Coded>('POST', `/api/customers/me/payment-methods/${ALEX_IDS.paymentMethods.expiredMastercard}/primary`, { token: alex });
    expect([expired.status, expired.body.code]).toEqual([409, 'paymentMethodNotActive']);
    const foreign = await call<Coded>('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/primary`, { token: alex });
    expect(foreign.status).toBe(404);
    expect((await call('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/delete`, { token: alex })).status).toBe(404);
    expect(sandbox.store.get('customerPaymentMethods', PAYMENT_METHOD_IDS.samMastercard)?.status).toBe('active');
  });

  it.each([
    ['an active subscription', ALEX_IDS.paymentMethods.visa, 'subscription'],
    ['an incomplete subscription', ALEX_IDS.paymentMethods.expiredMastercard, 'subscription'],
    ['an active resell offer', ALEX_IDS.paymentMethods.sepa, 'resellOffer'],
  ])('refuses to delete a method used by %s (409 paymentMethodInUse)', async (_, id, kind) => {
    const alex = await login(EMAILS.alex);
    const answer = await call<Coded>('POST', `/api/customers/me/payment-methods/${id}/delete`, { token: alex });
    expect([answer.status, answer.body.code, answer.body.usedBy?.kind]).toEqual([409, 'paymentMethodInUse', kind]);
    expect(sandbox.store.get('customerPaymentMethods', id)?.status).not.toBe('deleted');
  });

  it('deletes an unused method, hides it, and hands a deleted primary label to the newest active method', async () => {
    const sam = await login(EMAILS.sam);
    await call('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/primary`, { token: sam });
    const answer = await call('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/delete`, { token: sam });
    expect(answer.status).toBe(200);
    expect(customerPaymentMethodSchema.parse(answer.body)).toMatchObject({ status: 'deleted', primary: false });
    const list = await methods(sam);
    expect(list.map((method) => method._id)).not.toContain(PAYMENT_METHOD_IDS.samMastercard);
    // Of Sam's remaining active methods the SEPA account (90 days old) is newer than the Visa (300 days).
    expect(list.filter((method) => method.primary).map((method) => method._id)).toEqual([SAM_IDS.paymentMethods.sepa]);
    expect((await call('POST', `/api/customers/me/payment-methods/${PAYMENT_METHOD_IDS.samMastercard}/delete`, { token: sam })).status).toBe(404);
  });
});
