import { Suspense } from 'react';
import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { getMyPaymentPlans } from '@/lib/ticketing/payment-plans';
import { installmentCount, paymentPlanDateRange } from '@/lib/domain/payment-plan-schedule';
import { paymentPlanLabel } from '@/lib/domain/account-labels';
import { sumMoney } from '@/lib/domain/money';
import { moneyLabel } from '@/lib/i18n/format';
import { accountAccess } from '@/lib/account/access';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { dayRangeLabel } from '@/lib/i18n/account-format';
import { paymentOptionName } from '../payment-option';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { StatusLabel } from '../ui/StatusLabel';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

/** The "payment-plans" account screen: option, first to last due date, installments, status; each links to its page. */
export async function PaymentPlansPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.paymentPlans.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <PaymentPlansList {...props} />
      </Suspense>
    </div>
  );
}

async function PaymentPlansList({ seller, locale }: AccountPageProps) {
  const intl = screenIntl(locale);
  const access = await accountAccess(seller._id);
  const result = access ? await getMyPaymentPlans(access.client, access.token) : undefined;
  if (result && !result.ok) ignoreListFailure('payment plans', result.error);
  const { paymentPlans, strategies } = result?.ok ? result.data : { paymentPlans: [], strategies: [] };
  if (paymentPlans.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.paymentPlans.empty" />
      </EmptyState>
    );
  }
  const zone = seller.timezone ?? 'UTC';

  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.paymentPlans.title' })}>
      {paymentPlans.map((plan) => {
        const name = paymentOptionName(plan, strategies) ?? intl.formatMessage({ id: 'account.paymentPlans.fallbackName' });
        const range = paymentPlanDateRange(plan.schedules);
        const status = paymentPlanLabel(plan.status);
        const totals = (plan.schedules ?? []).map((schedule) => schedule.total).filter((total): total is number => total !== undefined);
        const href = plan.secret ? `/seller/${encodeURIComponent(plan.sellerId ?? seller._id)}/payment-plan/${encodeURIComponent(plan._id)}/${encodeURIComponent(plan.secret)}` : undefined;
        return (
          <li key={plan._id}>
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {href ? (
                    <Link className={styles.rowLink} href={href}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </p>
                <RowMeta>
                  {range ? <span>{dayRangeLabel(intl, range.first, range.last, zone)}</span> : null}
                  <FormattedMessage id="account.paymentPlans.installments" values={{ count: installmentCount(plan.schedules) }} />
                </RowMeta>
              </div>
              <div className={styles.rowAside}>
                <StatusLabel tone={status.tone}>
                  <FormattedMessage id={`account.paymentPlans.status.${status.label}`} />
                </StatusLabel>
                {totals.length > 0 ? <span className={styles.amount}>{moneyLabel(intl, sumMoney(totals), plan.currency)}</span> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
