import 'server-only';
import { listMyPaymentMethods } from '../ticketing/payment-methods.ts';
import { getMySubscriptions, updateSubscription } from '../ticketing/subscriptions.ts';
import { getMyPaymentPlans, updatePaymentPlanMethod } from '../ticketing/payment-plans.ts';
import type { CustomerPaymentMethod } from '../ticketing/schemas/customer-payment-method.ts';
import type { SellerFeatures } from '../ticketing/schemas/seller.ts';
import type { TicketingError } from '../ticketing/errors.ts';
import { orRefuse, refuse } from '../http/refusal.ts';
import { moveCandidates, offersMoveToNewMethod, type MoveHoldings } from '../domain/payment-method-move.ts';
import type { MoveOffer, MoveResult } from '../operations/payment-method-move.ts';
import type { AccountAccess } from './access.ts';

/**
 * The update modal's server side (spec 01 §4, §5): the customer's own subscriptions, plans and
 * method, the spec's rules (lib/domain/payment-method-move.ts), and the PUT of each chosen one with
 * its secret. A list that fails to load offers nothing from it (spec 01 §8: ignored silently).
 */

export interface MoveContext {
  method: CustomerPaymentMethod;
  holdings: MoveHoldings;
}

/** The session customer's method (404 paymentMethodNotFound for anyone else's) and what could move to it. */
export async function loadMoveContext(access: AccountAccess, methodId: string, onListFailure: (what: string, error: TicketingError) => void): Promise<MoveContext> {
  const { client, token } = access;
  const [methods, subscriptions, plans] = await Promise.all([listMyPaymentMethods(client, {}, token), getMySubscriptions(client, token), getMyPaymentPlans(client, token)]);
  const method = orRefuse(methods).docs.find((candidate) => candidate._id === methodId);
  if (!method) throw refuse(404, 'paymentMethodNotFound', undefined, 'Payment method not found');
  if (!subscriptions.ok) onListFailure('subscriptions', subscriptions.error);
  if (!plans.ok) onListFailure('payment plans', plans.error);
  return {
    method,
    holdings: {
      subscriptions: subscriptions.ok ? subscriptions.data.subscriptions : [],
      plans: subscriptions.ok ? subscriptions.data.plans : [],
      paymentPlans: plans.ok ? plans.data.paymentPlans : [],
      strategies: plans.ok ? plans.data.strategies : [],
    },
  };
}

export function moveOffer({ method, holdings }: MoveContext, features: SellerFeatures | undefined): MoveOffer {
  if (!offersMoveToNewMethod(features)) return { subscriptions: [], paymentPlans: [] };
  const found = moveCandidates(method, holdings, features);
  const planName = new Map(holdings.plans.map((plan) => [plan._id, plan.name]));
  const optionName = new Map(holdings.strategies.flatMap((strategy) => (strategy.options ?? []).map((option) => [option._id, option.name] as const)));
  return {
    subscriptions: found.subscriptions.map((subscription) => ({ id: subscription._id, name: planName.get(subscription.planId ?? ''), status: subscription.status })),
    paymentPlans: found.paymentPlans.map((plan) => ({ id: plan._id, name: optionName.get(plan.paymentOptionId ?? ''), status: plan.status })),
  };
}

/**
 * Moves the chosen subscriptions and plans that still qualify, one PUT each (spec 01 §7: sub_ ids
 * to the subscription call, pp_ ids to the payment plan call, each with its secret). What does not
 * qualify any more, or is refused upstream, is reported as failed; the rest moves regardless.
 */
export async function moveChosen(access: AccountAccess, context: MoveContext, features: SellerFeatures | undefined, chosen: { subscriptionIds: string[]; paymentPlanIds: string[] }): Promise<MoveResult> {
  const offer = offersMoveToNewMethod(features) ? moveCandidates(context.method, context.holdings, features) : { subscriptions: [], paymentPlans: [] };
  const subscriptions = new Map(offer.subscriptions.map((subscription) => [subscription._id, subscription]));
  const paymentPlans = new Map(offer.paymentPlans.map((plan) => [plan._id, plan]));
  const customerPaymentMethodId = context.method._id;
  const { client } = access;

  const subscriptionResults = await Promise.all(
    [...new Set(chosen.subscriptionIds)].map(async (id) => {
      const secret = subscriptions.get(id)?.secret;
      const result = secret ? await updateSubscription(client, id, { secret, customerPaymentMethodId }) : undefined;
      return { id, moved: result?.ok === true };
    }),
  );
  const planResults = await Promise.all(
    [...new Set(chosen.paymentPlanIds)].map(async (id) => {
      const secret = paymentPlans.get(id)?.secret;
      const result = secret ? await updatePaymentPlanMethod(client, id, { secret, customerPaymentMethodId }) : undefined;
      return { id, moved: result?.ok === true };
    }),
  );
  const ids = (results: { id: string; moved: boolean }[], moved: boolean) => results.filter((result) => result.moved === moved).map((result) => result.id);
  return {
    moved: { subscriptions: ids(subscriptionResults, true), paymentPlans: ids(planResults, true) },
    failed: { subscriptions: ids(subscriptionResults, false), paymentPlans: ids(planResults, false) },
  };
}
