'use client';

import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import fieldStyles from '../personalization/fields/fields.module.css';
import { consentLabel, detailsFieldId, useDetailsError, type DetailsPath } from './details-fields';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

export interface ConsentsSectionProps {
  formId: string;
  /** Consent types every buyer must give (the checkout items' consents). */
  consents: readonly string[];
}

/** One required checkbox per consent the items of the order ask for (spec 02 §5: each must be ticked). */
export function ConsentsSection({ formId, consents }: ConsentsSectionProps) {
  const intl = useIntl();
  const { register } = useFormContext<DetailsFormValues>();
  const errorOf = useDetailsError();
  return (
    <div className={styles.stack}>
      {consents.map((type) => {
        const path = `itemConsents.${type}` as DetailsPath;
        const id = detailsFieldId(formId, path);
        const error = errorOf(path);
        return (
          <div key={type}>
            <label className={fieldStyles.checkboxLabel}>
              <input
                id={id}
                type="checkbox"
                className={fieldStyles.checkbox}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-required
                {...register(path)}
              />
              <span>
                {consentLabel(intl, type)}
                <span className={fieldStyles.required} aria-hidden="true">
                  {' *'}
                </span>
              </span>
            </label>
            {error ? (
              <p id={`${id}-error`} className={fieldStyles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
