import type { AccountPageProps } from './types';

/** The "security" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function SecurityPage(_props: AccountPageProps) {
  return null;
}
