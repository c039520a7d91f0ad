import type { AccountPageProps } from './types';

/** The "edit" account screen. PLACEHOLDER until the account screens land: renders nothing. */
export async function EditPage(_props: AccountPageProps) {
  return null;
}
