import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from '../../lib/env/site-url-warning.ts';

describe('siteUrlWarning', () => {
  it.each([
    ['production without SITE_URL', { NODE_ENV: 'production' }, true],
    ['production with an empty SITE_URL', { NODE_ENV: 'production', SITE_URL: '  ' }, true],
    ['production with SITE_URL', { NODE_ENV: 'production', SITE_URL: 'https://tickets.example.com' }, false],
    ['development without SITE_URL', { NODE_ENV: 'development' }, false],
    ['tests without SITE_URL', { NODE_ENV: 'test' }, false],
    ['no NODE_ENV at all', {}, false],
  ])('%s', (_, env, warns) => {
    expect(siteUrlWarning(env) !== undefined).toBe(warns);
  });

  it('says what points at localhost and how to set it, on one line', () => {
    const message = siteUrlWarning({ NODE_ENV: 'production' }) ?? '';
    expect(message).toMatch(/SITE_URL is not set/);
    expect(message).toMatch(/sitemap/);
    expect(message).toMatch(/canonical URLs/);
    expect(message).toMatch(/structured data/);
    expect(message).toContain('http://localhost:3000');
    expect(message).toMatch(/SITE_URL=https:\/\//);
    expect(message).not.toContain('\n');
  });
});
