'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/components/ui/useHydrated';
import { clampAmount } from './picking';
import styles from './step1.module.css';

export interface AmountPickerProps {
  /** The ticket type or product; names the buttons and the field for assistive technology. */
  name: string;
  /** The field's form name (`ticket.{id}`, `product.{id}`): autofill and tools tell the fields apart by it. */
  fieldName: string;
  value: number;
  max: number;
  /** The amount a − or + press leads to (minimum-per-order jumps live in `stepAmount`). */
  next: (direction: 1 | -1) => number;
  onChange: (amount: number) => void;
  disabled?: boolean;
  /** Ids of hints (limits, unavailability) read with the field. */
  describedBy?: string | undefined;
}

/**
 * − / number field / +. The buttons stay focusable at the bounds (aria-disabled), so a keyboard
 * user pressing + up to the maximum keeps focus on the button instead of losing it to the page.
 * A typed amount is kept as typed while editing and clamped to 0…max when the field is left.
 * Until the page has hydrated the controls are disabled: a press before React listens would be
 * lost without a trace (seen on a loaded machine while step 1's scripts were still starting).
 */
export function AmountPicker({ name, fieldName, value, max, next, onChange, disabled = false, describedBy }: AmountPickerProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const hydrated = useHydrated();
  const inert = disabled || !hydrated;
  const canDecrease = !disabled && next(-1) !== value;
  const canIncrease = !disabled && next(1) !== value;

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? 0 : Number(draft);
    setDraft(null);
    onChange(clampAmount(typed, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter commits the typed amount; it must not submit anything around the picker.
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className={styles.picker} role="group" aria-label={intl.formatMessage({ id: 'checkout.step1.amount.group' }, { name })}>
      <button
        type="button"
        className={styles.pickerButton}
        aria-label={intl.formatMessage({ id: 'checkout.step1.amount.decrease' }, { name })}
        aria-disabled={!canDecrease}
        disabled={inert}
        onClick={() => {
          if (canDecrease) onChange(next(-1));
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={fieldId}
        name={fieldName}
        className={styles.pickerField}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={inert}
        aria-label={intl.formatMessage({ id: 'checkout.step1.amount.label' }, { name })}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.pickerButton}
        aria-label={intl.formatMessage({ id: 'checkout.step1.amount.increase' }, { name })}
        aria-disabled={!canIncrease}
        disabled={inert}
        onClick={() => {
          if (canIncrease) onChange(next(1));
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
