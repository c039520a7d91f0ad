import type { AccountPageProps } from './types';

/** The "tickets" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function TicketsPage(_props: AccountPageProps) {
  return null;
}
