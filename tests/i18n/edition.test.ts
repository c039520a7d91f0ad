import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editionLocale, editionSegment, localePreferences, parseEditionSegment, type Edition } from '../../lib/i18n/edition.ts';
import { resolveLocale } from '../../lib/i18n/locales.ts';
import { editionPath } from '../../lib/shop/edition-path.ts';
import { isShopOpenTo } from '../../lib/domain/members-only.ts';
import { isLoggedInToShop, type Session } from '../../lib/session/cookie.ts';

describe('localePreferences', () => {
  it.each<[string, Parameters<typeof localePreferences>[0], string[]]>([
    ['nothing', {}, []],
    ['?lang first, then the cookie, then the browser', { query: 'de', cookie: 'en', acceptLanguage: 'fr' }, ['de', 'en']],
    ['each language once', { query: 'de', cookie: 'de', acceptLanguage: 'de-AT,en;q=0.5' }, ['de', 'en']],
    ['Accept-Language by weight', { acceptLanguage: 'en;q=0.2, de-CH;q=0.9' }, ['de', 'en']],
    ['unsupported languages are left out', { query: 'fr', cookie: 'xx', acceptLanguage: 'es, *' }, []],
  ])('%s', (_name, sources, expected) => {
    expect(localePreferences(sources)).toEqual(expected);
  });
});

describe('edition segments', () => {
  it.each<[Edition, string]>([
    [{ preferences: [], member: false }, 'any'],
    [{ preferences: ['de'], member: false }, 'de'],
    [{ preferences: ['en', 'de'], member: false }, 'en.de'],
    [{ preferences: ['de', 'en'], member: true }, 'de.en.member'],
    [{ preferences: [], member: true }, 'any.member'],
  ])('%o <-> %s', (edition, segment) => {
    expect(editionSegment(edition)).toBe(segment);
    expect(parseEditionSegment(segment)).toEqual(edition);
  });

  it.each(['', 'fr', 'en.en', 'en.de.en', 'member', 'EN', 'en.member.member', 'any.en', 'de-AT', '..'])('%j is not a segment the proxy writes', (segment) => {
    expect(parseEditionSegment(segment)).toBeUndefined();
  });
});

describe('editionLocale', () => {
  const shop = (availableLocales?: string[], defaultLocale?: string) => ({ availableLocales, defaultLocale });
  it.each<[string, string[], ReturnType<typeof shop> | undefined, string]>([
    ['the first preference the shop offers', ['de', 'en'], shop(['en', 'de']), 'de'],
    ['a preference the shop does not offer is passed over', ['en'], shop(['de'], 'de'), 'de'],
    ['no preference: the shop default', [], shop(['en', 'de'], 'de'), 'de'],
    ['outside a shop every language counts', ['de'], undefined, 'de'],
    ['nothing at all: the site default', [], undefined, 'en'],
  ])('%s', (_name, preferences, offered, expected) => {
    expect(editionLocale({ preferences: preferences as Edition['preferences'] }, offered, 'en')).toBe(expected);
  });

  it('answers as resolveLocale does for the same sources (ADR 0003 and ADR 0038 agree)', () => {
    const tag = fc.constantFrom('en', 'de', 'de-AT', 'en-GB', 'fr', 'xx', '');
    const header = fc.array(fc.tuple(tag, fc.constantFrom('', ';q=0.9', ';q=0.1', ';q=0')), { maxLength: 4 }).map((parts) => parts.map(([t, q]) => `${t}${q}`).join(', '));
    fc.assert(
      fc.property(fc.option(tag), fc.option(tag), fc.option(header), fc.option(fc.subarray(['en', 'de', 'fr'])), fc.option(tag), (query, cookie, acceptLanguage, available, sellerDefault) => {
        const preferences = localePreferences({ query, cookie, acceptLanguage });
        const viaEdition = editionLocale({ preferences }, { availableLocales: available ?? undefined, defaultLocale: sellerDefault }, 'en');
        const direct = resolveLocale({ query, cookie, acceptLanguage, available: available ?? undefined, sellerDefault: sellerDefault ?? 'en' });
        expect(viaEdition).toBe(direct);
      }),
      { numRuns: 500 },
    );
  });
});

describe('editionPath: where the proxy sends a page', () => {
  const q = (search = '') => new URLSearchParams(search);
  it.each<[string, string, ReturnType<typeof editionPath>]>([
    ['/', '', { path: '' }],
    ['/riverside-live', '', { path: '/riverside-live', shop: 'riverside-live' }],
    ['/riverside-live', '?lang=de', { path: '/riverside-live', shop: 'riverside-live' }],
    ['/riverside-live/checkout/evt_jazz', '', { path: '/riverside-live/checkout/evt_jazz', shop: 'riverside-live' }],
    ['/riverside-live/checkout/evt_jazz', '?lang=de', { path: '/riverside-live/checkout/evt_jazz', shop: 'riverside-live' }],
    ['/riverside-live/checkout/evt_jazz', '?step=2&checkoutId=c&secret=s', { path: '/riverside-live/checkout/evt_jazz/by-query', shop: 'riverside-live' }],
    ['/riverside-live/checkout/evt_jazz', '?noSteps', { path: '/riverside-live/checkout/evt_jazz/by-query', shop: 'riverside-live' }],
    ['/riverside-live/account/tickets', '?x=1', { path: '/riverside-live/account/tickets', shop: 'riverside-live' }],
    ['/riverside-live/packages/double-bill', '', { path: '/riverside-live/packages/double-bill', shop: 'riverside-live' }],
    ['/transaction/tx_1/secret', '', undefined],
    ['/sandbox/mail', '', undefined],
    ['/ticket-transfer/t/s', '', undefined],
    ['/seller/sel_1/payment-plan/p/s', '', undefined],
  ])('%s%s', (pathname, search, expected) => {
    expect(editionPath(pathname, q(search))).toEqual(expected);
  });
});

describe('the enforce-login gate (isShopOpenTo)', () => {
  it.each<[string, Parameters<typeof isShopOpenTo>[0], boolean, boolean]>([
    ['no authentication: open to all', undefined, false, true],
    ['accounts without enforced login: open to all', { active: true, enforceLogin: false }, false, true],
    ['enforced login, a visitor: closed', { active: true, enforceLogin: true }, false, false],
    ['enforced login, a logged-in customer: open', { active: true, enforceLogin: true }, true, true],
    ['enforceLogin without active authentication: open', { active: false, enforceLogin: true }, false, true],
  ])('%s', (_name, authentication, member, expected) => {
    expect(isShopOpenTo(authentication, { member })).toBe(expected);
  });
});

describe('isLoggedInToShop: the proxy\u2019s membership check', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const login = (shop: string | undefined, expiresAt = '2026-11-26T10:00:00Z') => ({ customerId: 'c', token: 't', expiresAt, ...(shop ? { shop } : {}) });
  it.each<[string, Session, string, boolean]>([
    ['a current login to this shop', { logins: { sel_1: login('nordlicht-club') } }, 'nordlicht-club', true],
    ['a login to another shop only', { logins: { sel_2: login('riverside-live') } }, 'nordlicht-club', false],
    ['an expired login', { logins: { sel_1: login('nordlicht-club', '2026-11-25T09:59:59Z') } }, 'nordlicht-club', false],
    ['a login written before shops were named', { logins: { sel_1: login(undefined) } }, 'nordlicht-club', false],
    ['no login', { logins: {} }, 'nordlicht-club', false],
  ])('%s', (_name, session, shop, expected) => {
    expect(isLoggedInToShop(session, shop, now)).toBe(expected);
  });
});
