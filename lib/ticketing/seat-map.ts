import { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { SEAT_MAP_HEADERS, type SeatMapSession } from '../seat-map/contract.ts';

/**
 * The seat-map service's header set for a browser (spec 02 §2; docs/adr/0031-seat-map-service.md), asked
 * for by the storefront's server: the session the browser already has is renewed, else a new one
 * is opened. Only the three values are read; the header names are the contract's.
 */

const issuedSchema = z
  .object({
    sellerId: z.string().min(1),
    sessionId: z.string().min(1).max(200),
    queueToken: z.string().min(1).max(1024),
    expiresAt: z.string().min(1),
  })
  .transform(
    (issued): SeatMapSession => ({
      ...issued,
      headers: { [SEAT_MAP_HEADERS.queueToken]: issued.queueToken, [SEAT_MAP_HEADERS.sellerId]: issued.sellerId, [SEAT_MAP_HEADERS.sessionId]: issued.sessionId },
    }),
  );

export function openSeatMapSession(client: TicketingClient, input: { sellerId: string; sessionId?: string | undefined }) {
  return client.request({ method: 'POST', path: '/api/seatmap/sessions', body: { sellerId: input.sellerId, ...(input.sessionId ? { sessionId: input.sessionId } : {}) }, schema: issuedSchema });
}
