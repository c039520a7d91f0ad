'use client';

import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { DataField, SignatureValue, UploadedDocumentValue } from '@/lib/ticketing/schemas/data-field';
import { CountrySelect } from './CountrySelect';
import { DatePicker } from './DatePicker';
import { DocumentUpload, type UploadTicket } from './DocumentUpload';
import { Field, type FieldAria } from './Field';
import { PhoneInput, type PhoneValue } from './PhoneInput';
import { SignaturePad } from './SignaturePad';
import styles from './fields.module.css';

export interface DataFieldInputProps {
  field: DataField;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  readOnly?: boolean | undefined;
  /** Shown under a read-only field (the 'already personalized' tooltip text). */
  readOnlyNote?: string | undefined;
  defaultPhoneCountry: string;
  /** Where the date picker's year view starts without a value. */
  defaultYear: number;
  inputRef?: Ref<HTMLElement> | undefined;
  /** The ticket a document upload is for; without one it belongs to the shop's cart. */
  uploadTicket?: UploadTicket | undefined;
}

export const dataFieldLabel = (field: Pick<DataField, 'title' | 'name' | 'slug' | '_id'>) => field.title || field.name || field.slug || field._id;

const asString = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * One extra data field of any type (spec 02 §3 types: text, email, tel, country, number,
 * checkbox, select, date, documentUpload, signature), labelled and described, with its error.
 * Values: text/email/select/country/date strings, number a number (null when empty), checkbox a
 * boolean, tel a { country, number } pair, upload { fileName, url }, signature { data, format, date }.
 */
export function DataFieldInput({ field, id, value, onChange, onBlur, error, readOnly, readOnlyNote, defaultPhoneCountry, defaultYear, inputRef, uploadTicket }: DataFieldInputProps) {
  const intl = useIntl();
  const label = dataFieldLabel(field);
  const required = field.required === true;
  const group = field.type === 'tel' || field.type === 'documentUpload' || field.type === 'signature';
  const note = readOnly ? readOnlyNote : undefined;
  const title = readOnly ? readOnlyNote : undefined;
  const ref = inputRef as Ref<never> | undefined;

  const control = (aria: FieldAria) => {
    switch (field.type) {
      case 'checkbox':
        return (
          <label className={styles.checkboxLabel} title={title}>
            <input
              ref={ref}
              id={id}
              type="checkbox"
              className={styles.checkbox}
              checked={value === true}
              disabled={readOnly}
              onChange={(event) => onChange(event.target.checked)}
              onBlur={onBlur}
              {...aria}
            />
            <span>
              {label}
              {required ? (
                <span className={styles.required} aria-hidden="true">
                  {' *'}
                </span>
              ) : null}
            </span>
          </label>
        );
      case 'select':
        return (
          <select ref={ref} id={id} className={styles.select} value={asString(value)} disabled={readOnly} title={title} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} {...aria}>
            <option value="">{intl.formatMessage({ id: 'fields.select.choose' })}</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        );
      case 'country':
        return <CountrySelect ref={ref} id={id} value={asString(value)} onChange={onChange} onBlur={onBlur} disabled={readOnly} {...aria} />;
      case 'tel':
        return <PhoneInput ref={ref} id={id} value={value as PhoneValue | null} onChange={onChange} onBlur={onBlur} defaultCountry={defaultPhoneCountry} readOnly={readOnly} {...aria} />;
      case 'date':
        return (
          <DatePicker
            ref={ref}
            id={id}
            value={asString(value)}
            onChange={onChange}
            onBlur={onBlur}
            from={field.settings?.from}
            to={field.settings?.to}
            defaultYear={defaultYear}
            readOnly={readOnly}
            {...aria}
          />
        );
      case 'documentUpload':
        return (
          <DocumentUpload
            ref={ref}
            id={id}
            value={value as UploadedDocumentValue | null}
            onChange={onChange}
            onBlur={onBlur}
            allowedMimeTypes={field.settings?.allowedMimeTypes}
            readOnly={readOnly}
            ticket={uploadTicket}
            {...aria}
          />
        );
      case 'signature':
        return <SignaturePad ref={ref} id={id} value={value as SignatureValue | null} onChange={onChange} onBlur={onBlur} readOnly={readOnly} {...aria} />;
      case 'number':
        return (
          <input
            ref={ref}
            id={id}
            type="number"
            inputMode="decimal"
            className={styles.input}
            value={asString(value)}
            readOnly={readOnly}
            title={title}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={onBlur}
            {...aria}
          />
        );
      default:
        return (
          <input
            ref={ref}
            id={id}
            type={field.type === 'email' ? 'email' : 'text'}
            autoComplete={field.type === 'email' ? 'email' : 'off'}
            className={styles.input}
            value={asString(value)}
            readOnly={readOnly}
            title={title}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            {...aria}
          />
        );
    }
  };

  return (
    <Field id={id} label={label} required={required} description={field.description} error={error} note={note} group={group} inlineLabel={field.type === 'checkbox'}>
      {control}
    </Field>
  );
}
