'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dayLabel } from '@/lib/i18n/account-format';
import { moneyLabel } from '@/lib/i18n/format';
import type { PaymentPolicy } from '@/lib/ticketing/schemas/payment-strategy';
import type { InstalmentChoice, InstalmentChoices } from '@/components/checkout/step2/instalment-choices';
import paymentStyles from '../payments.module.css';
import { InstalmentSchedule } from './InstalmentSchedule';
import styles from './instalments.module.css';

export interface InstalmentChooserProps {
  choices: InstalmentChoices;
  /** The chosen option; undefined is paying in full. */
  chosenId: string | undefined;
  onChoose: (optionId: string | undefined) => void;
  total: number;
  currency: string;
  /** The event's: the schedule's dates are shown where it happens. */
  timeZone: string;
  disabled: boolean;
}

/**
 * Paying in full or by an option of the event's payment strategy (issue 12): each option with
 * what it charges today and until when, or disabled with the reason it cannot pay this order;
 * the chosen option's schedule and its policies in words before anything is paid.
 */
export function InstalmentChooser({ choices, chosenId, onChoose, total, currency, timeZone, disabled }: InstalmentChooserProps) {
  const intl = useIntl();
  const name = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const loginNoteId = `${name}-login`;
  const chosen = choices.choices.find((choice) => choice.optionId === chosenId && choice.offer.available);

  const detail = (choice: InstalmentChoice): string => {
    const { offer } = choice;
    if (!offer.available) return t(`checkout.instalments.reason.${offer.reason}`, offer.amount !== undefined ? { amount: money(offer.amount) } : undefined);
    const later = offer.schedule.parts.filter((part) => !part.atCheckout);
    const last = later.at(-1);
    return t('checkout.instalments.summary', { now: money(offer.schedule.dueAtCheckout), count: later.length, last: last ? dayLabel(intl, last.due, timeZone) : '' });
  };

  return (
    <div className={styles.chooser}>
      <fieldset className={paymentStyles.methods} aria-describedby={choices.refusal ? loginNoteId : undefined}>
        <legend className={paymentStyles.methodsLegend}>{t('checkout.instalments.legend')}</legend>
        <label className={paymentStyles.method} data-selected={!chosen || undefined}>
          <input
            type="radio"
            name={name}
            value=""
            checked={!chosen}
            disabled={disabled}
            aria-labelledby={`${name}-full`}
            aria-describedby={`${name}-full-detail`}
            onChange={() => onChoose(undefined)}
            className={paymentStyles.methodRadio}
          />
          <span className={styles.optionText}>
            <span id={`${name}-full`} className={styles.name}>
              {t('checkout.instalments.full')}
            </span>
            <span id={`${name}-full-detail`} className={styles.detail}>
              {t('checkout.instalments.fullAmount', { amount: money(total) })}
            </span>
          </span>
        </label>
        {choices.choices.map((choice) => {
          const unavailable = Boolean(choices.refusal) || !choice.offer.available;
          // Named by the option alone; what it charges, or why it cannot, describes it.
          const nameId = `${name}-${choice.optionId}`;
          const detailId = `${nameId}-detail`;
          return (
            <label key={choice.optionId} className={`${paymentStyles.method} ${styles.option}`} data-selected={chosen?.optionId === choice.optionId || undefined} data-disabled={unavailable || undefined}>
              <input
                type="radio"
                name={name}
                value={choice.optionId}
                checked={chosen?.optionId === choice.optionId}
                disabled={disabled || unavailable}
                aria-labelledby={nameId}
                aria-describedby={detailId}
                onChange={() => onChoose(choice.optionId)}
                className={paymentStyles.methodRadio}
              />
              <span className={styles.optionText}>
                <span id={nameId} className={styles.name}>
                  {choice.name}
                </span>
                <span id={detailId} className={styles.detail}>
                  {detail(choice)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {choices.refusal ? (
        <p id={loginNoteId} className={styles.note}>
          {t('checkout.instalments.loginRequired')}
        </p>
      ) : null}
      {chosen?.offer.available ? (
        <section className={styles.schedule} aria-labelledby={`${name}-schedule`}>
          <h3 id={`${name}-schedule`} className={styles.scheduleTitle}>
            {t('checkout.instalments.schedule.title')}
          </h3>
          <InstalmentSchedule schedule={chosen.offer.schedule} currency={currency} timeZone={timeZone} caption={chosen.name} />
          <PolicyNotes policy={choices.policy} />
        </section>
      ) : null}
    </div>
  );
}

/** The strategy's policies in words: who charges the later parts, whether the card can change, by when all is paid. */
function PolicyNotes({ policy }: { policy: PaymentPolicy }) {
  const intl = useIntl();
  const notes = [
    'checkout.instalments.policy.charged',
    policy.changePaymentMethodPolicy === 'always' ? 'checkout.instalments.policy.changeAlways' : 'checkout.instalments.policy.changeNever',
    policy.completionPolicy === 'eventStartDate' || policy.completionPolicy === 'eventEndDate' ? `checkout.instalments.policy.completeBy.${policy.completionPolicy}` : undefined,
    'checkout.instalments.policy.payOff',
    'checkout.instalments.policy.tickets',
  ].filter((id): id is string => id !== undefined);
  return (
    <ul className={styles.policies}>
      {notes.map((id) => (
        <li key={id}>{intl.formatMessage({ id })}</li>
      ))}
    </ul>
  );
}
