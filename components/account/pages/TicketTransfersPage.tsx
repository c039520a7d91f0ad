import type { AccountPageProps } from './types';

/** The "ticket-transfers" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function TicketTransfersPage(_props: AccountPageProps) {
  return null;
}
