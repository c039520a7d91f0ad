'use client';

import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SeatMapState } from './useSeatMapWidget';
import styles from './seat-map.module.css';

export interface SeatMapBoxProps {
  containerRef: RefObject<HTMLDivElement | null>;
  state: SeatMapState;
  hidden?: boolean | undefined;
}

/**
 * The box the widget draws into, with the loading overlay of spec 02 §2 ("a loading overlay shows
 * until loaded") and its status text. React renders nothing inside the widget's element: the
 * widget owns that DOM. A failed map leaves the box in place, hidden, for another try.
 */
export function SeatMapBox({ containerRef, state, hidden = false }: SeatMapBoxProps) {
  const loading = state === 'loading';
  return (
    <div className={styles.box} data-state={state} hidden={hidden} aria-busy={loading || undefined}>
      <div ref={containerRef} className={styles.canvas} />
      {loading ? (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <FormattedMessage id="seatMap.loading" />
        </div>
      ) : null}
    </div>
  );
}
