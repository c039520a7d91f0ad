import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** The attributes that tie a control to its label's description, note and error. */
export interface FieldAria {
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  description?: ReactNode | undefined;
  /** The error text under the control. */
  error?: string | undefined;
  /** A note such as 'already personalized' (read-only fields). */
  note?: ReactNode | undefined;
  /** fieldset/legend for controls made of several inputs (phone, date, upload, signature). */
  group?: boolean | undefined;
  /** The label is rendered by the control itself (a checkbox's inline label). */
  inlineLabel?: boolean | undefined;
  children: (aria: FieldAria) => ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;

export function describedBy(id: string, parts: { description?: unknown; note?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.description ? `${id}-description` : '', parts.note ? `${id}-note` : '', parts.error ? errorIdOf(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, description, control, note and error of one form field, wired for assistive technology. */
export function Field({ id, label, required, description, error, note, group, inlineLabel, children }: FieldProps) {
  const aria: FieldAria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { description, note, error }),
    'aria-required': required ? true : undefined,
  };
  const marker = required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const extra = (
    <>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorIdOf(id)} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (group) {
    return (
      <fieldset className={styles.field} data-invalid={error ? '' : undefined} aria-describedby={aria['aria-describedby']}>
        <legend className={styles.label} id={`${id}-label`}>
          {label}
          {marker}
        </legend>
        {extra}
        {children(aria)}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      {inlineLabel ? null : (
        <label className={styles.label} htmlFor={id} id={`${id}-label`}>
          {label}
          {marker}
        </label>
      )}
      {inlineLabel ? null : extra}
      {children(aria)}
      {inlineLabel ? extra : null}
      {errorText}
    </div>
  );
}
