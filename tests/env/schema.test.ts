import { describe, it, expect } from 'vitest';
import { EnvError, parseClientEnv, parseServerEnv } from '../../lib/env/schema.ts';

const SECRET = 'x'.repeat(32);

function envError(run: () => unknown): EnvError {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseServerEnv', () => {
  it('has working defaults for the demo with nothing set', () => {
    expect(parseServerEnv({})).toEqual({
      TICKETING_API_URL: undefined,
      TICKETING_API_KEY: undefined,
      TICKETING_API_TIMEOUT_MS: 5_000,
      SESSION_SECRET: undefined,
      SITE_URL: 'http://localhost:3000',
      FRAME_ANCESTORS: "'self'",
      SANDBOX_DATA_DIR: '.data/sandbox',
      PORT: 3000,
      LISTEN_HOST: '0.0.0.0',
      TRUSTED_PROXY_HOPS: 0,
      REDIS_URL: undefined,
      SANDBOX_ALLOW_REMOTE: false,
      CACHE_WEBHOOK_SECRET: undefined,
      CACHE_WEBHOOK_URL: 'http://127.0.0.1:3000/api/cache/revalidate',
    });
  });

  it('treats empty values (as in a copied .env.example) like unset ones', () => {
    const env = parseServerEnv({ TICKETING_API_URL: '', TICKETING_API_KEY: '', SESSION_SECRET: '', PORT: '', SITE_URL: '', FRAME_ANCESTORS: ' ', TICKETING_API_TIMEOUT_MS: '' });
    expect(env.TICKETING_API_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.FRAME_ANCESTORS).toBe("'self'");
    expect(env.TICKETING_API_TIMEOUT_MS).toBe(5_000);
  });

  it('reads a complete production configuration', () => {
    const env = parseServerEnv({
      TICKETING_API_URL: 'https://api.tickets.example/',
      TICKETING_API_KEY: 'key',
      SESSION_SECRET: SECRET,
      TICKETING_API_TIMEOUT_MS: '500',
      PORT: '8080',
      SITE_URL: 'https://shop.example/',
      FRAME_ANCESTORS: "'self' https://www.partner.example",
      SANDBOX_DATA_DIR: '/var/lib/shop',
      LISTEN_HOST: '127.0.0.1',
      TRUSTED_PROXY_HOPS: '1',
      REDIS_URL: 'redis://cache.internal:6379',
      CACHE_WEBHOOK_SECRET: SECRET,
      CACHE_WEBHOOK_URL: 'https://shop.internal/api/cache/revalidate/',
    });
    expect(env).toEqual({
      TICKETING_API_URL: 'https://api.tickets.example',
      TICKETING_API_KEY: 'key',
      SESSION_SECRET: SECRET,
      TICKETING_API_TIMEOUT_MS: 500,
      PORT: 8080,
      SITE_URL: 'https://shop.example',
      FRAME_ANCESTORS: "'self' https://www.partner.example",
      SANDBOX_DATA_DIR: '/var/lib/shop',
      LISTEN_HOST: '127.0.0.1',
      TRUSTED_PROXY_HOPS: 1,
      REDIS_URL: 'redis://cache.internal:6379',
      SANDBOX_ALLOW_REMOTE: false,
      CACHE_WEBHOOK_SECRET: SECRET,
      CACHE_WEBHOOK_URL: 'https://shop.internal/api/cache/revalidate',
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['TRUSTED_PROXY_HOPS', { TRUSTED_PROXY_HOPS: '-1' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache.internal' }],
    ['SANDBOX_ALLOW_REMOTE', { SANDBOX_ALLOW_REMOTE: 'yes' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '65536' }],
    ['PORT', { PORT: '80.5' }],
    ['TICKETING_API_TIMEOUT_MS', { TICKETING_API_TIMEOUT_MS: '5' }],
    ['TICKETING_API_TIMEOUT_MS', { TICKETING_API_TIMEOUT_MS: '60001' }],
    ['TICKETING_API_URL', { TICKETING_API_URL: 'ftp://x', TICKETING_API_KEY: 'k', SESSION_SECRET: SECRET }],
    ['TICKETING_API_URL', { TICKETING_API_URL: 'not a url', TICKETING_API_KEY: 'k', SESSION_SECRET: SECRET }],
    ['SITE_URL', { SITE_URL: 'shop.example' }],
    ['FRAME_ANCESTORS', { FRAME_ANCESTORS: 'javascript:x' }],
    ['FRAME_ANCESTORS', { FRAME_ANCESTORS: 'http://insecure.example' }],
    ['FRAME_ANCESTORS', { FRAME_ANCESTORS: "'self'; script-src *" }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['CACHE_WEBHOOK_SECRET', { CACHE_WEBHOOK_SECRET: 'x'.repeat(31) }],
    ['CACHE_WEBHOOK_URL', { CACHE_WEBHOOK_URL: 'ftp://shop.internal/api/cache/revalidate' }],
    ['CACHE_WEBHOOK_URL', { CACHE_WEBHOOK_URL: '/api/cache/revalidate' }],
  ])('names %s when it is wrong (%o)', (variable, source) => {
    const error = envError(() => parseServerEnv(source));
    expect(error.name).toBe('EnvError');
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(variable);
  });

  it('posts catalogue changes to this server on its own port unless told otherwise', () => {
    expect(parseServerEnv({ PORT: '8081' }).CACHE_WEBHOOK_URL).toBe('http://127.0.0.1:8081/api/cache/revalidate');
    expect(parseServerEnv({ PORT: '8081', CACHE_WEBHOOK_URL: ' ' }).CACHE_WEBHOOK_URL).toBe('http://127.0.0.1:8081/api/cache/revalidate');
    expect(parseServerEnv({ CACHE_WEBHOOK_SECRET: ' ' }).CACHE_WEBHOOK_SECRET).toBeUndefined();
  });

  it('quotes the wrong value for a number out of range', () => {
    expect(envError(() => parseServerEnv({ PORT: 'abc' })).message).toContain('"abc"');
  });

  it.each([
    ['500', 500],
    ['60000', 60_000],
    [' 2500 ', 2500],
  ])('accepts the timeout %s within the bounds', (value, expected) => {
    expect(parseServerEnv({ TICKETING_API_TIMEOUT_MS: value }).TICKETING_API_TIMEOUT_MS).toBe(expected);
  });

  it('names both TICKETING_API_KEY and SESSION_SECRET when a real API is configured without them', () => {
    const error = envError(() => parseServerEnv({ TICKETING_API_URL: 'https://api.tickets.example' }));
    expect(error.variables.sort()).toEqual(['SESSION_SECRET', 'TICKETING_API_KEY']);
    expect(error.message).toContain('TICKETING_API_KEY');
    expect(error.message).toContain('SESSION_SECRET');
  });

  it('names only what is missing next to a real API', () => {
    expect(envError(() => parseServerEnv({ TICKETING_API_URL: 'https://api.tickets.example', TICKETING_API_KEY: 'k' })).variables).toEqual(['SESSION_SECRET']);
    expect(envError(() => parseServerEnv({ TICKETING_API_URL: 'https://api.tickets.example', SESSION_SECRET: SECRET })).variables).toEqual(['TICKETING_API_KEY']);
  });

  it('reports every wrong variable at once', () => {
    const error = envError(() => parseServerEnv({ PORT: 'abc', FRAME_ANCESTORS: 'javascript:x', SESSION_SECRET: 'short' }));
    expect(error.variables.sort()).toEqual(['FRAME_ANCESTORS', 'PORT', 'SESSION_SECRET']);
  });
});

describe('parseClientEnv', () => {
  it('defaults the locale to English and accepts German', () => {
    expect(parseClientEnv({})).toEqual({ NEXT_PUBLIC_DEFAULT_LOCALE: 'en' });
    expect(parseClientEnv({ NEXT_PUBLIC_DEFAULT_LOCALE: 'de' })).toEqual({ NEXT_PUBLIC_DEFAULT_LOCALE: 'de' });
  });

  it('refuses a locale without a catalogue', () => {
    const error = envError(() => parseClientEnv({ NEXT_PUBLIC_DEFAULT_LOCALE: 'fr' }));
    expect(error.variables).toEqual(['NEXT_PUBLIC_DEFAULT_LOCALE']);
    expect(error.message).toContain('NEXT_PUBLIC_DEFAULT_LOCALE');
  });
});
