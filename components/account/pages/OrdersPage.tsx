import type { AccountPageProps } from './types';

/** The "transactions" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function OrdersPage(_props: AccountPageProps) {
  return null;
}
