// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import SandboxCardForm from '../../components/payments/SandboxCardForm.tsx';
import StripePaymentForm from '../../components/payments/StripePaymentForm.tsx';
import AdyenDropin from '../../components/payments/AdyenDropin.tsx';
import { PaymentSection } from '../../components/payments/PaymentSection.tsx';
import { CheckoutStepTwo } from '../../components/checkout/step2/CheckoutStepTwo.tsx';
import { checkCardNumber, checkCvc, checkExpiry } from '../../components/payments/card-validation.ts';
import { hasValidCheckDigit } from '../../lib/domain/card-number.ts';
import { readRedirectReturn, stripReturnParams } from '../../components/payments/redirect-return.ts';
import { pollDelay, pollWithBackoff } from '../../components/payments/backoff.ts';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import type { PaymentFormProps, PaymentStart } from '../../components/payments/types.ts';
import type { PaymentGateway } from '../../lib/ticketing/schemas/payment-gateway.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { baseTicket, remember, renderWithProviders, type Seen } from './step2-support.tsx';

// ---- Provider SDK mocks: Stripe.js and Adyen cannot load here; their React APIs are replaced. ----

const stripe = {
  confirmPayment: vi.fn(),
  retrievePaymentIntent: vi.fn(),
};
const elements = { submit: vi.fn(async () => ({})) };
const loadStripe = vi.fn(async (): Promise<typeof stripe | null> => stripe);
let paymentElementFails = false;

vi.mock('@stripe/stripe-js', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...(args as [])) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  useStripe: () => stripe,
  useElements: () => elements,
  PaymentElement: (props: { onReady?: () => void; onChange?: (event: { complete: boolean }) => void; onLoadError?: (event: { error: { message?: string } }) => void }) => {
    const { onReady, onLoadError } = props;
    useEffect(() => {
      if (paymentElementFails) onLoadError?.({ error: { message: 'Invalid API key' } });
      else onReady?.();
    }, [onReady, onLoadError]);
    return (
      <button type="button" onClick={() => props.onChange?.({ complete: true })}>
        Fill the card
      </button>
    );
  },
}));

interface AdyenConfig {
  session: { id: string; sessionData: string };
  onPaymentCompleted: (result: { resultCode: string }) => Promise<void> | void;
}
let adyenConfig: AdyenConfig | undefined;
const adyenCheckout = vi.fn(async (config: AdyenConfig) => {
  adyenConfig = config;
  return {};
});
vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: (config: AdyenConfig) => adyenCheckout(config),
  Dropin: class {
    mount(node: HTMLElement) {
      node.textContent = 'Adyen drop-in';
      return this;
    }
    unmount() {
      return this;
    }
  },
  Card: class {},
  Bancontact: class {},
  Redirect: class {},
}));

const redirectTo = vi.fn();
vi.mock('../../components/payments/navigation.ts', () => ({ redirectTo: (url: string) => redirectTo(url) }));

const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

// ---- Sandbox API ----

const seen: Seen[] = [];
type VerifyAnswer = Record<string, unknown>;
let verifyAnswers: VerifyAnswer[] = [];
const succeeded = { status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } };

const server = setupServer(
  http.post('*/api/payments/:id/verify', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json(verifyAnswers.shift() ?? succeeded);
  }),
  // An ordinary cart: no rebooking or upgrade to tell an embedding page about.
  http.get('*/api/shops/:seller/cart/action', () => HttpResponse.json({ action: null })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  window.sessionStorage.clear();
  paymentElementFails = false;
  adyenConfig = undefined;
  loadStripe.mockImplementation(async () => stripe);
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  verifyAnswers = [];
  vi.clearAllMocks();
});
afterAll(() => server.close());

const started: PaymentStart = {
  kind: 'payment',
  payment: {
    paymentRequest: { _id: 'pr_1', secret: 'prsec', amount: 64, currency: 'GBP' },
    processor: { reference: 'ref_1', data: { clientSecret: 'pi_1_secret_x', sessionData: 'session-data' } },
  },
};

const sandboxGateway: PaymentGateway = { _id: 'gw_sandbox', type: 'sandbox', name: 'Test card', active: true, channels: ['online'] };
const stripeGateway: PaymentGateway = { _id: 'gw_stripe', type: 'stripe', name: 'Card, Apple Pay and Google Pay', active: true, data: { publicKey: 'pk_test_sandbox' } };
const adyenGateway: PaymentGateway = { _id: 'gw_adyen', type: 'adyen', name: 'iDEAL, Bancontact and cards', active: true, data: { clientKey: 'test_key', verificationMode: 'onPaymentCompleted' } };

