import type { PaymentPlan } from '@/lib/ticketing/schemas/payment-plan';
import type { PaymentStrategy } from '@/lib/ticketing/schemas/payment-strategy';

/** The option a payment plan was made from (its name titles the plan), else the strategy's name. */
export function paymentOptionName(plan: Pick<PaymentPlan, 'paymentStrategyId' | 'paymentOptionId'>, strategies: readonly PaymentStrategy[]): string | undefined {
  const strategy = strategies.find((candidate) => candidate._id === plan.paymentStrategyId);
  return strategy?.options?.find((option) => option._id === plan.paymentOptionId)?.name ?? strategy?.name;
}
