import type { Subscription, SubscriptionPlan } from '../ticketing/schemas/subscription.ts';

/** The consent type behind the autorenewal badge of the subscriptions list. */
export const AUTORENEWAL_CONSENT = 'autorenewal';

/**
 * The autorenewal badge (spec 01 §2 Subscriptions): the plan requests the autorenewal consent and
 * the subscription has it. Consent types are compared without regard to letter case.
 */
export function subscriptionAutorenewal(
  subscription: Pick<Subscription, 'consents'>,
  plan: Pick<SubscriptionPlan, 'requestedConsents'> | undefined,
): boolean {
  const isAutorenewal = (type: string) => type.toLowerCase() === AUTORENEWAL_CONSENT;
  return (plan?.requestedConsents ?? []).some(isAutorenewal) && (subscription.consents ?? []).some((consent) => isAutorenewal(consent.type));
}
