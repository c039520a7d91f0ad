// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { useCart, useCartActions } from '../../components/cart/cart-store.ts';

const shop: ShopInfo = { slug: 'riverside-live', sellerId: 'sel', name: 'Riverside Live', currency: 'GBP', timezone: 'Europe/London', locale: 'en', netPrices: false, taxName: 'VAT', capturePhone: false };
const added = { _id: 'chk_1', status: 'open', items: [{ eventId: 'evt_jazz', tickets: [{ ticketTypeId: 'tt_seated', amount: 1 }] }] };

const server = setupServer(
  // The page's first read of the cart is slow and answers what was there before the add: nothing.
  http.get('*/api/shops/riverside-live/cart', async () => {
    await delay(150);
    return HttpResponse.json({ cart: null });
  }),
  http.post('*/api/shops/riverside-live/cart/items', () => HttpResponse.json({ cart: added })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the cart store', () => {
  it('keeps the cart an add answered, even when a read that began earlier answers later', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShopProvider shop={shop}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ShopProvider>
    );
    const { result } = renderHook(() => ({ cart: useCart(), actions: useCartActions() }), { wrapper });
    await act(async () => {
      await result.current.actions.add({ eventId: 'evt_jazz', tickets: [{ ticketTypeId: 'tt_seated', amount: 1 }] });
    });
    await delay(300);
    await waitFor(() => expect(result.current.cart.isFetching).toBe(false));
    expect(result.current.cart.data?._id).toBe('chk_1');
  });
});
