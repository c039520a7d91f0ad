import { describe, expect, it } from 'vitest';
import { isMemberOfShop } from '../../lib/session/membership.ts';
import { seal } from '../../lib/session/seal.ts';

/** The proxy and the page cache tell a shop's members by the sealed session cookie (ADR 0038, 0042). */
const SECRET = 'a-session-secret-of-enough-length-for-tests';
const OTHER_SECRET = 'another-session-secret-of-enough-length!!';
const now = new Date('2026-11-27T12:00:00Z');
const login = (shop: string, expiresAt: string) => ({ customerId: 'cus_1', token: 'tok', expiresAt, shop });
const cookie = (value: string | undefined, name = 'shop_session') => (asked: string) => (asked === name ? value : undefined);

describe('isMemberOfShop', () => {
  const current = seal({ logins: { sel_nordlicht: login('nordlicht-club', '2026-11-28T00:00:00Z') } }, SECRET);
  const expired = seal({ logins: { sel_nordlicht: login('nordlicht-club', '2026-11-27T11:59:59Z') } }, SECRET);

  it.each([
    { case: 'a current login to the shop', value: current, shop: 'nordlicht-club', secret: SECRET, member: true },
    { case: 'the same cookie asked again (opened once)', value: current, shop: 'nordlicht-club', secret: SECRET, member: true },
    { case: 'another shop', value: current, shop: 'riverside-live', secret: SECRET, member: false },
    { case: 'an expired login', value: expired, shop: 'nordlicht-club', secret: SECRET, member: false },
    { case: 'a cookie sealed with another secret', value: current, shop: 'nordlicht-club', secret: OTHER_SECRET, member: false },
    { case: 'a forged cookie', value: `${current.slice(0, -4)}AAAA`, shop: 'nordlicht-club', secret: SECRET, member: false },
    { case: 'no cookie', value: undefined, shop: 'nordlicht-club', secret: SECRET, member: false },
  ])('$case → $member', ({ value, shop, secret, member }) => {
    expect(isMemberOfShop(cookie(value), shop, secret, now)).toBe(member);
  });

  it('reads the __Host- cookie as well', () => {
    expect(isMemberOfShop(cookie(current, '__Host-shop_session'), 'nordlicht-club', SECRET, now)).toBe(true);
  });
});
