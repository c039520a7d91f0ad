'use client';

import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { StatusLabel } from '../ui/StatusLabel';
import { TicketActions } from './TicketActions';
import { TicketViewer } from './TicketViewer';
import type { TicketPackageView } from './types';
import styles from './TicketsScreen.module.css';

/**
 * A package (spec 02 §2 package card): its name, ticket count and a pending-personalization badge;
 * it opens the viewer with the package's tickets, and offers download-all and the wallet buttons
 * where their rules allow (lib/account/tickets-screen.ts).
 */
export function PackageCard({ pkg }: { pkg: TicketPackageView }) {
  const [open, setOpen] = useState(false);
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {pkg.name}
          </button>
        </h3>
        {pkg.eventNames.length > 0 ? <p className={styles.date}>{pkg.eventNames.join(' · ')}</p> : null}
        <p className={styles.count}>
          <FormattedMessage id="account.tickets.count" values={{ count: pkg.tickets.length }} />
        </p>
        {pkg.pendingPersonalization > 0 ? (
          <div className={styles.badges}>
            <StatusLabel tone="yellow">
              <FormattedMessage id="account.tickets.package.pending" values={{ count: pkg.pendingPersonalization }} />
            </StatusLabel>
          </div>
        ) : null}
        <TicketActions actions={pkg.actions} className={styles.packageActions} />
      </div>
      {/* Every package ticket names its own event and date (lib/account/tickets-screen.ts), so the viewer's defaults stay unused. */}
      {open ? <TicketViewer title={pkg.name} subtitle={pkg.eventNames.join(' · ')} event={{ name: pkg.name }} dateLabel="" tickets={pkg.tickets} onClose={() => setOpen(false)} /> : null}
    </article>
  );
}
