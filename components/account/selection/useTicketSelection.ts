'use client';

import { useCallback, useMemo, useState } from 'react';
import { ticketSelectionState, type SelectionTicket, type TicketSelectionState } from '@/lib/domain/ticket-selection';

export interface TicketSelection<T extends SelectionTicket> {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  clear: () => void;
  state: TicketSelectionState<T>;
}

/**
 * The selection of tickets to transfer or sell, checked by the selection rule on every change.
 * `tickets` are the ones that could be selected at all; what the rule blocks for now (a pending
 * transfer, another seating kind) is in `state.blocked`.
 */
export function useTicketSelection<T extends SelectionTicket>(tickets: readonly T[]): TicketSelection<T> {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const state = useMemo(() => ticketSelectionState(tickets, selected), [tickets, selected]);
  return { selected, toggle, clear, state };
}
