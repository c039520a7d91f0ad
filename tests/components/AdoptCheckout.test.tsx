// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdoptCheckout } from '../../components/checkout/step1/AdoptCheckout.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import { cartQueryKey } from '../../components/cart/cart-store.ts';
import type { Checkout } from '../../lib/ticketing/schemas/checkout.ts';

const shop: ShopInfo = { slug: 'riverside-live', sellerId: 'sel', name: 'Riverside Live', currency: 'GBP', timezone: 'Europe/London', locale: 'en', netPrices: false, taxName: 'VAT', capturePhone: false };

let cart: Checkout | null;
let adopted: unknown[];
let adoptAnswer: () => Response;

const server = setupServer(
  http.get('*/api/shops/riverside-live/cart', () => HttpResponse.json({ cart })),
  http.post('*/api/shops/riverside-live/cart/adopt', async ({ request }) => {
    adopted.push(await request.json());
    return adoptAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  cart = null;
  adopted = [];
  adoptAnswer = () => HttpResponse.json({ cart: { _id: 'chk_link', status: 'open', items: [] } });
});

function renderAdopt() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ShopProvider shop={shop}>
      <QueryClientProvider client={queryClient}>
        <AdoptCheckout checkoutId="chk_link" secret="sec_link" />
      </QueryClientProvider>
    </ShopProvider>,
  );
  return queryClient;
}

describe('AdoptCheckout', () => {
  it("makes the link's checkout the shop's cart", async () => {
    const queryClient = renderAdopt();
    await waitFor(() => expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toMatchObject({ _id: 'chk_link' }));
    expect(adopted).toEqual([{ checkoutId: 'chk_link', secret: 'sec_link' }]);
  });

  it('does nothing when the cart already is that checkout', async () => {
    cart = { _id: 'chk_link', status: 'open' };
    const queryClient = renderAdopt();
    await waitFor(() => expect(queryClient.getQueryState(cartQueryKey('riverside-live'))?.status).toBe('success'));
    expect(adopted).toEqual([]);
  });

  it('keeps the current cart when the checkout cannot be adopted', async () => {
    cart = { _id: 'chk_mine', status: 'open' };
    adoptAnswer = () => HttpResponse.json({ message: 'notFound', code: 'checkoutNotFound' }, { status: 404 });
    const queryClient = renderAdopt();
    await waitFor(() => expect(adopted).toHaveLength(1));
    expect(queryClient.getQueryData(cartQueryKey('riverside-live'))).toMatchObject({ _id: 'chk_mine' });
  });
});
