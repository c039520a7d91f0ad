'use client';

import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { FieldAria } from './Field';
import { countryOptions } from './country-names';
import styles from './fields.module.css';

export interface CountrySelectProps extends Partial<FieldAria> {
  id: string;
  value: string | null | undefined;
  onChange: (code: string) => void;
  onBlur?: (() => void) | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
  autoComplete?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A select of every country, named in the page language. */
export function CountrySelect({ id, value, onChange, onBlur, disabled, name, autoComplete, ref, ...aria }: CountrySelectProps) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      className={styles.select}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      autoComplete={autoComplete}
      {...aria}
    >
      <option value="">{intl.formatMessage({ id: 'fields.country.choose' })}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
