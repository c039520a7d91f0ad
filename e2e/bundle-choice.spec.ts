import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * Issue 15: the paid Dinner & Show bundle was added to every seated jazz ticket. It is the buyer's
 * choice now (ADR 0026): adding a seated ticket opens the bundle dialog, and the cart holds the
 * bundle only when the buyer adds it.
 */

const JAZZ = '/riverside-live/checkout/evt_riverside_jazz';

interface CartAnswer {
  cart: { items?: { tickets?: { name?: string; amount: number }[]; products?: { type: string; name?: string; amount: number; subItems?: { name?: string; amount: number }[] }[] }[] } | null;
}

/** The shop's cart, read through the storefront's own route. */
async function cartOf(page: Page): Promise<NonNullable<CartAnswer['cart']>> {
  const answer = await page.request.get('/api/shops/riverside-live/cart');
  expect(answer.ok()).toBe(true);
  const { cart } = (await answer.json()) as CartAnswer;
  expect(cart).not.toBeNull();
  return cart ?? {};
}

async function addSeat(page: Page) {
  await page.goto(JAZZ);
  await page.getByRole('button', { name: 'Add one Seated' }).click();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Dinner & Show' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^With your ticket: Seated, /)).toBeVisible();
  return { add, dialog };
}

test.describe('the Dinner & Show bundle is the buyer’s choice', () => {
  test('choosing one dinner puts the bundle in the cart with the ticket', async ({ page }) => {
    const errors = collectPageErrors(page);
    const { add, dialog } = await addSeat(page);
    await expect(dialog).toBeFocused();
    await expect(dialog.getByText('Total')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'bundle dialog');

    await dialog.getByRole('button', { name: 'Add one Dinner' }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'Number of Dinner' })).toHaveValue('1');
    await expect(dialog.getByText('£29.00', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const pill = page.getByRole('banner').getByRole('button', { name: /Cart, 2 items/ });
    await pill.click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByText('1 × Dinner & Show')).toBeVisible();
    await expect(panel.getByText('1 × Two-course dinner')).toBeVisible();

    const [item] = (await cartOf(page)).items ?? [];
    expect(item?.products?.map((line) => [line.type, line.name, line.subItems?.map((sub) => [sub.name, sub.amount])])).toEqual([['bundle', 'Dinner & Show', [['Two-course dinner', 1]]]]);
    expect(errors).toEqual([]);
  });

  test('No thanks keeps the ticket alone in the cart', async ({ page }) => {
    const { add, dialog } = await addSeat(page);
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

    const [item] = (await cartOf(page)).items ?? [];
    expect(item?.tickets?.map((line) => [line.name, line.amount])).toEqual([['Seated', 1]]);
    expect(item?.products ?? []).toEqual([]);
    // Answered once: a reload does not ask again.
    await page.reload();
    // The pill shows the cart once the page has read it, offers and all.
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Dinner & Show' })).toHaveCount(0);
  });
});
