import { describe, it, expect } from 'vitest';
import { paymentMethodLabel, paymentPlanLabel, paymentScheduleLabel, purchaseIntentLabel, resellOfferLabel, subscriptionLabel, transferLabel } from '../../lib/domain/account-labels.ts';
import type { ApprovalStatus, PurchaseIntentStatus } from '../../lib/ticketing/schemas/purchase-intent.ts';
import type { PaymentPlanStatus } from '../../lib/ticketing/schemas/payment-plan.ts';

describe('purchaseIntentLabel (spec 01 §4 table)', () => {
  it.each<[PurchaseIntentStatus, ApprovalStatus | undefined, string, string]>([
    ['canceled', 'approved', 'canceled', 'red'],
    ['canceled', undefined, 'canceled', 'red'],
    ['canceled', 'rejected', 'rejected', 'red'],
    ['new', 'rejected', 'rejected', 'red'],
    ['complete', 'approved', 'completed', 'green'],
    ['complete', undefined, 'completed', 'green'],
    ['new', 'awaiting', 'awaiting', 'blue'],
    ['new', 'approved', 'approved', 'blue'],
    ['new', undefined, 'approved', 'blue'],
  ])('status %s, approval %s -> %s (%s)', (status, approvalStatus, label, tone) => {
    expect(purchaseIntentLabel({ status, approvalStatus })).toEqual({ label, tone });
  });
});

describe('paymentPlanLabel', () => {
  it.each<[PaymentPlanStatus, string]>([
    ['active', 'green'],
    ['draft', 'blue'],
    ['completed', 'green'],
    ['canceled', 'red'],
    ['incomplete', 'red'],
  ])('%s -> %s', (status, tone) => {
    expect(paymentPlanLabel(status)).toEqual({ label: status, tone });
  });
});

describe('transferLabel and resellOfferLabel', () => {
  it.each([
    ['created', 'blue'],
    ['transferred', 'green'],
  ] as const)('transfer %s -> %s', (status, tone) => {
    expect(transferLabel(status)).toEqual({ label: status, tone });
  });

  it.each([
    ['active', 'green'],
    ['sold', 'blue'],
    ['canceled', 'neutral'],
  ] as const)('resell offer %s -> %s', (status, tone) => {
    expect(resellOfferLabel(status)).toEqual({ label: status, tone });
  });
});

describe('subscriptionLabel, paymentMethodLabel, paymentScheduleLabel (colours where the spec is silent)', () => {
  it.each([
    ['active', 'green'],
    ['draft', 'blue'],
    ['incomplete', 'red'],
    ['pendingCancellation', 'neutral'],
  ] as const)('subscription %s -> %s', (status, tone) => {
    expect(subscriptionLabel(status)).toEqual({ label: status, tone });
  });

  it.each([
    ['active', 'green'],
    ['expired', 'red'],
    ['deleted', 'neutral'],
  ] as const)('payment method %s -> %s', (status, tone) => {
    expect(paymentMethodLabel(status)).toEqual({ label: status, tone });
  });

  it.each([
    ['succeeded', 'green'],
    ['failed', 'red'],
    ['canceled', 'neutral'],
    ['refunded', 'neutral'],
    ['pending', 'blue'],
    ['scheduled', 'blue'],
  ] as const)('schedule %s -> %s', (status, tone) => {
    expect(paymentScheduleLabel(status)).toEqual({ label: status, tone });
  });
});
