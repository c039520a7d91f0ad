import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { accountAccess } from '@/lib/account/access';
import { loadPaymentMethodsView } from '@/lib/account/payment-methods';
import type { PaymentMethodsView } from '@/lib/operations/payment-methods';
import { ignoreListFailure, shopSlug } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { PaymentMethodsManager } from '../payment-methods/PaymentMethodsManager';
import styles from '../ui/account.module.css';

/**
 * The "payment-methods" account screen (spec 01 §2, §4, §5): the saved methods with the primary
 * label, brand, last digits, expiry as MM/YY and status, each with a dropdown to set it primary or
 * delete it, and the add flow. The server reads the first view; the client island refreshes it
 * after each change.
 */
export async function PaymentMethodsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.paymentMethods.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <PaymentMethodsContent {...props} />
      </Suspense>
    </div>
  );
}

const EMPTY_VIEW: PaymentMethodsView = { methods: [], inUse: {}, customGateways: [] };

async function PaymentMethodsContent({ seller, locale }: AccountPageProps) {
  const access = await accountAccess(seller._id);
  const view = access ? await loadPaymentMethodsView(access, seller._id, ignoreListFailure) : EMPTY_VIEW;
  return <PaymentMethodsManager shop={{ slug: shopSlug(seller) }} currency={seller.currency ?? 'EUR'} locale={locale} initial={view} />;
}
