import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, messagePattern, messagesFor } from './support';

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

const TEST_CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', redirect: '4000 0000 0000 3220' };

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

function checkoutOf(url: string): { checkoutId: string; secret: string } {
  const query = new URL(url).searchParams;
  return { checkoutId: query.get('checkoutId') ?? '', secret: query.get('secret') ?? '' };
}

/** Who pays how: English with the mouse, German with the keyboard alone (Enter and Space on focused controls). */
const JOURNEYS = [
  { locale: 'en', input: 'mouse', event: 'Midnight Jazz Session' },
  { locale: 'de', input: 'keyboard', event: 'Mitternachts-Jazz-Session' },
] as const;

/** The accessible names the date picker gives a month and a day, in the page's language. */
function dateNames(locale: string, year: number, month: number, day: number) {
  const at = new Date(Date.UTC(year, month - 1, day));
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(at);
  return { month: `${monthName} ${year}`, day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(at) };
}

test.describe('buying tickets', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.locale}, by ${journey.input}: from the shop to personalized, paid tickets with barcodes on the order page`, async ({ page }) => {
      test.setTimeout(150_000);
      const { t } = messagesFor(journey.locale);
      const errors = collectPageErrors(page);
      /** Activates a control: a click, or focus and the key a keyboard user would press. */
      const press = async (target: Locator, key: 'Enter' | 'Space' = 'Enter') => {
        if (journey.input === 'mouse') return target.click();
        // A control disabled until the page has hydrated takes no key yet.
        await expect(target).toBeEnabled();
        await target.focus();
        await page.keyboard.press(key);
      };
      const shot = (name: string) => shoot(page, `${journey.locale}-${name}`);
      const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();

      await page.goto(`/riverside-live?lang=${journey.locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', journey.locale);
      await press(page.getByRole('article', { name: journey.event, exact: true }).getByRole('link', { name: journey.event }));
      await expect(page.getByRole('heading', { level: 1, name: journey.event })).toBeVisible();

      // Step 1: a student ticket, a standing ticket and a programme booklet.
      for (const name of ['Student', 'Standing', 'Programme booklet']) await press(page.getByRole('button', { name: t('checkout.step1.amount.increase', { name }) }).first());
      await press(page.getByRole('button', { name: t('checkout.step1.addToCart') }));
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(t('cartPill.label', { count: 3 })) })).toBeVisible();

      // The cart panel: countdown, lines, fees, remove with confirmation.
      await press(page.getByRole('banner').getByRole('button', { name: new RegExp(t('cartPill.label', { count: 3 })) }));
      const panel = page.getByRole('dialog', { name: t('cart.panel.title') });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(messagePattern(t('cart.countdown.label')))).toBeVisible();
      const booklet = t('cart.line.nameWithAmount', { amount: 1, name: 'Programme booklet' });
      await expect(panel.getByText(booklet)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `cart panel (${journey.locale})`);
      await shot('01-cart-panel');

      const removeBooklet = panel.getByRole('button', { name: t('cart.line.removeLabel', { name: 'Programme booklet' }) });
      await press(removeBooklet);
      const confirm = panel.getByRole('group', { name: t('cart.line.confirmLabel', { name: 'Programme booklet' }) });
      await expect(confirm.getByRole('button', { name: t('cart.line.remove'), exact: true })).toBeFocused();
      await press(confirm.getByRole('button', { name: t('cart.line.keep') }));
      await expect(panel.getByText(booklet)).toBeVisible();
      await press(removeBooklet);
      await press(confirm.getByRole('button', { name: t('cart.line.remove'), exact: true }));
      await expect(panel.getByText(booklet)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(t('cartPill.label', { count: 2 })) })).toBeVisible();

      await press(panel.getByRole('link', { name: t('cart.panel.detailsAndPay') }));
      await expect(page).toHaveURL(/step=2/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // Step 2: paying with nothing filled in lists what to fix, focuses the first field, sends nothing.
      const payButton = page.getByRole('button', { name: messagePattern(t('payment.pay')) });
      await payWithCard(page, TEST_CARD.declined, { number: t('payment.card.number'), expiry: t('payment.card.expiry'), cvc: t('payment.card.cvc') });
      await press(payButton);
      await expect(page.getByText(t('checkout.details.errorSummary', { count: 7 }))).toBeVisible();
      await expect(textbox(page, t('checkout.details.prename'))).toBeFocused();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `checkout step 2 with errors (${journey.locale})`);
      await shot('02-step2-errors');

      await fillDetails(
        page,
        { first: 'Ada', last: 'Lovelace', street: '1 Analytical Way', postal: 'NW1 2DB', city: 'London', email: 'ada@example.com' },
        {
          first: t('checkout.details.prename'),
          last: t('checkout.details.lastname'),
          street: t('checkout.details.street'),
          postal: t('checkout.details.postal'),
          city: t('checkout.details.city'),
          email: t('checkout.details.email'),
          repeat: t('checkout.details.emailRepeat'),
        },
      );
      await press(payButton);
      // Every ticket that needs a holder must have one before paying.
      await expect(page.getByText(t('personalization.listError'))).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      // Personalize both tickets: names, birthdate (16 and over), e-mail, phone, house rules; the student also uploads an ID.
      const modal = page.getByRole('dialog', { name: t('personalization.modal.title') });
      const save = modal.getByRole('button', { name: t('personalization.modal.submit') });
      const holders = [
        { ticket: 'Student', first: 'Ada', last: 'Lovelace', born: [2001, 3, 14] as const, email: 'ada@example.com', phone: '+44 7911 123456', upload: true },
        { ticket: 'Standing', first: 'Charles', last: 'Babbage', born: [1991, 12, 26] as const, email: 'charles@example.com', phone: '+44 7400 123456', upload: false },
      ];
      for (const [index, holder] of holders.entries()) {
        await press(page.getByRole('button', { name: new RegExp(`^${holder.ticket}.*${t('personalization.badge.personalizeNow')}`) }));
        await expect(modal).toBeVisible();
        // Save waits for a change (spec 02 §5); with only a first name it lists what is missing and saves nothing.
        await expect(save).toBeDisabled();
        await textbox(modal, t('personalization.firstname')).fill(holder.first);
        if (index === 0) {
          await press(save);
          await expect(modal.getByText(t('validation.required')).first()).toBeVisible();
          await expect(modal).toBeVisible();
          await expectNoSeriousA11yViolations(page, `personalization modal (${journey.locale})`);
        }
        await textbox(modal, t('personalization.lastname')).fill(holder.last);
        const [year, month, day] = holder.born;
        const names = dateNames(journey.locale, year, month, day);
        await press(modal.getByRole('button', { name: /Date of birth/ }));
        const picker = modal.getByRole('group', { name: t('fields.date.picker') });
        for (let guard = 0; guard < 10 && (await picker.getByRole('button', { name: String(year), exact: true }).count()) === 0; guard += 1) {
          const first = Number(/\d{4}/.exec((await picker.getByRole('button', { name: /\d{4} – \d{4}/ }).textContent()) ?? '')?.[0]);
          await press(picker.getByRole('button', { name: t(year < first ? 'fields.date.previousYears' : 'fields.date.nextYears') }));
        }
        await press(picker.getByRole('button', { name: String(year), exact: true }));
        await press(picker.getByRole('button', { name: names.month, exact: true }));
        await press(picker.getByRole('button', { name: names.day, exact: true }));
        await textbox(modal, 'E-mail of the ticket holder').fill(holder.email);
        await textbox(modal, 'Mobile number for show-day updates').fill(holder.phone);
        await press(modal.getByRole('checkbox', { name: /house rules/ }), 'Space');
        await expect(modal.getByRole('checkbox', { name: /house rules/ })).toBeChecked();
        if (holder.upload) {
          await modal.locator('input[type="file"]').setInputFiles({ name: 'student-id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
          await expect(modal.getByText(/student-id\.pdf/)).toBeVisible();
          await shot('03-personalization-modal');
        }
        await press(save);
        await expect(modal).toBeHidden();
        await expect(page.getByRole('button', { name: new RegExp(`^${holder.ticket}.*${t('personalization.badge.personalizedName', { name: `${holder.first} ${holder.last}` })}`) })).toBeVisible();
      }

      // A declined card: the processing modal says so; Try again starts the payment form over.
      await press(payButton);
      const failed = page.getByRole('alertdialog', { name: t('payment.failed.title') });
      await expect(failed).toBeVisible();
      await expect(failed.getByRole('button', { name: t('common.tryAgain') })).toBeFocused();
      await shot('04-payment-declined');
      await press(failed.getByRole('button', { name: t('common.tryAgain') }));
      await expect(failed).toBeHidden();
      // What the buyer typed is still there.
      await expect(textbox(page, t('checkout.details.street'))).toHaveValue('1 Analytical Way');

      await payWithCard(page, TEST_CARD.ok, { number: t('payment.card.number'), expiry: t('payment.card.expiry'), cvc: t('payment.card.cvc') });
      await press(payButton);
      await expect(page.getByRole('alertdialog', { name: t('payment.succeeded.title') })).toBeVisible();
      await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);

      // The order page: the order, its two tickets with their holders and CODE128 barcodes.
      await expect(page.getByRole('heading', { level: 1, name: t('order.title') })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 2, name: t('order.tickets.title', { count: 2 }) })).toBeVisible();
      await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
      await expect(page.getByText('Charles Babbage').first()).toBeVisible();
      const barcodes = page.getByRole('img', { name: messagePattern(t('ticketCard.barcode')) });
      await expect(barcodes).toHaveCount(2);
      await expect(barcodes.first()).toHaveAttribute('data-format', 'CODE128');
      await expect(barcodes.first().locator('rect').nth(1)).toBeAttached();
      await expectNoSeriousA11yViolations(page, `order page (${journey.locale})`);
      await shot('05-order-page');

      // Back in the shop, the cart is empty again.
      await press(page.getByRole('link', { name: t('order.backToShop') }));
      await expect(page).toHaveURL(/\/riverside-live$/);
      await expect(page.getByRole('banner').getByText(t('cartPill.label', { count: 0 }))).toBeAttached();
      expect(errors).toEqual([]);
    });
  }

  test('a card that needs the bank: away to the test bank, authorized, back to step 2 and on to the order', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_exhibition');
    await page.getByRole('button', { name: 'Add one Adult (Timed entry)' }).click();
    await page.getByRole('group', { name: 'Time slot' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await fillDetails(page, { first: 'Grace', last: 'Hopper', street: '1 Compiler Road', postal: 'SW1A 1AA', city: 'London', email: 'grace@example.com' });
    await payWithCard(page, TEST_CARD.redirect);
    await page.getByRole('button', { name: /^Pay £/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Test bank' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shoot(page, '08-test-bank');
    await page.getByRole('button', { name: 'Authorize' }).click();

    // Back on step 2, the return is verified (spec 02 §4), then the order opens.
    await expect(page.getByRole('alertdialog', { name: 'Done' })).toBeVisible();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  });

  test('a 100 % coupon: the free order completes without a payment step', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    await page.getByRole('button', { name: 'Add one Seated' }).click();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('FREESHOW');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Dinner & Show' }).getByRole('button', { name: 'No thanks' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByText('Your order is free: no payment is needed.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await fillDetails(page, { first: 'Alan', last: 'Turing', street: '2 Bletchley Park', postal: 'MK3 6EB', city: 'Milton Keynes', email: 'alan@example.com' });
    // The seated ticket's holder, as every jazz ticket needs one.
    await page.getByRole('button', { name: /^Seated.*Personalize now/ }).click();
    const modal = page.getByRole('dialog', { name: 'Personalize ticket' });
    await modal.getByRole('textbox', { name: /^First name/ }).fill('Alan');
    await modal.getByRole('textbox', { name: /^Last name/ }).fill('Turing');
    await modal.getByRole('button', { name: /Date of birth/ }).click();
    const picker = modal.getByRole('group', { name: 'Choose a date' });
    for (let guard = 0; guard < 10 && (await picker.getByRole('button', { name: '1990', exact: true }).count()) === 0; guard += 1) await picker.getByRole('button', { name: 'Earlier years' }).click();
    await picker.getByRole('button', { name: '1990', exact: true }).click();
    await picker.getByRole('button', { name: 'June 1990', exact: true }).click();
    await picker.getByRole('button', { name: /June 23, 1990/ }).click();
    await modal.getByRole('textbox', { name: /E-mail of the ticket holder/ }).fill('alan@example.com');
    await modal.getByRole('textbox', { name: /Mobile number for show-day updates/ }).fill('+44 7911 123457');
    await modal.getByRole('checkbox', { name: /house rules/ }).check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(page.getByText('Alan Turing').first()).toBeVisible();
  });

  test('switching the language on step 2 keeps the checkout and what was typed', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    await page.getByRole('button', { name: 'Add one Standing' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    const { checkoutId } = checkoutOf(page.url());
    await page.getByRole('textbox', { name: /^First name/ }).first().fill('Ada');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(checkoutOf(page.url()).checkoutId).toBe(checkoutId);
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('textbox', { name: /^Vorname/ }).first()).toHaveValue('Ada');
  });

  test('browser back from step 2 asks; keeping stays, cancelling releases the cart and goes to the event', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    await page.getByRole('button', { name: 'Add one Standing' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'Details and pay' }).click();
    await expect(page).toHaveURL(/step=2/);
    await expect(page.getByRole('textbox', { name: /^First name/ }).first()).toBeVisible();

    await page.goBack();
    const ask = page.getByRole('alertdialog', { name: 'Cancel your order?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep my order' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/step=2/);

    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(/\/riverside-live\/checkout\/evt_riverside_jazz$/);
    await expect(page.getByRole('banner').getByText('Cart, empty')).toBeAttached();
  });

  test('an expired reservation releases the cart, keeps what was typed and starts again', async ({ page }) => {
    await page.goto('/riverside-live/checkout/evt_riverside_jazz');
    await page.getByRole('button', { name: 'Add one Seated' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Dinner & Show' }).getByRole('button', { name: 'No thanks' }).click();
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
    // The pickers are disabled until the page has hydrated (a press before that would be lost).
    await expect(add).toBeEnabled();
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
