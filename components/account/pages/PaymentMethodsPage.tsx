import type { AccountPageProps } from './types';

/** The "payment-methods" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function PaymentMethodsPage(_props: AccountPageProps) {
  return null;
}
