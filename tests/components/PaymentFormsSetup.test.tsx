// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentFormProps, PaymentStart, SetupMode } from '../../components/payments/types.ts';
import type { PaymentGateway } from '../../lib/ticketing/schemas/payment-gateway.ts';
import type { renderWithProviders as RenderWithProviders } from './step2-support.tsx';

/**
 * The payment forms in setup mode (spec 02 §2: adding a payment method, the button says 'Add';
 * spec 01 §4): each hands its result to the setup's submit instead of verifying a payment. Stripe
 * and Adyen cannot load here: their React APIs are replaced (mocked per file, modules imported
 * after the mocks, since test files share their worker's modules).
 */

const stripe = { confirmSetup: vi.fn(), confirmPayment: vi.fn(), retrievePaymentIntent: vi.fn() };
const elements = { submit: vi.fn(async () => ({})) };
const elementsOptions: unknown[] = [];
let adyenConfig: { amount: { value: number; currency: string }; onPaymentCompleted: (result: { resultCode: string }) => Promise<void> | void } | undefined;

let SandboxCardForm: ComponentType<PaymentFormProps>;
let StripePaymentForm: ComponentType<PaymentFormProps>;
let AdyenDropin: ComponentType<PaymentFormProps>;
// Imported after the mocks too: the forms must see the same shop context module as the providers.
let renderWithProviders: typeof RenderWithProviders;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('@stripe/stripe-js', () => ({ loadStripe: async () => stripe }));
  vi.doMock('@stripe/react-stripe-js', () => ({
    Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
      elementsOptions.push(options);
      return <div>{children}</div>;
    },
    useStripe: () => stripe,
    useElements: () => elements,
    PaymentElement: (props: { onReady?: () => void; onChange?: (event: { complete: boolean }) => void }) => {
      const { onReady } = props;
      useEffect(() => onReady?.(), [onReady]);
      return (
        <button type="button" onClick={() => props.onChange?.({ complete: true })}>
          Fill the card
        </button>
      );
    },
  }));
  vi.doMock('@adyen/adyen-web', () => ({
    AdyenCheckout: async (config: NonNullable<typeof adyenConfig>) => {
      adyenConfig = config;
      return {};
    },
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
  SandboxCardForm = (await import('../../components/payments/SandboxCardForm.tsx')).default;
  StripePaymentForm = (await import('../../components/payments/StripePaymentForm.tsx')).default;
  AdyenDropin = (await import('../../components/payments/AdyenDropin.tsx')).default;
  renderWithProviders = (await import('./step2-support.tsx')).renderWithProviders;
});

afterEach(() => {
  vi.clearAllMocks();
  elementsOptions.length = 0;
  adyenConfig = undefined;
});
afterAll(() => {
  // Files share their worker's modules: the next file must get the real SDK modules (or its own mocks).
  vi.doUnmock('@stripe/stripe-js');
  vi.doUnmock('@stripe/react-stripe-js');
  vi.doUnmock('@adyen/adyen-web');
  vi.resetModules();
});

const started: PaymentStart = {
  kind: 'payment',
  payment: { paymentRequest: { _id: 'pay_setup', secret: 'ssec', amount: 0, currency: 'GBP' }, processor: { reference: 'ref_1', data: { clientSecret: 'seti_1_secret_x', sessionData: 'session-data' } } },
};

const sandboxGateway: PaymentGateway = { _id: 'gw_sandbox', type: 'sandbox', name: 'Test card', active: true };
const stripeGateway: PaymentGateway = { _id: 'gw_stripe', type: 'stripe', name: 'Card, Apple Pay and Google Pay', active: true, data: { publicKey: 'pk_test_sandbox' } };
const adyenGateway: PaymentGateway = { _id: 'gw_adyen', type: 'adyen', name: 'iDEAL, Bancontact and cards', active: true, data: { clientKey: 'test_key' } };

function setupProps(gateway: PaymentGateway) {
  const submit = vi.fn<SetupMode['submit']>(async (_payment, _gateway, _data, report) => report({ status: 'succeeded' }));
  const props: PaymentFormProps = {
    gateway,
    amount: 0,
    currency: 'GBP',
    locale: 'en',
    returnUrl: '/riverside-live/account/payment-methods',
    busy: false,
    start: vi.fn(async () => started),
    onProcessing: vi.fn(),
    onOutcome: vi.fn(),
    setup: { submit },
  };
  return { props, submit };
}

describe('payment forms adding a payment method', () => {
  it('the test card form says Add and hands the card to the setup', async () => {
    const user = userEvent.setup();
    const { props, submit } = setupProps(sandboxGateway);
    renderWithProviders(<SandboxCardForm {...props} />, { loggedIn: true });
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded' }));
    expect(submit).toHaveBeenCalledWith(started.payment, 'gw_sandbox', { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }, props.onOutcome);
    expect(props.onProcessing).toHaveBeenCalled();
  });

  it('Stripe collects the method in setup mode and confirms the setup intent', async () => {
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const user = userEvent.setup();
    const { props, submit } = setupProps(stripeGateway);
    renderWithProviders(<StripePaymentForm {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Fill the card' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(started.payment, 'gw_stripe', { setupIntentId: 'seti_1' }, props.onOutcome));
    expect(elementsOptions.at(-1)).toEqual({ mode: 'setup', currency: 'gbp', locale: 'en' });
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'seti_1_secret_x', redirect: 'if_required' }));
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('Stripe reports a refused setup as a failure and sends nothing on', async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const user = userEvent.setup();
    const { props, submit } = setupProps(stripeGateway);
    renderWithProviders(<StripePaymentForm {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Fill the card' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', message: 'Your card was declined.' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('Adyen starts with no amount, and an authorised result goes to the setup', async () => {
    const user = userEvent.setup();
    const { props, submit } = setupProps(adyenGateway);
    renderWithProviders(<AdyenDropin {...props} />);
    await user.click(screen.getByRole('button', { name: 'Add with iDEAL, Bancontact and cards' }));
    await waitFor(() => expect(adyenConfig).toBeDefined());
    expect(adyenConfig?.amount).toEqual({ value: 0, currency: 'GBP' });
    await adyenConfig?.onPaymentCompleted({ resultCode: 'Authorised' });
    expect(submit).toHaveBeenCalledWith(started.payment, 'gw_adyen', { resultCode: 'Authorised' }, expect.any(Function));
    await adyenConfig?.onPaymentCompleted({ resultCode: 'Refused' });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed' });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
