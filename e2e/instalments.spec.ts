import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, messagePattern, messagesFor } from './support';

/**
 * Paying by installments (issue 12, ADR 0029). Alex buys two Floor tickets of Blues &
 * Brews, whose payment strategy offers "Four weekly payments": the
 * schedule shows before paying, the first installment is paid at checkout, and the payment plan
 * (reached from the account's payment plans) lists it paid and the others scheduled. The sandbox
 * clock charges the next installment; the rest is paid off and the plan is completed. Until then
 * the tickets cannot be transferred, and the ticket viewer says why. A card that declines later
 * charges makes the plan incomplete until another method pays. In English and once in German.
 */

const SHOP = '/riverside-live';
const EVENT = 'evt_riverside_blues';
const OPTION = 'Four weekly payments';
const CARDS = { ok: '4242 4242 4242 4242', declinesLater: '4000 0000 0000 0341' };

async function logIn(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post(`/api/shops${SHOP}/session`, { headers: { origin: baseURL ?? '' }, data: { email: 'alex.morgan@example.com', password: 'demo1234' } });
  expect(answer.status()).toBe(200);
}

/** Step 1: two Floor tickets (£44 and fees: enough for every option) into the cart, then step 2. */
async function toStepTwo(page: Page, t: ReturnType<typeof messagesFor>['t'], locale: 'en' | 'de') {
  await page.goto(`${SHOP}/checkout/${EVENT}?lang=${locale}`);
  const more = page.getByRole('button', { name: t('checkout.step1.amount.increase', { name: 'Floor' }) }).first();
  for (let count = 0; count < 2; count += 1) await more.click();
  await page.getByRole('button', { name: t('checkout.step1.addToCart') }).click();
  const pill = page.getByRole('banner').getByRole('button', { name: new RegExp(t('cartPill.label', { count: 2 })) });
  await pill.click();
  await page.getByRole('dialog', { name: t('cart.panel.title') }).getByRole('link', { name: t('cart.panel.detailsAndPay') }).click();
  await expect(page).toHaveURL(/step=2/);
}

/** Alex's details and a card, then Pay: the order page of the paid first installment. */
async function payFirstPart(page: Page, t: ReturnType<typeof messagesFor>['t'], cardNumber: string) {
  const box = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await box(t('checkout.details.prename')).fill('Alex');
  await box(t('checkout.details.lastname')).fill('Morgan');
  await box(t('checkout.details.street')).fill('22 Bankside Row');
  await box(t('checkout.details.postal')).fill('SE1 9JT');
  await box(t('checkout.details.city')).fill('London');
  await box(t('checkout.details.email')).fill('alex.morgan@example.com');
  await box(t('checkout.details.emailRepeat')).fill('alex.morgan@example.com');
  const card = page.locator('form').filter({ has: page.getByLabel(t('payment.card.number')) }).first();
  await card.getByLabel(t('payment.card.number')).fill(cardNumber);
  await card.getByLabel(t('payment.card.expiry')).fill('12/34');
  await card.getByLabel(t('payment.card.cvc')).fill('123');
  await page.getByRole('button', { name: messagePattern(t('payment.pay')) }).click();
  await page.waitForURL(/\/transaction\/[^/]+\/[^/]+$/);
}

/** Step 2's choice: the option with its schedule, then the pay button charges its first part. */
async function chooseOption(page: Page, t: ReturnType<typeof messagesFor>['t']) {
  const choice = page.getByRole('group', { name: t('checkout.instalments.legend') });
  await expect(choice.getByRole('radio', { name: t('checkout.instalments.full') })).toBeChecked();
  await choice.getByRole('radio', { name: OPTION }).click();
  const schedule = page.getByRole('region', { name: t('checkout.instalments.schedule.title') });
  const rows = schedule.getByRole('table', { name: OPTION }).getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1)).toContainText(t('checkout.instalments.schedule.today'));
  await expect(rows.nth(4)).toContainText(t('checkout.instalments.schedule.installment', { index: 4, count: 4 }));
  await expect(schedule).toContainText(t('checkout.instalments.policy.tickets'));
  return schedule;
}

/** The plan from the account's payment plans list (newest first). */
async function openPlan(page: Page, t: ReturnType<typeof messagesFor>['t']) {
  await page.goto(`${SHOP}/account/payment-plans`);
  await page.locator('#main').getByRole('link', { name: OPTION }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: OPTION })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  return page.getByRole('region', { name: t('account.paymentPlan.schedules') }).getByRole('table');
}

const JOURNEYS = ['en', 'de'] as const;

