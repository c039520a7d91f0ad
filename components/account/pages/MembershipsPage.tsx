import type { AccountPageProps } from './types';

/** The "memberships" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function MembershipsPage(_props: AccountPageProps) {
  return null;
}
