import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * The account shell: login prompt, verification screen, menu by the visibility rule, Edit,
 * Security with the mailed reset link, logout to the custom logout URL, 404s and headers.
 * Runs in order on one fresh sandbox: the password reset changes Alex's password, so it comes last.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? 'test-results/account-shell-shots';
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  en: { email: 'E-mail address', password: 'Password', submit: 'Log in' },
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
} as const;

async function logIn(page: Page, shop: string, email: string, password = 'demo1234', lang: 'en' | 'de' = 'en', path = 'tickets') {
  await page.goto(`/${shop}/account/${path}`);
  const form = page.locator('main form');
  await form.getByLabel(TEXT[lang].email).fill(email);
  await form.getByLabel(TEXT[lang].password).fill(password);
  await form.getByRole('button', { name: TEXT[lang].submit }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: /My account|Mein Konto/ });

test('the unverified customer sees only the verification screen, with the resend rule', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'riverside-live', 'jamie.lee@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Please confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('jamie.lee@example.com')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  // Seeded ten minutes ahead of the sandbox's start (SEEDED_VERIFICATION_WAIT_MS): still ahead now.
  const resend = page.getByRole('button', { name: 'Send the e-mail again' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/You can request another e-mail at \d{2}:\d{2}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'verification screen');
  await shoot(page, 'verification');

  // Every account page is the same screen until the address is confirmed.
  await page.goto('/riverside-live/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Please confirm your e-mail address' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('account pages: 404 for unknown values, noindex and private no-store', async ({ page, request }) => {
  // Unknown values, and pages the shop offers nobody (even before a login).
  for (const path of ['/riverside-live/account/nope', '/riverside-live/account/Tickets', '/riverside-live/account/tickets/more', '/little-theatre/account/edit', '/kulturhaus-lindenau/account/subscriptions']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const answer = await request.get('/riverside-live/account/tickets');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('private');
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  const reset = await request.get('/riverside-live/account/reset-password');
  expect(reset.status()).toBe(200);
  expect(reset.headers()['cache-control']).toContain('no-store');

  await page.goto('/riverside-live/account/tickets');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the login prompt: field errors, wrong password, then into the requested page with the riverside menu', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/riverside-live/account/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/riverside-live/account/reset-password');
  await expectNoSeriousA11yViolations(page, 'login prompt');
  await shoot(page, 'login-prompt');

  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please fill in this field.').first()).toBeVisible();

  await form.getByLabel('E-mail address').fill('alex.morgan@example.com');
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid e-mail or password.');

  await form.getByLabel('Password').fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  const menu = accountMenu(page);
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/riverside-live\/account\/transactions$/);
  await expect(menu.getByRole('link')).toHaveText([
    'Tickets',
    'Ticket transfers',
    'Orders',
    'Subscriptions',
    'Purchase intents',
    'Secondary market',
    'Payment plans',
    'Memberships',
    'My account',
    'Payment methods',
    'Security',
  ]);
  await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Customer no. 100045')).toBeVisible();
  await expect(page.getByRole('link', { name: /Delete account/ })).toHaveAttribute('href', /^https:\/\/help\.riverside-live\.example\/contact\?subject=/);

  // The hover address, by keyboard.
  await page.getByRole('button', { name: 'Show address' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('22 Bankside Row');
  await page.screenshot({ path: `${SHOTS}/address-card-1280.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  // The pill's dropdown, by keyboard.
  const pill = page.getByRole('banner').getByRole('button', { name: 'Alex' });
  await pill.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByRole('menuitem')).toHaveText([
    'Tickets',
    'Ticket transfers',
    'Orders',
    'Subscriptions',
    'Purchase intents',
    'Secondary market',
    'Payment plans',
    'My account',
    'Payment methods',
    'Log out',
  ]);
  await expect(dropdown.getByRole('menuitem', { name: 'Tickets' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/pill-dropdown-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  await menu.getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/account\/tickets$/);
  await expect(menu.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
  await shoot(page, 'account-layout');
  expect(errors).toEqual([]);
});

test('Edit: an invalid submit sends nothing; the address autocomplete fills the fields; a valid save reloads the customer', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'riverside-live', 'alex.morgan@example.com', 'demo1234', 'en', 'edit');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shops/riverside-live/account/me')) saves.push(request.method());
  });
  await expectNoSeriousA11yViolations(page, 'edit page');
  await shoot(page, 'edit');

  await page.getByLabel(/First name/).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some inputs are invalid' })).toBeVisible();
  await expect(page.getByLabel(/First name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/First name/)).toBeFocused();
  expect(saves).toEqual([]);

  await page.getByLabel(/First name/).fill('Alexandra');
  const address = page.getByRole('combobox', { name: /Address/ });
  await address.fill('');
  await address.pressSequentially('Court Bro');
  const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
  await expect(suggestions.getByRole('option')).toHaveText(['75 Court Street, Brooklyn, NY 11201']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('75 Court Street');
  await expect(page.getByLabel(/Postal code/)).toHaveValue('11201');
  await expect(page.getByLabel(/City/)).toHaveValue('Brooklyn');
  await expect(page.getByLabel(/Country/)).toHaveValue('US');
  await expect(page.getByLabel(/State or province/)).toHaveValue('NY');
  await shoot(page, 'edit-filled');

  // Another country without states clears the state.
  await page.getByLabel(/Country/).selectOption('DE');
  await expect(page.getByLabel(/State or province/)).toHaveCount(0);
  await page.getByLabel(/Country/).selectOption('US');
  await expect(page.getByLabel(/State or province/)).toHaveValue('');
  await page.getByLabel(/State or province/).selectOption('NY');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your personal information has been saved.' })).toBeVisible();
  expect(saves).toEqual(['PUT']);
  // The customer is loaded again: the menu and the pill show the new name.
  await expect(accountMenu(page).locator('xpath=..').getByText('Alexandra Morgan')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Alexandra' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/First name/)).toHaveValue('Alexandra');
  await expect(page.getByLabel(/State or province/)).toHaveValue('NY');
  expect(errors).toEqual([]);
});

test('the little theatre shows only the entries its settings allow; hidden pages are 404 by URL', async ({ page }) => {
  await logIn(page, 'little-theatre', 'taylor.brooks@example.com');
  const menu = accountMenu(page);
  // Features off; personal information hidden, which also removes My account although an external
  // account settings URL is set (spec 01 §2: "present unless the seller hides personal information").
  await expect(menu.getByRole('link')).toHaveText(['Tickets', 'Orders']);
  await expect(page.getByRole('button', { name: 'Show address' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Delete account/ })).toHaveCount(0);
  for (const hidden of ['edit', 'security', 'subscriptions', 'ticket-transfers', 'payment-methods', 'memberships', 'secondary-market']) {
    const answer = await page.request.get(`/little-theatre/account/${hidden}`);
    expect(answer.status(), hidden).toBe(404);
  }
  expect((await page.request.get('/little-theatre/account/transactions')).status()).toBe(200);
});

test('logging out of the German shop leads to its custom logout URL', async ({ page }) => {
  await page.route('https://www.kulturhaus-lindenau.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Abgemeldet</title><h1>Abgemeldet</h1>' }));
  await logIn(page, 'kulturhaus-lindenau', 'lena.fischer@example.com', 'demo1234', 'de');
  await expect(accountMenu(page)).toBeVisible();
  await expect(accountMenu(page).getByRole('link')).toHaveText(['Tickets', 'Ticketweitergaben', 'Bestellungen', 'Mein Konto', 'Zahlungsmethoden', 'Sicherheit']);
  await shoot(page, 'account-layout-de');
  await page.getByRole('banner').getByRole('button', { name: 'Lena' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('https://www.kulturhaus-lindenau.example/abgemeldet');
  await expect(page.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible();

  await page.goto('/kulturhaus-lindenau/account/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'In Ihrem Konto anmelden' })).toBeVisible();
});

test('Security: the reset mail lands in the sandbox outbox; its link sets a new password that works at the next login', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'riverside-live', 'alex.morgan@example.com', 'demo1234', 'en', 'security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'security page');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(dialog).toContainText('alex.morgan@example.com');
  await shoot(page, 'security-dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/sandbox/mail?recipient=alex.morgan@example.com');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const mail = page.getByRole('main').getByRole('listitem').first();
  await expect(mail).toContainText('alex.morgan@example.com');
  await shoot(page, 'sandbox-mail');
  await mail.getByRole('link', { name: /\/riverside-live\/account\/reset-password\?token=/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('river-2030');
  await page.getByLabel('Repeat the new password').fill('river-2031');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('river-2030');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // The reset ended the login in this browser too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in', exact: true }).last().click();
  const form = page.locator('main form');
  await form.getByLabel('E-mail address').fill('alex.morgan@example.com');
  await form.getByLabel('Password').fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await form.getByLabel('Password').fill('river-2030');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(errors).toEqual([]);

  // Other journeys share this sandbox: Alex gets the demo password back through the same mail flow.
  const origin = new URL(page.url()).origin;
  const again = await page.request.post('/api/shops/riverside-live/account/password-reset', { headers: { origin }, data: {} });
  expect(again.status()).toBe(204);
  await page.goto('/sandbox/mail?recipient=alex.morgan@example.com');
  const link = await page.getByRole('main').getByRole('listitem').first().getByRole('link', { name: /reset-password\?token=/ }).getAttribute('href');
  const token = new URL(link ?? '', origin).searchParams.get('token') ?? '';
  const restored = await page.request.post('/api/shops/riverside-live/account/password-reset/confirm', { headers: { origin }, data: { token, password: 'demo1234' } });
  expect(restored.ok()).toBe(true);
});
