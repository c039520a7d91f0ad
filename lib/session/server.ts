import 'server-only';
import { readCookie, writeCookie } from './cookie-writer.ts';
import { seal, unseal } from './seal.ts';
import { sessionSecret } from './secret.ts';
import { activeLogin, EMPTY_SESSION, SESSION_COOKIE, sessionCookieOptions, sessionSchema, type SellerLogin, type Session } from './cookie.ts';

export async function readSession(): Promise<Session> {
  const value = await readCookie(SESSION_COOKIE);
  if (!value) return EMPTY_SESSION;
  const parsed = sessionSchema.safeParse(unseal(value, sessionSecret()));
  return parsed.success ? parsed.data : EMPTY_SESSION;
}

/** The customer logged in to this seller's shop, if any. */
export async function currentLogin(sellerId: string): Promise<SellerLogin | undefined> {
  return activeLogin(await readSession(), sellerId, new Date());
}

/** Writes the session cookie; only route handlers and server actions may call this. */
export async function writeSession(session: Session, requestUrl: URL): Promise<void> {
  const value = Object.keys(session.logins).length === 0 ? undefined : seal(session, sessionSecret());
  await writeCookie(SESSION_COOKIE, value, sessionCookieOptions(requestUrl));
}
