import { expect, test } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { REPERSONALIZATION_IDS } from '../lib/sandbox/seed/holdings/repersonalizations.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex } from './support';

/**
 * Re-personalizing a ticket (issue 11): a free change of the holder on the order page, a ticket
 * whose one change is used showing why not; and the paid flow — the fee's checkout at step 2, paid
 * with the sandbox's test card, after which the holder is changed free once.
 */

const ORDER = REPERSONALIZATION_IDS.order;
const JAZZ_ORDER = 'tx_alex_001';

test('a buyer changes the holder of a ticket free of charge on the order page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1200 });
  await page.goto(`/transaction/${ORDER}/${secretFor(ORDER)}`);

  const buttons = page.getByRole('button', { name: 'Re-personalize' });
  await expect(buttons).toHaveCount(2);
  // Both wait, disabled, until the page has hydrated; then only the used one stays disabled.
  const used = buttons.and(page.locator(':disabled'));
  await expect(used).toHaveCount(1);
  await expect(used).toHaveAccessibleDescription('The holder of this ticket cannot be changed again.');

  await buttons.and(page.locator(':enabled')).click();
  const dialog = page.getByRole('dialog', { name: 'Re-personalize ticket' });
  await expect(dialog.getByTestId('policy-preview')).toContainText('Free of charge');
  await expect(dialog.getByTestId('policy-preview')).toContainText('Changes left');
  await expect(dialog.getByLabel(/First name/)).toHaveValue('Alex');
  await dialog.getByLabel(/First name/).fill('Jamie');
  await dialog.getByLabel(/Last name/).fill('Lee');
  await expectNoSeriousA11yViolations(page, 're-personalization form');
  await page.screenshot({ path: 'test-results/ticket-repersonalize-free.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The ticket is now in the name of Jamie Lee.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Jamie Lee', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the paid flow: the new holder entered, the fee paid at step 2, the ticket in the new name', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1300 });
  const orderPage = `/transaction/${JAZZ_ORDER}/${secretFor(JAZZ_ORDER)}`;
  await page.goto(orderPage);
  await page.getByRole('button', { name: 'Re-personalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-personalize ticket' });
  await expect(dialog).toContainText('Changing the holder of this ticket costs £5.00.');
  await expect(dialog.getByTestId('policy-preview')).toContainText('£5.00');
  await dialog.getByLabel(/First name/).fill('Jamie');
  await dialog.getByLabel(/Last name/).fill('Lee');
  await expectNoSeriousA11yViolations(page, 're-personalization with a fee');
  await page.screenshot({ path: 'test-results/ticket-repersonalize-fee.png' });
  await dialog.getByRole('button', { name: 'Pay £5.00 and continue' }).click();

  // Step 2 of the fee's checkout: the buyer's details, then the test card.
  await expect(page).toHaveURL(/\/riverside-live\/checkout\/[^?]+\?checkoutId=.+&step=2/);
  await expect(page.getByText('£5.99').first()).toBeVisible();
  await fillStepTwoAsAlex(page);
  await page.screenshot({ path: 'test-results/ticket-repersonalize-step2.png', fullPage: true });
  await page.getByRole('button', { name: /^Pay £5\.99/ }).click();

  // Paid: back on the order page of the ticket, now in the new holder's name.
  await page.waitForURL((url) => url.pathname === orderPage);
  await expect(page.getByRole('article').first().getByText('Jamie Lee')).toBeVisible();
  // The next change costs the fee again.
  await page.getByRole('button', { name: 'Re-personalize' }).click();
  await expect(page.getByRole('dialog', { name: 'Re-personalize ticket' })).toContainText('costs £5.00');
  expect(errors).toEqual([]);
});

test('the re-personalization form at 390 px, in German', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/transaction/${ORDER}/${secretFor(ORDER)}?lang=de`);
  await page.getByRole('button', { name: 'Umpersonalisieren' }).and(page.locator(':enabled')).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket umpersonalisieren' });
  await expect(dialog.getByTestId('policy-preview')).toContainText('Kostenlos');
  await expectNoSeriousA11yViolations(page, 're-personalization, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-repersonalize-390-de.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
