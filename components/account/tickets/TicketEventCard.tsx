'use client';

import { useState } from 'react';
import Image from 'next/image';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusLabel } from '../ui/StatusLabel';
import { TicketViewer } from './TicketViewer';
import type { TicketEventView } from './types';
import styles from './TicketsScreen.module.css';

/** An event of the tickets screen: image (120×120), date in the event's time zone, name and ticket count; opens the viewer. */
export function TicketEventCard({ event }: { event: TicketEventView }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <article className={styles.card}>
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
            aria-label={intl.formatMessage({ id: 'account.tickets.openViewer' }, { name: event.name, count: event.tickets.length })}
            onClick={() => setOpen(true)}
          >
            {event.name}
          </button>
        </h3>
        <p className={styles.count}>
          <FormattedMessage id="account.tickets.count" values={{ count: event.tickets.length }} />
        </p>
        {event.season ? (
          <div className={styles.badges}>
            <StatusLabel tone="blue">
              <FormattedMessage id="account.ticket.seasonCard" />
            </StatusLabel>
          </div>
        ) : null}
      </div>
      {open ? <TicketViewer title={event.name} subtitle={event.dateLabel} event={{ name: event.name, image: event.image }} dateLabel={event.dateLabel} tickets={event.tickets} actions={event.actions} onClose={() => setOpen(false)} /> : null}
    </article>
  );
}
