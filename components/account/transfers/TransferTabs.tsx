'use client';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfiniteList } from '../ui/InfiniteList';
import { Tabs } from '../ui/Tabs';
import { StatusLabel } from '../ui/StatusLabel';
import { Modal } from '../ui/Modal';
import type { ListPage, TransferListItem } from '../lists/types';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

type Direction = 'received' | 'sent';

/** A transfer row: a received one links to its page, a pending sent one opens the group modal, a transferred sent one is plain. */
function TransferRow({ item, direction, onOpen }: { item: TransferListItem; direction: Direction; onOpen: (item: TransferListItem) => void }) {
  const party = <FormattedMessage id={direction === 'received' ? 'account.transfers.from' : 'account.transfers.to'} values={{ email: item.email }} />;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {item.href ? (
            <a className={styles.rowLink} href={item.href}>
              {party}
            </a>
          ) : item.group ? (
            <button type="button" className={styles.rowLink} aria-haspopup="dialog" onClick={() => onOpen(item)}>
              {party}
            </button>
          ) : (
            party
          )}
        </p>
        <RowMeta>
          {item.eventName ? <span>{item.eventName}</span> : null}
          <FormattedMessage id="account.tickets.count" values={{ count: item.ticketCount }} />
        </RowMeta>
      </div>
      <div className={styles.rowAside}>
        <StatusLabel tone={item.tone}>
          <FormattedMessage id={`account.transfers.status.${item.status}`} />
        </StatusLabel>
        {item.dateLabel ? (
          <time className={styles.rowMeta} dateTime={item.createdAt}>
            {item.dateLabel}
          </time>
        ) : null}
      </div>
    </div>
  );
}

/** The group modal of a pending sent transfer: read-only details (accept, reject and cancel come with a later issue). */
function TransferGroupModal({ item, onClose }: { item: TransferListItem; onClose: () => void }) {
  return (
    <Modal title={<FormattedMessage id="account.transfers.group.title" values={{ email: item.email }} />} subtitle={item.eventName} onClose={onClose}>
      <dl className={styles.details}>
        <dt>
          <FormattedMessage id="account.transfers.group.recipient" />
        </dt>
        <dd>{item.email}</dd>
        {item.eventName ? (
          <>
            <dt>
              <FormattedMessage id="account.transfers.group.event" />
            </dt>
            <dd>
              {item.eventName}
              {item.eventDateLabel ? <div className={styles.rowMeta}>{item.eventDateLabel}</div> : null}
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="account.transfers.group.status" />
        </dt>
        <dd>
          <StatusLabel tone={item.tone}>
            <FormattedMessage id={`account.transfers.status.${item.status}`} />
          </StatusLabel>
        </dd>
        {item.dateLabel ? (
          <>
            <dt>
              <FormattedMessage id="account.transfers.group.sent" />
            </dt>
            <dd>
              <time dateTime={item.createdAt}>{item.dateLabel}</time>
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="account.transfers.group.tickets" values={{ count: item.ticketCount }} />
        </dt>
        <dd>
          <ul className={styles.plainList}>
            {(item.group?.tickets ?? []).map((ticket) => (
              <li key={ticket.id}>{ticket.label}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className={styles.intro}>
        <FormattedMessage id="account.transfers.group.pending" />
      </p>
    </Modal>
  );
}

export interface TransferTabsProps {
  /** /api/shops/{seller}/account/ticket-transfers */
  endpoint: string;
  received: ListPage<TransferListItem>;
  sent: ListPage<TransferListItem>;
}

/** The ticket transfers screen's tabs Received and Sent, each an infinite list, newest first. */
export function TransferTabs({ endpoint, received, sent }: TransferTabsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<TransferListItem | null>(null);
  const list = (direction: Direction, initialPage: ListPage<TransferListItem>) => (
    <InfiniteList<TransferListItem>
      url={`${endpoint}?direction=${direction}`}
      initialPage={initialPage}
      label={intl.formatMessage({ id: `account.transfers.tab.${direction}` })}
      empty={<FormattedMessage id="account.transfers.empty" />}
      renderItem={(item) => <TransferRow item={item} direction={direction} onOpen={setOpen} />}
    />
  );
  return (
    <>
      <Tabs
        label={intl.formatMessage({ id: 'account.transfers.title' })}
        tabs={[
          { key: 'received', label: <FormattedMessage id="account.transfers.tab.received" />, panel: list('received', received) },
          { key: 'sent', label: <FormattedMessage id="account.transfers.tab.sent" />, panel: list('sent', sent) },
        ]}
      />
      {open ? <TransferGroupModal item={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
