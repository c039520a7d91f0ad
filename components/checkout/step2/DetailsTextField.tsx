'use client';

import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from '../personalization/fields/Field';
import fieldStyles from '../personalization/fields/fields.module.css';
import { detailsFieldId, detailsFieldLabel, useDetailsError, type DetailsPath } from './details-fields';
import type { DetailsFormValues } from './details-values';

export interface DetailsTextFieldProps {
  /** The details form's id, which the field's own id is built from. */
  formId: string;
  path: DetailsPath;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  type?: 'text' | 'email' | 'password' | undefined;
  /** Shown under the label and read with the field. */
  hint?: string | undefined;
  inputMode?: 'email' | 'text' | 'numeric' | undefined;
}

/** One text input of the details form, labelled, registered with the surrounding form and showing its error. */
export function DetailsTextField({ formId, path, required, autoComplete, type = 'text', hint, inputMode }: DetailsTextFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext<DetailsFormValues>();
  const errorOf = useDetailsError();
  const id = detailsFieldId(formId, path);
  return (
    <Field id={id} label={detailsFieldLabel(intl, path)} required={required} error={errorOf(path)} description={hint}>
      {(aria) => <input id={id} className={fieldStyles.input} type={type} autoComplete={autoComplete} inputMode={inputMode} {...register(path)} {...aria} />}
    </Field>
  );
}
