import type { SandboxContext } from '../context.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { notFound } from '../http/errors.ts';
import { secretsMatch } from './ids.ts';

/**
 * Entrance scans in the sandbox. The spec names no scan call (its resale codes know HAS_SCANS and
 * a transfer fails with the API's 'Ticket already scanned', spec 02 §8); the sandbox keeps a scan
 * as a 'scanned' history entry of the ticket, made by its test control, so a transfer of a
 * scanned ticket is refused with those words from real state.
 */

export const TICKET_ALREADY_SCANNED = 'Ticket already scanned';

export function wasScanned(ticket: Pick<Ticket, 'history'>): boolean {
  return (ticket.history ?? []).some((entry) => entry.type === 'scanned');
}

/** Scans a ticket at the entrance (by its id and secret, as a gate reads it from the barcode's ticket). */
export function scanTicket(ctx: SandboxContext, id: string, secret: string, gate: string | undefined): Ticket {
  return ctx.store.transaction(() => {
    const ticket = ctx.store.get('tickets', id);
    if (!ticket || !secretsMatch(ticket.secret ?? undefined, secret)) throw notFound('Ticket');
    const entry = { type: 'scanned', date: ctx.now().toISOString(), ...(gate ? { data: { gate } } : {}) };
    const scanned: Ticket = { ...ticket, history: [...(ticket.history ?? []), entry] };
    return ctx.store.update('tickets', id, () => scanned) ?? scanned;
  });
}
