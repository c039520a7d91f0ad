import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, messagesFor } from './support';

/**
 * Issue 12, helper "move": a new payment method takes subscriptions and payment plans over (the
 * update modal), the subscription page changes its method by the plan's policy and names its
 * billing interval, and a saved card pays at checkout with its CVC. Alex Morgan on Riverside Live;
 * the state is set up through the sandbox's own API (/sandbox/api/…), not through other screens.
 */

const SHOP = '/riverside-live';
const EMAIL = 'alex.morgan@example.com';
const PASSWORD = 'demo1234';
/** A valid IBAN the seed does not use: its account shows as "•••• 5432". */
const NEW_SEPA = { iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L', accountHolderName: 'Alex Morgan' };

async function logIn(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: EMAIL, password: PASSWORD } });
  expect(answer.status()).toBe(200);
}

/** Adds a SEPA account for Alex straight through the sandbox API (spec 02 §7 POST /api/customers/me/payment-methods). */
async function addSepaThroughTheApi(page: Page, baseURL: string | undefined) {
  const origin = baseURL ?? '';
  const login = await page.request.post('/sandbox/api/public/customers/login', { headers: { origin }, data: { sellerId: 'sel_riverside', email: EMAIL, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/sandbox/api/customers/me/payment-methods', {
    headers: { origin, authorization: `Bearer ${token}` },
    data: { gatewayId: 'gw_riverside_sepa_payout', data: NEW_SEPA },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Blues & Brews, one Floor ticket (no personalization), to step 2 with Alex's details. */
async function toStepTwo(page: Page) {
  await page.goto(`${SHOP}/checkout/evt_riverside_blues`);
  await page.getByRole('button', { name: 'Add one Floor' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Details and pay' }).click();
  await expect(page).toHaveURL(/step=2/);
  const box = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await box('First name').fill('Alex');
  await box('Last name').fill('Morgan');
  await box('Street and house number').fill('22 Bankside Row');
  await box('Postcode').fill('SE1 9JT');
  await box('Town or city').fill('London');
  await box('E-mail').fill(EMAIL);
  await box('Repeat e-mail').fill(EMAIL);
}

/** The club subscription (it renews automatically) from the account's list. */
async function openClubSubscription(page: Page, lang = 'en') {
  const { t } = messagesFor(lang === 'de' ? 'de' : 'en');
  await page.goto(`${SHOP}/account/subscriptions?lang=${lang}`);
  const list = page.locator('#main').getByRole('list', { name: t('account.subscriptions.title') });
  await list.getByRole('listitem').filter({ hasText: t('account.subscriptions.autorenewal') }).getByRole('link').click();
  await expect(page).toHaveURL(/\/subscription\/sub_alex_club\/[^/?]+/);
  // The page lives outside the shop's path: its language is asked for again.
  if (lang !== 'en') await page.goto(`${page.url().split('?')[0]}?lang=${lang}`);
}

test.describe('move to the new method, subscriptions and saved cards (issue 12)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await logIn(page, baseURL);
  });

  test('a new SEPA account: the update modal moves a subscription and a payment plan to it', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await addSepaThroughTheApi(page, baseURL);
    await page.goto(`${SHOP}/account/payment-methods`);
    const dialog = page.getByRole('dialog', { name: 'Use your new payment method?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/SEPA Direct Debit •••• 5432/);
    const subscriptions = dialog.getByRole('group', { name: 'Subscriptions' });
    const plans = dialog.getByRole('group', { name: 'Payment plans' });
    await expect(subscriptions.getByRole('checkbox', { name: /Riverside Club annual membership/ })).toBeChecked();
    await expect(plans.getByRole('checkbox', { name: /20% now, then 3 monthly instalments/ }).first()).toBeChecked();
    // Plans whose strategy never allows a change, and what has ended, are not offered.
    await expect(dialog.getByRole('checkbox', { name: /Programme by post|deposit/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'update modal after a new method');

    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Moved to SEPA Direct Debit •••• 5432.')).toBeVisible();

    await openClubSubscription(page);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('SEPA Direct Debit •••• 5432', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the subscription page shows "per year" and changes its method where the plan allows it; never is explained', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openClubSubscription(page);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(/^£\d+\.\d\d per year$/)).toBeVisible();
    const select = details.getByRole('combobox', { name: 'New payment method' });
    const chosen = (await select.locator('option').first().textContent()) ?? '';
    expect(chosen).toMatch(/•••• \d{4}$/);
    await select.selectOption({ label: chosen });
    await details.getByRole('button', { name: 'Change payment method' }).click();
    await expect(details.getByRole('status')).toHaveText('Payment method changed.');
    // Read afresh: the method in use is named, and no longer offered as a new one.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Details' }).getByText(chosen, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'subscription page');

    // The programme's plan never allows a change: the page says so and offers none.
    await page.goto(`${SHOP}/account/subscriptions`);
    await page.locator('#main').getByRole('link', { name: 'Programme by post' }).click();
    const programme = page.getByRole('region', { name: 'Details' });
    await expect(programme.getByText('every 4 weeks')).toBeVisible();
    await expect(programme.getByText('The payment method of this subscription cannot be changed.')).toBeVisible();
    await expect(programme.getByRole('button', { name: 'Change payment method' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('German: the subscription page says "pro Jahr" and offers "Zahlungsmethode ändern"', async ({ page }) => {
    const { t } = messagesFor('de');
    await openClubSubscription(page, 'de');
    const details = page.getByRole('region', { name: t('account.subscription.details') });
    await expect(details.getByText(/^\d+,\d\d[\s\u00a0]£ pro Jahr$|^£\d+[.,]\d\d pro Jahr$/)).toBeVisible();
    await expect(details.getByRole('button', { name: t('account.subscription.changeMethod.submit') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'subscription page (German)');
  });

  test('a saved card pays with its CVC; a wrong CVC is refused with a message and the typed details stay', async ({ page }) => {
    const errors = collectPageErrors(page);
    await toStepTwo(page);
    const choice = page.getByRole('group', { name: 'Pay with' });
    await expect(choice.getByRole('radio', { name: 'A new card' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Visa •••• 5556' }).check();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    const cvc = page.getByLabel('Security code (CVC) of Visa •••• 5556');
    await cvc.fill('999');
    await page.getByRole('button', { name: /^Pay £/ }).click();

    const failed = page.getByRole('alertdialog', { name: 'Payment not verified' });
    await expect(failed).toContainText('The security code does not match this card. Check it and try again.');
    await expectNoSeriousA11yViolations(page, 'wrong CVC of a saved card');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    // The details and the chosen card are kept; the code is asked again.
    await expect(page.getByRole('textbox', { name: /^Street and house number/ }).first()).toHaveValue('22 Bankside Row');
    await expect(choice.getByRole('radio', { name: 'Visa •••• 5556' })).toBeChecked();
    await expect(cvc).toHaveValue('');

    await cvc.fill('123');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a new card saved at checkout is listed among the payment methods', async ({ page }) => {
    await toStepTwo(page);
    const card = page.locator('form').filter({ has: page.getByLabel('Card number') }).first();
    await card.getByLabel('Card number').fill('6011 1111 1111 1117');
    await card.getByLabel('Expiry date (MM/YY)').fill('09/33');
    await card.getByLabel('Security code (CVC)').fill('321');
    await card.getByRole('checkbox', { name: 'Save this card for my next purchases' }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);

    await page.goto(`${SHOP}/account/payment-methods`);
    const list = page.locator('#main').getByRole('list', { name: 'Payment methods' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Discover •••• 1117' })).toContainText('Expires 09/33');
  });
});
