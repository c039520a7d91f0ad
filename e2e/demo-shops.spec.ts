import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/** The demo shops show every seller setting the spec names (issue 15). */

test('the landing page lists every demo shop', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Riverside Live', 'Kulturhaus Lindenau', 'The Little Theatre Co.', 'Nordlicht Club', 'Open Air Kino Dresden']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
});

test("enforce login: the members' club asks for a login before it shows anything, then its custom HTML and CSS", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/nordlicht-club');
  await expect(page.getByRole('heading', { level: 1, name: 'Please log in to visit this shop' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'enforced login');

  const form = page.locator('main form');
  await form.getByLabel('E-mail address').fill('nora.berg@example.com');
  await form.getByLabel('Password').fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht Club' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Aurora/ })).toBeVisible();

  // The seller's CSS visibly changes the shop: its banner is a night-sky gradient with white text.
  const banner = page.getByText('Members only.').locator('..');
  await expect(banner).toBeVisible();
  const style = await banner.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { background: computed.backgroundImage, color: computed.color };
  });
  expect(style.background).toContain('linear-gradient');
  expect(style.color).toBe('rgb(255, 255, 255)');
  await expectNoSeriousA11yViolations(page, "members' club shop");
  expect(errors).toEqual([]);
});

test('a seller without authentication has no account pill and sells without a login', async ({ page }) => {
  await page.goto('/open-air-kino');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Air Kino Dresden' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: /Cinema Paradiso/ })).toBeVisible();
  // Its account pages do not exist.
  const response = await page.goto('/open-air-kino/account/tickets');
  expect(response?.status()).toBe(404);
});
