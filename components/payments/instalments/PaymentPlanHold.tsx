'use client';

import { FormattedMessage } from 'react-intl';
import styles from './instalments.module.css';

/**
 * Beside a ticket whose order is paid by installments (issue 12): why it offers no transfer and no
 * resale yet, and where the customer's payment plans are.
 */
export function PaymentPlanHold({ href }: { href: string }) {
  return (
    <p className={styles.notice}>
      <FormattedMessage id="paymentPlan.hold.text" /> <a href={href}>
        <FormattedMessage id="paymentPlan.hold.link" />
      </a>
    </p>
  );
}
