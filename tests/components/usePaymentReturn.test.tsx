// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { usePaymentReturn, type PaymentReturnInput } from '../../components/checkout/step2/usePaymentReturn.ts';
import { remember, type Seen } from './step2-support.tsx';

const seen: Seen[] = [];
const server = setupServer(
  http.post('*/api/payments/:id/verify', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  window.sessionStorage.setItem('checkout-payment:chk_1', JSON.stringify({ paymentRequestId: 'pr_1', secret: 'prsec', gatewayId: 'gw_sandbox', gatewayType: 'sandbox' }));
  window.history.replaceState(null, '', '/riverside-live/checkout/evt_jazz?checkoutId=chk_1&secret=sec&step=2&redirectResult=approved-123');
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const input = (overrides: Partial<PaymentReturnInput>): PaymentReturnInput => ({ checkoutId: 'chk_1', locale: 'en', cartPending: false, cartStatus: 'open', onProcessing: vi.fn(), onOutcome: vi.fn(), ...overrides });

describe('usePaymentReturn', () => {
  it('waits for the cart, then strips the return from the address and verifies the payment once', async () => {
    const settings = input({ cartPending: true });
    const { rerender } = renderHook((props: PaymentReturnInput) => usePaymentReturn(props), { initialProps: settings });
    expect(settings.onProcessing).not.toHaveBeenCalled();
    rerender({ ...settings, cartPending: false });
    rerender({ ...settings, cartPending: false, cartStatus: 'completed' });
    expect(window.location.search).toBe('?checkoutId=chk_1&secret=sec&step=2');
    expect(settings.onProcessing).toHaveBeenCalledOnce();
    await waitFor(() => expect(settings.onOutcome).toHaveBeenCalledWith({ status: 'succeeded', transaction: { tid: 'T100', secret: 'tsec' } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({ secret: 'prsec', paymentGatewayId: 'gw_sandbox', data: { redirectResult: 'approved-123' } });
  });

  it('does not resume the payment of an aborted checkout', () => {
    const settings = input({ cartStatus: 'aborted' });
    renderHook(() => usePaymentReturn(settings));
    expect(window.location.search).toBe('?checkoutId=chk_1&secret=sec&step=2');
    expect(settings.onProcessing).not.toHaveBeenCalled();
  });
});
