'use client';

import { useState } from 'react';
import Image from 'next/image';
import { FormattedMessage, useIntl } from 'react-intl';
import { hrefOf } from '@/lib/operations/call';
import { getEventTickets } from '@/lib/operations/account-tickets';
import { OFFLINE_DATA_ATTRIBUTE } from '@/lib/offline/worker-protocol';
import { StatusLabel } from '../ui/StatusLabel';
import { EventTicketsViewer, eventTicketsArgs, type EventTicketsSource } from './EventTicketsViewer';
import type { TicketEventView } from './types';
import styles from './TicketsScreen.module.css';

/**
 * An event of the tickets screen: image (120×120), date in the event's time zone, name and ticket
 * count; opens the viewer, which loads the event's tickets. An upcoming event names that address
 * for the offline worker (ADR 0025), which keeps its tickets with the page.
 */
export function TicketEventCard({ event, source, keepOffline = false }: { event: TicketEventView; source: EventTicketsSource; keepOffline?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const offline = keepOffline ? { [OFFLINE_DATA_ATTRIBUTE]: hrefOf(getEventTickets, eventTicketsArgs(source, event.eventId)) } : {};
  return (
    <article className={styles.card} {...offline}>
      <div className={styles.thumb}>
        {event.image ? <Image src={event.image} alt="" width={120} height={120} sizes="120px" /> : <div className={styles.placeholder} />}
      </div>
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={event.start}>{event.dateLabel}</time>
        </p>
        <h3 className={styles.name}>
          <button
            type="button"
            className={styles.open}
            aria-haspopup="dialog"
            aria-label={intl.formatMessage({ id: 'account.tickets.openViewer' }, { name: event.name, count: event.ticketCount })}
            onClick={() => setOpen(true)}
          >
            {event.name}
          </button>
        </h3>
        <p className={styles.count}>
          <FormattedMessage id="account.tickets.count" values={{ count: event.ticketCount }} />
        </p>
        {event.season ? (
          <div className={styles.badges}>
            <StatusLabel tone="blue">
              <FormattedMessage id="account.ticket.seasonCard" />
            </StatusLabel>
          </div>
        ) : null}
      </div>
      {open ? <EventTicketsViewer event={event} source={source} onClose={() => setOpen(false)} /> : null}
    </article>
  );
}
