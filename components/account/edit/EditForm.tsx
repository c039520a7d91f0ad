'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { accountStateKey } from '@/components/shop/account-header';
import { useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { updatePersonalInformation, type AddressSuggestion } from '@/lib/operations/account';
import { personalInformationInput, type PersonalInformation } from '@/lib/operations/account.inputs';
import { countryUsesStates, isStateOf, stateAfterCountryChange, statesOf } from '@/lib/domain/countries';
import { useToast } from '@/components/ui/Toasts';
import { AddressAutocomplete } from './AddressAutocomplete';
import { fieldMessage } from '../shell/field-message';
import formStyles from '../shell/forms.module.css';

export interface CountryOption {
  code: string;
  name: string;
}

export interface EditFormProps {
  shopSlug: string;
  initial: PersonalInformation;
  /** Every country, named and sorted in the page's language by the server. */
  countries: readonly CountryOption[];
  /** The seller's addressAutocomplete feature: the street becomes an address field with suggestions. */
  addressAutocomplete: boolean;
}

type Field = FieldPath<PersonalInformation>;

function errorOf(errors: FieldErrors<PersonalInformation>, field: Field): string | undefined {
  if (field.startsWith('location.')) {
    const key = field.slice('location.'.length) as keyof PersonalInformation['location'];
    return errors.location?.[key]?.message;
  }
  return errors[field as 'company' | 'prename' | 'lastname']?.message;
}

/**
 * The state kept when the country changes: spec 01 §4 clears it unless the new country uses
 * states; a state that is not one of the new country's listed states is cleared as well, since
 * the select could not show it.
 */
function stateForCountry(country: string, state: string): string {
  const kept = stateAfterCountryChange(country, state);
  if (!kept) return '';
  return statesOf(country).length === 0 || isStateOf(country, kept) ? kept : '';
}

/**
 * The personal information form (spec 01 §5): invalid input shows the inputs-invalid notification
 * and sends nothing; a save shows success or error and reloads the customer.
 */
export function EditForm({ shopSlug, initial, countries, addressAutocomplete }: EditFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const baseId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonalInformation>({ resolver: zodResolver(personalInformationInput), defaultValues: initial });
  const country = useWatch({ control, name: 'location.country' });
  const stateOptions = statesOf(country);

  const idOf = (field: Field) => `${baseId}-${field.replace('.', '-')}`;
  const describe = (field: Field) => (errorOf(errors, field) ? `${idOf(field)}-error` : undefined);
  const invalid = (field: Field) => (errorOf(errors, field) ? true : undefined);
  const errorText = (field: Field) => {
    const code = errorOf(errors, field);
    return code ? (
      <p id={`${idOf(field)}-error`} className={formStyles.fieldError}>
        {fieldMessage(intl, code)}
      </p>
    ) : null;
  };

  const save = handleSubmit(
    async (values) => {
      try {
        await call(updatePersonalInformation, { params: { seller: shopSlug }, input: values });
        reset(values);
        toast.success(intl.formatMessage({ id: 'account.edit.saved' }));
        router.refresh();
        // The account pill shows the name: it asks again (ADR 0038).
        void queryClient.invalidateQueries({ queryKey: accountStateKey(shopSlug) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            setError(field as Field, { message: messages[0] });
          }
        }
        toast.error(intl.formatMessage({ id: 'account.edit.failed' }));
      }
    },
    () => toast.error(intl.formatMessage({ id: 'account.edit.invalid' })),
  );

  const pickAddress = (suggestion: AddressSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: Boolean(errors.location) };
    const pickedCountry = suggestion.country.toUpperCase();
    setValue('location.street', suggestion.street, options);
    setValue('location.postal', suggestion.postal, options);
    setValue('location.city', suggestion.city, options);
    setValue('location.country', pickedCountry, options);
    setValue('location.state', countryUsesStates(pickedCountry) ? (suggestion.state ?? '').toUpperCase() : '', options);
  };

  const countryField = register('location.country', {
    onChange: (event: { target: { value: string } }) => {
      setValue('location.state', stateForCountry(event.target.value, getValues('location.state')), { shouldDirty: true });
    },
  });

  const text = (field: Exclude<Field, 'location' | 'location.country' | 'location.state'>, label: string, options: { required?: boolean; autoComplete?: string; wide?: boolean } = {}) => (
    <div className={`${formStyles.field} ${options.wide ? formStyles.wide : ''}`}>
      <label className={formStyles.label} htmlFor={idOf(field)}>
        <FormattedMessage id={label} />
        {options.required ? <span aria-hidden="true"> *</span> : <span className={formStyles.optional}> <FormattedMessage id="account.form.optional" /></span>}
      </label>
      <input
        id={idOf(field)}
        className={formStyles.input}
        type="text"
        autoComplete={options.autoComplete}
        aria-required={options.required || undefined}
        aria-invalid={invalid(field)}
        aria-describedby={describe(field)}
        {...register(field)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form className={formStyles.section} onSubmit={save} noValidate aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>
        <FormattedMessage id="account.edit.personalTitle" />
      </h2>
      <p className={formStyles.hint}>
        <FormattedMessage id="account.form.requiredNote" />
      </p>
      <div className={formStyles.grid}>
        {text('company', 'account.edit.company', { autoComplete: 'organization', wide: true })}
        {text('prename', 'account.edit.prename', { required: true, autoComplete: 'given-name' })}
        {text('lastname', 'account.edit.lastname', { required: true, autoComplete: 'family-name' })}
        {addressAutocomplete ? (
          <div className={`${formStyles.field} ${formStyles.wide}`}>
            <label className={formStyles.label} htmlFor={idOf('location.street')}>
              <FormattedMessage id="account.edit.address" />
              <span className={formStyles.optional}>
                {' '}
                <FormattedMessage id="account.form.optional" />
              </span>
            </label>
            <AddressAutocomplete
              id={idOf('location.street')}
              shopSlug={shopSlug}
              field={register('location.street')}
              invalid={Boolean(errors.location?.street)}
              describedBy={[`${idOf('location.street')}-hint`, describe('location.street')].filter(Boolean).join(' ')}
              onPick={pickAddress}
              listLabel={intl.formatMessage({ id: 'account.edit.suggestions' })}
            />
            <p id={`${idOf('location.street')}-hint`} className={formStyles.hint}>
              <FormattedMessage id="account.edit.addressHint" />
            </p>
            {errorText('location.street')}
          </div>
        ) : (
          text('location.street', 'account.edit.street', { autoComplete: 'address-line1', wide: true })
        )}
        {text('location.postal', 'account.edit.postal', { autoComplete: 'postal-code' })}
        {text('location.city', 'account.edit.city', { autoComplete: 'address-level2' })}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={idOf('location.country')}>
            <FormattedMessage id="account.edit.country" />
            <span className={formStyles.optional}>
              {' '}
              <FormattedMessage id="account.form.optional" />
            </span>
          </label>
          <select
            id={idOf('location.country')}
            className={formStyles.input}
            autoComplete="country"
            aria-invalid={invalid('location.country')}
            aria-describedby={describe('location.country')}
            {...countryField}
          >
            <option value="">{intl.formatMessage({ id: 'account.edit.chooseCountry' })}</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {errorText('location.country')}
        </div>
        {countryUsesStates(country) ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={idOf('location.state')}>
              <FormattedMessage id="account.edit.state" />
              <span className={formStyles.optional}>
                {' '}
                <FormattedMessage id="account.form.optional" />
              </span>
            </label>
            {stateOptions.length > 0 ? (
              <select
                id={idOf('location.state')}
                className={formStyles.input}
                autoComplete="address-level1"
                aria-invalid={invalid('location.state')}
                aria-describedby={describe('location.state')}
                {...register('location.state')}
              >
                <option value="">{intl.formatMessage({ id: 'account.edit.chooseState' })}</option>
                {stateOptions.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={idOf('location.state')}
                className={formStyles.input}
                type="text"
                autoComplete="address-level1"
                aria-invalid={invalid('location.state')}
                aria-describedby={describe('location.state')}
                {...register('location.state')}
              />
            )}
            {errorText('location.state')}
          </div>
        ) : null}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'account.edit.saving' : 'account.edit.save'} />
        </button>
      </div>
    </form>
  );
}
