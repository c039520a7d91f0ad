// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useActionCompleted } from '../../components/checkout/step2/useActionCompleted.ts';
import { EmbeddingParentsProvider } from '../../components/ticket-actions/TicketActionsContext.tsx';
import { ShopProvider } from '../../components/shop/ShopContext.tsx';
import type { CartAction } from '../../lib/ticket-actions/cart-action.ts';
import { shop } from './step2-support.tsx';

let action: CartAction | null = null;
let asked = 0;
const server = setupServer(
  http.get('*/api/shops/:seller/cart/action', () => {
    asked += 1;
    return HttpResponse.json({ action });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  action = null;
  asked = 0;
});
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShopProvider shop={shop}>
        <EmbeddingParentsProvider parents={{ self: false, origins: ['https://seller.example'] }}>{children}</EmbeddingParentsProvider>
      </ShopProvider>
    </QueryClientProvider>
  );
}

describe("useActionCompleted: a paid rebooking's or upgrade's checkout tells the embedding page", () => {
  it.each<[CartAction['kind'], string]>([
    ['rebooking', 'rebook'],
    ['upgrade', 'upgrade'],
  ])('%s → ticketAction.completed with the tickets given up', async (kind, name) => {
    action = { kind, credit: 45, fee: 0, ticketCount: 1, ticketIds: ['tkt_old'], targetEventId: 'evt_2' };
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { result } = renderHook(() => useActionCompleted(), { wrapper });
    await waitFor(() => {
      result.current();
      expect(postMessage).toHaveBeenCalled();
    });
    expect(postMessage).toHaveBeenLastCalledWith({ source: 'ticketshop', version: 1, type: 'ticketAction.completed', action: name, ticketIds: ['tkt_old'] }, 'https://seller.example');
  });

  it('posts nothing for an ordinary cart', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { result } = renderHook(() => useActionCompleted(), { wrapper });
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    result.current();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
