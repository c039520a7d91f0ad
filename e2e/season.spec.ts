import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Season cards (issue 13): Quinn Hale holds six cards of the Riverside Chamber Season
 * (lib/sandbox/seed/season-cards.ts). Quinn sends two concerts of one card to Jamie, one transfer
 * each, then the whole season of another card; sells one concert of a card on the seller's resale
 * site from the season-card sell modal; and offers a concert of the season on the secondary market
 * through the resell wizard's select step. No other journey uses Quinn's cards.
 */

const SHOP = '/riverside-live';
const RECIPIENT = 'jamie.lee@example.com';
const SEASON = 'Riverside Chamber Season';

async function logInAsQuinn(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'quinn.hale@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

async function openSeason(page: Page) {
  await page.goto(`${SHOP}/account/tickets`);
  await page.locator('#main').getByRole('button', { name: new RegExp(`^${SEASON}: show \\d+ tickets$`) }).click();
  return page.getByRole('dialog', { name: SEASON });
}

test('Quinn transfers two concerts of one season card, then the whole season of another', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await logInAsQuinn(page, baseURL);
  const viewer = await openSeason(page);
  await viewer.getByRole('button', { name: 'Transfer' }).click();

  const modal = page.getByRole('dialog', { name: 'Transfer tickets' });
  await modal.getByRole('checkbox', { name: /Seat 1$/ }).check();
  await modal.getByRole('button', { name: 'Continue with 1 ticket' }).click();
  await expect(modal.getByRole('tab', { name: 'Individual events', selected: true })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Whole season' })).toBeVisible();
  await modal.getByRole('checkbox', { name: /Opening Night/ }).check();
  await modal.getByRole('checkbox', { name: /Winter Quartets/ }).check();
  await modal.getByLabel("Recipient's e-mail address").fill(RECIPIENT);
  await expectNoSeriousA11yViolations(page, 'season transfer, individual events');
  await page.screenshot({ path: 'test-results/season-transfer-events.png', fullPage: true });
  await modal.getByRole('button', { name: 'Transfer 1 ticket' }).click();
  const sent = page.getByRole('status').filter({ hasText: `1 ticket sent to ${RECIPIENT}.` });
  await expect(sent).toBeVisible();
  // Dismissed, so the next transfer's notice is the only one (a hovered notice stays until dismissed).
  await sent.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(sent).toBeHidden();

  // The same card again: its two concerts wait for Jamie now, the third is still free.
  await modal.getByRole('checkbox', { name: /Seat 1$/ }).check();
  await modal.getByRole('button', { name: 'Continue with 1 ticket' }).click();
  await expect(modal.getByRole('checkbox', { name: /Winter Quartets/ })).toBeDisabled();
  await expect(modal.getByRole('checkbox', { name: /Spring Serenades/ })).toBeEnabled();
  await modal.getByRole('button', { name: 'Back' }).click();

  // Another card, whole: the first card is still ticked from before.
  await modal.getByRole('checkbox', { name: /Seat 1$/ }).uncheck();
  await modal.getByRole('checkbox', { name: /Seat 2$/ }).check();
  await modal.getByRole('button', { name: 'Continue with 1 ticket' }).click();
  await modal.getByRole('tab', { name: 'Whole season' }).click();
  await expect(modal.getByText(/The recipient receives the season card/)).toBeVisible();
  await modal.getByLabel("Recipient's e-mail address").fill(RECIPIENT);
  await expectNoSeriousA11yViolations(page, 'season transfer, whole season');
  await modal.getByRole('button', { name: 'Transfer 1 ticket' }).click();
  await expect(page.getByText(`1 ticket sent to ${RECIPIENT}.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Three transfers to Jamie wait under Sent; the mails name the concerts and the season.
  await page.goto(`${SHOP}/account/ticket-transfers`);
  await page.locator('#main').getByRole('tab', { name: 'Sent' }).click();
  await expect(page.locator('#main').getByRole('list', { name: 'Sent' }).getByRole('button', { name: `To ${RECIPIENT}` })).toHaveCount(3);
  await page.goto(`/sandbox/mail?recipient=${RECIPIENT}`);
  const mails = page.getByRole('main').getByRole('listitem');
  await expect(mails.filter({ hasText: 'Chamber Season I: Opening Night' })).toHaveCount(1);
  await expect(mails.filter({ hasText: 'Chamber Season II: Winter Quartets' })).toHaveCount(1);
  await expect(mails.filter({ hasText: SEASON })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('Quinn sells one concert of a season card on the resale site, and offers another on the secondary market', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  // The resale site is outside the demo: its page is stood in for.
  await page.route('https://resale.riverside-live.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Riverside Resale Exchange</title><h1>Resale site</h1>' }));
  await logInAsQuinn(page, baseURL);
  const viewer = await openSeason(page);

  await viewer.getByRole('button', { name: 'Upcoming events' }).click();
  const events = page.getByRole('dialog', { name: 'Upcoming events of the season' });
  await expect(events.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'season upcoming events');
  await page.keyboard.press('Escape');

  // The secondary market: the select step, then payout, review and the offer.
  await viewer.getByRole('button', { name: 'Sell', exact: true }).click();
  const resell = page.getByRole('dialog', { name: 'Sell tickets' });
  await expect(resell.getByRole('group', { name: 'Events to sell' })).toBeVisible();
  await expect(resell.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await resell.getByRole('checkbox', { name: /Winter Quartets/ }).check();
  await expectNoSeriousA11yViolations(page, 'season resell, select step');
  await resell.getByRole('button', { name: 'Continue with 1 event' }).click();
  await resell.getByRole('radio').first().check();
  await resell.getByRole('button', { name: 'Continue' }).click();
  await expect(resell.getByText('1 event to sell')).toBeVisible();
  await resell.getByRole('button', { name: 'Offer for resale' }).click();
  await expect(resell.getByText('Your tickets are on sale')).toBeVisible();
  await resell.getByRole('button', { name: 'Done' }).click();

  // The resale site: pick the Spring Serenades, Sell goes there.
  await viewer.getByRole('button', { name: 'Sell an event' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell an event of your season card' });
  await sell.getByRole('radio', { name: /Spring Serenades/ }).check();
  await expectNoSeriousA11yViolations(page, 'season-card sell modal');
  await page.screenshot({ path: 'test-results/season-sell.png' });
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await page.waitForURL(/^https:\/\/resale\.riverside-live\.example\/sell\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('event')).toBe('evt_riverside_season_spring');
  expect(url.searchParams.getAll('ticket')).toHaveLength(1);
  expect(errors).toEqual([]);
});
