import { parseClientEnv } from './schema.ts';

/**
 * Public configuration. Next inlines NEXT_PUBLIC_* at build time only when they are referenced
 * literally, hence the explicit object instead of passing process.env through.
 */
export const clientEnv = parseClientEnv({
  NEXT_PUBLIC_DEFAULT_LOCALE: process.env.NEXT_PUBLIC_DEFAULT_LOCALE,
});
