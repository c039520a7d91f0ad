import { expect, test } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { RETURN_IDS } from '../lib/sandbox/seed/holdings/returns.ts';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Returning a ticket for a refund (issue 11): the 2-step wizard on the order page of the
 * confirmation mail (preview, then the amount and the refund's reference), a ticket whose refund
 * deadline has passed shown disabled with the reason; and the same modal in the account area, in
 * German at 390 px, for a ticket inside the half-refund phase. The demo's return tickets are used
 * by no other journey.
 */

const SHOP = '/riverside-live';
const BLUES = RETURN_IDS.orders.blues;

test('a buyer returns a ticket from the order page: preview, then the amount and a reference; the page shows it invalid', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1100, height: 1200 });
  await page.goto(`/transaction/${BLUES}/${secretFor(BLUES)}`);

  const buttons = page.getByRole('button', { name: 'Return ticket' });
  await expect(buttons).toHaveCount(2);
  // The ticket that could only be returned within two days of ordering says why it cannot.
  const late = buttons.and(page.locator(':disabled'));
  await expect(late).toHaveCount(1);
  await expect(late).toHaveAccessibleDescription('The deadline for this has passed.');

  await buttons.and(page.locator(':enabled')).click();
  const dialog = page.getByRole('dialog', { name: 'Return this ticket?' });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  const preview = dialog.getByTestId('policy-preview');
  await expect(preview).toContainText('You get back');
  await expect(preview).toContainText('£22.00');
  await expect(preview).toContainText('Possible until');
  await expect(dialog.getByRole('region', { name: 'Returned together' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Keep ticket' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'return modal, preview');
  await page.screenshot({ path: 'test-results/ticket-return-preview.png' });

  await dialog.getByRole('button', { name: 'Return ticket' }).click();
  const done = page.getByRole('dialog', { name: 'Ticket returned' });
  await expect(done.getByText('Step 2 of 2')).toBeVisible();
  await expect(done.getByRole('status')).toHaveText('£22.00 will be refunded to the payment method you paid with.');
  await expect(done.locator('code')).toHaveText(/^RF-[A-Z2-9]{8}$/);
  await page.screenshot({ path: 'test-results/ticket-return-confirmed.png' });
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();

  // The refreshed page: the returned ticket is invalid and offers no return any more.
  await expect(page.locator('article[data-status="invalid"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Return ticket' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Return ticket' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('in the account area, in German at 390 px: the half refund of a ticket five days before the event', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const login = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(login.status()).toBe(200);
  await page.goto(`${SHOP}/account/tickets?lang=de`);
  await page.locator('#main').getByRole('button', { name: /^Comedy Night: Stand Up Riverside: \d+ Tickets? anzeigen$/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Comedy Night: Stand Up Riverside' });
  // The viewer loads the event's tickets when it opens (issue 9).
  await expect(viewer.getByTestId('ticket-viewer-stage')).toBeVisible();
  // Page through the viewer to the ticket of the return order (the one on the back tables).
  const returnButton = viewer.getByRole('button', { name: 'Ticket zurückgeben' });
  for (let turn = 0; turn < 10 && !(await viewer.getByText('Back tables').isVisible()); turn += 1) {
    await viewer.getByRole('button', { name: 'Nächstes Ticket' }).click();
  }
  await expect(viewer.getByText('Back tables')).toBeVisible();
  await returnButton.click();

  const dialog = page.getByRole('dialog', { name: 'Dieses Ticket zurückgeben?' });
  const preview = dialog.getByTestId('policy-preview');
  await expect(preview).toContainText('Sie erhalten zurück');
  await expect(preview).toContainText('10,00');
  await expectNoSeriousA11yViolations(page, 'return modal, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-return-390-de.png' });
  await dialog.getByRole('button', { name: 'Ticket behalten' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
