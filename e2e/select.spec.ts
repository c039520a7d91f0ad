import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, messagesFor } from './support';

/**
 * Issue 13, selecting tickets and transfer in full (spec 01 §5, spec 02 §2, §4, §5): Robin Hayes
 * (robin.hayes@example.com, lib/sandbox/seed/holdings/select.ts) holds four seats side by side at
 * the Midnight Jazz Session (Stalls, Block A, row 6, seats 3 to 6) and three Standing tickets, two
 * of them in a pending transfer to casey.north@example.net. No other journey counts Robin's
 * tickets. Riverside delivers by SMS, so the recipient's phone is asked.
 */

const SHOP = '/riverside-live';
const ROBIN = 'robin.hayes@example.com';
const CASEY = 'casey.north@example.net';
const SKY = 'sky.jones@example.net';
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/select';
mkdirSync(SHOTS, { recursive: true });

async function logIn(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: ROBIN, password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

/** A dialog at phone width, then back to desktop. */
async function photograph(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openTransferModal(page: Page, locale: 'en' | 'de') {
  const { t } = messagesFor(locale);
  const event = locale === 'de' ? 'Mitternachts-Jazz-Session' : 'Midnight Jazz Session';
  await page.goto(`${SHOP}/account/tickets?lang=${locale}`);
  await page.locator('#main').getByRole('button', { name: new RegExp(`^${event}: `) }).click();
  await page.getByRole('dialog', { name: event }).getByRole('button', { name: t('account.tickets.action.transfer') }).click();
  return page.getByRole('dialog', { name: t('account.transferModal.title') });
}

test('Robin transfers two adjacent seats of four; a non-adjacent pick is refused with the notice', async ({ page, baseURL }) => {
  const { t } = messagesFor('en');
  const errors = collectPageErrors(page);
  await logIn(page, baseURL);
  const modal = await openTransferModal(page, 'en');
  const seat = (number: number) => modal.getByRole('checkbox', { name: new RegExp(`Row 6 Seat ${number}\\b`) });
  const standing = modal.getByRole('checkbox', { name: /^Standing/ });
  await expect(seat(3)).toBeEnabled();
  // Until when, and that the recipient may pass them on (spec 02 §9).
  await expect(modal.getByText(/^You can transfer these tickets until .+\.$/)).toBeVisible();
  await expect(modal.getByText(t('account.transferModal.retransfer.allowed'))).toBeVisible();
  // The Standing tickets of Casey's pending transfer are disabled.
  await expect(standing.nth(0)).toBeDisabled();
  await expect(standing.nth(1)).toBeDisabled();

  // Seats 3 and 5 are not side by side: the neutral notice, Continue disabled.
  await seat(3).check();
  await seat(5).check();
  await expect(modal.getByText(t('account.ticketSelection.invalid'))).toBeVisible();
  await expect(modal.getByRole('button', { name: t('account.transferModal.continue', { count: 2 }) })).toBeDisabled();
  // Once seats are chosen, the Standing ticket is of another seating kind.
  await expect(standing.nth(2)).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'transfer modal with an invalid selection');
  await photograph(page, 'transfer-invalid-selection');

  await seat(5).uncheck();
  await seat(4).check();
  await expect(modal.getByText(t('account.ticketSelection.invalid'))).toHaveCount(0);
  await modal.getByRole('button', { name: t('account.transferModal.continue', { count: 2 }) }).click();

  await modal.getByLabel(t('account.transferModal.email')).fill(SKY);
  await modal.getByRole('combobox', { name: t('fields.phone.country') }).selectOption('GB');
  await modal.getByLabel(t('account.transferModal.phone')).fill('07911 123456');
  // Casey, the pending transfer's recipient, is among the last recipients.
  await expect(modal.getByRole('group', { name: t('account.transferModal.recent') }).getByRole('button', { name: CASEY })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'transfer modal details with phone');
  await photograph(page, 'transfer-details');
  await modal.getByRole('button', { name: t('account.transferModal.submit', { count: 2 }) }).click();
  await expect(page.getByText(t('account.transferModal.success', { count: 2, email: SKY }))).toBeVisible();

  // Back on the overview: the two seats wait in the new transfer, the other two are free.
  await expect(modal.getByRole('button', { name: new RegExp(`^To ${SKY.replace(/\./g, '\\.')}`) })).toBeVisible();
  await expect(seat(3)).toBeDisabled();
  await expect(seat(4)).toBeDisabled();
  await expect(seat(5)).toBeEnabled();
  await page.keyboard.press('Escape');

  await page.goto(`/sandbox/mail?recipient=${SKY}`);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Midnight Jazz Session');
  expect(errors).toEqual([]);
});

test('German: Robin cancels the pending transfer to Casey from the Sent tab after a confirmation naming the e-mail', async ({ page, baseURL }) => {
  const { t } = messagesFor('de');
  const errors = collectPageErrors(page);
  await logIn(page, baseURL);
  await page.goto(`${SHOP}/account/ticket-transfers?lang=de`);
  await page.locator('#main').getByRole('tab', { name: t('account.transfers.tab.sent') }).click();
  const sent = page.locator('#main').getByRole('list', { name: t('account.transfers.tab.sent') });
  await sent.getByRole('button', { name: t('account.transfers.to', { email: CASEY }) }).click();

  const group = page.getByRole('dialog', { name: t('account.transfers.group.title', { email: CASEY }) });
  await group.getByRole('button', { name: t('account.transferCancel.open') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('account.transferCancel.confirmTitle') });
  await expect(confirm).toContainText(CASEY);
  await expect(confirm.getByRole('button', { name: t('account.transferCancel.keep') })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'cancel transfer confirmation (German)');
  await photograph(page, 'cancel-transfer-confirm-de');
  await confirm.getByRole('button', { name: t('account.transferCancel.confirm') }).click();

  await expect(page.getByText(t('account.transferCancel.done', { email: CASEY }))).toBeVisible();
  await expect(group).toHaveCount(0);
  await expect(sent.getByText(t('account.transfers.status.rejectedOrCanceled'), { exact: true })).toBeVisible();
  await expect(sent.getByRole('button', { name: t('account.transfers.to', { email: CASEY }) })).toHaveCount(0);

  // The Standing tickets are Robin's to transfer again.
  const modal = await openTransferModal(page, 'de');
  const standing = modal.getByRole('checkbox', { name: /^Standing/ });
  await expect(standing).toHaveCount(3);
  for (const index of [0, 1, 2]) await expect(standing.nth(index)).toBeEnabled();
  expect(errors).toEqual([]);
});