function formProps(gateway: PaymentGateway, overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return {
    gateway,
    amount: 64,
    currency: 'GBP',
    locale: 'en',
    returnUrl: '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2',
    busy: false,
    start: vi.fn(async () => started),
    onProcessing: vi.fn(),
    onOutcome: vi.fn(),
    ...overrides,
  };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('card rules of the test gateway', () => {
  it('checks the number with Luhn, the expiry month and the CVC length', () => {
    expect(hasValidCheckDigit('4242424242424242')).toBe(true);
    expect(hasValidCheckDigit('4242424242424241')).toBe(false);
    expect(checkCardNumber('4000 0000 0000 0002')).toBeUndefined();
    expect(checkCardNumber('1234 5678')).toBe('cardNumberInvalid');
    const now = new Date(2030, 5, 15);
    expect(checkExpiry('06/30', now)).toBeUndefined();
    expect(checkExpiry('05/30', now)).toBe('expiryPast');
    expect(checkExpiry('13/31', now)).toBe('expiryInvalid');
    expect(checkCvc('123', '4242424242424242')).toBeUndefined();
    expect(checkCvc('123', '378282246310005')).toBe('cvcInvalid');
    expect(checkCvc('1234', '378282246310005')).toBeUndefined();
  });
});

describe('SandboxCardForm', () => {
  it('keeps Pay disabled until the card is complete and shows the amount from the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SandboxCardForm {...formProps(sandboxGateway)} />);
    const pay = screen.getByRole('button', { name: 'Pay £64.00' });
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.tab();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This card number is not valid.');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    await user.tab();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('01/20');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    await user.clear(screen.getByLabelText('Expiry date (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1330');
    await user.tab();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.tab();
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(/3-digit code/);
    expect(pay).toBeDisabled();
  });

  it('pays: starts the payment, verifies the card data and reports success', async () => {
    const user = userEvent.setup();
    const props = formProps(sandboxGateway);
    renderWithProviders(<SandboxCardForm {...props} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } }));
    expect(props.start).toHaveBeenCalledWith({ showProcessing: true });
    expect(props.onProcessing).toHaveBeenCalled();
    expect(seen[0]?.url).toMatch(/\/api\/payments\/pr_1\/verify$/);
    expect(seen[0]?.body).toEqual({ secret: 'prsec', paymentGatewayId: 'gw_sandbox', data: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' } });
  });

  it('reports a declined card as a failure with its message', async () => {
    verifyAnswers = [{ status: 'failed', message: 'Your card was declined.' }];
    const user = userEvent.setup();
    const props = formProps(sandboxGateway);
    renderWithProviders(<SandboxCardForm {...props} />);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', message: 'Your card was declined.' }));
  });

  it('leaves for the authorization page when the card needs a redirect', async () => {
    verifyAnswers = [{ status: 'requiresAction', redirectUrl: 'http://localhost:3000/sandbox/authorize/pr_1' }];
    const user = userEvent.setup();
    const props = formProps(sandboxGateway);
    renderWithProviders(<SandboxCardForm {...props} />);
    await fillCard(user, '4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/authorize/pr_1'));
    expect(props.onOutcome).not.toHaveBeenCalled();
  });

  it('does nothing more when starting stopped (details or personalization missing)', async () => {
    const user = userEvent.setup();
    const props = formProps(sandboxGateway, { start: vi.fn(async (): Promise<PaymentStart> => ({ kind: 'stopped' })) });
    renderWithProviders(<SandboxCardForm {...props} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.start).toHaveBeenCalled());
    expect(seen).toHaveLength(0);
    expect(props.onProcessing).not.toHaveBeenCalled();
  });

  it('keeps Pay disabled while a payment is in flight', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SandboxCardForm {...formProps(sandboxGateway, { busy: true })} />);
    await fillCard(user);
    expect(screen.getByRole('button', { name: 'Pay £64.00' })).toBeDisabled();
  });
});

