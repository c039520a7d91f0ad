'use client';

import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './step1.module.css';

export interface CouponFieldProps {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  /** Codes already applied to this event's part of the cart. */
  applied: readonly string[];
  pending?: boolean;
  disabled?: boolean;
  /** A refusal (spec 02 §5 coupon rules) in the buyer's language. */
  errorId?: string | undefined;
}

/**
 * A coupon code and Apply. The ticketing side decides (count below the maximum, combinability);
 * its refusal is shown under the field and announced. A code typed but not applied also travels
 * with "Add to cart".
 */
export function CouponField({ value, onChange, onApply, applied, pending = false, disabled = false, errorId }: CouponFieldProps) {
  const intl = useIntl();
  const fieldId = useId();
  const errorElementId = useId();
  const appliedId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onApply();
  };

  return (
    <form className={styles.coupon} onSubmit={submit} aria-label={intl.formatMessage({ id: 'checkout.step1.coupon.title' })}>
      <label htmlFor={fieldId} className={styles.couponLabel}>
        <FormattedMessage id="checkout.step1.coupon.label" />
      </label>
      <div className={styles.couponRow}>
        <input
          id={fieldId}
          className={styles.couponInput}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[errorId ? errorElementId : undefined, applied.length > 0 ? appliedId : undefined].filter(Boolean).join(' ') || undefined}
        />
        <button type="submit" className={styles.couponButton} disabled={disabled && !pending} aria-disabled={pending || undefined}>
          <FormattedMessage id={pending ? 'checkout.step1.coupon.applying' : 'checkout.step1.coupon.apply'} />
        </button>
      </div>
      {errorId ? (
        <p className={styles.fieldError} id={errorElementId} role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
      {applied.length > 0 ? (
        <p className={styles.hint} id={appliedId}>
          <FormattedMessage id="checkout.step1.coupon.appliedList" values={{ codes: intl.formatList(applied, { type: 'unit' }) }} />
        </p>
      ) : null}
    </form>
  );
}
