import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { PACKAGE_DEMO } from '../lib/sandbox/seed/packages-and-access.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex } from './support';

/**
 * Issue 13, the "packages" part: buying a package from its page and finding its card on the
 * tickets page; choosing a hard ticket with its promotion in step 1 and seeing the postage in the
 * cart; secure ticket access on the order page — the login prompt instead of barcodes, claiming a
 * ticket opened from its link after logging in, the fallback for a ticket another customer
 * claimed, and the customer's own tickets claimed without asking. Demo data:
 * lib/sandbox/seed/packages-and-access.ts.
 */

const SHOP = '/riverside-live';
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/packages';
mkdirSync(SHOTS, { recursive: true });
const { orders, emails, events } = PACKAGE_DEMO;
const JORDANS_TICKET = PACKAGE_DEMO.tickets.jordan[0];
const orderPage = (tid: string) => `/transaction/${tid}/${secretFor(tid)}`;
const main = (page: Page) => page.locator('#main');

async function login(page: Page, baseURL: string | undefined, email: string) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email, password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

async function photograph(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('buy a package from its page and find the package card on the tickets page', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await login(page, baseURL, emails.nina);

  // The shop page lists its packages; the Double Bill is on sale, the Weekend Pass not yet.
  await page.goto(SHOP);
  const packages = main(page).getByRole('region', { name: 'Packages' });
  await expect(packages.getByRole('article', { name: 'Weekend Pass' })).toBeVisible();
  await packages.getByRole('link', { name: 'Double Bill for Two' }).click();

  await expect(page).toHaveURL(`${SHOP}/packages/double-bill`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Double Bill for Two' })).toBeVisible();
  const included = main(page).getByRole('region', { name: "What's included" });
  await expect(included.getByRole('heading', { level: 3, name: 'The Lighthouse Sessions' })).toBeVisible();
  await expect(included.getByRole('list', { name: "Songwriters' Circle" })).toContainText('2 × Seat');
  await expect(main(page).getByRole('region', { name: 'Price' })).toContainText('£80.00');
  await expectNoSeriousA11yViolations(page, 'package page');
  await photograph(page, 'package-page');

  await main(page).getByRole('button', { name: 'Buy package' }).click();
  await page.waitForURL(new RegExp(`/checkout/${events.lighthouse}\\?.*step=2`));
  // The package's tickets in the cart, at the package price, without a Remove of their own.
  const pill = page.getByRole('banner').getByRole('button', { name: /Cart, 4 items/ });
  await pill.click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Part of Double Bill for Two').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await fillStepTwoAsAlex(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);

  await page.goto(`${SHOP}/account/tickets`);
  const cards = main(page).getByRole('region', { name: 'Packages' });
  await expect(cards.getByRole('button', { name: 'Double Bill for Two' })).toBeVisible();
  await expect(cards.getByText('4 tickets')).toBeVisible();
  // Its barcodes are revealed only two weeks before the shows, so no PDF yet; the wallet takes the four.
  await expect(cards.getByRole('button', { name: 'Add to Google Wallet' })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Download all tickets' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'tickets page with a package card');
  await photograph(page, 'package-card');
  expect(errors).toEqual([]);
});

test('choose a hard ticket with its promotion and see the postage in the cart', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${SHOP}/checkout/${events.lighthouse}`);
  await page.getByRole('button', { name: 'Add one Standing' }).click();
  await page.getByRole('button', { name: 'Add one Standing' }).click();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();

  const dialog = page.getByRole('dialog', { name: 'How would you like your tickets?' });
  await expect(dialog.getByRole('radio', { name: 'E-ticket' })).toBeChecked();
  const souvenir = dialog.getByRole('radio', { name: 'Souvenir ticket' });
  await expect(dialog.getByText('A foil-printed souvenir ticket, posted to you a week before the show. Yours to keep.')).toBeVisible();
  await expect(dialog.getByText('+ £2.50 postage per ticket')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the Souvenir ticket' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hard-ticket choice');
  await photograph(page, 'hard-ticket-choice', false);

  await souvenir.check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Added to your cart: 2 × Standing.')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: /Cart, 2 items/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Hard ticket by post')).toBeVisible();
  const postage = panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'Postage' }) });
  await expect(postage).toContainText('£5.00');
  await expectNoSeriousA11yViolations(page, 'cart with posted tickets');
  await photograph(page, 'hard-ticket-cart', false);
  expect(errors).toEqual([]);
});

test.describe('secure ticket access on the order page', () => {
  test('claim a ticket opened from its link after logging in; a ticket another customer claimed shows the fallback', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(orderPage(orders.guestGala));

    // Logged out: a login prompt instead of barcodes, and no ticket documents.
    const tickets = main(page).getByRole('region', { name: 'Your tickets' });
    await expect(tickets.getByRole('heading', { level: 2, name: 'Log in to see your tickets' })).toBeVisible();
    await expect(tickets.getByText("Log in to see this ticket's barcode.")).toHaveCount(2);
    await expect(tickets.getByRole('img', { name: /^Barcode / })).toHaveCount(0);
    await expect(tickets.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'secure order, logged out');
    await photograph(page, 'secure-order-logged-out');

    await tickets.getByLabel('E-mail address').fill(emails.jordan);
    await tickets.getByLabel('Password').fill('demo1234');
    await tickets.getByRole('button', { name: 'Log in' }).click();

    // The open ticket is not Jordan's own: claiming it is confirmed first.
    const confirm = page.getByRole('alertdialog', { name: 'Claim this ticket?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'claim confirmation');
    await photograph(page, 'claim-confirmation', false);
    await confirm.getByRole('button', { name: 'Claim ticket' }).click();
    await expect(confirm).toBeHidden();

    await expect(tickets.getByRole('img', { name: /^Barcode / })).toHaveCount(1);
    await expect(tickets.getByRole('link', { name: 'Download PDF' })).toHaveCount(1);
    await expect(tickets.getByText('This ticket was claimed by another customer. Only they can see its barcode.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'secure order, claimed');
    await photograph(page, 'secure-order-claimed');
    expect(errors).toEqual([]);
  });

  test('Abort goes to the shop without claiming', async ({ page, baseURL }) => {
    await login(page, baseURL, emails.nina);
    await page.goto(orderPage(orders.spareGala));
    const confirm = page.getByRole('alertdialog', { name: 'Claim this ticket?' });
    await confirm.getByRole('button', { name: 'Abort' }).click();
    await expect(page).toHaveURL(SHOP);
    // Nothing was claimed: the link asks again.
    await page.goto(orderPage(orders.spareGala));
    await expect(page.getByRole('alertdialog', { name: 'Claim this ticket?' })).toBeVisible();
  });

  test('the customer’s own tickets are claimed without asking; their links lead a stranger to the order page', async ({ page, baseURL, playwright }) => {
    const errors = collectPageErrors(page);
    await login(page, baseURL, emails.jordan);
    await page.goto(orderPage(orders.jordanGala));
    const tickets = main(page).getByRole('region', { name: 'Your tickets' });
    await expect(tickets.getByRole('img', { name: /^Barcode / })).toHaveCount(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // A ticket link (the PDF) opened by someone who has not claimed the ticket: its order page, to log in.
    const pdf = `/api/tickets/${JORDANS_TICKET}/${secretFor(JORDANS_TICKET)}/pdf?lang=en`;
    const stranger = await playwright.request.newContext({ baseURL });
    const answer = await stranger.get(pdf, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(orderPage(orders.jordanGala));
    await stranger.dispose();
    // Jordan, who claimed it, downloads it.
    const mine = await page.request.get(pdf, { maxRedirects: 0 });
    expect(mine.headers()['content-type']).toBe('application/pdf');
    expect(errors).toEqual([]);
  });

  test('German, at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${orderPage(orders.guestGala)}?lang=de`);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Anmelden, um Ihre Tickets zu sehen' })).toBeVisible();
    await expect(main(page).getByText('Melden Sie sich an, um den Barcode dieses Tickets zu sehen.').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/secure-order-de-390.png`, fullPage: true });
  });
});
