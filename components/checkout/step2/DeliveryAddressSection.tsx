'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import fieldStyles from '../personalization/fields/fields.module.css';
import { CountryStateFields } from './CountryStateFields';
import { DetailsTextField } from './DetailsTextField';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

/** 'Deliver to a different address' (spec 02 §2), offered when something is posted: ticked, it asks for the recipient and the address. */
export function DeliveryAddressSection({ formId }: { formId: string }) {
  const intl = useIntl();
  const { control, register } = useFormContext<DetailsFormValues>();
  const useDeliveryAddress = useWatch({ control, name: 'useDeliveryAddress' });
  return (
    <div className={styles.block}>
      <label className={fieldStyles.checkboxLabel}>
        <input type="checkbox" className={fieldStyles.checkbox} {...register('useDeliveryAddress')} />
        <span>{intl.formatMessage({ id: 'checkout.details.useDeliveryAddress' })}</span>
      </label>
      {useDeliveryAddress ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.details.deliveryAddress' })}</legend>
          <div className={styles.grid}>
            <div className={styles.wide}>
              <DetailsTextField formId={formId} path="deliveryAddress.name" required autoComplete="shipping name" />
            </div>
            <div className={styles.wide}>
              <DetailsTextField formId={formId} path="deliveryAddress.street" required autoComplete="shipping address-line1" />
            </div>
            <DetailsTextField formId={formId} path="deliveryAddress.postal" required autoComplete="shipping postal-code" />
            <DetailsTextField formId={formId} path="deliveryAddress.city" required autoComplete="shipping address-level2" />
            <CountryStateFields formId={formId} address="delivery" />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
