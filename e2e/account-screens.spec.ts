import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * The nine account screens of issue 4 against the demo data: Alex Morgan owns something of
 * everything; Sam Collector has 200+ tickets, 30 sent transfers and 34 resell offers. Each screen
 * is checked for its data, with axe, and photographed at 1280 and 390 px.
 */

const SHOP = '/riverside-live';
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/account-screens';
mkdirSync(SHOTS, { recursive: true });

async function login(page: Page, baseURL: string | undefined, email: string) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email, password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

/** Screenshots at desktop and phone width, then back to desktop; dialogs without fullPage (they are fixed to the viewport). */
async function photograph(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openScreen(page: Page, screen: string, title: string) {
  await page.goto(`${SHOP}/account/${screen}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const main = (page: Page) => page.locator('#main');

test.describe('account screens as Alex', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await login(page, baseURL, 'alex.morgan@example.com');
  });

  test('tickets: packages, upcoming and past events; hidden events omitted', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openScreen(page, 'tickets', 'Tickets');
    const packages = main(page).getByRole('region', { name: 'Packages' });
    const upcoming = main(page).getByRole('region', { name: 'Upcoming events' });
    const past = main(page).getByRole('region', { name: 'Past events' });
    await expect(packages.getByRole('button', { name: 'Weekend Pass' })).toBeVisible();
    await expect(packages.getByText('3 tickets')).toBeVisible();
    await expect(packages.getByText('1 ticket to personalize')).toBeVisible();
    await expect(upcoming.getByRole('button', { name: 'Midnight Jazz Session: show 6 tickets' })).toBeVisible();
    await expect(upcoming.getByRole('button', { name: /^Riverside Chamber Season: show \d+ tickets?$/ })).toBeVisible();
    await expect(past.getByRole('button', { name: 'Summer Opening Party: show 3 tickets' })).toBeVisible();
    // The car park's event hides its tickets from this page; reserved (intent) tickets are not listed.
    await expect(main(page).getByText('Car park: Midnight Jazz Session')).toHaveCount(0);
    await expect(upcoming.locator('img').first()).toHaveAttribute('sizes', '120px');
    await expectNoSeriousA11yViolations(page, 'tickets');
    await photograph(page, 'tickets');
    expect(errors).toEqual([]);
  });

  test('tickets: the viewer pages with buttons, keys and swipes, shows barcodes, and gives focus back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openScreen(page, 'tickets', 'Tickets');
    const opener = main(page).getByRole('button', { name: 'Midnight Jazz Session: show 6 tickets' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Midnight Jazz Session' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 6')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /^Barcode RVL/ })).toBeVisible();
    await expect(viewer.getByTestId('ticket-viewer-dots').locator('li')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, 'ticket viewer');
    await photograph(page, 'ticket-viewer', false);

    await viewer.getByRole('button', { name: 'Next ticket' }).click();
    await expect(viewer.getByText('2 / 6')).toBeVisible();

    // A mouse drag to the left is a swipe to the next ticket, to the right back again.
    const stage = viewer.getByTestId('ticket-viewer-stage');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no viewer stage');
    const y = box.y + box.height / 2;
    const drag = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y);
      await page.mouse.down();
      await page.mouse.move((fromX + toX) / 2, y, { steps: 3 });
      await page.mouse.move(toX, y, { steps: 3 });
      await page.mouse.up();
    };
    await drag(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(viewer.getByText('3 / 6')).toBeVisible();
    await drag(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(viewer.getByText('4 / 6')).toBeVisible();
    // Ticket 4 was transferred to Jordan: labelled, no barcode.
    await expect(viewer.getByText('Transferred', { exact: true })).toBeVisible();
    await drag(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect(viewer.getByText('3 / 6')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('6 / 6')).toBeVisible();
    await expect(viewer.getByText('Hard ticket', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next ticket' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The festival ticket of the package is far off: its barcode is not revealed yet.
    await main(page).getByRole('button', { name: 'Weekend Pass' }).click();
    const pkg = page.getByRole('dialog', { name: 'Weekend Pass' });
    await expect(pkg.getByText(/^Your barcode will be available from /)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/package-viewer-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  test('orders: event, date, tickets, order date and price, linking to the order', async ({ page }) => {
    await openScreen(page, 'transactions', 'Orders');
    const list = main(page).getByRole('list', { name: 'Orders' });
    const jazz = list.getByRole('link', { name: 'Midnight Jazz Session', exact: true }).first();
    await expect(jazz).toHaveAttribute('href', /^\/transaction\/tx_alex_00[12]\/[^/]+$/);
    await expect(list.getByText('£185.00')).toBeVisible();
    await expect(list.getByText(/Ordered on/).first()).toBeVisible();
    await expect(list.getByText('4 tickets').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'orders');
    await photograph(page, 'orders');
  });

  test('subscriptions: the autorenewal badge, and the subscription page by its secret', async ({ page }) => {
    await openScreen(page, 'subscriptions', 'Subscriptions');
    const list = main(page).getByRole('list', { name: 'Subscriptions' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText('Renews automatically')).toHaveCount(1);
    await expect(list.getByText('Ends at period end')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'subscriptions');
    await photograph(page, 'subscriptions');

    const row = list.getByRole('listitem').filter({ hasText: 'Renews automatically' });
    const link = row.getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/subscription\/sub_alex_club\/[^/]+$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Riverside Club/);
    await expect(page.getByText('Renews automatically')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Riverside Club membership' })).toBeVisible();
    await expect(page.getByText('Automatic renewal: given')).toBeVisible();
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page, 'subscription page');
    await photograph(page, 'subscription-page');

    const wrong = await page.goto(href?.replace(/\/[^/]+$/, '/not-the-secret') ?? '/');
    expect(wrong?.status()).toBe(404);
  });

  test('payment plans: option, date range, installments, status label; the plan page with its schedules', async ({ page }) => {
    await openScreen(page, 'payment-plans', 'Payment plans');
    const list = main(page).getByRole('list', { name: 'Payment plans' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    for (const label of ['Active', 'Completed', 'Canceled', 'Incomplete', 'Draft']) await expect(list.getByText(label, { exact: true })).toBeVisible();
    await expect(list.getByText('3 installments').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'payment plans');
    await photograph(page, 'payment-plans');

    const link = list.getByRole('link', { name: '20% now, then 3 monthly instalments' }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/seller\/sel_riverside\/payment-plan\/pp_alex_[a-z_]+\/[^/]+$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: '20% now, then 3 monthly instalments' })).toBeVisible();
    const table = page.getByRole('table');
    // The header, the down payment and three instalments, then total, paid and left to pay.
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByText('Down payment')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page, 'payment plan page');
    await photograph(page, 'payment-plan-page');
    expect((await page.goto(href?.replace(/\/[^/]+$/, '/wrong') ?? '/'))?.status()).toBe(404);
    expect((await page.goto(href?.replace('sel_riverside', 'sel_lindenau') ?? '/'))?.status()).toBe(404);
  });

  test('ticket transfers: Received and Sent tabs; a pending sent transfer opens its group modal', async ({ page }) => {
    await openScreen(page, 'ticket-transfers', 'Ticket transfers');
    const tabs = main(page).getByRole('tablist', { name: 'Ticket transfers' });
    await expect(tabs.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    const received = main(page).getByRole('list', { name: 'Received' });
    await expect(received.getByText('From sam.collector@example.com')).toBeVisible();
    await expect(received.getByText('From priya.shah@example.org')).toBeVisible();
    await expect(received.getByText('Transferred', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'transfers received');
    await photograph(page, 'transfers-received');

    // The tabs follow the ARIA pattern: arrow keys move and select.
    await tabs.getByRole('tab', { name: 'Received' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    const sent = main(page).getByRole('list', { name: 'Sent' });
    await expect(sent.getByRole('button', { name: 'To maya.patel@example.net' })).toBeVisible();
    // A transferred sent item is not clickable.
    await expect(sent.getByText('To jordan.blake@example.net')).toBeVisible();
    await expect(sent.getByRole('button', { name: 'To jordan.blake@example.net' })).toHaveCount(0);
    await photograph(page, 'transfers-sent');
    await sent.getByRole('button', { name: 'To maya.patel@example.net' }).click();
    const modal = page.getByRole('dialog', { name: 'Transfer to maya.patel@example.net' });
    await expect(modal.getByText(/Seat 14/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'transfer group modal');
    await photograph(page, 'transfer-group-modal', false);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('purchase intents: Open with expiry times and Closed with the spec labels', async ({ page }) => {
    await openScreen(page, 'purchaseintents', 'Purchase intents');
    const open = main(page).getByRole('list', { name: 'Open' });
    await expect(open.getByRole('listitem')).toHaveCount(5);
    await expect(open.getByText(/^Expires /)).toHaveCount(5);
    await expect(open.getByText('Awaiting', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intents open');
    await photograph(page, 'intents-open');
    await main(page).getByRole('tab', { name: 'Closed' }).click();
    const closed = main(page).getByRole('list', { name: 'Closed' });
    for (const label of ['Completed', 'Canceled', 'Rejected']) await expect(closed.getByText(label, { exact: true })).toBeVisible();
    await expect(closed.getByText('Group bookings for the chamber season are full.')).toBeVisible();
    await photograph(page, 'intents-closed');
  });

  test('memberships: tier, points, progress to the next tier and the last transactions', async ({ page }) => {
    await openScreen(page, 'memberships', 'Memberships');
    const card = main(page).getByRole('article', { name: 'Riverside Club' });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '32');
    await expect(card.getByText('680 more points to reach Gold')).toBeVisible();
    await expect(card.getByText('Silver')).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(7);
    await expect(card.getByRole('cell', { name: 'Other' })).toBeVisible();
    await expect(card.getByRole('cell', { name: '-140' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'memberships');
    await photograph(page, 'memberships');
  });

  test('secondary market: Active and Sold; an active offer opens its details', async ({ page }) => {
    await openScreen(page, 'secondary-market', 'Secondary market');
    const active = main(page).getByRole('list', { name: 'Active' });
    await expect(active.getByRole('listitem')).toHaveCount(1);
    await active.getByRole('button', { name: 'Midnight Jazz Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Midnight Jazz Session' });
    await expect(modal.getByText(/Seat 13/)).toBeVisible();
    // Cancelling is offered (e2e/ticket-resale.spec.ts cancels an offer of its own).
    await expect(modal.getByRole('button', { name: 'Cancel offer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'offer modal');
    await photograph(page, 'offer-modal', false);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, 'secondary market');
    await photograph(page, 'secondary-market');
    await main(page).getByRole('tab', { name: 'Sold' }).click();
    const sold = main(page).getByRole('list', { name: 'Sold' });
    await expect(sold.getByText('Symphony Under the Stars')).toBeVisible();
    await expect(sold.getByRole('button')).toHaveCount(0);
  });

  test('payment methods: primary label, brand, MM/YY expiry and status; no controls that do nothing', async ({ page }) => {
    await openScreen(page, 'payment-methods', 'Payment methods');
    const list = main(page).getByRole('list', { name: 'Payment methods' });
    const year = new Date().getUTCFullYear();
    const visa = list.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    await expect(visa.getByText('Primary', { exact: true })).toBeVisible();
    await expect(visa.getByText(`Expires 08/${String((year + 3) % 100).padStart(2, '0')}`)).toBeVisible();
    const mastercard = list.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' });
    await expect(mastercard.getByText(`Expires 03/${String((year - 1) % 100).padStart(2, '0')}`)).toBeVisible();
    await expect(mastercard.getByText('Expired')).toBeVisible();
    await expect(list.getByText('SEPA Direct Debit •••• 3000', { exact: true })).toBeVisible();
    // Each method has its dropdown (make primary, delete); adding is one button above the list.
    await expect(list.getByRole('button', { name: /^Options for / })).toHaveCount(await list.getByRole('listitem').count());
    await expect(main(page).getByRole('button', { name: 'Add payment method' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'payment methods');
    await photograph(page, 'payment-methods');
  });
});

test.describe('account screens as Sam (long lists)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await login(page, baseURL, 'sam.collector@example.com');
  });

  test('the sent transfers scroll past 25 items', async ({ page }) => {
    await openScreen(page, 'ticket-transfers', 'Ticket transfers');
    await main(page).getByRole('tab', { name: 'Sent' }).click();
    const sent = main(page).getByRole('list', { name: 'Sent' });
    await expect(sent.getByRole('listitem')).toHaveCount(25);
    await sent.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(sent.getByRole('listitem')).toHaveCount(30);
    await expect(main(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'sam transfers');
  });

  test('the active resell offers scroll past 25 items', async ({ page }) => {
    await openScreen(page, 'secondary-market', 'Secondary market');
    const active = main(page).getByRole('list', { name: 'Active' });
    await expect(active.getByRole('listitem')).toHaveCount(25);
    await page.mouse.wheel(0, 6000);
    await expect(active.getByRole('listitem')).toHaveCount(27);
    await photograph(page, 'sam-secondary-market');
  });

  test('the tickets page of 200+ tickets renders (server time logged)', async ({ page }) => {
    // Warm the route once so the measurement is the server's work, not the first compile of the route.
    await page.request.get(`${SHOP}/account/tickets`);
    const timings: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = Date.now();
      const response = await page.request.get(`${SHOP}/account/tickets`);
      await response.body();
      timings.push(Date.now() - started);
      expect(response.status()).toBe(200);
    }
    console.log(`sam tickets page: full HTML in ${timings.join(', ')} ms`);
    await openScreen(page, 'tickets', 'Tickets');
    const upcoming = main(page).getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('button', { name: /Comedy Night: Stand Up Riverside: show \d+ tickets/ })).toBeVisible();
    await upcoming.getByRole('button', { name: /Symphony Under the Stars: show \d+ tickets/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Symphony Under the Stars' });
    await expect(viewer.getByText(/^1 \/ \d{2,}$/)).toBeVisible();
    await expect(viewer.getByTestId('ticket-viewer-dots').locator('li')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, 'sam tickets');
    await photograph(page, 'sam-tickets');
  });
});
