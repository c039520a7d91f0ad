'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { moneyLabel } from '@/lib/i18n/format';
import { pollWithBackoff } from './backoff';
import { minorUnits } from './minor-units';
import { PaymentSkeleton } from './PaymentSkeleton';
import { failureMessage, settleVerification } from './settle';
import { call } from '@/lib/operations/call';
import { verifyPayment } from '@/lib/operations/payments';
import type { PaymentFormProps, PaymentOutcome, StartedPayment } from './types';
import styles from './payments.module.css';

/** Provider statuses that count as accepted (spec 02 §4). */
export const ACCEPTED_STATUSES = ['succeeded', 'processing', 'requires_capture'] as const;
const isAccepted = (status: string | undefined) => (ACCEPTED_STATUSES as readonly string[]).includes(status ?? '');

/** Stripe.js from js.stripe.com, loaded only when this form shows (never on the shop page). */
export function loadStripeJs(publicKey: string, locale: string): Promise<Stripe | null> {
  return import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publicKey, { locale: locale as StripeElementLocale }));
}

/**
 * After an accepted confirmation the server verifies the payment request; while it is not yet
 * SUCCEEDED, the payment intent is polled with backoff until it settles (succeeded, processing or
 * requires_capture: verify again; anything but requires_action: failed). Spec 02 §4.
 */
export async function verifyStripePayment(input: {
  stripe: Pick<Stripe, 'retrievePaymentIntent'>;
  payment: Pick<StartedPayment, 'paymentRequest'>;
  gatewayId: string;
  clientSecret: string;
  paymentIntentId: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void> {
  const { payment, gatewayId, onOutcome } = input;
  const verify = () => call(verifyPayment, { params: { id: payment.paymentRequest._id }, input: { secret: payment.paymentRequest.secret, paymentGatewayId: gatewayId, data: { paymentIntentId: input.paymentIntentId } } });
  try {
    const first = await verify();
    if (first.status !== 'requiresAction') return settleVerification(first, onOutcome);
    const settled = await pollWithBackoff(
      async () => {
        const { paymentIntent } = await input.stripe.retrievePaymentIntent(input.clientSecret);
        const status = paymentIntent?.status;
        if (isAccepted(status)) return 'accepted' as const;
        return status === 'requires_action' ? undefined : ('failed' as const);
      },
      input.sleep ? { sleep: input.sleep } : {},
    );
    if (settled !== 'accepted') return onOutcome({ status: 'failed' });
    const second = await verify();
    if (second.status === 'requiresAction') return onOutcome({ status: 'failed' });
    settleVerification(second, onOutcome);
  } catch (error) {
    onOutcome({ status: 'failed', message: failureMessage(error) });
  }
}

/**
 * The card/wallet provider's embedded payment element (spec 02 §2): Stripe Elements in deferred
 * mode (amount and currency from the server's cart), so the payment request is created only when
 * the buyer pays; confirmPayment with the return URL for redirecting methods.
 */
export default function StripePaymentForm(props: PaymentFormProps) {
  const publicKey = props.gateway.data?.publicKey ?? '';
  const [loaded, setLoaded] = useState<{ key: string; stripe?: Stripe; error?: Error } | null>(null);

  useEffect(() => {
    let live = true;
    loadStripeJs(publicKey, props.locale)
      .then((stripe) => {
        if (live) setLoaded(stripe ? { key: publicKey, stripe } : { key: publicKey, error: new Error('Stripe.js could not be loaded') });
      })
      .catch((error: unknown) => {
        if (live) setLoaded({ key: publicKey, error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      live = false;
    };
  }, [publicKey, props.locale]);

  // A failed load is a card-form init failure: the error boundary around the form shows it.
  if (loaded?.key === publicKey && loaded.error) throw loaded.error;
  if (loaded?.key !== publicKey || !loaded.stripe) return <PaymentSkeleton />;
  return (
    <Elements
      stripe={loaded.stripe}
      options={{
        mode: 'payment',
        amount: minorUnits(props.amount, props.currency),
        currency: props.currency.toLowerCase(),
        locale: props.locale as StripeElementLocale,
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ gateway, amount, currency, returnUrl, busy, start, onProcessing, onOutcome }: PaymentFormProps) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (loadError) throw loadError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !complete || busy) return;
    setMessage(null);
    const { error: submitError } = await elements.submit();
    if (submitError) {
      setMessage(submitError.message ?? intl.formatMessage({ id: 'payment.failed.message' }));
      return;
    }
    const started = await start({ showProcessing: true });
    if (started.kind !== 'payment') return;
    const clientSecret = started.payment.processor.data?.clientSecret;
    if (!clientSecret) return onOutcome({ status: 'failed' });
    const result = await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: new URL(returnUrl, window.location.origin).toString() }, redirect: 'if_required' });
    if (result.error) return onOutcome({ status: 'failed', message: result.error.message });
    if (!isAccepted(result.paymentIntent?.status)) return onOutcome({ status: 'failed' });
    onProcessing();
    await verifyStripePayment({ stripe, payment: started.payment, gatewayId: gateway._id, clientSecret, paymentIntentId: result.paymentIntent.id, onOutcome });
  };

  return (
    <form className={styles.cardForm} onSubmit={onSubmit} noValidate aria-label={gateway.name ?? intl.formatMessage({ id: 'payment.card.title' })}>
      {ready ? null : <PaymentSkeleton />}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onChange={(event) => setComplete(event.complete)}
        onLoadError={(event) => setLoadError(new Error(event.error.message ?? 'The payment form could not be loaded'))}
      />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.payButton} disabled={!stripe || !elements || !complete || busy} aria-busy={busy || undefined}>
        {intl.formatMessage({ id: 'payment.pay' }, { amount: moneyLabel(intl, amount, currency) })}
      </button>
    </form>
  );
}
