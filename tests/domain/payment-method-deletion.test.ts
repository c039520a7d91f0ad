import { describe, expect, it } from 'vitest';
import {
  PAYMENT_PLAN_STATUSES_USING_A_METHOD,
  paymentMethodInUse,
  RESELL_OFFER_STATUSES_USING_A_METHOD,
  SUBSCRIPTION_STATUSES_USING_A_METHOD,
} from '../../lib/domain/payment-method-deletion.ts';
import { SUBSCRIPTION_STATUSES } from '../../lib/ticketing/schemas/subscription.ts';
import { PAYMENT_PLAN_STATUSES } from '../../lib/ticketing/schemas/payment-plan.ts';
import { RESELL_OFFER_STATUSES } from '../../lib/ticketing/schemas/resell-offer.ts';

/** Spec 01 §5 "Deleting a payment method", every status of every holding that can name a method. */

const M = 'cpm_1';

describe('paymentMethodInUse: subscriptions', () => {
  it.each(SUBSCRIPTION_STATUSES.map((status) => [status, ['active', 'incomplete', 'draft', 'pendingCancellation'].includes(status)] as const))('a %s subscription using the method blocks deletion: %s', (status, blocks) => {
    const use = paymentMethodInUse(M, { subscriptions: [{ _id: 'sub_1', status, customerPaymentMethodId: M }] });
    expect(use).toEqual(blocks ? { kind: 'subscription', id: 'sub_1' } : undefined);
  });
});

describe('paymentMethodInUse: payment plans', () => {
  it.each(PAYMENT_PLAN_STATUSES.map((status) => [status, ['active', 'incomplete', 'draft'].includes(status)] as const))('a %s payment plan using the method blocks deletion: %s', (status, blocks) => {
    const use = paymentMethodInUse(M, { paymentPlans: [{ _id: 'pp_1', status, customerPaymentMethodId: M }] });
    expect(use).toEqual(blocks ? { kind: 'paymentPlan', id: 'pp_1' } : undefined);
  });
});

describe('paymentMethodInUse: resell offers', () => {
  it.each(RESELL_OFFER_STATUSES.map((status) => [status, status === 'active'] as const))('a %s resell offer paying out to the method blocks deletion: %s', (status, blocks) => {
    const use = paymentMethodInUse(M, { resellOffers: [{ _id: 'rso_1', status, cpmId: M }] });
    expect(use).toEqual(blocks ? { kind: 'resellOffer', id: 'rso_1' } : undefined);
  });
});

describe('paymentMethodInUse: which method', () => {
  it.each([
    ['holdings of another method', { subscriptions: [{ _id: 'sub_1', status: 'active' as const, customerPaymentMethodId: 'cpm_2' }], paymentPlans: [{ _id: 'pp_1', status: 'active' as const, customerPaymentMethodId: null }], resellOffers: [{ _id: 'rso_1', status: 'active' as const, cpmId: 'cpm_2' }] }, undefined],
    ['no holdings at all', {}, undefined],
    ['a plan and an offer: the plan is named first', { paymentPlans: [{ _id: 'pp_1', status: 'draft' as const, customerPaymentMethodId: M }], resellOffers: [{ _id: 'rso_1', status: 'active' as const, cpmId: M }] }, { kind: 'paymentPlan', id: 'pp_1' }],
    ['a finished subscription and an active one', { subscriptions: [{ _id: 'sub_old', status: 'draft' as const, customerPaymentMethodId: 'cpm_9' }, { _id: 'sub_2', status: 'pendingCancellation' as const, customerPaymentMethodId: M }] }, { kind: 'subscription', id: 'sub_2' }],
  ])('%s', (_, holdings, expected) => {
    expect(paymentMethodInUse(M, holdings)).toEqual(expected);
  });

  it('names exactly the spec’s statuses', () => {
    expect([...SUBSCRIPTION_STATUSES_USING_A_METHOD].sort()).toEqual(['active', 'draft', 'incomplete', 'pendingCancellation']);
    expect([...PAYMENT_PLAN_STATUSES_USING_A_METHOD].sort()).toEqual(['active', 'draft', 'incomplete']);
    expect(RESELL_OFFER_STATUSES_USING_A_METHOD).toEqual(['active']);
  });
});
