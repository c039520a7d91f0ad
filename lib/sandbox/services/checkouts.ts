import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import type { Checkout } from '../../ticketing/schemas/checkout.ts';
import { forbidden, notFound, SandboxHttpError } from '../http/errors.ts';
import { timingSafeEqual } from 'node:crypto';

/** How long a checkout holds its tickets before the reservation is released. */
export const CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
export const newSecret = () => randomBytes(18).toString('base64url');

export function secretsMatch(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Releases the reservations of a checkout (abort, expiry, completion). */
export function releaseReservations(ctx: SandboxContext, checkoutId: string): void {
  ctx.db.prepare(`DELETE FROM documents WHERE collection = 'reservations' AND json_extract(body, '$.checkoutId') = ?`).run(checkoutId);
}

/**
 * The checkout behind an id and secret, with an elapsed reservation turned into `expired` first,
 * so every caller sees the same state the countdown showed.
 */
export function loadCheckout(ctx: SandboxContext, id: string, secret: string | undefined): Checkout {
  const checkout = ctx.store.get('checkouts', id);
  if (!checkout) throw notFound('Checkout');
  if (!secretsMatch(checkout.secret, secret)) throw forbidden('Invalid checkout secret');
  if (checkout.status === 'open' && checkout.expiresAt && Date.parse(checkout.expiresAt) <= ctx.now().getTime()) {
    releaseReservations(ctx, checkout._id);
    return ctx.store.put('checkouts', { ...checkout, status: 'expired' });
  }
  return checkout;
}

export function requireOpen(checkout: Checkout): void {
  if (checkout.status === 'expired') throw new SandboxHttpError(409, 'Checkout expired');
  if (checkout.status !== 'open') throw new SandboxHttpError(409, `Checkout is ${checkout.status ?? 'closed'}`);
}

export function checkoutTotal(checkout: Checkout): number {
  const lines = (checkout.items ?? []).flatMap((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])]);
  return Math.round(lines.reduce((sum, line) => sum + (line.price ?? 0) * line.amount, 0) * 100) / 100;
}
