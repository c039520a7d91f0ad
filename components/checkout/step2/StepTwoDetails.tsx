'use client';

import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { Event } from '@/lib/ticketing/schemas/event';
import { useCart } from '@/components/cart/cart-store';
import { useShop } from '@/components/shop/ShopContext';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import { dataFieldsQuery } from '../personalization/queries';
import { CheckoutDetailsForm, type CheckoutDetailsFormHandle } from './CheckoutDetailsForm';
import { TryAgainAlert } from './TryAgainAlert';
import styles from './step2.module.css';

const consentTypesOf = (cart: Checkout | null | undefined) => [...new Set((cart?.items ?? []).flatMap((item) => (item.consents ?? []).map((consent) => consent.type)))];

/** A different delivery address is asked when something is posted: a hard ticket (as lib/domain/checkout-details-options.ts rules for the server). */
const shipsSomething = (cart: Checkout | null | undefined) =>
  (cart?.items ?? []).some((item) => [...(item.tickets ?? []), ...(item.products ?? []), ...(item.additionalItems ?? [])].some((line) => line.asHardTicket === true));

export interface StepTwoDetailsProps {
  /** The event: whether it enforces a company, and whose extra fields to ask. */
  event: Pick<Event, '_id' | 'companyRequired'>;
  checkoutId: string;
  /** The pay flow validates and saves the details through it. */
  ref?: Ref<CheckoutDetailsFormHandle> | undefined;
}

/**
 * Step 2's details section: reads the cart (prefill, consents, whether something ships) and the
 * event's checkout extra fields, and shows the details form once both are known.
 */
export function StepTwoDetails({ event, checkoutId, ref }: StepTwoDetailsProps) {
  const shop = useShop();
  const cartQuery = useCart();
  const cart = cartQuery.data;
  const fieldsQuery = useQuery(dataFieldsQuery(shop.slug, { eventId: event._id, scope: 'CHECKOUT' }));
  const settled = !cartQuery.isPending && !fieldsQuery.isPending;

  return (
    <section className={styles.section} aria-busy={!settled || undefined}>
      {settled ? (
        fieldsQuery.isError ? (
          <TryAgainAlert onRetry={() => void fieldsQuery.refetch()} />
        ) : (
          <CheckoutDetailsForm
            ref={ref}
            checkoutId={checkoutId}
            cart={cart}
            companyRequired={event.companyRequired}
            extraFields={fieldsQuery.data}
            consents={consentTypesOf(cart)}
            deliveryAddressAllowed={shipsSomething(cart)}
          />
        )
      ) : (
        <SkeletonBars className={styles.section} />
      )}
    </section>
  );
}
