// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { PaymentFormProps, PaymentStart } from '../../components/payments/types.ts';
import type { PaymentProcessingModalProps } from '../../components/payments/PaymentProcessingModal.tsx';
import type { PaymentGateway } from '../../lib/ticketing/schemas/payment-gateway.ts';
import type { SavedCards } from '../../lib/operations/saved-cards.ts';
import type { Seen, renderWithProviders as RenderWithProviders, remember as Remember } from './step2-support.tsx';

/**
 * Saved cards in the payment forms (spec 02 §2, §5, §6): the list and the save-card checkbox for a
 * logged-in customer, a saved card paying with its CVC, a wrong CVC's message, and the Stripe and
 * Adyen forms' saved-method props. Stripe and Adyen cannot load here: their React APIs are
 * replaced (mocked per file, modules imported after the mocks, since files share their worker's modules).
 */

const stripe = { confirmPayment: vi.fn(), confirmCardPayment: vi.fn(), retrievePaymentIntent: vi.fn() };
const cvcElement = { kind: 'cardCvc' };
const cvcElements = { getElement: vi.fn(() => cvcElement) };
const elements = { submit: vi.fn(async () => ({})), update: vi.fn(), getElement: vi.fn() };
const dropinOptions: Record<string, unknown>[] = [];

let SandboxCardForm: ComponentType<PaymentFormProps>;
let StripePaymentForm: ComponentType<PaymentFormProps>;
let AdyenDropin: ComponentType<PaymentFormProps>;
let PaymentProcessingModal: ComponentType<PaymentProcessingModalProps>;
let renderWithProviders: typeof RenderWithProviders;
let remember: typeof Remember;

