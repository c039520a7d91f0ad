import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

test.describe('landing page', () => {
  test('lists the demo shops and leads into one', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket shops' })).toBeVisible();
    for (const name of ['Riverside Live', 'Kulturhaus Lindenau', 'The Little Theatre Co.']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByText('alex.morgan@example.com')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing page');
    await page.getByRole('link', { name: 'Riverside Live' }).click();
    await expect(page).toHaveURL(/\/riverside-live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Live' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('shop page', () => {
  test('shows the navigation bar, the events with their states and the footer', async ({ page }) => {
    // Five section links beside the pills need a wide screen; narrower ones carry them in the menu.
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = collectPageErrors(page);
    const response = await page.goto('/riverside-live');
    expect(response?.status()).toBe(200);
    // The seller's accent and custom CSS are stylesheets in <head>, not elements in the body (issue 15).
    await expect(page.locator('body style')).toHaveCount(0);
    await expect(page.locator('head style[data-href*="seller-accent-"]')).toHaveCount(1);
    await expect(page.locator('head style[data-href*="seller-css-"]')).toHaveCount(1);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Riverside Live, home' })).toHaveAttribute('href', '/riverside-live');
    const sections = header.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveCount(5);
    await expect(sections.getByRole('link', { name: /Gift vouchers.*opens another site/ })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByText('Cart, empty')).toBeAttached();

    // The two section links beyond the first five live in the hamburger menu.
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /FAQ.*opens another site/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Magazine.*opens another site/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'shop page with the menu open');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    const events = page.getByRole('region', { name: 'Events' });
    const jazz = events.getByRole('article', { name: 'Midnight Jazz Session', exact: true });
    await expect(jazz.getByText('From £18.00')).toBeVisible();
    await expect(jazz.getByText('Tickets available')).toBeVisible();
    await expect(jazz.getByText(/London time/)).toBeVisible();
    await expect(jazz.getByRole('link', { name: 'Midnight Jazz Session' })).toHaveAttribute('href', '/riverside-live/checkout/evt_riverside_jazz');
    await expect(events.getByRole('article', { name: 'Comedy Night: Stand Up Riverside' }).getByText('Sold out')).toBeVisible();
    await expect(events.getByRole('article', { name: 'Symphony Under the Stars' }).getByText('Almost sold out')).toBeVisible();
    await expect(events.getByRole('article', { name: 'Blues & Brews' }).getByText('Few tickets left')).toBeVisible();
    await expect(events.getByRole('article', { name: 'Riverside Folk Festival' }).getByText('Sale planned')).toBeVisible();
    await expect(events.getByRole('article', { name: 'Riverside Chamber Season' }).getByText('Season ticket')).toBeVisible();
    await expect(events.getByRole('article', { name: 'River Lights: Immersive Exhibition' }).getByText('Time slots')).toBeVisible();
    // Past events are not listed.
    await expect(events.getByText('Summer Opening Party')).toHaveCount(0);

    // The seller's custom HTML and CSS.
    const banner = page.locator('.riverside-banner');
    await expect(banner).toContainText('Members save 10%');
    await expect(banner).toHaveCSS('background-color', 'rgb(232, 242, 248)');

    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Imprint', 'imprint'],
      ['Privacy policy', 'dataprivacy'],
      ['Terms and conditions', 'agb'],
    ] as const) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', `/riverside-live/${path}`);
      await expect(link).toHaveAttribute('rel', 'nofollow');
    }

    await expectNoSeriousA11yViolations(page, 'shop page');
    expect(errors).toEqual([]);
  });

  test('carries the metadata search engines read', async ({ page }) => {
    await page.goto('/riverside-live');
    await expect(page).toHaveTitle('Riverside Live – Tickets');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Concerts, comedy and exhibitions/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Riverside Live – Tickets');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /riverside-live\.svg/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/riverside-live\?lang=en$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('on a laptop, the section links that fit sit in the bar and the others in the menu (issue 15)', async ({ page }) => {
    for (const [width, lang, sections, menu] of [
      [1280, 'en', 'Sections', 'Menu'],
      [1024, 'de', 'Bereiche', 'Menü'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/riverside-live?lang=${lang}`);
      const header = page.getByRole('banner');
      const inBar = header.getByRole('navigation', { name: sections }).getByRole('link');
      await expect(inBar.first()).toBeVisible();
      // The bar keeps to one line: nothing sticks out of it (the links are fitted once the page has hydrated).
      await expect.poll(() => page.evaluate(() => document.querySelector('header > div')!.scrollWidth - document.querySelector('header > div')!.clientWidth)).toBeLessThanOrEqual(0);
      const shown = await inBar.count();
      await header.getByRole('button', { name: menu }).click();
      const inMenu = header.locator('[data-nav-menu] a:visible');
      // Every one of the seven sections is reachable once: in the bar or in the menu.
      await expect(inMenu).toHaveCount(7 - shown);
      await page.screenshot({ path: `test-results/nav-${width}-${lang}.png` });
      await page.keyboard.press('Escape');
    }
  });

  test('on a phone, every section link sits in the menu', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/riverside-live');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Events', 'About us', 'Season tickets', /Gift vouchers/, /Accessibility/, /FAQ/, /Magazine/]) {
      await expect(page.getByRole('link', { name }).last()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'shop page on a phone');
    await context.close();
  });

  test('a small shop without sections has no menu, and its prices are not hidden by accident', async ({ page }) => {
    await page.goto('/little-theatre');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Our Town' }).getByText('From $22.00')).toBeVisible();
    // Improv Tuesdays hides its starting price.
    await expect(page.getByRole('article', { name: 'Improv Tuesdays' }).getByText(/From/)).toHaveCount(0);
    await expect(page.getByText(/EDT|EST/).first()).toBeVisible();
  });

  test('an unknown seller is a real 404 that says so', async ({ page }) => {
    const response = await page.goto('/no-such-shop');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
    await expect(page.getByText('The seller could not be found.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'seller not found');
  });

  test('a missing page inside a shop keeps the shop around it', async ({ page }) => {
    const response = await page.goto('/riverside-live/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Riverside Live, home' })).toBeVisible();
  });

  test('legal pages show the seller texts', async ({ page }) => {
    await page.goto('/riverside-live/imprint');
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expect(page.getByText('Riverside Live Ltd.')).toBeVisible();
    await page.goto('/little-theatre/agb');
    await expect(page.getByText('The Little Theatre Co. has not published this page yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'legal page');
  });
});

test.describe('languages', () => {
  test('the German shop renders in German, with net prices, for an English browser', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/kulturhaus-lindenau');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 2, name: 'Veranstaltungen' })).toBeVisible();
    const faust = page.getByRole('article', { name: 'Faust – Der Tragödie erster Teil' });
    await expect(faust.getByText('Ab 11,21 € zzgl. MwSt.')).toBeVisible();
    await expect(faust.getByText(/MEZ|MESZ/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
    // German-only shop: no language switch.
    await expect(page.getByRole('navigation', { name: 'Sprache' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'German shop');
    expect(errors).toEqual([]);
  });

  test('switching the English shop to German sticks', async ({ page }) => {
    await page.goto('/riverside-live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 2, name: 'Veranstaltungen' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Mitternachts-Jazz-Session' }).getByText('Ab 18,00 £')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Comedy Night: Stand Up Riverside' }).getByText('Ausverkauft')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'English shop in German');

    // The choice is remembered in a cookie.
    await page.goto('/riverside-live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible();
  });
});
