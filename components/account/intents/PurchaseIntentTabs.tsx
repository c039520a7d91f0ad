'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { InfiniteList } from '../ui/InfiniteList';
import { Tabs } from '../ui/Tabs';
import { StatusLabel } from '../ui/StatusLabel';
import type { ListPage } from '@/lib/domain/infinite-paging';
import { listPurchaseIntents, type PurchaseIntentListItem } from '@/lib/operations/purchase-intents';
import { RowMeta } from '../ui/RowMeta';
import { RowTitle } from '../ui/RowTitle';
import styles from '../ui/account.module.css';

type Tab = 'open' | 'closed';

function IntentRow({ item }: { item: PurchaseIntentListItem }) {
  const title = item.eventName ?? <FormattedMessage id="account.intents.fallbackName" />;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <RowTitle href={item.href}>{title}</RowTitle>
        <RowMeta>
          {item.eventDateLabel ? <span>{item.eventDateLabel}</span> : null}
          <FormattedMessage id="account.intents.items" values={{ tickets: item.ticketCount, products: item.productCount }} />
          {item.reference ? <FormattedMessage id="account.intents.reference" values={{ reference: item.reference }} /> : null}
        </RowMeta>
        {item.rejectionReason ? <p className={styles.rowMeta}>{item.rejectionReason}</p> : null}
      </div>
      <div className={styles.rowAside}>
        <StatusLabel tone={item.tone}>
          <FormattedMessage id={`account.intents.status.${item.label}`} />
        </StatusLabel>
        {item.priceLabel ? <span className={styles.amount}>{item.priceLabel}</span> : null}
        {item.expiresLabel ? (
          <span className={styles.rowMeta}>
            <FormattedMessage id="account.intents.expires" values={{ date: <time dateTime={item.expiresAt}>{item.expiresLabel}</time> }} />
          </span>
        ) : item.dateLabel ? (
          <span className={styles.rowMeta}>
            <FormattedMessage id="account.intents.created" values={{ date: <time dateTime={item.createdAt}>{item.dateLabel}</time> }} />
          </span>
        ) : null}
      </div>
    </div>
  );
}

export interface PurchaseIntentTabsProps {
  /** The shop's slug: the lists' path parameter. */
  seller: string;
  open: ListPage<PurchaseIntentListItem>;
  closed: ListPage<PurchaseIntentListItem>;
}

/** The purchase intents screen's tabs Open (status new) and Closed, newest first. */
export function PurchaseIntentTabs({ seller, open, closed }: PurchaseIntentTabsProps) {
  const intl = useIntl();
  const list = (tab: Tab, initialPage: ListPage<PurchaseIntentListItem>) => (
    <InfiniteList
      operation={listPurchaseIntents}
      args={{ params: { seller }, input: { status: tab } }}
      initialPage={initialPage}
      label={intl.formatMessage({ id: `account.intents.tab.${tab}` })}
      empty={<FormattedMessage id={`account.intents.empty.${tab}`} />}
      renderItem={(item) => <IntentRow item={item} />}
    />
  );
  return (
    <Tabs
      label={intl.formatMessage({ id: 'account.intents.title' })}
      tabs={[
        { key: 'open', label: <FormattedMessage id="account.intents.tab.open" />, panel: list('open', open) },
        { key: 'closed', label: <FormattedMessage id="account.intents.tab.closed" />, panel: list('closed', closed) },
      ]}
    />
  );
}
