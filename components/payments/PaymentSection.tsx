'use client';

import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { PaymentFormBoundary } from './PaymentFormBoundary';
import { PaymentSkeleton } from './PaymentSkeleton';
import { gatewayKindOf } from './registry';
import type { PaymentFormProps } from './types';
import styles from './payments.module.css';

export interface PaymentSectionProps extends Omit<PaymentFormProps, 'gateway'> {
  gateways: readonly PaymentGateway[];
  selectedId: string;
  onSelect: (gatewayId: string) => void;
  /** Changes after Try again: the form starts over. */
  resetKey: number;
}

/** The payment methods to choose from and the chosen one's form (each form behind its own error boundary). */
export function PaymentSection({ gateways, selectedId, onSelect, resetKey, ...formProps }: PaymentSectionProps) {
  const intl = useIntl();
  const name = useId();
  const selected = gateways.find((gateway) => gateway._id === selectedId) ?? gateways[0];
  const kind = selected ? gatewayKindOf(selected) : undefined;

  return (
    <div className={styles.section}>
      {gateways.length > 1 ? (
        <fieldset className={styles.methods}>
          <legend className={styles.methodsLegend}>{intl.formatMessage({ id: 'payment.methods' })}</legend>
          {gateways.map((gateway) => (
            <label key={gateway._id} className={styles.method} data-selected={gateway._id === selected?._id || undefined}>
              <input
                type="radio"
                name={name}
                value={gateway._id}
                checked={gateway._id === selected?._id}
                disabled={formProps.busy}
                onChange={() => onSelect(gateway._id)}
                className={styles.methodRadio}
              />
              <span className={styles.methodText}>
                <span className={styles.methodName}>{gateway.name ?? gateway.type}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {selected && kind ? (
        <PaymentFormBoundary resetKey={`${selected._id}:${resetKey}`}>
          <Suspense fallback={<PaymentSkeleton />}>
            <kind.Component key={`${selected._id}:${resetKey}`} gateway={selected} {...formProps} />
          </Suspense>
        </PaymentFormBoundary>
      ) : (
        <p className={styles.note}>{intl.formatMessage({ id: 'payment.noMethods' })}</p>
      )}
    </div>
  );
}
