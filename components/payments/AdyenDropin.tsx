'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyLabel } from '@/lib/i18n/format';
import { minorUnits } from './minor-units';
import { PaymentSkeleton } from './PaymentSkeleton';
import { failureMessage, settleVerification } from './settle';
import { call } from '@/lib/operations/call';
import { verifyPayment } from '@/lib/operations/payments';
import type { PaymentFormProps, StartedPayment } from './types';
import { isSavedCardType, useSavedCards } from './saved-cards';
import styles from './payments.module.css';

/** Gateways whose verification runs when the drop-in reports completion (spec 02 §4); spellings seen in configurations. */
export function verifiesOnPaymentCompleted(mode: string | undefined): boolean {
  return (mode ?? '').replace(/[-_\s]/g, '').toLowerCase() === 'onpaymentcompleted';
}

/**
 * The redirect-style drop-in (spec 02 §2): the buyer first confirms (details, personalization and
 * the payment request, whose processor answer is the drop-in session), then Adyen's Drop-in takes
 * over, possibly redirecting to the bank. onPaymentCompleted with resultCode Authorised is a
 * success (verified first when the gateway's verification mode is on-payment-completed); any other
 * result is a failure. An init failure of this form is only logged (spec 02 §8).
 */
export default function AdyenDropin({ gateway, amount, currency, locale, busy, start, onProcessing, onOutcome, setup }: PaymentFormProps) {
  const intl = useIntl();
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [mounted, setMounted] = useState(false);
  // Stored cards and the save-details checkbox are Adyen's own (the API's session carries the
  // customer's stored methods); this form only says whether they may show (spec 02 §6).
  const savesCards = useSavedCards(gateway, { setup: setup !== undefined }).saveCard;
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onProcessing, onOutcome, setup });
  useEffect(() => {
    callbacks.current = { onProcessing, onOutcome, setup };
  }, [onProcessing, onOutcome, setup]);

  useEffect(() => {
    if (!payment || !container.current) return;
    const node = container.current;
    let cancelled = false;
    let dropin: { unmount: () => unknown } | undefined;
    const verifyFirst = verifiesOnPaymentCompleted(gateway.data?.verificationMode);
    (async () => {
      try {
        const { AdyenCheckout, Dropin, Card, Bancontact, Redirect } = await import('@adyen/adyen-web');
        const checkout = await AdyenCheckout({
          environment: gateway.data?.environment === 'live' ? 'live' : 'test',
          clientKey: gateway.data?.clientKey ?? '',
          locale,
          amount: { value: minorUnits(amount, currency), currency },
          session: { id: payment.processor.reference, sessionData: payment.processor.data?.sessionData ?? '' },
          onPaymentCompleted: async (result) => {
            const { onOutcome: report, onProcessing: processing, setup: setupMode } = callbacks.current;
            if (result.resultCode !== 'Authorised') return report({ status: 'failed' });
            processing();
            // Adding a payment method: the setup request's outcome is the server's to tell.
            if (setupMode) return setupMode.submit(payment, gateway._id, { resultCode: result.resultCode }, report);
            try {
              const answer = await call(verifyPayment, { params: { id: payment.paymentRequest._id }, input: { secret: payment.paymentRequest.secret, paymentGatewayId: gateway._id, data: { resultCode: result.resultCode } } });
              if (verifyFirst) return settleVerification(answer, report);
              // Authorised is the success here; the server's answer only tells where the order page is.
              report({ status: 'succeeded', transaction: answer.status === 'succeeded' ? answer.transaction : undefined });
            } catch (error) {
              report(verifyFirst ? { status: 'failed', message: failureMessage(error) } : { status: 'succeeded' });
            }
          },
          onPaymentFailed: () => callbacks.current.onOutcome({ status: 'failed' }),
          onError: (error) => {
            // Errors inside the drop-in (a cancelled wallet sheet, a network hiccup) are the drop-in's to show.
            console.error('Adyen drop-in error', error);
          },
        });
        if (cancelled) return;
        const created = new Dropin(checkout, {
          paymentMethodComponents: [Card, Bancontact, Redirect],
          showStoredPaymentMethods: savesCards,
          filterStoredPaymentMethods: (stored) => stored.filter((method) => isSavedCardType(method.brand)),
          paymentMethodsConfiguration: { card: { enableStoreDetails: savesCards, hideCVC: false }, storedCard: { hideCVC: false } },
        });
        created.mount(node);
        dropin = created;
        setMounted(true);
      } catch (error) {
        // Spec 02 §8: a redirect form's init failure is logged only; the buyer can pick another method.
        console.error('The Adyen drop-in could not be started', error);
      }
    })();
    return () => {
      cancelled = true;
      dropin?.unmount();
    };
  }, [payment, gateway, amount, currency, locale, savesCards]);

  const begin = async () => {
    if (busy) return;
    const started = await start({ showProcessing: false });
    if (started.kind === 'payment') setPayment(started.payment);
  };

  return (
    <div className={styles.cardForm}>
      {gateway.description ? <p className={styles.note}>{gateway.description}</p> : null}
      {payment ? (
        <>
          {mounted ? null : <PaymentSkeleton />}
          <div ref={container} className={styles.dropin} data-testid="adyen-dropin" />
        </>
      ) : (
        <button type="button" className={styles.payButton} onClick={() => void begin()} disabled={busy} aria-busy={busy || undefined}>
          {setup
            ? intl.formatMessage({ id: 'payment.addWith' }, { name: gateway.name ?? 'Adyen' })
            : intl.formatMessage({ id: 'payment.continueWith' }, { amount: moneyLabel(intl, amount, currency), name: gateway.name ?? 'Adyen' })}
        </button>
      )}
    </div>
  );
}
