'use client';

import { useCallback, useMemo, useState } from 'react';
import { ticketSelectionState } from '@/lib/domain/ticket-selection';
import type { ResellTicketStatusView } from '@/lib/operations/resale';
import type { SelectionOption } from '../selection/TicketSelectionList';
import type { TicketSelection } from '../selection/useTicketSelection';
import type { TransferTicketOption } from '../tickets/types';

/** A ticket of the Resell modal's choice: what the list shows and the rule reads, with what it would bring. */
export interface SellOption extends SelectionOption {
  price: number;
  resellFee: number;
}

export interface SellSelection {
  options: SellOption[];
  /** The tickets the market would take now. */
  offerable: SellOption[];
  selection: TicketSelection<SellOption>;
  /** The chosen tickets that can be offered, in list order. */
  chosen: SellOption[];
  /** Some of the event's tickets are listed on the seller's resale site (spec 02 §6 hides that option then). */
  externalListing: boolean;
  /** The message id of why a ticket cannot be chosen here, if it cannot (a pending transfer is the rule's own). */
  unavailableReason: (ticketId: string) => string | undefined;
}

/** Why the market refuses a ticket, in the customer's words. */
function reasonMessage(status: ResellTicketStatusView): string | undefined {
  if (status.offerable || status.reason === 'HAS_TICKET_TRANSFER') return undefined;
  if (status.externallyListed) return 'account.resell.unavailable.externallyListed';
  if (status.reason === 'HAS_ACTIVE_OFFER') return 'account.resell.unavailable.offered';
  return 'account.resell.unavailable.other';
}

/**
 * The Resell modal's ticket choice (spec 01 §5 with lib/domain/ticket-selection.ts): the event's
 * tickets with the market's verdict on each. All offerable tickets start chosen when they form a
 * valid group (the usual case: a pair of seats, one area), else none, so Continue is never
 * enabled on a selection the customer did not make valid.
 */
export function useSellSelection(tickets: readonly TransferTicketOption[], statuses: readonly ResellTicketStatusView[] | undefined): SellSelection {
  const statusOf = useMemo(() => new Map((statuses ?? []).map((status) => [status.id, status])), [statuses]);
  const options = useMemo(
    () =>
      tickets.map((ticket): SellOption => {
        const status = statusOf.get(ticket.id);
        return {
          id: ticket.id,
          label: ticket.label,
          name: ticket.name,
          seatingInfo: ticket.seatingInfo,
          pendingTransfer: status?.reason === 'HAS_TICKET_TRANSFER',
          price: status?.price ?? 0,
          resellFee: status?.resellFee ?? 0,
        };
      }),
    [tickets, statusOf],
  );
  const offerable = useMemo(() => options.filter((option) => statusOf.get(option.id)?.offerable === true), [options, statusOf]);
  const initial = useMemo(() => {
    const all = new Set(offerable.map((option) => option.id));
    return ticketSelectionState(options, all).valid ? all : new Set<string>();
  }, [options, offerable]);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const selected = picked ?? initial;
  const toggle = useCallback(
    (id: string) =>
      setPicked((current) => {
        const next = new Set(current ?? initial);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [initial],
  );
  const clear = useCallback(() => setPicked(new Set()), []);
  const state = useMemo(() => ticketSelectionState(options, selected), [options, selected]);
  const offerableIds = useMemo(() => new Set(offerable.map((option) => option.id)), [offerable]);
  const chosen = useMemo(() => state.chosen.filter((option) => offerableIds.has(option.id)), [state, offerableIds]);
  const unavailableReason = useCallback((ticketId: string) => {
    const status = statusOf.get(ticketId);
    return status ? reasonMessage(status) : undefined;
  }, [statusOf]);
  return {
    options,
    offerable,
    selection: { selected, toggle, clear, state },
    chosen,
    externalListing: (statuses ?? []).some((status) => status.externallyListed),
    unavailableReason,
  };
}
