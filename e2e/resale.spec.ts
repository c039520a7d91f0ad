import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Buying on the secondary market (issue 13): Ben Okafor opens the Soul Revue's step 1, where Priya
 * Shah's resale offers are listed with their resale fee, puts the first one in his cart, pays it,
 * and finds the tickets in his account; then Priya finds that offer under Sold on her Secondary
 * market. The seed has three offers of Priya's (lib/sandbox/seed/resale-market.ts); each run buys
 * the cheapest one left, so the journey can run until they are all sold.
 */

const SHOP = '/riverside-live';
const EVENT = 'Soul Revue: Motown Classics';
const STEP_ONE = `${SHOP}/checkout/evt_riverside_soul`;
const SHOTS = 'test-results/resale';

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  await page.context().clearCookies();
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email, password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

async function fillStepTwoAsBen(page: Page) {
  const box = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await box('First name').fill('Ben');
  await box('Last name').fill('Okafor');
  await box('Street and house number').fill('8 Deansgate');
  await box('Postcode').fill('M3 2BW');
  await box('Town or city').fill('Manchester');
  await box('E-mail').fill('ben.okafor@example.com');
  await box('Repeat e-mail').fill('ben.okafor@example.com');
  const card = page.locator('form').filter({ has: page.getByLabel('Card number') }).first();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await card.getByLabel('Security code (CVC)').fill('123');
}

test('Ben buys a resale offer of another customer in step 1, and Priya finds it under Sold', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await logIn(page, baseURL, 'ben.okafor@example.com');
  await page.goto(STEP_ONE);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();

  const resale = page.getByRole('region', { name: 'Resale tickets' });
  await expect(resale.getByText(/plus £\d+\.\d\d resale fee/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 1 with resale tickets');
  await page.setViewportSize({ width: 390, height: 844 });
  await resale.screenshot({ path: `${SHOTS}/step1-resale-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  const add = resale.getByRole('button', { name: /^Add offer to cart: / }).first();
  const offered = ((await add.getAttribute('aria-describedby')) ?? '').trim();
  const seats = offered ? await page.locator(`[id="${offered}"]`).innerText() : '';
  await add.click();
  await expect(page.getByRole('status').getByText(/^Resale offer added to your cart: \d tickets?\.$/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, [1-9]/ })).toBeVisible();
  // Held for this cart: the offer is no longer listed for anyone.
  if (seats) await expect(resale.getByText(seats.split('\n')[0] ?? seats, { exact: true })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: /^Cart,/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Resale fee')).toBeVisible();
  await panel.getByRole('link', { name: 'Details and pay' }).click();
  await expect(page).toHaveURL(/step=2/);
  await fillStepTwoAsBen(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
  await expect(page.getByText(EVENT).first()).toBeVisible();

  // Ben holds the tickets now: a transfer from the marketplace made them his.
  await page.goto(`${SHOP}/account/tickets`);
  await expect(page.locator('#main').getByRole('button', { name: new RegExp(`^${EVENT}: show \\d+ tickets?$`) })).toBeVisible();

  // Priya's Secondary market: the offer is sold.
  await logIn(page, baseURL, 'priya.shah@example.com');
  await page.goto(`${SHOP}/account/secondary-market`);
  await page.locator('#main').getByRole('tab', { name: 'Sold' }).click();
  const sold = page.locator('#main').getByRole('list', { name: 'Sold' });
  await expect(sold.getByText(EVENT).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'secondary market, sold');
  expect(errors).toEqual([]);
});

test('the resale tickets in German at 390 px', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${STEP_ONE}?lang=de`);
  const resale = page.getByRole('region', { name: 'Tickets aus Weiterverkauf' });
  await expect(resale.getByRole('button', { name: /^Angebot zum Warenkorb hinzufügen: / }).first()).toBeVisible();
  await expect(resale.getByText(/zzgl\. .+ Weiterverkaufsgebühr/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 1 with resale tickets, German');
  await page.screenshot({ path: `${SHOTS}/step1-resale-de-390.png`, fullPage: true });
  expect(errors).toEqual([]);
});
