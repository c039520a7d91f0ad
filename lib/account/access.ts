import 'server-only';
// Where the account screens (server components) and the account list handlers read with the session's token.
import { ticketing } from '../ticketing/server.ts';
import { currentLogin } from '../session/server.ts';
import type { TicketingClient } from '../ticketing/client.ts';

/** The ticketing client type, named here so that other account modules need not import the server module. */
export type AccountClient = TicketingClient;

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
