import { expect, test } from '@playwright/test';
import { LOGIN_FREE_FAILURES_PER_ACCOUNT, LOGIN_MAX_DELAY_SECONDS } from '../lib/session/login.ts';

test.describe('security baseline', () => {
  test('pages carry the security headers and a per-request CSP nonce', async ({ request }) => {
    const first = await request.get('/riverside-live');
    const second = await request.get('/riverside-live');
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('stripe');
    expect(second.headers()['content-security-policy']).not.toEqual(csp);
    expect(first.headers()['referrer-policy']).toBe('same-origin');
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['strict-transport-security']).toContain('max-age=');
    expect(first.headers()['x-powered-by']).toBeUndefined();
  });

  test('login refuses cross-site requests, wrong content types and bad input', async ({ request, baseURL }) => {
    const url = '/api/shops/riverside-live/session';
    const crossSite = await request.post(url, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: { email: 'alex.morgan@example.com', password: 'demo1234' },
    });
    expect(crossSite.status()).toBe(403);

    const wrongType = await request.post(url, { headers: { origin: baseURL ?? '', 'content-type': 'text/plain' }, data: 'email=x' });
    expect(wrongType.status()).toBe(415);

    const bad = await request.post(url, { headers: { origin: baseURL ?? '' }, data: { email: 'not-an-email' } });
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  test('a login sets an httpOnly SameSite=Lax session cookie and shows the customer in the account pill', async ({ page, baseURL }) => {
    await page.goto('/riverside-live');
    const answer = await page.request.post('/api/shops/riverside-live/session', {
      headers: { origin: baseURL ?? '' },
      data: { email: 'alex.morgan@example.com', password: 'demo1234' },
    });
    expect(answer.status()).toBe(200);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'shop_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).not.toContain('alex');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Alex' })).toBeVisible();

    const logout = await page.request.post('/api/shops/riverside-live/session/logout', { headers: { origin: baseURL ?? '' } });
    expect(await logout.json()).toEqual({ redirectTo: '/riverside-live' });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('repeated failed logins are slowed down, not locked', async ({ request, baseURL }) => {
    const attempt = () =>
      request.post('/api/shops/riverside-live/session', {
        headers: { origin: baseURL ?? '' },
        data: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    // Delays grow (1 s, 2 s, 4 s …) after the free failures; a slow machine may outlast the first ones.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof attempt>> | undefined;
    while (!refused && statuses.length < 12) {
      const answer = await attempt();
      statuses.push(answer.status());
      if (answer.status() === 429) refused = answer;
    }
    expect(statuses.slice(0, LOGIN_FREE_FAILURES_PER_ACCOUNT)).toEqual(Array<number>(LOGIN_FREE_FAILURES_PER_ACCOUNT).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // A wait of seconds, at most the longest delay: the owner is never locked out for long.
    const wait = Number(refused?.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);
  });

  test('the German shop logs out to its custom logout URL', async ({ request, baseURL }) => {
    const login = await request.post('/api/shops/kulturhaus-lindenau/session', {
      headers: { origin: baseURL ?? '' },
      data: { email: 'lena.fischer@example.com', password: 'demo1234' },
    });
    expect(login.status()).toBe(200);
    const logout = await request.post('/api/shops/kulturhaus-lindenau/session/logout', { headers: { origin: baseURL ?? '' } });
    expect(await logout.json()).toEqual({ redirectTo: 'https://www.kulturhaus-lindenau.example/abgemeldet' });
  });

  test('robots.txt keeps account pages out of the index and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /*/account/');
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/riverside-live?lang=en</loc>');
    expect(sitemap).toContain('/riverside-live/checkout/evt_riverside_jazz?lang=en</loc>');
  });

  test('the sandbox API is mounted for curl and tests', async ({ request }) => {
    const sellers = (await (await request.get('/sandbox/api/public/sellers')).json()) as { total: number };
    expect(sellers.total).toBe(5);
    const missing = await request.get('/sandbox/api/public/sellers/nobody');
    expect(missing.status()).toBe(404);
  });
});

test('the checkout never trips the CSP: zod validates without probing eval (issue 15)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/riverside-live/checkout/evt_riverside_jazz');
  await page.getByRole('button', { name: 'Add one Standing' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText(/Added to your cart/)).toBeVisible();
  await page.getByRole('link', { name: 'Details and pay' }).first().click();
  await expect(page).toHaveURL(/step=2/);
  // Step 2's forms build and run their zod schemas (the probe came with the first object schema).
  const first = page.getByRole('textbox', { name: /^First name/ }).first();
  await first.fill('Ada');
  await first.blur();
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

/** Issue 9: the public pages come from Next's cache, each response with its own nonce (ADR 0014, 0038). */
const CACHED_PAGES = ['/', '/riverside-live', '/riverside-live/checkout/evt_riverside_jazz', '/riverside-live/packages/double-bill', '/riverside-live/imprint', '/kulturhaus-lindenau'];

test('every cached page carries the security headers, a fresh nonce per response and no shared caching', async ({ request }) => {
  for (const path of CACHED_PAGES) {
    await request.get(path);
    const [first, second] = [await request.get(path), await request.get(path)];
    for (const response of [first, second]) {
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['x-nextjs-cache'], `${path} is served from the cache`).toMatch(/HIT|STALE/);
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      const scriptSrc = (headers['content-security-policy'] ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['cache-control'], path).toBe('private, no-cache');
      // The scripts of the page carry the nonce of its own CSP header, and nothing else.
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
      const body = await response.text();
      const nonces = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces], path).toEqual([nonce]);
    }
    expect(first.headers()['content-security-policy']).not.toEqual(second.headers()['content-security-policy']);
  }
});

test('a script injected into a cached page is blocked, while the page’s own scripts run', async ({ page }) => {
  await page.request.get('/riverside-live');
  // The cached page, as served, with an inline script an attacker slipped into its HTML.
  await page.route('**/riverside-live', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => void (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective));
  });
  const response = await page.goto('/riverside-live');
  expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  // Hydrated: the cart pill opens its panel, which only the page's own (nonce-carrying) scripts do.
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
  await expect(async () => {
    await cart.click();
    await expect(cart).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => violations).toContain('script-src-elem');
});
