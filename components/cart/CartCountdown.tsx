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
 * The cart countdown in the panel (spec 01 §2, §4, §9; ADR 0010): the time left, ticking every
 * second without leading zero units, and the final minute's warning. Nothing here is live: the
 * announcements come from CountdownAnnouncer beside the cart pill, on every page, once.
 */
export function CartCountdown({ expiresAt, onExpire }: CartCountdownProps) {
  const intl = useIntl();
  const { ms } = useCountdown(expiresAt, onExpire);
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
      {/* Seen here; heard from the cart pill's announcer, which speaks whether or not the panel is open. */}
      <p className={styles.warning}>{finalMinute ? intl.formatMessage({ id: 'cart.countdown.finalMinute' }) : null}</p>
    </div>
  );
}
