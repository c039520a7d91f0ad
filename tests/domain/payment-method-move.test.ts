import { describe, it, expect } from 'vitest';
import {
  MOVABLE_PAYMENT_PLAN_STATUSES,
  MOVABLE_SUBSCRIPTION_STATUSES,
  NEW_METHOD_WINDOW_MS,
  PLAN_EXCLUDED_GATEWAY_TYPES,
  isNewPaymentMethod,
  moveCandidates,
  newPaymentMethodToOffer,
  offersMoveToNewMethod,
  paymentPlanMoveRefusal,
  subscriptionChangeRefusal,
  subscriptionMoveRefusal,
  type MoveRefusal,
  type MoveTarget,
} from '../../lib/domain/payment-method-move.ts';
import { PAYMENT_PLAN_STATUSES, type PaymentPlan } from '../../lib/ticketing/schemas/payment-plan.ts';
import { SUBSCRIPTION_STATUSES, type Subscription, type SubscriptionPlan } from '../../lib/ticketing/schemas/subscription.ts';
import type { ChangePaymentMethodPolicy, PaymentStrategy } from '../../lib/ticketing/schemas/payment-strategy.ts';

/** Spec 01 §5 "Moving a payment method to subscriptions and plans" and §9's one-minute window, as tables. */

const sepa: MoveTarget = { _id: 'cpm_new', status: 'active', gatewayId: 'gw_sepa', gatewayType: 'additionalMethod' };
const subscriptionPlan = (policy: ChangePaymentMethodPolicy | undefined, gateways: string[] = ['gw_sepa', 'gw_card']): Pick<SubscriptionPlan, 'paymentPolicy'> => ({
  paymentPolicy: { ...(policy ? { changePaymentMethodPolicy: policy } : {}), allowedPaymentGateways: gateways.map((gatewayId) => ({ gatewayId })) },
});
const strategy = (policy: ChangePaymentMethodPolicy | undefined, gateways: string[] = ['gw_sepa', 'gw_card', 'gw_cash']): Pick<PaymentStrategy, 'policy'> => ({
  policy: { ...(policy ? { changePaymentMethodPolicy: policy } : {}), allowedPaymentGateways: gateways.map((gatewayId) => ({ gatewayId })) },
});

