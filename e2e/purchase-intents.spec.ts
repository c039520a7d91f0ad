import { expect, test, type Page } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { INTENT_IDS } from '../lib/sandbox/seed/holdings/purchase-intents.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex, messagesFor } from './support';

/**
 * Purchase intents (issue 12): Alex completes two open intents of different events (Blues & Brews'
 * two Floor tickets and the jazz session's drinks and programmes) in one checkout with Complete
 * multiple, pays at step 2 with the test card, and both show completed. Then an intent is canceled
 * from its page, in German. The modal, the intent page and its confirmation pass axe.
 *
 * The products-only jazz intent is the one completed, so the account's jazz tickets stay as later
 * journeys count them; Blues & Brews tickets are counted by none.
 */

const SHOP = '/riverside-live';
const intentPage = (id: string) => `/purchaseintent/${id}/${secretFor(id)}`;

async function logIn(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

test('Alex completes two open purchase intents of different events in one checkout and pays at step 2', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1200 });
  await logIn(page, baseURL);
  await page.goto(`${SHOP}/account/purchaseintents`);
  const main = page.locator('#main');
  await main.getByRole('button', { name: 'Complete multiple' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete multiple purchase intents' });
  const choices = dialog.getByRole('group', { name: 'Purchase intents you can complete online' });
  const blues = choices.getByRole('checkbox', { name: /^Blues & Brews 2 tickets/ });
  const jazzProducts = choices.getByRole('checkbox', { name: /^Midnight Jazz Session 6 products/ });
  const jazzTickets = choices.getByRole('checkbox', { name: /^Midnight Jazz Session 2 tickets/ });
  // The others apart, saying why: the box office only, and one the seller has not approved yet.
  const apart = dialog.getByRole('region', { name: 'Cannot be completed online' });
  await expect(apart.getByText('It can only be completed at the box office.')).toBeVisible();
  await expect(apart.getByText('The seller has not approved this purchase intent yet.')).toBeVisible();
  await expect(apart.getByRole('checkbox')).toHaveCount(0);
  // At least one.
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();

  // One per event: choosing the jazz products sets the jazz tickets aside.
  await jazzProducts.check();
  await expect(jazzTickets).toBeDisabled();
  await expect(jazzTickets).toHaveAccessibleDescription(/Another purchase intent for this event is already chosen\.$/);
  await blues.check();
  await expectNoSeriousA11yViolations(page, 'complete multiple modal');
  await page.screenshot({ path: 'test-results/purchase-intents-complete-multiple.png' });
  await dialog.getByRole('button', { name: 'Continue with 2 purchase intents' }).click();

  // Step 2 of the new checkout, with the intents' contact details already in.
  await page.waitForURL(/\/riverside-live\/checkout\/[^?]+\?.*step=2/);
  await expect(page.getByRole('textbox', { name: /^E-mail/ }).first()).toHaveValue('alex.morgan@example.com');
  await fillStepTwoAsAlex(page);
  // £44 of Floor tickets and £38 of drinks and programmes, at the intents' prices.
  await page.getByRole('button', { name: 'Pay £82.00' }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
  await expect(page.locator('#main').getByText('2 × Programme booklet')).toBeVisible();
  await expect(page.locator('#main').getByText('4 × Drink voucher')).toBeVisible();

  // Both are completed now.
  await page.goto(`${SHOP}/account/purchaseintents`);
  await main.getByRole('tab', { name: 'Closed' }).click();
  const closed = main.getByRole('list', { name: 'Closed' });
  await expect(closed.getByRole('listitem').filter({ hasText: 'Blues & Brews' })).toContainText('Completed');
  await expect(closed.getByRole('listitem').filter({ hasText: '6 products' })).toContainText('Completed');
  await page.goto(intentPage(INTENT_IDS.bluesPair));
  await expect(page.locator('#main').getByText('This purchase intent was completed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete online' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a buyer cancels a purchase intent from its page, in German', async ({ page }) => {
  const errors = collectPageErrors(page);
  const { t } = messagesFor('de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${intentPage(INTENT_IDS.jazzAwaiting)}?lang=de`);
  const main = page.locator('#main');
  await expect(main.getByRole('heading', { level: 1, name: t('intentPage.title') })).toBeVisible();
  await expect(main.getByText(t('account.intents.status.awaiting'), { exact: true })).toBeVisible();
  // Awaiting the seller's approval: nothing to complete yet, but its strategy lets the buyer cancel.
  await expect(main.getByText(t('account.intents.refusal.awaitingApproval'))).toBeVisible();
  await expect(main.getByRole('button', { name: t('intentPage.complete') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'purchase intent page (de)');

  await main.getByRole('button', { name: t('intentPage.cancel') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('intentPage.cancelConfirm.title') });
  await expect(confirm.getByRole('button', { name: t('intentPage.cancelConfirm.keep') })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'cancel purchase intent confirmation (de)');
  await confirm.getByRole('button', { name: t('intentPage.cancel') }).click();

  await expect(main.getByText(t('intentPage.canceled'))).toBeFocused();
  await expect(main.getByText(t('account.intents.status.canceled'), { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: t('intentPage.cancel') })).toHaveCount(0);
  // Read again: it stays canceled.
  await page.reload();
  await expect(main.getByText(t('account.intents.status.canceled'), { exact: true })).toBeVisible();
  await expect(main.getByText(t('intentPage.closed.canceled'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('an intent that cannot be completed online says why on its page', async ({ page }) => {
  await page.goto(intentPage(INTENT_IDS.orchestraPos));
  const main = page.locator('#main');
  await expect(main.getByText('It can only be completed at the box office.')).toBeVisible();
  await expect(main.getByText('Pay at the box office when you collect the tickets.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Complete online' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
