'use client';

import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { callingCodeOf, PHONE_REGIONS } from '@/lib/domain/calling-codes';
import type { FieldAria } from './Field';
import { countryOptions } from './country-names';
import styles from './fields.module.css';

export interface PhoneValue {
  country?: string | null | undefined;
  number?: string | null | undefined;
}

export interface PhoneInputProps extends Partial<FieldAria> {
  id: string;
  value: PhoneValue | null | undefined;
  onChange: (value: PhoneValue) => void;
  onBlur?: (() => void) | undefined;
  /** Preselected when the value has no country yet (lib/domain/phone-country.ts defaultPhoneCountry). */
  defaultCountry: string;
  readOnly?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * Country (with its calling code, lib/domain/calling-codes.ts) plus number (spec 02 §5: merged
 * into an E.164 value by lib/domain/phone.ts toE164, which loads when the buyer first works in the form). The number input carries the field's label; the country select
 * has its own.
 */
export function PhoneInput({ id, value, onChange, onBlur, defaultCountry, readOnly, ref, ...aria }: PhoneInputProps) {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale, PHONE_REGIONS), [intl.locale]);
  const country = value?.country || defaultCountry;
  return (
    <div className={styles.phone}>
      <select
        id={`${id}-country`}
        className={styles.select}
        aria-label={intl.formatMessage({ id: 'fields.phone.country' })}
        value={country}
        disabled={readOnly}
        onChange={(event) => onChange({ country: event.target.value, number: value?.number ?? '' })}
        onBlur={onBlur}
      >
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {`${option.name} (+${callingCodeOf(option.code) ?? ''})`}
          </option>
        ))}
      </select>
      <input
        ref={ref}
        id={id}
        // The national number beside its country: autofill's tel-national, which HTML allows on a
        // text input only (type=tel takes the full number); inputMode keeps the phone keypad.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        className={styles.input}
        value={value?.number ?? ''}
        readOnly={readOnly}
        onChange={(event) => onChange({ country, number: event.target.value })}
        onBlur={onBlur}
        aria-labelledby={`${id}-label`}
        {...aria}
      />
    </div>
  );
}
