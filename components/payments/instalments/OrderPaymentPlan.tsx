import Link from 'next/link';
import type { IntlShape } from 'react-intl';
import type { PaymentPlan } from '@/lib/ticketing/schemas/payment-plan';
import { paymentPlanLabel } from '@/lib/domain/account-labels';
import { leftToPay, paidSoFar } from '@/lib/domain/payment-plan-actions';
import { moneyLabel } from '@/lib/i18n/format';
import { StatusLabel } from '@/components/account/ui/StatusLabel';
import styles from './instalments.module.css';

export interface OrderPaymentPlanProps {
  plan: PaymentPlan;
  /** The order's seller, whose path the plan's page lives under. */
  sellerId: string;
  currency: string;
  intl: IntlShape;
}

/**
 * On the order page of an order paid in installments (GET /api/public/transactions/{id}/payment-plan):
 * the plan's status, what is paid and left, and the link to its page. Texts formatted by the
 * page's server intl (ADR 0006).
 */
export function OrderPaymentPlan({ plan, sellerId, currency, intl }: OrderPaymentPlanProps) {
  const status = paymentPlanLabel(plan.status);
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const href = plan.secret ? `/seller/${encodeURIComponent(plan.sellerId ?? sellerId)}/payment-plan/${encodeURIComponent(plan._id)}/${encodeURIComponent(plan.secret)}` : undefined;
  return (
    <p className={styles.notice}>
      <StatusLabel tone={status.tone}>{intl.formatMessage({ id: `account.paymentPlans.status.${status.label}` })}</StatusLabel>{' '}
      {intl.formatMessage({ id: 'order.paymentPlan.text' }, { paid: money(paidSoFar(plan)), left: money(leftToPay(plan)) })}{' '}
      {href ? <Link href={href}>{intl.formatMessage({ id: 'order.paymentPlan.link' })}</Link> : null}
    </p>
  );
}
