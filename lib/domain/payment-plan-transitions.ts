import type { PaymentPlanStatus } from '../ticketing/schemas/payment-plan.ts';

/**
 * Payment plan status transitions (spec 02 §4): "DRAFT to ACTIVE only from DRAFT. ACTIVE to
 * COMPLETED only from ACTIVE. Cancel allowed from any state except CANCELED. Moving to INCOMPLETE
 * is never allowed."
 *
 * Those are the rules for a call (a customer's or the seller's request). The plan's own billing
 * also moves it, and only along these lines (ADR 0029):
 * - a charge that fails: ACTIVE to INCOMPLETE (the one way a plan becomes INCOMPLETE);
 * - the failed charges paid again (after a change of payment method): INCOMPLETE to ACTIVE;
 * - the last part paid: ACTIVE to COMPLETED, the same rule as a call.
 * Nothing ever moves a plan back to DRAFT.
 */

export type PlanTransitionActor = 'call' | 'billing';

export type PlanTransitionRefusal = 'planNotDraft' | 'planNotActive' | 'planAlreadyCanceled' | 'incompleteNotByCall' | 'transitionNotAllowed';

/** Why the plan cannot move from `from` to `to`, or undefined when it may. A move to its own status follows the same rules. */
export function paymentPlanTransitionRefusal(from: PaymentPlanStatus, to: PaymentPlanStatus, actor: PlanTransitionActor = 'call'): PlanTransitionRefusal | undefined {
  switch (to) {
    case 'active':
      if (from === 'draft') return undefined;
      // 'only from DRAFT' — an ACTIVE plan included; billing alone brings an INCOMPLETE one back.
      return actor === 'billing' && from === 'incomplete' ? undefined : 'planNotDraft';
    case 'completed':
      return from === 'active' ? undefined : 'planNotActive';
    case 'canceled':
      return from === 'canceled' ? 'planAlreadyCanceled' : undefined;
    case 'incomplete':
      if (actor === 'call') return 'incompleteNotByCall';
      return from === 'active' ? undefined : 'planNotActive';
    case 'draft':
      return 'transitionNotAllowed';
  }
}

export function canTransitionPaymentPlan(from: PaymentPlanStatus, to: PaymentPlanStatus, actor: PlanTransitionActor = 'call'): boolean {
  return paymentPlanTransitionRefusal(from, to, actor) === undefined;
}

/** A plan whose tickets are not paid for yet: its parts may still be charged. */
export function isPaymentPlanUnpaid(status: PaymentPlanStatus): boolean {
  return status === 'draft' || status === 'active' || status === 'incomplete';
}