describe('subscriptionMoveRefusal', () => {
  type Row = [string, Pick<Subscription, 'status' | 'customerPaymentMethodId'>, Pick<SubscriptionPlan, 'paymentPolicy'> | undefined, MoveTarget, MoveRefusal | undefined];
  it.each<Row>([
    ['active, policy always, gateway allowed', { status: 'active', customerPaymentMethodId: 'cpm_old' }, subscriptionPlan('always'), sepa, undefined],
    ['incomplete, policy always', { status: 'incomplete' }, subscriptionPlan('always'), sepa, undefined],
    ['draft, policy always', { status: 'draft' }, subscriptionPlan('always'), sepa, undefined],
    ['pending cancellation is not movable', { status: 'pendingCancellation' }, subscriptionPlan('always'), sepa, 'statusNotMovable'],
    ['policy never', { status: 'active' }, subscriptionPlan('never'), sepa, 'policyNever'],
    ['policy never, even as a draft', { status: 'draft' }, subscriptionPlan('never'), sepa, 'policyNever'],
    ['policy onDraft, draft', { status: 'draft' }, subscriptionPlan('onDraft'), sepa, undefined],
    ['policy onDraft, active', { status: 'active' }, subscriptionPlan('onDraft'), sepa, 'policyOnDraft'],
    ['policy onDraft, incomplete', { status: 'incomplete' }, subscriptionPlan('onDraft'), sepa, 'policyOnDraft'],
    ['no policy is "not never"', { status: 'active' }, subscriptionPlan(undefined), sepa, undefined],
    ['gateway not in the allowed list', { status: 'active' }, subscriptionPlan('always', ['gw_card']), sepa, 'gatewayNotAllowed'],
    ['an empty allowed list allows none', { status: 'active' }, subscriptionPlan('always', []), sepa, 'gatewayNotAllowed'],
    ['no plan: no allowed gateways', { status: 'active' }, undefined, sepa, 'gatewayNotAllowed'],
    ['the method it already uses', { status: 'active', customerPaymentMethodId: 'cpm_new' }, subscriptionPlan('always'), sepa, 'alreadyUsed'],
    ['an expired method', { status: 'active' }, subscriptionPlan('always'), { ...sepa, status: 'expired' }, 'methodNotActive'],
    ['a deleted method', { status: 'active' }, subscriptionPlan('always'), { ...sepa, status: 'deleted' }, 'methodNotActive'],
  ])('%s', (_name, subscription, plan, method, expected) => {
    expect(subscriptionMoveRefusal(subscription, plan, method)).toBe(expected);
  });

  it.each<[Pick<Subscription, 'status'>, ChangePaymentMethodPolicy | undefined, string | undefined]>([
    [{ status: 'active' }, 'always', undefined],
    [{ status: 'active' }, 'never', 'policyNever'],
    [{ status: 'draft' }, 'onDraft', undefined],
    [{ status: 'active' }, 'onDraft', 'policyOnDraft'],
    [{ status: 'pendingCancellation' }, 'always', 'statusNotMovable'],
  ])('subscriptionChangeRefusal(%o, %s) = %s, whatever the method', (subscription, policy, expected) => {
    expect(subscriptionChangeRefusal(subscription, subscriptionPlan(policy))).toBe(expected);
  });

  it('moves exactly the statuses the spec names', () => {
    const movable = SUBSCRIPTION_STATUSES.filter((status) => subscriptionMoveRefusal({ status }, subscriptionPlan('always'), sepa) === undefined);
    expect(movable.sort()).toEqual([...MOVABLE_SUBSCRIPTION_STATUSES].sort());
  });
});

describe('paymentPlanMoveRefusal', () => {
  const cash: MoveTarget = { _id: 'cpm_cash', status: 'active', gatewayId: 'gw_cash', gatewayType: 'custom' };
  type Row = [string, Pick<PaymentPlan, 'status' | 'customerPaymentMethodId'>, Pick<PaymentStrategy, 'policy'> | undefined, MoveTarget, MoveRefusal | undefined];
  it.each<Row>([
    ['active, policy always, gateway allowed', { status: 'active', customerPaymentMethodId: 'cpm_old' }, strategy('always'), sepa, undefined],
    ['incomplete', { status: 'incomplete' }, strategy('always'), sepa, undefined],
    ['draft', { status: 'draft' }, strategy('always'), sepa, undefined],
    ['completed', { status: 'completed' }, strategy('always'), sepa, 'statusNotMovable'],
    ['canceled', { status: 'canceled' }, strategy('always'), sepa, 'statusNotMovable'],
    ['policy never', { status: 'active' }, strategy('never'), sepa, 'policyNotAlways'],
    ['policy onDraft is not always, even as a draft', { status: 'draft' }, strategy('onDraft'), sepa, 'policyNotAlways'],
    ['no policy is not always', { status: 'active' }, strategy(undefined), sepa, 'policyNotAlways'],
    ['no strategy', { status: 'active' }, undefined, sepa, 'policyNotAlways'],
    ['gateway not allowed', { status: 'active' }, strategy('always', ['gw_card']), sepa, 'gatewayNotAllowed'],
    ['a built-in manual gateway, even when listed', { status: 'active' }, strategy('always'), cash, 'gatewayExcluded'],
    ['the method it already uses', { status: 'active', customerPaymentMethodId: 'cpm_new' }, strategy('always'), sepa, 'alreadyUsed'],
    ['an expired method', { status: 'active' }, strategy('always'), { ...sepa, status: 'expired' }, 'methodNotActive'],
  ])('%s', (_name, plan, planStrategy, method, expected) => {
    expect(paymentPlanMoveRefusal(plan, planStrategy, method)).toBe(expected);
  });

  it('moves exactly the statuses the spec names, and excludes the manual kind only', () => {
    const movable = PAYMENT_PLAN_STATUSES.filter((status) => paymentPlanMoveRefusal({ status }, strategy('always'), sepa) === undefined);
    expect(movable.sort()).toEqual([...MOVABLE_PAYMENT_PLAN_STATUSES].sort());
    expect(PLAN_EXCLUDED_GATEWAY_TYPES).toEqual(['custom']);
  });
});

