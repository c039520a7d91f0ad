'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CardCvcElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { moneyLabel } from '@/lib/i18n/format';
import { pollWithBackoff } from './backoff';
import { minorUnits } from './minor-units';
import { PaymentSkeleton } from './PaymentSkeleton';
import { failureMessage, settleVerification } from './settle';
import { call } from '@/lib/operations/call';
import { verifyPayment } from '@/lib/operations/payments';
import type { PaymentFormProps, PaymentOutcome, StartedPayment } from './types';
import { NEW_CARD, useSavedCards, type CardChoice } from './saved-cards';
import { SaveCardCheckbox, SavedCardChoice, savedCardLabel } from './SavedCardChoice';
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
      options={
        // A setup (adding a payment method) has no amount: Stripe collects the method for later use.
        props.setup
          ? { mode: 'setup', currency: props.currency.toLowerCase(), locale: props.locale as StripeElementLocale }
          : { mode: 'payment', amount: minorUnits(props.amount, props.currency), currency: props.currency.toLowerCase(), locale: props.locale as StripeElementLocale }
      }
    >
      <StripeForm {...props} />
    </Elements>
  );
}

/**
 * Saved cards (spec 02 §2, §5, §6): the customer's saved cards of this gateway are listed above the
 * Payment Element; a saved card pays with its provider id and a CVC typed into Stripe's own CVC
 * element (recollected, never seen by this page). The save-card checkbox asks Stripe to set the new
 * card up for later (setupFutureUsage) and the API to save it (storePaymentMethod).
 */
function StripeForm({ gateway, amount, currency, locale, returnUrl, busy, start, onProcessing, onOutcome, setup }: PaymentFormProps) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const saved = useSavedCards(gateway, { setup: setup !== undefined });
  const [choice, setChoice] = useState<CardChoice>(NEW_CARD);
  const [store, setStore] = useState(false);
  const [cvcElements, setCvcElements] = useState<StripeElements | null>(null);
  const [cvcComplete, setCvcComplete] = useState(false);
  const savedCard = saved.savedCards.find((card) => card.id === choice && card.providerMethodId);

  if (loadError) throw loadError;

  const storeCard = (checked: boolean) => {
    setStore(checked);
    // The intent the API creates sets the card up for later use too; Stripe needs both to agree.
    elements?.update({ setupFutureUsage: checked ? 'off_session' : null });
  };

  const payWithSavedCard = async (card: { providerMethodId?: string | undefined }) => {
    const cvc = cvcElements?.getElement(CardCvcElement);
    if (!stripe || !cvc || !card.providerMethodId || !cvcComplete || busy) return;
    setMessage(null);
    const started = await start({ showProcessing: true });
    if (started.kind !== 'payment') return;
    const clientSecret = started.payment.processor.data?.clientSecret;
    if (!clientSecret) return onOutcome({ status: 'failed' });
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: card.providerMethodId, payment_method_options: { card: { cvc } } });
    if (result.error) return onOutcome({ status: 'failed', message: result.error.message });
    if (!isAccepted(result.paymentIntent?.status)) return onOutcome({ status: 'failed' });
    onProcessing();
    await verifyStripePayment({ stripe, payment: started.payment, gatewayId: gateway._id, clientSecret, paymentIntentId: result.paymentIntent.id, onOutcome });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savedCard) return payWithSavedCard(savedCard);
    if (!stripe || !elements || !complete || busy) return;
    setMessage(null);
    const { error: submitError } = await elements.submit();
    if (submitError) {
      setMessage(submitError.message ?? intl.formatMessage({ id: 'payment.failed.message' }));
      return;
    }
    const storePaymentMethod = saved.saveCard && store;
    const started = await start({ showProcessing: true, ...(storePaymentMethod ? { storePaymentMethod } : {}) });
    if (started.kind !== 'payment') return;
    const clientSecret = started.payment.processor.data?.clientSecret;
    if (!clientSecret) return onOutcome({ status: 'failed' });
    if (setup) {
      const confirmed = await stripe.confirmSetup({ elements, clientSecret, confirmParams: { return_url: new URL(returnUrl, window.location.origin).toString() }, redirect: 'if_required' });
      if (confirmed.error) return onOutcome({ status: 'failed', message: confirmed.error.message });
      if (!isAccepted(confirmed.setupIntent?.status)) return onOutcome({ status: 'failed' });
      onProcessing();
      return setup.submit(started.payment, gateway._id, { setupIntentId: confirmed.setupIntent.id }, onOutcome);
    }
    const result = await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: new URL(returnUrl, window.location.origin).toString() }, redirect: 'if_required' });
    if (result.error) return onOutcome({ status: 'failed', message: result.error.message });
    if (!isAccepted(result.paymentIntent?.status)) return onOutcome({ status: 'failed' });
    onProcessing();
    await verifyStripePayment({ stripe, payment: started.payment, gatewayId: gateway._id, clientSecret, paymentIntentId: result.paymentIntent.id, onOutcome });
  };

  return (
    <form className={styles.cardForm} onSubmit={onSubmit} noValidate aria-label={gateway.name ?? intl.formatMessage({ id: 'payment.card.title' })}>
      {saved.savedCards.length > 0 ? <SavedCardChoice cards={saved.savedCards} value={savedCard ? savedCard.id : NEW_CARD} onChange={setChoice} disabled={busy} /> : null}
      {savedCard && stripe ? (
        // Its own Elements group: the CVC element is not part of the deferred payment's group.
        <Elements key={savedCard.id} stripe={stripe} options={{ locale: locale as StripeElementLocale }}>
          <SavedCardCvc label={intl.formatMessage({ id: 'payment.savedCards.cvc' }, { card: savedCardLabel(intl, savedCard) })} onElements={setCvcElements} onComplete={setCvcComplete} />
        </Elements>
      ) : null}
      {/* Kept mounted while a saved card is chosen, so going back to a new card is instant. */}
      <div hidden={savedCard !== undefined}>
        {ready ? null : <PaymentSkeleton />}
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onChange={(event) => setComplete(event.complete)}
          onLoadError={(event) => setLoadError(new Error(event.error.message ?? 'The payment form could not be loaded'))}
        />
      </div>
      {saved.saveCard && !savedCard ? <SaveCardCheckbox checked={store} onChange={storeCard} disabled={busy} /> : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.payButton} disabled={!stripe || !elements || !(savedCard ? cvcComplete : complete) || busy} aria-busy={busy || undefined}>
        {setup ? intl.formatMessage({ id: 'payment.add' }) : intl.formatMessage({ id: 'payment.pay' }, { amount: moneyLabel(intl, amount, currency) })}
      </button>
    </form>
  );
}

/** Stripe's CVC element for a saved card: the code goes from the buyer to Stripe only (spec 02 §5: a saved card needs it). */
function SavedCardCvc({ label, onElements, onComplete }: { label: string; onElements: (elements: StripeElements | null) => void; onComplete: (complete: boolean) => void }) {
  const elements = useElements();
  const labelId = useId();
  useEffect(() => {
    onElements(elements);
    return () => onElements(null);
  }, [elements, onElements]);
  return (
    <div className={styles.cardField} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <CardCvcElement onChange={(event) => onComplete(event.complete)} />
    </div>
  );
}
