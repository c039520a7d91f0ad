'use client';

import { useIntl } from 'react-intl';
import { SkeletonBars } from '@/components/ui/SkeletonBars';

/** While a payment form loads (spec 02 §2; spec 01 §9: four placeholder rows). */
export function PaymentSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'payment.loading' })}
      </span>
      <SkeletonBars />
    </div>
  );
}
