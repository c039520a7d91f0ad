import { describe, it, expect } from 'vitest';
import { seal, unseal } from '../../lib/session/seal.ts';
import {
  EMPTY_SESSION,
  MAX_SELLER_LOGINS,
  SESSION_MAX_AGE_SECONDS,
  activeLogin,
  cookieIsSecure,
  sessionCookieOptions,
  sessionSchema,
  withLogin,
  withoutLogin,
  type SellerLogin,
  type Session,
} from '../../lib/session/cookie.ts';

const SECRET = 'a-session-secret-of-at-least-32-chars!';
const OTHER_SECRET = 'another-session-secret-of-32-chars!!';

const login = (customerId: string, expiresAt = '2030-01-01T00:00:00.000Z'): SellerLogin => ({ customerId, token: `token-of-${customerId}`, expiresAt });

describe('seal / unseal', () => {
  const session: Session = { logins: { sel_riverside: login('cus_alex') } };

  it('round-trips a payload', () => {
    expect(unseal(seal(session, SECRET), SECRET)).toEqual(session);
    expect(unseal(seal('plain', SECRET), SECRET)).toBe('plain');
  });

  it('hides the payload from the browser', () => {
    const sealed = seal(session, SECRET);
    expect(sealed).not.toContain('token-of-cus_alex');
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('cus_alex');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('seals the same payload differently each time', () => {
    expect(seal(session, SECRET)).not.toBe(seal(session, SECRET));
  });

  it('refuses a value with any one byte changed', () => {
    const raw = Buffer.from(seal(session, SECRET), 'base64url');
    for (let index = 0; index < raw.length; index += 1) {
      const tampered = Buffer.from(raw);
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(unseal(tampered.toString('base64url'), SECRET), `byte ${index}`).toBeUndefined();
    }
  });

  it('refuses a value sealed with another secret', () => {
    expect(unseal(seal(session, OTHER_SECRET), SECRET)).toBeUndefined();
  });

  it.each(['', 'garbage', 'x'.repeat(28), '!!!not-base64!!!', Buffer.alloc(64).toString('base64url')])('refuses garbage %j', (value) => {
    expect(unseal(value, SECRET)).toBeUndefined();
  });

  it('refuses a truncated value', () => {
    const sealed = seal(session, SECRET);
    expect(unseal(sealed.slice(0, -4), SECRET)).toBeUndefined();
  });
});

describe('sessionSchema', () => {
  it('accepts logins per seller', () => {
    const session = { logins: { sel_a: login('cus_a'), sel_b: login('cus_b') } };
    expect(sessionSchema.parse(session)).toEqual(session);
    expect(sessionSchema.parse(EMPTY_SESSION)).toEqual({ logins: {} });
  });

  it.each([
    ['no logins', {}],
    ['a login without token', { logins: { sel_a: { customerId: 'cus_a', expiresAt: '2030-01-01T00:00:00Z' } } }],
    ['an empty token', { logins: { sel_a: { customerId: 'cus_a', token: '', expiresAt: '2030-01-01T00:00:00Z' } } }],
    ['an empty customer id', { logins: { sel_a: { customerId: '', token: 't', expiresAt: '2030-01-01T00:00:00Z' } } }],
    ['something else entirely', 'session'],
  ])('refuses %s', (_case, value) => {
    expect(sessionSchema.safeParse(value).success).toBe(false);
  });
});

describe('withLogin / withoutLogin', () => {
  it('adds a login and replaces the login of the same seller', () => {
    const one = withLogin(EMPTY_SESSION, 'sel_a', login('cus_a1'));
    const replaced = withLogin(one, 'sel_a', login('cus_a2'));
    expect(one.logins).toEqual({ sel_a: login('cus_a1') });
    expect(replaced.logins).toEqual({ sel_a: login('cus_a2') });
    // The input is left as it was.
    expect(EMPTY_SESSION).toEqual({ logins: {} });
  });

  it(`keeps at most ${MAX_SELLER_LOGINS} sellers, dropping the oldest`, () => {
    let session: Session = EMPTY_SESSION;
    const sellers = Array.from({ length: MAX_SELLER_LOGINS + 2 }, (_, index) => `sel_${index}`);
    for (const seller of sellers) session = withLogin(session, seller, login(`cus_of_${seller}`));
    expect(Object.keys(session.logins)).toHaveLength(MAX_SELLER_LOGINS);
    expect(Object.keys(session.logins).sort()).toEqual(sellers.slice(-MAX_SELLER_LOGINS).sort());
    expect(session.logins[sellers.at(-1) ?? '']).toEqual(login(`cus_of_${sellers.at(-1)}`));
  });

  it('counts a renewed login as the newest', () => {
    let session: Session = EMPTY_SESSION;
    for (let index = 0; index < MAX_SELLER_LOGINS; index += 1) session = withLogin(session, `sel_${index}`, login(`cus_${index}`));
    session = withLogin(session, 'sel_0', login('cus_0_again'));
    session = withLogin(session, 'sel_new', login('cus_new'));
    expect(Object.keys(session.logins).sort()).toEqual(['sel_0', 'sel_2', 'sel_3', 'sel_4', 'sel_new']);
    expect(session.logins.sel_0).toEqual(login('cus_0_again'));
  });

  it('removes one seller and keeps the others', () => {
    const session = withLogin(withLogin(EMPTY_SESSION, 'sel_a', login('cus_a')), 'sel_b', login('cus_b'));
    expect(withoutLogin(session, 'sel_a')).toEqual({ logins: { sel_b: login('cus_b') } });
    expect(withoutLogin(session, 'sel_none')).toEqual(session);
  });
});

describe('activeLogin', () => {
  const session: Session = { logins: { sel_a: login('cus_a', '2030-01-01T12:00:00.000Z') } };

  it.each([
    ['before expiry', '2030-01-01T11:59:59.999Z', true],
    ['at expiry', '2030-01-01T12:00:00.000Z', false],
    ['after expiry', '2030-01-02T00:00:00.000Z', false],
  ])('%s -> %s', (_case, now, active) => {
    expect(activeLogin(session, 'sel_a', new Date(now))).toEqual(active ? session.logins.sel_a : undefined);
  });

  it('knows no login for another seller or an unreadable expiry', () => {
    expect(activeLogin(session, 'sel_b', new Date('2029-01-01T00:00:00Z'))).toBeUndefined();
    const broken: Session = { logins: { sel_a: { ...login('cus_a'), expiresAt: 'soon' } } };
    expect(activeLogin(broken, 'sel_a', new Date('2029-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('cookie options', () => {
  it.each([
    ['http://localhost:3000/x', false],
    ['http://127.0.0.1:3000/x', false],
    ['http://[::1]:3000/x', false],
    ['https://localhost/x', true],
    ['http://shop.example/x', true],
    ['https://shop.example/x', true],
  ])('Secure for %s -> %s', (url, secure) => {
    expect(cookieIsSecure(new URL(url))).toBe(secure);
    expect(sessionCookieOptions(new URL(url)).secure).toBe(secure);
  });

  it('is httpOnly, SameSite=Lax, for the whole site, for the session lifetime', () => {
    expect(sessionCookieOptions(new URL('https://shop.example/a/b'))).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
  });
});