describe('the update modal after a new method', () => {
  const now = new Date('2030-03-01T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it.each<[string, { status?: 'active' | 'expired'; createdAt?: string }, boolean]>([
    ['created just now', { status: 'active', createdAt: at(0) }, true],
    ['59.9 s ago', { status: 'active', createdAt: at(-59_900) }, true],
    ['exactly a minute ago', { status: 'active', createdAt: at(-NEW_METHOD_WINDOW_MS) }, false],
    ['an hour ago', { status: 'active', createdAt: at(-3_600_000) }, false],
    ['a few seconds ahead (clock skew)', { status: 'active', createdAt: at(3_000) }, true],
    ['new but not active', { status: 'expired', createdAt: at(-1_000) }, false],
    ['no creation time', { status: 'active' }, false],
  ])('isNewPaymentMethod: %s', (_name, method, expected) => {
    expect(isNewPaymentMethod(method, now)).toBe(expected);
  });

  it('offers the added method, else the newest new one', () => {
    const methods = [
      { _id: 'old', status: 'active' as const, createdAt: at(-90_000) },
      { _id: 'a', status: 'active' as const, createdAt: at(-20_000) },
      { _id: 'b', status: 'active' as const, createdAt: at(-5_000) },
    ];
    expect(newPaymentMethodToOffer(methods, now)?._id).toBe('b');
    expect(newPaymentMethodToOffer(methods, now, 'a')?._id).toBe('a');
    expect(newPaymentMethodToOffer(methods, now, 'old')?._id).toBe('b');
    expect(newPaymentMethodToOffer(methods.slice(0, 1), now)).toBeUndefined();
  });

  it.each<[{ subscriptions?: boolean; paymentPlans?: boolean } | undefined, boolean]>([
    [{ subscriptions: true }, true],
    [{ paymentPlans: true }, true],
    [{ subscriptions: false, paymentPlans: false }, false],
    [undefined, false],
  ])('offersMoveToNewMethod(%o) = %s', (features, expected) => {
    expect(offersMoveToNewMethod(features)).toBe(expected);
  });

  it('lists the qualifying subscriptions and plans of the features that are on', () => {
    const holdings = {
      subscriptions: [
        { _id: 'sub_ok', status: 'active', planId: 'spl_always' },
        { _id: 'sub_never', status: 'active', planId: 'spl_never' },
      ] satisfies Subscription[],
      plans: [
        { _id: 'spl_always', ...subscriptionPlan('always') },
        { _id: 'spl_never', ...subscriptionPlan('never') },
      ] satisfies SubscriptionPlan[],
      paymentPlans: [
        { _id: 'pp_ok', status: 'active', paymentStrategyId: 'pst_always' },
        { _id: 'pp_done', status: 'completed', paymentStrategyId: 'pst_always' },
      ] satisfies PaymentPlan[],
      strategies: [{ _id: 'pst_always', ...strategy('always') }] satisfies PaymentStrategy[],
    };
    const ids = (features: { subscriptions?: boolean; paymentPlans?: boolean }) => {
      const found = moveCandidates(sepa, holdings, features);
      return [...found.subscriptions, ...found.paymentPlans].map((doc) => doc._id);
    };
    expect(ids({ subscriptions: true, paymentPlans: true })).toEqual(['sub_ok', 'pp_ok']);
    expect(ids({ subscriptions: true })).toEqual(['sub_ok']);
    expect(ids({ paymentPlans: true })).toEqual(['pp_ok']);
  });
});
