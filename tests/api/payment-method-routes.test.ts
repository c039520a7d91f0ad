import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE, logInAt, postJson, readAnswer, segment, type RouteHandler } from '../support/route-requests.ts';
import { routeSandbox } from '../support/route-sandbox.ts';
import { clearCookies } from '../support/next-server.ts';
import { PAYMENT_METHOD_IDS } from '../../lib/sandbox/seed/holdings/payment-methods.ts';
import type { PaymentMethodsView } from '../../lib/operations/payment-methods.ts';

/**
 * The payment methods route handlers (spec 01 §4-5) against the embedded sandbox, with the session
 * of a real login: the screen's view with what is in use, custom methods with field errors, the
 * setup request's processor, verify and polled status, primary and delete.
 */

vi.mock('next/headers', () => import('../support/next-server.ts'));
vi.mock('next/cache', () => import('../support/next-server.ts'));

interface Body {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

routeSandbox('payment-method-routes-');
const SHOP = 'riverside-live';
const BASE = `http://localhost/api/shops/${SHOP}/account/payment-methods`;
const handlers: Record<string, RouteHandler> = {};
const read = (response: Response) => readAnswer<Body>(response);
const get = (url: string) => new Request(url, { headers: { 'sec-fetch-site': 'same-origin' } });

const view = async () => {
  const answer = await read(await handlers.list!(get(BASE), segment({ seller: SHOP })));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as PaymentMethodsView;
};
const addCustom = async (json: unknown, headers?: Record<string, string>) => read(await handlers.add!(postJson(BASE, json, headers), segment({ seller: SHOP })));
const startSetup = async () => read(await handlers.setup!(postJson(`${BASE}/setup`, {}), segment({ seller: SHOP })));
const processor = async (id: string, json: unknown) => read(await handlers.processor!(postJson(`${BASE}/setup/${id}/processor`, json), segment({ seller: SHOP, id })));
const verify = async (id: string, json: unknown) => read(await handlers.verify!(postJson(`${BASE}/setup/${id}/verify`, json), segment({ seller: SHOP, id })));
const poll = async (id: string, secret: string) => read(await handlers.status!(get(`${BASE}/setup/${id}?secret=${secret}`), segment({ seller: SHOP, id })));
const primary = async (id: string) => read(await handlers.primary!(postJson(`${BASE}/${id}/primary`, {}), segment({ seller: SHOP, id })));
const remove = async (id: string, headers?: Record<string, string>) => read(await handlers.delete!(postJson(`${BASE}/${id}/delete`, {}, headers), segment({ seller: SHOP, id })));

beforeAll(async () => {
  const dir = '../../app/api/shops/[seller]';
  handlers.login = (await import(`${dir}/session/route.ts`)).POST;
  handlers.list = (await import(`${dir}/account/payment-methods/route.ts`)).GET;
  handlers.add = (await import(`${dir}/account/payment-methods/route.ts`)).POST;
  handlers.setup = (await import(`${dir}/account/payment-methods/setup/route.ts`)).POST;
  handlers.status = (await import(`${dir}/account/payment-methods/setup/[id]/route.ts`)).GET;
  handlers.processor = (await import(`${dir}/account/payment-methods/setup/[id]/processor/route.ts`)).POST;
  handlers.verify = (await import(`${dir}/account/payment-methods/setup/[id]/verify/route.ts`)).POST;
  handlers.primary = (await import(`${dir}/account/payment-methods/[id]/primary/route.ts`)).POST;
  handlers.delete = (await import(`${dir}/account/payment-methods/[id]/delete/route.ts`)).POST;
});

beforeEach(() => clearCookies());

const loginAs = async (email: string) => expect(await logInAt(handlers.login!, SHOP, email)).toBe(200);
const SEPA = { gatewayId: 'gw_riverside_sepa_payout', data: { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', accountHolderName: ' Sam Collector ' } };

describe('payment methods route handlers', () => {
  it('need a login, refuse cross-site mutations', async () => {
    expect((await read(await handlers.list!(get(BASE), segment({ seller: SHOP })))).status).toBe(401);
    expect((await addCustom(SEPA)).status).toBe(401);
    expect((await addCustom(SEPA, CROSS_SITE)).status).toBe(403);
    expect((await remove(PAYMENT_METHOD_IDS.samMastercard, CROSS_SITE)).status).toBe(403);
  });

  it('answer the view: the methods, which are in use, and the gateways for bank details', async () => {
    await loginAs('alex.morgan@example.com');
    const alex = await view();
    expect(alex.inUse).toMatchObject({ cpm_alex_visa: 'subscription', cpm_alex_mc_expired: 'subscription', cpm_alex_sepa: 'resellOffer' });
    expect([...alex.customGateways].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'gw_riverside_ach_payout', name: 'Bank account (ACH)', description: 'Payouts of secondary-market sales to a US bank account.', requiredInformation: 'ACH' },
      { id: 'gw_riverside_sepa_payout', name: 'Bank account (SEPA)', description: 'Payouts of secondary-market sales to a euro bank account.', requiredInformation: 'SEPA' },
    ]);
  });

  it('add a SEPA method from normalised details, with field errors before anything is sent', async () => {
    await loginAs('sam.collector@example.com');
    const invalid = await addCustom({ gatewayId: SEPA.gatewayId, data: { iban: 'DE89 3704 0044 0532 0130 01', bic: '', accountHolderName: 'Sam' } });
    expect([invalid.status, invalid.body?.errors]).toEqual([400, { 'data.iban': ['invalidIban'], 'data.bic': ['required'] }]);
    expect((await addCustom({ gatewayId: 'gw_riverside_sandbox', data: SEPA.data })).body?.code).toBe('gatewayNotFound');
    const added = await addCustom(SEPA);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body?.method).toMatchObject({ paymentDetails: { type: 'sepa', last4: '3000' }, data: { accountHolderName: 'Sam Collector' } });
  });

  it('run a setup: processor, verify with a card, then the polled status; the card is listed', async () => {
    await loginAs('sam.collector@example.com');
    const started = await startSetup();
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const request = started.body?.paymentRequest as { _id: string; secret: string; amount: number; currency: string };
    expect(request).toMatchObject({ amount: 0, currency: 'GBP' });
    expect((await processor(request._id, { secret: request.secret, paymentGatewayId: 'gw_riverside_sandbox', returnUrl: '/riverside-live/account/payment-methods' })).status).toBe(200);
    expect((await poll(request._id, request.secret)).body).toEqual({ status: 'new' });
    const card = { cardNumber: '5555555555554444', expiry: '07/35', cvc: '123' };
    expect((await verify(request._id, { secret: request.secret, paymentGatewayId: 'gw_riverside_sandbox', data: { ...card, cvc: '1' } })).status).toBe(400);
    expect((await verify(request._id, { secret: request.secret, paymentGatewayId: 'gw_riverside_sandbox', data: card })).body).toEqual({ status: 'submitted' });
    expect((await poll(request._id, request.secret)).body).toEqual({ status: 'succeeded' });
    expect((await view()).methods.find((method) => method.paymentDetails?.last4 === '4444')?.paymentDetails).toMatchObject({ type: 'mc', expiration: { month: 7, year: 2035 } });
  });

  it('a declined card is submitted too; the poll says canceled; a bank card asks for the bank page', async () => {
    await loginAs('sam.collector@example.com');
    const first = (await startSetup()).body?.paymentRequest as { _id: string; secret: string };
    expect((await verify(first._id, { secret: first.secret, paymentGatewayId: 'gw_riverside_sandbox', data: { cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' } })).body).toEqual({ status: 'submitted' });
    expect((await poll(first._id, first.secret)).body).toEqual({ status: 'canceled' });
    const second = (await startSetup()).body?.paymentRequest as { _id: string; secret: string };
    await processor(second._id, { secret: second.secret, paymentGatewayId: 'gw_riverside_sandbox', returnUrl: '/riverside-live/account/payment-methods' });
    const bank = await verify(second._id, { secret: second.secret, paymentGatewayId: 'gw_riverside_sandbox', data: { cardNumber: '4000000000003220', expiry: '12/34', cvc: '123' } });
    expect(bank.body).toMatchObject({ status: 'requiresAction', redirectUrl: expect.stringMatching(/^\/sandbox\/gateway\/authorize\?/) });
  });

  it('only read the customer’s own setup requests', async () => {
    await loginAs('sam.collector@example.com');
    const sams = (await startSetup()).body?.paymentRequest as { _id: string; secret: string };
    clearCookies();
    await loginAs('alex.morgan@example.com');
    expect((await poll(sams._id, sams.secret)).status).toBe(404);
    expect((await verify(sams._id, { secret: sams.secret, paymentGatewayId: 'gw_riverside_sandbox', data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } })).status).toBe(404);
  });

  it('set primary and delete, passing the API’s refusals on by code', async () => {
    await loginAs('alex.morgan@example.com');
    expect((await remove('cpm_alex_sepa')).body?.code).toBe('paymentMethodInUse');
    expect((await primary('cpm_alex_mc_expired')).body?.code).toBe('paymentMethodNotActive');
    expect((await remove(PAYMENT_METHOD_IDS.samMastercard)).status).toBe(404);
    clearCookies();
    await loginAs('sam.collector@example.com');
    expect((await primary(PAYMENT_METHOD_IDS.samMastercard)).body?.method).toMatchObject({ _id: PAYMENT_METHOD_IDS.samMastercard, primary: true });
    expect((await remove(PAYMENT_METHOD_IDS.samMastercard)).body).toEqual({ id: PAYMENT_METHOD_IDS.samMastercard });
    expect((await view()).methods.map((method) => method._id)).not.toContain(PAYMENT_METHOD_IDS.samMastercard);
  });
});
