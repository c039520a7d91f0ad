import type { AccountPageProps } from './types';

/** The "secondary-market" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function SecondaryMarketPage(_props: AccountPageProps) {
  return null;
}
