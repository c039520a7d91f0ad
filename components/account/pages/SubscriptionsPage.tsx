import type { AccountPageProps } from './types';

/** The "subscriptions" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function SubscriptionsPage(_props: AccountPageProps) {
  return null;
}
