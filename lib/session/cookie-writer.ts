import 'server-only';
import { cookies } from 'next/headers';
import { cookieNameFor, cookieNamesOf } from './cookie.ts';

interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: string;
  maxAge: number;
}

/** The value of a cookie stored under its `__Host-` name or its bare one. */
export async function readCookie(name: string): Promise<string | undefined> {
  const jar = await cookies();
  return cookieNamesOf(name).map((stored) => jar.get(stored)?.value).find(Boolean);
}

/**
 * Writes a cookie under the name its security calls for and removes it under the other, or
 * removes both when there is no value. A `__Host-` cookie is removed by overwriting it with the
 * same attributes: browsers ignore a deletion that is not itself Secure.
 */
export async function writeCookie(name: string, value: string | undefined, options: CookieOptions): Promise<void> {
  const jar = await cookies();
  for (const stored of cookieNamesOf(name)) {
    if (!jar.has(stored)) continue;
    if (stored === name) jar.delete(stored);
    else jar.set(stored, '', { ...options, secure: true, maxAge: 0 });
  }
  if (value !== undefined) jar.set(cookieNameFor(name, options.secure), value, options);
}
