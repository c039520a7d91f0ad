'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog';
import { paymentMethodsQuery } from './queries';

/**
 * The Sell modal's add payment-method sub-modal (spec 02 §2; issue 12): only the shop's SEPA / ACH
 * gateways, the methods a resale payout can go to (spec 02 §6). Cards are never offered here, so
 * no payment request is needed and the currency is never shown.
 */
export function AddPayoutMethodDialog({ shop, onAdded, onClose }: { shop: { slug: string }; onAdded: (methodId?: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const view = useQuery(paymentMethodsQuery(shop.slug));
  return (
    <AddPaymentMethodDialog
      shop={shop}
      currency="EUR"
      locale={intl.locale}
      customGateways={view.data?.customGateways ?? []}
      loading={view.isPending}
      payoutOnly
      onAdded={onAdded}
      onClose={onClose}
    />
  );
}
