// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { PaymentMethodsManager } from '../../components/account/payment-methods/PaymentMethodsManager.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { KnownAccount } from '../../components/shop/account-header.tsx';
import { ShopProvider } from '../../components/shop/ShopContext.tsx';
import { shop } from './step2-support.tsx';
import type { PaymentMethodsView } from '../../lib/operations/payment-methods.ts';
import type { CustomerPaymentMethod } from '../../lib/ticketing/schemas/customer-payment-method.ts';
import type { PaymentGateway } from '../../lib/ticketing/schemas/payment-gateway.ts';

/**
 * The Payment methods screen's island (spec 01 §2, §4, §5, §8) against msw: primary, delete with
 * its confirmation and in-use notice, custom SEPA methods with field errors, and the add flow's
 * polling of the setup request with fake timers (attempt n waits 500 ms × 2ⁿ).
 */

configure({ asyncUtilTimeout: 5000 });

const BASE = '*/api/shops/riverside-live/account/payment-methods';
const visa: CustomerPaymentMethod = { _id: 'cpm_visa', primary: true, status: 'active', gatewayId: 'gw_sandbox', paymentDetails: { type: 'visa', last4: '1881', expiration: { month: 11, year: 2031 } } };
const mastercard: CustomerPaymentMethod = { _id: 'cpm_mc', primary: false, status: 'active', gatewayId: 'gw_sandbox', paymentDetails: { type: 'mc', last4: '5454', expiration: { month: 6, year: 2033 } } };
const sepa: CustomerPaymentMethod = { _id: 'cpm_sepa', primary: false, status: 'active', gatewayId: 'gw_sepa', data: { accountHolderName: 'Sam Collector' }, paymentDetails: { type: 'sepa', last4: '7061' } };
const added: CustomerPaymentMethod = { _id: 'cpm_new', primary: false, status: 'active', gatewayId: 'gw_sandbox', paymentDetails: { type: 'visa', last4: '4242', expiration: { month: 8, year: 2033 } } };
const customGateways: PaymentMethodsView['customGateways'] = [{ id: 'gw_sepa', name: 'Bank account (SEPA)', requiredInformation: 'SEPA' }];
const sandboxGateway: PaymentGateway = { _id: 'gw_sandbox', type: 'sandbox', name: 'Test card', data: {} };

const initialView: PaymentMethodsView = { methods: [visa, mastercard, sepa], inUse: { cpm_sepa: 'resellOffer' }, customGateways };

let view: PaymentMethodsView = initialView;
let seen: string[] = [];
let answers: Record<string, () => Response> = {};
/** What each poll of the setup request answers, in order (the last one repeats). */
let statuses: string[] = [];
let polls = 0;

