import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { AccountPageProps } from './types';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import { cardExpiry } from '@/lib/domain/card-expiry';
import { paymentMethodLabel } from '@/lib/domain/account-labels';
import { accountAccess } from '@/lib/account/access';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { brandName } from '../payment-method-label';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { StatusLabel } from '../ui/StatusLabel';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

/**
 * The "payment-methods" account screen: the saved methods with the primary label, brand, last
 * digits, expiry as MM/YY and status. Setting the primary method, deleting and adding come with a
 * later issue; until then the screen shows no controls for them (components/account/flows.ts).
 */
export async function PaymentMethodsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.paymentMethods.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <PaymentMethodsList {...props} />
      </Suspense>
    </div>
  );
}

function MethodRow({ method, intl }: { method: CustomerPaymentMethod; intl: IntlShape }) {
  const details = method.paymentDetails;
  const expiry = details?.expiration ? cardExpiry(details.expiration.month, details.expiration.year) : undefined;
  const status = paymentMethodLabel(method.status ?? 'active');
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {brandName(intl, details?.type)}
          {details?.last4 ? <span> •••• {details.last4}</span> : null}
        </p>
        <RowMeta>
          {expiry ? <FormattedMessage id="account.paymentMethods.expires" values={{ expiry }} /> : null}
          {method.data?.accountHolderName ? <span>{method.data.accountHolderName}</span> : null}
        </RowMeta>
      </div>
      <div className={styles.rowAside}>
        {method.primary ? (
          <StatusLabel tone="blue">
            <FormattedMessage id="account.paymentMethods.primary" />
          </StatusLabel>
        ) : null}
        <StatusLabel tone={status.tone}>
          <FormattedMessage id={`account.paymentMethods.status.${status.label}`} />
        </StatusLabel>
      </div>
    </div>
  );
}

async function PaymentMethodsList({ seller, locale }: AccountPageProps) {
  const intl = screenIntl(locale);
  const access = await accountAccess(seller._id);
  const result = access ? await listMyPaymentMethods(access.client, {}, access.token) : undefined;
  if (result && !result.ok) ignoreListFailure('payment methods', result.error);
  const methods = result?.ok ? result.data.docs : [];
  if (methods.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.paymentMethods.empty" />
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.paymentMethods.title' })}>
      {methods.map((method) => (
        <li key={method._id}>
          <MethodRow method={method} intl={intl} />
        </li>
      ))}
    </ul>
  );
}
