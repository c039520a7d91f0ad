import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Selling on the secondary market end to end: Alex offers the two River Lights exhibition tickets
 * (resellable, and no other journey counts on them) from the ticket viewer, paid out to the SEPA
 * account, finds the offer on the Secondary market's Active tab and cancels it there again, so
 * the Active tab is back to the one seeded offer the account screens expect.
 */

const SHOP = '/riverside-live';
const EVENT = 'River Lights: Immersive Exhibition';

test('Alex offers exhibition tickets for resale and cancels the offer on the Secondary market', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);

  await page.goto(`${SHOP}/account/tickets`);
  await page.locator('#main').getByRole('button', { name: new RegExp(`^${EVENT}: show \\d+ tickets?$`) }).click();
  const viewer = page.getByRole('dialog', { name: EVENT });
  await viewer.getByRole('button', { name: 'Sell' }).click();

  const modal = page.getByRole('dialog', { name: 'Sell tickets' });
  const continueButton = modal.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await modal.getByRole('radio', { name: /Bank account \(SEPA\) •••• 3000/ }).check();
  await expectNoSeriousA11yViolations(page, 'resell modal payment info');
  await continueButton.click();

  await expect(modal.getByText('2 tickets to sell')).toBeVisible();
  await expect(modal.getByText('Total payout')).toBeVisible();
  await expect(modal.getByText('Fees')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'resell modal review');
  await modal.getByRole('button', { name: 'Offer for resale' }).click();
  await expect(modal.getByText('Your tickets are on sale')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${SHOP}/account/secondary-market`);
  const active = page.locator('#main').getByRole('list', { name: 'Active' });
  await expect(active.getByRole('listitem')).toHaveCount(2);
  await active.getByRole('button', { name: EVENT }).click();
  const offer = page.getByRole('dialog', { name: EVENT });
  await offer.getByRole('button', { name: 'Cancel offer' }).click();
  await expect(offer.getByText('Cancel resell offer?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cancel offer confirmation');
  await offer.getByRole('button', { name: 'Yes, cancel offer' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByText('The resell offer was canceled.')).toBeVisible();
  await expect(active.getByRole('listitem')).toHaveCount(1);
  await expect(active.getByRole('button', { name: EVENT })).toHaveCount(0);

  // The tickets are free again: Sell opens the payout step, not the cancel step.
  await page.goto(`${SHOP}/account/tickets`);
  await page.locator('#main').getByRole('button', { name: new RegExp(`^${EVENT}: show \\d+ tickets?$`) }).click();
  await page.getByRole('dialog', { name: EVENT }).getByRole('button', { name: 'Sell' }).click();
  // Alex's own SEPA account (journeys may have added others by now).
  await expect(page.getByRole('dialog', { name: 'Sell tickets' }).getByRole('radio', { name: /SEPA\) •••• 3000$/ })).toBeVisible();
  expect(errors).toEqual([]);
});
