'use client';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfiniteList } from '../ui/InfiniteList';
import { Tabs } from '../ui/Tabs';
import { StatusLabel } from '../ui/StatusLabel';
import { GroupDetailsDialog, GroupTickets } from '../ui/GroupDetailsDialog';
import { RowTitle } from '../ui/RowTitle';
import { useToast } from '@/components/ui/Toasts';
import { CancelOffer } from './CancelOffer';
import type { ListPage } from '@/lib/domain/infinite-paging';
import { listResellOffers, type ResellOfferListItem } from '@/lib/operations/resale';
import type { ShopParams } from '@/lib/account/flows';
import { RowMeta } from '../ui/RowMeta';
import styles from '../ui/account.module.css';

type Tab = 'active' | 'sold';

function OfferRow({ item, onOpen }: { item: ResellOfferListItem; onOpen: (item: ResellOfferListItem) => void }) {
  const title = item.eventName ?? <FormattedMessage id="account.resale.fallbackName" />;
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <RowTitle onOpen={item.status === 'active' ? () => onOpen(item) : undefined}>{title}</RowTitle>
        <RowMeta>
          {item.eventDateLabel ? <span>{item.eventDateLabel}</span> : null}
          <FormattedMessage id="account.tickets.count" values={{ count: item.ticketCount }} />
          {item.tickets.length > 0 ? <span>{item.tickets.map((ticket) => ticket.label).join('; ')}</span> : null}
        </RowMeta>
      </div>
      <div className={styles.rowAside}>
        <StatusLabel tone={item.tone}>
          <FormattedMessage id={`account.resale.status.${item.status}`} />
        </StatusLabel>
        {item.totalLabel ? <span className={styles.amount}>{item.totalLabel}</span> : null}
        {item.dateLabel ? (
          <span className={styles.rowMeta}>
            <FormattedMessage id="account.resale.created" values={{ date: <time dateTime={item.createdAt}>{item.dateLabel}</time> }} />
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** An active offer's details and, when that flow exists (flows.ts cancelResellOffer), Cancel offer. */
function OfferModal({ item, cancel, onClose, onCanceled }: { item: ResellOfferListItem; cancel?: ShopParams | undefined; onClose: () => void; onCanceled: () => void }) {
  return (
    <GroupDetailsDialog
      title={item.eventName ?? <FormattedMessage id="account.resale.fallbackName" />}
      subtitle={item.eventDateLabel}
      onClose={onClose}
      details={[
        { key: 'status', term: <FormattedMessage id="account.resale.modal.status" />, value: <StatusLabel tone={item.tone}><FormattedMessage id={`account.resale.status.${item.status}`} /></StatusLabel> },
        { key: 'listedOn', term: <FormattedMessage id="account.resale.modal.listedOn" />, value: item.dateLabel ? <time dateTime={item.createdAt}>{item.dateLabel}</time> : null },
        {
          key: 'tickets',
          term: <FormattedMessage id="account.resale.modal.tickets" values={{ count: item.ticketCount }} />,
          value: <GroupTickets tickets={item.tickets.map((ticket) => ({ id: ticket.id, label: ticket.priceLabel ? `${ticket.label} – ${ticket.priceLabel}` : ticket.label }))} />,
        },
        { key: 'total', term: <FormattedMessage id="account.resale.modal.total" />, value: item.totalLabel },
        { key: 'fee', term: <FormattedMessage id="account.resale.modal.fee" />, value: item.feeLabel },
      ]}
    >
      {cancel && item.status === 'active' ? <CancelOffer shop={cancel} offerId={item.id} onCanceled={onCanceled} /> : null}
    </GroupDetailsDialog>
  );
}

export interface ResaleTabsProps {
  /** The shop's slug: the lists' path parameter. */
  seller: string;
  /** flows.ts cancelResellOffer: the shop where Cancel offer withdraws an offer. */
  cancel?: ShopParams | undefined;
  active: ListPage<ResellOfferListItem>;
  sold: ListPage<ResellOfferListItem>;
}

/** The secondary market screen's Active and Sold lists, newest first; an active offer opens its details. */
export function ResaleTabs({ seller, cancel, active, sold }: ResaleTabsProps) {
  const intl = useIntl();
  const toast = useToast();
  const [open, setOpen] = useState<ResellOfferListItem | null>(null);
  // Spec 01 §2: an offer the modal changed (canceled) leaves the list.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const list = (tab: Tab, initialPage: ListPage<ResellOfferListItem>) => (
    <InfiniteList
      operation={listResellOffers}
      args={{ params: { seller }, input: { status: tab } }}
      initialPage={initialPage}
      label={intl.formatMessage({ id: `account.resale.tab.${tab}` })}
      empty={<FormattedMessage id={`account.resale.empty.${tab}`} />}
      renderItem={(item) => <OfferRow item={item} onOpen={setOpen} />}
      hiddenIds={removed}
    />
  );
  return (
    <>
      <Tabs
        label={intl.formatMessage({ id: 'account.resale.title' })}
        tabs={[
          { key: 'active', label: <FormattedMessage id="account.resale.tab.active" />, panel: list('active', active) },
          { key: 'sold', label: <FormattedMessage id="account.resale.tab.sold" />, panel: list('sold', sold) },
        ]}
      />
      {open ? (
        <OfferModal
          item={open}
          cancel={cancel}
          onClose={() => setOpen(null)}
          onCanceled={() => {
            setRemoved((current) => new Set([...current, open.id]));
            setOpen(null);
            toast.success(intl.formatMessage({ id: 'account.resell.cancel.done' }));
          }}
        />
      ) : null}
    </>
  );
}
