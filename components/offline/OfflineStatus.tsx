'use client';

import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { keepTicketsOffline } from '@/lib/offline/keep';
import { useOnline } from './useOnline';
import styles from './OfflineStatus.module.css';

export interface OfflineStatusProps {
  /** The build (lib/offline/version.ts): names the worker's script and cache. */
  version: string;
  /** When the server rendered this page (ISO 8601); an offline copy keeps the time it was made. */
  renderedAt: string;
}

/**
 * Keeps the ticket page it sits on for offline use (ADR 0025) and says so when the page is shown
 * without the network: "You are offline. Tickets as of …". Silent while online. The time is the
 * render's, carried in the page itself, so a stored copy tells its own age.
 */
export function OfflineStatus({ version, renderedAt }: OfflineStatusProps) {
  const intl = useIntl();
  const online = useOnline();
  const [fromCache, setFromCache] = useState(false);

  useEffect(() => {
    let live = true;
    void keepTicketsOffline({ version, url: window.location.href, renderedAt }).then((answer) => {
      if (live && answer?.fromCache) setFromCache(true);
    });
    return () => {
      live = false;
    };
  }, [version, renderedAt]);

  const time = intl.formatDate(renderedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div role="status" aria-live="polite" className={styles.status} data-offline-rendered-at={renderedAt}>
      {!online || fromCache ? (
        <FormattedMessage
          id={online ? 'offline.status.unreachable' : 'offline.status.offline'}
          values={{ time: <time dateTime={renderedAt}>{time}</time> }}
        />
      ) : null}
    </div>
  );
}
