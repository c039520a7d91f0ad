'use client';

import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/operations/call';
import { checkoutDetailsSchema, PASSWORD_MIN_LENGTH, type CheckoutDetailsOptions } from '@/lib/domain/checkout-details';
import { countryUsesStates, stateAfterCountryChange, statesOf } from '@/lib/domain/countries';
import { fieldKey, visibleDataFields } from '@/lib/domain/data-field-rules';
import { defaultPhoneCountry } from '@/lib/domain/phone';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import { useShop } from '@/components/shop/ShopContext';
import { useCartActions } from '@/components/cart/cart-store';
import { reasonText } from '@/components/payments/error-codes';
import { fieldErrorText } from '../personalization/field-errors';
import { CountrySelect } from '../personalization/fields/CountrySelect';
import { DataFieldInput, dataFieldLabel } from '../personalization/fields/DataFieldInput';
import { Field, type FieldAria } from '../personalization/fields/Field';
import { PhoneInput } from '../personalization/fields/PhoneInput';
import fieldStyles from '../personalization/fields/fields.module.css';
import { loadDetails, saveDetails } from './details-storage';
import { detailsFromCheckout, detailsPayload, emptyDetails, flattenErrors, mergeStored, type DetailsFormValues } from './details-values';
import styles from './step2.module.css';

export interface CheckoutDetailsFormHandle {
  /** Validates, then saves the details (POST …/cart/details); false when something must be fixed first. */
  submit: () => Promise<boolean>;
}

export interface FulfillmentOption {
  id: string;
  name: string;
}

export interface CheckoutDetailsFormProps {
  checkoutId: string;
  /** Prefills what an earlier details call stored on the checkout. */
  cart?: Checkout | null | undefined;
  companyRequired?: boolean | undefined;
  /** Event-level extra fields (CHECKOUT scope). */
  extraFields?: readonly DataField[] | undefined;
  fulfillmentTypes?: readonly FulfillmentOption[] | undefined;
  /** Consent types every buyer must give (checkout items' consents). */
  consents?: readonly string[] | undefined;
  deliveryAddressAllowed?: boolean | undefined;
  /** Called with the checkout the details call answered. */
  onSaved?: ((cart: Checkout) => void) | undefined;
  ref?: Ref<CheckoutDetailsFormHandle> | undefined;
}

type Name = Path<DetailsFormValues>;

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

const CONSENT_MESSAGE_IDS: Readonly<Record<string, string>> = { autorenewal: 'checkout.consent.autorenewal' };

/**
 * Checkout step 2 details (spec 02 §2 fields, §5 rules): react-hook-form with the shared zod schema
 * (lib/domain/checkout-details.ts). On a failed submit an error summary at the top links to each
 * field and focus moves to the first invalid one. What the buyer types is kept in sessionStorage
 * per checkout and restored; a failed details call keeps everything and says so.
 */
