'use client';

import { useEffect, useRef } from 'react';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import { loadPendingPayment } from '@/components/payments/pending-payment';
import { completeRedirectReturn, readRedirectReturn, stripReturnParams } from '@/components/payments/redirect-return';
import type { PaymentOutcome } from '@/components/payments/types';

export interface PaymentReturnInput {
  checkoutId: string;
  locale: string;
  /** The cart is still being read: the return waits for it. */
  cartPending: boolean;
  cartStatus: Checkout['status'] | undefined;
  onProcessing: () => void;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * The return from a payment provider's page (spec 02 §4), handled once the cart is known: the
 * return parameters leave the address, and the payment is verified unless the checkout was aborted.
 */
export function usePaymentReturn({ checkoutId, locale, cartPending, cartStatus, onProcessing, onOutcome }: PaymentReturnInput): void {
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || cartPending) return;
    const found = readRedirectReturn(window.location.search);
    if (!found) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', stripReturnParams(window.location.href));
    // An aborted payment context does not resume (spec 02 §4).
    if (cartStatus === 'aborted') return;
    onProcessing();
    void completeRedirectReturn({ found, pending: loadPendingPayment(checkoutId), locale, onOutcome });
  }, [cartPending, cartStatus, checkoutId, locale, onProcessing, onOutcome]);
}
