import Image from 'next/image';
import Link from 'next/link';
import { FormattedDate, FormattedDateTimeRange, FormattedMessage, FormattedNumber } from 'react-intl';
import { availabilityState, showsAvailability } from '@/lib/domain/availability-indicator';
import type { Event } from '@/lib/ticketing/schemas/event';
import { AvailabilityBadge } from './AvailabilityBadge';
import styles from './EventCard.module.css';

export type EventCardEvent = Pick<
  Event,
  '_id' | 'name' | 'start' | 'end' | 'timezone' | 'image' | 'location' | 'startingPrice' | 'currency' | 'saleStatus' | 'availabilityIndicator' | 'eventType' | 'styleOptions' | 'slots'
>;

export interface EventCardProps {
  event: EventCardEvent;
  href: string;
  /** Set when the seller displays net prices: the starting price is then shown "plus {taxName}". */
  netPriceTaxName?: string | undefined;
  selected?: boolean;
  /** Eager-load the image of cards above the fold. */
  priority?: boolean;
}

const DAY_MS = 86_400_000;

function spansDays(event: EventCardEvent): boolean {
  return event.end !== undefined && Date.parse(event.end) - Date.parse(event.start) > DAY_MS;
}

/**
 * The event selectable card (spec 02 §2): image, starting price unless hidden, availability
 * indicator, name, location, date in the event's own time zone, and the Select button.
 */
export function EventCard({ event, href, netPriceTaxName, selected = false, priority = false }: EventCardProps) {
  const state = availabilityState(event);
  const showPrice = event.startingPrice !== undefined && !event.styleOptions?.hideStartingPrice;
  const titleId = `event-${event._id}-title`;
  const price = showPrice ? (
    <FormattedNumber value={event.startingPrice ?? 0} style="currency" currency={event.currency ?? 'EUR'} />
  ) : null;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-selected={selected || undefined}>
      <div className={styles.media}>
        {event.image ? (
          <Image src={event.image} alt="" fill sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 360px" className={styles.image} priority={priority} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        {event.eventType === 'group' ? (
          <span className={styles.tag}>
            <FormattedMessage id="eventCard.season" />
          </span>
        ) : event.slots && event.slots.length > 0 ? (
          <span className={styles.tag}>
            <FormattedMessage id="eventCard.timeSlots" />
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        {showsAvailability(state, event.styleOptions?.showAvailabilityIndicator) ? <AvailabilityBadge state={state} /> : null}
        <h3 className={styles.title} id={titleId}>
          <Link href={href} className={styles.link}>
            {event.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          <time dateTime={event.start}>
            {spansDays(event) && event.end ? (
              <FormattedDateTimeRange from={new Date(event.start)} to={new Date(event.end)} timeZone={event.timezone} day="numeric" month="short" year="numeric" />
            ) : (
              <FormattedDate
                value={new Date(event.start)}
                timeZone={event.timezone}
                weekday="short"
                day="numeric"
                month="short"
                year="numeric"
                hour="2-digit"
                minute="2-digit"
                timeZoneName="short"
              />
            )}
          </time>
          {event.location?.locationName ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{[event.location.locationName, event.location.city].filter(Boolean).join(', ')}</span>
            </>
          ) : null}
        </p>
        <div className={styles.footer}>
          {price ? (
            <p className={styles.price}>
              {netPriceTaxName ? (
                <FormattedMessage id="eventCard.fromNet" values={{ price, taxName: netPriceTaxName }} />
              ) : (
                <FormattedMessage id="eventCard.from" values={{ price }} />
              )}
            </p>
          ) : (
            <span />
          )}
          <span className={styles.select} aria-hidden="true">
            <FormattedMessage id={selected ? 'eventCard.selected' : 'eventCard.select'} />
          </span>
        </div>
      </div>
    </article>
  );
}
