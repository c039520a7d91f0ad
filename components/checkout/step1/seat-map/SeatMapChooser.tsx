'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShop } from '@/components/shop/ShopContext';
import type { SeatMapController } from '@/lib/seat-map/widget-api';
import { SeatMapBox } from './SeatMapBox';
import { useHeldSeats } from './useHeldSeats';
import { useSeatMapWidget } from './useSeatMapWidget';
import stepStyles from '../step1.module.css';
import styles from './seat-map.module.css';

/** Spec 02 §2 step-1 view modes: seats chosen on the map, or bestAvailableSeating with the pickers. */
export type SeatChoiceWay = 'map' | 'bestAvailable';

export interface SeatMapChooserProps {
  eventId: string;
  way: SeatChoiceWay;
  onWayChange: (way: SeatChoiceWay) => void;
}

/**
 * Step 1's seats of a seated event (issue 14): a choice between the seat map and best available
 * (which comes first is the event's, ADR 0033), the map with its loading overlay, and "Add {count} seats to cart" under it.
 * The map stays mounted while best available is chosen, so going back finds the seats as they
 * were. A map that cannot be had says so and hands over to best available: buying never waits
 * for it.
 */
export function SeatMapChooser({ eventId, way, onWayChange }: SeatMapChooserProps) {
  const intl = useIntl();
  const { slug } = useShop();
  const titleId = useId();
  const wayName = useId();
  const hintId = useId();
  const controllerRef = useRef<SeatMapController | null>(null);
  const held = useHeldSeats(eventId, controllerRef);
  // The widget loads when the map is first chosen, not for buyers who stay with best available.
  const [wanted, setWanted] = useState(way === 'map');
  if (way === 'map' && !wanted) setWanted(true);
  const widget = useSeatMapWidget({ seller: slug, eventId, selectable: true, minimap: true, controllerRef, onSelectionChange: held.onSelectionChange, onRefusal: held.onRefusal, active: wanted });
  const failed = widget.failure !== null;

  // Once, when the map fails: best available takes over, however the page wraps the change.
  const changeWay = useRef(onWayChange);
  useEffect(() => {
    changeWay.current = onWayChange;
  });
  useEffect(() => {
    if (failed) changeWay.current('bestAvailable');
  }, [failed]);

  const onMap = way === 'map' && !failed;
  const disabled = held.count === 0 || held.pending;

  return (
    <section className={stepStyles.block} aria-labelledby={titleId}>
      <h2 className={stepStyles.blockTitle} id={titleId}>
        <FormattedMessage id="seatMap.title" />
      </h2>

      {widget.failure ? (
        <div className={styles.failure} role="alert">
          <p>
            <FormattedMessage id={`seatMap.error.${widget.failure}`} />
          </p>
          {widget.failure === 'couldNotLoad' ? (
            <button
              type="button"
              className={styles.retry}
              onClick={() => {
                widget.retry();
                onWayChange('map');
              }}
            >
              <FormattedMessage id="seatMap.retry" />
            </button>
          ) : null}
        </div>
      ) : (
        <fieldset className={styles.ways}>
          <legend className={styles.waysLegend}>
            <FormattedMessage id="seatMap.ways.legend" />
          </legend>
          <div className={styles.wayList}>
            {(['map', 'bestAvailable'] as const).map((each) => (
              <label key={each} className={styles.way}>
                <input type="radio" name={wayName} value={each} checked={way === each} onChange={() => onWayChange(each)} />
                <FormattedMessage id={`seatMap.ways.${each}`} />
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <SeatMapBox containerRef={widget.containerRef} state={widget.state} hidden={!onMap} />

      <div hidden={!onMap}>
        <div role="alert" className={styles.alert}>
          {held.message ? intl.formatMessage({ id: held.message.id }, held.message.values) : null}
        </div>
        <div className={styles.footer}>
          <button
            type="button"
            className={stepStyles.primary}
            // Not `disabled`: focus stays on the button after an add empties the choice.
            aria-disabled={disabled || undefined}
            aria-describedby={held.count === 0 ? hintId : undefined}
            onClick={() => void held.add()}
          >
            <FormattedMessage id={held.pending ? 'seatMap.adding' : 'seatMap.add'} values={{ count: held.count }} />
          </button>
          {held.count === 0 ? (
            <p className={stepStyles.hint} id={hintId}>
              <FormattedMessage id="seatMap.noneChosen" />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
