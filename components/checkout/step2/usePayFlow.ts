'use client';

import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { needsPersonalization } from '@/lib/domain/personalization-status';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { useCartActions } from '@/components/cart/cart-store';
import { useShop } from '@/components/shop/ShopContext';
import { cartTicketsQuery } from '../personalization/queries';
import { call } from '@/lib/operations/call';
import { startCartPayment } from '@/lib/operations/cart';
import { clearPendingPayment, savePendingPayment } from '@/components/payments/pending-payment';
import type { PaymentStatus } from '@/components/payments/PaymentProcessingModal';
import { failureMessage } from '@/components/payments/settle';
import type { PaymentOutcome, PaymentStart, TransactionRef } from '@/components/payments/types';
import { clearDetails } from './details-storage';
import { isSameOriginPath } from '@/lib/cart/return-path';

/** The gateway id sent for a free order when the shop has no gateway at all. */
const FREE_ORDER_GATEWAY = 'none';

/** How long 'Done' shows before the order page opens. */
export const SUCCESS_PAUSE_MS = 1200;

export const orderHref = (transaction: TransactionRef) => `/transaction/${encodeURIComponent(transaction.tid)}/${encodeURIComponent(transaction.secret)}`;

/**
 * Where a paid order continues instead of its own page: a ticket action's checkout (a
 * re-personalization fee) returns to the order page of the ticket it was for, named by the server
 * in step 2's `continueTo`. Only an order page of this site is followed.
 */
export function continueHref(search: string): string | undefined {
  const target = new URLSearchParams(search).get('continueTo');
  return target && isSameOriginPath(target) && target.startsWith('/transaction/') ? target : undefined;
}

export interface PayFlowInput {
  checkoutId: string;
  returnUrl: () => string;
  /** Validates and saves the details; false when the buyer must fix something. */
  submitDetails: () => Promise<boolean>;
  /** The personalization list's error must show (and be reached). */
  onPersonalizationMissing: () => void;
  /** The order is paid (a ticket action's checkout tells the embedding page). */
  onPaid?: (() => void) | undefined;
}

/**
 * The pay flow of step 2 (spec 02 §4, ADR 0009): details → every ticket that needs personalization
 * personalized → POST …/cart/payment → the gateway's form completes it → verify → the processing
 * modal → the order page. One payment at a time: a ref guards against a double click before React
 * re-renders the disabled button. A free order's answer `{ completed }` goes straight to the order.
 */
export function usePayFlow({ checkoutId, returnUrl, submitDetails, onPersonalizationMissing, onPaid }: PayFlowInput) {
  const shop = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();
  const cartActions = useCartActions();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<PaymentStatus>('none');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [resetKey, setResetKey] = useState(0);
  const [checked, setChecked] = useState(false);

  const release = () => {
    inFlight.current = false;
    setBusy(false);
  };

  const succeed = useCallback(
    (transaction: TransactionRef | undefined) => {
      setStatus('succeeded');
      onPaid?.();
      clearDetails(shop.slug, checkoutId);
      clearPendingPayment(checkoutId);
      void cartActions.refresh();
      const next = continueHref(window.location.search) ?? (transaction ? orderHref(transaction) : undefined);
      if (next) window.setTimeout(() => router.replace(next), SUCCESS_PAUSE_MS);
    },
    [checkoutId, cartActions, router, shop.slug, onPaid],
  );

  const onOutcome = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.status === 'succeeded') {
        succeed(outcome.transaction);
        return;
      }
      setMessage(outcome.message);
      setStatus('failed');
    },
    [succeed],
  );

  /** A payment is verifying (a return from a redirect, a gateway's form): 'One moment please'. */
  const onProcessing = useCallback(() => {
    inFlight.current = true;
    setBusy(true);
    setStatus('awaiting');
  }, []);

  const start = async (
    gateway: PaymentGateway | undefined,
    // paymentOption: paying by instalments (an option of the event's payment strategy); absent pays in full.
    options: { showProcessing: boolean; storePaymentMethod?: boolean | undefined; paymentOption?: { paymentStrategyId: string; paymentOptionId: string } | undefined },
  ): Promise<PaymentStart> => {
    if (inFlight.current) return { kind: 'stopped' };
    inFlight.current = true;
    setBusy(true);
    try {
      if (!(await submitDetails())) {
        release();
        return { kind: 'stopped' };
      }
      const tickets = await queryClient.fetchQuery({ ...cartTicketsQuery(shop.slug), staleTime: 0 });
      if (tickets.some(needsPersonalization)) {
        setChecked(true);
        onPersonalizationMissing();
        release();
        return { kind: 'stopped' };
      }
      if (options.showProcessing) setStatus('awaiting');
      // A free order needs no gateway; the call still names one (the server ignores it then).
      const answer = await call(startCartPayment, {
        params: { seller: shop.slug },
        input: {
          paymentGatewayId: gateway?._id ?? FREE_ORDER_GATEWAY,
          returnUrl: returnUrl(),
          ...(options.storePaymentMethod ? { storePaymentMethod: true } : {}),
          ...(options.paymentOption ? { paymentOption: options.paymentOption } : {}),
        },
      });
      if ('completed' in answer) {
        succeed(answer.completed);
        return { kind: 'completed', transaction: answer.completed };
      }
      savePendingPayment(checkoutId, {
        paymentRequestId: answer.paymentRequest._id,
        secret: answer.paymentRequest.secret,
        gatewayId: gateway?._id ?? '',
        gatewayType: gateway?.type ?? '',
        clientSecret: answer.processor.data?.clientSecret,
        publicKey: gateway?.data?.publicKey,
      });
      return { kind: 'payment', payment: answer };
    } catch (error) {
      setMessage(failureMessage(error));
      setStatus('failed');
      return { kind: 'stopped' };
    }
  };

  /** Try again: back to no payment, the form starts over (spec 02 §4: reset returns to none). */
  const reset = () => {
    release();
    setStatus('none');
    setMessage(undefined);
    setResetKey((key) => key + 1);
    void cartActions.refresh();
  };

  /** Another gateway chosen while nothing is verifying: a started drop-in session is left behind. */
  const releaseIfIdle = () => {
    if (status === 'none') release();
  };

  return { busy, status, message, resetKey, checked, start, onOutcome, onProcessing, reset, releaseIfIdle, succeed };
}

export type PayFlow = ReturnType<typeof usePayFlow>;
