// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StepTwoPayment, type StepTwoPaymentProps } from '../../components/checkout/step2/StepTwoPayment.tsx';
import type { InstalmentEvent } from '../../components/checkout/step2/instalment-choices.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { renderWithProviders } from './step2-support.tsx';

/**
 * Step 2's choice of paying by installments (issue 12): the event's options with what they charge
 * today and until when, an option the total does not meet disabled with its reason, the chosen
 * option's schedule and policies before paying, the pay button's amount, and the option handed to
 * the pay flow. A guest is asked to log in.
 */

// A fixed day: the schedule's dates and "today" do not move with the clock the test runs at.
const NOW = new Date('2030-01-15T12:00:00.000Z');

const event: InstalmentEvent = {
  _id: 'evt_jazz',
  start: '2030-01-25T20:00:00.000Z',
  end: '2030-01-25T23:00:00.000Z',
  timezone: 'Europe/London',
  paymentStrategy: {
    _id: 'pst_jazz',
    name: 'Spread the cost',
    policy: { changePaymentMethodPolicy: 'always', allowedPaymentGateways: [{ gatewayId: 'gw_sandbox' }], completionPolicy: 'eventStartDate' },
    options: [
      {
        _id: 'opt_half',
        name: 'Half now, half a week before the show',
        installmentOptions: { interval: 'week', every: 1, numberOfInstallments: 1, timing: { anchor: 'lastInstallment', target: 'eventStartDate', offset: -7, unit: 'days' } },
        downPaymentOptions: { type: 'percent', value: 0.5 },
        requirements: { minAmount: 30 },
      },
      {
        _id: 'opt_four',
        name: 'Four payments, two days apart',
        installmentOptions: { interval: 'day', every: 2, numberOfInstallments: 4, timing: { anchor: 'firstInstallment', target: 'orderDate', offset: 0, unit: 'days' } },
        downPaymentOptions: { type: 'none' },
        requirements: { minAmount: 100, maxAmount: 1000 },
      },
    ],
  },
};

const cart = (realPrice: number): Checkout => ({ _id: 'chk_1', secret: 'sec', status: 'open', currency: 'GBP', realPrice, items: [{ _id: 'item_1', eventId: 'evt_jazz', tickets: [{ _id: 'line_1', type: 'ticket', amount: 3, price: 39 }] }] });
const sandbox = { _id: 'gw_sandbox', type: 'sandbox', name: 'Test card', active: true };
const stripe = { _id: 'gw_stripe', type: 'stripe', name: 'Card, Apple Pay and Google Pay', active: true, data: { publicKey: 'pk_test' } };

let answer: Checkout = cart(117.5);
const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: answer })),
  http.get('*/api/shops/riverside-live/payment-gateways', () => HttpResponse.json({ gateways: [sandbox, stripe] })),
  http.get('*/api/shops/riverside-live/payment-gateways/:gatewayId/saved-cards', () => HttpResponse.json({ savedCards: [], saveCard: false })),
);
beforeAll(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  answer = cart(117.5);
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

function flow(): StepTwoPaymentProps['flow'] {
  return { busy: false, resetKey: 0, start: vi.fn(async () => ({ kind: 'stopped' as const })), onProcessing: vi.fn(), onOutcome: vi.fn(), releaseIfIdle: vi.fn() };
}

const render = (payFlow = flow(), loggedIn = true, locale: 'en' | 'de' = 'en') =>
  renderWithProviders(<StepTwoPayment flow={payFlow} returnUrl={() => '/riverside-live/checkout/evt_jazz?step=2'} event={event} />, { loggedIn, locale });

describe('paying by installments at step 2', () => {
  it('offers paying in full (chosen) and each option with what it charges today and until when', async () => {
    render();
    const group = await screen.findByRole('group', { name: 'How would you like to pay?' });
    expect(within(group).getByRole('radio', { name: /Pay in full/ })).toBeChecked();
    const half = within(group).getByRole('radio', { name: 'Half now, half a week before the show' });
    expect(half).toBeEnabled();
    expect(half).toHaveAccessibleDescription('£58.75 today, then 1 payment until Jan 18, 2030');
    const four = within(group).getByRole('radio', { name: 'Four payments, two days apart' });
    expect(four).toHaveAccessibleDescription('£29.37 today, then 3 payments until Jan 21, 2030');
    expect(await screen.findByRole('button', { name: 'Pay £117.50' })).toBeInTheDocument();
  });

  it('shows the chosen option’s schedule adding up to the total, its policies, and the amount due today on the pay button', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: 'Four payments, two days apart' }));
    const schedule = screen.getByRole('region', { name: 'Your payment schedule' });
    const rows = within(within(schedule).getByRole('table', { name: 'Four payments, two days apart' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DatePaymentAmount',
      'TodayInstallment 1 of 4£29.37',
      'Jan 17, 2030Installment 2 of 4£29.37',
      'Jan 19, 2030Installment 3 of 4£29.37',
      'Jan 21, 2030Installment 4 of 4£29.39',
      'Total£117.50',
    ]);
    expect(schedule).toHaveTextContent('You can change the card for the later payments');
    expect(schedule).toHaveTextContent('Everything is paid before the event starts.');
    expect(schedule).toHaveTextContent('its tickets cannot be transferred or resold');
    expect(screen.getByRole('button', { name: 'Pay £29.37' })).toBeInTheDocument();
    // Only the gateways the strategy allows pay into a plan.
    expect(screen.queryByRole('radio', { name: 'Card, Apple Pay and Google Pay' })).not.toBeInTheDocument();
  });

  it('hands the chosen option to the pay flow', async () => {
    const user = userEvent.setup();
    const payFlow = flow();
    render(payFlow);
    await user.click(await screen.findByRole('radio', { name: 'Half now, half a week before the show' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay £58.75' }));
    expect(payFlow.start).toHaveBeenCalledWith(expect.objectContaining({ _id: 'gw_sandbox' }), expect.objectContaining({ paymentOption: { paymentStrategyId: 'pst_jazz', paymentOptionId: 'opt_half' } }));
  });

  it('disables an option the total does not meet, with its reason', async () => {
    answer = cart(78);
    render();
    const four = await screen.findByRole('radio', { name: 'Four payments, two days apart' });
    expect(four).toBeDisabled();
    expect(four).toHaveAccessibleDescription('Available for orders from £100.00.');
    expect(screen.getByRole('radio', { name: 'Half now, half a week before the show' })).toBeEnabled();
  });

  it('asks a guest to log in and offers only paying in full', async () => {
    render(flow(), false);
    const group = await screen.findByRole('group', { name: 'How would you like to pay?' });
    expect(group).toHaveAccessibleDescription(/Log in to pay in installments/);
    for (const name of ['Half now, half a week before the show', 'Four payments, two days apart']) expect(within(group).getByRole('radio', { name })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Pay £117.50' })).toBeInTheDocument();
  });

  it('offers nothing for a cart of another event too', async () => {
    answer = { ...cart(117.5), items: [...(cart(117.5).items ?? []), { _id: 'item_2', eventId: 'evt_other', tickets: [{ _id: 'line_2', type: 'ticket', amount: 1, price: 10 }] }] };
    render();
    expect(await screen.findByRole('button', { name: 'Pay £117.50' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    render(flow(), true, 'de');
    await user.click(await screen.findByRole('radio', { name: 'Four payments, two days apart' }));
    expect(screen.getByRole('group', { name: 'Wie möchten Sie bezahlen?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ihr Zahlungsplan' })).toHaveTextContent('Rate 4 von 4');
  });
});
