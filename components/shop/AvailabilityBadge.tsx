import { FormattedMessage } from 'react-intl';
import type { AvailabilityState } from '@/lib/domain/availability-indicator';
import styles from './AvailabilityBadge.module.css';

/** The availability indicator of an event card: a coloured dot and the state in words. */
export function AvailabilityBadge({ state }: { state: AvailabilityState }) {
  return (
    <span className={styles.badge} data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage id={`availability.${state}`} />
    </span>
  );
}
