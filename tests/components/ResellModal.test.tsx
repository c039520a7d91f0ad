// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { ResellModal } from '../../components/account/resale/ResellModal.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { TicketSellAction } from '../../components/account/tickets/types.ts';
import type { ResellStatusView } from '../../lib/operations/resale.ts';

const BASE = '*/api/shops/riverside-live/account/resell-offers';
const action: TicketSellAction = {
  kind: 'sell',
  eventId: 'evt_exhibition',
  eventName: 'River Lights',
  tickets: [
    { id: 't1', label: 'Adult · Timed entry' },
    { id: 't2', label: 'Concession · Timed entry' },
  ],
  shop: { seller: 'riverside-live' },
  paymentMethodsHref: '/riverside-live/account/payment-methods',
};

const baseStatus: ResellStatusView = {
  offerAble: true,
  activeOffer: null,
  tickets: [
    { id: 't1', price: 16 },
    { id: 't2', price: 11 },
  ],
  price: 27,
  resellFee: 2.7,
  proceeds: 24.3,
  currency: 'GBP',
  payoutMethods: [{ id: 'cpm_sepa', label: 'Bank account (SEPA) •••• 3000' }],
};

let status: ResellStatusView = baseStatus;
let created: unknown[] = [];
let canceled: string[] = [];
let createAnswer: () => Response = () => HttpResponse.json({ id: 'rso_new', status: 'active' }, { status: 201 });
let cancelAnswer: () => Response = () => HttpResponse.json({ id: 'rso_1', status: 'canceled' });

const server = setupServer(
  http.post(`${BASE}/status`, () => HttpResponse.json(status)),
  http.post(`${BASE}/create`, async ({ request }) => {
    created.push(await request.json());
    return createAnswer();
  }),
  http.post(`${BASE}/:id/cancel`, ({ params }) => {
    canceled.push(String(params.id));
    return cancelAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  status = baseStatus;
  created = [];
  canceled = [];
  createAnswer = () => HttpResponse.json({ id: 'rso_new', status: 'active' }, { status: 201 });
  cancelAnswer = () => HttpResponse.json({ id: 'rso_1', status: 'canceled' });
});
afterAll(() => server.close());

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let closed = 0;
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <ResellModal action={action} onClose={() => (closed += 1)} />
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Sell tickets' }), closed: () => closed };
}

async function toReview(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const continueButton = await within(dialog).findByRole('button', { name: 'Continue' });
  expect(continueButton).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: 'Bank account (SEPA) •••• 3000' }));
  await user.click(continueButton);
}

describe('ResellModal', () => {
  it('without a payout method says so and links to the payment methods', async () => {
    status = { ...baseStatus, payoutMethods: [] };
    const { dialog } = renderModal();
    expect(await within(dialog).findByText(/no payment method for payouts yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to payment methods' })).toHaveAttribute('href', '/riverside-live/account/payment-methods');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('without a payout method adds a bank account in the sub-modal and chooses it', async () => {
    status = { ...baseStatus, payoutMethods: [] };
    const added: unknown[] = [];
    server.use(
      http.get('*/api/shops/riverside-live/account/payment-methods', () =>
        HttpResponse.json({ methods: [], inUse: {}, customGateways: [{ id: 'gw_sepa', name: 'Bank account (SEPA)', requiredInformation: 'SEPA' }] }),
      ),
      http.post('*/api/shops/riverside-live/account/payment-methods', async ({ request }) => {
        added.push(await request.json());
        status = baseStatus;
        return HttpResponse.json({ method: { _id: 'cpm_sepa', status: 'active' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await user.click(await within(dialog).findByRole('button', { name: 'Add a bank account' }));
    const sub = screen.getByRole('dialog', { name: 'Add payment method' });
    // Only payout methods: no card gateway, so the one bank gateway's form shows directly.
    await user.type(await within(sub).findByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.type(within(sub).getByLabelText('BIC'), 'COBADEFF');
    await user.type(within(sub).getByLabelText('Account holder'), 'Alex Morgan');
    await user.click(within(sub).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Payment method added.')).toBeInTheDocument();
    expect(added).toEqual([{ gatewayId: 'gw_sepa', data: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFF', accountHolderName: 'Alex Morgan' } }]);
    expect(await within(dialog).findByRole('radio', { name: 'Bank account (SEPA) •••• 3000' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('reviews tickets, fees and payout, then creates the offer and shows the success', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await toReview(user, dialog);
    expect(within(dialog).getByText('2 tickets to sell')).toBeInTheDocument();
    expect(within(dialog).getByText('Adult · Timed entry – £16.00')).toBeInTheDocument();
    expect(within(dialog).getByText('£24.30')).toBeInTheDocument();
    expect(within(dialog).getByText('−£2.70')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    expect(await within(dialog).findByText('Your tickets are on sale')).toBeInTheDocument();
    expect(created).toEqual([{ eventId: 'evt_exhibition', ticketIds: ['t1', 't2'], cpmId: 'cpm_sepa' }]);
  });

  it('shows the listing-failed result with Try again back to the review', async () => {
    createAnswer = () => HttpResponse.json({ message: 'A ticket is already offered', code: 'HAS_ACTIVE_OFFER' }, { status: 409 });
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await toReview(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Your tickets could not be listed for resale. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('button', { name: 'Offer for resale' })).toBeInTheDocument();
  });

  it('with an active offer is the single cancel step: caution, Failed with Try again, then canceled', async () => {
    status = { ...baseStatus, activeOffer: { id: 'rso_1', ticketCount: 1 } };
    cancelAnswer = () => HttpResponse.json({ message: 'Upstream down' }, { status: 503 });
    const user = userEvent.setup();
    const { dialog, closed } = renderModal();
    expect(await within(dialog).findByText('Cancel resell offer?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel offer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed');
    cancelAnswer = () => HttpResponse.json({ id: 'rso_1', status: 'canceled' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel offer' }));
    expect(await screen.findByText('The resell offer was canceled.')).toBeInTheDocument();
    expect(canceled).toEqual(['rso_1', 'rso_1']);
    expect(closed()).toBe(1);
  });
});
