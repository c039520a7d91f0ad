'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/checkout-details';
import fieldStyles from '../personalization/fields/fields.module.css';
import { DetailsTextField } from './DetailsTextField';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

/** 'Create a customer account' (spec 02 §2), for a buyer who is not logged in: ticked, it asks for a password twice. */
export function AccountCreationSection({ formId }: { formId: string }) {
  const intl = useIntl();
  const { control, register } = useFormContext<DetailsFormValues>();
  const createAccount = useWatch({ control, name: 'createAccount' });
  return (
    <div className={styles.block}>
      <label className={fieldStyles.checkboxLabel}>
        <input type="checkbox" className={fieldStyles.checkbox} {...register('createAccount')} />
        <span>{intl.formatMessage({ id: 'checkout.details.createAccount' })}</span>
      </label>
      {createAccount ? (
        <div className={styles.grid}>
          <DetailsTextField
            formId={formId}
            path="password"
            required
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage({ id: 'checkout.details.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
          />
          <DetailsTextField formId={formId} path="passwordRepeat" required type="password" autoComplete="new-password" />
        </div>
      ) : null}
    </div>
  );
}
