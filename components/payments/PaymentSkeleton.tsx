'use client';

import { useIntl } from 'react-intl';
import styles from './payments.module.css';

/** While a payment form loads (spec 02 §2; spec 01 §9: four placeholder rows). */
export function PaymentSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'payment.loading' })}
      </span>
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
