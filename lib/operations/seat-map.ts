import type { SeatMapHeaders } from '../seat-map/contract.ts';
import { json, operation } from './define.ts';

/**
 * What the browser asks of the storefront for the seat map (spec 02 §2; docs/adr/0031-seat-map-service.md).
 * The widget talks to the seat-map host itself; the storefront only hands it the security header
 * set for this browser's seat-map session.
 */

export interface SeatMapAccess {
  /** The seat-map service's base URL, `{host}`: the widget script is `{host}/js/init.js`. */
  host: string;
  /** The script's Subresource Integrity where the host is ours. */
  integrity?: string;
  /** Sent with every call to the host. */
  headers: SeatMapHeaders;
  /** When to ask again (the service then answers 401 seatMapTokenExpired). */
  expiresAt: string;
}

/** The header set for this shop's seat maps: 404 seatMapUnavailable where the storefront has no seat-map host. */
export const openSeatMap = operation({
  method: 'POST',
  path: '/api/shops/[seller]/seat-map/session',
  input: () => import('./shared.inputs.ts').then((m) => m.emptyInput),
  answer: json<SeatMapAccess>(),
  errors: ['seatMapUnavailable'],
});
