import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/** GET /api/public/tickets/{id}/return-info and POST /api/public/tickets/{id}/return (spec 02 §7 Return). */

let sandbox: Sandbox;
const { call } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');
let now = clock;

beforeEach(() => {
  now = clock;
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string; reason?: string };
type Info = Coded & { refundAmount?: number; currency?: string; tickets?: { _id: string; realPrice?: number; refundAmount?: number }[] };
type Result = Coded & { amount?: number; reference?: string };

// Seeded with a full refund until a week before the event and half until the day before; £32.
const RETURNABLE = 'tkt_alex_orchestra_2';
const ticketOf = (id: string) => sandbox.store.get('tickets', id);
const orderSecretOf = (id: string) => sandbox.store.get('transactions', ticketOf(id)?.transactionId ?? '')?.secret ?? '';
const query = (id: string, secret = ticketOf(id)?.secret ?? '', transactionSecret = orderSecretOf(id)) =>
  `secret=${encodeURIComponent(secret)}&transactionSecret=${encodeURIComponent(transactionSecret)}`;
const info = (id: string, q = query(id)) => call<Info>('GET', `/api/public/tickets/${id}/return-info?${q}`);
const giveBack = (id: string, q = query(id)) => call<Result>('POST', `/api/public/tickets/${id}/return?${q}`);
const daysBeforeEvent = (id: string, days: number) => {
  const event = sandbox.store.get('events', ticketOf(id)?.eventId ?? '');
  return new Date(Date.parse(event?.start ?? '') - days * 86_400_000);
};

describe('GET /api/public/tickets/{id}/return-info', () => {
  it('previews the refund of the phase that applies now', async () => {
    now = daysBeforeEvent(RETURNABLE, 10);
    const full = await info(RETURNABLE);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body).toMatchObject({ refundAmount: 32, currency: 'GBP', tickets: [{ _id: RETURNABLE, realPrice: 32, refundAmount: 32 }] });

    now = daysBeforeEvent(RETURNABLE, 3);
    expect((await info(RETURNABLE)).body.refundAmount).toBe(16);
  });

  it('answers Return Impossible with the reason after the last phase, or for a ticket that is not returnable', async () => {
    now = daysBeforeEvent(RETURNABLE, 0.5);
    const late = await info(RETURNABLE);
    expect([late.status, late.body.code, late.body.message, late.body.reason]).toEqual([409, 'returnImpossible', 'Return Impossible', 'deadline']);

    const kept = 'tkt_alex_orchestra_1';
    const refused = await info(kept);
    expect([refused.status, refused.body.reason]).toEqual([409, 'notReturnable']);
  });

  it('answers 404 for a wrong ticket secret or a wrong order secret', async () => {
    expect((await info(RETURNABLE, query(RETURNABLE, 'wrong-secret-000000'))).status).toBe(404);
    expect((await info(RETURNABLE, query(RETURNABLE, undefined, 'wrong-secret-000000'))).status).toBe(404);
  });
});

describe('POST /api/public/tickets/{id}/return', () => {
  it('returns the ticket and the tickets it triggered: invalid, a returned entry, the amount and a reference', async () => {
    now = daysBeforeEvent(RETURNABLE, 3);
    const ticket = ticketOf(RETURNABLE);
    // An add-on admission triggered by the returned ticket goes back with it.
    sandbox.store.put('tickets', { ...ticket!, _id: 'tkt_addon_1', secret: 'addon-secret-0000000', triggeredBy: RETURNABLE, realPrice: 9, returnable: false });
    const result = await giveBack(RETURNABLE);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.amount).toBe(20.5);
    expect(result.body.reference).toMatch(/^RF-[A-Z2-9]{8}$/);
    for (const [id, refund] of [[RETURNABLE, 16], ['tkt_addon_1', 4.5]] as const) {
      const returned = ticketOf(id);
      expect(returned).toMatchObject({ status: 'invalid', returnable: false, transferable: false });
      expect(returned?.history?.at(-1)).toMatchObject({ type: 'returned', data: { amount: refund, reference: result.body.reference } });
    }
    // The refund went through the seller's test gateway.
    expect(sandbox.store.get('refunds', result.body.reference ?? '')).toMatchObject({
      amount: 20.5,
      currency: 'GBP',
      gatewayId: 'gw_riverside_sandbox',
      status: 'succeeded',
      ticketIds: [RETURNABLE, 'tkt_addon_1'],
    });
    // Returned once: a second return is impossible and changes nothing.
    const history = ticketOf(RETURNABLE)?.history;
    const again = await giveBack(RETURNABLE);
    expect([again.status, again.body.code]).toEqual([409, 'returnImpossible']);
    expect(ticketOf(RETURNABLE)?.history).toEqual(history);
  });

  it('changes nothing when refused', async () => {
    now = daysBeforeEvent(RETURNABLE, 0.5);
    const before = JSON.stringify(ticketOf(RETURNABLE));
    expect((await giveBack(RETURNABLE)).status).toBe(409);
    expect((await giveBack(RETURNABLE, query(RETURNABLE, undefined, 'wrong-secret-000000'))).status).toBe(404);
    expect(JSON.stringify(ticketOf(RETURNABLE))).toBe(before);
  });
});
