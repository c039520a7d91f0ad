// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { ResaleTicketsSection } from '../../components/checkout/step1/ResaleTicketsSection.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import type { ResaleListingView, ResaleListingsView } from '../../lib/operations/resale-listings.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

/**
 * Step 1's resale tickets: the listings read through the shop's route, an offer added to the cart
 * with its resaleListingId (the cart store's answer shared with the page), the list read again,
 * refusals in the buyer's words, more offers on request, and nothing when there are none.
 */

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

const pair: ResaleListingView = {
  id: 'rso_pair',
  tickets: ['Stalls seat · Stalls · Block C · Row C · Seat 5', 'Stalls seat · Stalls · Block C · Row C · Seat 6'],
  priceLabel: '£70.00',
  feeLabel: '£5.50',
  totalLabel: '£75.50',
};
const floor: ResaleListingView = { id: 'rso_floor', tickets: ['Dance floor'], priceLabel: '£22.00', feeLabel: '£2.10', totalLabel: '£24.10' };

let listings: ResaleListingView[] = [];
let total = 0;
let reads: string[] = [];
let adds: unknown[] = [];
let addAnswer: () => Response;
const cart: Checkout = { _id: 'chk_1', secret: 'sec', status: 'open', currency: 'GBP', realPrice: 76.49, items: [{ _id: 'item_1', eventId: 'evt_soul', tickets: [{ _id: 'line_1', type: 'ticket', amount: 1, listingId: 'rso_pair' }] }] };

const server = setupServer(
  http.get('*/api/shops/riverside-live/events/evt_soul/resale', ({ request }) => {
    reads.push(new URL(request.url).search);
    const top = Number(new URL(request.url).searchParams.get('top'));
    return HttpResponse.json({ listings: listings.slice(0, top), total } satisfies ResaleListingsView);
  }),
  http.post('*/api/shops/riverside-live/cart/items', async ({ request }) => {
    adds.push(await request.json());
    return addAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  listings = [pair, floor];
  total = 2;
  reads = [];
  adds = [];
  addAnswer = () => {
    listings = [floor];
    total = 1;
    return HttpResponse.json({ cart });
  };
});

function renderSection(locale: 'en' | 'de' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ResaleTicketsSection eventId="evt_soul" />
          </ToastProvider>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { queryClient, container: view.container, user: userEvent.setup() };
}

describe('ResaleTicketsSection', () => {
  it('lists each offer with its seats, its total and the price plus the resale fee', async () => {
    renderSection();
    const section = await screen.findByRole('region', { name: 'Resale tickets' });
    const offers = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li'));
    expect(offers).toHaveLength(2);
    expect(within(offers[0] as HTMLElement).getByRole('heading', { level: 3, name: '2 tickets' })).toBeInTheDocument();
    expect(within(offers[0] as HTMLElement).getByText('Stalls seat · Stalls · Block C · Row C · Seat 6')).toBeInTheDocument();
    expect(within(offers[0] as HTMLElement).getByText('£75.50')).toBeInTheDocument();
    expect(within(offers[0] as HTMLElement).getByText('£70.00 plus £5.50 resale fee')).toBeInTheDocument();
    expect(reads).toEqual(['?top=10']);
  });

  it('adds an offer with its listing id, shares the cart, says so and reads the offers again', async () => {
    const { queryClient, user } = renderSection();
    const add = await screen.findByRole('button', { name: /^Add offer to cart: Stalls seat · Stalls · Block C · Row C · Seat 5/ });
    await user.click(add);
    expect(await screen.findByText('Resale offer added to your cart: 2 tickets.')).toBeInTheDocument();
    expect(adds).toEqual([{ eventId: 'evt_soul', resaleListingId: 'rso_pair' }]);
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toEqual(cart);
    await waitFor(() => expect(screen.queryByText('£75.50')).not.toBeInTheDocument());
    expect(reads).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Resale tickets' })).toHaveFocus();
  });

  it('says an offer someone else took is gone, and reads the offers again', async () => {
    addAnswer = () => {
      listings = [floor];
      total = 1;
      return HttpResponse.json({ message: 'gone', code: 'listingUnavailable' }, { status: 409 });
    };
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Add offer to cart: Stalls seat/ }));
    expect(await screen.findByText('This resale offer is no longer available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('£75.50')).not.toBeInTheDocument());
    expect(screen.getByText('£24.10')).toBeInTheDocument();
  });

  it('says when the offer is already in the cart', async () => {
    addAnswer = () => HttpResponse.json({ message: 'in cart', code: 'listingInCart' }, { status: 409 });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Add offer to cart: Dance floor/ }));
    expect(await screen.findByText('This resale offer is already in your cart.')).toBeInTheDocument();
  });

  it('shows more offers on request', async () => {
    listings = Array.from({ length: 12 }, (_, index) => ({ ...floor, id: `rso_${index}`, totalLabel: `£${20 + index}.00` }));
    total = 12;
    const { user } = renderSection();
    await screen.findByText('£29.00');
    expect(screen.queryByText('£30.00')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more resale offers (2 more)' }));
    expect(await screen.findByText('£31.00')).toBeInTheDocument();
    expect(reads).toEqual(['?top=10', '?top=20']);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows nothing when there is no offer', async () => {
    listings = [];
    total = 0;
    renderSection();
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Resale tickets' })).not.toBeInTheDocument();
  });

  it('says when the offers could not be read, and reads them again on request', async () => {
    server.use(http.get('*/api/shops/riverside-live/events/evt_soul/resale', () => HttpResponse.json({ message: 'down', code: 'fetchError' }, { status: 503 }), { once: true }));
    const { user } = renderSection();
    expect(await screen.findByText('The resale tickets could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load resale tickets again' }));
    expect(await screen.findByText('£75.50')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderSection('de');
    expect(await screen.findByRole('region', { name: 'Tickets aus Weiterverkauf' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Angebot zum Warenkorb hinzufügen/ })).toHaveLength(2);
    expect(screen.getByText('£70.00 zzgl. £5.50 Weiterverkaufsgebühr')).toBeInTheDocument();
  });

  it('is valid HTML by the project’s rules (html-validate, ADR 0023), with more offers to show', async () => {
    listings = Array.from({ length: 11 }, (_, index) => ({ ...pair, id: `rso_${index}` }));
    total = 11;
    const { container } = renderSection();
    await screen.findByRole('button', { name: /Show more/ });
    const config = JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')) as ConfigData;
    const report = await new HtmlValidate(config).validateString(container.innerHTML);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
  });
});