for (const locale of JOURNEYS) {
  test(`${locale}: buy by installments, see the plan, charge the next installment on the sandbox clock, pay off the rest`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const { t } = messagesFor(locale);
    const errors = collectPageErrors(page);
    await logIn(page, baseURL);
    await toStepTwo(page, t, locale);

    await chooseOption(page, t);
    await expectNoSeriousA11yViolations(page, `step 2 with an installment option (${locale})`);
    await payFirstPart(page, t, CARDS.ok);

    const table = await openPlan(page, t);
    const main = page.locator('#main');
    await expect(main.getByText(t('account.paymentPlans.status.active'), { exact: true })).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText(t('account.paymentPlan.scheduleStatus.succeeded'));
    for (const index of [2, 3, 4]) await expect(rows.nth(index)).toContainText(t('account.paymentPlan.scheduleStatus.scheduled'));
    await expect(main.getByText(t('paymentPlan.ticketsHeld'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `payment plan page (${locale})`);

    // The sandbox clock: the second installment falls due and is charged with the plan's card.
    await page.getByRole('button', { name: messagePattern(t('paymentPlan.sandbox.fastForward')) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('paymentPlan.sandbox.charged') })).toBeVisible();
    await expect(rows.nth(2)).toContainText(t('account.paymentPlan.scheduleStatus.succeeded'));
    await expect(rows.nth(3)).toContainText(t('account.paymentPlan.scheduleStatus.scheduled'));

    // Paying off the rest, after a confirmation naming the amount and the card.
    await page.getByRole('button', { name: messagePattern(t('paymentPlan.payOff.button')) }).click();
    const confirm = page.getByRole('alertdialog', { name: t('paymentPlan.payOff.title') });
    await expect(confirm).toContainText('•••• 4242');
    await expectNoSeriousA11yViolations(page, `pay-off confirmation (${locale})`);
    await confirm.getByRole('button', { name: messagePattern(t('paymentPlan.payOff.confirm')) }).click();
    await expect(main.getByText(t('paymentPlan.completed'))).toBeVisible();
    await expect(main.getByText(t('account.paymentPlans.status.completed'), { exact: true })).toBeVisible();
    for (const index of [1, 2, 3, 4]) await expect(rows.nth(index)).toContainText(t('account.paymentPlan.scheduleStatus.succeeded'));
    expect(errors).toEqual([]);
  });
}

test('a ticket of an unpaid plan cannot be transferred, and the ticket viewer says why', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { t } = messagesFor('en');
  await logIn(page, baseURL);
  await toStepTwo(page, t, 'en');
  await chooseOption(page, t);
  await payFirstPart(page, t, CARDS.ok);
  const [, , tid, secret] = new URL(page.url()).pathname.split('/');

  // The API refuses to transfer a ticket of the order, naming the plan.
  const tickets = (await (await page.request.get(`/sandbox/api/public/transactions/${tid}/tickets?secret=${secret}`)).json()) as { docs: { _id: string }[] };
  const ticketId = tickets.docs[0]?._id ?? '';
  const refused = await page.request.post(`/api/shops${SHOP}/account/ticket-transfers/create`, { headers: { origin: baseURL ?? '' }, data: { ticketIds: [ticketId], recipient: { email: 'friend@example.org' } } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/payment plan/i);

  // The ticket viewer: one of the new tickets says why it offers no transfer.
  await page.goto(`${SHOP}/account/tickets`);
  await page.locator('#main').getByRole('button', { name: /^Blues & Brews: show \d+ tickets?$/ }).first().click();
  const viewer = page.getByRole('dialog', { name: 'Blues & Brews' });
  // The viewer loads the event's tickets when it opens (issue 9): count them once they are there.
  await expect(viewer.getByTestId('ticket-viewer-stage')).toBeVisible();
  // One ticket has no counter; more say "Ticket 1 of n".
  const counter = viewer.getByText(/^Ticket \d+ of \d+$/);
  const count = (await counter.count()) > 0 ? Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1] ?? '1') : 1;
  const hold = viewer.getByText(t('paymentPlan.hold.text'));
  for (let index = 1; index < count && !(await hold.isVisible()); index += 1) await viewer.getByRole('button', { name: t('account.viewer.next') }).click();
  await expect(hold).toBeVisible();
  await expect(viewer.getByRole('link', { name: t('paymentPlan.hold.link') })).toHaveAttribute('href', `${SHOP}/account/payment-plans`);
  await expectNoSeriousA11yViolations(page, 'ticket viewer of a held ticket');
});

test('an installment the card declines makes the plan incomplete; another card pays it and the plan is active again', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { t } = messagesFor('en');
  await logIn(page, baseURL);
  await toStepTwo(page, t, 'en');
  await chooseOption(page, t);
  await payFirstPart(page, t, CARDS.declinesLater);

  const table = await openPlan(page, t);
  const main = page.locator('#main');
  await page.getByRole('button', { name: messagePattern(t('paymentPlan.sandbox.fastForward')) }).click();
  const rows = table.getByRole('row');
  await expect(rows.nth(2)).toContainText(t('account.paymentPlan.scheduleStatus.failed'));
  await expect(main.getByText(t('account.paymentPlans.status.incomplete'), { exact: true })).toBeVisible();
  await expect(main.getByText(messagePattern(t('paymentPlan.incomplete')))).toBeVisible();
  // Paying off needs an active plan.
  await expect(page.getByRole('button', { name: messagePattern(t('paymentPlan.payOff.button')) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'incomplete payment plan');

  await page.getByLabel(t('paymentPlan.changeMethod.label')).selectOption({ label: 'Visa •••• 4242' });
  await page.getByRole('button', { name: t('paymentPlan.changeMethod.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('paymentPlan.changeMethod.changed') })).toBeVisible();
  await expect(main.getByText(t('account.paymentPlans.status.active'), { exact: true })).toBeVisible();
  await expect(rows.nth(2)).toContainText(t('account.paymentPlan.scheduleStatus.succeeded'));
});
