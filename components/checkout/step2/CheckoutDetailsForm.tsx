'use client';

import { useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/operations/call';
import { checkoutDetailsSchema, type CheckoutDetailsOptions } from '@/lib/domain/checkout-details';
import { defaultPhoneCountry } from '@/lib/domain/phone-country';
import { loadPhoneRules } from '@/components/checkout/phone/lazy-phone-rules';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import { useShop } from '@/components/shop/ShopContext';
import { useLoggedIn } from '@/components/shop/account-header';
import { useCartActions } from '@/components/cart/cart-store';
import { reasonText } from '@/components/payments/error-codes';
import { AccountCreationSection } from './AccountCreationSection';
import { BuyerDetailsSection } from './BuyerDetailsSection';
import { ConsentsSection } from './ConsentsSection';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { DetailsErrorSummary } from './DetailsErrorSummary';
import { ExtraFieldsSection } from './ExtraFieldsSection';
import { FulfillmentTypesSection, type FulfillmentOption } from './FulfillmentTypesSection';
import type { DetailsPath } from './details-fields';
import { loadDetails } from './details-storage';
import { detailsFromCheckout, detailsPayload, emptyDetails, mergeStored, type DetailsFormValues } from './details-values';
import { useDetailsAutosave } from './useDetailsAutosave';
import { PAYMENT_HEADING_ID } from './anchors';
import styles from './step2.module.css';

export type { FulfillmentOption } from './FulfillmentTypesSection';

export interface CheckoutDetailsFormHandle {
  /** Validates, then saves the details (POST …/cart/details); false when something must be fixed first. */
  submit: () => Promise<boolean>;
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

/**
 * Checkout step 2 details (spec 02 §2 fields, §5 rules): one react-hook-form with the shared zod
 * schema (lib/domain/checkout-details.ts), its sections in their own components reading the form
 * from context. On a failed submit an error summary at the top links to each field and focus
 * moves to the first invalid one. What the buyer types is kept in sessionStorage per checkout and
 * restored; a failed details call keeps everything and says so.
 */
export function CheckoutDetailsForm({ checkoutId, cart, companyRequired, extraFields = [], fulfillmentTypes = [], consents = [], deliveryAddressAllowed = true, onSaved, ref }: CheckoutDetailsFormProps) {
  const intl = useIntl();
  const shop = useShop();
  const loggedIn = useLoggedIn();
  const cartActions = useCartActions();
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState(false);
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
  // The schema checks phone numbers with libphonenumber-js, loaded when the buyer starts on the
  // form (onFocus below) and awaited here, so it is not part of step 2's first load (ADR 0043).
  const resolver = useMemo<Resolver<DetailsFormValues>>(
    () => async (values, context, resolverOptions) => {
      const validate: Resolver<DetailsFormValues> = zodResolver(checkoutDetailsSchema(options, await loadPhoneRules())) as never;
      return validate(values, context, resolverOptions);
    },
    [options],
  );
  const phoneCountry = useMemo(() => defaultPhoneCountry(shop.locationCountry, typeof navigator === 'undefined' ? undefined : navigator.language), [shop.locationCountry]);

  // Starting values, once: empty form ← what the checkout holds ← what this browser kept.
  const [defaultValues] = useState(() => {
    const base = detailsFromCheckout(emptyDetails({ country: shop.locationCountry ?? '', phoneCountry, extraFields }), cart);
    return mergeStored(base, loadDetails(shop.slug, checkoutId));
  });

  const form = useForm<DetailsFormValues, unknown, unknown>({
    defaultValues,
    // The schema's input side is looser than the form's values (nullish everywhere); the form always fills every key.
    resolver: resolver as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { handleSubmit, getValues, setError } = form;
  useDetailsAutosave(form, shop.slug, checkoutId);

  const save = async (): Promise<boolean> => {
    setSaveError(null);
    try {
      const phoneRules = await loadPhoneRules();
      const saved = await cartActions.saveDetails(detailsPayload(getValues(), { capturePhone: shop.capturePhone, extraFields }, phoneRules));
      onSaved?.(saved);
      setSummary(false);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) {
        let first = true;
        for (const [path, codes] of Object.entries(error.errors)) {
          const code = codes[0];
          if (!code) continue;
          setError(path as DetailsPath, { type: code, message: code }, { shouldFocus: first });
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
      handleSubmit(
        async () => resolve(await save()),
        () => {
          setSummary(true);
          resolve(false);
        },
      )().catch(() => {
        // The validation could not run (the phone rules did not load): nothing was sent, all is kept.
        setSaveError(intl.formatMessage({ id: 'checkout.details.saveFailed' }));
        requestAnimationFrame(() => summaryRef.current?.focus());
        resolve(false);
      });
    });

  useImperativeHandle(ref, () => ({ submit }));

  return (
    <FormProvider {...form}>
      <form
        className={styles.detailsForm}
        noValidate
        aria-labelledby={`${formId}-title`}
        onFocus={() => void loadPhoneRules().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          // Saved: the buyer goes on to the payment, which the section's heading announces.
          void submit().then((saved) => {
            if (saved) document.getElementById(PAYMENT_HEADING_ID)?.focus();
          });
        }}
      >
        <h2 id={`${formId}-title`} className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'checkout.details.title' })}
        </h2>
        <DetailsErrorSummary ref={summaryRef} formId={formId} show={summary} saveError={saveError} extraFields={extraFields} />
        <p className={styles.requiredNote}>{intl.formatMessage({ id: 'form.requiredNote' })}</p>

        <BuyerDetailsSection formId={formId} companyRequired={companyRequired} capturePhone={shop.capturePhone} phoneCountry={phoneCountry} />
        {loggedIn ? null : <AccountCreationSection formId={formId} />}
        {deliveryAddressAllowed ? <DeliveryAddressSection formId={formId} /> : null}
        <ExtraFieldsSection formId={formId} fields={extraFields} phoneCountry={phoneCountry} />
        {fulfillmentTypes.length > 0 ? <FulfillmentTypesSection formId={formId} types={fulfillmentTypes} /> : null}
        {consents.length > 0 ? <ConsentsSection formId={formId} consents={consents} /> : null}
        <button type="submit" className={styles.continueButton}>
          {intl.formatMessage({ id: 'checkout.details.continue' })}
        </button>
      </form>
    </FormProvider>
  );
}
