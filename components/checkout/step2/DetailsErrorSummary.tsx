'use client';

import type { Ref } from 'react';
import { useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldKey } from '@/lib/domain/data-field-rules';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import { fieldErrorText } from '../personalization/field-errors';
import { detailsFieldId, detailsFieldLabel } from './details-fields';
import { flattenErrors, type DetailsFormValues } from './details-values';
import styles from './step2.module.css';

/** Field order for the error summary (the same order as on screen). */
const FIELD_ORDER = [
  'prename',
  'lastname',
  'company',
  'street',
  'postal',
  'city',
  'country',
  'state',
  'email',
  'emailRepeat',
  'phone',
  'password',
  'passwordRepeat',
  'deliveryAddress.name',
  'deliveryAddress.street',
  'deliveryAddress.postal',
  'deliveryAddress.city',
  'deliveryAddress.country',
  'deliveryAddress.state',
  'extraFields',
  'fulfillmentTypeId',
  'itemConsents',
] as const;

export interface DetailsErrorSummaryProps {
  formId: string;
  /** A submit failed: every error of the form is listed. */
  show: boolean;
  /** The details call failed for another reason than the fields. */
  saveError: string | null;
  /** The event's extra fields, which the summary names by their titles. */
  extraFields: readonly DataField[];
  /** The host takes focus when saving fails. */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * The top of the details form after a failed submit: each error as a link that focuses its field,
 * in the order of the fields on screen, or why saving failed. Announced as an alert.
 */
export function DetailsErrorSummary({ formId, show, saveError, extraFields, ref }: DetailsErrorSummaryProps) {
  const intl = useIntl();
  const { errors } = useFormState<DetailsFormValues>();
  const listed = show ? flattenErrors(errors, FIELD_ORDER) : [];
  return (
    <div ref={ref} tabIndex={-1} className={styles.summaryHost}>
      {listed.length > 0 ? (
        <div className={styles.errorSummary} role="alert" aria-labelledby={`${formId}-summary`}>
          <p id={`${formId}-summary`} className={styles.errorSummaryTitle}>
            {intl.formatMessage({ id: 'checkout.details.errorSummary' }, { count: listed.length })}
          </p>
          <ul>
            {listed.map((error) => (
              <li key={error.path}>
                <a
                  href={`#${detailsFieldId(formId, error.path)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(detailsFieldId(formId, error.path))?.focus();
                  }}
                >
                  {`${detailsFieldLabel(intl, error.path, extraFields)}: ${fieldErrorText(intl, error.code, { maxLength: extraFields.find((field) => `extraFields.${fieldKey(field)}` === error.path)?.maxLength })}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {saveError ? (
        <div className={styles.errorSummary} role="alert">
          <p className={styles.errorSummaryTitle}>{saveError}</p>
        </div>
      ) : null}
    </div>
  );
}
