import { ServerImage } from '@/components/ui/ServerImage';
import { FormattedMessage } from 'react-intl';
import { availabilityState, showsAvailability } from '@/lib/domain/availability-indicator';
import type { Event } from '@/lib/ticketing/schemas/event';
import { AvailabilityBadge } from './AvailabilityBadge';
import { IntentLink } from './IntentLink';
import styles from './EventCard.module.css';

export type EventCardEvent = Pick<
  Event,
  '_id' | 'name' | 'start' | 'image' | 'location' | 'saleStatus' | 'availabilityIndicator' | 'eventType' | 'styleOptions' | 'slots'
>;

export interface EventCardProps {
  event: EventCardEvent;
  href: string;
  /** The date in the event's time zone (lib/i18n/format: eventDateLabel). */
  dateLabel: string;
  /** "From …" unless the event hides its starting price (lib/i18n/format: startingPriceLabel). */
  priceLabel?: string | undefined;
  selected?: boolean;
  /** Eager-load the image of cards above the fold. */
  priority?: boolean;
}

/**
 * The event selectable card (spec 02 §2): image, starting price unless hidden, availability
 * indicator, name, location, date, and the Select button. The whole card is one link.
 */
export function EventCard({ event, href, dateLabel, priceLabel, selected = false, priority = false }: EventCardProps) {
  const state = availabilityState(event);
  const titleId = `event-${event._id}-title`;
  const location = [event.location?.locationName, event.location?.city].filter(Boolean).join(', ');

  return (
    <article className={styles.card} aria-labelledby={titleId} data-selected={selected || undefined}>
      <div className={styles.media}>
        {event.image ? (
          <ServerImage src={event.image} alt="" fill sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 360px" className={styles.image} preload={priority} />
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
          <IntentLink href={href} className={styles.link}>
            {event.name}
          </IntentLink>
        </h3>
        <p className={styles.meta}>
          <time dateTime={event.start}>{dateLabel}</time>
          {location ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{location}</span>
            </>
          ) : null}
        </p>
        <div className={styles.footer}>
          {priceLabel ? <p className={styles.price}>{priceLabel}</p> : <span />}
          <span className={styles.select} aria-hidden="true">
            <FormattedMessage id={selected ? 'eventCard.selected' : 'eventCard.select'} />
          </span>
        </div>
      </div>
    </article>
  );
}