const seen: Seen[] = [];
let saved: SavedCards = { savedCards: [], saveCard: false };
const server = setupServer(
  http.get('*/api/shops/:seller/payment-gateways/:gatewayId/saved-cards', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json(saved);
  }),
  http.post('*/api/payments/:id/verify', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json({ status: 'succeeded', transaction: { tid: 'T200', secret: 'tsec' } });
  }),
);

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('@stripe/stripe-js', () => ({ loadStripe: async () => stripe }));
  vi.doMock('@stripe/react-stripe-js', async () => {
    const { createContext, useContext } = await import('react');
    // Each Elements group gets its own object, as Stripe's does: the CVC element's group is not the payment's.
    const Group = createContext<unknown>(elements);
    return {
      Elements: ({ children, options }: { children: ReactNode; options?: { mode?: string } }) => <Group.Provider value={options?.mode ? elements : cvcElements}>{children}</Group.Provider>,
      useStripe: () => stripe,
      useElements: () => useContext(Group),
      PaymentElement: (props: { onReady?: () => void; onChange?: (event: { complete: boolean }) => void }) => {
        const { onReady } = props;
        useEffect(() => onReady?.(), [onReady]);
        return (
          <button type="button" onClick={() => props.onChange?.({ complete: true })}>
            Fill the card
          </button>
        );
      },
      CardCvcElement: (props: { onChange?: (event: { complete: boolean }) => void }) => (
        <button type="button" onClick={() => props.onChange?.({ complete: true })}>
          Type the CVC
        </button>
      ),
    };
  });
  vi.doMock('@adyen/adyen-web', () => ({
    AdyenCheckout: async () => ({}),
    Dropin: class {
      constructor(_checkout: unknown, options: Record<string, unknown>) {
        dropinOptions.push(options);
      }
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
  PaymentProcessingModal = (await import('../../components/payments/PaymentProcessingModal.tsx')).PaymentProcessingModal;
  ({ renderWithProviders, remember } = await import('./step2-support.tsx'));
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  dropinOptions.length = 0;
  saved = { savedCards: [], saveCard: false };
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  // Files share their worker's modules: the next file must get the real SDK modules (or its own mocks).
  vi.doUnmock('@stripe/stripe-js');
  vi.doUnmock('@stripe/react-stripe-js');
  vi.doUnmock('@adyen/adyen-web');
  vi.resetModules();
});

const started: PaymentStart = {
  kind: 'payment',
  payment: { paymentRequest: { _id: 'pr_saved', secret: 'prsec', amount: 64, currency: 'GBP' }, processor: { reference: 'ref_1', data: { clientSecret: 'pi_1_secret_x', sessionData: 'session-data' } } },
};

// Each test names its own gateway: the forms remember the chosen card per gateway for Try again.
const gateway = (id: string, type: 'sandbox' | 'stripe' | 'adyen' = 'sandbox'): PaymentGateway => ({
  _id: id,
  type,
  name: type === 'sandbox' ? 'Test card' : type,
  active: true,
  data: type === 'stripe' ? { publicKey: 'pk_test' } : type === 'adyen' ? { clientKey: 'test_key' } : {},
});

const visa = { id: 'cpm_visa', type: 'visa', last4: '5556', expiry: '11/28', primary: false, providerMethodId: 'pm_visa_5556' };

function formProps(forGateway: PaymentGateway, overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return {
    gateway: forGateway,
    amount: 64,
    currency: 'GBP',
    locale: 'en',
    returnUrl: '/riverside-live/checkout/evt_jazz?step=2',
    busy: false,
    start: vi.fn(async () => started),
    onProcessing: vi.fn(),
    onOutcome: vi.fn(),
    ...overrides,
  };
}

const loggedIn = { loggedIn: true };

describe('the test gateway’s card form with saved cards', () => {
  it('lists the saved card beside a new one (new chosen), and pays with the saved card and its CVC only', async () => {
    saved = { savedCards: [visa], saveCard: true };
    const user = userEvent.setup();
    const props = formProps(gateway('gw_saved_1'));
    renderWithProviders(<SandboxCardForm {...props} />, loggedIn);
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Visa •••• 5556' })).toHaveAccessibleDescription('Expires 11/28');
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();

    await user.click(within(choice).getByRole('radio', { name: /^Visa •••• 5556/ }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for my next purchases' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay £64.00' });
    const cvc = screen.getByLabelText('Security code (CVC) of Visa •••• 5556');
    await user.type(cvc, '12');
    expect(pay).toBeDisabled();
    await user.type(cvc, '3');
    await user.click(pay);
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T200', secret: 'tsec' } }));
    expect(props.start).toHaveBeenCalledWith({ showProcessing: true });
    expect(seen.find((entry) => entry.url.includes('/verify'))?.body).toEqual({ secret: 'prsec', paymentGatewayId: 'gw_saved_1', data: { customerPaymentMethodId: 'cpm_visa', cvc: '123' } });
  });

  it('asks the gateway to save a new card when the checkbox is ticked', async () => {
    saved = { savedCards: [], saveCard: true };
    const user = userEvent.setup();
    const props = formProps(gateway('gw_saved_2'));
    renderWithProviders(<SandboxCardForm {...props} />, loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Save this card for my next purchases' }));
    // No saved card yet: no list, only the new card's fields.
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0933');
    await user.type(screen.getByLabelText('Security code (CVC)'), '321');
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalled());
    expect(props.start).toHaveBeenCalledWith({ showProcessing: true, storePaymentMethod: true });
  });

  it('keeps the saved card chosen when the form starts over after a wrong CVC', async () => {
    saved = { savedCards: [visa], saveCard: true };
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SandboxCardForm key="first" {...formProps(gateway('gw_saved_3'))} />, loggedIn);
    await user.click(await screen.findByRole('radio', { name: /^Visa •••• 5556/ }));
    rerender(<SandboxCardForm key="again" {...formProps(gateway('gw_saved_3'))} />);
    expect(await screen.findByLabelText('Security code (CVC) of Visa •••• 5556')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Visa •••• 5556/ })).toBeChecked();
  });

  it('says what a wrong CVC means in the failure dialog', () => {
    renderWithProviders(<PaymentProcessingModal status="failed" message="cvcIncorrect" onTryAgain={vi.fn()} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The security code does not match this card. Check it and try again.');
  });

  it('offers neither the list nor the checkbox to a visitor, or when adding a method', async () => {
    renderWithProviders(<SandboxCardForm {...formProps(gateway('gw_saved_4'))} />);
    renderWithProviders(<SandboxCardForm {...formProps(gateway('gw_saved_5'), { setup: { submit: vi.fn() } })} />, loggedIn);
    expect(await screen.findAllByLabelText('Card number')).toHaveLength(2);
    expect(seen).toEqual([]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('Stripe and Adyen with saved cards', () => {
  it('Stripe: a saved card pays with its payment method id and Stripe’s CVC element', async () => {
    saved = { savedCards: [visa], saveCard: true };
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const user = userEvent.setup();
    const props = formProps(gateway('gw_stripe_saved', 'stripe'));
    renderWithProviders(<StripePaymentForm {...props} />, loggedIn);
    await user.click(await screen.findByRole('radio', { name: /^Visa •••• 5556/ }));
    expect(screen.getByRole('group', { name: 'Security code (CVC) of Visa •••• 5556' })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay £64.00' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Type the CVC' }));
    await user.click(pay);
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T200', secret: 'tsec' } }));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: 'pm_visa_5556', payment_method_options: { card: { cvc: cvcElement } } });
    expect(seen.find((entry) => entry.url.includes('/verify'))?.body).toMatchObject({ data: { paymentIntentId: 'pi_1' } });
  });

  it('Stripe: the save-card checkbox sets the new card up for later and asks the API to save it', async () => {
    saved = { savedCards: [], saveCard: true };
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_2', status: 'succeeded' } });
    const user = userEvent.setup();
    const props = formProps(gateway('gw_stripe_save', 'stripe'));
    renderWithProviders(<StripePaymentForm {...props} />, loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Save this card for my next purchases' }));
    expect(elements.update).toHaveBeenLastCalledWith({ setupFutureUsage: 'off_session' });
    await user.click(screen.getByRole('button', { name: 'Fill the card' }));
    await user.click(screen.getByRole('button', { name: 'Pay £64.00' }));
    await waitFor(() => expect(props.onOutcome).toHaveBeenCalled());
    expect(props.start).toHaveBeenCalledWith({ showProcessing: true, storePaymentMethod: true });
  });

  it('Adyen: stored cards (of the accepted brands) and the save option only where the customer may save', async () => {
    saved = { savedCards: [], saveCard: true };
    const user = userEvent.setup();
    renderWithProviders(<AdyenDropin {...formProps(gateway('gw_adyen_saved', 'adyen'))} />, loggedIn);
    await waitFor(() => expect(seen.some((entry) => entry.url.includes('/saved-cards'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: /Continue to pay/ }));
    await waitFor(() => expect(dropinOptions).toHaveLength(1));
    const options = dropinOptions[0] as { showStoredPaymentMethods: boolean; paymentMethodsConfiguration: { card: { enableStoreDetails: boolean; hideCVC: boolean } }; filterStoredPaymentMethods: (list: { brand?: string }[]) => { brand?: string }[] };
    expect(options.showStoredPaymentMethods).toBe(true);
    expect(options.paymentMethodsConfiguration.card).toEqual({ enableStoreDetails: true, hideCVC: false });
    expect(options.filterStoredPaymentMethods([{ brand: 'visa' }, { brand: 'maestro' }, { brand: 'amex' }])).toEqual([{ brand: 'visa' }, { brand: 'amex' }]);
  });

  it('Adyen: a visitor gets no stored cards and no save option', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdyenDropin {...formProps(gateway('gw_adyen_visitor', 'adyen'))} />);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await waitFor(() => expect(dropinOptions).toHaveLength(1));
    expect(dropinOptions[0]).toMatchObject({ showStoredPaymentMethods: false, paymentMethodsConfiguration: { card: { enableStoreDetails: false } } });
  });
});
