'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { changeSubscriptionPaymentMethod } from '@/lib/operations/payment-method-move';
import type { SubscriptionChangeRefusal } from '@/lib/domain/payment-method-move';
import { usePaymentMethodChange } from '@/components/payments/usePaymentMethodChange';
import accountStyles from '../ui/account.module.css';
import styles from './SubscriptionPaymentMethod.module.css';

export interface SubscriptionPaymentMethodProps {
  shop: { slug: string };
  subscriptionId: string;
  /** Why the plan's policy or the status allows no change; undefined when it may change. */
  refusal: SubscriptionChangeRefusal | undefined;
  /** The owner's methods that qualify (active, allowed gateway, not the current one), labelled. */
  options: { id: string; label: string }[];
  /** The account's Payment methods page, where a method is added. */
  paymentMethodsHref: string;
}

const REFUSAL_MESSAGES: Record<SubscriptionChangeRefusal, string> = {
  policyNever: 'account.subscription.changeMethod.never',
  policyOnDraft: 'account.subscription.changeMethod.onDraft',
  statusNotMovable: 'account.subscription.changeMethod.notChangeable',
};

/**
 * The subscription page's change of payment method (spec 01 §5): by the plan's policy (never,
 * onDraft: only as a draft, always), to one of the owner's saved methods whose gateway the plan
 * allows. The page shows the new method once the change is saved.
 */
export function SubscriptionPaymentMethod({ shop, subscriptionId, refusal, options, paymentMethodsHref }: SubscriptionPaymentMethodProps) {
  const intl = useIntl();
  const selectId = useId();
  const { chosen, setMethodId, busy, outcome, onSubmit } = usePaymentMethodChange(options, (customerPaymentMethodId) =>
    call(changeSubscriptionPaymentMethod, { params: { seller: shop.slug, id: subscriptionId }, input: { customerPaymentMethodId } }),
  );

  if (refusal) return <p className={accountStyles.intro}>{intl.formatMessage({ id: REFUSAL_MESSAGES[refusal] })}</p>;

  return (
    <div className={styles.change}>
      {options.length === 0 ? (
        <p className={accountStyles.intro}>
          {intl.formatMessage({ id: 'account.subscription.changeMethod.noOptions' })}{' '}
          <a href={paymentMethodsHref}>{intl.formatMessage({ id: 'account.subscription.changeMethod.addMethod' })}</a>
        </p>
      ) : (
        <form className={styles.changeForm} onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={selectId}>{intl.formatMessage({ id: 'account.subscription.changeMethod.label' })}</label>
          <select id={selectId} value={chosen} onChange={(event) => setMethodId(event.target.value)} disabled={busy}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="submit" className={accountStyles.button} disabled={busy || !chosen} aria-busy={busy || undefined}>
            {intl.formatMessage({ id: 'account.subscription.changeMethod.submit' })}
          </button>
        </form>
      )}
      <p role="status" className={styles.status}>
        {outcome === 'changed' ? intl.formatMessage({ id: 'account.subscription.changeMethod.changed' }) : null}
      </p>
      {outcome === 'failed' ? (
        <p role="alert" className={styles.changeError}>
          {intl.formatMessage({ id: 'account.moveMethod.updateError' })}
        </p>
      ) : null}
    </div>
  );
}
