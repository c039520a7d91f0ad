import { describe, expect, it } from 'vitest';
import { isHeldByPaymentPlan, paymentPlanHolding, paymentPlanLock, withoutPaymentPlanLock } from '../../lib/domain/payment-plan-hold.ts';
import type { TicketLock } from '../../lib/ticketing/schemas/ticket.ts';

/** Until a payment plan is paid, its tickets cannot be transferred or resold (issue 12). */

const plan = paymentPlanLock('pp_1', '2030-01-15T12:00:00.000Z');
const other: TicketLock = { _id: 'upg_1', type: 'upgrade' };

describe('paymentPlanHolding', () => {
  it.each<[string, TicketLock[] | undefined, string | undefined]>([
    ['no locks', undefined, undefined],
    ['another kind of lock', [other], undefined],
    ['the plan’s lock', [other, plan], 'pp_1'],
  ])('%s -> %s', (_name, locks, expected) => {
    expect(paymentPlanHolding({ locks })).toBe(expected);
    expect(isHeldByPaymentPlan({ locks })).toBe(expected !== undefined);
  });

  it('is a lock that does not expire, named by the plan', () => {
    expect(plan).toEqual({ _id: 'pp_1', type: 'paymentPlan', reason: 'paymentPlanUnpaid', createdAt: '2030-01-15T12:00:00.000Z', expiresAt: null });
  });
});

describe('withoutPaymentPlanLock', () => {
  it.each<[string, TicketLock[], string, TicketLock[]]>([
    ['lifts its own plan’s lock and keeps the others', [other, plan], 'pp_1', [other]],
    ['leaves another plan’s lock', [plan], 'pp_2', [plan]],
  ])('%s', (_name, locks, planId, expected) => {
    expect(withoutPaymentPlanLock({ locks }, planId).locks).toEqual(expected);
  });

  it('answers the same ticket when there is nothing to lift', () => {
    const ticket = { locks: [other] };
    expect(withoutPaymentPlanLock(ticket, 'pp_1')).toBe(ticket);
  });
});
