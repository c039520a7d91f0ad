import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Transferring a ticket end to end: Alex sends one of the Symphony Under the Stars tickets (an
 * event no other journey counts on) to Jamie from the ticket viewer, sees it under Sent, and the
 * link mailed to Jamie accepts it in Jamie's name.
 */

const SHOP = '/riverside-live';
const RECIPIENT = 'jamie.lee@example.com';

test('Alex transfers a ticket to Jamie, who accepts it from the mailed link', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);

  await page.goto(`${SHOP}/account/tickets`);
  await page.locator('#main').getByRole('button', { name: /^Symphony Under the Stars: show \d+ tickets?$/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Symphony Under the Stars' });
  await viewer.getByRole('button', { name: 'Transfer' }).click();

  const modal = page.getByRole('dialog', { name: 'Transfer tickets' });
  const ticket = modal.getByRole('checkbox').first();
  await expect(ticket).toBeVisible();
  await ticket.check();
  await modal.getByRole('button', { name: 'Continue with 1 ticket' }).click();
  // Submit shows only once there is an e-mail.
  await expect(modal.getByRole('button', { name: 'Transfer 1 ticket' })).toHaveCount(0);
  await modal.getByLabel("Recipient's e-mail address").fill(RECIPIENT);
  await expectNoSeriousA11yViolations(page, 'transfer modal details');
  await modal.getByRole('button', { name: 'Transfer 1 ticket' }).click();
  await expect(page.getByText(`1 ticket sent to ${RECIPIENT}.`)).toBeVisible();
  // Back on the overview: the ticket is pending now and cannot be picked again.
  await expect(modal.getByText(`To ${RECIPIENT}`)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue with 0 tickets' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto(`${SHOP}/account/ticket-transfers`);
  await page.locator('#main').getByRole('tab', { name: 'Sent' }).click();
  const sent = page.locator('#main').getByRole('list', { name: 'Sent' });
  await expect(sent.getByRole('button', { name: `To ${RECIPIENT}` })).toBeVisible();

  await page.goto(`/sandbox/mail?recipient=${RECIPIENT}`);
  const mail = page.getByRole('main').getByRole('listitem').first();
  await expect(mail).toContainText('Symphony Under the Stars');
  await mail.getByRole('link', { name: /^\/ticket-transfer\// }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ticket transfer' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('alex.morgan@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Accept tickets' }).click();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(2);
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Lee');
  await expectNoSeriousA11yViolations(page, 'transfer page');
  await page.getByRole('button', { name: 'Accept tickets' }).click();
  await expect(page.getByText('The tickets are yours now. They have been issued in your name.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Riverside Live' })).toHaveAttribute('href', SHOP);
  expect(errors).toEqual([]);
});
