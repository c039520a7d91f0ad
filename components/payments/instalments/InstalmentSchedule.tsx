'use client';

import { useIntl } from 'react-intl';
import { dayLabel } from '@/lib/i18n/account-format';
import { moneyLabel } from '@/lib/i18n/format';
import type { InstalmentSchedule as Schedule } from '@/lib/domain/payment-plan-schedule';
import styles from './instalments.module.css';

export interface InstalmentScheduleProps {
  schedule: Schedule;
  currency: string;
  timeZone: string;
  /** Names the table (the option's name). */
  caption: string;
}

/**
 * An option's schedule before paying: every part with its date (today for what is paid at
 * checkout) and amount, and the total they add up to. Dates in the event's time zone.
 */
export function InstalmentSchedule({ schedule, currency, timeZone, caption }: InstalmentScheduleProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = schedule.parts.filter((part) => part.type === 'installment').length;
  // Each instalment's number among the instalments (the down payment is not one).
  const numbers = schedule.parts.map((_, index) => schedule.parts.slice(0, index + 1).filter((part) => part.type === 'installment').length);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checkout.instalments.schedule.date')}</th>
            <th scope="col">{t('checkout.instalments.schedule.payment')}</th>
            <th scope="col" className={styles.numeric}>
              {t('checkout.instalments.schedule.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.parts.map((part, index) => (
            <tr key={`${part.type}-${index}`}>
              <td>{part.atCheckout ? t('checkout.instalments.schedule.today') : <time dateTime={part.due}>{dayLabel(intl, part.due, timeZone)}</time>}</td>
              <td>{part.type === 'downpayment' ? t('checkout.instalments.schedule.downpayment') : t('checkout.instalments.schedule.installment', { index: numbers[index] ?? 0, count })}</td>
              <td className={styles.numeric}>{moneyLabel(intl, part.total, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('checkout.instalments.schedule.total')}
            </th>
            <td className={styles.numeric}>{moneyLabel(intl, schedule.total, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
