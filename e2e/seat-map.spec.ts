import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, fillStepTwoAsAlex, messagesFor } from './support';

/**
 * The seat map (issue 14) on the 5,676-seat Riverside Concert Hall: seats chosen by mouse and by
 * keyboard alone reach the cart, are paid and printed on the tickets; a choice that would strand a
 * single seat is refused; a seat another browser holds is unavailable; with the widget's host
 * unreachable best available still sells. Screenshots at desktop width and 390 px, both languages.
 */

const HALL = '/riverside-live/checkout/evt_riverside_philharmonic';
const SHOTS = 'test-results/screens/seat-map';
mkdirSync(SHOTS, { recursive: true });

const en = messagesFor('en');

/** A seat of the hall by its accessible name's start: "Stalls, Block C, row 10, seat 11, …". */
function seat(scope: Page | Locator, block: string, row: number | string, number: number): Locator {
  return scope.getByRole('checkbox', { name: new RegExp(`^Stalls, Block ${block}, row ${row}, seat ${number},`) });
}

async function openHall(page: Page, path = HALL): Promise<Locator> {
  await page.goto(path);
  const chart = page.getByRole('group', { name: /^Seat map of / }).or(page.getByRole('img', { name: /^Seat map of / })).or(page.getByRole('application', { name: /^Seat map of / }));
  await expect(page.getByText(en.t('seatMap.loading'))).toBeHidden({ timeout: 20_000 });
  await expect(chart.first()).toBeVisible();
  return chart.first();
}

test.describe('choosing seats on the seat map', () => {
  test('two seats by mouse and two by keyboard alone reach the cart, are paid and are on the tickets', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHall(page);
    await expect(page.getByRole('radio', { name: en.t('seatMap.ways.map') })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/desktop-en-map.png` });

    // By mouse: two seats side by side in the middle of block C.
    await seat(page, 'C', 10, 11).click();
    await expect(seat(page, 'C', 10, 11)).toBeChecked();
    await seat(page, 'C', 10, 12).click();
    await expect(seat(page, 'C', 10, 12)).toBeChecked();

    // By keyboard alone: Tab into the chart (one Tab stop), along the row with the arrow keys, Enter to choose.
    const roving = page.locator('svg [role="checkbox"][tabindex="0"]');
    await roving.focus();
    await page.keyboard.press('Home');
    const first = page.locator(':focus');
    const firstName = await first.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    const second = page.locator(':focus');
    expect(await second.getAttribute('aria-label')).not.toBe(firstName);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('svg [role="checkbox"][aria-checked="true"]')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, 'step 1 with the seat map open');
    await page.screenshot({ path: `${SHOTS}/desktop-en-four-chosen.png` });

    const add = page.getByRole('button', { name: en.t('seatMap.add', { count: 4 }) });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 4 items/ })).toBeVisible();
    // The held seats went into the cart: the map's choice is empty again.
    await expect(page.locator('svg [role="checkbox"][aria-checked="true"]')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: /Cart, 4 items/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByText(/row 10/i).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-en-cart.png` });
    await panel.getByRole('link', { name: en.t('cart.panel.detailsAndPay') }).click();

    await page.waitForURL(/step=2/);
    await fillStepTwoAsAlex(page);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/, { timeout: 30_000 });
    // The order page lists the four tickets with their seats.
    await expect(page.getByText(/Block C/).first()).toBeVisible();
    const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(body).toMatch(/Block C/);
    expect(body).toMatch(/\b11\b/);
    expect(body).toMatch(/\b12\b/);
    expect(errors).toEqual([]);
  });

  test('a choice that would leave a single seat on its own is refused with a message', async ({ page }) => {
    await openHall(page);
    await seat(page, 'D', 15, 5).click();
    await expect(seat(page, 'D', 15, 5)).toBeChecked();
    await seat(page, 'D', 15, 7).click();
    await expect(page.getByRole('alert').filter({ hasText: /seat 6 in row 15/ })).toBeVisible();
    await expect(seat(page, 'D', 15, 7)).not.toBeChecked();
    await expect(seat(page, 'D', 15, 5)).toBeChecked();
  });

  test('a seat held in another browser is unavailable here', async ({ page, browser }) => {
    const other = await browser.newContext();
    try {
      const theirs = await other.newPage();
      await openHall(theirs);
      await seat(theirs, 'E', 20, 10).click();
      await expect(seat(theirs, 'E', 20, 10)).toBeChecked();

      await openHall(page);
      const taken = seat(page, 'E', 20, 10);
      await expect(taken).toHaveAttribute('aria-disabled', 'true');
      await expect(taken).toHaveAccessibleName(/unavailable/);
      await taken.click({ force: true });
      await expect(taken).not.toBeChecked();
    } finally {
      await other.close();
    }
  });

  test('with the seat map host unreachable, best available still sells', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route('**/js/init.js', (route) => route.abort('connectionrefused'));
    await page.goto(HALL);
    await expect(page.getByText(en.t('seatMap.error.couldNotLoad'))).toBeVisible({ timeout: 20_000 });
    // Only best available is left: its pickers, and a way to try the map again.
    await expect(page.getByRole('radio', { name: en.t('seatMap.ways.map') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.t('seatMap.retry') })).toBeVisible();
    await page.getByRole('button', { name: 'Add one Category A' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
    // Best available assigned a seat, which step 1 names.
    await expect(page.getByText(/row \w+, seat \d+|Row \w+|seat \d+/i).first()).toBeVisible();
    expect(errors.filter((error) => !/init\.js/.test(error))).toEqual([]);
  });

  test('in German at 390 px: the list view chooses a seat, and axe finds nothing', async ({ page }) => {
    const de = messagesFor('de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${HALL}?lang=de`);
    await expect(page.getByText(de.t('seatMap.loading'))).toBeHidden({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/390-de-map.png`, fullPage: true });
    await page.getByRole('button', { name: de.t('seatMap.widget.showList') }).click();
    await page.locator('summary', { hasText: 'Block B' }).first().click();
    await page.getByRole('checkbox', { name: /Block B, Reihe 3, Platz 4,/ }).first().check();
    await expect(page.getByRole('button', { name: de.t('seatMap.add', { count: 1 }) })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'the seat list in German at 390 px');
    await page.screenshot({ path: `${SHOTS}/390-de-list.png`, fullPage: true });
  });
});
