import { expect, test } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { UPGRADE_IDS } from '../lib/sandbox/seed/holdings/upgrades.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex } from './support';

/**
 * Upgrading tickets (issue 11): from the order page, the modal's three steps (both eligible
 * tickets preselected, the target, the confirmation with its disclaimer), the new checkout at step
 * 1 of the season saying it is an upgrade, paying the difference, the old tickets invalid; and the
 * modal in the account's ticket viewer at 390 px in German, with a ticket that cannot be upgraded
 * saying why.
 */

const ORDER = UPGRADE_IDS.orders.winter;

test('a buyer upgrades two Winter Quartets tickets to a season card and pays the difference', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1300 });
  const orderPage = `/transaction/${ORDER}/${secretFor(ORDER)}`;
  await page.goto(orderPage);
  await page.getByRole('button', { name: 'Upgrade' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade tickets' });
  const tickets = dialog.getByRole('group', { name: 'Which tickets do you want to upgrade?' });
  // Fewer than 10 eligible tickets: all of them preselected; buying more waits while any is selected.
  await expect(tickets.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(dialog.getByRole('link', { name: 'Buy additional tickets instead' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page, 'upgrade modal, tickets');
  await dialog.getByRole('button', { name: 'Continue with 2 tickets' }).click();

  await dialog.getByRole('group', { name: 'What do you want to upgrade to?' }).getByRole('radio', { name: /Riverside Chamber Season/ }).check();
  await dialog.getByRole('button', { name: 'Continue with 2 tickets' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByTestId('policy-preview')).toContainText('£90.00');
  await expect(dialog.getByRole('note')).toHaveText('While this upgrade is open, you cannot start another one for these tickets.');
  const submit = dialog.getByRole('button', { name: 'Choose new tickets' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('I understand that the selected tickets become invalid once the new order is paid.').check();
  await expectNoSeriousA11yViolations(page, 'upgrade modal, confirm');
  await page.screenshot({ path: 'test-results/ticket-upgrade-confirm.png' });
  await submit.click();

  await page.waitForURL(/\/riverside-live\/checkout\/[^?]+\?checkoutId=/);
  await expect(page.getByText('You are upgrading 2 tickets: their value of £90.00 is credited on this order.')).toBeVisible();
  await page.getByRole('button', { name: 'Add one Season card' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText(/Added to your cart/)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Cart,/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Upgrade credit')).toBeVisible();
  await panel.getByRole('link', { name: 'Details and pay' }).click();

  await expect(page).toHaveURL(/step=2/);
  await fillStepTwoAsAlex(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
  await expect(page.getByText('Season card').first()).toBeVisible();

  // The old order: both tickets invalid now, nothing left to upgrade.
  await page.goto(orderPage);
  await expect(page.locator('article[data-status="invalid"]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the upgrade modal in the ticket viewer, at 390 px in German', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const login = await page.request.post('/api/shops/riverside-live/session', { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(login.status()).toBe(200);
  await page.goto('/riverside-live/account/tickets?lang=de');
  await page.locator('#main').getByRole('button', { name: /^Chamber Season I: Opening Night: \d+ Tickets? anzeigen$/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Chamber Season I: Opening Night' });
  // The viewer loads the event's tickets when it opens (issue 9).
  await expect(viewer.getByTestId('ticket-viewer-stage')).toBeVisible();
  // The Opening Night takes no upgrades: its button says why.
  const disabled = viewer.getByRole('button', { name: 'Upgrade' }).and(page.locator(':disabled'));
  for (let turn = 0; turn < 10 && (await disabled.count()) === 0; turn += 1) await viewer.getByRole('button', { name: 'Nächstes Ticket' }).click();
  await expect(disabled).toHaveAccessibleDescription('Für dieses Ticket werden keine Upgrades angeboten.');
  await page.keyboard.press('Escape');

  await page.locator('#main').getByRole('button', { name: /^Mitternachts-Jazz-Session: \d+ Tickets anzeigen$/ }).click();
  await page.getByRole('dialog', { name: 'Mitternachts-Jazz-Session' }).getByRole('button', { name: 'Upgrade' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tickets upgraden' });
  await expect(dialog.getByRole('group', { name: 'Welche Tickets möchten Sie upgraden?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'upgrade modal, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-upgrade-390-de.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
