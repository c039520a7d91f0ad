'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { call } from '@/lib/operations/call';
import { changePaymentPlanMethod } from '@/lib/operations/payment-plans';
import type { PlanMethodChangeRefusal } from '@/lib/domain/payment-plan-actions';
import accountStyles from '@/components/account/ui/account.module.css';
import { usePaymentMethodChange } from '../usePaymentMethodChange';
import styles from './instalments.module.css';

export interface PlanPaymentMethodProps {
  shop: { slug: string };
  planId: string;
  /** Why the plan's method cannot change at all (status, strategy policy); undefined when it may. */
  refusal: PlanMethodChangeRefusal | undefined;
  /** The owner's saved methods the plan may move to (move rules), labelled. */
  options: { id: string; label: string }[];
  /** The plan is INCOMPLETE: the new method pays the failed payments at once. */
  retriesFailed: boolean;
  /** The account's Payment methods page, where a method is added. */
  paymentMethodsHref: string;
}

const REFUSAL_MESSAGES: Record<PlanMethodChangeRefusal, string> = {
  policyNotAlways: 'paymentPlan.changeMethod.never',
  statusNotMovable: 'paymentPlan.changeMethod.notChangeable',
};

/**
 * The payment plan page's change of payment method (spec 01 §5): when the strategy's policy is
 * always, to one of the owner's saved methods its gateways allow. The page reads the plan again
 * once the change is saved (an INCOMPLETE plan may be ACTIVE again).
 */
export function PlanPaymentMethod({ shop, planId, refusal, options, retriesFailed, paymentMethodsHref }: PlanPaymentMethodProps) {
  const intl = useIntl();
  const selectId = useId();
  const { chosen, setMethodId, busy, outcome, onSubmit } = usePaymentMethodChange(options, (customerPaymentMethodId) =>
    call(changePaymentPlanMethod, { params: { seller: shop.slug, id: planId }, input: { customerPaymentMethodId } }),
  );
  const t = (id: string) => intl.formatMessage({ id });

  if (refusal) return <p className={accountStyles.intro}>{t(REFUSAL_MESSAGES[refusal])}</p>;

  return (
    <div className={styles.controls}>
      {options.length === 0 ? (
        <p className={accountStyles.intro}>
          {t('paymentPlan.changeMethod.noOptions')} <a href={paymentMethodsHref}>{t('paymentPlan.changeMethod.addMethod')}</a>
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={selectId}>{t('paymentPlan.changeMethod.label')}</label>
          <select id={selectId} value={chosen} onChange={(event) => setMethodId(event.target.value)} disabled={busy}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="submit" className={accountStyles.button} disabled={busy || !chosen} aria-busy={busy || undefined}>
            {t('paymentPlan.changeMethod.submit')}
          </button>
        </form>
      )}
      {retriesFailed && options.length > 0 ? <p className={accountStyles.intro}>{t('paymentPlan.changeMethod.retries')}</p> : null}
      <p className={outcome === 'failed' ? styles.error : styles.status} role="status">
        {outcome === 'changed' ? t('paymentPlan.changeMethod.changed') : outcome === 'failed' ? t('paymentPlan.changeMethod.failed') : ''}
      </p>
    </div>
  );
}
