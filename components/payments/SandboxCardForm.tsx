'use client';

import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { moneyLabel } from '@/lib/i18n/format';
import { checkCardNumber, checkCvc, checkExpiry, checkSavedCvc, digitsOf, formatCardNumber, formatExpiry, type CardError, type CardField } from './card-validation';
import { verifyAndSettle } from './settle';
import { NEW_CARD, useSavedCards, type CardChoice } from './saved-cards';
import { SaveCardCheckbox, SavedCardChoice, savedCardLabel } from './SavedCardChoice';
import type { PaymentFormProps } from './types';
import styles from './payments.module.css';

const ERROR_IDS: Record<CardError, string> = {
  required: 'validation.required',
  cardNumberInvalid: 'payment.card.numberInvalid',
  expiryInvalid: 'payment.card.expiryInvalid',
  expiryPast: 'payment.card.expiryPast',
  cvcInvalid: 'payment.card.cvcInvalid',
};

/** The card chosen per gateway, kept when Try again starts the form over (a wrong CVC keeps the saved card chosen). */
const lastChoice = new Map<string, CardChoice>();

/**
 * The sandbox test gateway's card form: number, MM/YY and CVC with Luhn, expiry and CVC checks.
 * The pay button shows the server's amount and stays disabled until the form is complete
 * (spec 02 §5) and while a payment is in flight. The card data goes to verify, never elsewhere.
 * A logged-in customer may also pick a saved card, which pays with its CVC alone, or save the new
 * card (spec 02 §2, §6); "A new card" stays chosen until the buyer picks a saved one, so the list
 * arriving never changes the fields under the buyer's hands.
 */
export default function SandboxCardForm({ gateway, amount, currency, busy, start, onProcessing, onOutcome, setup }: PaymentFormProps) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<Record<CardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState<Record<CardField, boolean>>({ cardNumber: false, expiry: false, cvc: false });
  const [now] = useState(() => new Date());
  const saved = useSavedCards(gateway, { setup: setup !== undefined });
  const [choice, setChoice] = useState<CardChoice>(() => lastChoice.get(gateway._id) ?? NEW_CARD);
  const [store, setStore] = useState(false);
  const savedCard = saved.savedCards.find((card) => card.id === choice);
  // A code typed for one card is never sent for another.
  const choose = (next: CardChoice) => {
    lastChoice.set(gateway._id, next);
    setChoice(next);
    setValues((current) => ({ ...current, cvc: '' }));
    setTouched((current) => ({ ...current, cvc: false }));
  };

  const errors: Record<CardField, CardError | undefined> = savedCard
    ? { cardNumber: undefined, expiry: undefined, cvc: checkSavedCvc(values.cvc, savedCard.type) }
    : {
        cardNumber: checkCardNumber(values.cardNumber),
        expiry: checkExpiry(values.expiry, now),
        cvc: checkCvc(values.cvc, values.cardNumber),
      };
  const complete = !errors.cardNumber && !errors.expiry && !errors.cvc;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    if (savedCard) {
      const started = await start({ showProcessing: true });
      if (started.kind !== 'payment') return;
      onProcessing();
      await verifyAndSettle(started.payment, gateway._id, { customerPaymentMethodId: savedCard.id, cvc: values.cvc }, onOutcome);
      return;
    }
    const storePaymentMethod = saved.saveCard && store;
    const started = await start({ showProcessing: true, ...(storePaymentMethod ? { storePaymentMethod } : {}) });
    if (started.kind !== 'payment') return;
    onProcessing();
    await (setup?.submit ?? verifyAndSettle)(started.payment, gateway._id, { cardNumber: digitsOf(values.cardNumber), expiry: values.expiry, cvc: values.cvc }, onOutcome);
  };

  const field = (name: CardField, props: { label: string; autoComplete: string; placeholder: string; format: (next: string, previous: string) => string; maxLength: number }) => {
    const fieldId = `${id}-${name}`;
    const error = touched[name] ? errors[name] : undefined;
    return (
      <div className={styles.cardField} data-field={name}>
        <label htmlFor={fieldId} className={styles.label}>
          {props.label}
        </label>
        <input
          id={fieldId}
          name={name}
          className={styles.input}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          aria-required
          onChange={(event) => {
            const next = props.format(event.target.value, values[name]);
            setValues((current) => ({ ...current, [name]: next }));
          }}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={styles.error}>
            {intl.formatMessage({ id: ERROR_IDS[error] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.cardForm} onSubmit={onSubmit} noValidate aria-label={gateway.name ?? intl.formatMessage({ id: 'payment.card.title' })}>
      {gateway.description ? <p className={styles.note}>{gateway.description}</p> : null}
      {saved.savedCards.length > 0 ? <SavedCardChoice cards={saved.savedCards} value={savedCard ? savedCard.id : NEW_CARD} onChange={choose} disabled={busy} /> : null}
      {savedCard ? (
        <div className={styles.cardGrid}>
          {field('cvc', {
            label: intl.formatMessage({ id: 'payment.savedCards.cvc' }, { card: savedCardLabel(intl, savedCard) }),
            autoComplete: 'cc-csc',
            placeholder: savedCard.type === 'amex' ? '1234' : '123',
            maxLength: 4,
            format: (next) => digitsOf(next).slice(0, 4),
          })}
        </div>
      ) : (
        <div className={styles.cardGrid}>
          {field('cardNumber', {
            label: intl.formatMessage({ id: 'payment.card.number' }),
            autoComplete: 'cc-number',
            placeholder: '1234 1234 1234 1234',
            maxLength: 23,
            format: (next) => formatCardNumber(next),
          })}
          {field('expiry', { label: intl.formatMessage({ id: 'payment.card.expiry' }), autoComplete: 'cc-exp', placeholder: intl.formatMessage({ id: 'payment.card.expiryPlaceholder' }), maxLength: 5, format: formatExpiry })}
          {field('cvc', { label: intl.formatMessage({ id: 'payment.card.cvc' }), autoComplete: 'cc-csc', placeholder: '123', maxLength: 4, format: (next) => digitsOf(next).slice(0, 4) })}
        </div>
      )}
      {saved.saveCard && !savedCard ? <SaveCardCheckbox checked={store} onChange={setStore} disabled={busy} /> : null}
      <button type="submit" className={styles.payButton} disabled={!complete || busy} aria-busy={busy || undefined}>
        {setup ? intl.formatMessage({ id: 'payment.add' }) : intl.formatMessage({ id: 'payment.pay' }, { amount: moneyLabel(intl, amount, currency) })}
      </button>
    </form>
  );
}