describe('StripePaymentForm (React API mocked)', () => {
  async function renderStripe(props: PaymentFormProps) {
    renderWithProviders(<StripePaymentForm {...props} />);
    const fill = await screen.findByRole('button', { name: 'Fill the card' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_sandbox', { locale: 'en' });
    return fill;
  }

  it('confirms with the return URL, accepts succeeded, verifies and reports success', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const user = userEvent.setup();
    const props = formProps(stripeGateway);
    const fill = await renderStripe(props);
    const pay = screen.getByRole('button', { name: 'Pay £64.00' });
    expect(pay).toBeDisabled();
    await user.click(fill);
    await user.click(pay);
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } }));
    expect(elements.submit).toHaveBeenCalled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements, clientSecret: 'pi_1_secret_x', confirmParams: { return_url: 'http://localhost:3000/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2' }, redirect: 'if_required' });
    expect(seen[0]?.body).toEqual({ secret: 'prsec', paymentGatewayId: 'gw_stripe', data: { paymentIntentId: 'pi_1' } });
  });

  it('accepts processing, polls the payment intent while the server is not yet done, then verifies again', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    verifyAnswers = [{ status: 'requiresAction', redirectUrl: 'unused' }, succeeded];
    const user = userEvent.setup();
    const props = formProps(stripeGateway);
    await user.click(await renderStripe(props));
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } }));
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_x');
    expect(seen).toHaveLength(2);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('accepts requires_capture', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } });
    const user = userEvent.setup();
    const props = formProps(stripeGateway);
    await user.click(await renderStripe(props));
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })));
  });

  it('reports a provider error as a failure without verifying', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const user = userEvent.setup();
    const props = formProps(stripeGateway);
    await user.click(await renderStripe(props));
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', message: 'Your card was declined.' }));
    expect(seen).toHaveLength(0);
  });

  it('shows the payment-form failure when Stripe.js cannot load', async () => {
    loadStripe.mockImplementation(async () => {
      throw new Error('Failed to load Stripe.js');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PaymentSection {...formProps(stripeGateway)} gateways={[stripeGateway]} selectedId="gw_stripe" onSelect={() => undefined} resetKey={0} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment form could not be loaded');
    expect(alert).toHaveTextContent('Please reload the page or choose another payment method.');
  });

  it('shows the payment-form failure when the payment element fails to load', async () => {
    paymentElementFails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PaymentSection {...formProps(stripeGateway)} gateways={[stripeGateway]} selectedId="gw_stripe" onSelect={() => undefined} resetKey={0} />);
    expect(await screen.findByText('The payment form could not be loaded')).toBeInTheDocument();
  });
});

