'use client';

import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { SeatMapBox } from '@/components/checkout/step1/seat-map/SeatMapBox';
import { useSeatMapWidget } from '@/components/checkout/step1/seat-map/useSeatMapWidget';
import type { SeatMapController } from '@/lib/seat-map/widget-api';
import styles from '@/components/checkout/step1/seat-map/seat-map.module.css';

export interface UpgradeSeatMapProps {
  /** The shop's slug: its seat-map session. */
  seller: string;
  eventId: string;
  eventName: string;
}

/**
 * The upgrade's confirm step shows the target's hall (spec 02 §2 "Confirm shows an optional seat
 * map"; "the minimap is hidden in upgrade"). It is read-only: nothing can be held before the
 * upgrade's checkout exists, and the seats are chosen on that checkout's step 1, which offers the
 * map. A map that fails to load only says so; the upgrade goes on without it.
 */
export function UpgradeSeatMap({ seller, eventId, eventName }: UpgradeSeatMapProps) {
  const titleId = useId();
  const controllerRef = useRef<SeatMapController | null>(null);
  const widget = useSeatMapWidget({ seller, eventId, selectable: false, minimap: false, controllerRef });
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id="seatMap.upgrade.title" values={{ event: eventName }} />
      </h3>
      {widget.failure ? (
        <p className={styles.failure} role="status">
          <FormattedMessage id="seatMap.upgrade.couldNotLoad" />
        </p>
      ) : (
        <>
          <SeatMapBox containerRef={widget.containerRef} state={widget.state} />
          <p className={styles.note}>
            <FormattedMessage id="seatMap.upgrade.note" />
          </p>
        </>
      )}
    </section>
  );
}
