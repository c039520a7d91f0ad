import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

const JAZZ = '/riverside-live/checkout/evt_riverside_jazz';
const EXHIBITION = '/riverside-live/checkout/evt_riverside_exhibition';
const COMEDY = '/riverside-live/checkout/evt_riverside_comedy';
const FAUST = '/kulturhaus-lindenau/checkout/evt_lindenau_faust';

/** Units of tickets and products in the shop's cart, read through the storefront's own route. */
async function cartUnits(page: Page, shop: string): Promise<number> {
  const answer = await page.request.get(`/api/shops/${shop}/cart`);
  expect(answer.ok()).toBe(true);
  const { cart } = (await answer.json()) as { cart: { status?: string; items?: { tickets?: { amount: number }[]; products?: { amount: number }[] }[] } | null };
  if (!cart || cart.status !== 'open') return 0;
  return (cart.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? [])]).reduce((sum, line) => sum + line.amount, 0);
}

test.describe('event checkout, step 1', () => {
  test('from the shop to a cart with two standing tickets and a programme', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/riverside-live');
    await page.getByRole('article', { name: 'Midnight Jazz Session', exact: true }).getByRole('link', { name: 'Midnight Jazz Session' }).click();
    await expect(page).toHaveURL(/\/riverside-live\/checkout\/evt_riverside_jazz$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Jazz Session' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Checkout steps' });
    await expect(steps).toContainText('Tickets');
    await expect(steps).toContainText('Details and payment');
    await expect(steps.locator('[aria-current="step"]')).toContainText('Tickets');
    await expect(page.getByText(/London time/).first()).toBeVisible();
    await expect(page.getByText(/GMT/)).toHaveCount(0);
    await expect(page.getByText('Riverside Hall, London')).toBeVisible();

    // Categories with their ticket types; the seated category is sold best available.
    for (const name of ['Standing', 'Seated', 'Students']) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(page.getByText('the best available seats are assigned')).toBeVisible();
    // Table for four: minimum 4 per order, only 3 exist.
    await expect(page.getByRole('spinbutton', { name: 'Number of Table for four (Seated)' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'Add to your order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'checkout step 1 (jazz)');

    const addStanding = page.getByRole('button', { name: 'Add one Standing' });
    await addStanding.click();
    await addStanding.click();
    await page.getByRole('button', { name: 'Add one Programme booklet' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Number of Standing' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await expect(page.getByRole('status').getByText('Added to your cart: 2 × Standing and 1 × Programme booklet.')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Number of Standing' })).toHaveValue('0');
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 3 items/ })).toBeVisible();
    expect(await cartUnits(page, 'riverside-live')).toBe(3);

    const next = page.getByRole('link', { name: 'Details and pay' });
    await expect(next).toHaveAttribute('href', /\?checkoutId=[^&]+&secret=[^&]+&step=2$/);
    expect(errors).toEqual([]);

    // Step 2 is the same page with the checkout in the URL: personal, so not indexed.
    await next.click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Jazz Session' })).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Details and payment');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('step 2 without a checkout in the URL is step 1', async ({ page }) => {
    await page.goto(`${JAZZ}?step=2&noSteps=true`);
    await expect(page).toHaveURL(new RegExp(`${JAZZ}\\?noSteps=true$`));
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });

  test('best available seats come back from the ticketing side', async ({ page }) => {
    await page.goto(JAZZ);
    await page.getByRole('button', { name: 'Add one Seated' }).click();
    await page.getByRole('button', { name: 'Add one Seated' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // Each seat is offered the Dinner & Show bundle in turn (issue 15: never added unasked).
    for (let seat = 0; seat < 2; seat += 1) await page.getByRole('dialog', { name: 'Dinner & Show' }).getByRole('button', { name: 'No thanks' }).click();
    await expect(page.getByText(/^Your seats: Stalls, Block \w, row \w+, seat \d+, Stalls, Block \w, row \w+, seat \d+$/)).toBeVisible();
  });

  test('carries the metadata of an indexable event page; a page with a checkout is not indexed', async ({ page }) => {
    await page.goto(JAZZ);
    await expect(page).toHaveTitle('Midnight Jazz Session – Riverside Live');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /late-night set of modern jazz/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /jazz\.jpg/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/riverside-live\/checkout\/evt_riverside_jazz\?lang=en$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto(`${JAZZ}?checkoutId=chk_x&secret=abc`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/riverside-live\/checkout\/evt_riverside_jazz\?lang=en$/);
  });

  test('noSteps hides the steps indicator; unknown events are a 404', async ({ page }) => {
    await page.goto(`${JAZZ}?noSteps=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Jazz Session' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checkout steps' })).toHaveCount(0);

    expect((await page.goto('/riverside-live/checkout/evt_nope'))?.status()).toBe(404);
    // An event of another seller is not sold under this shop.
    expect((await page.goto('/riverside-live/checkout/evt_lindenau_faust'))?.status()).toBe(404);
  });

  test('the exhibition asks for a time slot after the tickets', async ({ page }) => {
    await page.goto(EXHIBITION);
    await expect(page.getByRole('group', { name: 'Time slot' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add one Adult (Timed entry)' }).click();
    const slots = page.getByRole('group', { name: 'Time slot' });
    await expect(slots).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(slots.getByText('Pick a time slot for your tickets.')).toBeVisible();
    await expect(slots).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'checkout step 1 (exhibition with slots)');

    await slots.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').getByText('Added to your cart: 1 × Adult.')).toBeVisible();
    expect(await cartUnits(page, 'riverside-live')).toBeGreaterThanOrEqual(1);
  });

  test('the sold-out comedy cannot be added', async ({ page }) => {
    await page.goto(COMEDY);
    await expect(page.getByText('This event is sold out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add one Club seat' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Number of Club seat' })).toBeDisabled();
  });

  test('the German shop shows net prices in German', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(FAUST);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Faust – Der Tragödie erster Teil' })).toBeVisible();
    await expect(page.getByText('24,30 € zzgl. MwSt.')).toBeVisible();
    await expect(page.getByText('11,21 € zzgl. MwSt.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'checkout step 1 (German, net prices)');
    expect(errors).toEqual([]);
  });

  test('browser back with a cart asks to abort the order; no keeps it, yes aborts and goes back', async ({ page }) => {
    await page.goto('/riverside-live');
    await page.goto(JAZZ);
    await page.getByRole('button', { name: 'Add one Standing' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Details and pay' })).toBeVisible();

    await page.goBack();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your order?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No, keep my order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${JAZZ}$`));
    expect(await cartUnits(page, 'riverside-live')).toBe(1);

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page).toHaveURL(/\/riverside-live$/);
    expect(await cartUnits(page, 'riverside-live')).toBe(0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto(JAZZ);
    const plus = page.getByRole('button', { name: 'Add one Student (Students)' });
    // The pickers are disabled until the page has hydrated (a press before that would be lost).
    await expect(plus).toBeEnabled();
    await plus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Number of Student (Students)' })).toHaveValue('2');
    // At its maximum the button stays focusable and says it is unavailable.
    await expect(plus).toBeFocused();
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText('Added to your cart: 2 × Student.')).toBeVisible();
  });
});

// Screenshots for review, only when asked for: STEP1_SCREENSHOTS=<directory>.
test.describe('step 1 screenshots', () => {
  const directory = process.env.STEP1_SCREENSHOTS;
  test.skip(!directory, 'set STEP1_SCREENSHOTS to a directory to take them');

  for (const width of [1280, 390, 360]) {
    test(`at ${width} px`, async ({ browser }) => {
      mkdirSync(directory ?? '.', { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 }, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await page.goto(JAZZ);
      await page.getByRole('button', { name: 'Add one Standing' }).click();
      await page.getByRole('button', { name: 'Add one Standing' }).click();
      await page.screenshot({ path: `${directory}/jazz-${width}.png`, fullPage: true });
      await page.goto(EXHIBITION);
      await page.getByRole('button', { name: 'Add one Adult (Timed entry)' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.screenshot({ path: `${directory}/exhibition-${width}.png`, fullPage: true });
      await page.goto(FAUST);
      await page.screenshot({ path: `${directory}/faust-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});
