// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { BackGuard } from '../../components/checkout/step1/BackGuard.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

const shop: ShopInfo = {
  slug: 'riverside-live',
  sellerId: 'sel',
  name: 'Riverside Live',
  currency: 'GBP',
  timezone: 'Europe/London',
  locale: 'en',
  netPrices: false,
  taxName: 'VAT',
  capturePhone: false,
};

const open: Checkout = { _id: 'chk', status: 'open', items: [{ _id: 'i', eventId: 'evt', tickets: [{ _id: 'l', type: 'ticket', ticketTypeId: 't', amount: 2 }] }] };
const aborted: Checkout = { _id: 'chk', status: 'aborted', items: [] };

let cart: Checkout | null;
let abortAnswer: () => Response;
let aborts: number;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart })),
  http.post('*/api/shops/riverside-live/cart/abort', () => {
    aborts += 1;
    return abortAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  cart = open;
  aborts = 0;
  abortAnswer = () => HttpResponse.json({ cart: aborted });
  window.history.replaceState({ router: 'state' }, '', '/riverside-live/checkout/evt');
});

function renderGuard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="en" messages={en}>
      <ShopProvider shop={shop}>
        <QueryClientProvider client={queryClient}>
          <BackGuard />
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

/** What the browser does on back from the guard copy: the entry below becomes current, then popstate. */
function pressBack() {
  act(() => {
    window.history.replaceState({ router: 'state' }, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { router: 'state' } }));
  });
}

describe('BackGuard', () => {
  it('pushes a copy of the entry, keeping the router state, once the cart has items', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(push.mock.calls[0]?.[0]).toEqual({ router: 'state', __checkoutStep1Guard: true });
    expect(push.mock.calls[0]?.[2]).toBe(window.location.href);
  });

  it('does nothing without a cart', async () => {
    cart = null;
    const push = vi.spyOn(window.history, 'pushState');
    const { queryClient } = renderGuard();
    await waitFor(() => expect(queryClient.getQueryState(cartQueryKey('riverside-live'))?.status).toBe('success'));
    expect(push).not.toHaveBeenCalled();
    pressBack();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks on back; No keeps the order and guards again', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user } = renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    pressBack();
    expect(screen.getByRole('alertdialog', { name: 'Cancel your order?' })).toBeInTheDocument();
    const keep = screen.getByRole('button', { name: 'No, keep my order' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(push).toHaveBeenCalledTimes(2);
    expect(aborts).toBe(0);
  });

  it('Escape keeps the order too', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user } = renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    pressBack();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('Yes aborts the checkout, stores the answer and really goes back', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user, queryClient } = renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    pressBack();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    expect(aborts).toBe(1);
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toEqual(aborted);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays in checkout and says so when aborting fails', async () => {
    abortAnswer = () => HttpResponse.json({ message: 'boom' }, { status: 500 });
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    pressBack();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('The order could not be cancelled. Please try again.')).toBeInTheDocument();
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ignores a popstate onto another page (browser forward to step 2)', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderGuard();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    act(() => {
      window.history.replaceState({ router: 'state' }, '', '/riverside-live/checkout/evt?step=2');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { router: 'state' } }));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
