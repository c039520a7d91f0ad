// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StepTwoPayment, type StepTwoPaymentProps } from '../../components/checkout/step2/StepTwoPayment.tsx';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';
import { renderWithProviders } from './step2-support.tsx';

const cart: Checkout = { _id: 'chk_1', secret: 'sec', status: 'open', currency: 'GBP', realPrice: 64, items: [] };
const sandbox = { _id: 'gw_sandbox', type: 'sandbox', name: 'Test card', active: true };

let answer: Checkout = cart;
let gatewaysFail = false;
const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: answer })),
  http.get('*/api/shops/riverside-live/payment-gateways', () =>
    gatewaysFail ? HttpResponse.json({ message: 'Unavailable', code: 'fetchError' }, { status: 503 }) : HttpResponse.json({ gateways: [sandbox, { _id: 'gw_payout', type: 'additionalMethod', name: 'SEPA payouts' }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = cart;
  gatewaysFail = false;
});
afterAll(() => server.close());

function flow(): StepTwoPaymentProps['flow'] {
  return { busy: false, resetKey: 0, start: vi.fn(async () => ({ kind: 'stopped' as const })), onProcessing: vi.fn(), onOutcome: vi.fn(), releaseIfIdle: vi.fn() };
}

describe('StepTwoPayment', () => {
  it("shows the server's total and the form of the only payable gateway", async () => {
    renderWithProviders(<StepTwoPayment flow={flow()} returnUrl={() => '/riverside-live/checkout/evt_jazz?step=2'} />);
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(section).toHaveTextContent('Total…');
    expect(await screen.findByRole('button', { name: 'Pay £64.00' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Total£64.00');
    expect(screen.queryByText('SEPA payouts')).not.toBeInTheDocument();
  });

  it('names the gross total and the tax it holds in a net-price shop (issue 15)', async () => {
    answer = {
      ...cart,
      currency: 'EUR',
      realPrice: 162.61,
      items: [{ _id: 'item_1', eventId: 'evt_1', tickets: [{ _id: 'line_1', type: 'ticket', amount: 2, price: 63.03, taxRate: 0.19 }], outerFeeComponents: { fix: [{ total: 12.6, name: 'Service fee', exposed: true }] } }],
    };
    renderWithProviders(<StepTwoPayment flow={flow()} returnUrl={() => '/'} />, { shop: { netPrices: true, taxName: 'MwSt.' }, locale: 'de' });
    const section = screen.getByRole('region', { name: 'Zahlung' });
    expect(await screen.findByText(/^Darin enthalten: 23,95\s€ MwSt\.$/)).toBeInTheDocument();
    expect(section.textContent?.replace(/\u00a0/g, ' ')).toContain('Gesamt inkl. MwSt.162,61 €');
  });

  it('completes a free order through the pay flow without a payment form', async () => {
    answer = { ...cart, realPrice: 0 };
    const user = userEvent.setup();
    const payFlow = flow();
    renderWithProviders(<StepTwoPayment flow={payFlow} returnUrl={() => '/'} />);
    expect(await screen.findByText('Your order is free: no payment is needed.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    expect(payFlow.start).toHaveBeenCalledWith(expect.objectContaining({ _id: 'gw_sandbox' }), { showProcessing: true });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('offers to read the gateways again when they could not be read', async () => {
    gatewaysFail = true;
    const user = userEvent.setup();
    renderWithProviders(<StepTwoPayment flow={flow()} returnUrl={() => '/'} />);
    await screen.findByRole('alert');
    gatewaysFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay £64.00' })).toBeInTheDocument();
  });
});
