import { describe, it, expect } from 'vitest';
import { SERVICE_WORKER_HEADERS, STATIC_SECURITY_HEADERS, contentSecurityPolicy, takesPayments, type CspOptions } from '../../lib/security/headers.ts';

/** The CSP as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      expect(map.has(name), `directive ${name} appears once`).toBe(false);
      map.set(name, sources);
    }
  }
  return map;
}

const base: CspOptions = { nonce: 'bm9uY2UtMTIz', frameAncestors: "'self'", payments: false, development: false };
const PAYMENT_HOSTS = /stripe\.com|adyen\.com/;

describe('contentSecurityPolicy', () => {
  it("allows scripts by nonce with 'strict-dynamic' and nothing inline", () => {
    const csp = directives(contentSecurityPolicy(base));
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'nonce-bm9uY2UtMTIz'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((source) => source === '*' || source === 'https:' || source === 'http:')).toBe(false);
  });

  it("adds 'unsafe-eval' only in development", () => {
    expect(directives(contentSecurityPolicy({ ...base, development: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ ...base, development: false })).not.toContain('unsafe-eval');
  });

  it('uses the configured frame ancestors', () => {
    expect(directives(contentSecurityPolicy(base)).get('frame-ancestors')).toEqual(["'self'"]);
    const partner = directives(contentSecurityPolicy({ ...base, frameAncestors: "'self' https://www.partner.example" }));
    expect(partner.get('frame-ancestors')).toEqual(["'self'", 'https://www.partner.example']);
    expect(directives(contentSecurityPolicy({ ...base, frameAncestors: "'none'" })).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('forbids plugins and foreign base URIs and form targets', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it.each([false, true])("lets this site's service worker and manifest in, nothing else (payments: %s)", (payments) => {
    // A worker script cannot carry the nonce, and 'strict-dynamic' makes script-src ignore 'self'.
    const csp = directives(contentSecurityPolicy({ ...base, payments }));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('names no payment host on pages without payments', () => {
    expect(contentSecurityPolicy(base)).not.toMatch(PAYMENT_HOSTS);
  });

  it('allows the Stripe and Adyen hosts on payment pages', () => {
    const csp = directives(contentSecurityPolicy({ ...base, payments: true }));
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      const sources = csp.get(directive) ?? [];
      expect(sources.some((source) => /stripe\.com$/.test(source)), `${directive} has Stripe`).toBe(true);
      expect(sources.some((source) => /adyen\.com$/.test(source)), `${directive} has Adyen`).toBe(true);
      expect(sources.every((source) => !source.startsWith('http:')), `${directive} only https`).toBe(true);
    }
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
    // The nonce rules stay in force next to the payment hosts.
    expect(csp.get('script-src')).toContain("'strict-dynamic'");
  });
});

describe('takesPayments', () => {
  it.each([
    ['/riverside-live', false],
    ['/riverside-live/checkout/evt_1', true],
    ['/riverside-live/checkout', true],
    ['/riverside-live/account/payment-methods', true],
    ['/riverside-live/account/tickets', false],
    ['/riverside-live/account/edit', false],
    ['/transaction/t/s', true],
    ['/subscription/sub_1/secret', true],
    ['/purchaseintent/pi_1/secret', true],
    ['/seller/sel_1/payment-plan/pp_1/secret', true],
    ['/ticket-transfer/tr_1/secret', false],
    ['/riverside-live/checkoutish', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(takesPayments(path)).toBe(expected);
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  const headers = new Map(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

  it('keeps referrers on this site (ticket URLs carry secrets)', () => {
    expect(headers.get('referrer-policy')).toBe('same-origin');
  });

  it('sends HSTS for at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('forbids MIME sniffing', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names each header once', () => {
    expect(headers.size).toBe(STATIC_SECURITY_HEADERS.length);
  });
});

describe('SERVICE_WORKER_HEADERS', () => {
  const headers = new Map(SERVICE_WORKER_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

  it('serve /sw.js as JavaScript that is revalidated on every update check', () => {
    expect(headers.get('content-type')).toMatch(/^application\/javascript\b/);
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it("confine the worker's own requests to this site", () => {
    expect(directives(headers.get('content-security-policy') ?? '').get('default-src')).toEqual(["'self'"]);
  });
});
