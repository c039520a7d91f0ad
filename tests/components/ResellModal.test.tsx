// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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
import { ANALYTICS_DOM_EVENT, type AnalyticsEventMessage } from '../../lib/embedding/analytics-message.ts';

const navigateTo = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/account/shell/navigate.ts', () => ({ navigateTo }));

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
const seat = (row: string, seatName: string) => ({ sectionName: 'Stalls', groupName: 'Block C', rowName: row, seatName });
/** Four seats of the Soul Revue: C5 and C6 side by side, D9 apart, B3 listed on the resale site. */
const seatedAction: TicketSellAction = {
  ...action,
  eventId: 'evt_soul',
  eventName: 'Soul Revue',
  tickets: [
    { id: 'c5', label: 'Stalls seat · C5', name: 'Stalls seat', seatingInfo: seat('C', '5') },
    { id: 'c6', label: 'Stalls seat · C6', name: 'Stalls seat', seatingInfo: seat('C', '6') },
    { id: 'd9', label: 'Stalls seat · D9', name: 'Stalls seat', seatingInfo: seat('D', '9') },
    { id: 'b3', label: 'Stalls seat · B3', name: 'Stalls seat', seatingInfo: seat('B', '3') },
  ],
  resaleSite: { name: 'Resale Exchange' },
};
const offerable = (id: string, price: number) => ({ id, price, resellFee: Math.round(price * 10) / 100, offerable: true, externallyListed: false });

const baseStatus: ResellStatusView = {
  offerAble: true,
  activeOffer: null,
  tickets: [offerable('t1', 16), offerable('t2', 11)],
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

const seatedStatus: ResellStatusView = {
  ...baseStatus,
  tickets: [offerable('c5', 35), offerable('c6', 35), offerable('d9', 35), { ...offerable('b3', 35), offerable: false, reason: 'HAS_ACTIVE_OFFER' }],
};

let siteClicks: unknown[] = [];
const server = setupServer(
  http.post(`${BASE}/resale-site`, async ({ request }) => {
    siteClicks.push(await request.json());
    return HttpResponse.json({ url: 'https://resale.example/sell?event=evt_soul&ticket=c5&ticket=c6&lang=en' });
  }),
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
  siteClicks = [];
  navigateTo.mockReset();
  canceled = [];
  createAnswer = () => HttpResponse.json({ id: 'rso_new', status: 'active' }, { status: 201 });
  cancelAnswer = () => HttpResponse.json({ id: 'rso_1', status: 'canceled' });
});
afterAll(() => {
  server.close();
  vi.doUnmock('../../components/account/shell/navigate.ts');
  vi.resetModules();
});

