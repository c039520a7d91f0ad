'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from '../personalization/fields/Field';
import { PhoneInput } from '../personalization/fields/PhoneInput';
import { CountryStateFields } from './CountryStateFields';
import { DetailsTextField } from './DetailsTextField';
import { detailsFieldId, detailsFieldLabel, useDetailsError } from './details-fields';
import type { DetailsFormValues } from './details-values';
import styles from './step2.module.css';

export interface BuyerDetailsSectionProps {
  formId: string;
  /** The event enforces a company. */
  companyRequired?: boolean | undefined;
  /** The seller captures phone numbers: the phone field shows. */
  capturePhone: boolean;
  /** The country code the phone field starts with. */
  phoneCountry: string;
}

/** The buyer (spec 02 §2): names, company, address with country and state, e-mail twice, and the phone where the seller asks for it. */
export function BuyerDetailsSection({ formId, companyRequired, capturePhone, phoneCountry }: BuyerDetailsSectionProps) {
  const intl = useIntl();
  const { control } = useFormContext<DetailsFormValues>();
  const errorOf = useDetailsError();
  const phoneId = detailsFieldId(formId, 'phone');
  return (
    <div className={styles.grid}>
      <DetailsTextField formId={formId} path="prename" required autoComplete="given-name" />
      <DetailsTextField formId={formId} path="lastname" required autoComplete="family-name" />
      <div className={styles.wide}>
        <DetailsTextField formId={formId} path="company" required={companyRequired === true} autoComplete="organization" />
      </div>
      <div className={styles.wide}>
        <DetailsTextField formId={formId} path="street" required autoComplete="address-line1" />
      </div>
      <DetailsTextField formId={formId} path="postal" required autoComplete="postal-code" />
      <DetailsTextField formId={formId} path="city" required autoComplete="address-level2" />
      <CountryStateFields formId={formId} address="buyer" />
      <DetailsTextField formId={formId} path="email" required autoComplete="email" type="email" inputMode="email" />
      <DetailsTextField formId={formId} path="emailRepeat" required autoComplete="email" type="email" inputMode="email" />
      {capturePhone ? (
        <div className={styles.wide}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <Field id={phoneId} label={detailsFieldLabel(intl, 'phone')} error={errorOf('phone')} group>
                {(aria) => <PhoneInput ref={field.ref} id={phoneId} value={field.value} onChange={field.onChange} onBlur={field.onBlur} defaultCountry={phoneCountry} {...aria} />}
              </Field>
            )}
          />
        </div>
      ) : null}
    </div>
  );
}
