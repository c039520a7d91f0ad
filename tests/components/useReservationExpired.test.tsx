// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useReservationExpired } from '../../components/checkout/step2/useReservationExpired.ts';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('useReservationExpired', () => {
  it('turns true when the reservation runs out', async () => {
    const { result } = renderHook(() => useReservationExpired({ status: 'open', expiresAt: inMs(50) }));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('never expires a completed cart, a cart without an end, or one ending weeks from now', async () => {
    const { result } = renderHook(() => [
      useReservationExpired({ status: 'completed', expiresAt: inMs(-1000) }),
      useReservationExpired({ status: 'open' }),
      useReservationExpired(null),
      useReservationExpired({ status: 'open', expiresAt: inMs(30 * 24 * 3600 * 1000) }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([false, false, false, false]);
  });
});
