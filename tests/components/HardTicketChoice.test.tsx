// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider, createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TicketPicker } from '../../components/checkout/step1/TicketPicker.tsx';
import { stepOneData } from '../../components/checkout/step1/view-model.ts';
import { hardTicketChoiceView } from '../../components/checkout/step1/hard-ticket-view.ts';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import type { Event } from '../../lib/ticketing/schemas/event.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/** The hard-ticket choice of step 1 (spec 02 §2, §3, §9): asked before adding, sent as asHardTicket. */

const shop: ShopInfo = {
  slug: 'riverside-live',
  sellerId: 'sel_riverside',
  name: 'Riverside Live',
  currency: 'GBP',
  timezone: 'Europe/London',
  locale: 'en',
  netPrices: false,
  taxName: 'VAT',
  capturePhone: false,
};

const lighthouse: Event = {
  _id: 'evt_lighthouse',
  sellerId: 'sel_riverside',
  name: 'The Lighthouse Sessions',
  start: '2030-01-10T20:00:00Z',
  timezone: 'Europe/London',
  currency: 'GBP',
  saleStatus: 'onSale',
  volume: 200,
  hardTicketSettings: {
    promotionName: 'Souvenir ticket',
    promotionText: 'A foil-printed souvenir ticket, posted to you.',
    hardTicketPreviewURL: '/demo/hard-tickets/souvenir-ticket.svg',
    hardTicketOuterCharge: 2.5,
  },
  categories: [{ ref: 'cat_standing', name: 'Standing', volume: 150 }],
  tickets: [{ _id: 'tt_standing', name: 'Standing', categoryRef: 'cat_standing', price: 28, volume: 150, maxAmountPerOrder: 8 }],
};

const cart: Checkout = {
  _id: 'chk_1',
  secret: 'sec_1',
  status: 'open',
  expiresAt: '2030-01-01T00:15:00Z',
  currency: 'GBP',
  items: [{ _id: 'item_1', eventId: 'evt_lighthouse', tickets: [{ _id: 'line_1', type: 'ticket', ticketTypeId: 'tt_standing', amount: 2, asHardTicket: true }] }],
};

let requests: { tickets?: { ticketTypeId: string; amount: number; asHardTicket?: boolean }[] }[];
const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart: null })),
  http.post('*/api/shops/riverside-live/cart/items', async ({ request }) => {
    requests.push((await request.json()) as (typeof requests)[number]);
    return HttpResponse.json({ cart });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
});

function renderPicker(event: Event, locale: 'en' | 'de' = 'en') {
  const messages = locale === 'de' ? de : en;
  const intl = createIntl({ locale, messages });
  const data = stepOneData({ intl, event, products: [] });
  render(
    <IntlProvider locale={locale} messages={messages}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ToastProvider>
            <TicketPicker data={data} checkoutPath={`/riverside-live/checkout/${event._id}`} hardTicket={hardTicketChoiceView(intl, event)} />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return userEvent.setup();
}

async function pickTwoAndAdd(user: ReturnType<typeof userEvent.setup>, add = 'Add to cart', one = 'Add one Standing') {
  await user.click(screen.getByRole('button', { name: one }));
  await user.click(screen.getByRole('button', { name: one }));
  await user.click(screen.getByRole('button', { name: add }));
}

describe('the hard-ticket choice before adding', () => {
  it('offers e-tickets or the hard ticket with its promotion, preview and postage, and adds the choice', async () => {
    const user = renderPicker(lighthouse);
    await pickTwoAndAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'How would you like your tickets?' });
    expect(requests).toEqual([]);
    expect(dialog).toHaveAccessibleDescription('Your 2 tickets come as an e-ticket, or printed and posted to you.');
    const virtual = within(dialog).getByRole('radio', { name: 'E-ticket' });
    const hard = within(dialog).getByRole('radio', { name: 'Souvenir ticket' });
    expect(virtual).toBeChecked();
    expect(hard).toHaveAccessibleDescription('A foil-printed souvenir ticket, posted to you. + £2.50 postage per ticket');
    expect(within(dialog).getByRole('img', { name: 'Preview of the Souvenir ticket' })).toHaveAttribute('src', '/demo/hard-tickets/souvenir-ticket.svg');

    await user.click(hard);
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.tickets).toEqual([{ ticketTypeId: 'tt_standing', amount: 2, asHardTicket: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds e-tickets as before when the buyer keeps them', async () => {
    const user = renderPicker(lighthouse);
    await pickTwoAndAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'How would you like your tickets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.tickets).toEqual([{ ticketTypeId: 'tt_standing', amount: 2 }]);
  });

  it('adds nothing when cancelled, and keeps the picked amount', async () => {
    const user = renderPicker(lighthouse);
    await pickTwoAndAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'How would you like your tickets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: 'Number of Standing' })).toHaveValue(2);
  });

  it('shows no postage line when the outer charge is 0, and asks nothing where the event has no hard ticket', async () => {
    const user = renderPicker({ ...lighthouse, hardTicketSettings: { promotionName: 'Souvenir ticket', hardTicketOuterCharge: 0 } });
    await pickTwoAndAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'How would you like your tickets?' });
    expect(dialog).not.toHaveTextContent('postage');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('adds directly for an event without hard-ticket settings', async () => {
    const { hardTicketSettings: _settings, ...plain } = lighthouse;
    const user = renderPicker(plain);
    await pickTwoAndAdd(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks in German', async () => {
    const user = renderPicker(lighthouse, 'de');
    await pickTwoAndAdd(user, 'In den Warenkorb', 'Eins mehr: Standing');
    const dialog = await screen.findByRole('dialog', { name: 'Wie möchten Sie Ihre Tickets erhalten?' });
    expect(within(dialog).getByRole('radio', { name: 'E-Ticket' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Souvenir ticket' })).toHaveAccessibleDescription(/\+ 2,50\s£ Porto pro Ticket$/);
  });
});
