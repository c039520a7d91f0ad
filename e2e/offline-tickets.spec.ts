import { expect, test, type Page } from '@playwright/test';
import { secretFor } from '../lib/sandbox/seed/holdings/build.ts';
import { messagePattern, messagesFor } from './support';

/**
 * Issue 15, tickets offline (ADR 0025): a visited tickets page keeps its barcodes without the
 * network and says it is offline; logging out leaves no offline copy behind. The e2e server runs
 * the production build, the only one that registers the worker.
 */

const SHOP = '/riverside-live';
const TICKETS = `${SHOP}/account/tickets`;
const { t } = messagesFor('en');

async function login(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

/** Whether the page and every script and stylesheet it loaded are in the worker's cache. */
function pageIsStored(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('tickets-'));
    if (names.length === 0) return false;
    const assets = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
    const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    for (const url of [location.href, ...assets, ...styles]) {
      if (!(await caches.match(url, { ignoreVary: true }))) return false;
    }
    return true;
  });
}

/** The names of the tickets caches and how many entries they hold. */
const storedEntries = (page: Page) =>
  page.evaluate(async () => {
    let count = 0;
    const names = (await caches.keys()).filter((name) => name.startsWith('tickets-'));
    for (const name of names) count += (await (await caches.open(name)).keys()).length;
    return { names, count };
  });

const openMidnightJazz = async (page: Page) => {
  await page.locator('#main').getByRole('button', { name: /^Midnight Jazz Session: show \d+ tickets?$/ }).click();
  return page.getByRole('dialog', { name: 'Midnight Jazz Session' });
};

test('a visited tickets page shows its barcodes offline, says so, and is forgotten at logout', async ({ page, context, baseURL }) => {
  await login(page, baseURL);
  await page.goto(TICKETS);
  await expect(page.getByRole('heading', { level: 1, name: t('account.tickets.title') })).toBeVisible();

  // The page registers the worker; once it is active, a reload goes through it.
  const ready = await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]));
  expect(ready, 'the tickets page registers the offline worker').toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => pageIsStored(page), { timeout: 20_000 }).toBe(true);
  // Online the status line is there but silent.
  await expect(page.getByRole('status').filter({ hasText: messagePattern(t('offline.status.offline')) })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('account.tickets.title') })).toBeVisible();
  await expect(page.getByText(messagePattern(t('offline.status.offline')))).toBeVisible();
  const viewer = await openMidnightJazz(page);
  const barcode = viewer.getByRole('img', { name: messagePattern(t('ticketCard.barcode')) }).first();
  await expect(barcode).toBeVisible();
  // Drawn in the browser by jsbarcode: the bars are there, not just an empty frame.
  await expect(barcode.locator('rect').nth(1)).toBeAttached();
  await page.keyboard.press('Escape');

  // Back online, the customer logs out: nothing of the tickets stays on the device.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(messagePattern(t('offline.status.offline')))).toHaveCount(0);
  expect((await storedEntries(page)).count).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'Alex' }).click();
  await page.getByRole('menuitem', { name: t('accountPill.logout') }).click();
  await expect(page).toHaveURL(new RegExp(`${SHOP}$`));
  await expect.poll(() => storedEntries(page)).toEqual({ names: [], count: 0 });

  // Offline again, the tickets page is no longer there to be read.
  await context.setOffline(true);
  const gone = await page.goto(TICKETS).then(
    () => 'loaded',
    () => 'failed',
  );
  expect(gone).toBe('failed');
  await context.setOffline(false);
});

test('a visited order page shows its barcodes offline too', async ({ page, context }) => {
  // Reachable by its secret link alone, no login: Alex's jazz order.
  const order = `/transaction/tx_alex_001/${secretFor('tx_alex_001')}`;
  await page.goto(order);
  const ready = await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]));
  expect(ready, 'the order page registers the offline worker').toBe(true);
  await page.reload();
  await expect.poll(() => pageIsStored(page), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(messagePattern(t('offline.status.offline')))).toBeVisible();
  const barcode = page.locator('#main').getByRole('img', { name: messagePattern(t('ticketCard.barcode')) }).first();
  await expect(barcode).toBeVisible();
  await expect(barcode.locator('rect').nth(1)).toBeAttached();
  await context.setOffline(false);
});

test('the tickets page links its shop’s install manifest', async ({ page, baseURL }) => {
  await login(page, baseURL);
  await page.goto(TICKETS);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/api/shops/riverside-live/manifest?lang=en');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(await answer.json()).toMatchObject({ start_url: TICKETS, scope: '/', display: 'standalone', name: t('offline.manifest.name', { seller: 'Riverside Live' }) });
  // The worker's script: JavaScript, revalidated on every update check.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('application/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
