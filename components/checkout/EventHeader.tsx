import { ServerImage } from '@/components/ui/ServerImage';
import { AvailabilityBadge } from '@/components/shop/AvailabilityBadge';
import type { AvailabilityState } from '@/lib/domain/availability-indicator';
import styles from './EventHeader.module.css';

export interface EventHeaderProps {
  name: string;
  image?: string | undefined;
  /** The start in the event's time zone (lib/i18n/format: eventDateLabel), formatted on the server. */
  dateLabel: string;
  /** ISO start, for the <time> element. */
  start: string;
  location?: string | undefined;
  description?: string | undefined;
  /** Omitted when the seller hides the indicator and the event is neither sold out nor planned. */
  availability?: AvailabilityState | undefined;
}

/** The event page's header: image (800 wide), name, date, location, availability and description. */
export function EventHeader({ name, image, dateLabel, start, location, description, availability }: EventHeaderProps) {
  const paragraphs = (description ?? '')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return (
    <header className={styles.header}>
      {image ? (
        <div className={styles.media}>
          <ServerImage src={image} alt="" width={800} height={450} sizes="(max-width: 840px) 100vw, 800px" className={styles.image} preload />
        </div>
      ) : null}
      <div className={styles.body}>
        {availability ? <AvailabilityBadge state={availability} /> : null}
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.meta}>
          <time dateTime={start}>{dateLabel}</time>
          {location ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{location}</span>
            </>
          ) : null}
        </p>
        {paragraphs.map((text, index) => (
          <p key={index} className={styles.description}>
            {text}
          </p>
        ))}
      </div>
    </header>
  );
}
