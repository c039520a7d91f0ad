'use client';

import { useId, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { slotsByDay } from './picking';
import type { SlotOption } from './view-model';
import styles from './step1.module.css';

export interface SlotPickerProps {
  slots: readonly SlotOption[];
  value: string | undefined;
  onChange: (slotId: string) => void;
  /** Places left per slot where known; a slot with fewer than `needed` is disabled. */
  remaining: (slot: SlotOption) => number | undefined;
  needed: number;
  disabled?: boolean;
  /** The error shown under the group (no slot picked, or the ticketing side found none). */
  errorId?: string | undefined;
  /** The group takes focus when adding fails for want of a slot. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The time slot choice (spec 02 §5): one radio group, its options grouped by day, times in the
 * event's time zone (formatted on the server). Arrow keys move between all slots, as in any radio group.
 */
export function SlotPicker({ slots, value, onChange, remaining, needed, disabled = false, errorId, ref }: SlotPickerProps) {
  const name = useId();
  const errorElementId = useId();
  return (
    <fieldset className={styles.slots} aria-describedby={errorId ? errorElementId : undefined} aria-invalid={errorId ? true : undefined} ref={ref} tabIndex={-1}>
      <legend className={styles.sectionTitle}>
        <FormattedMessage id="checkout.step1.slots.title" />
      </legend>
      <p className={styles.hint}>
        <FormattedMessage id="checkout.step1.slots.hint" />
      </p>
      {slotsByDay(slots).map((day) => (
        <div key={day.day} className={styles.slotDay} role="group" aria-labelledby={`${name}-${day.day}`}>
          <h4 className={styles.slotDayTitle} id={`${name}-${day.day}`}>
            {day.label}
          </h4>
          <div className={styles.slotList}>
            {day.slots.map((slot) => {
              const left = remaining(slot);
              const full = left !== undefined && left < Math.max(1, needed);
              return (
                <label key={slot.id} className={styles.slot} data-disabled={full || disabled || undefined}>
                  <input type="radio" name={name} value={slot.id} checked={value === slot.id} disabled={full || disabled} onChange={() => onChange(slot.id)} />
                  <span>
                    <time dateTime={slot.startTime}>{slot.timeLabel}</time>
                    {full ? (
                      <span className={styles.slotNote}>
                        {' '}
                        <FormattedMessage id={left === 0 ? 'checkout.step1.slots.full' : 'checkout.step1.slots.fewLeft'} values={{ count: left }} />
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
      {errorId ? (
        <p className={styles.fieldError} id={errorElementId}>
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </fieldset>
  );
}
