import { afterAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { contentSecurityPolicy, seatMapOrigin, showsSeatMap, type CspOptions } from '../../lib/security/headers.ts';

/**
 * The seat-map host in the CSP (issue 14): its origin is allowed for scripts, calls and images on
 * the pages that show the map only, and not at all when it is this site's own.
 */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const base: CspOptions = { nonce: 'bm9uY2U', frameAncestors: "'self'", payments: false, development: false };
const HOST = 'https://seatmap.example';

describe('contentSecurityPolicy with a seat-map host', () => {
  it('allows the host for scripts, calls and images, and nothing else', () => {
    const csp = directives(contentSecurityPolicy({ ...base, seatMap: HOST }));
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(csp.get(name), name).toContain(HOST);
    for (const [name, sources] of csp) if (!['script-src', 'connect-src', 'img-src'].includes(name)) expect(sources, name).not.toContain(HOST);
    // The nonce rules stay in force beside it.
    expect(csp.get('script-src')).toContain("'strict-dynamic'");
  });

  it('names no seat-map host without one', () => {
    expect(contentSecurityPolicy(base)).not.toContain('seatmap');
    expect(contentSecurityPolicy({ ...base, payments: true })).not.toContain('seatmap');
  });
});

describe('showsSeatMap', () => {
  it.each([
    ['/riverside-live/checkout/evt_riverside_philharmonic', true],
    ['/riverside-live/checkout', true],
    ['/riverside-live/account/tickets', true],
    ['/transaction/tid_1/secret_1', true],
    ['/riverside-live', false],
    ['/riverside-live/account/payment-methods', false],
    ['/riverside-live/account/edit', false],
    ['/riverside-live/packages/summer', false],
    ['/riverside-live/checkoutish', false],
    ['/ticket-transfer/tr_1/secret', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(showsSeatMap(path)).toBe(expected);
  });
});

describe('seatMapOrigin', () => {
  it.each([
    [undefined, 'https://shop.example', undefined],
    ['/sandbox/api/seatmap', 'https://shop.example', undefined],
    ['https://seatmap.example/v2', 'https://shop.example', 'https://seatmap.example'],
    ['https://shop.example/seatmap', 'https://shop.example', undefined],
    ['https://seatmap.example:8443/', 'https://shop.example', 'https://seatmap.example:8443'],
  ])('%s beside %s -> %s', (host, site, expected) => {
    expect(seatMapOrigin(host, site)).toBe(expected);
  });
});

describe('proxy with SEATMAP_HOST', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('adds the host to checkout and ticket-action pages only', async () => {
    vi.stubEnv('SEATMAP_HOST', `${HOST}/v2`);
    vi.stubEnv('SITE_URL', 'https://shop.example');
    vi.resetModules();
    const { proxy } = await import('../../proxy.ts');
    const cspOf = (path: string) => proxy(new NextRequest(`https://shop.example${path}`)).headers.get('content-security-policy') ?? '';
    for (const path of ['/riverside-live/checkout/evt_1', '/riverside-live/account/tickets', '/transaction/t/s']) {
      expect(directives(cspOf(path)).get('connect-src'), path).toContain(HOST);
    }
    for (const path of ['/riverside-live', '/riverside-live/account/edit', '/riverside-live/account/payment-methods']) {
      expect(cspOf(path), path).not.toContain(HOST);
    }
  });

  it('adds nothing for a host on this site', async () => {
    vi.stubEnv('SEATMAP_HOST', 'https://shop.example/seatmap');
    vi.stubEnv('SITE_URL', 'https://shop.example');
    vi.resetModules();
    const { proxy } = await import('../../proxy.ts');
    const csp = directives(proxy(new NextRequest('https://shop.example/riverside-live/checkout/evt_1')).headers.get('content-security-policy') ?? '');
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(csp.get(name)?.some((source) => source.includes('shop.example')), name).toBe(false);
  });
});
