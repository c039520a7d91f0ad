import type { AccountPageProps } from './types';

/** The "payment-plans" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function PaymentPlansPage(_props: AccountPageProps) {
  return null;
}
