'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { queryKeyPrefixOf } from '@/lib/operations/call';
import { useToast } from '@/components/ui/Toasts';
import { CancelTransfer } from './CancelTransfer';
import { InfiniteList } from '../ui/InfiniteList';
import { Tabs } from '../ui/Tabs';
import { StatusLabel } from '../ui/StatusLabel';
import { GroupDetailsDialog, GroupTickets } from '../ui/GroupDetailsDialog';
import { RowTitle } from '../ui/RowTitle';
import type { ListPage } from '@/lib/domain/infinite-paging';
import { listTicketTransfers, type TransferListItem } from '@/lib/operations/transfers';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

type Direction = 'received' | 'sent';

/** A transfer row: a received one links to its page, a pending sent one opens the group modal, a transferred sent one is plain. */
function TransferRow({ item, direction, onOpen }: { item: TransferListItem; direction: Direction; onOpen: (item: TransferListItem) => void }) {
  const party = <FormattedMessage id={direction === 'received' ? 'account.transfers.from' : 'account.transfers.to'} values={{ email: item.email }} />;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <RowTitle href={item.href} onOpen={item.group ? () => onOpen(item) : undefined}>
          {party}
        </RowTitle>
        <RowMeta>
          {item.eventName ? <span>{item.eventName}</span> : null}
          <FormattedMessage id="account.tickets.count" values={{ count: item.ticketCount }} />
        </RowMeta>
      </div>
      <div className={styles.rowAside}>
        <StatusLabel tone={item.tone}>
          {/* On the Sent tab a rejected transfer may also be one the sender canceled: the API has one status for both. */}
          <FormattedMessage id={direction === 'sent' && item.status === 'rejected' ? 'account.transfers.status.rejectedOrCanceled' : `account.transfers.status.${item.status}`} />
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

/** The group modal of a pending sent transfer: its details and Cancel transfer (spec 02 §4). */
function TransferGroupModal({ item, seller, onClose, onCanceled }: { item: TransferListItem; seller: string; onClose: () => void; onCanceled: () => void }) {
  return (
    <GroupDetailsDialog
      title={<FormattedMessage id="account.transfers.group.title" values={{ email: item.email }} />}
      subtitle={item.eventName}
      onClose={onClose}
      details={[
        { key: 'recipient', term: <FormattedMessage id="account.transfers.group.recipient" />, value: item.email },
        {
          key: 'event',
          term: <FormattedMessage id="account.transfers.group.event" />,
          value: item.eventName ? (
            <>
              {item.eventName}
              {item.eventDateLabel ? <div className={styles.rowMeta}>{item.eventDateLabel}</div> : null}
            </>
          ) : null,
        },
        { key: 'status', term: <FormattedMessage id="account.transfers.group.status" />, value: <StatusLabel tone={item.tone}><FormattedMessage id={`account.transfers.status.${item.status}`} /></StatusLabel> },
        { key: 'sent', term: <FormattedMessage id="account.transfers.group.sent" />, value: item.dateLabel ? <time dateTime={item.createdAt}>{item.dateLabel}</time> : null },
        { key: 'tickets', term: <FormattedMessage id="account.transfers.group.tickets" values={{ count: item.ticketCount }} />, value: <GroupTickets tickets={item.group?.tickets ?? []} /> },
      ]}
    >
      <p className={styles.intro}>
        <FormattedMessage id="account.transfers.group.pending" />
      </p>
      {item.status === 'created' ? <CancelTransfer shop={{ seller }} transfer={item} onCanceled={onCanceled} /> : null}
    </GroupDetailsDialog>
  );
}

export interface TransferTabsProps {
  /** The shop's slug: the lists' path parameter. */
  seller: string;
  received: ListPage<TransferListItem>;
  sent: ListPage<TransferListItem>;
}

/** The ticket transfers screen's tabs Received and Sent, each an infinite list, newest first. */
export function TransferTabs({ seller, received, sent }: TransferTabsProps) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<TransferListItem | null>(null);
  const list = (direction: Direction, initialPage: ListPage<TransferListItem>) => (
    <InfiniteList
      operation={listTicketTransfers}
      args={{ params: { seller }, input: { direction } }}
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
      {open ? (
        <TransferGroupModal
          item={open}
          seller={seller}
          onClose={() => setOpen(null)}
          onCanceled={() => {
            setOpen(null);
            toast.success(intl.formatMessage({ id: 'account.transferCancel.done' }, { email: open.email }));
            // The Sent list shows the transfer's new status; the tickets are free again.
            void queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(listTicketTransfers) });
          }}
        />
      ) : null}
    </>
  );
}
