import type { AccountPageProps } from './types';

/** The "purchaseintents" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function PurchaseIntentsPage(_props: AccountPageProps) {
  return null;
}