describe('AdyenDropin (React API mocked)', () => {
  it('starts the payment, mounts the drop-in with its session, and verifies an Authorised result first', async () => {
    const user = userEvent.setup();
    const props = formProps(adyenGateway);
    renderWithProviders(<AdyenDropin {...props} />);
    await user.click(screen.getByRole('button', { name: 'Continue to pay £64.00 with iDEAL, Bancontact and cards' }));
    expect(props.start).toHaveBeenCalledWith({ showProcessing: false });
    expect(await screen.findByText('Adyen drop-in')).toBeInTheDocument();
    expect(adyenConfig?.session).toEqual({ id: 'ref_1', sessionData: 'session-data' });
    await adyenConfig!.onPaymentCompleted({ resultCode: 'Authorised' });
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } }));
    expect(props.onProcessing).toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('fails when verification on payment completed does not succeed', async () => {
    verifyAnswers = [{ status: 'failed' }];
    const user = userEvent.setup();
    const props = formProps(adyenGateway);
    renderWithProviders(<AdyenDropin {...props} />);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await screen.findByText('Adyen drop-in');
    await adyenConfig!.onPaymentCompleted({ resultCode: 'Authorised' });
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', message: undefined }));
  });

  it('treats any other result code as a failure', async () => {
    const user = userEvent.setup();
    const props = formProps(adyenGateway);
    renderWithProviders(<AdyenDropin {...props} />);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await screen.findByText('Adyen drop-in');
    await adyenConfig!.onPaymentCompleted({ resultCode: 'Refused' });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed' });
    expect(seen).toHaveLength(0);
  });

  it('takes Authorised as the success without the verification mode', async () => {
    verifyAnswers = [{ status: 'failed' }];
    const user = userEvent.setup();
    const props = formProps({ ...adyenGateway, data: { clientKey: 'test_key' } });
    renderWithProviders(<AdyenDropin {...props} />);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await screen.findByText('Adyen drop-in');
    await adyenConfig!.onPaymentCompleted({ resultCode: 'Authorised' });
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: undefined }));
  });

  it('only logs an init failure of the redirect form', async () => {
    adyenCheckout.mockRejectedValueOnce(new Error('Invalid client key'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AdyenDropin {...formProps(adyenGateway)} />);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The Adyen drop-in could not be started', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('redirect returns and polling', () => {
  it('reads the parameters that trigger handling and strips them', () => {
    expect(readRedirectReturn('?checkoutId=c&redirectResult=abc')).toEqual({ kind: 'redirectResult', value: 'abc' });
    expect(readRedirectReturn('?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded')).toEqual({
      kind: 'paymentIntent',
      value: 'pi_1',
      clientSecret: 's',
      redirectStatus: 'succeeded',
    });
    expect(readRedirectReturn('?setup_intent=seti_1')).toEqual({ kind: 'setupIntent', value: 'seti_1' });
    expect(readRedirectReturn('?source=src_1')).toEqual({ kind: 'source', value: 'src_1' });
    expect(readRedirectReturn('?paymentFailed=true')).toEqual({ kind: 'failed' });
    expect(readRedirectReturn('?checkoutId=c&step=2')).toBeUndefined();
    expect(stripReturnParams('http://x.test/s/checkout/e?checkoutId=c&secret=s&step=2&redirectResult=abc&underShop=1')).toBe('/s/checkout/e?checkoutId=c&secret=s&step=2&underShop=1');
  });

  it('backs off 500 ms × 2^attempt', async () => {
    expect([0, 1, 2, 3].map(pollDelay)).toEqual([500, 1000, 2000, 4000]);
    const waits: number[] = [];
    let calls = 0;
    const result = await pollWithBackoff(async () => (++calls === 3 ? 'done' : undefined), { sleep: async (ms) => void waits.push(ms) });
    expect(result).toBe('done');
    expect(waits).toEqual([500, 1000]);
  });
});

// ---- Step 2 as a whole: the pay flow ----

const jazz: Event = { _id: 'evt_jazz', name: 'Midnight Jazz Session', start: '2030-06-01T19:00:00Z', timezone: 'Europe/London', tickets: [], categories: [] };
const cart: Checkout = {
  _id: 'chk_1',
  secret: 'sec',
  status: 'open',
  currency: 'GBP',
  realPrice: 64,
  expiresAt: '2099-01-01T00:00:00Z',
  items: [{ _id: 'item_1', eventId: 'evt_jazz', tickets: [{ _id: 'line_1', type: 'ticket', amount: 1, price: 64, name: 'Standing' }] }],
};
const personalized: Ticket = { ...baseTicket, _id: 'tkt_a', personalized: true, firstname: 'Ada', lastname: 'Lovelace' };

function stepTwoApi(options: { cart?: Checkout; tickets?: Ticket[]; paymentDelay?: number } = {}) {
  const payments: Seen[] = [];
  server.use(
    http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: options.cart ?? cart })),
    http.get('*/api/shops/riverside-live/cart/tickets', () => HttpResponse.json({ tickets: options.tickets ?? [personalized] })),
    http.get('*/api/shops/riverside-live/payment-gateways', () => HttpResponse.json({ gateways: [sandboxGateway, { _id: 'gw_payout', type: 'additionalMethod', name: 'SEPA payouts' }] })),
    http.get('*/api/shops/riverside-live/data-fields', () => HttpResponse.json({ fields: [] })),
    http.post('*/api/shops/riverside-live/cart/details', () => HttpResponse.json({ cart: options.cart ?? cart })),
    http.post('*/api/shops/riverside-live/cart/payment', async ({ request }) => {
      await remember(payments, request);
      await delay(options.paymentDelay ?? 30);
      if ((options.cart ?? cart).realPrice === 0) return HttpResponse.json({ completed: { tid: 'T0', secret: 'free' } });
      return HttpResponse.json({ paymentRequest: { _id: 'pr_1', secret: 'prsec', amount: 64, currency: 'GBP' }, processor: { reference: 'ref_1', data: {} } });
    }),
  );
  return payments;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Street and house number/ }), '1 Analytical Way');
  await user.type(screen.getByRole('textbox', { name: /^Postcode/ }), 'NW1 2DB');
  await user.type(screen.getByRole('textbox', { name: /^Town or city/ }), 'London');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Repeat e-mail/ }), 'ada@example.com');
}

function renderStepTwo() {
  const view = renderWithProviders(<CheckoutStepTwo event={jazz} checkoutId="chk_1" secret="sec" />);
  return view;
}

