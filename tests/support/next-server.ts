/**
 * What next/headers and next/cache give a route handler inside a running Next server, for the
 * route tests that call handlers directly:
 *
 *   vi.mock('next/headers', () => import('../support/next-server.ts'));
 *   vi.mock('next/cache', () => import('../support/next-server.ts'));
 *
 * Cookies live in one jar the handlers read and write (the session and cart cookies), kept on
 * globalThis so that the jar a test looks into is its handlers' also after vi.resetModules().
 */

interface CookieJar {
  values: Map<string, string>;
  /** The options each cookie was last set with (httpOnly, sameSite, secure, path, maxAge). */
  options: Map<string, Record<string, unknown>>;
}

const JAR = Symbol.for('ticket-shop.tests.cookie-jar');
const holder = globalThis as { [JAR]?: CookieJar };
export const cookieJar: CookieJar = (holder[JAR] ??= { values: new Map(), options: new Map() });

export function clearCookies(): void {
  cookieJar.values.clear();
  cookieJar.options.clear();
}

export async function cookies() {
  const { values, options } = cookieJar;
  return {
    get: (name: string) => (values.has(name) ? { name, value: values.get(name) } : undefined),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    has: (name: string) => values.has(name),
    set: (name: string, value: string, set: Record<string, unknown> = {}) => {
      values.set(name, value);
      options.set(name, set);
    },
    delete: (name: string) => void values.delete(name),
  };
}

/** A browser asking in British English. */
export async function headers() {
  return new Headers({ 'accept-language': 'en-GB,en;q=0.9' });
}

/** unstable_cache needs the incremental cache of a running Next server; here every read goes through. */
export const unstable_cache = <F>(fn: F): F => fn;