const answer = (key: string, fallback: () => Response) => (answers[key] ?? fallback)();
const server = setupServer(
  http.get(BASE, () => HttpResponse.json(view)),
  http.post(BASE, async ({ request }) => {
    seen.push(`add ${JSON.stringify(await request.json())}`);
    return answer('add', () => HttpResponse.json({ method: { ...sepa, _id: 'cpm_sepa_new' } }, { status: 201 }));
  }),
  http.post(`${BASE}/setup`, () => {
    seen.push('setup');
    return answer('setup', () => HttpResponse.json({ paymentRequest: { _id: 'pay_1', secret: 's1', amount: 0, currency: 'GBP' } }, { status: 201 }));
  }),
  http.post(`${BASE}/setup/:id/processor`, () => {
    seen.push('processor');
    return HttpResponse.json({ reference: 'ref_1', data: { sessionData: 'sess_ref_1' } });
  }),
  http.post(`${BASE}/setup/:id/verify`, async ({ request }) => {
    seen.push(`verify ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ status: 'submitted' });
  }),
  http.get(`${BASE}/setup/:id`, ({ request }) => {
    polls += 1;
    seen.push(`poll ${new URL(request.url).searchParams.get('secret') ?? ''}`);
    return HttpResponse.json({ status: statuses[Math.min(polls, statuses.length) - 1] });
  }),
  http.post(`${BASE}/:id/primary`, ({ params }) => {
    seen.push(`primary ${String(params.id)}`);
    return answer('primary', () => HttpResponse.json({ method: { ...mastercard, primary: true } }));
  }),
  http.post(`${BASE}/:id/delete`, ({ params }) => {
    seen.push(`delete ${String(params.id)}`);
    return answer('delete', () => HttpResponse.json({ id: String(params.id) }));
  }),
  http.get('*/api/shops/riverside-live/payment-gateways', () => HttpResponse.json({ gateways: [sandboxGateway] })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  view = initialView;
  seen = [];
  answers = {};
  statuses = [];
  polls = 0;
});
afterAll(() => server.close());

function renderScreen(initial: PaymentMethodsView = initialView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <IntlProvider locale="en" messages={en}>
      <ShopProvider shop={shop}>
        <ToastProvider>
          <QueryClientProvider client={client}>
            <KnownAccount account={{ displayName: 'Alex', entries: [] }}>
              <PaymentMethodsManager shop={{ slug: 'riverside-live' }} currency="GBP" locale="en" initial={initial} />
            </KnownAccount>
          </QueryClientProvider>
        </ToastProvider>
      </ShopProvider>
    </IntlProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Payment methods' });
const row = (text: string) => within(list()).getAllByRole('listitem').find((item) => item.textContent?.includes(text)) as HTMLElement;
const openMenu = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(within(row(label)).getByRole('button', { name: `Options for ${label}` }));
  return screen.getByRole('menu', { name: `Options for ${label}` });
};

describe('the list and its dropdowns', () => {
  it('shows brand, last digits, expiry, holder, the primary label and a dropdown per method', () => {
    renderScreen();
    expect(within(row('Visa •••• 1881')).getByText('Primary')).toBeInTheDocument();
    expect(within(row('Visa •••• 1881')).getByText('Expires 11/31')).toBeInTheDocument();
    expect(within(row('SEPA Direct Debit •••• 7061')).getByText('Sam Collector')).toBeInTheDocument();
    expect(within(list()).getAllByRole('button', { name: /^Options for / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeInTheDocument();
  });

  it('sets another method primary and refreshes the list', async () => {
    const user = userEvent.setup();
    renderScreen();
    view = { ...initialView, methods: [{ ...mastercard, primary: true }, { ...visa, primary: false }, sepa] };
    const menu = await openMenu(user, 'Mastercard •••• 5454');
    await user.click(within(menu).getByRole('menuitem', { name: 'Make primary' }));
    expect(await screen.findByText('Mastercard •••• 5454 is now your primary payment method.')).toBeInTheDocument();
    expect(seen).toEqual(['primary cpm_mc']);
    expect(await within(row('Mastercard •••• 5454')).findByText('Primary')).toBeInTheDocument();
    // The primary method offers no Make primary.
    const own = await openMenu(user, 'Mastercard •••• 5454');
    expect(within(own).queryByRole('menuitem', { name: 'Make primary' })).not.toBeInTheDocument();
  });

  it('says so when the primary method cannot be set', async () => {
    answers.primary = () => HttpResponse.json({ message: 'boom', code: 'fetchError' }, { status: 502 });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openMenu(user, 'Mastercard •••• 5454')).getByRole('menuitem', { name: 'Make primary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The primary payment method could not be set. Please try again.');
  });

  it('answers a method in use with the in-use notice, without asking or sending anything', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openMenu(user, 'SEPA Direct Debit •••• 7061')).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method receives the payout of a resale offer and cannot be deleted.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('deletes an unused method after the confirmation', async () => {
    const user = userEvent.setup();
    renderScreen();
    view = { ...initialView, methods: [visa, sepa] };
    await user.click(within(await openMenu(user, 'Mastercard •••• 5454')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete payment method?' });
    expect(confirm).toHaveTextContent('Mastercard •••• 5454 will be removed from your account.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Mastercard •••• 5454 was deleted.')).toBeInTheDocument();
    expect(seen).toEqual(['delete cpm_mc']);
    await vi.waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
  });

  it.each([
    [409, 'paymentMethodInUse', 'This payment method is in use and cannot be deleted.'],
    [502, 'fetchError', 'The payment method could not be deleted. Please try again.'],
  ])('a delete the API refuses with %i %s shows its notice', async (status, code, text) => {
    answers.delete = () => HttpResponse.json({ message: code, code }, { status });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openMenu(user, 'Mastercard •••• 5454')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the method when the confirmation is declined', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openMenu(user, 'Mastercard •••• 5454')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('adding a custom SEPA method', () => {
  const chooseSepa = async (user: ReturnType<typeof userEvent.setup>) => {
    const dialog = screen.getByRole('dialog', { name: 'Add payment method' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Bank account (SEPA)' }));
    return dialog;
  };

  it('starts from the empty state, checks the details before sending, and adds the method', async () => {
    const user = userEvent.setup();
    renderScreen({ methods: [], inUse: {}, customGateways });
    expect(screen.getByText('You have no saved payment methods.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first payment method' }));
    const dialog = await chooseSepa(user);
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.type(within(dialog).getByLabelText('BIC'), 'COBADE');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a valid IBAN, for example DE89 3704 0044 0532 0130 00.')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter your bank's BIC: 8 or 11 letters and digits.")).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('IBAN')).toHaveFocus();
    expect(within(dialog).getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);

    await user.clear(within(dialog).getByLabelText('IBAN'));
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.clear(within(dialog).getByLabelText('BIC'));
    await user.type(within(dialog).getByLabelText('BIC'), 'COBADEFFXXX');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Sam Collector');
    view = { ...initialView, methods: [{ ...sepa, _id: 'cpm_sepa_new' }] };
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Payment method added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add payment method' })).not.toBeInTheDocument();
    expect(seen).toEqual([`add ${JSON.stringify({ gatewayId: 'gw_sepa', data: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', accountHolderName: 'Sam Collector' } })}`]);
    expect(await screen.findByRole('list', { name: 'Payment methods' })).toHaveTextContent('SEPA Direct Debit •••• 7061');
  });

  it('shows the field errors the server answers', async () => {
    answers.add = () => HttpResponse.json({ message: 'Invalid input', code: 'invalidInput', errors: { 'data.iban': ['invalidIban'] } }, { status: 400 });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await chooseSepa(user);
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.type(within(dialog).getByLabelText('BIC'), 'COBADEFF');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a valid IBAN, for example DE89 3704 0044 0532 0130 00.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('IBAN')).toHaveFocus();
  });

  it('shows the not-verified dialog when the method cannot be created; Try again starts over', async () => {
    answers.add = () => HttpResponse.json({ message: 'Down', code: 'fetchError' }, { status: 502 });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await chooseSepa(user);
    await user.type(within(dialog).getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.type(within(dialog).getByLabelText('BIC'), 'COBADEFF');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const notVerified = await screen.findByRole('alertdialog', { name: 'Payment method not verified' });
    expect(notVerified).toHaveTextContent('We could not verify this payment method. Please try again or use another payment method.');
    expect(within(notVerified).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.click(within(notVerified).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Add payment method' })).toBeInTheDocument();
  });
});

describe('adding a card: the setup request is polled (fake timers)', () => {
  /** Lets fetches and React settle without moving the faked clock. */
  async function settle(check: () => boolean) {
    for (let round = 0; round < 500 && !check(); round += 1) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(check()).toBe(true);
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  async function sendTestCard() {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add payment method' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Test card' }));
    const form = await within(dialog).findByRole('form', { name: 'Test card' });
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), '0833');
    await user.type(within(form).getByLabelText('Security code (CVC)'), '123');
    // From here on the clock is the test's: only setTimeout is faked, so fetches still resolve.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      within(form).getByRole('button', { name: 'Add' }).click();
    });
    await settle(() => seen.some((entry) => entry.startsWith('verify')));
    return dialog;
  }

  it('waits 500 ms, 1 s, 2 s … between reads; still new keeps polling, then the dialog closes', async () => {
    statuses = ['new', 'new', 'succeeded'];
    view = { ...initialView, methods: [visa, mastercard, sepa, added] };
    const dialog = await sendTestCard();
    expect(seen.slice(0, 3)).toEqual(['setup', 'processor', `verify ${JSON.stringify({ secret: 's1', paymentGatewayId: 'gw_sandbox', data: { cardNumber: '4242424242424242', expiry: '08/33', cvc: '123' } })}`]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('We are verifying your payment method.');

    await advance(499);
    expect(polls).toBe(0);
    await advance(1);
    await settle(() => polls === 1);
    await advance(999);
    expect(polls).toBe(1);
    await advance(1);
    await settle(() => polls === 2);
    await advance(1999);
    expect(polls).toBe(2);
    await advance(1);
    await settle(() => polls === 3);
    await settle(() => screen.queryByRole('dialog', { name: 'Add payment method' }) === null);
    expect(seen.filter((entry) => entry.startsWith('poll'))).toEqual(['poll s1', 'poll s1', 'poll s1']);
    expect(screen.getByText('Payment method added.')).toBeInTheDocument();
    await settle(() => list().textContent?.includes('Visa •••• 4242') === true);
  });

  it('a canceled request says the method was not verified and stops polling', async () => {
    statuses = ['new', 'canceled'];
    await sendTestCard();
    await advance(500);
    await settle(() => polls === 1);
    await advance(1000);
    await settle(() => screen.queryByRole('alertdialog', { name: 'Payment method not verified' }) !== null);
    await advance(60_000);
    expect(polls).toBe(2);
  });

  it('closing the dialog stops the polling', async () => {
    statuses = ['new'];
    const dialog = await sendTestCard();
    await advance(500);
    await settle(() => polls === 1);
    await act(async () => {
      within(dialog).getByRole('button', { name: 'Close' }).click();
    });
    await advance(120_000);
    expect(polls).toBe(1);
  });

  it('missing request credentials give the not-verified dialog', async () => {
    answers.setup = () => HttpResponse.json({ message: 'no secret', code: 'missingRequestCredentials' }, { status: 502 });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add payment method' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Test card' }));
    await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '0833');
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alertdialog', { name: 'Payment method not verified' })).toBeInTheDocument();
    expect(seen).toEqual(['setup']);
  });
});
