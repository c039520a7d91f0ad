'use client';

import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import fieldStyles from '../personalization/fields/fields.module.css';
import { detailsFieldId, useDetailsError } from './details-fields';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

export interface FulfillmentOption {
  id: string;
  name: string;
}

export interface FulfillmentTypesSectionProps {
  formId: string;
  types: readonly FulfillmentOption[];
}

/** The delivery method (spec 02 §2): one of the event's fulfillment types must be chosen. */
export function FulfillmentTypesSection({ formId, types }: FulfillmentTypesSectionProps) {
  const intl = useIntl();
  const { register } = useFormContext<DetailsFormValues>();
  const errorOf = useDetailsError();
  const error = errorOf('fulfillmentTypeId');
  const id = detailsFieldId(formId, 'fulfillmentTypeId');
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'checkout.details.fulfillmentTypeId' })}
        <span className={fieldStyles.required} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {types.map((type, index) => (
        <label key={type.id} className={fieldStyles.checkboxLabel}>
          <input type="radio" className={fieldStyles.checkbox} value={type.id} id={index === 0 ? id : undefined} {...register('fulfillmentTypeId')} />
          <span>{type.name}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
