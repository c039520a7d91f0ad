'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { formatCountdown, isFinalMinute } from '@/lib/domain/countdown';
import { useCountdown } from './useCountdown';
import styles from './CartCountdown.module.css';

export interface CartCountdownProps {
  /** The checkout's expiresAt (ISO). Render with `key={expiresAt}` so a new expiry restarts it. */
  expiresAt: string;
  /** Called once when the time is up. */
  onExpire?: (() => void) | undefined;
}

/**
 * The cart countdown (spec 01 §2, §4, §9; ADR 0010): the time left, ticking every second without
 * leading zero units. The ticking text itself is not live (a reader would hear every second);
 * instead a polite region says "{minutes} minutes remaining" (minutes plus one) once a minute, and
 * in the final minute a visible warning appears in an assertive region. Both regions are always
 * rendered, so readers notice when text arrives in them.
 */
export function CartCountdown({ expiresAt, onExpire }: CartCountdownProps) {
  const intl = useIntl();
  const { ms, announcement } = useCountdown(expiresAt, onExpire);
  const finalMinute = isFinalMinute(ms);

  return (
    <div className={styles.countdown} data-final-minute={finalMinute || undefined}>
      <p className={styles.time}>
        <FormattedMessage
          id="cart.countdown.label"
          values={{
            time: (
              <time key="time" className={styles.clock} dateTime={`PT${Math.ceil(ms / 1000)}S`}>
                {formatCountdown(ms)}
              </time>
            ),
          }}
        />
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? <span key={announcement.tick}>{intl.formatMessage({ id: 'cart.countdown.announcement' }, { minutes: announcement.minutes })}</span> : null}
      </p>
      <p className={styles.warning} aria-live="assertive" aria-atomic="true">
        {finalMinute ? intl.formatMessage({ id: 'cart.countdown.finalMinute' }) : null}
      </p>
    </div>
  );
}
