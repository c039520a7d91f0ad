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
import type { SeasonResellStatusView } from '../../lib/operations/season.ts';

/**
 * The Resell modal of a season (spec 02 §2 "select, paymentInfo, review, result", §5 "the select
 * step requires at least one event"): one offer per picked event, through the season routes.
 */

const SHOP = '*/api/shops/riverside-live/account/season-resell';
const action: TicketSellAction = {
  kind: 'sell',
  eventId: 'evt_season',
  eventName: 'Riverside Chamber Season',
  tickets: [
    { id: 'tkt_card', label: 'Season card · Seat 6' },
    { id: 'tkt_card_2', label: 'Season card · Seat 7' },
  ],
  shop: { seller: 'riverside-live' },
  paymentMethodsHref: '/riverside-live/account/payment-methods',
  season: true,
};
const event = (id: string, name: string, month: number, extra: Partial<SeasonResellStatusView['events'][number]> = {}) => ({
  id,
  name,
  start: `2099-0${month}-01T19:30:00.000Z`,
  end: `2099-0${month}-01T22:00:00.000Z`,
  dateLabel: `1.${month}.2099`,
  offerAble: true,
  ticketIds: ['tkt_card'],
  price: 40,
  resellFee: 4,
  proceeds: 36,
  ...extra,
});
const status: SeasonResellStatusView = {
  events: [
    event('evt_opening', 'Opening Night', 1, { offerAble: false, activeOfferId: 'rso_1', ticketIds: [] }),
    event('evt_winter', 'Winter Quartets', 2),
    // Only one of the two cards can go for this one (the other's event is promised to someone).
    event('evt_spring', 'Spring Serenades', 3, { ticketIds: ['tkt_card', 'tkt_card_2'], price: 80, resellFee: 8, proceeds: 72 }),
  ],
  currency: 'GBP',
  payoutMethods: [{ id: 'cpm_sepa', label: 'SEPA · •••• 7781' }],
};

let created: Record<string, unknown>[] = [];
let refuseEvent: string | undefined;
const server = setupServer(
  http.post(`${SHOP}/status`, () => HttpResponse.json(status)),
  http.post(`${SHOP}/create`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (body.childEventId === refuseEvent) return HttpResponse.json({ message: 'A season card cannot be offered for this event', code: 'EVENT_EXCLUDED' }, { status: 400 });
    created.push(body);
    return HttpResponse.json({ id: `rso_${String(body.childEventId)}`, status: 'active' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  created = [];
  refuseEvent = undefined;
});
afterAll(() => server.close());

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <QueryClientProvider client={client}>
          <ResellModal action={action} onClose={() => undefined} />
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
}

async function toReview(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Sell tickets' });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Winter Quartets/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Spring Serenades/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue with 2 events' }));
  await user.click(within(dialog).getByRole('radio', { name: 'SEPA · •••• 7781' }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('Resell modal of a season', () => {
  it('starts with the select step: an event already offered cannot be picked, and Continue needs one event', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Sell tickets' });
    const opening = await within(dialog).findByRole('checkbox', { name: /Opening Night/ });
    expect(opening).toBeDisabled();
    expect(opening).toHaveAccessibleDescription('Already offered for resale');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('reviews what the picked events bring and offers each on its own', async () => {
    const user = userEvent.setup();
    renderModal();
    const dialog = await toReview(user);
    expect(within(dialog).getByText('2 events to sell')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Spring Serenades (1.3.2099) – 2 season cards – £80.00');
    expect(dialog).toHaveTextContent('Ticket price£120.00');
    expect(dialog).toHaveTextContent('Fees−£12.00');
    expect(dialog).toHaveTextContent('Total payout£108.00');
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    expect(await within(dialog).findByText('Your tickets are on sale')).toBeInTheDocument();
    expect(created).toEqual([
      { eventId: 'evt_season', ticketIds: ['tkt_card'], childEventId: 'evt_winter', cpmId: 'cpm_sepa' },
      { eventId: 'evt_season', ticketIds: ['tkt_card', 'tkt_card_2'], childEventId: 'evt_spring', cpmId: 'cpm_sepa' },
    ]);
  });

  it('after a failure, trying again offers only the events not yet offered', async () => {
    refuseEvent = 'evt_spring';
    const user = userEvent.setup();
    renderModal();
    const dialog = await toReview(user);
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be listed for resale.');
    expect(alert).toHaveTextContent('1 event is already on sale');
    refuseEvent = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Offer for resale' }));
    expect(await within(dialog).findByText('Your tickets are on sale')).toBeInTheDocument();
    expect(created.map((body) => body.childEventId)).toEqual(['evt_winter', 'evt_spring']);
  });
});
