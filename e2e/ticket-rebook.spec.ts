import { expect, test } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { REBOOKING_IDS } from '../lib/sandbox/seed/holdings/rebookings.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex } from './support';

/**
 * Rebooking a ticket (issue 11): from the order page, the 3-step modal (tickets; the target with
 * why others are not possible), the new checkout at step 1 of the target event saying it is a
 * rebooking, the credit in the cart, paying the difference, and the old ticket invalid after.
 */

const ORDER = REBOOKING_IDS.orders.opening;

test('a buyer rebooks an Opening Night ticket to the Winter Quartets and pays the difference', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1300 });
  const orderPage = `/transaction/${ORDER}/${secretFor(ORDER)}`;
  await page.goto(orderPage);
  await expect(page.locator('article[data-status="invalid"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rebook' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Rebook tickets' });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  const tickets = dialog.getByRole('group', { name: 'Which tickets do you want to rebook?' });
  await expect(tickets.getByRole('checkbox')).toHaveCount(2);
  await expect(tickets.getByRole('checkbox').first()).toBeChecked();
  await expect(dialog).toContainText('the selected tickets are locked');
  await expectNoSeriousA11yViolations(page, 'rebooking modal, tickets');
  await dialog.getByRole('button', { name: 'Continue with 1 ticket' }).click();

  const targets = dialog.getByRole('group', { name: 'Which event do you want to go to instead?' });
  await expect(targets.getByRole('radio', { name: /Winter Quartets/ })).toBeEnabled();
  await targets.getByRole('radio', { name: /Winter Quartets/ }).check();
  await expect(dialog.getByTestId('policy-preview')).toContainText('Credited on your new order');
  await expect(dialog.getByTestId('policy-preview')).toContainText('£45.00');
  await page.screenshot({ path: 'test-results/ticket-rebook-target.png' });
  await dialog.getByRole('button', { name: 'Choose new tickets' }).click();

  // Step 1 of the target event, which says it is a rebooking.
  await page.waitForURL(/\/riverside-live\/checkout\/[^?]+\?checkoutId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chamber Season II: Winter Quartets' })).toBeVisible();
  await expect(page.getByText('You are rebooking 1 ticket: their value of £45.00 is credited on this order.')).toBeVisible();
  await page.getByRole('button', { name: 'Add one Single concert' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText(/Added to your cart/)).toBeVisible();
  await page.screenshot({ path: 'test-results/ticket-rebook-step1.png' });

  await page.getByRole('banner').getByRole('button', { name: /^Cart,/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Rebooking credit')).toBeVisible();
  await page.screenshot({ path: 'test-results/ticket-rebook-cart.png' });
  await panel.getByRole('link', { name: 'Details and pay' }).click();

  await expect(page).toHaveURL(/step=2/);
  await fillStepTwoAsAlex(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
  // The new order holds the new ticket, for the Winter Quartets.
  await expect(page.getByRole('article').filter({ hasText: 'Chamber Season II: Winter Quartets' })).toHaveCount(1);

  // The old order: the rebooked ticket is invalid now.
  await page.goto(orderPage);
  await expect(page.locator('article[data-status="invalid"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the rebooking modal at 390 px, in German: the tickets and the targets', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/transaction/${ORDER}/${secretFor(ORDER)}?lang=de`);
  await page.getByRole('button', { name: 'Umbuchen' }).and(page.locator(':enabled')).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tickets umbuchen' });
  await expect(dialog.getByRole('group', { name: 'Welche Tickets möchten Sie umbuchen?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rebooking modal, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-rebook-390-de.png' });
  await dialog.getByRole('button', { name: 'Weiter mit 1 Ticket' }).click();
  await expect(dialog.getByRole('group', { name: 'Zu welcher Veranstaltung möchten Sie stattdessen?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rebooking targets, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-rebook-targets-390-de.png' });
  await dialog.getByRole('button', { name: 'Zurück' }).click();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
