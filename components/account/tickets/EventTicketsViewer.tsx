'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/lib/operations/call';
import { getEventTickets } from '@/lib/operations/account-tickets';
import { TicketViewer } from './TicketViewer';
import { ViewerStatus, type ViewerState } from './ViewerStatus';
import type { TicketEventView } from './types';

/** Where an event's tickets are read: the shop, the page's language and the page render they belong to. */
export interface EventTicketsSource {
  seller: string;
  locale: string;
  /**
   * Changes with every render of the page: after an action refreshes the page (router.refresh),
   * an open viewer reads its tickets again instead of showing the ones from before.
   */
  version: string;
}

/** The operation's arguments for one event: the page names this URL for the offline worker, the viewer calls it. */
export const eventTicketsArgs = (source: EventTicketsSource, eventId: string) => ({ params: { seller: source.seller, eventId }, input: { locale: source.locale } });

/**
 * An event card's ticket viewer: opens at once, loads the event's tickets and actions, and shows
 * them in the ticket viewer; while loading, after a failure (Try again) and without tickets, the
 * same dialog says so.
 */
export function EventTicketsViewer({ event, source, onClose }: { event: TicketEventView; source: EventTicketsSource; onClose: () => void }) {
  const args = eventTicketsArgs(source, event.eventId);
  const tickets = useQuery({
    queryKey: [...queryKeyOf(getEventTickets, args), source.version],
    queryFn: ({ signal }) => call(getEventTickets, { ...args, signal }),
    // A refresh keeps the tickets on screen (and the viewer at its ticket) until the new ones are there.
    placeholderData: keepPreviousData,
  });
  const state: ViewerState | undefined = tickets.isPending ? 'loading' : tickets.isError ? 'failed' : tickets.data.tickets.length === 0 ? 'none' : undefined;
  return (
    <TicketViewer
      title={event.name}
      subtitle={event.dateLabel}
      event={{ name: event.name, image: event.image }}
      dateLabel={event.dateLabel}
      tickets={tickets.data?.tickets ?? []}
      actions={tickets.data?.actions ?? []}
      status={state ? <ViewerStatus state={state} onRetry={() => void tickets.refetch()} /> : undefined}
      onClose={onClose}
    />
  );
}
