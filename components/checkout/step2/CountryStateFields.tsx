'use client';

import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { countryUsesStates, stateAfterCountryChange, statesOf } from '@/lib/domain/countries';
import { CountrySelect } from '../personalization/fields/CountrySelect';
import { Field } from '../personalization/fields/Field';
import fieldStyles from '../personalization/fields/fields.module.css';
import { DetailsTextField } from './DetailsTextField';
import { detailsFieldId, detailsFieldLabel, useDetailsError } from './details-fields';
import type { DetailsFormValues } from './details-values';

export interface CountryStateFieldsProps {
  formId: string;
  /** The buyer's address or the delivery address. */
  address: 'buyer' | 'delivery';
}

/**
 * The country of an address and, for countries with states (spec 01 §4), its state: a list where
 * the country has one, free text where it has none. Changing the country drops a state it cannot have.
 */
export function CountryStateFields({ formId, address }: CountryStateFieldsProps) {
  const intl = useIntl();
  const { control, register, setValue, getValues } = useFormContext<DetailsFormValues>();
  const errorOf = useDetailsError();
  const countryPath = address === 'delivery' ? 'deliveryAddress.country' : 'country';
  const statePath = address === 'delivery' ? 'deliveryAddress.state' : 'state';
  const autoCompleteSection = address === 'delivery' ? 'shipping ' : '';
  const country = useWatch({ control, name: countryPath }) ?? '';
  const states = statesOf(country);
  const countryId = detailsFieldId(formId, countryPath);
  const stateId = detailsFieldId(formId, statePath);

  return (
    <>
      <Controller
        control={control}
        name={countryPath}
        render={({ field }) => (
          <Field id={countryId} label={detailsFieldLabel(intl, countryPath)} required error={errorOf(countryPath)}>
            {(aria) => (
              <CountrySelect
                ref={field.ref}
                id={countryId}
                name={field.name}
                value={String(field.value ?? '')}
                autoComplete={`${autoCompleteSection}country`}
                onChange={(code) => {
                  field.onChange(code);
                  // Spec 01 §4: the state goes with a country that has none.
                  setValue(statePath, stateAfterCountryChange(code, String(getValues(statePath) ?? '')) ?? '', { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                {...aria}
              />
            )}
          </Field>
        )}
      />
      {countryUsesStates(country) ? (
        states.length > 0 ? (
          <Field id={stateId} label={detailsFieldLabel(intl, statePath)} required error={errorOf(statePath)}>
            {(aria) => (
              <select id={stateId} className={fieldStyles.select} autoComplete={`${autoCompleteSection}address-level1`} {...register(statePath)} {...aria}>
                <option value="">{intl.formatMessage({ id: 'checkout.details.chooseState' })}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <DetailsTextField formId={formId} path={statePath} required autoComplete={`${autoCompleteSection}address-level1`} />
        )
      ) : null}
    </>
  );
}
