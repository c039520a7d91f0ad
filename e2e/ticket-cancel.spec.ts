import { expect, test } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Cancelling a ticket from the order page of the confirmation mail (issue 11), inside a seller's
 * page that embeds the shop: the policy preview first, the ticket then shows invalid, and the
 * embedding page receives the versioned message. FRAME_ANCESTORS is the default 'self', so the
 * parent is a page on the shop's own origin (served by the test, not the shop).
 */

const TID = 'tx_alex_003';
const ORDER = `/transaction/${TID}/${secretFor(TID)}`;
const TICKET = 'tkt_alex_comedy_1';

test('a buyer cancels a ticket on the order page inside an embedding page, which is told', async ({ page, baseURL }) => {
  const errors = collectPageErrors(page);
  const parentUrl = `${baseURL}/__embedding-parent-test`;
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Seller site</title><body><main><h1>Seller site</h1>
        <iframe title="Ticket shop" src="${ORDER}" width="1000" height="1400"></iframe></main>
        <script>window.received = []; addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));</script></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1100, height: 1500 });
  await page.goto(parentUrl);
  const shop = page.frameLocator('iframe[title="Ticket shop"]');

  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  // The order already holds one cancelled seat (the seed's); the cancellation adds the second.
  await expect(shop.locator('article[data-status="invalid"]')).toHaveCount(1);
  const cancellable = await shop.getByRole('button', { name: 'Cancel ticket' }).count();
  await shop.getByRole('button', { name: 'Cancel ticket' }).first().click();
  const dialog = shop.getByRole('dialog', { name: 'Cancel this ticket?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('policy-preview')).toContainText('Possible until');
  await expect(dialog.getByTestId('policy-preview')).toContainText('Free of charge');
  await expect(dialog.getByRole('button', { name: 'Keep ticket' })).toBeFocused();

  await page.screenshot({ path: 'test-results/ticket-cancel-modal-embedded.png' });

  await dialog.getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([
    { origin: new URL(baseURL ?? '').origin, data: { source: 'ticketshop', version: 1, type: 'ticketAction.completed', action: 'cancel', ticketIds: [TICKET] } },
  ]);
  // The refreshed page shows the ticket invalid, and no cancel button for it any more.
  await expect(shop.locator('article[data-status="invalid"]')).toHaveCount(2);
  await expect(shop.getByRole('button', { name: 'Cancel ticket' })).toHaveCount(cancellable - 1);
  expect(errors).toEqual([]);
});

test('the cancellation modal on the order page passes axe at 390 px, in German too', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // Another order than the first test's, whose cancellable ticket is still valid.
  await page.goto(`/transaction/tx_alex_001/${secretFor('tx_alex_001')}?lang=de`);
  await page.getByRole('button', { name: 'Ticket stornieren' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Dieses Ticket stornieren?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('policy-preview')).toContainText('Möglich bis');
  await expectNoSeriousA11yViolations(page, 'cancellation modal, 390 px, German');
  await page.screenshot({ path: 'test-results/ticket-cancel-modal-390-de.png' });
  await dialog.getByRole('button', { name: 'Ticket behalten' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
