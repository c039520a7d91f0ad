import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsOptions } from '../../lib/domain/checkout-details.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';
import { emptyDetails, type DetailsFormValues } from '../../components/checkout/step2/details-values.ts';
import type { ShopInfo } from '../../components/shop/ShopContext.tsx';
import { renderWithProviders } from './step2-support.tsx';

/**
 * One section of the step-2 details form inside a form of its own: the same values, the same
 * schema and resolver as CheckoutDetailsForm, and a 'Check' button that submits it.
 */

export const FORM_ID = 'details';

interface HarnessProps {
  options: CheckoutDetailsOptions;
  values: Partial<DetailsFormValues>;
  onValid: (details: CheckoutDetails) => void;
  children: ReactNode;
}

function DetailsFormHarness({ options, values, onValid, children }: HarnessProps) {
  const form = useForm<DetailsFormValues, unknown, unknown>({
    defaultValues: { ...emptyDetails({ country: 'GB', phoneCountry: 'GB', extraFields: options.extraFields ?? [] }), ...values },
    resolver: zodResolver(checkoutDetailsSchema(options, PHONE_RULES)) as never,
    reValidateMode: 'onChange',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit((details) => onValid(details as CheckoutDetails))(event)}>
        {children}
        <button type="submit">Check</button>
      </form>
    </FormProvider>
  );
}

export function renderSection(ui: ReactNode, settings: { options?: CheckoutDetailsOptions; values?: Partial<DetailsFormValues>; shop?: Partial<ShopInfo>; locale?: 'en' | 'de' } = {}) {
  const submitted: CheckoutDetails[] = [];
  const view = renderWithProviders(
    <DetailsFormHarness options={settings.options ?? {}} values={settings.values ?? {}} onValid={(details) => submitted.push(details)}>
      {ui}
    </DetailsFormHarness>,
    { shop: settings.shop, locale: settings.locale },
  );
  return { ...view, submitted };
}
