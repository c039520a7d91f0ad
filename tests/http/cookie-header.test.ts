import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '@/lib/http/cookie-header';

describe('parseCookieHeader reads a Cookie header as the proxy does', () => {
  it.each([
    { header: undefined, cookies: {} },
    { header: '', cookies: {} },
    { header: 'locale=de', cookies: { locale: 'de' } },
    { header: 'locale=de; shop_session=abc', cookies: { locale: 'de', shop_session: 'abc' } },
    { header: 'locale=de;shop_session=abc', cookies: { locale: 'de', shop_session: 'abc' } },
    // A repeated name: the last wins.
    { header: 'locale=de; locale=en', cookies: { locale: 'en' } },
    { header: 'name=Ada%20Lovelace', cookies: { name: 'Ada Lovelace' } },
    // Not valid percent-encoding: left out.
    { header: 'broken=%E0%A4%A; locale=de', cookies: { locale: 'de' } },
    { header: 'flag', cookies: { flag: 'true' } },
    { header: 'token=a=b', cookies: { token: 'a=b' } },
  ])('$header', ({ header, cookies }) => {
    expect(Object.fromEntries(parseCookieHeader(header))).toEqual(cookies);
  });
});
