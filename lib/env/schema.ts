import { z } from 'zod';

/**
 * Every environment variable the storefront reads, in one place. `.env.example` documents the same
 * list; the server and the start script both parse it so that a wrong value stops the process with
 * a message naming the variable instead of failing later on a request.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const integerInRange = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `expected an integer between ${min} and ${max}, got "${value}"` });
        return z.NEVER;
      }
      return parsed;
    });

const absoluteUrl = (protocols: readonly string[]) =>
  optionalString.pipe(
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `expected an absolute ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`)
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  );

export const serverEnvSchema = z
  .object({
    TICKETING_API_URL: absoluteUrl(['https:', 'http:']),
    TICKETING_API_KEY: optionalString,
    TICKETING_API_TIMEOUT_MS: integerInRange(500, 60_000, 5_000),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'expected at least 32 characters').optional()),
    SITE_URL: absoluteUrl(['https:', 'http:']).transform((value) => value ?? 'http://localhost:3000'),
    FRAME_ANCESTORS: optionalString
      .pipe(
        z
          .string()
          .regex(/^('self'|'none'|https:\/\/[^\s;,'"]+)( ('self'|https:\/\/[^\s;,'"]+))*$/, "expected 'self', 'none' or space-separated https:// origins")
          .optional(),
      )
      .transform((value) => value ?? "'self'"),
    SANDBOX_DATA_DIR: optionalString.transform((value) => value ?? '.data/sandbox'),
    PORT: integerInRange(1, 65_535, 3000),
    /** Interface the server listens on (all by default, as `next start`). */
    LISTEN_HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
    /** Reverse proxies in front whose X-Forwarded-* headers are believed (ADR 0015); 0 believes none. */
    TRUSTED_PROXY_HOPS: integerInRange(0, 10, 0),
    /** The sandbox's outbox, test controls and API answer only this machine unless this is true. */
    /** Next's shared cache for several instances (redis:// or rediss://); unset: each instance keeps its own. */
    REDIS_URL: absoluteUrl(['redis:', 'rediss:']),
    /**
     * The seat-map service's base URL (`{host}`, the widget script is `{host}/js/init.js`): https,
     * absolute. Unset: the sandbox's own service, or no seat map with a real ticketing API.
     */
    SEATMAP_HOST: absoluteUrl(['https:']),
    SANDBOX_ALLOW_REMOTE: optionalString
      .pipe(z.enum(['true', 'false'], { message: 'expected true or false' }).optional())
      .transform((value) => value === 'true'),
    /**
     * Secret (at least 32 characters) that signs the ticketing platform's catalogue change
     * notifications to /api/cache/revalidate (HMAC-SHA256, ADR 0039). Unset: the
     * route answers 503 and the sandbox sends none. `npm start` and `npm run shape` make one up.
     */
    CACHE_WEBHOOK_SECRET: optionalString.pipe(z.string().min(32, 'expected at least 32 characters').optional()),
    /**
     * Where the embedded sandbox posts its catalogue changes (absolute http or https URL). Unset:
     * this server's own route on the loopback, http://127.0.0.1:${PORT}/api/cache/revalidate.
     */
    CACHE_WEBHOOK_URL: absoluteUrl(['https:', 'http:']),
  })
  .superRefine((env, ctx) => {
    if (env.TICKETING_API_URL && !env.TICKETING_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TICKETING_API_KEY'], message: 'required when TICKETING_API_URL is set' });
    }
    if (env.TICKETING_API_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required when TICKETING_API_URL is set' });
    }
  })
  .transform((env) => ({ ...env, CACHE_WEBHOOK_URL: env.CACHE_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT}/api/cache/revalidate` }));

export const clientEnvSchema = z.object({
  NEXT_PUBLIC_DEFAULT_LOCALE: z
    .enum(['en', 'de'], { message: 'expected "en" or "de"' })
    .optional()
    .transform((value) => value ?? 'en'),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;
export type ClientEnv = z.infer<typeof clientEnvSchema>;

export class EnvError extends Error {
  readonly variables: string[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    super(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its meaning.`);
    this.name = 'EnvError';
    this.variables = issues.map((issue) => issue.path.join('.'));
  }
}

function parseWith<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseWith(serverEnvSchema, source);
}

export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  return parseWith(clientEnvSchema, source);
}
