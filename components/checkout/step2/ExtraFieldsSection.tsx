'use client';

import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldKey, visibleDataFields } from '@/lib/domain/data-field-rules';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import { DataFieldInput } from '../personalization/fields/DataFieldInput';
import { detailsFieldId, useDetailsError, type DetailsPath } from './details-fields';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

export interface ExtraFieldsSectionProps {
  formId: string;
  /** The event's extra fields (CHECKOUT scope). */
  fields: readonly DataField[];
  /** The country code a phone field starts with. */
  phoneCountry: string;
}

/** The event's extra questions (spec 02 §2), each shown while its conditions hold; nothing when none shows. */
export function ExtraFieldsSection({ formId, fields, phoneCountry }: ExtraFieldsSectionProps) {
  const intl = useIntl();
  const { control } = useFormContext<DetailsFormValues>();
  const answers = useWatch({ control, name: 'extraFields' });
  const errorOf = useDetailsError();
  const [thisYear] = useState(() => new Date().getFullYear());
  const shown = visibleDataFields(fields, answers ?? {});
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.details.extraFields' })}</legend>
      <div className={styles.stack}>
        {shown.map((definition) => {
          const key = fieldKey(definition);
          const path = `extraFields.${key}` as DetailsPath;
          return (
            <Controller
              key={key}
              control={control}
              name={path}
              render={({ field }) => (
                <DataFieldInput
                  field={definition}
                  id={detailsFieldId(formId, path)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorOf(path, { maxLength: definition.maxLength })}
                  defaultPhoneCountry={phoneCountry}
                  defaultYear={thisYear}
                />
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
