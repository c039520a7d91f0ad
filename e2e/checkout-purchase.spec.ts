import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './support';

/**
 * The buyer's whole road (issue 3): shop → event → cart panel → step 2 → personalization → payment
 * on the sandbox's test gateway → the order page with barcodes. Plus a declined card, an expired
 * reservation and the German shop. Each journey starts in a fresh browser context, so carts do not
 * leak between them.
 */

const SHOTS = 'test-results/screens/purchase';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

const de = JSON.parse(readFileSync(new URL('../messages/de.json', import.meta.url), 'utf8')) as Record<string, string>;

const TEST_CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

async function payWithCard(page: Page, number: string, labels = { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)' }) {
  const card = page.locator('form').filter({ has: page.getByLabel(labels.number) }).first();
  await card.getByLabel(labels.number).fill(number);
  await card.getByLabel(labels.expiry).fill('12/34');
  await card.getByLabel(labels.cvc).fill('123');
  return card;
}

interface Details {
  first: string;
  last: string;
  street: string;
  postal: string;
  city: string;
  email: string;
}

async function fillDetails(page: Page, details: Details, labels = { first: 'First name', last: 'Last name', street: 'Street and house number', postal: 'Postcode', city: 'Town or city', email: 'E-mail', repeat: 'Repeat e-mail' }) {
  const box = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await box(labels.first).fill(details.first);
  await box(labels.last).fill(details.last);
  await box(labels.street).fill(details.street);
  await box(labels.postal).fill(details.postal);
  await box(labels.city).fill(details.city);
  await box(labels.email).fill(details.email);
  await box(labels.repeat).fill(details.email);
}

/** Picks a date in the personalization date picker: years first, then the month, then the day. */
async function pickDate(dialog: Locator, fieldName: RegExp, date: { year: number; month: string; day: number }) {
  await dialog.getByRole('button', { name: fieldName }).click();
  const picker = dialog.getByRole('group', { name: 'Choose a date' });
  for (let guard = 0; guard < 10 && (await picker.getByRole('button', { name: String(date.year), exact: true }).count()) === 0; guard += 1) {
    const range = (await picker.getByRole('button', { name: /\d{4} – \d{4}/ }).textContent()) ?? '';
    const first = Number(/\d{4}/.exec(range)?.[0]);
    await picker.getByRole('button', { name: date.year < first ? 'Earlier years' : 'Later years' }).click();
  }
  await picker.getByRole('button', { name: String(date.year), exact: true }).click();
  await picker.getByRole('button', { name: `${date.month} ${date.year}` }).click();
  await picker.getByRole('button', { name: new RegExp(`${date.month} ${date.day}, ${date.year}`) }).click();
}

function checkoutOf(url: string): { checkoutId: string; secret: string } {
  const query = new URL(url).searchParams;
  return { checkoutId: query.get('checkoutId') ?? '', secret: query.get('secret') ?? '' };
}