// Typing whole forms with user-event takes seconds on a busy machine.
describe('CheckoutStepTwo pay flow', () => {
  beforeEach(() => window.history.replaceState(null, '', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2'));

  it('creates one payment on a double click, shows the processing states and opens the order page', async () => {
    const payments = stepTwoApi({ paymentDelay: 80 });
    const user = userEvent.setup();
    renderStepTwo();
    await fillDetails(user);
    await fillCard(user);
    const pay = screen.getByRole('button', { name: 'Pay £64.00' });
    await user.dblClick(pay);
    expect(await screen.findByRole('alertdialog', { name: 'One moment please' })).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Done' })).toBeInTheDocument();
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toEqual({ paymentGatewayId: 'gw_sandbox', returnUrl: '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/transaction/T100/tsec'), { timeout: 3000 });
    // What was typed belongs to the order now.
    expect(window.sessionStorage.getItem('checkout-details:chk_1')).toBeNull();
  });

  it('offers only the gateways it can take payments with', async () => {
    stepTwoApi();
    renderStepTwo();
    expect(await screen.findByRole('button', { name: 'Pay £64.00' })).toBeInTheDocument();
    expect(screen.queryByText('SEPA payouts')).not.toBeInTheDocument();
  });

  it('stops before paying while a ticket still needs personalization, and shows the list error', async () => {
    const payments = stepTwoApi({ tickets: [{ ...baseTicket, _id: 'tkt_b' }] });
    const user = userEvent.setup();
    renderStepTwo();
    await fillDetails(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    expect(await screen.findByText('Please fill in the required details for every ticket.')).toBeInTheDocument();
    expect(screen.getByText('Personalize now').className).toMatch(/personalizeNowFailed/);
    expect(payments).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The pay button is usable again.
    expect(screen.getByRole('button', { name: 'Pay £64.00' })).toBeEnabled();
  });

  it('stops at the details when they are incomplete', async () => {
    const payments = stepTwoApi();
    const user = userEvent.setup();
    renderStepTwo();
    await screen.findByRole('textbox', { name: /^First name/ });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    expect(await screen.findByText(/Please correct \d+ fields/)).toBeInTheDocument();
    expect(payments).toHaveLength(0);
  });

  it('shows the failure with Try again, which resets the form', async () => {
    verifyAnswers = [{ status: 'failed', message: 'cardDeclined', code: 'cardDeclined' }];
    stepTwoApi();
    const user = userEvent.setup();
    renderStepTwo();
    await fillDetails(user);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Payment not verified' });
    expect(failed).toHaveTextContent('Your card was declined.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    // The details are still there.
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  });

  it('completes a free order without a payment form', async () => {
    const free = { ...cart, realPrice: 0 };
    const payments = stepTwoApi({ cart: free });
    const user = userEvent.setup();
    const view = renderStepTwo();
    view.client.setQueryData(cartQueryKey('riverside-live'), free);
    await fillDetails(user);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/transaction/T0/free'), { timeout: 3000 });
    expect(payments).toHaveLength(1);
  });

  it('verifies the redirect result on return, then strips it from the URL', async () => {
    stepTwoApi();
    window.sessionStorage.setItem('checkout-payment:chk_1', JSON.stringify({ paymentRequestId: 'pr_1', secret: 'prsec', gatewayId: 'gw_sandbox', gatewayType: 'sandbox' }));
    window.history.replaceState(null, '', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2&redirectResult=approved-123');
    renderStepTwo();
    expect(await screen.findByRole('alertdialog', { name: 'Done' })).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ secret: 'prsec', paymentGatewayId: 'gw_sandbox', data: { redirectResult: 'approved-123' } });
    expect(window.location.search).toBe('?checkoutId=chk_1&secret=sec&step=2');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/transaction/T100/tsec'), { timeout: 3000 });
  });

  it('fails a return flagged paymentFailed', async () => {
    stepTwoApi();
    window.sessionStorage.setItem('checkout-payment:chk_1', JSON.stringify({ paymentRequestId: 'pr_1', secret: 'prsec', gatewayId: 'gw_sandbox', gatewayType: 'sandbox' }));
    window.history.replaceState(null, '', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2&paymentFailed=true');
    renderStepTwo();
    expect(await screen.findByRole('alertdialog', { name: 'Payment not verified' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('asks before browser back aborts the order; keeping it stays, confirming aborts and goes to the event page', async () => {
    stepTwoApi();
    let aborted = 0;
    server.use(
      http.post('*/api/shops/riverside-live/cart/abort', () => {
        aborted += 1;
        return HttpResponse.json({ cart: { ...cart, status: 'aborted', items: [] } });
      }),
    );
    const user = userEvent.setup();
    renderStepTwo();
    await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.__checkoutStep2Guard).toBe(true));
    window.history.back();
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel your order?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(aborted).toBe(0);
    await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.__checkoutStep2Guard).toBe(true));
    window.history.back();
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel your order?' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/riverside-live/checkout/evt_jazz'));
    expect(aborted).toBe(1);
  });
});
