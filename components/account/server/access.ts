import 'server-only';
// Where the account screens, which are server components (components/account/pages/types.ts),
// read with the session's token.
import { ticketing } from '@/lib/ticketing/server';
import { currentLogin } from '@/lib/session/server';

/** The ticketing client type, named here so that other account modules need not import the server module. */
export type AccountClient = ReturnType<typeof ticketing>;

export interface AccountAccess {
  client: AccountClient;
  /** The logged-in customer's token for this seller, from the session cookie. */
  token: string;
}

/** The client and the customer token for a seller's account area; undefined without a login. */
export async function accountAccess(sellerId: string): Promise<AccountAccess | undefined> {
  const login = await currentLogin(sellerId);
  return login ? { client: ticketing(), token: login.token } : undefined;
}

/** Public reads (by secret) need no token. */
export function publicClient(): AccountClient {
  return ticketing();
}
