import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMyPaymentPlans, getPaymentPlan } from '@/lib/ticketing/payment-plans';
import { installmentCount, paymentPlanDateRange } from '@/lib/domain/payment-plan-schedule';
import { paymentPlanLabel, paymentScheduleLabel } from '@/lib/domain/account-labels';
import { sumMoney } from '@/lib/domain/money';
import { moneyLabel } from '@/lib/i18n/format';
import { publicClient } from '@/lib/account/access';
import { shopSlug } from '../server/screen';
import { dayLabel, dayRangeLabel } from '@/lib/i18n/account-format';
import { methodLabel } from '../payment-method-label';
import { paymentOptionName } from '../payment-option';
import { StatusLabel } from '../ui/StatusLabel';
import { TableScroll } from '../ui/TableScroll';
import { documentOr404, ownPaymentMethod, pageSeller } from './load';
import accountStyles from '../ui/account.module.css';
import styles from './BySecretPage.module.css';

/**
 * /seller/{sellerId}/payment-plan/{id}/{secret}: a payment plan's schedules (type, due date, amount,
 * status). A plan of another seller than the URL names is a 404 like a wrong secret. The option's
 * name and the payment method come from the logged-in owner's own lists (no public call has them).
 */
export async function PaymentPlanDocument({ sellerId, id, secret }: { sellerId: string; id: string; secret: string }) {
  const plan = documentOr404(await getPaymentPlan(publicClient(), id, secret));
  if (plan.sellerId && plan.sellerId !== sellerId) notFound();
  const { seller, intl, access } = await pageSeller(sellerId);
  if (!seller) notFound();
  const own = access ? await getMyPaymentPlans(access.client, access.token) : undefined;
  const isOwner = own?.ok === true && own.data.paymentPlans.some((candidate) => candidate._id === plan._id);
  const optionName = isOwner ? paymentOptionName(plan, own.data.strategies) : undefined;
  const method = isOwner ? await ownPaymentMethod(access, plan.customerPaymentMethodId) : undefined;
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const zone = seller.timezone ?? 'UTC';
  const status = paymentPlanLabel(plan.status);
  const range = paymentPlanDateRange(plan.schedules);
  const schedules = [...(plan.schedules ?? [])].sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
  const totals = schedules.map((schedule) => schedule.total).filter((total): total is number => total !== undefined);
  const money = (amount: number) => moneyLabel(intl, amount, plan.currency ?? seller.currency);

  return (
    <main id="main" className={styles.page}>
      <nav className={styles.crumbs} aria-label={seller.name}>
        <Link className={styles.shop} href={`/${shopSlug(seller)}`}>
          {seller.name}
        </Link>
        {isOwner ? (
          <Link className={styles.shop} href={`/${shopSlug(seller)}/account/payment-plans`}>
            {t('account.paymentPlan.back')}
          </Link>
        ) : null}
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{optionName ?? t('account.paymentPlans.fallbackName')}</h1>
        <div className={styles.headline}>
          <StatusLabel tone={status.tone}>{t(`account.paymentPlans.status.${status.label}`)}</StatusLabel>
          {range ? <span className={accountStyles.rowMeta}>{dayRangeLabel(intl, range.first, range.last, zone)}</span> : null}
          <span className={accountStyles.rowMeta}>{t('account.paymentPlans.installments', { count: installmentCount(plan.schedules) })}</span>
        </div>
      </header>

      <section className={styles.card} aria-labelledby="plan-schedules">
        <h2 id="plan-schedules" className={styles.cardTitle}>
          {t('account.paymentPlan.schedules')}
        </h2>
        <TableScroll label={t('account.paymentPlan.schedules')}>
          <table className={accountStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('account.paymentPlan.column.type')}</th>
                <th scope="col">{t('account.paymentPlan.column.due')}</th>
                <th scope="col" className={accountStyles.numeric}>
                  {t('account.paymentPlan.column.amount')}
                </th>
                <th scope="col">{t('account.paymentPlan.column.status')}</th>
              </tr>
            </thead>
            <tbody>
              {schedules.map((schedule, index) => {
                const label = schedule.status ? paymentScheduleLabel(schedule.status) : undefined;
                return (
                  <tr key={schedule._id ?? index}>
                    <td>{t(schedule.type === 'downpayment' ? 'account.paymentPlan.type.downpayment' : 'account.paymentPlan.type.installment')}</td>
                    <td>
                      <time dateTime={schedule.due}>{dayLabel(intl, schedule.due, zone)}</time>
                    </td>
                    <td className={accountStyles.numeric}>{schedule.total !== undefined ? money(schedule.total) : '–'}</td>
                    <td>{label ? <StatusLabel tone={label.tone}>{t(`account.paymentPlan.scheduleStatus.${label.label}`)}</StatusLabel> : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
            {totals.length > 0 ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('account.paymentPlan.total')}
                  </th>
                  <td className={accountStyles.numeric}>{money(sumMoney(totals))}</td>
                  <td />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </TableScroll>
      </section>

      {method || plan.customerPaymentMethodId ? (
        <section className={styles.card} aria-labelledby="plan-method">
          <h2 id="plan-method" className={styles.cardTitle}>
            {t('account.subscription.paymentMethod')}
          </h2>
          <p className={accountStyles.intro}>{method ? methodLabel(intl, method) : t('account.subscription.savedMethod')}</p>
        </section>
      ) : null}
    </main>
  );
}
