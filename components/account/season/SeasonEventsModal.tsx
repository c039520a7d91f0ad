'use client';

import { FormattedMessage } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import type { SeasonCardView } from '../tickets/season-types';
import { useSeasonEvents } from './useSeasonEvents';
import { SeasonEventsStatus } from './SeasonEventsStatus';
import styles from './Season.module.css';

/**
 * The season upcoming-events modal (spec 02 §2, §9): the season's events that have not ended yet,
 * earliest first, with date and place; those the card no longer holds (transferred, resold,
 * rebooked) say so.
 */
export function SeasonEventsModal({ season, onClose }: { season: SeasonCardView; onClose: () => void }) {
  const events = useSeasonEvents(season.shop, season.seasonId);
  const excluded = new Set(season.excludedEventIds);

  const body = () => {
    if (events.isPending || events.isError) return <SeasonEventsStatus failed={events.isError} onRetry={() => void events.refetch()} />;
    if (events.data.length === 0) {
      return (
        <p>
          <FormattedMessage id="account.season.events.empty" />
        </p>
      );
    }
    return (
      <ul className={styles.events}>
        {events.data.map((event) => (
          <li key={event.id} className={styles.event}>
            <span className={styles.eventName}>{event.name}</span>
            <span className={styles.eventMeta}>
              <time dateTime={event.start}>{event.dateLabel}</time>
              {event.location ? ` · ${event.location}` : null}
            </span>
            {excluded.has(event.id) ? (
              <span className={styles.reason}>
                <FormattedMessage id="account.season.events.notOnCard" />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Dialog title={<FormattedMessage id="account.season.events.title" />} subtitle={season.seasonName} onClose={onClose}>
      {body()}
    </Dialog>
  );
}