function renderModal(sell: TicketSellAction = action) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let closed = 0;
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <ResellModal action={sell} onClose={() => (closed += 1)} />
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
    // A seller without a resale site: no marketplace option on the way.
    await within(dialog).findByRole('button', { name: 'Continue' });
    expect(within(dialog).queryByRole('region', { name: /^Sell on/ })).not.toBeInTheDocument();
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

  it('offers the chosen tickets only: unchecking one lowers the totals and the offer', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal();
    const tickets = await within(dialog).findByRole('group', { name: 'Tickets to sell' });
    expect(within(tickets).getByRole('checkbox', { name: /Adult/ })).toBeChecked();
    await user.click(within(tickets).getByRole('checkbox', { name: /Concession/ }));
    await toReview(user, dialog);
    expect(within(dialog).getByText('1 ticket to sell')).toBeInTheDocument();
    expect(within(dialog).getByText('£14.40')).toBeInTheDocument();
    expect(within(dialog).getByText('−£1.60')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    expect(await within(dialog).findByText('Your tickets are on sale')).toBeInTheDocument();
    expect(created).toEqual([{ eventId: 'evt_exhibition', ticketIds: ['t1'], cpmId: 'cpm_sepa' }]);
  });

  it('starts with nothing chosen when the tickets are no group, refuses seats apart with the notice, and shows why a ticket is out', async () => {
    status = seatedStatus;
    const user = userEvent.setup();
    const { dialog } = renderModal(seatedAction);
    const tickets = await within(dialog).findByRole('group', { name: 'Tickets to sell' });
    expect(within(tickets).getByRole('checkbox', { name: /Row B/ })).toBeDisabled();
    expect(within(tickets).getByText('Already offered for resale')).toBeInTheDocument();
    for (const box of within(tickets).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Bank account (SEPA) •••• 3000' }));
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await user.click(within(tickets).getByRole('checkbox', { name: /Row C Seat 5/ }));
    await user.click(within(tickets).getByRole('checkbox', { name: /Row D Seat 9/ }));
    expect(within(tickets).getByText(/can't be selected together/)).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.click(within(tickets).getByRole('checkbox', { name: /Row D Seat 9/ }));
    await user.click(within(tickets).getByRole('checkbox', { name: /Row C Seat 6/ }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(within(dialog).getByText('2 tickets to sell')).toBeInTheDocument();
  });

  it('sells the chosen seats on the resale site: records the click, sends the analytics event and leaves for the site', async () => {
    status = seatedStatus;
    const events: AnalyticsEventMessage[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<AnalyticsEventMessage>).detail);
    window.addEventListener(ANALYTICS_DOM_EVENT, listen);
    const user = userEvent.setup();
    const { dialog } = renderModal(seatedAction);
    const site = await within(dialog).findByRole('region', { name: 'Sell on Resale Exchange' });
    const sell = within(site).getByRole('button', { name: 'Sell on Resale Exchange' });
    expect(sell).toBeDisabled();
    expect(sell).toHaveAccessibleDescription('Choose at least one ticket to sell there.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Row C Seat 5/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Row D Seat 9/ }));
    expect(within(site).getByRole('button', { name: 'Sell 2 tickets on Resale Exchange' })).toHaveAccessibleDescription(/seats next to each other/);
    await user.click(within(dialog).getByRole('checkbox', { name: /Row D Seat 9/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Row C Seat 6/ }));
    await user.click(within(site).getByRole('button', { name: 'Sell 2 tickets on Resale Exchange' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://resale.example/sell?event=evt_soul&ticket=c5&ticket=c6&lang=en'));
    window.removeEventListener(ANALYTICS_DOM_EVENT, listen);
    expect(siteClicks).toEqual([{ eventId: 'evt_soul', ticketIds: ['c5', 'c6'] }]);
    expect(events).toEqual([{ source: 'ticketshop', version: 1, type: 'analytics.event', name: 'sell clicked multi', data: { eventId: 'evt_soul', ticketCount: 2, seasonCard: false } }]);
    expect(created).toEqual([]);
  });

  it('hides the resale-site option when a ticket of the event is listed there', async () => {
    status = { ...seatedStatus, tickets: seatedStatus.tickets.map((ticket) => (ticket.id === 'b3' ? { ...ticket, externallyListed: true } : ticket)) };
    const { dialog } = renderModal(seatedAction);
    const b3 = await within(dialog).findByRole('checkbox', { name: /Row B/ });
    expect(b3).toBeDisabled();
    expect(within(dialog).getByText('Listed on Resale Exchange')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /Resale Exchange/ })).not.toBeInTheDocument();
  });

  it('keeps the customer in the shop with a message when the click is refused', async () => {
    status = seatedStatus;
    server.use(http.post(`${BASE}/resale-site`, () => HttpResponse.json({ message: 'off', code: 'resaleSiteDisabled' }, { status: 409 })));
    const user = userEvent.setup();
    const { dialog } = renderModal({ ...seatedAction, tickets: seatedAction.tickets.slice(0, 2) });
    await user.click(await within(dialog).findByRole('button', { name: 'Sell 2 tickets on Resale Exchange' }));
    expect(await within(dialog).findByText('The resale site could not be opened. Please try again.')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
