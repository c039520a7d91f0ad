import { Suspense } from 'react';
import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { getMyTransactions } from '@/lib/ticketing/transactions';
import { eventDateLabel, moneyLabel } from '@/lib/i18n/format';
import { accountAccess } from '@/lib/account/access';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { dayLabel } from '@/lib/i18n/account-format';
import { orderNumber } from '@/lib/domain/order-number';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

/** The "transactions" account screen: the customer's orders, newest first, each linking to its order page. */
export async function OrdersPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.orders.title" />
      </h1>
      <Suspense fallback={<SkeletonRows />}>
        <OrdersList {...props} />
      </Suspense>
    </div>
  );
}

async function OrdersList({ seller, locale }: AccountPageProps) {
  const intl = screenIntl(locale);
  const access = await accountAccess(seller._id);
  const result = access ? await getMyTransactions(access.client, { locale }, access.token) : undefined;
  if (result && !result.ok) ignoreListFailure('orders', result.error);
  const { transactions, events } = result?.ok ? result.data : { transactions: [], events: [] };
  if (transactions.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.orders.empty" />
      </EmptyState>
    );
  }
  const byId = new Map(events.map((event) => [event._id, event]));
  const zone = seller.timezone ?? 'UTC';

  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.orders.title' })}>
      {transactions.map((order) => {
        const event = order.eventId ? byId.get(order.eventId) : undefined;
        // The number people read (ADR 0022), never the internal tid.
        const number = orderNumber(order.tid);
        const name = event?.name ?? intl.formatMessage({ id: 'account.orders.fallbackName' }, { tid: number });
        const count = (order.tickets ?? []).reduce((total, line) => total + line.amount, 0);
        // Products and vouchers bought with the order, or instead of tickets (ADR 0024).
        const items = (order.items ?? []).reduce((total, item) => total + item.amount, 0);
        return (
          <li key={order.tid}>
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {order.secret ? (
                    <Link className={styles.rowLink} href={`/transaction/${encodeURIComponent(order.tid)}/${encodeURIComponent(order.secret)}`}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </p>
                <RowMeta>
                  {event ? <time dateTime={event.start}>{eventDateLabel(intl, event)}</time> : null}
                  {count > 0 || items === 0 ? <FormattedMessage id="account.tickets.count" values={{ count }} /> : null}
                  {items > 0 ? <FormattedMessage id="account.orders.itemCount" values={{ count: items }} /> : null}
                  <FormattedMessage id="account.orders.number" values={{ number }} />
                </RowMeta>
              </div>
              <div className={styles.rowAside}>
                {order.realPrice !== undefined ? <span className={styles.amount}>{moneyLabel(intl, order.realPrice, order.currency ?? event?.currency)}</span> : null}
                {order.createdAt ? (
                  <span className={styles.rowMeta}>
                    <FormattedMessage id="account.orders.orderedOn" values={{ date: dayLabel(intl, order.createdAt, zone) }} />
                  </span>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