test.describe('buying tickets', () => {
  test('from the shop to personalized, paid tickets with barcodes on the order page', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.goto('/riverside-live');
    await page.getByRole('article', { name: 'Midnight Jazz Session', exact: true }).getByRole('link', { name: 'Midnight Jazz Session' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Jazz Session' })).toBeVisible();

    // Step 1: a student ticket, a standing ticket and a programme booklet.
    await page.getByRole('button', { name: 'Add one Student' }).click();
    await page.getByRole('button', { name: 'Add one Standing' }).click();
    await page.getByRole('button', { name: 'Add one Programme booklet' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').getByText(/Added to your cart: .*1 × Student/)).toBeVisible();

    // The cart panel: countdown, lines, fees, remove with confirmation.
    const pill = page.getByRole('banner').getByRole('button', { name: /Cart, 3 items/ });
    await pill.click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/Reserved for 1[45]:\d\d/)).toBeVisible();
    await expect(panel.getByText('1 × Programme booklet')).toBeVisible();
    await expect(panel.getByText('Total')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'cart panel');
    await shoot(page, '01-cart-panel');

    await panel.getByRole('button', { name: 'Remove Programme booklet' }).click();
    const confirm = panel.getByRole('group', { name: 'Remove 1 × Programme booklet?' });
    await expect(confirm.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(panel.getByText('1 × Programme booklet')).toBeVisible();
    await panel.getByRole('button', { name: 'Remove Programme booklet' }).click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(panel.getByText('1 × Programme booklet')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 2 items/ })).toBeVisible();

    await panel.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Step 2: paying with nothing filled in lists what to fix, focuses the first field, sends nothing.
    await payWithCard(page, TEST_CARD.declined);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByText(/Please correct \d+ fields:/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^First name/ }).first()).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'checkout step 2 with errors');
    await shoot(page, '02-step2-errors');

    await fillDetails(page, { first: 'Ada', last: 'Lovelace', street: '1 Analytical Way', postal: 'NW1 2DB', city: 'London', email: 'ada@example.com' });
    await page.getByRole('button', { name: /^Pay £/ }).click();
    // Every ticket that needs a holder must have one before paying.
    await expect(page.getByText('Please fill in the required details for every ticket.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Personalize the student ticket: names, birthdate (16 and over), e-mail, phone, house rules, the student ID upload.
    await page.getByRole('button', { name: /^Student/ }).click();
    const modal = page.getByRole('dialog', { name: 'Personalize ticket' });
    await expect(modal).toBeVisible();
    // Save waits for a change (spec 02 §5); with only a first name it lists what is missing and saves nothing.
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await modal.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.').first()).toBeVisible();
    await expect(modal).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'personalization modal');
    await modal.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await pickDate(modal, /Date of birth/, { year: 2001, month: 'March', day: 14 });
    await modal.getByRole('textbox', { name: /E-mail of the ticket holder/ }).fill('ada@example.com');
    await modal.getByRole('textbox', { name: /Mobile number for show-day updates/ }).fill('+44 7911 123456');
    await modal.getByRole('checkbox', { name: /house rules/ }).check();
    await modal.locator('input[type="file"]').setInputFiles({ name: 'student-id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(modal.getByText(/student-id\.pdf/)).toBeVisible();
    await shoot(page, '03-personalization-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: /^Student.*Personalized: Ada Lovelace/ })).toBeVisible();

    // The standing ticket has its own holder.
    await page.getByRole('button', { name: /^Standing.*Personalize now/ }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole('textbox', { name: /^First name/ }).fill('Charles');
    await modal.getByRole('textbox', { name: /^Last name/ }).fill('Babbage');
    await pickDate(modal, /Date of birth/, { year: 1991, month: 'December', day: 26 });
    await modal.getByRole('textbox', { name: /E-mail of the ticket holder/ }).fill('charles@example.com');
    await modal.getByRole('textbox', { name: /Mobile number for show-day updates/ }).fill('+44 7400 123456');
    await modal.getByRole('checkbox', { name: /house rules/ }).check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    // A declined card: the processing modal says so; Try again starts the payment form over.
    await payWithCard(page, TEST_CARD.declined);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    const failed = page.getByRole('alertdialog', { name: 'Payment not verified' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeFocused();
    await shoot(page, '04-payment-declined');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    // What the buyer typed is still there.
    await expect(page.getByRole('textbox', { name: /^Street and house number/ })).toHaveValue('1 Analytical Way');

    await payWithCard(page, TEST_CARD.ok);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'Done' })).toBeVisible();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);

    // The order page: the order, its two tickets with their holders and CODE128 barcodes.
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your tickets' })).toBeVisible();
    await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
    await expect(page.getByText('Charles Babbage').first()).toBeVisible();
    const barcodes = page.getByRole('img', { name: /^Barcode \d+/ });
    await expect(barcodes).toHaveCount(2);
    await expect(barcodes.first()).toHaveAttribute('data-format', 'CODE128');
    await expect(barcodes.first().locator('rect').nth(1)).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'order page');
    await shoot(page, '05-order-page');

    // Back in the shop, the cart is empty again.
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/riverside-live$/);
    await expect(page.getByRole('banner').getByText('Cart, empty')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('an expired reservation releases the cart, keeps what was typed and starts again', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    await page.getByRole('button', { name: 'Add one Seated' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await page.getByRole('textbox', { name: /^First name/ }).first().fill('Grace');
    await page.getByRole('textbox', { name: /^Town or city/ }).fill('Arlington');

    const { checkoutId, secret } = checkoutOf(page.url());
    const origin = new URL(page.url()).origin;
    const shortened = await page.request.post(`/sandbox/api/sandbox/checkouts/${checkoutId}/expire-in`, { headers: { origin }, data: { secret, seconds: 2 } });
    expect(shortened.ok()).toBe(true);
    // The page learns the new expiry when it next reads the cart; the pill opens the panel, which reads it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^First name/ }).first()).toHaveValue('Grace');

    const dialog = page.getByRole('alertdialog', { name: 'Your reservation has expired' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('Your details are kept in this browser');
    await shoot(page, '06-expired');
    await dialog.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/riverside-live\/checkout\/evt_riverside_jazz$/);

    await page.getByRole('button', { name: 'Add one Standing' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('textbox', { name: /^First name/ }).first()).toHaveValue('Grace');
    await expect(page.getByRole('textbox', { name: /^Town or city/ })).toHaveValue('Arlington');
  });

  test('the German shop sells in German with net prices', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/kulturhaus-lindenau');
    await page.getByRole('article', { name: 'Faust – Der Tragödie erster Teil', exact: true }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faust – Der Tragödie erster Teil' })).toBeVisible();
    await page.getByRole('button', { name: /^Eins mehr: / }).first().click();
    await page.getByRole('button', { name: de['checkout.step1.addToCart'] }).click();
    await page.getByRole('link', { name: de['checkout.step1.detailsAndPay'] }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('heading', { level: 2, name: de['checkout.details.title'] })).toBeVisible();

    await fillDetails(
      page,
      { first: 'Lena', last: 'Fischer', street: 'Karl-Heine-Straße 1', postal: '04229', city: 'Leipzig', email: 'lena.kauf@example.com' },
      {
        first: de['checkout.details.prename'] ?? '',
        last: de['checkout.details.lastname'] ?? '',
        street: de['checkout.details.street'] ?? '',
        postal: de['checkout.details.postal'] ?? '',
        city: de['checkout.details.city'] ?? '',
        email: de['checkout.details.email'] ?? '',
        repeat: de['checkout.details.emailRepeat'] ?? '',
      },
    );
    await payWithCard(page, TEST_CARD.ok, { number: de['payment.card.number'] ?? '', expiry: de['payment.card.expiry'] ?? '', cvc: de['payment.card.cvc'] ?? '' });
    const pay = page.getByRole('button', { name: /€ bezahlen$/ });
    await expect(pay).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'checkout step 2 (German)');
    await shoot(page, '07-step2-german');
    await pay.click();
    await page.waitForURL(/\/transaction\//);
    await expect(page.getByRole('heading', { level: 1, name: de['order.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(errors).toEqual([]);
  });

  test('keyboard only: tickets, cart and the pay button are reachable without a mouse', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    const add = page.getByRole('button', { name: 'Add one Standing' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Number of Standing' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

    const pill = page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ });
    await pill.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    // Focus moves into the panel and stays there; Escape closes it and returns to the pill.
    const focusInPanel = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null);
    await expect.poll(focusInPanel).not.toBeNull();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInPanel()).not.toBeNull();
    }
    // Details and pay is reached by keyboard, too.
    await expect(panel.getByRole('link', { name: 'Details and pay' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(pill).toBeFocused();
  });
});