export function CheckoutDetailsForm({ checkoutId, cart, companyRequired, extraFields = [], fulfillmentTypes = [], consents = [], deliveryAddressAllowed = true, onSaved, ref }: CheckoutDetailsFormProps) {
  const intl = useIntl();
  const shop = useShop();
  const cartActions = useCartActions();
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState(false);
  const [thisYear] = useState(() => new Date().getFullYear());
  const [saveError, setSaveError] = useState<string | null>(null);

  const options: CheckoutDetailsOptions = useMemo(
    () => ({
      companyRequired,
      capturePhone: shop.capturePhone,
      deliveryAddressAllowed,
      extraFields,
      fulfillmentTypes: fulfillmentTypes.map((type) => type.id),
      requiredConsents: consents,
    }),
    [companyRequired, shop.capturePhone, deliveryAddressAllowed, extraFields, fulfillmentTypes, consents],
  );
  const schema = useMemo(() => checkoutDetailsSchema(options), [options]);
  const phoneCountry = useMemo(() => defaultPhoneCountry(shop.locationCountry, typeof navigator === 'undefined' ? undefined : navigator.language), [shop.locationCountry]);

  // Starting values, once: empty form ← what the checkout holds ← what this browser kept.
  const [defaultValues] = useState(() => {
    const base = detailsFromCheckout(emptyDetails({ country: shop.locationCountry ?? '', phoneCountry, extraFields }), cart);
    return mergeStored(base, loadDetails(shop.slug, checkoutId));
  });

  const form = useForm<DetailsFormValues, unknown, unknown>({
    defaultValues,
    // The schema's input side is looser than the form's values (nullish everywhere); the form always fills every key.
    resolver: zodResolver(schema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { control, register, handleSubmit, getValues, setValue, setError, formState } = form;
  const values = useWatch({ control }) as DetailsFormValues;

  useEffect(() => {
    const timer = window.setTimeout(() => saveDetails(shop.slug, checkoutId, getValues()), 200);
    return () => window.clearTimeout(timer);
  }, [values, shop.slug, checkoutId, getValues]);
  // A reload or a navigation right after typing must not lose the last keystrokes to the debounce.
  useEffect(() => {
    const flush = () => saveDetails(shop.slug, checkoutId, getValues());
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [shop.slug, checkoutId, getValues]);

  const save = async (): Promise<boolean> => {
    setSaveError(null);
    try {
      const saved = await cartActions.saveDetails(detailsPayload(getValues(), { capturePhone: shop.capturePhone, extraFields }));
      onSaved?.(saved);
      setSummary(false);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
        let first = true;
        for (const [path, codes] of Object.entries(error.errors)) {
          const code = codes[0];
          if (!code) continue;
          setError(path as Name, { type: code, message: code }, { shouldFocus: first });
          first = false;
        }
        setSummary(true);
        return false;
      }
      const reason = error instanceof ApiError && error.status !== 0 && error.status < 500 ? reasonText(intl, error.code ?? error.message) : undefined;
      setSaveError(reason && !reason.startsWith('Request failed') ? reason : intl.formatMessage({ id: 'checkout.details.saveFailed' }));
      requestAnimationFrame(() => summaryRef.current?.focus());
      return false;
    }
  };

  const submit = () =>
    new Promise<boolean>((resolve) => {
      void handleSubmit(
        async () => resolve(await save()),
        () => {
          setSummary(true);
          resolve(false);
        },
      )();
    });

  useImperativeHandle(ref, () => ({ submit }));

  const errorsList = summary ? flattenErrors(formState.errors, FIELD_ORDER) : [];
  const idOf = (path: string) => `${formId}-${path.replace(/\./g, '-')}`;
  const labelOf = (path: string): string => {
    if (path.startsWith('extraFields.')) {
      const key = path.slice('extraFields.'.length);
      const field = extraFields.find((candidate) => fieldKey(candidate) === key);
      return field ? dataFieldLabel(field) : key;
    }
    if (path.startsWith('itemConsents.')) return consentLabel(path.slice('itemConsents.'.length));
    if (path.startsWith('deliveryAddress.')) {
      return `${intl.formatMessage({ id: 'checkout.details.deliveryAddress' })}: ${intl.formatMessage({ id: `checkout.details.${path.slice('deliveryAddress.'.length)}` })}`;
    }
    return intl.formatMessage({ id: `checkout.details.${path}` });
  };
  const consentLabel = (type: string) => (CONSENT_MESSAGE_IDS[type] ? intl.formatMessage({ id: CONSENT_MESSAGE_IDS[type] }) : intl.formatMessage({ id: 'checkout.consent.generic' }, { type }));

  const errorOf = (path: string, context?: Parameters<typeof fieldErrorText>[2]) => {
    let node: unknown = formState.errors;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
    return fieldErrorText(intl, typeof message === 'string' ? message : undefined, context);
  };

  const textField = (path: Name, options: { required?: boolean; autoComplete?: string; type?: string; hint?: string; inputMode?: 'email' | 'text' | 'numeric' } = {}) => (
    <Field id={idOf(path)} label={labelOf(path)} required={options.required} error={errorOf(path)} description={options.hint}>
      {(aria: FieldAria) => (
        <input
          id={idOf(path)}
          className={fieldStyles.input}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          {...register(path)}
          {...aria}
        />
      )}
    </Field>
  );

  const countryField = (prefix: '' | 'deliveryAddress.', autoCompleteSection: string) => {
    const countryPath = `${prefix}country` as Name;
    const statePath = `${prefix}state` as Name;
    const country = (prefix ? values.deliveryAddress?.country : values.country) ?? '';
    const states = statesOf(country);
    return (
      <>
        <Controller
          control={control}
          name={countryPath}
          render={({ field }) => (
            <Field id={idOf(countryPath)} label={labelOf(countryPath)} required error={errorOf(countryPath)}>
              {(aria) => (
                <CountrySelect
                  ref={field.ref}
                  id={idOf(countryPath)}
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
            <Field id={idOf(statePath)} label={labelOf(statePath)} required error={errorOf(statePath)}>
              {(aria) => (
                <select id={idOf(statePath)} className={fieldStyles.select} autoComplete={`${autoCompleteSection}address-level1`} {...register(statePath)} {...aria}>
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
            textField(statePath, { required: true, autoComplete: `${autoCompleteSection}address-level1` })
          )
        ) : null}
      </>
    );
  };

  const shownExtraFields = visibleDataFields(extraFields, values.extraFields ?? {});

  return (
    <form
      className={styles.detailsForm}
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${formId}-title`} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'checkout.details.title' })}
      </h2>
      <div ref={summaryRef} tabIndex={-1} className={styles.summaryHost}>
        {errorsList.length > 0 ? (
          <div className={styles.errorSummary} role="alert" aria-labelledby={`${formId}-summary`}>
            <p id={`${formId}-summary`} className={styles.errorSummaryTitle}>
              {intl.formatMessage({ id: 'checkout.details.errorSummary' }, { count: errorsList.length })}
            </p>
            <ul>
              {errorsList.map((error) => (
                <li key={error.path}>
                  <a
                    href={`#${idOf(error.path)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(idOf(error.path))?.focus();
                    }}
                  >
                    {`${labelOf(error.path)}: ${fieldErrorText(intl, error.code, { maxLength: extraFields.find((field) => `extraFields.${fieldKey(field)}` === error.path)?.maxLength })}`}
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
      <p className={styles.requiredNote}>{intl.formatMessage({ id: 'form.requiredNote' })}</p>

      <div className={styles.grid}>
        {textField('prename', { required: true, autoComplete: 'given-name' })}
        {textField('lastname', { required: true, autoComplete: 'family-name' })}
        <div className={styles.wide}>{textField('company', { required: companyRequired === true, autoComplete: 'organization' })}</div>
        <div className={styles.wide}>{textField('street', { required: true, autoComplete: 'street-address' })}</div>
        {textField('postal', { required: true, autoComplete: 'postal-code' })}
        {textField('city', { required: true, autoComplete: 'address-level2' })}
        {countryField('', '')}
        {textField('email', { required: true, autoComplete: 'email', type: 'email', inputMode: 'email' })}
        {textField('emailRepeat', { required: true, autoComplete: 'email', type: 'email', inputMode: 'email' })}
        {shop.capturePhone ? (
          <div className={styles.wide}>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <Field id={idOf('phone')} label={labelOf('phone')} error={errorOf('phone')} group>
                  {(aria) => <PhoneInput ref={field.ref} id={idOf('phone')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} defaultCountry={phoneCountry} {...aria} />}
                </Field>
              )}
            />
          </div>
        ) : null}
      </div>

      {shop.loggedIn ? null : (
        <div className={styles.block}>
          <label className={fieldStyles.checkboxLabel}>
            <input type="checkbox" className={fieldStyles.checkbox} {...register('createAccount')} />
            <span>{intl.formatMessage({ id: 'checkout.details.createAccount' })}</span>
          </label>
          {values.createAccount ? (
            <div className={styles.grid}>
              {textField('password', { required: true, type: 'password', autoComplete: 'new-password', hint: intl.formatMessage({ id: 'checkout.details.passwordHint' }, { min: PASSWORD_MIN_LENGTH }) })}
              {textField('passwordRepeat', { required: true, type: 'password', autoComplete: 'new-password' })}
            </div>
          ) : null}
        </div>
      )}

      {deliveryAddressAllowed ? (
        <div className={styles.block}>
          <label className={fieldStyles.checkboxLabel}>
            <input type="checkbox" className={fieldStyles.checkbox} {...register('useDeliveryAddress')} />
            <span>{intl.formatMessage({ id: 'checkout.details.useDeliveryAddress' })}</span>
          </label>
          {values.useDeliveryAddress ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.details.deliveryAddress' })}</legend>
              <div className={styles.grid}>
                <div className={styles.wide}>{textField('deliveryAddress.name', { required: true, autoComplete: 'shipping name' })}</div>
                <div className={styles.wide}>{textField('deliveryAddress.street', { required: true, autoComplete: 'shipping street-address' })}</div>
                {textField('deliveryAddress.postal', { required: true, autoComplete: 'shipping postal-code' })}
                {textField('deliveryAddress.city', { required: true, autoComplete: 'shipping address-level2' })}
                {countryField('deliveryAddress.', 'shipping ')}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}

      {shownExtraFields.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.details.extraFields' })}</legend>
          <div className={styles.stack}>
            {shownExtraFields.map((definition) => {
              const key = fieldKey(definition);
              const path = `extraFields.${key}`;
              return (
                <Controller
                  key={key}
                  control={control}
                  name={path as Name}
                  render={({ field }) => (
                    <DataFieldInput
                      field={definition}
                      id={idOf(path)}
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
      ) : null}

      {fulfillmentTypes.length > 0 ? (
        <fieldset className={styles.fieldset} aria-describedby={errorOf('fulfillmentTypeId') ? `${idOf('fulfillmentTypeId')}-error` : undefined}>
          <legend className={styles.legend}>
            {intl.formatMessage({ id: 'checkout.details.fulfillmentTypeId' })}
            <span className={fieldStyles.required} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          {fulfillmentTypes.map((type, index) => (
            <label key={type.id} className={fieldStyles.checkboxLabel}>
              <input type="radio" className={fieldStyles.checkbox} value={type.id} id={index === 0 ? idOf('fulfillmentTypeId') : undefined} {...register('fulfillmentTypeId')} />
              <span>{type.name}</span>
            </label>
          ))}
          {errorOf('fulfillmentTypeId') ? (
            <p id={`${idOf('fulfillmentTypeId')}-error`} className={fieldStyles.error}>
              {errorOf('fulfillmentTypeId')}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {consents.length > 0 ? (
        <div className={styles.stack}>
          {consents.map((type) => {
            const path = `itemConsents.${type}`;
            const error = errorOf(path);
            return (
              <div key={type}>
                <label className={fieldStyles.checkboxLabel}>
                  <input
                    id={idOf(path)}
                    type="checkbox"
                    className={fieldStyles.checkbox}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${idOf(path)}-error` : undefined}
                    aria-required
                    {...register(path as Name)}
                  />
                  <span>
                    {consentLabel(type)}
                    <span className={fieldStyles.required} aria-hidden="true">
                      {' *'}
                    </span>
                  </span>
                </label>
                {error ? (
                  <p id={`${idOf(path)}-error`} className={fieldStyles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </form>
  );
}
